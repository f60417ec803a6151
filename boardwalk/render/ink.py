"""Where text and widgets were drawn, for the layout audit (off, and free, in play).

Every word on screen goes through ``widgets.text_in``, which knows the box it must stay
in; while ``recording()`` is on, each piece of text, button and panel drawn is noted here
with its box, so a test can render any screen at any size and fail on text outside its
box, a widget outside the window, or two widgets on top of each other. Text drawn any
other way is counted as ``stray``: the audit wants none.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from pygame import Rect


@dataclass(frozen=True)
class Mark:
    kind: str
    """``text``, ``button``, ``panel`` or ``toast``."""
    rect: Rect
    box: Rect | None = None
    """The box the text had to stay inside (None: only the window)."""
    words: str = ""


@dataclass
class Sheet:
    """What one frame drew."""

    marks: list[Mark] = field(default_factory=list)
    stray: list[str] = field(default_factory=list)
    """Words rendered outside ``text_in``: nobody checked their box."""
    depth: int = 0


_sheet: Sheet | None = None


def record(kind: str, rect: Rect, box: Rect | None = None, words: str = "") -> None:
    if _sheet is not None:
        _sheet.marks.append(Mark(kind, Rect(rect), Rect(box) if box else None, words))


def rendered(words: str) -> None:
    """``fonts.text`` was asked for ``words``: stray unless ``text_in`` asked."""
    if _sheet is not None and _sheet.depth == 0 and words.strip():
        _sheet.stray.append(words)


@contextmanager
def inside() -> Iterator[None]:
    """``text_in`` at work: the text it renders is accounted for."""
    if _sheet is not None:
        _sheet.depth += 1
    try:
        yield
    finally:
        if _sheet is not None:
            _sheet.depth -= 1


@contextmanager
def recording() -> Iterator[Sheet]:
    global _sheet
    _sheet = Sheet()
    try:
        yield _sheet
    finally:
        _sheet = None
