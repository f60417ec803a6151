"""Drawing a Boardwalk board: felt, slots, cards, the marks a player reads at a glance.

A pure function of (board, layout, animations, highlights): the scene says what to
emphasise, this module only paints it. Locked cards get the 1998 program's red border.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame
from pygame import Rect

from boardwalk.rules.board import Board, names
from boardwalk.rules.cards import RANKS, code
from boardwalk.rules.moves import declarable

from .animation import Animator
from .cardart import CardArt, rank_text
from .fonts import text
from .layout import Layout
from .theme import Theme


@dataclass(frozen=True, slots=True)
class Spot:
    """One card as drawn: where it lies on the board and which way up."""

    card: str
    place: str
    index: int
    face_up: bool


def spots(board: Board) -> list[Spot]:
    """Every card of the board in drawing order (bottom cards first)."""
    n = names(board.variant)
    result = []
    for c, stack in enumerate(board.stacks):
        down = board.down[c]
        result += [Spot(code(card), n.src[c], i, i >= down) for i, card in enumerate(stack)]
    for c, pile in enumerate(board.piles):
        result += [Spot(code(card), n.dst[c], i, True) for i, card in enumerate(pile)]
    result += [Spot(code(card), n.hand[i], 0, True) for i, card in enumerate(board.hand)]
    return result


@dataclass
class Highlights:
    """What the scene wants emphasised this frame."""

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
            small.set_at(
                (x, y),
                tuple(
                    int(c * (1 - k) + d2 * k)
                    for c, d2 in zip(theme.felt, theme.felt_dark, strict=True)
                ),
            )
    return (
        pygame.transform.smoothscale(small, (w, h)).convert()
        if pygame.display.get_surface()
        else pygame.transform.smoothscale(small, (w, h))
    )


class TableView:
    """Paints one variant's table for a window size; caches what it can."""

    def __init__(self, layout: Layout, art: CardArt) -> None:
        self.layout = layout
        self.art = art
        self.theme = art.theme
        self._background: pygame.Surface | None = None
        self._ranges: dict[str, str] = {}
        self._ranges_for: Board | None = None
        self.art_size = layout.card
        """The size card art is drawn at; differs from the layout's only during a resize."""

    def image(self, card: str, face_up: bool) -> pygame.Surface:
        """A card's picture at the layout's size: scaled from the last art while resizing."""
        art = self.art.face(card, self.art_size) if face_up else self.art.back(self.art_size)
        if self.art_size != self.layout.card:
            return pygame.transform.smoothscale(art, self.layout.card)
        return art

    def background(self) -> pygame.Surface:
        """Felt, walk labels and empty slot outlines: the same every frame, drawn once."""
        if self._background is None:
            surface = felt(self.layout.size, self.theme).copy()
            self._labels(surface)
            for rect in self.layout.places.values():
                pygame.draw.rect(
                    surface, self.theme.slot, rect, width=2, border_radius=max(3, rect.w // 12)
                )
            self._background = surface
        return self._background

    # -- geometry ------------------------------------------------------------------------
    def home(self, spot: Spot) -> Rect:
        return self.layout.card_rect(spot.place, spot.index)

    def top_rect(self, board_spots: list[Spot], place: str) -> Rect | None:
        here = [s for s in board_spots if s.place == place]
        return self.home(here[-1]) if here else None

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The place whose area holds ``pos`` (topmost rows win where zones touch)."""
        for place, _ in self.layout.places.items():
            if self.layout.zone(place).collidepoint(pos):
                return place
        return None

    # -- painting ------------------------------------------------------------------------
    def draw(
        self, surface: pygame.Surface, board: Board, anim: Animator, marks: Highlights
    ) -> None:
        surface.blit(self.background(), (0, 0))
        board_spots = spots(board)
        occupied = {s.place for s in board_spots}
        for place in self.layout.places:
            if place not in occupied:
                self._empty(surface, board, place)
        moving = []
        for spot in board_spots:
            if spot.card in marks.hidden:
                continue
            if anim.moving(spot.card) and spot.card in anim.glides:
                moving.append(spot)
                continue
            self._card(surface, spot, anim, self.home(spot).topleft)
        self._marks(surface, board, board_spots, marks)
        for spot in moving:
            self._card(
                surface, spot, anim, anim.position(spot.card, self.home(spot).topleft), lifted=True
            )
        for pulse in anim.pulses:
            if pulse.started and pulse.place in self.layout.places:
                self._ring(
                    surface, self.layout.zone(pulse.place), self.theme.glow, 1 - pulse.progress
                )
        if marks.floating:
            card, rect = marks.floating
            self._shadow(surface, rect)
            surface.blit(self.image(card, True), rect)

    def _labels(self, surface: pygame.Surface) -> None:
        size = max(12, self.layout.card[1] // 6)
        for words, rect in self.layout.labels:
            label = pygame.transform.rotate(text(words.upper(), size, self.theme.ink_dim, True), 90)
            surface.blit(label, label.get_rect(center=rect.center))
            x = rect.right - 4
            pygame.draw.line(surface, self.theme.slot, (x, rect.top + 4), (x, rect.bottom - 4), 2)

    def _empty(self, surface: pygame.Surface, board: Board, place: str) -> None:
        """An empty place: an opening on row 3, what a destination may take on rows 2 and 4."""
        rect = self.layout.places[place]
        if place[0] == "3":  # an opening: a card may slide here
            pygame.draw.rect(surface, self.theme.felt, rect, border_radius=max(3, rect.w // 12))
            self._dashed(surface, rect, self.theme.glow, max(3, rect.w // 12))
            self._caption(surface, "opening", rect.center, self.theme.glow)
        elif place[0] in "24":
            self._range(surface, board, place, rect)

    def _range(self, surface: pygame.Surface, board: Board, place: str, rect: Rect) -> None:
        """An undeclared destination on an ascending walk shows what it may still take."""
        column = names(board.variant).dst.index(place)
        if board.is_upper(column) and not board.variant.upper_ascends:
            return
        if self._ranges_for is not board:
            self._ranges_for, self._ranges = board, {}
        if place not in self._ranges:
            values = declarable(board, column)
            lo, hi = (RANKS[values[0]], RANKS[values[-1]]) if values else ("", "")
            self._ranges[place] = (
                "none"
                if not values
                else rank_text(lo)
                if lo == hi
                else f"{rank_text(lo)}–{rank_text(hi)}"
            )
        words = self._ranges[place]
        covered = board.is_upper(column) and board.stacks[column]  # not usable yet: quieter
        color = self.theme.felt_light if covered else self.theme.ink_dim
        self._caption(surface, words, rect.center, color, size=rect.h // 6)

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

    def _marks(self, surface, board: Board, board_spots: list[Spot], marks: Highlights) -> None:
        t = self.theme
        n = names(board.variant)
        for column, pile in enumerate(board.piles):
            if pile:
                self._badge(
                    surface, self.layout.places[n.dst[column]], rank_text(RANKS[pile[0] >> 2])
                )
        for column in range(board.variant.upper_columns, board.variant.columns):
            if board.top_up(column) is not None and len(board.piles[column]) < 4:
                blocker = self.top_rect(board_spots, n.src[column])
                if blocker and not marks.hidden.intersection({code(board.stacks[column][-1])}):
                    self._chip(surface, blocker, "blocked", t.warn, below=True)
        for column in board.dormant:
            top = self.top_rect(board_spots, n.src[column])
            if top:
                self._chip(surface, top, "dormant", t.ink_dim, below=True)
        for column in board.locked:
            rect = self.top_rect(board_spots, n.src[column])
            if rect:
                pygame.draw.rect(
                    surface, t.lock, rect.inflate(4, 4), width=3, border_radius=rect.w // 10
                )
        for place in marks.targets:
            self._ring(surface, self.layout.zone(place), t.target, 0.55)
        if marks.best:
            zone = self.layout.zone(marks.best)
            glow = pygame.Surface(zone.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*t.target, 70), glow.get_rect(), border_radius=zone.w // 10)
            surface.blit(glow, zone)
            self._ring(surface, zone, t.target, 1.0, width=4)
        if marks.selected:
            rect = self.top_rect(board_spots, marks.selected)
            if rect:
                self._ring(surface, rect, t.glow, 1.0, width=4)
        for place, words in marks.choices.items():
            rect = self.top_rect(board_spots, place) or self.layout.places[place]
            self._ring(surface, rect, t.glow, 1.0, width=4)
            if words:
                self._caption(surface, words, rect.center, t.glow, size=rect.h // 6, boxed=True)
        for place in marks.hint:
            rect = self.top_rect(board_spots, place) or self.layout.zone(place)
            self._ring(surface, rect, (120, 200, 255), 1.0, width=4)

    # -- small pieces ------------------------------------------------------------------------
    def _ring(self, surface, rect: Rect, color, strength: float, width: int = 3) -> None:
        if strength <= 0:
            return
        ring = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
        pygame.draw.rect(
            ring,
            (*color, int(255 * strength)),
            ring.get_rect(),
            width=width,
            border_radius=rect.w // 8,
        )
        surface.blit(ring, rect.inflate(12, 12))

    def _shadow(self, surface, rect: Rect) -> None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=rect.w // 10)
        surface.blit(shade, rect.move(5, 7))

    def _dashed(self, surface, rect: Rect, color, radius: int) -> None:
        step = max(6, rect.w // 8)
        for x in range(rect.left + radius, rect.right - radius, step * 2):
            pygame.draw.line(
                surface, color, (x, rect.top), (min(x + step, rect.right - radius), rect.top), 2
            )
            pygame.draw.line(
                surface,
                color,
                (x, rect.bottom - 1),
                (min(x + step, rect.right - radius), rect.bottom - 1),
                2,
            )
        for y in range(rect.top + radius, rect.bottom - radius, step * 2):
            pygame.draw.line(
                surface, color, (rect.left, y), (rect.left, min(y + step, rect.bottom - radius)), 2
            )
            pygame.draw.line(
                surface,
                color,
                (rect.right - 1, y),
                (rect.right - 1, min(y + step, rect.bottom - radius)),
                2,
            )

    def _caption(
        self, surface, words: str, center, color, size: int | None = None, boxed: bool = False
    ) -> None:
        size = size or max(11, self.layout.card[1] // 8)
        label = text(words, size, color, True)
        rect = label.get_rect(center=center)
        if boxed:
            box = rect.inflate(10, 4)
            pygame.draw.rect(surface, self.theme.bar, box, border_radius=box.h // 2)
        surface.blit(label, rect)

    def _badge(self, surface, rect: Rect, words: str) -> None:
        """The declared value, on the slot's corner: readable even under a dragged card."""
        size = max(11, rect.h // 7)
        label = text(words, size, self.theme.ink, True)
        r = max(label.get_width(), label.get_height()) // 2 + 4
        center = (rect.right - 2, rect.top + 2)
        pygame.draw.circle(surface, self.theme.bar, center, r)
        pygame.draw.circle(surface, self.theme.ink_dim, center, r, width=1)
        surface.blit(label, label.get_rect(center=center))

    def _chip(self, surface, rect: Rect, words: str, color, below: bool = False) -> None:
        size = max(10, rect.h // 9)
        label = text(words, size, self.theme.bar, True)
        box = label.get_rect().inflate(10, 2)
        if below:  # on the bottom edge, over the card's plain middle
            box.center = (rect.centerx, rect.bottom - box.h // 2 - 3)
        else:
            box.center = (rect.centerx, rect.top)
        pygame.draw.rect(surface, color, box, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(center=box.center))
