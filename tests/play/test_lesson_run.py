"""Every lesson walked without a window. A step is a goal, not a move string: every legal
move that meets it advances it with words that fit the move chosen, every other legal
move gets a hint written for the step, an illegal one the engine's reason; back, show me,
and the board set back after a step met another way (issue 12)."""

from __future__ import annotations

import pytest

from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.play.lesson import ALSO, GOOD, HINT, NOTE, SET_BACK, LessonRun
from boardwalk.rules import new_game

VARIANTS = list(LESSONS)


def run_of(variant: str, step: int = 0) -> LessonRun:
    return LessonRun(LESSONS[variant], BOARDWALK, step)


def shown_moves(variant: str, index: int) -> list[str]:
    """The moves on the table when step ``index`` opens (its own auto moves included)."""
    lesson = LESSONS[variant]
    step = lesson.steps[index]
    if step.scene is not None:
        return list(step.scene.moves)
    return lesson.moves_before(index) + list(step.auto)


def waiting_steps(only: str = "") -> list[tuple[str, int]]:
    return [
        (variant, i)
        for variant in VARIANTS
        for i, step in enumerate(LESSONS[variant].steps)
        if step.waits and (not only or getattr(step, only))
    ]


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
            assert run.game.moves == [*shown_moves(variant, index), step.move]
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
        assert run.feedback is None or run.feedback[1] != NOTE  # nothing was set back
    assert seen == len(lesson.steps) and run.last and run.done


@pytest.mark.parametrize(("variant", "index"), waiting_steps("move"))
def test_every_legal_move_either_meets_the_step_with_its_own_words_or_gets_its_hint(variant, index):
    """The 2♥ instead of the card the step named, 4d instead of 4e for the 7: a move that
    meets the goal advances with a follow-up for that move; any other a hint, written for
    the step (never "this step asks for another one")."""
    step = LESSONS[variant].steps[index]
    board = run_of(variant, index).game.board
    for move in BOARDWALK.legal(board):
        run = run_of(variant, index)
        reply = run.attempt(move)
        if step.meets(board, move):
            assert reply.played and run.done, move
            words = run.feedback[0] if run.feedback else ""
            assert words and words != ALSO, f"no follow-up written for {move}"
            assert (words == step.after) == (move == step.move or words == step.after)
        else:
            assert not reply.played and not run.done and run.game.board == board
            assert reply.say and reply.say in (step.hint, *(a.words for a in step.hints))
            assert run.feedback == (reply.say, HINT)


@pytest.mark.parametrize(("variant", "index"), waiting_steps())
def test_every_waiting_step_has_a_hint_of_its_own(variant, index):
    step = LESSONS[variant].steps[index]
    assert step.hint and step.wants == step.hint


@pytest.mark.parametrize(("variant", "index"), waiting_steps("refuse"))
def test_a_legal_move_on_a_try_it_step_is_not_played_and_gets_the_hint(variant, index):
    run = run_of(variant, index)
    board = run.game.board
    for move in BOARDWALK.legal(board)[:5]:
        reply = run.attempt(move)
        assert not reply.played and reply.say == run.step.hint and not run.done
        assert run.game.board is board


def test_a_step_met_another_way_sets_the_board_back_for_the_next_and_says_so():
    """4d for the 7♦: the move is taken, its own follow-up says why a gap matters, and the
    next step opens on the lesson's board (the 7♦ in column e), with a note."""
    lesson = LESSONS["hopscotch"]
    index = next(i for i, s in enumerate(lesson.steps) if s.move == "1d-4e")
    run = run_of("hopscotch", index)
    reply = run.attempt("1d-4d")
    assert reply.played and run.done and "no place is left for a 6" in run.feedback[0]
    assert run.game.cards("4d") == ["7D"]
    assert run.next()
    assert run.game.cards("4e") == ["7D"] and run.game.cards("4d") == []
    assert run.feedback == (SET_BACK, NOTE)
    assert run.step.move in BOARDWALK.legal(run.game.board)


@pytest.mark.parametrize(("variant", "index"), waiting_steps())
def test_an_illegal_move_not_the_steps_is_explained_and_completes_nothing(variant, index):
    run = run_of(variant, index)
    board = run.game.board
    candidates = ["3a-3a", "1a-1a", "1a*"]  # a try-it step takes every move refused its way
    move = next(m for m in candidates if not (run.step.refuse and run.step.meets(board, m)))
    words = run.refused(move)
    assert words and words == BOARDWALK.explain(board, move)
    assert not run.done and run.game.board is board


def test_a_done_step_asks_for_next_and_plays_nothing_more():
    index = next(i for i, s in enumerate(LESSONS["hopscotch"].steps) if s.move == "1a-4c")
    run = run_of("hopscotch", index)
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
        assert run.game.moves == [*shown_moves(variant, index), step.move]
    else:
        assert not reply.played and run.game.moves == shown_moves(variant, index)
        assert BOARDWALK.explain(run.game.board, step.refuse) in run.feedback[0]


@pytest.mark.parametrize("variant", VARIANTS)
def test_back_returns_to_the_previous_step_as_the_lesson_plans_it(variant):
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


def test_a_scene_step_shows_its_own_game_and_the_next_step_the_lessons_again():
    lesson = LESSONS["hopscotch"]
    run = run_of("hopscotch")
    assert run.step.scene is not None and run.game.score().won and run.game.score().perfect
    assert run.game.deal == 254
    run.next()
    assert run.game.moves == [] and run.game.deck == lesson.deck
    assert run.feedback is None  # a scene is not a stray: no note


@pytest.mark.parametrize("step", [-5, 999])
def test_a_run_opened_out_of_range_starts_at_an_end(step):
    run = run_of("hopscotch", step)
    assert run.index == (0 if step < 0 else len(LESSONS["hopscotch"].steps) - 1)
