"""The table as a player reads it: badges beside the card indices (never on them) and over
the highlights, highlights the exact shape of their slot, place names at the board's edge
and never on a card, every place inside the window and apart at the four sizes, cards that
use a 16:9 window, and a card lifted under the pointer."""

from __future__ import annotations

import pygame
import pytest
from driver import Driver
from helpers import layout_game
from pygame import Rect

from boardwalk.games.registry import kind_of
from boardwalk.render import ink
from boardwalk.render.animation import Animator
from boardwalk.render.cardart import CardArt
from boardwalk.render.table import (
    LIFT,
    Highlights,
    TableView,
    index_corners,
    ring_width,
)

SIZES = [(960, 600), (1280, 800), (1920, 1080), (2560, 1440)]
VARIANTS = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]
PANEL = {960: 280, 1280: 345, 1920: 440, 2560: 440}
"""The lesson panel beside the table (``tutorial.panel_width``): the table's narrower size."""
BEFORE_1920 = {"hopscotch": (129, 181), "lucky-seven": (104, 145), "squattsi": (104, 145)}
BEFORE_1920["cheshire"] = (104, 145)
"""Card sizes at 1920×1080 before the layout used the window's width."""


def blocked_ten():
    """Hopscotch after 1a-4c and 1b-4d twice over: the 10♣ on 3c blocks column c (a "10"
    whose bottom index the old "blocked" chip hid), 4d is a fanned pile of three sevens and
    the 10♦ now blocks 3d."""
    layout = {"1a": "5H", "1b": "7D", "3c": "TC", "3d": "TD 7S 7C"}
    return layout_game("hopscotch", layout, "1a-4c 1b-4d 3d-4d 3d-4d")


def view_of(variant: str, size: tuple[int, int]) -> TableView:
    kind = kind_of(variant)
    return TableView(kind, kind.layout(variant, size), CardArt())


def paint(view: TableView, board, marks: Highlights | None = None) -> pygame.Surface:
    surface = pygame.Surface(view.layout.size)
    view.draw(surface, board, Animator(), marks or Highlights())
    return surface


def visible_corners(view: TableView, board) -> list[Rect]:
    """Every index corner a player can see: each place's top card shows both, a card
    under a fan only the top of its top left one (clipped to the strip that peeks out)."""
    spots = [s for s in view.kind.spots(board) if s.face_up]
    corners = []
    for place in view.layout.places:
        here = [view.home(s) for s in spots if s.place == place]
        for i, rect in enumerate(here):
            top, bottom = index_corners(rect)
            if i == len(here) - 1:
                corners += [top, bottom]
            else:
                corners.append(top.clip(Rect(rect.x, rect.y, rect.w, here[i + 1].y - rect.y)))
    return [c for c in corners if c.w and c.h]


def spy(view: TableView, name: str) -> list[Rect]:
    """The boxes a primitive of the view is asked to draw, as the game's look draws them."""
    boxes: list[Rect] = []
    real = getattr(view, name)

    def spying(*args, **kwargs):
        boxes.append(real(*args, **kwargs))
        return boxes[-1]

    setattr(view, name, spying)
    return boxes


def changed(a: pygame.Surface, b: pygame.Surface) -> Rect:
    """The bounding box of the pixels that differ between two pictures."""
    diff = pygame.mask.from_threshold(a, (0, 0, 0), (1, 1, 1, 255), b, 1)
    diff.invert()
    found = diff.get_bounding_rects()
    return found[0].unionall(found[1:]) if found else Rect(0, 0, 0, 0)


@pytest.mark.parametrize("size", SIZES)
def test_badges_and_their_words_keep_off_every_index_corner(size):
    game = blocked_ten()
    view = view_of("hopscotch", size)
    badges, chips = spy(view, "badge"), spy(view, "chip")
    with ink.recording() as sheet:
        paint(view, game.board)
    words = {m.words: m.rect for m in sheet.marks if m.kind == "text"}
    assert "blocked" in words and "5" in words and "7" in words  # the marks really drew
    assert len(badges) == 2 and len(chips) == 2
    corners = visible_corners(view, game.board)
    ten = view.top_rect(view.kind.spots(game.board), "3c")
    assert index_corners(ten)[1] in corners  # the 10♣'s bottom index is one of them
    for box in [*badges, *chips, *words.values()]:
        hit = [c for c in corners if box.colliderect(c)]
        assert not hit, f"{box} covers an index at {hit} ({size})"


