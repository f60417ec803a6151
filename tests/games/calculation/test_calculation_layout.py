"""Calculation's table geometry at every window size the shell allows, with three to six
discard piles: every card of the longest possible pile inside the table, nothing on top of
anything else, drop zones that never overlap, plates clear of every card, and cards that
grow with the window; under option set 5, the strip of undealt cards along the foot, each
card's index in view and nothing of the rest of the table on it."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest
from pygame import Rect

from boardwalk.command_line import MIN_SIZE
from boardwalk.games.calculation.kind import CALCULATION_GAME
from boardwalk.games.calculation.layout import (
    DECK,
    FAN,
    FULL_CARDS,
    IN_PLAY,
    LAST,
    MOST,
    PILES,
    STACKS,
    TIGHT,
    TOP_ROW,
    UNDEALT_MOST,
    compute,
)
from boardwalk.render.cardart import plan
from boardwalk.rules import new_game
from boardwalk.rules.cards import code

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


# -- option set 5: the undealt cards in a strip along the foot ------------------------------------
FOUR = SIZES[:4]
"""The four window sizes the program is looked at in."""


@pytest.mark.parametrize("piles", COUNTS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_undealt_card_has_its_own_spot_clear_of_the_rest(size, piles):
    """Under option 5 the longest deck there can be lies in the window, each card's left
    edge (its corner index) uncovered by the next, and no card, plate or word of the rest
    of the table on any of them."""
    layout = CALCULATION_GAME.layout("calculation", size, f"{piles}-000100")
    table = Rect(0, layout.toolbar.bottom, size[0], layout.status.top - layout.toolbar.bottom)
    strip = [layout.card_rect(DECK, i) for i in range(UNDEALT_MOST)]
    assert list(layout.places) == [*STACKS, IN_PLAY, *PILES[:piles], DECK]
    assert all(table.contains(r) for r in strip)
    assert len({r.topleft for r in strip}) == UNDEALT_MOST  # each its own spot
    shown = [Rect(a.x, a.y, b.x - a.x, a.h) for a, b in pairwise(strip)]
    assert min(r.w for r in shown) >= max(17, int(layout.card[0] * 0.21))
    whole = strip[0].union(strip[-1])
    rest = [layout.card_rect(p, 0) for p in (*STACKS, IN_PLAY)]
    rest += [layout.places[p].union(layout.card_rect(p, LAST - 1)) for p in PILES[:piles]]
    rest += [*layout.plates.values(), layout.sequence, *(box for _, box in layout.names)]
    assert whole.collidelist(rest) == -1 and layout.label.collidelist([*rest, whole]) == -1
    assert DECK not in layout.plates and layout.label.h >= 16
    zones = {p: layout.zone(p) for p in layout.places}
    assert zones[DECK].contains(whole)
    for place, zone in zones.items():
        assert zone.contains(layout.card_rect(place, 0))
        assert zone.collidelist([z for p, z in zones.items() if p != place]) == -1, place


@pytest.mark.parametrize("size", FOUR, ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_undealt_cards_index_shows_whole(size):
    """The step along the strip is at least the corner index's width as the card art
    draws it (rank over suit), so a player reads every card to come: at 960×600 too."""
    pygame.font.init()
    layout = compute(size, 6, undealt=True)
    for large in (False, True):
        art = plan(layout.card, large)
        assert layout.step >= art.margin + art.index_w + 1, large
    assert layout.card[0] >= (50 if size == MIN_SIZE else 70)


@pytest.mark.parametrize("piles", COUNTS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_without_option_5_the_table_is_as_it_was(size, piles):
    """A variation that keeps the deck face down lays out exactly what ``compute`` always
    did: the deck squared in the top row, no strip, no words over one."""
    plain = CALCULATION_GAME.layout("calculation", size, f"{piles}-110011")
    assert plain == compute(size, piles) and plain.step == 0 and not plain.label
    assert plain.card_rect(DECK, 12) == plain.places[DECK].move(-2, -2)


def test_the_undealt_cards_are_spotted_face_up_in_dealing_order():
    """Option 5: every undealt card face up, index 0 the next to be dealt, drawn in that
    order (each over the one before, whose index it leaves uncovered); otherwise the deck
    is face down with the next card on top, as before."""
    shown = new_game("calculation", deal=7, rule="4-000100")
    deck = [s for s in CALCULATION_GAME.spots(shown.board) if s.place == DECK]
    assert [s.card for s in deck] == [code(c) for c in shown.board.stock]
    assert [s.index for s in deck] == list(range(47)) and all(s.face_up for s in deck)
    hidden = new_game("calculation", deal=7, rule="4-000000")
    deck = [s for s in CALCULATION_GAME.spots(hidden.board) if s.place == DECK]
    assert deck[-1].card == code(hidden.board.stock[0]) and not any(s.face_up for s in deck)
