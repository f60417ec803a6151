"""Where The Towers' cards go: a window size -> a rectangle for every place.

Pure geometry over ``pygame.Rect`` (which needs no display), so tests compute real card
positions exactly as the table does. The top row holds the four towers over columns a–d
and the four foundations (♠ ♥ ♦ ♣) over columns g–j, with the rule's plaque between them
(the live verdict in its lower half); the ten columns fan down below it, every card in
view, as Seahaven Towers lays them out.

A column may grow to 17 cards: four dealt cards under a King, and that King's run down to
the Ace. The ``Layout`` protocol places a card by its place and its index alone, not by how
many cards lie there, so the fan is one curve shared by every column: a full step (each
card shows its whole corner index) for the first cards, then a tighter step past a knee,
chosen so that a 17th card still ends inside the window. The cards are as large as the
window allows while at least ``FULL_CARDS`` cards of a column fan at the full step; as a
game usually goes, no column reaches the knee.

Every place also has a strip for its name (``t1``…``f4`` above the top row, ``a``…``j``
above the columns), kept free of cards whether or not names are shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from boardwalk.games.boardwalk.layout import bars

COLUMNS = "abcdefghij"
TOWERS = ("t1", "t2", "t3", "t4")
FOUNDATIONS = ("f1", "f2", "f3", "f4")
TOWER_AT = (0, 1, 2, 3)
FOUNDATION_AT = (6, 7, 8, 9)
"""The top row's slots, by the column each stands over: the plaque takes columns e and f."""

CARD_RATIO = 1.4  # height / width, as a poker card
PITCH = 1.12  # from one column to the next, in card widths
FAN = 0.25  # the full step down a column, in card heights: the whole corner index shows
TIGHT = 0.11  # the tightest step past the knee: the rank still shows
MOST = 17  # the most cards a column can hold (four under a King, and K down to A)
FULL_CARDS = 9  # at least this many cards of a column at the full step
TAG = 0.12  # a strip of place names above a row, in card heights
TAG_SEP = 0.03  # between such a strip and its cards
ROW_GAP = 0.1  # between the top row and the column letters
SMALLEST = 24  # however small the window, cards stay drawable
PLAQUE = 0.5  # of the top row's height: the rule's lines; the rest is the verdict's

Named = list[tuple[str, Rect]]
"""Words and the box each is written in."""


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    card: tuple[int, int]
    places: dict[str, Rect] = field(repr=False)
    """The rect of the bottom card of each place, in reading order: the top row, then the
    columns (what the keys' Tab follows)."""
    toolbar: Rect
    status: Rect
    offsets: tuple[int, ...] = field(repr=False)
    """How far below a column's first card each of its cards lies, index 0 to ``MOST - 1``."""
    zones: dict[str, Rect] = field(repr=False)
    names: Named = field(default_factory=list, repr=False)
    """Place names (``t1``…``f4``, ``a``…``j``), each with its box: drawn only when the
    table shows names, but always kept clear of cards."""
    plaque: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    """Between the towers and the foundations, its upper half: where the rule in force is
    written."""
    verdict: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    """The plaque's lower half: the live verdict (can the game still be won?) and, once it
    cannot, the one click that takes back the moves that lost it."""

    @property
    def fan_dy(self) -> int:
        """The full step down a column."""
        return self.offsets[1]

    def offset(self, index: int) -> int:
        """How far below its column's first card the ``index``-th card lies."""
        if index < len(self.offsets):
            return self.offsets[index]
        last = self.offsets[-1] - self.offsets[-2]  # never in a legal game: keep the step
        return self.offsets[-1] + last * (index - len(self.offsets) + 1)

    def card_rect(self, place: str, index: int) -> Rect:
        """Where the ``index``-th card (from the bottom) of a place is drawn: down the fan
        in a column, squared up in a tower or on a foundation."""
        base = self.places[place]
        return base.move(0, self.offset(index)) if place in COLUMNS else base.copy()

    def zone(self, place: str) -> Rect:
        """The whole area a place answers for (a dropped card is tested against it): a
        column's from the letters above it to the foot of the table, however long it
        grows; the zones of neighbours touch but never overlap."""
        return self.zones[place].copy()


