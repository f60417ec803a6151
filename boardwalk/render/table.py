"""Drawing a solitaire's table: felt, slots, cards, and the marks a player reads at a glance.

A pure function of (board, layout, animations, highlights). The game says where each card
lies (``Kind.spots``) and draws its own marks (``Kind.look``) with the primitives here; this
module paints what every game shares: cards, glowing targets, the selection, return
choices, the hint, a dragged card, a card lifted under the pointer, pulses.

Every outline hugs what it marks (a card, or a pile's real extent), every word sits in a
box (``widgets.text_in``), and words on a card keep off its index corners, which are what
a player reads when cards overlap.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from .animation import Animator
from .cardart import CardArt
from .fonts import font
from .theme import Theme
from .widgets import text_in

if TYPE_CHECKING:
    from boardwalk.solitaire import Kind, Layout, Spot


@dataclass
class Highlights:
    """What the screen wants emphasised this frame."""

    targets: frozenset[str] = frozenset()
    best: str | None = None
    selected: str | None = None
    held: int = 1
    """How many of the selected place's top cards are held (a run picked up together)."""
    choices: dict[str, str] = field(default_factory=dict)
    """Places the player may click now, with a word to show (e.g. ``"blind"``)."""
    hint: tuple[str, ...] = ()
    hidden: frozenset[str] = frozenset()
    """Cards not to draw in place (the one being dragged)."""
    floating: tuple[tuple[str, Rect], ...] = ()
    """Cards drawn above everything at pixel rects, the lowest first: the card or run in
    the player's hand, or a card waiting for a return."""
    focus: str | None = None
    """The place the keyboard is on: a ring of its own, outside any other."""


@lru_cache(maxsize=4)
def felt(size: tuple[int, int], theme: Theme) -> pygame.Surface:
    """The table cloth: a soft vignette, rendered once per window size."""
    w, h = size
    small = pygame.Surface((16, 10))
    for y in range(10):
        for x in range(16):
            d = ((x - 7.5) / 8) ** 2 + ((y - 4.5) / 5) ** 2
            k = min(1.0, d) * 0.35
            shade = zip(theme.felt, theme.felt_dark, strict=True)
            small.set_at((x, y), tuple(int(c * (1 - k) + d2 * k) for c, d2 in shade))
    cloth = pygame.transform.smoothscale(small, (w, h))
    return cloth.convert() if pygame.display.get_surface() else cloth


LIFT = 0.035
"""How far a lifted card rises, as a share of a card's height."""


