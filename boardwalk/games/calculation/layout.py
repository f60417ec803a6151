"""Where Calculation's cards go: a window size and a pile count -> a rectangle for every place.

Pure geometry over ``pygame.Rect`` (no display needed), so tests compute real positions as
the table does. The top row holds the four stacks 1–4, then, a little apart, the card in
play ``p`` and the deck; under each of the six a plate (the rank a stack needs next, "in
play", the deck's count), and when the pointer rests on a stack, its whole sequence across
the plates' strip. Below, the discard piles a–f (three to six, as the variation says) fan
downward, each under a column of the top row, so that every card shows.

A pile may in theory hold 48 cards. The ``Layout`` protocol places a card by its place and
index alone, so the fan is one curve shared by every pile: a full step (the whole corner
index shows) for the first ``FULL_CARDS``, a tighter one (the rank still shows) to ``MOST``,
then a squeeze that keeps even a 52nd card inside the window. Cards are as large as the
window allows under that curve.

When the variation shows the undealt cards (option set 5), the deck leaves the top row for
a strip along the foot of the table: every card face up, fanned to the right in dealing
order, the next card first, each showing its corner index, under a line of words; the
piles fan down to just above it. The strip is laid out for the longest deck there can be,
so it keeps its place and spacing as it shrinks from the right; each card moves one step
to the left as the card before it is dealt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from boardwalk.games.boardwalk.layout import bars

STACKS = ("1", "2", "3", "4")
PILES = "abcdef"
IN_PLAY, DECK = "p", "deck"
TOP_ROW = (*STACKS, IN_PLAY, DECK)

CARD_RATIO = 1.4  # height / width, as a poker card
PITCH = 1.16  # from one column to the next, in card widths
APART = 0.4  # the card in play and the deck stand this much further off the stacks
PLATE_SEP = 0.05  # between a top-row card and its plate, in card heights
PLATE = 0.22  # the plates' strip
ROW_GAP = 0.06  # between the plates and the piles' names
TAG = 0.13  # the piles' names strip
TAG_SEP = 0.03
FAN = 0.25  # the full step down a pile: the whole corner index shows
FULL_CARDS = 7  # at least this many cards of a pile at the full step
TIGHT = 0.12  # the step past the knee: the rank still shows
MOST = 16  # the tight step holds to here
LAST = 52  # and a squeeze keeps every card up to this one inside the window
SMALLEST = 24
DEPTH_EVERY = 6  # the deck's edge rises a pixel every so many cards (its thickness)
UNDEALT_MOST = 51  # the longest deck: stacks that start empty, one card in play
STRIP_STEP = 0.3  # from one undealt card to the next, in card widths, room allowing
STRIP_LEAST = 0.21  # and never less: the corner index (rank over suit) shows whole
STRIP_LEAST_PX = 17  # the index's font never drops below 15 px, so neither does this
STRIP_WORDS = 0.2  # the strip's line of words, in card heights
STRIP_SEP = 0.04  # between the words and the strip's cards
STRIP_GAP = 0.08  # between the piles' foot and the strip's words


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    card: tuple[int, int]
    places: dict[str, Rect] = field(repr=False)
    """The rect of the bottom card of each place, in reading order: the top row (stacks,
    card in play, deck), then the piles in play (what the keys' arrows and Tab follow)."""
    toolbar: Rect
    status: Rect
    offsets: tuple[int, ...] = field(repr=False)
    """How far below a pile's first card each of its cards lies, index 0 to ``LAST - 1``."""
    zones: dict[str, Rect] = field(repr=False)
    plates: dict[str, Rect] = field(repr=False)
    """Under each top-row place: the words a player reads at a glance."""
    sequence: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    """The plates' whole strip: a hovered stack's sequence is written across it."""
    names: list[tuple[str, Rect]] = field(default_factory=list, repr=False)
    """The piles' names (``a``…), each over its pile: drawn only when the table shows
    names, always kept clear of cards (the top row's names are on their plates)."""
    step: int = 0
    """From one undealt card to the next in the strip; 0: the deck is squared in the top
    row, face down (the variation does not show the undealt cards)."""
    label: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    """The words over the strip of undealt cards (none when there is no strip)."""

    @property
    def fan_dy(self) -> int:
        return self.offsets[1]

    def offset(self, index: int) -> int:
        return self.offsets[min(index, len(self.offsets) - 1)]

    def card_rect(self, place: str, index: int) -> Rect:
        """A pile fans down; the deck and the stacks are squared (a top card is all a
        player needs), their edges rising with their thickness."""
        base = self.places[place]
        if place in PILES:
            return base.move(0, self.offset(index))
        if place == DECK and self.step:  # the strip: the next card first, to the right
            return base.move(min(index, UNDEALT_MOST - 1) * self.step, 0)
        if place == DECK:
            rise = min(index // DEPTH_EVERY, 8)
            return base.move(-rise, -rise)
        if place in STACKS:  # a stack's edge rises a pixel every third card it takes
            return base.move(0, -min(index // 3, 4))
        return base.copy()

    def zone(self, place: str) -> Rect:
        """The area a dropped card is tested against: a top-row place's from the table's
        top to the middle of the gap above the piles, a pile's from there to the foot;
        neighbours touch, never overlap."""
        return self.zones[place].copy()


def compute(size: tuple[int, int], piles: int = 6, undealt: bool = False) -> Layout:
    """The table in a window of ``size`` with ``piles`` discard piles (3–6), and with the
    strip of undealt cards when ``undealt``: the largest cards whose fan keeps its knee no
    earlier than ``FULL_CARDS``, every card inside and every undealt card's index shown."""
    toolbar, status = bars(size)
    pad, bottom = max(8, size[0] // 60), max(10, size[1] // 60)
    top = max(8, size[1] // 50)
    area = Rect(pad, toolbar.bottom + top, size[0] - 2 * pad, status.top - toolbar.bottom - top)
    area.h -= bottom
    cw = max(SMALLEST, _estimate(area, undealt))
    while True:
        layout = _laid(size, toolbar, status, area, cw, piles, undealt)
        if cw <= SMALLEST or _fits(layout, area):
            return layout
        cw -= 1


def _estimate(area: Rect, undealt: bool) -> int:
    wide = PITCH * 4 + APART + 1
    fan = (FULL_CARDS - 1) * FAN + (MOST - FULL_CARDS) * TIGHT
    tall = 2 + PLATE_SEP + PLATE + ROW_GAP + TAG + TAG_SEP + fan
    if undealt:
        tall += 1 + STRIP_WORDS + STRIP_SEP + STRIP_GAP
    return int(min(area.w / wide, area.h / (tall * CARD_RATIO)))


def strip_step(cw: int, width: int) -> int:
    """The undealt cards' step for cards ``cw`` wide in a table ``width`` wide: a generous
    step while the longest deck fits across, else as much as fits."""
    ideal = max(STRIP_LEAST_PX, round(cw * STRIP_STEP))
    return min(ideal, (width - cw) // (UNDEALT_MOST - 1))


def _fits(layout: Layout, area: Rect) -> bool:
    """Every card inside the area, the knee no earlier than ``FULL_CARDS``, and the tight
    step kept to ``MOST``."""
    steps = [b - a for a, b in zip(layout.offsets, layout.offsets[1:], strict=False)]
    full, tight = steps[0], max(1, int(layout.card[1] * TIGHT))
    knee_ok = all(s == full for s in steps[: FULL_CARDS - 1])
    tight_ok = min(steps[: MOST - 1]) >= tight and min(steps) >= 1
    deepest = max(layout.card_rect(p, LAST - 1).bottom for p in layout.places if p in PILES)
    cards = [layout.card_rect(p, 0) for p in layout.places]
    foot = area.bottom
    if layout.step:
        cw = layout.card[0]
        cards.append(layout.card_rect(DECK, UNDEALT_MOST - 1))
        foot = layout.label.top - max(3, int(layout.card[1] * STRIP_GAP))
        if layout.step < max(STRIP_LEAST_PX, int(cw * STRIP_LEAST)):
            return False
    inside = all(area.contains(r) for r in cards) and deepest <= foot
    return inside and knee_ok and tight_ok


def _laid(size, toolbar: Rect, status: Rect, area: Rect, cw: int, piles: int, undealt: bool):
    ch = int(cw * CARD_RATIO)
    pitch, apart = int(cw * PITCH), int(cw * APART)
    width = pitch * 5 + apart + cw
    x0 = area.x + (area.w - width) // 2
    xs = [x0 + i * pitch + (apart if i >= 4 else 0) for i in range(6)]
    row_y = area.y
    plate_y = row_y + ch + max(2, int(ch * PLATE_SEP))
    plate_h = max(14, int(ch * PLATE))
    tag_y = plate_y + plate_h + max(3, int(ch * ROW_GAP))
    tag_h, sep = max(12, int(ch * TAG)), max(2, int(ch * TAG_SEP))
    pile_y = tag_y + tag_h + sep
    places = {name: Rect(x, row_y, cw, ch) for name, x in zip(TOP_ROW, xs, strict=True)}
    places |= {PILES[i]: Rect(xs[i], pile_y, cw, ch) for i in range(piles)}
    gap = pitch - cw
    plates = {name: Rect(x - gap // 4, plate_y, cw + gap // 2, plate_h) for name, x in
              zip(TOP_ROW, xs, strict=True)}  # fmt: skip
    strip = Rect(xs[0], plate_y, xs[-1] + cw - xs[0], plate_h)
    middle = (plate_y + plate_h + tag_y) // 2
    names = [(PILES[i], Rect(xs[i], tag_y, cw, tag_h)) for i in range(piles)]
    foot, step, label = area.bottom, 0, Rect(0, 0, 0, 0)
    if undealt:  # the deck leaves the top row for the strip, read after the piles
        step = strip_step(cw, area.w)
        label, deck = _strip(area, (cw, ch), step)
        del places[DECK], plates[DECK]
        places[DECK] = deck
        foot = label.top - max(3, int(ch * STRIP_GAP))
    offsets = fan(foot - pile_y - ch, ch)
    edge = (foot + label.top) // 2 if undealt else area.bottom  # the piles' zones end here
    zones = _zones(places, pitch, area.y - 4, middle, edge)
    if undealt:  # the strip's zone: its whole length, from the piles' edge down
        zones[DECK] = Rect(label.x - gap // 2, edge, label.w + gap, area.bottom - edge)
    return Layout(
        size, (cw, ch), places, toolbar, status, offsets, zones, plates, strip, names, step, label
    )


def _strip(area: Rect, card: tuple[int, int], step: int) -> tuple[Rect, Rect]:
    """The strip's words and its first card: the longest deck centred across the foot of
    the table, the words over its left end."""
    (cw, ch), long = card, (UNDEALT_MOST - 1) * step + card[0]
    x = area.x + (area.w - long) // 2
    deck = Rect(x, area.bottom - ch, cw, ch)
    words_h = max(16, int(ch * STRIP_WORDS))
    label = Rect(x, deck.top - max(2, int(ch * STRIP_SEP)) - words_h, long, words_h)
    return label, deck


def fan(room: int, ch: int) -> tuple[int, ...]:
    """The offsets of a pile's ``LAST`` cards when ``room`` pixels lie below its first card:
    the full step while it fits, then a tight step to ``MOST``, then whatever squeeze keeps
    the last card inside (never tighter than it must be, never below a pixel)."""
    full, tight = max(4, int(ch * FAN)), max(2, int(ch * TIGHT))
    steps = [full] * (LAST - 1)
    if sum(steps) <= room:
        return _running(steps)
    knee = FULL_CARDS - 1
    rest = LAST - 1 - knee
    for k in range(LAST - 2, knee - 1, -1):  # as many full steps as leave room for the rest
        if k * full + (LAST - 1 - k) * tight <= room:
            knee, rest = k, LAST - 1 - k
            return _running([full] * knee + [tight] * rest)
    tail = LAST - MOST
    left = room - knee * full - (MOST - 1 - knee) * tight
    squeeze = max(1, min(tight, left // tail))
    return _running([full] * knee + [tight] * (MOST - 1 - knee) + [squeeze] * tail)


def _running(steps: list[int]) -> tuple[int, ...]:
    out, y = [0], 0
    for s in steps:
        y += s
        out.append(y)
    return tuple(out)


def _zones(places: dict[str, Rect], pitch: int, top: int, middle: int, foot: int) -> dict:
    """A pitch-wide band for each place, centred on its card: the top row's above the
    middle line, the piles' below it."""
    zones = {}
    for place, rect in places.items():
        x = rect.centerx - pitch // 2
        if place in PILES:
            zones[place] = Rect(x, middle, pitch, foot - middle)
        else:
            zones[place] = Rect(x, top, pitch, middle - top)
    return zones
