"""Every step of every lesson, drawn at three window sizes through the real app: the
cards a step highlights and names are on the table, beside the panel and not under it,
and a named card is face up; a step that waits points from its card to its target with
an arrow; a score step shows the breakdown; no word leaves its box (issue 12)."""

from __future__ import annotations

import pytest
from driver import Driver
from lesson_tools import MENTION, SUITS
from pygame import Rect

from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.render import ink

SIZES = ["960x600", "1280x800", "1920x1080"]
STEPS = [(v, n) for v, lesson in LESSONS.items() for n in range(1, len(lesson.steps) + 1)]


def named(words: str) -> set[str]:
    return {("T" if r == "10" else r) + SUITS[s] for r, s in MENTION.findall(words)}


def drawn(d: Driver) -> ink.Sheet:
    with ink.recording() as sheet:
        d.app.redraw()
    return sheet


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("variant", "number"), STEPS)
def test_a_steps_cards_are_on_screen_face_up_and_its_words_fit(size, variant, number):
    d = Driver("--tutorial", variant, "--step", str(number), "--size", size)
    d.frames(60)  # the step's own motion (a deal, auto moves) has come to rest
    screen, step = d.scene, LESSONS[variant].steps[number - 1]
    layout = screen.widget.view.layout
    top = layout.toolbar.bottom
    table = Rect(0, top, layout.toolbar.w, layout.status.top - top)
    assert table.right <= screen.panel_rect().left
    sheet = drawn(d)
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
    spots = {s.card: s for s in at.spots}
    for code in named(step.words):
        spot = spots.get(code)
        assert spot is not None and spot.face_up, f"{code} is not face up on the table"
        rect = layout.card_rect(spot.place, spot.index)
        assert table.contains(rect), f"{code} at {spot.place} is off the table"
    arrows = [m for m in sheet.marks if m.kind == "arrow"]
    if step.waits and "-" in step.shows:
        assert len(arrows) == 1 and table.contains(arrows[0].rect)
        start, end = screen.arrow_ends()
        target = screen.kind.target(step.shows)
        assert start == at.top_rect(screen.kind.source(step.shows))
        assert end == layout.card_rect(target, at.count(target))
    else:
        assert not arrows
