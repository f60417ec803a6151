"""Drawing a solitaire's table: felt, slots, cards, and the marks a player reads at a glance.

A pure function of (board, layout, animations, highlights). The game says where each card
lies (``Kind.spots``) and draws its own marks (``Kind.look``) with the primitives here; this
module paints what every game shares: cards, glowing targets, the selection, return
choices, the hint, a dragged card, pulses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from .animation import Animator
from .cardart import CardArt
from .fonts import text
from .theme import Theme

if TYPE_CHECKING:
    from boardwalk.solitaire import Kind, Layout, Spot


@dataclass
class Highlights:
    """What the screen wants emphasised this frame."""

    targets: frozenset[str] = frozenset()
    best: str | None = None
    selected: str | None = None
    choices: dict[str, str] = field(default_factory=dict)
    """Places the player may click now, with a word to show (e.g. ``"blind"``)."""
    hint: tuple[str, ...] = ()
    hidden: frozenset[str] = frozenset()
    """Cards not to draw in place (the one being dragged)."""
    floating: tuple[str, Rect] | None = None
    """A card drawn above everything at a pixel rect (dragged, or waiting for a return)."""


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


class TableView:
    """Paints one game's table for a window size; caches what it can."""

    def __init__(self, kind: Kind, layout: Layout, art: CardArt) -> None:
        self.kind = kind
        self.layout = layout
        self.art = art
        self.theme = art.theme
        self._background: pygame.Surface | None = None
        self.art_size = layout.card
        """The size card art is drawn at; differs from the layout's only during a resize."""
        self.memo: dict[str, object] = {}
        """The game's own per-position caches (labels computed from a board)."""

    def image(self, card: str, face_up: bool) -> pygame.Surface:
        """A card's picture at the layout's size: scaled from the last art while resizing."""
        art = self.art.face(card, self.art_size) if face_up else self.art.back(self.art_size)
        if self.art_size != self.layout.card:
            return pygame.transform.smoothscale(art, self.layout.card)
        return art

    def background(self) -> pygame.Surface:
        """Felt, the game's labels and empty slot outlines: the same every frame, drawn once."""
        if self._background is None:
            surface = felt(self.layout.size, self.theme).copy()
            self.kind.look.background(surface, self)
            for rect in self.layout.places.values():
                radius = max(3, rect.w // 12)
                pygame.draw.rect(surface, self.theme.slot, rect, width=2, border_radius=radius)
            self._background = surface
        return self._background

    # -- geometry ------------------------------------------------------------------------
    def home(self, spot: Spot) -> Rect:
        return self.layout.card_rect(spot.place, spot.index)

    def top_rect(self, board_spots: list[Spot], place: str) -> Rect | None:
        here = [s for s in board_spots if s.place == place]
        return self.home(here[-1]) if here else None

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The place whose area holds ``pos`` (the first listed wins where zones touch)."""
        for place in self.layout.places:
            if self.layout.zone(place).collidepoint(pos):
                return place
        return None

    # -- painting ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, board, anim: Animator, marks: Highlights) -> None:
        surface.blit(self.background(), (0, 0))
        board_spots = self.kind.spots(board)
        occupied = {s.place for s in board_spots}
        for place in self.layout.places:
            if place not in occupied:
                self.kind.look.empty(surface, self, board, place)
        moving = []
        for spot in board_spots:
            if spot.card in marks.hidden:
                continue
            if anim.moving(spot.card) and spot.card in anim.glides:
                moving.append(spot)
                continue
            self._card(surface, spot, anim, self.home(spot).topleft)
        self.kind.look.marks(surface, self, board, marks.hidden)
        self._marks(surface, board_spots, marks)
        for spot in moving:
            where = anim.position(spot.card, self.home(spot).topleft)
            self._card(surface, spot, anim, where, lifted=True)
        for pulse in anim.pulses:
            if pulse.started and pulse.place in self.layout.places:
                zone = self.layout.zone(pulse.place)
                self.ring(surface, zone, self.theme.glow, 1 - pulse.progress)
        if marks.floating:
            card, rect = marks.floating
            self._shadow(surface, rect)
            surface.blit(self.image(card, True), rect)

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
        t = self.theme
        for place in marks.targets:
            self.ring(surface, self.layout.zone(place), t.target, 0.55)
        if marks.best:
            zone = self.layout.zone(marks.best)
            glow = pygame.Surface(zone.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*t.target, 70), glow.get_rect(), border_radius=zone.w // 10)
            surface.blit(glow, zone)
            self.ring(surface, zone, t.target, 1.0, width=4)
        if marks.selected:
            rect = self.top_rect(board_spots, marks.selected)
            if rect:
                self.ring(surface, rect, t.glow, 1.0, width=4)
        for place, words in marks.choices.items():
            rect = self.top_rect(board_spots, place) or self.layout.places[place]
            self.ring(surface, rect, t.glow, 1.0, width=4)
            if words:
                self.caption(surface, words, rect.center, t.glow, size=rect.h // 6, boxed=True)
        for place in marks.hint:
            rect = self.top_rect(board_spots, place) or self.layout.zone(place)
            self.ring(surface, rect, (120, 200, 255), 1.0, width=4)

    # -- primitives, for the game's own marks too --------------------------------------------
    def ring(self, surface, rect: Rect, color, strength: float, width: int = 3) -> None:
        if strength <= 0:
            return
        ring = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
        colour = (*color, int(255 * strength))
        pygame.draw.rect(ring, colour, ring.get_rect(), width=width, border_radius=rect.w // 8)
        surface.blit(ring, rect.inflate(12, 12))

    def _shadow(self, surface, rect: Rect) -> None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=rect.w // 10)
        surface.blit(shade, rect.move(5, 7))

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

    def caption(
        self, surface, words: str, center, color, size: int | None = None, boxed: bool = False
    ) -> None:
        size = size or max(11, self.layout.card[1] // 8)
        label = text(words, size, color, True)
        rect = label.get_rect(center=center)
        if boxed:
            box = rect.inflate(10, 4)
            pygame.draw.rect(surface, self.theme.bar, box, border_radius=box.h // 2)
        surface.blit(label, rect)

    def badge(self, surface, rect: Rect, words: str) -> None:
        """Words on a slot's corner: readable even under a dragged card."""
        size = max(11, rect.h // 7)
        label = text(words, size, self.theme.ink, True)
        r = max(label.get_width(), label.get_height()) // 2 + 4
        center = (rect.right - 2, rect.top + 2)
        pygame.draw.circle(surface, self.theme.bar, center, r)
        pygame.draw.circle(surface, self.theme.ink_dim, center, r, width=1)
        surface.blit(label, label.get_rect(center=center))

    def chip(self, surface, rect: Rect, words: str, color, below: bool = False) -> None:
        size = max(10, rect.h // 9)
        label = text(words, size, self.theme.bar, True)
        box = label.get_rect().inflate(10, 2)
        if below:  # on the bottom edge, over the card's plain middle
            box.center = (rect.centerx, rect.bottom - box.h // 2 - 3)
        else:
            box.center = (rect.centerx, rect.top)
        pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(center=box.center))