def compute(size: tuple[int, int]) -> Layout:
    """The table in a window of ``size``: the largest cards that keep ``FULL_CARDS`` cards
    of a column at the full step and a 17th card inside the window."""
    toolbar, status = bars(size)
    pad, bottom = max(6, size[0] // 100), max(10, size[1] // 60)
    area = Rect(pad, toolbar.bottom, size[0] - 2 * pad, status.top - toolbar.bottom - bottom)
    cw = max(SMALLEST, _estimate(area))
    while True:
        layout = _laid(size, toolbar, status, area, cw)
        if cw <= SMALLEST or _fits(layout, area):
            return layout
        cw -= 1


def _estimate(area: Rect) -> int:
    """The card width the proportions allow, before rounding is checked."""
    wide = PITCH * (len(COLUMNS) - 1) + 1
    knee = (FULL_CARDS - 1) * FAN + (MOST - FULL_CARDS) * TIGHT
    tall = 2 * (TAG + TAG_SEP) + ROW_GAP + 2 + knee
    return int(min(area.w / wide, area.h / (tall * CARD_RATIO)))


def _fits(layout: Layout, area: Rect) -> bool:
    """Every card inside the area, and the knee no earlier than ``FULL_CARDS``."""
    full = layout.offsets[1]
    steps = [b - a for a, b in zip(layout.offsets, layout.offsets[1:], strict=False)]
    at_full = 1 + sum(1 for s in steps if s == full)
    deepest = max(layout.card_rect(c, MOST - 1).bottom for c in COLUMNS)
    box = Rect(layout.places["t1"]).unionall(list(layout.places.values()))
    inside = area.contains(box.union(Rect(box.x, box.y, box.w, deepest - box.y)))
    return inside and at_full >= FULL_CARDS and min(steps) >= int(layout.card[1] * TIGHT)


def _laid(size, toolbar: Rect, status: Rect, area: Rect, cw: int) -> Layout:
    """Every rect for one card width: the board centred across, from the top of ``area``."""
    ch = int(cw * CARD_RATIO)
    pitch, tag, sep = int(cw * PITCH), max(12, int(ch * TAG)), max(2, int(ch * TAG_SEP))
    x0 = area.x + (area.w - (pitch * (len(COLUMNS) - 1) + cw)) // 2
    xs = [x0 + i * pitch for i in range(len(COLUMNS))]
    row_y = area.y + tag + sep
    col_y = row_y + ch + int(ch * ROW_GAP) + tag + sep
    places: dict[str, Rect] = {}
    top_row = (*zip(TOWERS, TOWER_AT, strict=True), *zip(FOUNDATIONS, FOUNDATION_AT, strict=True))
    for name, at in top_row:
        places[name] = Rect(xs[at], row_y, cw, ch)
    for letter, x in zip(COLUMNS, xs, strict=True):
        places[letter] = Rect(x, col_y, cw, ch)
    offsets = fan(area.bottom - col_y - ch, ch)
    middle = (row_y + ch + col_y - tag - sep) // 2  # between the top row and the letters
    zones = _zones(places, pitch, row_y - tag - sep, middle, area.bottom)
    names = [(p, Rect(r.x, r.y - sep - tag, cw, tag)) for p, r in places.items()]
    t4, f1 = places["t4"], places["f1"]
    gap = pitch - cw
    plaque = Rect(t4.right + gap, row_y, f1.left - t4.right - 2 * gap, int(ch * PLAQUE))
    verdict = Rect(plaque.x, plaque.bottom, plaque.w, row_y + ch - plaque.bottom)
    return Layout(size, (cw, ch), places, toolbar, status, offsets, zones, names, plaque, verdict)


def fan(room: int, ch: int) -> tuple[int, ...]:
    """The offsets of a column's cards when ``room`` pixels lie below its first card: the
    full step while it fits, then as many full steps as leave the rest of the 17 cards
    room at the same tighter step (never tighter than it must be)."""
    full = max(4, int(ch * FAN))
    steps = MOST - 1
    if full * steps <= room:
        return tuple(full * i for i in range(MOST))
    tight = max(1, int(ch * TIGHT))
    knee = max(1, min(steps - 1, (room - steps * tight) // (full - tight)))
    step = max(1, min(full, (room - knee * full) // (steps - knee)))
    return tuple(full * i if i <= knee else full * knee + step * (i - knee) for i in range(MOST))


def _zones(places: dict[str, Rect], pitch: int, top: int, middle: int, foot: int) -> dict:
    """Each place's drop zone: a column's from the middle line to the foot, a top-row
    slot's from its name strip to the middle line; each a pitch wide, centred on its card."""
    zones = {}
    for place, rect in places.items():
        x = rect.centerx - pitch // 2
        if place in COLUMNS:
            zones[place] = Rect(x, middle, pitch, foot - middle)
        else:
            zones[place] = Rect(x, top, pitch, middle - top)
    return zones
