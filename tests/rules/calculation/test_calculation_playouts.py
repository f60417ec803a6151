"""Random games of Calculation to the end under random variation codes, with the invariants
checked after every move; the legal list and the refusals always agree; undo, redo and saves
round-trip, mid-game and at the end."""

import random

import pytest

from boardwalk.rules import IllegalMove, load_game, new_game
from boardwalk.rules.calculation import RULES, Board, GameOver, Score, apply, legal_moves
from boardwalk.rules.calculation.board import every_card
from boardwalk.rules.calculation.explain import FALLBACK, explain
from boardwalk.rules.calculation.notation import parse_move
from boardwalk.rules.calculation.options import FULL, next_rank
from boardwalk.rules.cards import code

MOVE_LIMIT = 200  # option 3 lets a card shuttle between empty piles for ever
NAMES = ["1", "2", "3", "4", *"abcdef", "p", "deck"]


def check_cards(board: Board, start: Board) -> None:
    assert sorted(every_card(board)) == list(range(52)), "the same 52 distinct cards"
    assert len(board.piles) == board.rule.piles
    assert (board.in_play is None) <= (not board.stock), "a card is in play until the deck is out"
    assert len(board.stock) <= len(start.stock), "the deck only shrinks"


def check_stacks(board: Board) -> None:
    """Each stack counts up by its number from its own rank, in its colour under option 4."""
    for s, stack in enumerate(board.stacks):
        assert len(stack) <= FULL
        for n, card in enumerate(stack):
            assert card >> 2 == next_rank(s, n)
            assert board.rule.colour_ok(card, s)


def check_agreement(board: Board, legal: list[str], rng: random.Random) -> None:
    assert legal == sorted(set(legal)), "sorted, no duplicates"
    for move in legal:
        assert str(parse_move(move)) == move, "listed in canonical form"
        apply(board, move)
    for _ in range(6):
        move = f"{rng.choice(NAMES)}-{rng.choice(NAMES)}"
        if move in legal:
            continue
        reason = explain(board, move)
        assert reason != FALLBACK, move
        with pytest.raises(IllegalMove) as err:
            apply(board, move)
        assert str(err.value) == reason


def choose(legal: list[str], rng: random.Random) -> str:
    """A move up to a stack when there is one (games then run deeper and some are won)."""
    up = [m for m in legal if m[-1] in "1234"]
    return up[0] if up and rng.random() < 0.9 else rng.choice(legal)


def check_round_trips(g, rng: random.Random) -> None:
    """Save and load, then all the way back and forward again: the same game each time."""
    end, moves = g.board, g.moves
    loaded = load_game(g.to_json())
    assert loaded.board == end and loaded.moves == moves and loaded.rule == g.rule
    while g.undo():
        pass
    assert g.board == g.start and g.redo_moves == moves
    for _ in range(rng.randrange(len(moves) + 1)):
        g.redo()
    middle = load_game(g.to_json())
    assert middle.board == g.board and middle.redo_moves == g.redo_moves
    while middle.redo():
        pass
    while g.redo():
        pass
    assert g.board == end == middle.board and g.moves == moves
    assert g.boards()[-1] == end and len(g.boards()) == len(moves) + 1


@pytest.mark.parametrize("seed", range(12))
def test_random_games_under_random_codes_keep_every_invariant(seed):
    rng = random.Random(seed)
    for _ in range(4):
        code = rng.choice(sorted(RULES))
        g = new_game("calculation", deal=rng.randrange(1, 10**6), rule=code)
        while not g.is_over() and len(g.moves) < MOVE_LIMIT:
            legal = g.legal_moves()
            assert legal, "a game not over always has a move"
            check_agreement(g.board, legal, rng)
            before = g.board
            events = g.play(choose(legal, rng))
            assert events[0].src == g.moves[-1].split("-")[0]
            dealt = [e for e in events[1:] if getattr(e, "src", None) == "deck"]
            assert bool(dealt) == (g.moves[-1][0] == "p" and before.stock != ()), (
                "the next card is dealt exactly when the card in play was used"
            )
            check_cards(g.board, g.start)
            check_stacks(g.board)
            over = [e for e in events if isinstance(e, GameOver)]
            assert over == ([GameOver(g.score())] if g.is_over() and not before.is_over() else [])
        assert g.is_over() == (g.board.won or g.board.lost)
        if g.is_over():
            assert g.score().won == (g.score().total == 52) and g.score().points == 0
            assert g.board.won or not [m for m in legal_moves(g.board) if m[-1] in "1234"]
        check_round_trips(g, rng)


def stacking_order(same_colour: bool) -> str:
    """A deal string in which every card dealt fits a stack: bases, then round the stacks."""
    left = set(range(52))
    order: list[int] = []
    for n in range(FULL):
        for s in range(4):
            suits = ((1, 2), (0, 3))[s % 2] if same_colour else (0, 1, 2, 3)
            card = next(next_rank(s, n) * 4 + u for u in suits if next_rank(s, n) * 4 + u in left)
            left.discard(card)
            order.append(card)
    return " ".join(code(c) for c in order)


@pytest.mark.parametrize("rule", ["4-000000", "3-001000", "6-111101"])
def test_a_deck_in_stacking_order_is_won_by_the_card_in_play_alone(rule):
    g = new_game("calculation", deck=stacking_order(rule[4] == "1"), rule=rule)
    while not g.is_over():
        events = g.play(next(m for m in g.legal_moves() if m[-1] in "1234"))
    assert g.score() == Score(52, True, 0) and events[-1] == GameOver(g.score())
    assert g.legal_moves() == [] and len(g.moves) == (52 if rule[-1] == "1" else 48)
