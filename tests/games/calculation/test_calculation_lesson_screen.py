"""Calculation's lesson in the real app loop: opened from the lesson list by its row,
a card put up and a card discarded by posted drags, a click on the card in play then on a
pile, a try refused in the engine's words by a drag, a double-click sending the 6♥ to the
lowest stack; and every step drawn by the same checks as the other lessons
(``tests/screens/test_tutorial_on_screen.py``: highlights and named cards on the table and
face up, the arrow from card to target, no word out of its box), at three window sizes and,
for the longest words, at 2560x1440 too."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest
from driver import Driver

from boardwalk.games.calculation.lessons import CALCULATION_LESSON
from boardwalk.play.lesson import GOOD

ROOT = Path(__file__).resolve().parents[3]
LESSON = CALCULATION_LESSON
STEPS = range(1, len(LESSON.steps) + 1)


def _on_screen():
    """The on-screen checks, loaded by path (their folder is not on the import path here)."""
    path = ROOT / "tests" / "screens" / "test_tutorial_on_screen.py"
    spec = importlib.util.spec_from_file_location("_calculation_tutorial_on_screen", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ON_SCREEN = _on_screen()


def step_of(words: str) -> int:
    """The number (from 1) of the step whose words hold ``words``."""
    return next(n for n, s in enumerate(LESSON.steps, start=1) if words in s.words)


def go_on_to(d: Driver, number: int) -> None:
    """Next (→) until the panel shows step ``number``; each step on the way is done."""
    while d.scene.run.index + 1 < number:
        assert d.scene.run.done, f"step {d.scene.run.index + 1} waits"
        d.key(pygame.K_RIGHT)
        d.frames(40)


def open_from_the_list() -> Driver:
    d = Driver()
    d.app.routes.lessons()
    d.frames(2)
    rows = [variant for _, variant in d.scene.rows]
    d.key(pygame.K_1 + rows.index("calculation"))  # its number on the list
    d.frames(60)
    assert d.scene.lesson is LESSON and d.scene.run.index == 0
    return d


def test_the_lesson_opens_from_the_list_and_takes_cards_up_and_down_by_drags():
    d = open_from_the_list()
    go_on_to(d, step_of("Put the 2♦ up on stack 1"))
    d.drag("p", "2")  # the 2♦ onto stack 2: it wants a 4, so the rules refuse it
    d.frames(40)
    assert d.game.moves == [] and not d.scene.run.done
    d.drag("p", "1")
    d.frames(40)
    assert d.game.moves == ["p-1"] and d.scene.run.done
    assert d.game.cards("1") == ["AC", "2D"] and d.game.cards("p") == ["4C"]
    go_on_to(d, step_of("Put the 4♣ up on stack 2"))
    d.drag("p", "2")
    d.frames(40)
    go_on_to(d, step_of("Try it: drag the 5♠ onto stack 1"))
    d.drag("p", "1")  # refused, and that is the step
    d.frames(40)
    assert d.scene.run.done and d.game.moves == ["p-1", "p-2"]
    assert d.scene.run.feedback[0].startswith("The 5♠ does not fit stack 1")
    go_on_to(d, step_of("Put the 5♠ on pile a"))
    d.click("p")  # a click on the card in play, then on the pile
    d.click("a")
    d.frames(40)
    assert d.game.moves[-1] == "p-a" and d.game.cards("a") == ["5S"]
    assert d.scene.run.feedback == (LESSON.steps[step_of("Put the 5♠ on pile a") - 1].after, GOOD)


def test_the_moves_among_piles_are_refused_and_the_king_goes_to_its_own_pile():
    number = step_of("no card moves from one pile to another")
    d = Driver("--tutorial", "calculation", "--step", str(number))
    d.frames(40)
    assert d.game.cards("a") == ["5S", "4H"] and d.game.cards("p") == ["KS"]
    d.drag("a", "b")  # the step names pile c; any other pile shows the same rule
    d.frames(40)
    assert d.scene.run.done and "cannot move among the discard piles" in d.scene.run.feedback[0]
    assert d.game.cards("a") == ["5S", "4H"] and d.game.cards("b") == []
    d.key(pygame.K_RIGHT)
    d.frames(40)
    d.drag("p", "a")  # legal, but a King on the 4♥: sent back with the readme's warning
    d.frames(40)
    assert d.game.cards("a") == ["5S", "4H"] and "never win a game" in d.toast()
    d.drag("p", "d")
    d.frames(40)
    assert d.game.cards("d") == ["KS"] and d.scene.run.done


def test_a_double_click_sends_the_six_to_the_lowest_stack_that_takes_it():
    number = step_of("The 6♥ fits three stacks")
    d = Driver("--tutorial", "calculation", "--step", str(number))
    d.frames(40)
    d.click("p")
    d.click("p")
    d.frames(40)
    assert d.game.moves[-1] == "p-1" and d.game.cards("1")[-1] == "6H" and d.scene.run.done


@pytest.mark.parametrize("size", ON_SCREEN.SIZES)
@pytest.mark.parametrize("number", STEPS)
def test_every_step_on_screen(monkeypatch, size, number):
    monkeypatch.setattr(ON_SCREEN, "LESSONS", {"calculation": LESSON})
    ON_SCREEN.test_a_steps_cards_are_on_screen_face_up_and_its_words_fit(
        size, "calculation", number
    )


@pytest.mark.parametrize("number", [1, step_of("Leave one discard pile free"), 18, 20])
def test_the_longest_steps_fit_at_the_largest_size(monkeypatch, number):
    monkeypatch.setattr(ON_SCREEN, "LESSONS", {"calculation": LESSON})
    ON_SCREEN.test_a_steps_cards_are_on_screen_face_up_and_its_words_fit(
        "2560x1440", "calculation", number
    )
