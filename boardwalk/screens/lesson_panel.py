"""The lesson panel beside the tutorial's table, laid out before anything is drawn: its
width from the window, and the boxes of the title, the step count, the step's words, the
feedback and the buttons, sized so the words never overflow and never jump between steps.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from pygame import Rect

from boardwalk.render.cardart import with_suits
from boardwalk.render.fonts import font
from boardwalk.render.widgets import wrap

if TYPE_CHECKING:
    from boardwalk.play.lesson import Lesson


def panel_width(window_width: int, window_height: int = 800) -> int:
    """The lesson panel's width: eighteen text sizes (a sidebar line of about thirty
    characters), never over 30% of the window nor under 240 pixels, so the table beside
    it keeps as much width as a readable panel allows."""
    wide = 18 * text_size(window_height)
    return max(240, min(wide, int(window_width * 0.3)))


def line_height(size: int, bold: bool = False) -> int:
    """The height one line of text takes, drawn (a glyph may reach past the line step)."""
    f = font(size, bold)
    return max(f.get_linesize(), f.get_height()) + 1


def text_size(window_height: int) -> int:
    """The lesson's words: 14 pixels at 600 high, growing with the window."""
    return max(14, window_height // 50)


@dataclass(frozen=True)
class PanelBoxes:
    """Where each part of the lesson panel goes, worked out before anything is drawn so
    the words, the feedback and the buttons share the panel's height."""

    size: int
    """The words' size: the window's text size, or smaller (to ``floor``) when a long
    step and its feedback would otherwise not fit above the buttons."""
    title: Rect
    count: Rect
    words: Rect
    feedback: Rect | None
    inset: tuple[int, int]
    """The feedback box's padding, across and down: it grows with the text."""
    buttons: Rect
    """The row the three buttons share along the panel's foot."""


def lesson_size(box: Rect, lesson: Lesson) -> int:
    """The words' size for a whole lesson: two pixels over the window's text size when its
    every step and that step's feedback still fit the panel at it, so a panel with room
    to spare reads larger; one size for all steps, so the words never jump."""
    base = text_size(box.h)
    for size in (base + 2, base + 1):
        steps = [(s.words, with_suits(s.after) if s.after else None) for s in lesson.steps]
        steps += [(s.words, with_suits(s.wants)) for s in lesson.steps if s.waits]
        if all(panel_boxes(box, lesson.title, w, f, size).size == size for w, f in steps):
            return size
    return base


def panel_boxes(
    box: Rect, title: str, words: str, feedback: str | None, size: int = 0
) -> PanelBoxes:
    """The panel's parts top to bottom: title, step count, the step's words and the
    feedback right below them, the buttons at the foot (they never move between steps).
    ``size`` is the words' size (the window's text size unless given)."""
    size = size or text_size(box.h)
    area = box.inflate(-2 * size, -2 * size)
    title_lines = min(2, len(wrap(title, size + 4, area.w, True)))
    head = Rect(area.x, area.y, area.w, title_lines * line_height(size + 4, True))
    count = Rect(area.x, head.bottom + size // 3, area.w, line_height(size - 2))
    row_h = max(34, int(size * 2.2))
    buttons = Rect(area.x, area.bottom - row_h, area.w, row_h)
    top, room = count.bottom + size, buttons.top - size - (count.bottom + size)
    inset = (max(8, round(size * 0.8)), max(6, round(size * 0.55)))
    fitted = _fit_words(words, feedback, area.w, room, size, inset)
    s, words_h, feedback_h = fitted
    text = Rect(area.x, top, area.w, words_h)
    fb = None
    if feedback is not None:
        fb = Rect(area.x, text.bottom + s, area.w, feedback_h)
        fb.h = max(line_height(s) + 2 * inset[1], min(fb.h, buttons.top - size - fb.y))
    return PanelBoxes(s, head, count, text, fb, inset, buttons)


def _fit_words(words, feedback, width, room, size, inset) -> tuple[int, int, int]:
    """The largest size (down to ``floor``) at which the words, a gap and the feedback
    box fit in ``room``; and the heights the words and the feedback box take at it. At
    the floor the words give way to the feedback (``text_in`` shrinks them further)."""
    floor = max(12, size * 5 // 6)
    for s in range(size, floor - 1, -1):
        words_h = len(wrap(words, s, width)) * line_height(s)
        feedback_h = 0
        if feedback is not None:
            lines = wrap(feedback, s, width - 2 * inset[0])
            feedback_h = len(lines) * line_height(s) + 2 * inset[1]
        if words_h + (s + feedback_h if feedback is not None else 0) <= room:
            return s, words_h, feedback_h
    below = floor + feedback_h if feedback is not None else 0
    return floor, max(line_height(floor), min(words_h, room - below)), feedback_h