def test_dormant_marks_keep_off_the_indices_too():
    game = layout_game("cheshire")
    view = view_of("cheshire", (1280, 800))
    chips = spy(view, "chip")
    paint(view, game.board)
    assert len(chips) == len(game.board.dormant) == 4
    corners = visible_corners(view, game.board)
    assert not [(b, c) for b in chips for c in corners if b.colliderect(c)]


def test_badges_are_drawn_over_the_highlights():
    game = blocked_ten()
    view = view_of("hopscotch", (1280, 800))
    badges = spy(view, "badge")
    plain = paint(view, game.board)
    lit = paint(view, game.board, Highlights(targets=frozenset({"4d", "4c"}), best="4d"))
    for box in badges:  # all that lies inside the round badge
        inner = box.inflate(-(box.h * 3 // 10), -(box.h * 3 // 10))
        assert changed(plain.subsurface(inner), lit.subsurface(inner)).size == (0, 0)
    glow = view.slot_rect(view.kind.spots(game.board), "4d").inflate(-40, -40)
    assert changed(plain.subsurface(glow), lit.subsurface(glow)).size == glow.size


@pytest.mark.parametrize("place", ["4d", "4c", "4e", "3c", "1e"])
def test_a_highlight_is_the_exact_shape_of_its_slot(place):
    """A fanned pile of three, a single card, an empty destination, a source stack: the
    outline hugs what is there, from outside, and reaches no further."""
    game = blocked_ten()
    view = view_of("hopscotch", (1920, 1080))
    spots = view.kind.spots(game.board)
    here = [view.home(s) for s in spots if s.place == place]
    slot = here[0].unionall(here) if here else view.layout.places[place]
    assert view.slot_rect(spots, place) == slot
    plain = paint(view, game.board)
    for marks in (Highlights(targets=frozenset({place})), Highlights(best=place)):
        width = ring_width(view.layout.card) + (1 if marks.best else 0)
        assert changed(plain, paint(view, game.board, marks)) == slot.inflate(2 * width, 2 * width)


def test_a_hint_on_an_empty_slot_is_that_slot():
    game = blocked_ten()
    view = view_of("hopscotch", (1280, 800))
    plain = paint(view, game.board)
    hinted = paint(view, game.board, Highlights(hint=("4e",)))
    width = ring_width(view.layout.card) + 1
    assert changed(plain, hinted) == view.layout.places["4e"].inflate(2 * width, 2 * width)


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("size", SIZES)
def test_place_names_stand_at_the_edge_never_on_a_card(variant, size):
    view = view_of(variant, size)
    view.show_places = True
    game = layout_game(variant)
    zones = [view.layout.zone(p) for p in view.layout.places]
    with ink.recording() as sheet:
        paint(view, game.board)
    texts = [m for m in sheet.marks if m.kind == "text"]
    shown = {m.words for m in texts}
    for place in view.layout.places:  # every place can be found by its name
        assert place in shown if place[0] == "h" else {place[0], place[1]} <= shown
    for words, box in view.layout.names + view.layout.labels:
        assert not [z for z in zones if z.colliderect(box)], f"{words} at {box} is on a card"
    for m in texts:
        assert m.box.contains(m.rect), f"{m.words!r} runs out of its box"
        if m.words in {w for w, _ in view.layout.names + view.layout.labels}:
            assert not [z for z in zones if z.colliderect(m.rect)], m.words
    assert not sheet.stray


def test_place_names_are_off_unless_asked_and_come_when_asked():
    game = layout_game("lucky-seven")
    view = view_of("lucky-seven", (1280, 800))
    with ink.recording() as sheet:
        quiet = paint(view, game.board)
    assert {"Upperwalk", "Lowerwalk", "Hand"} <= {m.words for m in sheet.marks}
    assert not {"1", "a", "h1"} & {m.words for m in sheet.marks}
    view.show_places = True
    named = paint(view, game.board)
    for _, box in view.layout.names:
        assert changed(quiet.subsurface(box), named.subsurface(box)).w  # ink where it says


def window_sizes():
    """The four sizes, and each with the lesson panel beside the table."""
    return [*SIZES, *((w - PANEL[w], h) for w, h in SIZES)]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("size", window_sizes())
def test_every_place_is_in_the_window_and_none_overlap(variant, size):
    layout = kind_of(variant).layout(variant, size)
    table = Rect(0, layout.toolbar.bottom, size[0], layout.status.top - layout.toolbar.bottom)
    zones = {p: layout.zone(p) for p in layout.places}
    for place, zone in zones.items():
        assert table.contains(zone), f"{place} at {zone} leaves the table in {size}"
        assert zone.contains(layout.places[place])
        others = [q for q, z in zones.items() if q != place and z.colliderect(zone)]
        assert not others, f"{place} overlaps {others} in {size}"
    for words, box in layout.labels + layout.names:
        assert table.contains(box), f"{words} at {box} leaves the table in {size}"


@pytest.mark.parametrize("variant", VARIANTS)
def test_cards_at_1920x1080_are_bigger_than_before(variant):
    card = kind_of(variant).layout(variant, (1920, 1080)).card
    before = BEFORE_1920[variant]
    assert card[0] > before[0] and card[1] > before[1], f"{card} against {before}"


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_wide_window_puts_the_hand_beside_the_lowerwalk(variant):
    """At 16:9 the board spreads across: most of the width is used, and the hand (where
    there is one) sits level with the lowerwalk, not in a row of its own below it."""
    layout = kind_of(variant).layout(variant, (1920, 1080))
    board = Rect(layout.places["1a"]).unionall(
        [layout.zone(p) for p in layout.places] + [r for _, r in layout.labels]
    )
    assert board.w > 1920 * (0.7 if "h1" in layout.places else 0.55)
    if "h1" in layout.places:
        assert layout.places["h1"].top == layout.places["3a"].top
        assert layout.places["h3"].top == layout.places["4a"].top
        assert (
            layout.places["h1"].left
            > layout.zone(f"3{'g' if variant != 'cheshire' else 'f'}").right
        )


def test_the_bars_and_their_words_grow_with_the_window():
    layouts = [kind_of("squattsi").layout("squattsi", size) for size in SIZES]
    toolbars = [layout.toolbar.h for layout in layouts]
    statuses = [layout.status.h for layout in layouts]
    assert toolbars == sorted(set(toolbars)) and statuses == sorted(set(statuses))
    assert toolbars[-1] >= 1.8 * toolbars[0] and statuses[-1] >= 1.8 * statuses[0]


def test_a_lifted_card_rises_a_few_pixels_over_a_soft_shadow():
    game = layout_game("lucky-seven", {"h2": "QS"})
    view = view_of("lucky-seven", (1920, 1080))
    plain = paint(view, game.board)
    view.lifted = "h2"
    raised = paint(view, game.board)
    card = view.layout.places["h2"]
    rise = max(2, int(card.h * LIFT))
    assert 3 <= rise <= 10
    moved = changed(plain, raised)
    assert moved.top == card.top - rise and moved.bottom > card.bottom  # up, shadow below
    assert card.inflate(card.w // 4, card.h // 4).contains(moved)  # nothing else moved
    image = view.image("QS", True)
    corner = Rect(card.w // 4, 4, card.w // 2, card.h // 5)  # the face's top, not its edge
    up = raised.subsurface(corner.move(card.x, card.y - rise))
    assert changed(up, image.subsurface(corner)).size == (0, 0)
    view.lifted = "4a"  # an empty place: nothing rises
    assert changed(plain, paint(view, game.board)).size == (0, 0)


def test_the_real_table_shows_place_names_and_a_lifted_card(tmp_path):
    """Through the real loop: the flags on the table's view take effect on the next frame."""
    d = Driver("--variant", "lucky-seven", "--deal", "7", "--size", "1280x800", "--anim-ms", "0")
    d.app.settings.place_names = True  # the names follow the setting
    d.app.stack.resized(d.app.size)  # the felt and its names are drawn anew
    view = d.current.widget.view
    view.lifted = "h1"
    with ink.recording() as sheet:
        d.app.stack.draw(d.app.surface)
    words = {m.words for m in sheet.marks if m.kind == "text"}
    assert {"1", "4", "a", "g", "h1", "h4"} <= words
    h1, h2 = view.layout.places["h1"], view.layout.places["h2"]
    above = max(2, int(h1.h * LIFT)) - 2  # just above a resting card's top edge
    at = d.app.surface.get_at
    assert at((h1.centerx, h1.top - above)) == view.theme.card  # the lifted card is there
    assert at((h2.centerx, h2.top - above)) != view.theme.card  # felt above the other
