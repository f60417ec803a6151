"""Checking one move lists only that card's moves, and answers exactly as the full list
does: for every move a player could write, in positions of random games of each variant."""

import random

import pytest

from boardwalk.rules import all_places, new_game
from boardwalk.rules.engine import perform
from boardwalk.rules.moves import is_legal, legal_moves

VARIANTS = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]


def positions(variant: str, count: int):
    rng = random.Random(variant)
    for deal in range(1, count + 1):
        board = new_game(variant, deal=deal).board
        for _ in range(rng.randrange(0, 12)):
            legal = legal_moves(board)
            if not legal:
                break
            board = perform(board, rng.choice(legal))[0]
        yield board


def writable(board) -> list[str]:
    """Every favor, every place to place, and every hand move with every return."""
    places = all_places(board.variant)
    moves = [f"{p}*" for p in places]
    moves += [f"{a}-{b}" for a in places for b in places]
    hands = [p for p in places if p[0] == "h"]
    moves += [f"{h}-{b}/{r}" for h in hands for b in places for r in [*places, "?"]]
    return moves


@pytest.mark.parametrize("variant", VARIANTS)
def test_is_legal_agrees_with_the_list_of_legal_moves(variant):
    legal_seen = 0
    for board in positions(variant, 12):
        legal = set(legal_moves(board))
        for move in writable(board):
            assert is_legal(board, move) == (move in legal), move
        legal_seen += len(legal)
    assert legal_seen > 15