def ring_width(card: tuple[int, int]) -> int:
    """The outline of a highlight: thicker on bigger cards, so it reads at any size."""
    return max(3, card[0] // 32)


def card_radius(rect: Rect) -> int:
    """The corner radius of a card of this size (as ``cardart.rounded`` draws it)."""
    return max(2, int(min(rect.w, rect.h) * 0.08))


def index_corners(card: Rect) -> tuple[Rect, Rect]:
    """The corners where a face prints its rank over its suit, top left and (turned) bottom
    right: what a player reads when cards overlap, so no word or badge may cover them.
    Measured from the card's very corner to the far edge of the largest index the card
    art has drawn ("10" at a fifth of the card's height), so it holds for any art."""
    w, h = card.size
    rank = font(int(h * 0.2), bold=True).size("10")
    suit = font(int(h * 0.15)).size("♥")
    size = (int(w * 0.06) + max(rank[0], suit[0]), int(h * 0.035) + rank[1] + suit[1] - h // 20)
    top = Rect(card.topleft, size)
    bottom = Rect((0, 0), size)
    bottom.bottomright = card.bottomright
    return top, bottom


def chip_rect(card: Rect) -> Rect:
    """A word across a card's middle, between its two index corners."""
    top, bottom = index_corners(card)
    band = bottom.top - top.bottom - 2
    margin = max(3, card.w // 14)
    box = Rect(0, 0, card.w - 2 * margin, max(4, min(band, max(13, int(card.h * 0.15)))))
    box.center = (card.centerx, (top.bottom + bottom.top) // 2)
    return box


def badge_rect(card: Rect, words: str) -> Rect:
    """A small value on a card's top right corner (the one with no index), jutting a
    little into the gap beside it so it hides less of the card."""
    size = badge_size(card)
    tall = font(size, bold=True).get_linesize() + 2
    wide = max(tall, font(size, bold=True).size(words)[0] + tall // 2)
    margin = max(2, card.w // 20)
    box = Rect(0, 0, wide, tall)
    box.topright = (card.right + wide // 3, card.top + margin)
    return box


def badge_size(card: Rect) -> int:
    return max(10, int(card.h * 0.12))


class TableView:
    """Paints one game's table for a window size; caches what it can."""

    def __init__(self, kind: Kind, layout: Layout, art: CardArt) -> None:
        self.kind = kind
        self.layout = layout
        self.art = art
        self.theme = art.theme
        self._background: tuple[bool, pygame.Surface] | None = None
        self.art_size = layout.card
        """The size card art is drawn at; differs from the layout's only during a resize."""
        self.memo: dict[str, object] = {}
        """The game's own per-position caches (labels computed from a board)."""
        self.show_places = False
        """Write every place's name at the board's edge (row numbers, column letters), so
        the names hints, lessons and replays use can be found on the table."""
        self.lifted: str | None = None
        """A place whose top card is drawn raised, with a soft shadow: the card under the
        pointer that can move."""
        self.lifted_count = 1
        """How many of the lifted place's top cards rise together (a run under the pointer)."""

    def image(self, card: str, face_up: bool) -> pygame.Surface:
        """A card's picture at the layout's size: scaled from the last art while resizing."""
        art = self.art.face(card, self.art_size) if face_up else self.art.back(self.art_size, card)
        if self.art_size != self.layout.card:
            return pygame.transform.smoothscale(art, self.layout.card)
        return art

    def background(self) -> pygame.Surface:
        """Felt, the game's labels and empty slot outlines: the same every frame, drawn once
        (again when place names are turned on or off)."""
        if self._background is None or self._background[0] != self.show_places:
            surface = felt(self.layout.size, self.theme).copy()
            self.kind.look.background(surface, self)
            for rect in self.layout.places.values():
                radius = card_radius(rect)
                pygame.draw.rect(surface, self.theme.slot, rect, width=2, border_radius=radius)
            self._background = (self.show_places, surface)
        return self._background[1]

    # -- geometry ------------------------------------------------------------------------
    def home(self, spot: Spot) -> Rect:
        return self.layout.card_rect(spot.place, spot.index)

    def top_rect(self, board_spots: list[Spot], place: str) -> Rect | None:
        here = [s for s in board_spots if s.place == place]
        return self.home(here[-1]) if here else None

    def slot_rect(self, board_spots: list[Spot], place: str, top: int = 0) -> Rect:
        """What a place covers now: its cards' real extent (a fanned pile from its bottom
        card to its top one; with ``top``, its top cards only), or its empty slot.
        Highlights take exactly this shape."""
        here = [self.home(s) for s in board_spots if s.place == place][-top:]
        return here[0].unionall(here[1:]) if here else self.layout.places[place].copy()

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The place whose area holds ``pos`` (the first listed wins where zones touch)."""
        for place in self.layout.places:
            if self.layout.zone(place).collidepoint(pos):
                return place
        return None

    # -- painting ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, board, anim: Animator, marks: Highlights) -> None:
        """Cards at rest, then highlights, then the game's badges over them, then whatever
        moves: gliding cards, pulses and the card in the player's hand."""
        surface.blit(self.background(), (0, 0))
        board_spots = self.kind.spots(board)
        occupied = {s.place for s in board_spots}
        for place in self.layout.places:
            if place not in occupied:
                self.kind.look.empty(surface, self, board, place)
        moving = self._cards(surface, board_spots, anim, marks.hidden)
        self._marks(surface, board_spots, marks)
        self.kind.look.marks(surface, self, board, marks.hidden)
        for spot in moving:
            where = anim.position(spot.card, self.home(spot).topleft)
            self._card(surface, spot, anim, where, lifted=True)
        for pulse in anim.pulses:
            if pulse.started and pulse.place in self.layout.places:
                rect = self.slot_rect(board_spots, pulse.place)
                self.ring(surface, rect, self.theme.glow, 1 - pulse.progress)
        if marks.floating:
            rects = [rect for _, rect in marks.floating]
            self._shadow(surface, rects[0].unionall(rects[1:]))  # one shade under the hand
            for card, rect in marks.floating:
                surface.blit(self.image(card, True), rect)

    def _cards(self, surface, board_spots: list[Spot], anim: Animator, hidden) -> list[Spot]:
        """Every card at rest in its place (the lifted ones raised); returns those gliding."""
        raised = self._raised(board_spots, anim, hidden)
        if raised:
            homes = [self.home(s) for s in raised]
            self._soft_shadow(surface, homes[0].unionall(homes[1:]))
        moving = []
        for spot in board_spots:
            if spot.card in hidden:
                continue
            if anim.moving(spot.card) and spot.card in anim.glides:
                moving.append(spot)
                continue
            x, y = self.home(spot).topleft
            if spot in raised:
                y -= max(2, int(self.layout.card[1] * LIFT))
            self._card(surface, spot, anim, (x, y))
        return moving

    def _raised(self, board_spots: list[Spot], anim: Animator, hidden) -> list[Spot]:
        """The lifted place's top cards, unless they are in the hand or on their way."""
        if self.lifted is None:
            return []
        here = [s for s in board_spots if s.place == self.lifted][-self.lifted_count :]
        if not here or any(s.card in hidden or anim.moving(s.card) for s in here):
            return []
        return here

    def _card(self, surface, spot: Spot, anim: Animator, topleft, lifted: bool = False) -> None:
        size = self.layout.card
        face_up, squeeze = anim.look(spot.card, spot.face_up)
        image = self.image(spot.card, face_up)
        if squeeze < 0.999:
            image = pygame.transform.scale(image, (max(1, int(size[0] * squeeze)), size[1]))
        rect = image.get_rect(center=(topleft[0] + size[0] / 2, topleft[1] + size[1] / 2))
        if lifted:
            self._shadow(surface, rect)
        surface.blit(image, rect)

    def _marks(self, surface, board_spots: list[Spot], marks: Highlights) -> None:
        t, width = self.theme, ring_width(self.layout.card)
        for place in marks.targets:
            self.ring(surface, self.slot_rect(board_spots, place), t.target, 0.55)
        if marks.best:
            rect = self.slot_rect(board_spots, marks.best)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(
                glow, (*t.target, 70), glow.get_rect(), border_radius=card_radius(rect)
            )
            surface.blit(glow, rect)
            self.ring(surface, rect, t.target, 1.0, width=width + 1)
        if marks.selected:
            rect = self.slot_rect(board_spots, marks.selected, marks.held)
            if rect:
                self.ring(surface, rect, t.glow, 1.0, width=width + 1)
        for place, words in marks.choices.items():
            rect = self.top_rect(board_spots, place) or self.layout.places[place]
            self.ring(surface, rect, t.glow, 1.0, width=width + 1)
            if words:
                self.chip(surface, rect, words, t.bar, ink=t.glow)
        for place in marks.hint:
            rect = self.top_rect(board_spots, place) or self.layout.places[place]
            self.ring(surface, rect, (120, 200, 255), 1.0, width=width + 1)
        if marks.focus:
            rect = self.top_rect(board_spots, marks.focus) or self.layout.places[marks.focus]
            outer = rect.inflate(2 * width + 4, 2 * width + 4)
            self.ring(surface, outer, (20, 24, 22), 1.0, width=2)
            self.ring(surface, outer.inflate(4, 4), t.focus, 1.0, width=max(2, width - 1))

    # -- primitives, for the game's own marks too --------------------------------------------
    def ring(self, surface, rect: Rect, color, strength: float, width: int = 0) -> None:
        """An outline hugging ``rect`` from outside: its inner edge is the card's edge."""
        if strength <= 0:
            return
        width = width or ring_width(self.layout.card)
        outer = rect.inflate(2 * width, 2 * width)
        ring = pygame.Surface(outer.size, pygame.SRCALPHA)
        colour = (*color, int(255 * strength))
        radius = card_radius(rect) + width
        pygame.draw.rect(ring, colour, ring.get_rect(), width=width, border_radius=radius)
        surface.blit(ring, outer)

    def _shadow(self, surface, rect: Rect) -> None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=rect.w // 10)
        surface.blit(shade, rect.move(5, 7))

    def _soft_shadow(self, surface, rect: Rect) -> None:
        """A blurred shade under a raised card: a few widening, fainter layers."""
        spread = max(3, rect.h // 40)
        outer = rect.inflate(4 * spread, 4 * spread)
        shade = pygame.Surface(outer.size, pygame.SRCALPHA)
        for k in range(4, 0, -1):
            layer = shade.get_rect().inflate(-k * spread, -k * spread)
            radius = card_radius(rect) + (4 - k) * spread // 2
            pygame.draw.rect(shade, (0, 0, 0, 26), layer, border_radius=radius)
        surface.blit(shade, outer.move(0, spread))

    def dashed(self, surface, rect: Rect, color, radius: int) -> None:
        """A dashed outline: a place a card may move into but nothing lies on."""
        step = max(6, rect.w // 8)
        for x in range(rect.left + radius, rect.right - radius, step * 2):
            x2 = min(x + step, rect.right - radius)
            pygame.draw.line(surface, color, (x, rect.top), (x2, rect.top), 2)
            pygame.draw.line(surface, color, (x, rect.bottom - 1), (x2, rect.bottom - 1), 2)
        for y in range(rect.top + radius, rect.bottom - radius, step * 2):
            y2 = min(y + step, rect.bottom - radius)
            pygame.draw.line(surface, color, (rect.left, y), (rect.left, y2), 2)
            pygame.draw.line(surface, color, (rect.right - 1, y), (rect.right - 1, y2), 2)

    def caption(self, surface, words: str, box: Rect, color, size: int = 0) -> Rect:
        """Words centred in ``box`` (an empty slot, a label's strip), bold."""
        size = size or max(11, self.layout.card[1] // 8)
        return text_in(surface, words, box, size, color, bold=True, align="center")

    def badge(self, surface, card: Rect, words: str) -> Rect:
        """A value in a card's top right corner, where no index is: readable on any pile."""
        box = badge_rect(card, words)
        pygame.draw.rect(surface, self.theme.bar, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, self.theme.ink_dim, box, width=1, border_radius=box.h // 2)
        size = badge_size(card)
        text_in(surface, words, box, size, self.theme.ink, bold=True, align="center")
        return box

    def chip(self, surface, card: Rect, words: str, color, ink=None) -> Rect:
        """A word on a coloured band across a card's middle, clear of both index corners."""
        box = chip_rect(card)
        pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
        inner = box.inflate(-max(4, box.h // 2), 0)
        size = max(10, int(box.h * 0.72))
        text_in(surface, words, inner, size, ink or self.theme.bar, bold=True, align="center")
        return box
