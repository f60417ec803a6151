"""The Towers' table geometry at every window size the shell allows: every card of the
longest column inside the window, columns that never overlap, drop zones that tile the
table, and a tall column's fan tightening past its knee."""

from __future__ import annotations

import pytest
from pygame import Rect

from boardwalk.command_line import MIN_SIZE
from boardwalk.games.towers.layout import (
    COLUMNS,
    FAN,
    FOUNDATIONS,
    FULL_CARDS,
    MOST,
    TOWERS,
    compute,
)

SIZES = [MIN_SIZE, (1280, 800), (1920, 1080), (2560, 1440), (1024, 768), (960, 1400)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_of_the_longest_column_is_inside_the_table(size):
    layout = compute(size)
    table = Rect(0, layout.toolbar.bottom, size[0], layout.status.top - layout.toolbar.bottom)
    for place in layout.places:
        deepest = MOST - 1 if place in COLUMNS else 0
        for index in range(deepest + 1):
            assert table.contains(layout.card_rect(place, index)), (place, index)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_columns_and_the_top_row_never_overlap(size):
    layout = compute(size)
    columns = [layout.places[c].union(layout.card_rect(c, MOST - 1)) for c in COLUMNS]
    top_row = [layout.places[p] for p in (*TOWERS, *FOUNDATIONS)]
    for i, rect in enumerate(columns):
        assert rect.collidelist(columns[i + 1 :]) == -1
        assert rect.collidelist(top_row) == -1
    for i, rect in enumerate(top_row):
        assert rect.collidelist(top_row[i + 1 :]) == -1
    assert layout.plaque.collidelist(top_row) == -1 and layout.plaque.w > layout.card[0]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_drop_zones_hold_their_cards_and_never_overlap(size):
    layout = compute(size)
    zones = {p: layout.zone(p) for p in layout.places}
    for place, zone in zones.items():
        deepest = MOST - 1 if place in COLUMNS else 0
        assert zone.contains(layout.card_rect(place, 0))
        assert zone.contains(layout.card_rect(place, deepest))
        others = [z for p, z in zones.items() if p != place]
        assert zone.collidelist(others) == -1, place
    for words, box in layout.names:  # names keep clear of every card
        assert box.collidelist([layout.card_rect(p, 0) for p in layout.places]) == -1, words


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tall_column_tightens_past_its_knee_and_short_ones_never_do(size):
    layout = compute(size)
    steps = [b - a for a, b in zip(layout.offsets, layout.offsets[1:], strict=False)]
    full = int(layout.card[1] * FAN)
    assert steps[: FULL_CARDS - 1] == [full] * (FULL_CARDS - 1)  # a dealt column is at ease
    assert steps == sorted(steps, reverse=True) and min(steps) > layout.card[1] // 10
    short = layout.status.top - layout.toolbar.bottom < MOST * full + 3 * layout.card[1]
    assert (steps[-1] < full) == short  # tight only where the window is short for 17 cards


def test_cards_grow_with_the_window():
    widths = [compute(size).card[0] for size in SIZES[:4]]
    assert widths == sorted(widths) and widths[0] >= 65 and widths[-1] >= 170
