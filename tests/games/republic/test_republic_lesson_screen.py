"""The Republic's lesson in the real app loop: opened from the lesson list; a same-colour
build tried and a build made by posted drags; the run limit tried by dragging the run's
exposed card, then a run dragged by a card in its middle; the stock clicked (the J♠ trips
to the talon, the 5♦ stays), the stock card dragged to the talon, and the empty stock
clicked to redeal. And every step drawn at three window sizes: its highlights and the
cards it names on the table, face up, beside the panel; the arrow from the card to its
target; no word out of its box."""

from __future__ import annotations

import math

import pygame
import pytest
from driver import Driver
from lesson_tools import MENTION, SUITS
from pygame import Rect

from boardwalk.games.republic.lessons import REPUBLIC_LESSON
from boardwalk.play.lesson import GOOD
from boardwalk.render import ink
from boardwalk.render.arrow import edge_points

LESSON = REPUBLIC_LESSON
SIZES = ["960x600", "1280x800", "1920x1080"]
STEPS = range(1, len(LESSON.steps) + 1)


def step_of(refuse: str = "", move: str = "") -> int:
    """The number (from 1) of the first step that tries ``refuse`` or waits for ``move``."""
    steps = enumerate(LESSON.steps, start=1)
    return next(n for n, s in steps if (refuse and s.refuse == refuse) or (move and s.move == move))


def go_on_to(d: Driver, number: int) -> None:
    """Next (→) until the panel shows step ``number``; each step on the way is done."""
    while d.scene.run.index + 1 < number:
        assert d.scene.run.done, f"step {d.scene.run.index + 1} waits"
        d.key(pygame.K_RIGHT)
        d.frames(60)


