"""A replay steps through a game's positions exactly as they were played, and changes
nothing: the deal first, each step's events as the table animated them, jumps clamped."""

from __future__ import annotations

import pytest

from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.play.replay import ReplayCursor
from boardwalk.rules import new_game

LESSON = LESSONS["hopscotch"]
MOVES = LESSON.moves_before(len(LESSON.steps))


def fresh():
    return new_game("hopscotch", deck=LESSON.deck)


def played(count: int):
    """The game after the first ``count`` moves, and the events each move returned."""
    game, events = fresh(), []
    for move in MOVES[:count]:
        events.append(tuple(game.play(move)))
    return game, events


def test_the_script_is_long_enough_to_replay():
    assert len(MOVES) >= 10


def test_the_cursor_starts_at_the_deal():
    game, _ = played(len(MOVES))
    cursor = ReplayCursor(game)
    assert cursor.index == 0 and not cursor.at_end
    assert cursor.board == fresh().board
    assert cursor.board != game.board


def test_forward_steps_one_move_with_its_events_to_the_end():
    game, events = played(len(MOVES))
    cursor = ReplayCursor(game)
    for count in range(1, len(MOVES) + 1):
        step = cursor.forward()
        assert step == events[count - 1] and step  # every move does something
        assert cursor.index == count
        assert cursor.board == played(count)[0].board
    assert cursor.at_end and cursor.board == game.board
    assert cursor.forward() is None and cursor.index == len(MOVES)
    assert cursor.board == game.board


def test_back_and_jumps_land_on_the_right_boards():
    game, _ = played(len(MOVES))
    cursor = ReplayCursor(game)
    cursor.jump(len(MOVES))
    assert cursor.at_end and cursor.board == game.board
    assert cursor.back() and cursor.index == len(MOVES) - 1
    assert cursor.board == played(len(MOVES) - 1)[0].board
    cursor.jump(3)
    assert cursor.board == played(3)[0].board
    assert cursor.forward() == played(4)[1][3] and cursor.board == played(4)[0].board
    cursor.jump(0)
    assert cursor.board == fresh().board
    assert cursor.back() is False and cursor.index == 0


@pytest.mark.parametrize(("asked", "landed"), [(-1, 0), (-100, 0), (10_000, None)])
def test_jump_clamps_out_of_range(asked, landed):
    game, _ = played(len(MOVES))
    cursor = ReplayCursor(game)
    cursor.jump(5)
    cursor.jump(asked)
    expected = len(MOVES) if landed is None else landed
    assert cursor.index == expected
    assert cursor.board == played(expected)[0].board


def test_replaying_changes_nothing_in_the_game():
    game, _ = played(6)
    board, moves = game.board, game.moves
    cursor = ReplayCursor(game)
    while cursor.forward() is not None:
        pass
    cursor.jump(0)
    assert game.board is board and game.moves == moves
    game.play(MOVES[6])  # the game goes on; the replay already made stays as it was
    assert cursor.moves == MOVES[:6]
    cursor.jump(99)
    assert cursor.index == 6 and cursor.board == board


def test_a_game_with_undone_moves_replays_only_what_stands():
    game, _ = played(5)
    game.undo()
    game.undo()
    cursor = ReplayCursor(game)
    cursor.jump(99)
    assert cursor.index == 3 and cursor.board == game.board


def test_a_game_without_moves_is_at_its_end_at_once():
    cursor = ReplayCursor(fresh())
    assert cursor.at_end and cursor.forward() is None and cursor.back() is False
    assert cursor.board == fresh().board
