"""Where The Republic's cards go: a window size -> a rectangle for every place.

Pure geometry over ``pygame.Rect`` (which needs no display). The top row holds the stock,
the stock card ``s`` and the talon ``w`` at the left, the eight foundations at the right in
suit pairs (♠♠ ♥♥ ♦♦ ♣♣, ``f1``–``f8``), and between them a plaque with the rule, the
redeals left and the run limit. Below stand the ten packets, each a small face-down stack
(its count on a badge), and under each its column, fanned down over the packet's lower
half: a packet only needs its top edge in view while its column holds cards, and once the
column is empty nothing covers the packet's card that has turned up.

A column is always one run, from its first card down, so it holds at most 13 cards. The
``Layout`` protocol places a card by its place and index alone, so the fan is one curve
shared by every column: the full step (the whole corner index shows) for the first
``FULL_CARDS`` cards, then a tighter one, so that a 13th card still ends inside the window.
Place names get strips of their own above the top row and above the packets (``pa a``: a
packet and the column under it), kept clear of cards whether or not names are shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from boardwalk.games.boardwalk.layout import bars
from boardwalk.rules.republic.board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES

CARD_RATIO = 1.4
PITCH = 1.1  # column to column, in card widths
PAIR_GAP = 0.06  # between the two foundations of a suit, in card widths
SUIT_GAP = 0.22  # between two suits' pairs
PLAQUE_MIN = 1.6  # the narrowest plaque, in card widths
ROW_PITCH = 1.06  # stock, stock card and talon, in card widths
FAN = 0.25  # the full step down a column, in card heights
TIGHT = 0.12  # the tightest step past the knee
MOST = 13  # a column is one run: at most King down to Ace
FULL_CARDS = 8
PEEK = 0.42  # how much of a packet shows above its column's first card, in card heights
THICK = 0.03  # each card under a packet's top shows this much of its edge
TAG, TAG_SEP, ROW_GAP = 0.13, 0.03, 0.08
SMALLEST = 24
TOP_ROW = ("stock", "s", "w")

Named = list[tuple[str, Rect]]


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    card: tuple[int, int]
    places: dict[str, Rect] = field(repr=False)
    """Each place's slot: the top row, then the packets (a short tab: the part that shows
    over a column), then the columns (their first card). Reading order, which Tab follows."""
    toolbar: Rect
    status: Rect
    offsets: tuple[int, ...] = field(repr=False)
    zones: dict[str, Rect] = field(repr=False)
    names: Named = field(default_factory=list, repr=False)
    plaque: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    """Between the talon and the foundations: the rule, its redeals and the run limit."""
    thick: int = 2

    @property
    def fan_dy(self) -> int:
        return self.offsets[1]

    def offset(self, index: int) -> int:
        if index < len(self.offsets):
            return self.offsets[index]
        last = self.offsets[-1] - self.offsets[-2]  # never in a legal game: keep the step
        return self.offsets[-1] + last * (index - len(self.offsets) + 1)

    def card_rect(self, place: str, index: int) -> Rect:
        """Down the fan in a column; a packet's cards each a little lower than the one
        under it (their top edges show the packet's thickness); squared elsewhere."""
        base = self.places[place]
        if place in COLUMNS:
            return base.move(0, self.offset(index))
        if place in PACKET_NAMES:
            return Rect(base.x, base.y + index * self.thick, *self.card)
        return base.copy()

    def zone(self, place: str) -> Rect:
        return self.zones[place].copy()


def compute(size: tuple[int, int]) -> Layout:
    """The largest cards that keep ``FULL_CARDS`` of a column at the full step, a 13th card
    inside the window, and the top row within its width."""
    toolbar, status = bars(size)
    pad, bottom = max(6, size[0] // 100), max(8, size[1] // 70)
    area = Rect(pad, toolbar.bottom, size[0] - 2 * pad, status.top - toolbar.bottom - bottom)
    cw = max(SMALLEST, _estimate(area))
    while True:
        layout = _laid(size, toolbar, status, area, cw)
        if cw <= SMALLEST or _fits(layout, area):
            return layout
        cw -= 1


def _top_width(cw: int) -> float:
    return cw * (2 * ROW_PITCH + 1 + 0.3 + PLAQUE_MIN + 8 + 4 * PAIR_GAP + 3 * SUIT_GAP)


def _estimate(area: Rect) -> int:
    wide = max(PITCH * (len(COLUMNS) - 1) + 1, _top_width(1))
    knee = (FULL_CARDS - 1) * FAN + (MOST - FULL_CARDS) * TIGHT
    tall = 2 * (TAG + TAG_SEP) + 1 + ROW_GAP + PEEK + 1 + knee
    return int(min(area.w / wide, area.h / (tall * CARD_RATIO)))


def _fits(layout: Layout, area: Rect) -> bool:
    full = layout.offsets[1]
    steps = [b - a for a, b in zip(layout.offsets, layout.offsets[1:], strict=False)]
    at_full = 1 + sum(1 for s in steps if s == full)
    deepest = max(layout.card_rect(c, MOST - 1).bottom for c in COLUMNS)
    box = Rect(layout.places["stock"]).unionall(list(layout.places.values()))
    box.h = max(box.h, deepest - box.y)
    wide_enough = layout.plaque.w >= int(layout.card[0] * PLAQUE_MIN) - 1
    return area.contains(box) and at_full >= FULL_CARDS and wide_enough


def _laid(size, toolbar: Rect, status: Rect, area: Rect, cw: int) -> Layout:
    ch = int(cw * CARD_RATIO)
    pitch, tag, sep = int(cw * PITCH), max(12, int(ch * TAG)), max(2, int(ch * TAG_SEP))
    span = max(pitch * (len(COLUMNS) - 1) + cw, int(_top_width(cw)))
    left = area.x + (area.w - span) // 2
    x0 = left + (span - (pitch * (len(COLUMNS) - 1) + cw)) // 2
    row_y = area.y + tag + sep
    places: dict[str, Rect] = {}
    for i, name in enumerate(TOP_ROW):
        places[name] = Rect(left + i * int(cw * ROW_PITCH), row_y, cw, ch)
    x, right = left + span, []
    for i in range(len(FOUNDATION_NAMES)):  # from the right: f8 first
        x -= cw
        right.append(Rect(x, row_y, cw, ch))
        x -= int(cw * (SUIT_GAP if i % 2 else PAIR_GAP))
    places |= dict(zip(FOUNDATION_NAMES, reversed(right), strict=True))
    packet_y = row_y + ch + int(ch * ROW_GAP) + tag + sep
    col_y = packet_y + int(ch * PEEK)
    xs = [x0 + i * pitch for i in range(len(COLUMNS))]
    for name, cx in zip(PACKET_NAMES, xs, strict=True):
        places[name] = Rect(cx, packet_y, cw, col_y - packet_y - sep)
    for name, cx in zip(COLUMNS, xs, strict=True):
        places[name] = Rect(cx, col_y, cw, ch)
    w, f1 = places["w"], places["f1"]
    plaque = Rect(w.right + int(cw * 0.15), row_y, f1.left - w.right - int(cw * 0.3), ch)
    offsets = fan(area.bottom - col_y - ch, ch)
    middle = (row_y + ch + packet_y - tag - sep) // 2
    zones = _zones(places, pitch, row_y - tag - sep, middle, col_y, area.bottom)
    names = _names(places, tag, sep)
    thick = max(2, int(ch * THICK))
    return Layout(
        size, (cw, ch), places, toolbar, status, offsets, zones, names, plaque, thick
    )  # fmt: skip


def fan(room: int, ch: int) -> tuple[int, ...]:
    """A column's offsets when ``room`` pixels lie below its first card: the full step while
    it fits, then as many full steps as leave the rest room at one tighter step."""
    full = max(4, int(ch * FAN))
    steps = MOST - 1
    if full * steps <= room:
        return tuple(full * i for i in range(MOST))
    tight = max(1, int(ch * TIGHT))
    knee = max(1, min(steps - 1, (room - steps * tight) // (full - tight)))
    step = max(1, min(full, (room - knee * full) // (steps - knee)))
    return tuple(full * i if i <= knee else full * knee + step * (i - knee) for i in range(MOST))


def _zones(places: dict[str, Rect], pitch: int, top: int, middle: int, col_y: int, foot: int):
    """Drop and click areas that touch but never overlap: a top-row slot from its name strip
    to the middle line, half a gap wider each side; a packet from the middle line to its
    column's first card; a column from there to the foot of the table."""
    zones = {}
    row = [p for p in places if p not in COLUMNS and p not in PACKET_NAMES]
    for i, place in enumerate(row):
        rect = places[place]
        before = places[row[i - 1]].right if i else rect.left - pitch // 4
        after = places[row[i + 1]].left if i + 1 < len(row) else rect.right + pitch // 4
        lo = max((before + rect.left + 1) // 2, rect.left - pitch // 4)
        hi = min((rect.right + after) // 2, rect.right + pitch // 4)
        zones[place] = Rect(lo, top, hi - lo, middle - top)
    for place, rect in places.items():
        x = rect.centerx - pitch // 2
        if place in PACKET_NAMES:
            zones[place] = Rect(x, middle, pitch, col_y - middle)
        elif place in COLUMNS:
            zones[place] = Rect(x, col_y, pitch, foot - col_y)
    return zones


def _names(places: dict[str, Rect], tag: int, sep: int) -> Named:
    """A strip above each top-row slot and each packet (``pa a``: the packet, and the
    column under it, which has no strip of its own)."""
    names = []
    for place, rect in places.items():
        if place in COLUMNS:
            continue
        words = f"{place} {place[1]}" if place in PACKET_NAMES else place
        names.append((words, Rect(rect.x, rect.y - sep - tag, rect.w, tag)))
    return names
