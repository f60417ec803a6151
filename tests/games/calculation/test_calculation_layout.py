"""Calculation's table geometry at every window size the shell allows, with three to six
discard piles: every card of the longest possible pile inside the table, nothing on top of
anything else, drop zones that never overlap, plates clear of every card, and cards that
grow with the window."""

from __future__ import annotations

import pytest
from pygame import Rect

from boardwalk.command_line import MIN_SIZE
from boardwalk.games.calculation.kind import CALCULATION_GAME
from boardwalk.games.calculation.layout import (
    FAN,
    FULL_CARDS,
    LAST,
    MOST,
    PILES,
    STACKS,
    TIGHT,
    TOP_ROW,
    compute,
)

SIZES = [MIN_SIZE, (1280, 800), (1920, 1080), (2560, 1440), (1024, 768), (960, 1400)]
COUNTS = (3, 4, 5, 6)


@pytest.mark.parametrize("piles", COUNTS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_of_the_longest_pile_is_inside_the_table(size, piles):
    layout = compute(size, piles)
    table = Rect(0, layout.toolbar.bottom, size[0], layout.status.top - layout.toolbar.bottom)
    assert list(layout.places) == [*TOP_ROW, *PILES[:piles]]
    for place in layout.places:
        deepest = LAST - 1 if place in PILES else 12
        for index in range(deepest + 1):
            assert table.contains(layout.card_rect(place, index)), (place, index)


@pytest.mark.parametrize("piles", COUNTS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps(size, piles):
    layout = compute(size, piles)
    top = [layout.card_rect(p, 0) for p in TOP_ROW]
    piles_ = [layout.places[p].union(layout.card_rect(p, LAST - 1)) for p in PILES[:piles]]
    plates = list(layout.plates.values())
    for group in (top, piles_, plates):
        for i, rect in enumerate(group):
            assert rect.collidelist(group[i + 1 :]) == -1
    for rect in top + plates:
        assert rect.collidelist(piles_) == -1
    for rect in plates:
        assert rect.collidelist(top) == -1 and layout.sequence.contains(rect.clip(layout.sequence))
    for words, box in layout.names:
        assert box.collidelist(top + piles_ + plates) == -1, words
    zones = {p: layout.zone(p) for p in layout.places}
    for place, zone in zones.items():
        assert zone.contains(layout.card_rect(place, 0))
        assert zone.collidelist([z for p, z in zones.items() if p != place]) == -1, place


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_pile_fans_at_the_full_step_then_tighter(size):
    layout = compute(size, 6)
    steps = [b - a for a, b in zip(layout.offsets, layout.offsets[1:], strict=False)]
    full = int(layout.card[1] * FAN)
    assert steps[: FULL_CARDS - 1] == [full] * (FULL_CARDS - 1)  # a dealt pile is at ease
    assert steps == sorted(steps, reverse=True) and min(steps) >= 1
    assert min(steps[: MOST - 1]) >= int(layout.card[1] * TIGHT)  # the rank still shows


def test_cards_grow_with_the_window_and_stay_readable():
    widths = [compute(size).card[0] for size in SIZES[:4]]
    assert widths == sorted(widths) and widths[0] >= 65 and widths[-1] >= 170


def test_the_kind_lays_out_the_piles_of_the_variation():
    size = (1280, 800)
    assert set(CALCULATION_GAME.layout("calculation", size, "3-000000").places) >= set(STACKS)
    assert "d" not in CALCULATION_GAME.layout("calculation", size, "3-000000").places
    assert "f" in CALCULATION_GAME.layout("calculation", size).places  # not told: room for six
