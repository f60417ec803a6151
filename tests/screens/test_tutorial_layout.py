"""The lesson panel and the table beside it, measured at the four window sizes the layout
audit uses: big cards, a centred board, a padded feedback box, room under the hand."""

from itertools import pairwise

import pygame
import pytest
from driver import Driver
from pygame import Rect

SIZES = [(960, 600), (1280, 800), (1920, 1080), (2560, 1440)]
VARIANTS = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]


def lesson(variant: str, size: tuple[int, int], step: int = 1) -> Driver:
    d = Driver("--tutorial", variant, "--step", str(step), "--size", f"{size[0]}x{size[1]}")
    d.frames(30)
    return d


def board_box(d: Driver) -> Rect:
    """Every card place, walk name and place name: the box the layout centres."""
    lay = d.layout
    rects = [*lay.places.values(), *(r for _, r in lay.labels), *(r for _, r in lay.names)]
    return Rect(rects[0]).unionall(rects)


@pytest.mark.parametrize("variant", VARIANTS)
def test_cards_at_960_by_600_are_as_wide_as_a_narrower_panel_allows(variant):
    """Measured: 58 px for Hopscotch (55 with the old 280 px panel), 59 for the others
    (whose hand row below makes the window's height the limit)."""
    d = lesson(variant, (960, 600))
    assert d.layout.card[0] >= 58
    assert d.scene.panel_rect().w <= 252


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_the_board_is_centred_in_the_area_left_of_the_panel(variant, size):
    d = lesson(variant, size)
    table_w = d.scene.panel_rect().left
    box = board_box(d)
    left, right = box.left, table_w - box.right
    assert left > 0 and right > 0
    assert abs(left - right) <= 0.03 * table_w


@pytest.mark.parametrize("size", SIZES)
def test_the_feedback_box_padding_grows_with_the_window(size):
    d = lesson("hopscotch", size, step=6)  # the first live play
    d.key(pygame.K_RIGHT)  # Next on a waiting step says what it wants, in the feedback box
    d.frames(30)
    parts = d.scene.panel_layout()
    assert d.scene.run.feedback and parts.feedback is not None
    panel = d.scene.panel_rect()
    assert min(parts.inset) >= 0.02 * panel.w
    inside = parts.feedback.inflate(-2 * parts.inset[0], -2 * parts.inset[1])
    assert panel.contains(parts.feedback) and parts.feedback.bottom < parts.buttons.top
    assert inside.w > 0.8 * parts.feedback.w


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", VARIANTS)
def test_the_panel_shares_its_height_without_overlaps(variant, size):
    """Title, count, words, feedback and buttons in order, none over the next."""
    d = lesson(variant, size, step=2)
    d.key(pygame.K_RIGHT)
    d.frames(30)
    parts = d.scene.panel_layout()
    order = [parts.title, parts.count, parts.words, parts.feedback, parts.buttons]
    shown = [r for r in order if r is not None]
    assert all(a.bottom <= b.top for a, b in pairwise(shown))
    assert parts.size >= 12


@pytest.mark.parametrize("variant", ["lucky-seven", "squattsi", "cheshire"])
def test_the_hand_row_does_not_sit_on_the_status_bar(variant):
    d = lesson(variant, (960, 600))
    lowest = max(r.bottom for p, r in d.layout.places.items() if p[0] == "h")
    assert d.layout.status.top - lowest >= 10
