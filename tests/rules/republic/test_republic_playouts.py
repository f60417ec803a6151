"""Random games of The Republic under each rule, with the invariants checked after every move:
every card exactly twice; legal_moves sorted and distinct, each listed move playing and every
other refused with a specific sentence; the view (``cards()``) true to the board; undo, redo
and saves round-tripping, mid-game and at the end."""

import random
from collections import Counter

import pytest

from boardwalk.rules import IllegalMove, load_game, new_game
from boardwalk.rules.republic import PLACES, Board, apply, legal_moves
from boardwalk.rules.republic.board import every_card
from boardwalk.rules.republic.explain import FALLBACK, explain
from boardwalk.rules.republic.notation import parse_move

MOVE_LIMIT = 400  # play-back, vacancies and unlimited redeals can go round for ever
DEALS = range(1, 5)
TWO_DECKS = Counter({c: 2 for c in range(52)})
NAMES = [p for p in PLACES if p != "stock"]


def check_cards(game) -> None:
    board = game.board
    assert Counter(every_card(board)) == TWO_DECKS, "each of the 52 cards exactly twice"
    assert all(0 <= n <= 13 for n in board.foundations)
    shown = sum(len(game.cards(p)) for p in PLACES)
    assert shown == 104, "cards() shows every card once, face down or not"
    for c, letter in enumerate("abcdefghij"):
        packet = game.cards(f"p{letter}")
        faces = [w for w in packet if w != "##"]
        assert len(faces) == (1 if packet and not board.columns[c] else 0)
        assert len(packet) in (0, 2, 3), "a packet of one drops into its column at once"
    assert set(game.cards("stock")) <= {"##"} and len(game.cards("s")) <= 1


def check_foundations(game) -> None:
    for number in range(1, 9):
        suit = "SHDC"[(number - 1) // 2]
        cards = game.cards(f"f{number}")
        assert cards == [r + suit for r in "A23456789TJQK"[: len(cards)]], "suit order, Ace up"


def check_agreement(board: Board, legal: list[str], rng: random.Random) -> None:
    assert legal == sorted(set(legal)), "sorted, no duplicates"
    for move in legal:
        assert str(parse_move(move)) == move, "listed in canonical form"
        apply(board, move)
    for _ in range(8):
        move = f"{rng.choice(NAMES)}-{rng.choice(NAMES)}" + rng.choice(["", "", ":2", ":3"])
        move = rng.choice([move, move, move, "s", "R"])
        if move in legal:
            continue
        try:
            reason = explain(board, move)
        except IllegalMove:
            continue  # notation the parser refuses (s-s): covered by the fuzz tests
        assert reason != FALLBACK, move
        with pytest.raises(IllegalMove) as err:
            apply(board, move)
        assert str(err.value) == reason


def choose(legal: list[str], rng: random.Random) -> str:
    """A foundation move when there is one (games then run deeper and some are won)."""
    up = [m for m in legal if "-f" in m and m[0] != "f"]
    return up[0] if up and rng.random() < 0.9 else rng.choice(legal)


@pytest.mark.parametrize("rule", ["alternating", "same-suit", "any-suit"])
def test_random_games_keep_every_invariant(rule):
    rng = random.Random(rule)
    for deal in DEALS:
        g = new_game("republic", deal=deal, rule=rule)
        while (legal := g.legal_moves()) and len(g.moves) < MOVE_LIMIT:
            check_agreement(g.board, legal, rng)
            events = g.play(choose(legal, rng))
            assert events
            check_cards(g)
            check_foundations(g)
            assert g.redeals == g.moves.count("R") <= (g.board.rule.redeals or 99)
            if len(g.moves) == MOVE_LIMIT // 3:  # mid-game
                check_round_trips(g)
        assert g.is_over() == (not legal_moves(g.board))
        if g.is_over():
            assert g.score().won == (g.score().total == 104)
        check_round_trips(g)


def check_round_trips(g) -> None:
    """Save and load, then all the way back and forward again: the same game each time."""
    end = g.board
    loaded = load_game(g.to_json())
    assert loaded.board == end and loaded.moves == g.moves and loaded.redo_moves == g.redo_moves
    moves = g.moves
    while g.undo():
        pass
    assert g.board == g.start and g.redo_moves == moves
    while g.redo():
        pass
    assert g.board == end and g.moves == moves
    assert g.boards()[-1] == end and len(g.boards()) == len(moves) + 1
