"""The search's engine agrees with the rules engine: the same legal moves, and for each
the same board, in positions reached by random play in every variant."""

import random

import pytest

from boardwalk.bot.evaluate import quick_value, static_value
from boardwalk.bot.players import GreedyPlayer
from boardwalk.bot.successors import successors
from boardwalk.rules import legal_moves, new_game
from boardwalk.rules.engine import perform

VARIANTS = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]


def walk(variant: str, deal: int, seed: int):
    """Every position of one game, played greedily with one move in four at random, so
    that the game goes deep (hands full of choices, locks, openings, late favors)."""
    board, rng, greedy = new_game(variant, deal=deal).board, random.Random(seed), GreedyPlayer()
    while True:
        yield board
        moves = legal_moves(board)
        if not moves:
            return
        move = rng.choice(moves) if rng.random() < 0.25 else greedy.choose(board)
        board = perform(board, move)[0]


@pytest.mark.parametrize("variant", VARIANTS)
def test_successors_are_the_rules_moves_and_boards(variant):
    positions = 0
    for deal in range(1, 41):
        for board in walk(variant, deal, seed=deal):
            children = dict(successors(board))
            assert sorted(children) == legal_moves(board)
            for move, child in children.items():
                assert child == perform(board, move)[0], move
            positions += 1
    assert positions > 250


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_quick_value_is_the_static_value(variant):
    """The solver orders moves by ``quick_value``; it must be the evaluation it replaced."""
    boards = [b for deal in range(1, 21) for b in walk(variant, deal, seed=deal + 50)]
    assert len(boards) > 100
    for board in boards:
        assert quick_value(board) == pytest.approx(static_value(board), abs=1e-6)
