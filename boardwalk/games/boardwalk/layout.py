"""Where everything goes: variant + window size -> a rectangle for every place.

Pure geometry over ``pygame.Rect`` (which needs no display), so tests and the Xvfb test
can compute real card positions exactly as the game does. The upperwalk's rows 1 and 2
sit above the lowerwalk's rows 3 and 4; the hand goes either in a row below them or, when
that makes the cards bigger (a wide window), in a two-by-two block beside the lowerwalk.
Whichever arrangement lets the cards be largest wins, and the whole board is centred.

Every place also has a strip for its name (row numbers left of the rows, column letters
above each walk's source row, ``h1``… above the hand slots), kept free of cards whether
or not the names are shown, so turning them on never moves a card.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygame import Rect

from boardwalk.rules.board import LETTERS
from boardwalk.rules.variants import Variant

CARD_RATIO = 1.4  # height / width, as a poker card
FAN = 0.1  # destination cards peek out by this share of a card height (one value: count, not rank)
DEPTH = 0.028  # each card of a source stack peeks out by this share
MAX_STACK = 5  # four dealt cards and a coaxed one
MAX_PILE = 4  # a destination holds one value: at most four cards

# Proportions, in card widths across and card heights down.
PITCH = 1.32  # from one column to the next
LABEL_W = 0.9  # the walk names' column at the left
LABEL_PX = 76  # and never narrower: "Upperwalk" stays readable on small cards
NUMBER_W = 0.3  # a row number, left of its row
SEP = 0.1  # between the names, the numbers and the cards
HAND_SEP = 0.5  # between the lowerwalk and a hand beside it
GAP = 0.08  # between the two rows of a walk
TAG = 0.12  # a strip of place names above a row
TAG_SEP = 0.02  # between such a strip and its cards
WALK_GAP = 0.18  # between the walks (it holds the lowerwalk's letters)
HEADING = 0.16  # the hand's name above a hand beside the lowerwalk
SMALLEST = 24  # however small the window, cards stay drawable

Named = list[tuple[str, Rect]]
"""Words and the box each is written in."""


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    card: tuple[int, int]
    places: dict[str, Rect] = field(repr=False)
    """The rect of the bottom card of each place (a destination fans downward from it)."""
    toolbar: Rect
    status: Rect
    labels: Named = field(repr=False)
    """The walks' and the hand's names, each with the box it is written in."""
    fan_dy: int = 0
    depth_dy: int = 0
    names: Named = field(default_factory=list, repr=False)
    """Place names (row numbers, column letters, hand slots), each with its box: drawn
    only when the table is asked to show them, but always kept clear of cards."""

    def card_rect(self, place: str, index: int) -> Rect:
        """Where the ``index``-th card (from the bottom) of a place is drawn."""
        base = self.places[place]
        step = self.fan_dy if place[0] in "24" else self.depth_dy
        return base.move(0, step * index) if place[0] != "h" else base.copy()

    def zone(self, place: str) -> Rect:
        """The whole area a place may cover: what a dropped card is tested against."""
        base = self.places[place]
        if place[0] in "24":
            return base.union(base.move(0, self.fan_dy * (MAX_PILE - 1)))
        if place[0] == "h":
            return base.copy()
        return base.union(base.move(0, self.depth_dy * (MAX_STACK - 1)))


def bars(size: tuple[int, int]) -> tuple[Rect, Rect]:
    """The toolbar and the status line, as tall as the window allows their words to be."""
    w, h = size
    tall = min(h, w * 5 // 8)  # a window taller than 16:10 has no wider toolbar to fill
    top, bottom = max(34, round(tall * 0.04 + 12)), max(24, round(tall * 0.0275 + 8))
    return Rect(0, 0, w, top), Rect(0, h - bottom, w, bottom)


@dataclass(frozen=True)
class _Metrics:
    """One card size turned into the pixel steps every rect is built from."""

    cw: int
    ch: int
    pitch: int
    fan: int
    depth: int
    gap: int
    tag: int
    tag_sep: int
    walk_gap: int

    @staticmethod
    def of(cw: int) -> _Metrics:
        ch = int(cw * CARD_RATIO)
        tag, tag_sep = max(12, int(ch * TAG)), max(2, int(ch * TAG_SEP))
        walk_gap = max(int(ch * WALK_GAP), tag + 2 * tag_sep)
        fan, depth = max(4, int(ch * FAN)), max(2, int(ch * DEPTH))
        return _Metrics(cw, ch, int(cw * PITCH), fan, depth, int(ch * GAP), tag, tag_sep, walk_gap)

    def span(self, columns: int) -> int:
        """The width of ``columns`` cards side by side."""
        return self.pitch * (columns - 1) + self.cw if columns else 0

    @property
    def source_h(self) -> int:
        return self.ch + (MAX_STACK - 1) * self.depth

    @property
    def pile_h(self) -> int:
        return self.ch + (MAX_PILE - 1) * self.fan


def compute(variant: Variant, size: tuple[int, int]) -> Layout:
    """The layout of a variant's table in a window of ``size``: of the arrangements the
    variant allows, the one with the biggest cards."""
    toolbar, status = bars(size)
    pad, bottom = max(6, size[0] // 100), max(10, size[1] // 60)  # a gap above the status bar
    area = Rect(pad, toolbar.bottom, size[0] - 2 * pad, status.top - toolbar.bottom - bottom)
    choices = [False, True] if variant.hand_size else [False]
    best: Layout | None = None
    for beside in choices:
        layout = _fitted(variant, size, toolbar, status, area, beside)
        if best is None or layout.card[0] > best.card[0]:
            best = layout
    assert best is not None
    return best


def _fitted(variant, size, toolbar, status, area: Rect, beside: bool) -> Layout:
    """The biggest cards for one arrangement: an estimate from proportions, then a step
    down while rounding leaves the board a pixel too big for ``area``."""
    wide, tall = _proportions(variant, beside)
    cw = int(min(area.w / wide, area.h / (tall * CARD_RATIO)))
    cw = max(SMALLEST, cw)
    while True:
        m = _Metrics.of(cw)
        places, labels, names, box = _board(variant, m, beside)
        if cw <= SMALLEST or (box.w <= area.w and box.h <= area.h):
            break
        cw -= 1
    dx = area.x + (area.w - box.w) // 2 - box.x
    dy = area.y + max(0, (area.h - box.h) // 2) - box.y
    moved = lambda rect: rect.move(dx, dy)  # noqa: E731
    return Layout(
        size,
        (m.cw, m.ch),
        {p: moved(r) for p, r in places.items()},
        toolbar,
        status,
        [(w, moved(r)) for w, r in labels],
        m.fan,
        m.depth,
        [(w, moved(r)) for w, r in names],
    )


def _proportions(variant: Variant, beside: bool) -> tuple[float, float]:
    """The board's width in card widths and height in card heights, roughly."""
    columns = max(variant.upper_columns, variant.lower_columns)
    wide = LABEL_W + NUMBER_W + 2 * SEP + PITCH * (columns - 1) + 1
    walk = 1 + (MAX_STACK - 1) * DEPTH + GAP + 1 + (MAX_PILE - 1) * FAN
    tall = TAG + TAG_SEP + walk + WALK_GAP + walk
    if variant.hand_size and beside:
        wide += HAND_SEP + PITCH * ((variant.hand_size + 1) // 2 - 1) + 1
    elif variant.hand_size:
        columns = max(columns, variant.hand_size)
        wide = LABEL_W + NUMBER_W + 2 * SEP + PITCH * (columns - 1) + 1
        tall += WALK_GAP + 1
    return wide, tall


def _board(
    variant: Variant, m: _Metrics, beside: bool
) -> tuple[dict[str, Rect], Named, Named, Rect]:
    """Every rect at one card size, from an origin of (0, 0), and the box they fill."""
    upper, lower, hand = variant.upper_columns, variant.lower_columns, variant.hand_size
    columns = max(upper, lower, 0 if beside else hand)
    label_w, number_w = max(LABEL_PX, int(m.cw * LABEL_W)), int(m.cw * NUMBER_W)
    sep = int(m.cw * SEP)
    left = label_w + sep + number_w + sep
    walk_w = m.span(columns)
    tops = _row_tops(m, bool(hand) and not beside)
    places: dict[str, Rect] = {}
    for row, count in (("1", upper), ("2", upper), ("3", lower), ("4", lower)):
        x0 = left + (walk_w - m.span(count)) // 2
        for c in range(count):
            places[f"{row}{LETTERS[c]}"] = Rect(x0 + c * m.pitch, tops[row], m.cw, m.ch)
    if hand and beside:
        _hand_block(places, m, hand, tops, left + walk_w + int(m.cw * HAND_SEP))
    elif hand:
        _hand_row(places, m, hand, tops["h"], left + (walk_w - m.span(hand)) // 2)
    labels = _labels(places, m, tops, label_w, beside)
    names = _names(places, m, number_w, sep)
    box = Rect(0, 0, 0, 0).unionall([*places.values(), *(r for _, r in labels + names)])
    return places, labels, names, box


def _row_tops(m: _Metrics, hand_row: bool) -> dict[str, int]:
    """The top of each row's bottom card: the letters' strip, then rows 1 to 4 (and h)."""
    tops = {"1": m.tag + m.tag_sep}
    tops["2"] = tops["1"] + m.source_h + m.gap
    tops["3"] = tops["2"] + m.pile_h + m.walk_gap
    tops["4"] = tops["3"] + m.source_h + m.gap
    if hand_row:
        tops["h"] = tops["4"] + m.pile_h + m.walk_gap
    return tops


def _hand_block(places: dict[str, Rect], m: _Metrics, hand: int, tops, x0: int) -> None:
    """A hand beside the lowerwalk: two rows level with rows 3 and 4, read like a page."""
    per_row = (hand + 1) // 2
    for i in range(hand):
        row, col = divmod(i, per_row)
        places[f"h{i + 1}"] = Rect(x0 + col * m.pitch, tops["34"[row]], m.cw, m.ch)


def _hand_row(places: dict[str, Rect], m: _Metrics, hand: int, top: int, x0: int) -> None:
    """A hand below the lowerwalk: one row, left to right."""
    for i in range(hand):
        places[f"h{i + 1}"] = Rect(x0 + i * m.pitch, top, m.cw, m.ch)


def _labels(places, m: _Metrics, tops, label_w: int, beside: bool) -> Named:
    """Walk names beside their two rows; the hand's beside its row, or above its block."""
    upper = Rect(0, tops["1"], label_w, places["2a"].top + m.pile_h - tops["1"])
    lower = Rect(0, tops["3"], label_w, places["4a"].top + m.pile_h - tops["3"])
    labels = [("Upperwalk", upper), ("Lowerwalk", lower)]
    if "h1" in places and beside:
        hand = [r for p, r in places.items() if p[0] == "h"]
        block = Rect(hand[0]).unionall(hand)
        height = int(m.ch * HEADING)
        top = block.top - m.tag_sep - m.tag - height
        labels.append(("Hand", Rect(block.left, top, block.w, height)))
    elif "h1" in places:
        labels.append(("Hand", Rect(0, places["h1"].top, label_w, m.ch)))
    return labels


def _names(places: dict[str, Rect], m: _Metrics, number_w: int, sep: int) -> Named:
    """Row numbers left of each row's first card, column letters above each walk's source
    row (its destinations below share them), and each hand slot's name above it."""
    names: Named = []
    for row in "1234":
        first = places[f"{row}a"]
        names.append((row, Rect(first.left - sep - number_w, first.top, number_w, m.ch)))
    for place, rect in places.items():
        if place[0] in "13h":
            word = place if place[0] == "h" else place[1]
            names.append((word, Rect(rect.left, rect.top - m.tag_sep - m.tag, m.cw, m.tag)))
    return names
