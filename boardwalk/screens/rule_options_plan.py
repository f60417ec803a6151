"""Where the rule questions' dialog puts things (``rule_options.py``): pure geometry from
the window's scale, the room the dialog leaves under its words, and the labels' widths.

One row per question (the question at the left, its answers as a row of chips at the
right), a row of named presets, the code's field; under them one line for a sentence (the
focused answer in full, or what is wrong with a typed code). The rows keep to a line each
at every window size, so seven questions fit at 960×600 and grow with a larger window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect

from boardwalk.render.fonts import font

from .dialogs import line_height

ASK_SHARE = 0.41
"""The part of a row its question takes; the answers share the rest."""


@dataclass(frozen=True)
class Sizes:
    """The measures of one window size (``u``: its scale against 1280×800)."""

    words: int
    small: int
    chip: int
    inset: int
    gap: int
    lead: int

    @property
    def row(self) -> int:
        return self.chip + 2 * self.inset

    @property
    def note(self) -> int:
        return 2 * line_height(self.small) + self.lead


def sizes(u: float) -> Sizes:
    """Readable at the smallest window (never under 14 px for a question), in proportion
    above 1280×800."""
    words, small = max(14, int(17 * u)), max(13, int(15 * u))
    chip = line_height(words) + max(8, int(10 * u))
    return Sizes(words, small, chip, max(3, int(4 * u)), max(4, int(6 * u)), max(6, int(10 * u)))


def extra_height(u: float, rows: int) -> int:
    """The room the rows, the line between the questions and the rest, and the sentence
    under them take below the dialog's words."""
    s = sizes(u)
    return 2 * s.lead + rows * (s.row + s.gap) + s.note


@dataclass(frozen=True)
class Plan:
    """Every box of the dialog below its words: a row's rectangle, its question's box and
    its chips (a preset's, or an answer's), the line under the questions, the code field
    and the words beside it, the sentence, the live code beside the title, and the keys'
    hint beside the buttons."""

    sizes: Sizes
    rows: tuple[Rect, ...]
    asks: tuple[Rect, ...]
    chips: tuple[tuple[Rect, ...], ...]
    divider: Rect
    field: Rect
    aside: Rect
    note: Rect
    code: Rect
    hint: Rect


def plan(
    u: float, body: Rect, title: Rect, buttons: Rect, labels: Sequence[Sequence[str]], asked: int
) -> Plan:
    """The boxes for rows whose chips carry ``labels`` (the last row, the field's, has
    none), the first ``asked`` of them questions, under ``body``; ``title`` and
    ``buttons`` are the dialog's own."""
    s = sizes(u)
    top = body.bottom + s.lead
    tops = [top + i * (s.row + s.gap) + (s.lead if i >= asked else 0) for i in range(len(labels))]
    rows = tuple(Rect(body.x, y, body.w, s.row) for y in tops)
    divider = Rect(body.x, rows[asked - 1].bottom + (s.lead + s.gap) // 2, body.w, 1)
    pad = max(8, int(12 * u))
    split = int(body.w * ASK_SHARE)
    asks = tuple(Rect(r.x + pad, r.y, split - 2 * pad, r.h) for r in rows)
    area = [Rect(r.x + split, r.y + s.inset, r.w - split - pad, s.chip) for r in rows]
    chips = tuple(_chips(a, row, s.words, pad) for a, row in zip(area, labels, strict=True))
    field = Rect(area[-1].x, area[-1].y, max(area[-1].w * 2 // 5, s.chip * 4), s.chip)
    aside = Rect(field.right + pad, field.y, area[-1].right - field.right - pad, field.h)
    note_top = rows[-1].bottom + s.lead
    note = Rect(body.x + pad, note_top, body.w - 2 * pad, buttons.y - note_top - s.gap)
    code = Rect(title.centerx, title.y, title.w // 2, title.h)
    hint = Rect(body.x, buttons.y, buttons.x - body.x - pad, buttons.h)
    return Plan(s, rows, asks, chips, divider, field, aside, note, code, hint)


def _chips(area: Rect, labels: Sequence[str], size: int, pad: int) -> tuple[Rect, ...]:
    """Chips across ``area``, alike in width when the longest label fits its share, else
    each as wide as its label asks and the spare shared (narrowed in proportion when even
    that is too much: their words then shrink to fit)."""
    if not labels:
        return ()
    gap = max(4, pad // 2)
    room = area.w - gap * (len(labels) - 1)
    needs = [font(size, True).size(label)[0] + 2 * pad for label in labels]
    if max(needs) * len(labels) <= room:
        widths = [room // len(labels)] * len(labels)
    elif sum(needs) <= room:
        widths = [n + (room - sum(needs)) // len(labels) for n in needs]
    else:
        widths = [n * room // sum(needs) for n in needs]
    x, out = area.x, []
    for w in widths:
        out.append(Rect(x, area.y, w, area.h))
        x += w + gap
    return tuple(out)
