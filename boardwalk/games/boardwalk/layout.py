"""Where everything goes: variant + window size -> a rectangle for every place.

Pure geometry over ``pygame.Rect`` (which needs no display), so tests and the Xvfb test
can compute real card positions exactly as the game does. Rows are stacked top to
bottom (row 1 … row 4, then the hand); each walk is centred on its own.
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


@dataclass(frozen=True)
class Layout:
    size: tuple[int, int]
    card: tuple[int, int]
    places: dict[str, Rect] = field(repr=False)
    """The rect of the bottom card of each place (a destination fans downward from it)."""
    toolbar: Rect
    status: Rect
    labels: list[tuple[str, Rect]] = field(repr=False)
    fan_dy: int = 0
    depth_dy: int = 0

    def card_rect(self, place: str, index: int) -> Rect:
        """Where the ``index``-th card (from the bottom) of a place is drawn."""
        base = self.places[place]
        step = self.fan_dy if place[0] in "24" else self.depth_dy
        return base.move(0, step * index) if place[0] != "h" else base.copy()

    def zone(self, place: str) -> Rect:
        """The whole area a place may cover: what a dropped card is tested against."""
        base = self.places[place]
        if place[0] in "24":
            return base.inflate(0, 0).union(base.move(0, self.fan_dy * 3))
        if place[0] == "h":
            return base.copy()
        return base.union(base.move(0, self.depth_dy * (MAX_STACK - 1)))


def _rows(variant: Variant) -> list[str]:
    rows = ["1", "2", "3", "4"]
    return [*rows, "h"] if variant.hand_size else rows


def compute(variant: Variant, size: tuple[int, int]) -> Layout:
    """The layout of a variant's table in a window of ``size``."""
    w, h = size
    toolbar = Rect(0, 0, w, max(34, min(52, int(h * 0.055))))
    status = Rect(0, h - max(24, min(36, int(h * 0.038))), w, max(24, min(36, int(h * 0.038))))
    margin_left = max(70, int(w * 0.075))
    rows = _rows(variant)
    # Heights in card heights: each source row a card plus its depth, each destination a
    # card plus three fanned cards, gaps between rows and a wider one between walks.
    gap, walk_gap = 0.1, 0.22
    units = 0.0
    for r in rows:
        units += 1 + (3 * FAN if r in "24" else (MAX_STACK - 1) * DEPTH)
    units += gap * (len(rows) - 1) + (walk_gap - gap) * (len(rows) - 2) / 2
    avail_h = status.top - toolbar.bottom - 2 * int(h * 0.02)
    card_h = avail_h / units
    columns = max(variant.upper_columns, variant.lower_columns, variant.hand_size)
    avail_w = w - margin_left - max(24, int(w * 0.03))
    card_w = min(card_h / CARD_RATIO, avail_w / (columns * 1.32))
    card_w = max(24.0, card_w)  # however small the window, cards stay drawable
    card_h = card_w * CARD_RATIO
    cw, ch = int(card_w), int(card_h)
    col_step = int(card_w * 1.32)
    fan_dy, depth_dy = max(4, int(ch * FAN)), max(2, int(ch * DEPTH))
    used = sum(ch + (3 * fan_dy if r in "24" else (MAX_STACK - 1) * depth_dy) for r in rows)
    used += int(ch * gap) * (len(rows) - 1) + int(ch * (walk_gap - gap)) * ((len(rows) - 2) // 2)
    y = toolbar.bottom + max(int(h * 0.02), (status.top - toolbar.bottom - used) // 2)
    centre_x = margin_left + avail_w // 2
    places: dict[str, Rect] = {}
    row_tops: dict[str, int] = {}
    for r in rows:
        row_tops[r] = y
        count = {"1": variant.upper_columns, "2": variant.upper_columns, "h": variant.hand_size}
        n = count.get(r, variant.lower_columns)
        x0 = centre_x - (col_step * (n - 1) + cw) // 2
        for c in range(n):
            name = f"h{c + 1}" if r == "h" else f"{r}{LETTERS[c]}"
            places[name] = Rect(x0 + c * col_step, y, cw, ch)
        y += ch + (3 * fan_dy if r in "24" else (MAX_STACK - 1) * depth_dy) + int(ch * gap)
        if r in "2":
            y += int(ch * (walk_gap - gap))
    labels = _labels(variant, places, margin_left, row_tops, ch, fan_dy)
    return Layout(size, (cw, ch), places, toolbar, status, labels, fan_dy, depth_dy)


def _labels(variant, places, margin_left, row_tops, ch, fan_dy) -> list[tuple[str, Rect]]:
    """Walk names spanning their two rows, and the hand's, in the left margin."""
    left = Rect(8, 0, margin_left - 16, 0)
    upper = Rect(left.x, row_tops["1"], left.w, places["2a"].bottom + 3 * fan_dy - row_tops["1"])
    lower = Rect(left.x, row_tops["3"], left.w, places["4a"].bottom + 3 * fan_dy - row_tops["3"])
    labels = [("Upperwalk", upper), ("Lowerwalk", lower)]
    if variant.hand_size:
        labels.append(("Hand", Rect(left.x, row_tops["h"], left.w, ch)))
    return labels
