"""The Towers' lesson in the real app loop: opened from the lesson list, a try refused and
a step met by posted drags; and every step drawn at three window sizes by the same checks
as Boardwalk's lessons (``tests/screens/test_tutorial_on_screen.py``: highlights and named
cards on the table, the arrow from card to target, no word out of its box)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest
from driver import Driver

from boardwalk.games.registry import all_lessons
from boardwalk.games.towers.lessons import TOWERS_LESSON
from boardwalk.play.lesson import GOOD

ROOT = Path(__file__).resolve().parents[3]
STEPS = range(1, len(TOWERS_LESSON.steps) + 1)


def _on_screen():
    """The on-screen checks, loaded by path (their folder is not on the import path here)."""
    path = ROOT / "tests" / "screens" / "test_tutorial_on_screen.py"
    spec = importlib.util.spec_from_file_location("_towers_tutorial_on_screen", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ON_SCREEN = _on_screen()


def step_of(refuse: str = "", move: str = "") -> int:
    """The number (from 1) of the step that tries ``refuse`` or waits for ``move``."""
    steps = enumerate(TOWERS_LESSON.steps, start=1)
    return next(n for n, s in steps if (refuse and s.refuse == refuse) or (move and s.move == move))


def go_on_to(d: Driver, number: int) -> None:
    """Next (→) until the panel shows step ``number``; each step on the way is done."""
    while d.scene.run.index + 1 < number:
        assert d.scene.run.done, f"step {d.scene.run.index + 1} waits"
        d.key(pygame.K_RIGHT)
        d.frames(40)


def test_the_lesson_opens_from_the_list_and_takes_a_try_and_a_move_by_drags():
    d = Driver()
    d.app.routes.lessons()
    d.frames(2)
    rows = [variant for _, variant in d.scene.rows]
    assert "towers" in rows
    d.key(pygame.K_1 + rows.index("towers"))  # its number on the list
    d.frames(60)
    assert d.scene.lesson is TOWERS_LESSON and d.scene.run.index == 0
    go_on_to(d, step_of(refuse="a-d"))
    d.drag("a", "d")  # the 9♥ on the 10♣: refused, and that is the step
    d.frames(40)
    assert d.scene.run.done and d.game.moves == []
    assert d.scene.run.feedback[0].startswith("The 9♥ cannot go on the 10♣")
    go_on_to(d, step_of(move="a-c"))
    d.drag("a", "c")
    d.frames(40)
    assert d.game.moves == ["a-c"] and d.scene.run.done
    assert d.scene.run.feedback == (TOWERS_LESSON.steps[step_of(move="a-c") - 1].after, GOOD)


def test_the_run_dragged_by_its_exposed_card_is_refused_for_the_limit_then_moves():
    number = step_of(refuse="c-e:4")
    d = Driver("--tutorial", "towers", "--step", str(number))
    d.frames(40)
    d.drag("c", "e")
    d.frames(40)
    assert d.scene.run.done and "cannot move together" in d.scene.run.feedback[0]
    go_on_to(d, step_of(move="t2-f2"))
    d.drag("t2", "f2")  # a tower freed: three empty now
    d.frames(40)
    go_on_to(d, step_of(move="c-e:4"))
    d.drag("c", "e")
    d.frames(40)
    assert d.game.moves[-1] == "c-e:4" and d.scene.run.done


def test_the_lesson_list_numbers_every_lesson():
    d = Driver()
    d.app.routes.lessons()
    d.frames(2)
    assert len(d.scene.rows) == len(all_lessons())


@pytest.mark.parametrize("size", ON_SCREEN.SIZES)
@pytest.mark.parametrize("number", STEPS)
def test_every_step_on_screen(monkeypatch, size, number):
    monkeypatch.setattr(ON_SCREEN, "LESSONS", {"towers": TOWERS_LESSON})
    ON_SCREEN.test_a_steps_cards_are_on_screen_face_up_and_its_words_fit(size, "towers", number)
