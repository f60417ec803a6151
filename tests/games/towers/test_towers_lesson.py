"""The Towers' lesson walked without a window: every step replays through the engine, each
waiting step is met by its Show me move and by another move its goal allows, a try-it step
is refused in the engine's own sentence (also when dragged, naming only two places), a move
that misses gets the step's hint, the lesson keeps its own rule whatever rule new deals
use, and the practice deal is one the exact solver wins. What every companion's lesson must
do (Show me, other moves, tries, the whole walk) is in
``tests/games/test_companion_lessons.py``."""

from __future__ import annotations

import re

import pytest

from boardwalk.bot.towers_solver import solve
from boardwalk.games.registry import all_lessons
from boardwalk.games.towers.kind import TOWERS_GAME
from boardwalk.games.towers.layout import compute
from boardwalk.games.towers.lessons import TOWERS_LESSON
from boardwalk.play.lesson import HINT, LessonRun
from boardwalk.rules import new_game
from boardwalk.rules.towers import PLACES

LESSON = TOWERS_LESSON
WAITING = [i for i, s in enumerate(LESSON.steps) if s.move]
TRIES = [i for i, s in enumerate(LESSON.steps) if s.refuse]
MENTION = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])")


def at(index: int) -> LessonRun:
    return LessonRun(LESSON, TOWERS_GAME, index)


def named(words: str) -> set[str]:
    suits = dict(zip("♠♥♦♣", "SHDC", strict=True))
    return {("T" if r == "10" else r) + suits[s] for r, s in MENTION.findall(words)}


def on_table(run: LessonRun) -> set[str]:
    return {card for place in PLACES for card in run.game.cards(place)}


def test_the_lesson_is_listed_under_the_towers_variant():
    assert all_lessons()["towers"] is LESSON
    assert TOWERS_GAME.lessons == {"towers": LESSON}


OTHERS = [
    i
    for i in WAITING
    if len(
        [
            m
            for m in TOWERS_GAME.legal(at(i).game.board)
            if LESSON.steps[i].meets(at(i).game.board, m)
        ]
    )
    > 1
]


def test_the_steps_whose_goal_takes_other_moves_are_the_ones_meant():
    """Sending either card up, either empty tower, any alternating build: not one string."""
    moves = {LESSON.steps[i].move for i in OTHERS}
    assert {"t2-f2", "c-t1", "a-d"} <= moves


@pytest.mark.parametrize("index", WAITING)
def test_a_move_that_misses_the_step_is_sent_back_with_its_hint(index):
    run, step = at(index), LESSON.steps[index]
    board = run.game.board
    miss = next(m for m in TOWERS_GAME.legal(board) if not step.meets(board, m))
    reply = run.attempt(miss)
    assert not reply.played and not run.done
    assert reply.say == (step.answer(step.hints, board, miss) or step.hint)
    assert run.feedback == (reply.say, HINT) and run.game.moves == at(index).game.moves


def test_the_run_of_four_dragged_by_its_exposed_card_is_the_try_and_says_the_limit():
    """A drag names c and e only; the engine's sentence is the run limit's, not a 9 on a K."""
    index = next(i for i in TRIES if LESSON.steps[i].refuse == "c-e:4")
    run = at(index)
    assert run.refused("c-e") == "" and run.done
    assert run.feedback[0].startswith("The run of 4 headed by the Q♥ cannot move together")
    assert "2 towers are empty" in run.feedback[0]


def test_a_wrong_try_is_only_the_engines_sentence():
    index = next(i for i in TRIES if LESSON.steps[i].refuse == "f-c")
    run = at(index)
    words = run.refused("f-f1")  # the Q♣ is no foundation's next card: not this step's rule
    assert words == TOWERS_GAME.explain(run.game.board, "f-f1") and not run.done


def test_the_lesson_keeps_the_standard_rule_whatever_new_deals_use():
    TOWERS_GAME.rule = "any-suit"
    run = at(0)
    run.goto(3)
    assert run.game.rule == "same-suit"
    scene = next(i for i, s in enumerate(LESSON.steps) if s.scene and s.scene.rule)
    run.goto(scene)
    assert run.game.rule == "alternating" and "a-d" in TOWERS_GAME.legal(run.game.board)


@pytest.mark.parametrize("index", range(len(LESSON.steps)))
def test_every_card_a_step_names_is_on_the_table_and_every_place_is_real(index):
    run, step = at(index), LESSON.steps[index]
    for words in (step.words, step.hint):
        assert named(words) <= on_table(run), words
    if step.waits:
        run.show_me()
    assert named(step.after) <= on_table(run), step.after
    places = compute((1280, 800)).places
    assert all(place in places for place in step.highlight)


def test_the_practice_deal_is_won_by_the_exact_solver():
    assert LESSON.practice is not None
    assert solve(new_game("towers", deal=LESSON.practice).board).winnable


def test_the_command_line_opens_the_lesson_at_any_of_its_steps(capsys):
    from boardwalk.app import parse_args

    last = len(LESSON.steps)
    assert parse_args(["--tutorial", "towers", "--step", str(last)]).tutorial == "towers"
    with pytest.raises(SystemExit) as stop:
        parse_args(["--tutorial", "towers", "--step", str(last + 1)])
    assert stop.value.code == 2 and f"has {last} steps" in capsys.readouterr().err
