"""Random games of The Towers to the end, under each rule, with the invariants checked after
every move; the legal list and the refusals always agree; undo, redo and saves round-trip."""

import random

import pytest

from boardwalk.rules import IllegalMove, load_game, new_game
from boardwalk.rules.towers import PLACES, Board, apply, legal_moves
from boardwalk.rules.towers.board import KING, every_card
from boardwalk.rules.towers.explain import FALLBACK, explain
from boardwalk.rules.towers.notation import parse_move

MOVE_LIMIT = 300  # a King can shuttle between a tower and empty columns for ever
DEALS = range(1, 7)


def check_cards(board: Board) -> None:
    assert sorted(every_card(board)) == list(range(52)), "the same 52 distinct cards"
    assert all(0 <= n <= 13 for n in board.foundations)
    assert sum(t is not None for t in board.towers) <= 4


def check_columns(board: Board, start: Board) -> None:
    """Above what is left of its deal, a column holds only cards moved there by the rules:
    each lies on a card it matches, or is a King at the bottom of an emptied column."""
    for col, dealt in zip(board.columns, start.columns, strict=True):
        kept = 0
        while kept < min(len(col), len(dealt)) and col[kept] == dealt[kept]:
            kept += 1
        for i in range(kept, len(col)):
            if i == 0:
                assert col[0] >> 2 == KING, "an emptied column is refilled from a King"
            else:
                assert board.rule.fits(col[i], col[i - 1]), "a moved card matches what it is on"


def check_foundations(game) -> None:
    for number, suit in enumerate("SHDC", start=1):
        cards = game.cards(f"f{number}")
        assert cards == [r + suit for r in "A23456789TJQK"[: len(cards)]], "suit order, Ace up"


def check_agreement(board: Board, legal: list[str], rng: random.Random) -> None:
    assert legal == sorted(set(legal)), "sorted, no duplicates"
    for move in legal:
        assert str(parse_move(move)) == move, "listed in canonical form"
        apply(board, move)
    for _ in range(8):
        move = f"{rng.choice(PLACES)}-{rng.choice(PLACES)}" + rng.choice(["", "", ":2", ":3"])
        if move in legal:
            continue
        reason = explain(board, move)
        assert reason != FALLBACK, move
        with pytest.raises(IllegalMove) as err:
            apply(board, move)
        assert str(err.value) == reason


def choose(legal: list[str], rng: random.Random) -> str:
    """A foundation move when there is one (games then run deeper and some are won)."""
    up = [m for m in legal if m[-2:-1] == "f"]
    return up[0] if up and rng.random() < 0.9 else rng.choice(legal)


@pytest.mark.parametrize("rule", ["same-suit", "alternating", "any-suit"])
def test_random_games_keep_every_invariant(rule):
    rng = random.Random(rule)
    for deal in DEALS:
        g = new_game("towers", deal=deal, rule=rule)
        while (legal := g.legal_moves()) and len(g.moves) < MOVE_LIMIT:
            check_agreement(g.board, legal, rng)
            events = g.play(choose(legal, rng))
            assert events and events[0].src == g.moves[-1].split("-")[0]
            check_cards(g.board)
            check_columns(g.board, g.start)
            check_foundations(g)
        assert g.is_over() == (not legal_moves(g.board))
        if g.is_over():
            assert g.score().won == (g.score().total == 52)
        check_round_trips(g)


def check_round_trips(g) -> None:
    """Save and load, then all the way back and forward again: the same game each time."""
    end = g.board
    loaded = load_game(g.to_json())
    assert loaded.board == end and loaded.moves == g.moves
    moves = g.moves
    while g.undo():
        pass
    assert g.board == g.start and g.redo_moves == moves
    while g.redo():
        pass
    assert g.board == end and g.moves == moves
    assert g.boards()[-1] == end and len(g.boards()) == len(moves) + 1
