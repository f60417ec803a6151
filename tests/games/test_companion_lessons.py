"""What every companion's lesson must do, walked without a window through the engine: each
waiting step is met by its Show me move, and by another move its goal allows (the next step
then sets the board as planned); a try-it step is refused in the engine's own sentence; the
whole lesson walks to its end by Show me and Next. Each game's own module tests what only
its lesson says (``tests/games/<game>/test_<game>_lesson.py``)."""

from __future__ import annotations

import pytest

from boardwalk.games.calculation.kind import CALCULATION_GAME
from boardwalk.games.republic.kind import REPUBLIC_GAME
from boardwalk.games.towers.kind import TOWERS_GAME
from boardwalk.play.lesson import ALSO, GOOD, SET_BACK, LessonRun

KINDS = {kind.id: kind for kind in (TOWERS_GAME, REPUBLIC_GAME, CALCULATION_GAME)}


def lesson_of(game: str):
    kind = KINDS[game]
    return kind, kind.lessons[game]


def steps(test) -> list[tuple[str, int]]:
    """(game, index) of every step of every companion's lesson that ``test`` picks."""
    return [
        (game, i) for game in KINDS for i, step in enumerate(lesson_of(game)[1].steps) if test(step)
    ]


def at(game: str, index: int) -> LessonRun:
    kind, lesson = lesson_of(game)
    return LessonRun(lesson, kind, index)


def others(game: str, index: int) -> list[str]:
    """The moves besides Show me's that the step's goal takes."""
    kind, lesson = lesson_of(game)
    board, step = at(game, index).game.board, lesson.steps[index]
    return [m for m in kind.legal(board) if m != step.move and step.meets(board, m)]


@pytest.fixture(autouse=True)
def standard_rules():
    """A test leaves every game's rule for new deals as it found it."""
    yield
    for kind in KINDS.values():
        kind.rule = None


@pytest.mark.parametrize("game, index", steps(lambda s: s.move))
def test_a_waiting_step_is_met_by_its_show_me_move(game, index):
    kind, lesson = lesson_of(game)
    run, step = at(game, index), lesson.steps[index]
    assert step.move in kind.legal(run.game.board)
    reply = run.show_me()
    assert reply.played and run.done
    assert run.feedback == (step.after, GOOD)
    assert run.game.moves[-1] == step.move


@pytest.mark.parametrize(
    "game, index", [(g, i) for g, i in steps(lambda s: s.move) if others(g, i)]
)
def test_another_move_the_goal_allows_meets_the_step_and_the_next_sets_the_board(game, index):
    _, lesson = lesson_of(game)
    run, step = at(game, index), lesson.steps[index]
    board = run.game.board
    other = others(game, index)[0]
    assert run.attempt(other).played and run.done
    said = step.answer(step.replies, board, other) or ALSO
    assert run.feedback is not None and run.feedback[0].startswith(said)
    planned = at(game, index + 1)
    assert run.next()
    if lesson.steps[index + 1].scene is None:  # a scene of its own needs no word of it
        assert run.feedback is not None and SET_BACK in run.feedback[0]
    assert run.game.board == planned.game.board


@pytest.mark.parametrize("game, index", steps(lambda s: s.refuse))
def test_a_try_is_refused_in_the_engines_sentence_and_that_completes_it(game, index):
    kind, lesson = lesson_of(game)
    run, step = at(game, index), lesson.steps[index]
    assert step.refuse not in kind.legal(run.game.board)
    sentence = kind.explain(run.game.board, step.refuse)
    assert run.refused(step.refuse) == "" and run.done
    assert run.feedback == (f"{sentence}\n{step.after}", GOOD)


@pytest.mark.parametrize("game", KINDS)
def test_the_whole_lesson_walks_to_the_end_by_show_me_and_next(game):
    run, seen = at(game, 0), 1
    while True:
        if not run.done:
            run.show_me()
        assert run.done, f"step {run.index + 1} is not done by Show me"
        if not run.next():
            break
        seen += 1
    assert seen == len(lesson_of(game)[1].steps) and run.last
