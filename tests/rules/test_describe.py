"""The position in words tells what the table shows: every legal move is told under its
card, declared destinations by their value, blocked and locked cards as such."""

from __future__ import annotations

import random

import pytest

from boardwalk.rules import VARIANTS, legal_moves, new_game
from boardwalk.rules.describe import describe
from boardwalk.rules.text import card_name


def sections(board) -> dict[str, str]:
    return dict(describe(board))


@pytest.mark.parametrize("variant", [v.id for v in VARIANTS.values()])
def test_every_legal_move_is_told_and_the_rows_are_all_there(variant):
    rng = random.Random(5)
    game = new_game(variant, deal=11)
    for _ in range(25):
        moves = legal_moves(game.board)
        if not moves:
            break
        said = sections(game.board)
        for move in moves:
            place = move.split("/")[0].split("-")[-1].rstrip("*")
            assert f"({place})" in said["What can move"] or move.endswith("*")
        rows = [h for h in said if h.startswith("Row")]
        assert len(rows) == 4
        columns = said["Row 3: the lowerwalk's stacks"].count("\n") + 1
        assert columns == game.variant.lower_columns
        game.play(rng.choice(moves))


def test_declared_blocked_and_locked_are_said():
    game = new_game("squattsi", deal=12)
    game.play("1c-4a")
    said = sections(game.board)
    assert "a: " in said["Row 4: the lowerwalk's destinations"]
    declared = said["Row 4: the lowerwalk's destinations"].splitlines()[0]
    assert "1 of 4" in declared
    blocker = game.board.stacks[game.variant.upper_columns][-1]
    assert f"the {card_name(blocker)}" in said["Row 3: the lowerwalk's stacks"]
    assert "it blocks its column" in said["Row 3: the lowerwalk's stacks"]


def test_a_finished_game_says_so():
    game = new_game("hopscotch", deal=7)
    while moves := legal_moves(game.board):
        game.play(moves[0])
    assert sections(game.board)["What can move"].startswith("No move remains")