def grab(d: Driver, place: str, index: int, dst: str) -> None:
    """Press on the strip that shows of card ``index`` in a fanned column, drag it over
    ``dst`` and let go: the cards on it come too."""
    rect, over = d.layout.card_rect(place, index), d.layout.card_rect(place, index + 1)
    start, end = (rect.centerx, (rect.y + over.y) // 2), d.center(dst)
    d.press(start)
    d.move_to(start, end)
    d.release(end)
    d.frames(40)


def test_the_lesson_opens_from_the_list_and_takes_a_try_and_a_build_by_drags():
    d = Driver()
    d.app.routes.lessons()
    d.frames(2)
    rows = [variant for _, variant in d.scene.rows]
    d.key(pygame.K_0 + rows.index("republic") + 1)  # its number on the list
    d.frames(60)
    assert d.scene.lesson is LESSON and d.scene.run.index == 0
    assert d.game.score().won  # the aim: a won game, all 104 cards home
    go_on_to(d, step_of(move="c-f3"))
    d.drag("c", "f3")
    d.frames(40)
    assert d.game.moves == ["c-f3"] and d.game.cards("pc")[-1] == "2H"
    go_on_to(d, step_of(refuse="b-f"))
    d.drag("b", "f")  # the 8♠ on the 9♣: black on black, refused, and that is the step
    d.frames(40)
    assert d.scene.run.done and d.game.moves == ["c-f3"]
    assert d.scene.run.feedback[0].startswith("The 8♠ cannot go on the 9♣")
    go_on_to(d, step_of(move="b-e"))
    d.drag("b", "e")
    d.frames(40)
    assert d.game.moves == ["c-f3", "b-e"] and d.scene.run.done
    assert d.scene.run.feedback == (LESSON.steps[step_of(move="b-e") - 1].after, GOOD)


def test_the_run_limit_is_tried_by_the_exposed_card_then_a_run_moves_by_its_middle():
    d = Driver("--tutorial", "republic", "--step", str(step_of(refuse="e-j:4")))
    d.frames(60)
    d.drag("e", "j")  # the 6♣ stands for its run: four cards, one vacancy
    d.frames(40)
    assert d.scene.run.done and "cannot move together" in d.scene.run.feedback[0]
    assert d.game.cards("e") == ["9H", "8S", "7H", "6C"]
    go_on_to(d, step_of(move="e-h:2"))
    grab(d, "e", 2, "h")  # the 7♥, and the 6♣ on it
    assert d.game.moves[-1] == "e-h:2" and d.game.cards("h") == ["8C", "7H", "6C"]
    assert d.scene.run.done


def test_the_stock_is_clicked_its_card_dragged_to_the_talon_and_the_empty_stock_redeals():
    first = step_of(move="s")
    d = Driver("--tutorial", "republic", "--step", str(first))
    d.frames(60)
    d.click("stock")
    d.frames(60)
    assert d.game.moves[-1] == "s" and d.game.cards("w") == ["JS"]  # nowhere to go
    assert d.scene.run.done
    go_on_to(d, first + 1)
    d.click("stock")
    d.frames(60)
    assert d.game.cards("s") == ["5D"] and d.scene.run.done  # it fits the 6♣: it stays
    go_on_to(d, step_of(move="s-w"))
    d.drag("s", "w")
    d.frames(40)
    assert d.game.moves[-1] == "s-w" and d.game.cards("w")[-1] == "5D"
    go_on_to(d, step_of(move="R"))
    d.frames(200)  # the rest of the stock flies to the talon
    assert d.game.cards("stock") == [] and len(d.game.cards("w")) == 64
    d.click("stock")
    d.frames(60)
    assert d.game.moves[-1] == "R" and len(d.game.cards("stock")) == 64
    assert d.scene.run.done


def side_by_side(start: Rect, end: Rect) -> bool:
    """Two places too close for a straight arrow between them (the stock card and the
    talon): the tutorial's arrow arches over them instead (``render/arrow.py``)."""
    (x1, y1), (x2, y2) = edge_points(start, end)
    return math.hypot(x2 - x1, y2 - y1) < 3 * max(4, start.w // 12)


def named(words: str) -> set[str]:
    return {("T" if r == "10" else r) + SUITS[s] for r, s in MENTION.findall(words)}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("number", STEPS)
def test_every_step_on_screen(size, number):
    """As ``tests/screens/test_tutorial_on_screen.py`` checks Boardwalk's lessons, with a
    card found by its code: the table names the second card of a code with marks
    (``identity.Labels``) that words never carry."""
    d = Driver("--tutorial", "republic", "--step", str(number), "--size", size)
    d.frames(60)
    screen, step = d.scene, LESSON.steps[number - 1]
    layout = screen.widget.view.layout
    top = layout.toolbar.bottom
    table = Rect(0, top, layout.toolbar.w, layout.status.top - top)
    assert table.right <= screen.panel_rect().left
    with ink.recording() as sheet:
        d.app.redraw()
    for mark in sheet.marks:
        if mark.kind == "text" and mark.box is not None:
            assert mark.box.contains(mark.rect), f"{mark.words!r} leaves its box"
    assert not sheet.stray
    if step.score:
        assert any(m.kind == "panel" and table.contains(m.rect) for m in sheet.marks)
        return
    at = screen.hand.at()
    for place in step.highlight:
        assert table.contains(layout.zone(place)), f"{place} is not on the table"
    spots = {s.card[:2]: s for s in at.spots if s.face_up}
    for code in named(step.words):
        spot = spots.get(code)
        assert spot is not None, f"{code} is not face up on the table"
        assert table.contains(layout.card_rect(spot.place, spot.index)), f"{code} is off it"
    arrows = [m for m in sheet.marks if m.kind == "arrow"]
    if step.waits and "-" in step.shows:  # between neighbours, an arch over them
        assert len(arrows) == 1 and table.contains(arrows[0].rect)
        start, end = screen.arrow_ends()
        if side_by_side(start, end):
            assert arrows[0].rect.bottom <= max(start.bottom, end.bottom) + start.h
            return
        target = screen.kind.target(step.shows)
        assert start == at.top_rect(screen.kind.source(step.shows))
        assert end == layout.card_rect(target, at.count(target))
    else:
        assert not arrows
