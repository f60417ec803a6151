"""Every lesson walked without a window: each waiting step is done only by its own move (or
by seeing its refusal), other moves are answered with the step's hint, back and show me."""

from __future__ import annotations

import pytest

from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.play.lesson import GOOD, HINT, LessonRun
from boardwalk.rules import new_game

VARIANTS = list(LESSONS)


def run_of(variant: str, step: int = 0) -> LessonRun:
    return LessonRun(LESSONS[variant], BOARDWALK.explain, step)


def script_game(variant: str, moves: list[str]):
    lesson = LESSONS[variant]
    game = new_game(lesson.variant, deck=lesson.deck)
    for move in moves:
        game.play(move)
    return game


def shown_moves(variant: str, index: int) -> list[str]:
    """The moves on the table when step ``index`` opens (its own auto moves included)."""
    lesson = LESSONS[variant]
    return lesson.moves_before(index) + list(lesson.steps[index].auto)


def waiting_steps() -> list[tuple[str, int]]:
    return [
        (variant, i)
        for variant in VARIANTS
        for i, step in enumerate(LESSONS[variant].steps)
        if step.waits
    ]


def other_legal_move(run: LessonRun) -> str:
    move = next(m for m in BOARDWALK.legal(run.game.board) if m != run.step.move)
    return move


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_lesson_is_walked_to_its_end_by_its_own_moves(variant):
    lesson = LESSONS[variant]
    run = run_of(variant)
    seen = 0
    while True:
        step, index = run.step, run.index
        assert run.game.moves == shown_moves(variant, index)
        if not step.waits:
            assert run.done  # an explaining step needs nothing from the player
        elif step.move:
            assert not run.done and step.move in BOARDWALK.legal(run.game.board)
            reply = run.attempt(step.move)
            assert reply.played and reply.events and run.done
            assert run.game.moves == lesson.moves_before(index + 1)
            assert run.feedback == ((step.after, GOOD) if step.after else None)
        else:
            assert not run.done and step.refuse not in BOARDWALK.legal(run.game.board)
            reason = BOARDWALK.explain(run.game.board, step.refuse)
            assert run.refused(step.refuse) == ""
            assert run.done and run.feedback == (f"{reason}\n{step.after}", GOOD)
            assert run.game.moves == shown_moves(variant, index)  # refused: nothing moved
        seen += 1
        if not run.next():
            break
    assert seen == len(lesson.steps) and run.last and run.done


@pytest.mark.parametrize(("variant", "index"), waiting_steps())
def test_another_legal_move_is_answered_with_the_hint_and_changes_nothing(variant, index):
    run = run_of(variant, index)
    step = run.step
    move = other_legal_move(run)
    board, moves = run.game.board, run.game.moves
    reply = run.attempt(move)
    assert not reply.played and reply.events == ()
    if step.refuse:
        expected = "Try the move the step describes, to see the rule at work."
    else:
        expected = step.hint or "That move is legal, but this step asks for another one."
    assert reply.say == expected and run.feedback == (expected, HINT)
    assert not run.done and run.game.board is board and run.game.moves == moves


def test_the_hopscotch_hint_is_the_steps_own():
    run = run_of("hopscotch", 2)
    assert run.step.move == "1a-4c"
    reply = run.attempt("1b-4a")
    assert reply.say == "Drag the 5♠ onto the third lowerwalk destination, in column c (1a-4c)."
    assert run.feedback[1] == "hint"


@pytest.mark.parametrize(("variant", "index"), waiting_steps())
def test_an_illegal_move_not_the_steps_is_explained_and_completes_nothing(variant, index):
    run = run_of(variant, index)
    board = run.game.board
    move = "3a-3a" if run.step.refuse != "3a-3a" else "1a-1a"
    words = run.refused(move)
    assert words and words == BOARDWALK.explain(board, move)
    assert not run.done and run.game.board is board


def test_a_done_step_asks_for_next_and_plays_nothing_more():
    run = run_of("hopscotch", 2)
    run.attempt("1a-4c")
    moves = run.game.moves
    reply = run.attempt("3c-4c")  # legal now, but the step is done
    assert not reply.played and "Next" in reply.say and run.game.moves == moves
    assert run.show_me().played is False and run.game.moves == moves


@pytest.mark.parametrize(("variant", "index"), waiting_steps())
def test_show_me_completes_the_step(variant, index):
    run = run_of(variant, index)
    step = run.step
    reply = run.show_me()
    assert run.done
    if step.move:
        assert reply.played and reply.events
        assert run.game.moves == LESSONS[variant].moves_before(index + 1)
    else:
        assert not reply.played and run.game.moves == shown_moves(variant, index)
        assert BOARDWALK.explain(run.game.board, step.refuse) in run.feedback[0]


@pytest.mark.parametrize("variant", VARIANTS)
def test_back_returns_to_the_previous_step_as_the_script_leaves_it(variant):
    lesson = LESSONS[variant]
    run = run_of(variant)
    assert run.back() is False and run.index == 0
    for _ in range(len(lesson.steps) - 1):  # walk forward by show me
        run.show_me()
        assert run.next()
    assert run.last
    for index in range(len(lesson.steps) - 2, -1, -1):
        assert run.back() and run.index == index
        assert run.game.moves == shown_moves(variant, index)
        assert run.game.board == script_game(variant, shown_moves(variant, index)).board
        assert run.done == (not run.step.waits)  # a waiting step must be done again
    assert run.back() is False


def test_goto_plays_the_auto_moves_and_returns_the_board_before_them():
    lesson = LESSONS["squattsi"]
    run = run_of("squattsi", 1)
    auto = list(lesson.steps[0].auto)
    assert auto
    before = run.goto(0)
    assert before == new_game("squattsi", deck=lesson.deck).board
    assert run.game.moves == auto


@pytest.mark.parametrize("step", [-5, 999])
def test_a_run_opened_out_of_range_starts_at_an_end(step):
    run = run_of("hopscotch", step)
    assert run.index == (0 if step < 0 else len(LESSONS["hopscotch"].steps) - 1)
