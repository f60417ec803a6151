"""The title screen: choose a variant, or go back to the game in progress.

Everything is laid out on a 1280×800 plan scaled to the window (``dialogs.scale``) and
centred, so the screen looks the same from 960×600 to 2560×1440.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.games.registry import all_variants
from boardwalk.play.session import deal_words
from boardwalk.render.fonts import font
from boardwalk.render.table import felt
from boardwalk.render.widgets import Button, button_at, panel, text_in, wrap

from .base import Focus, Screen, command_held
from .dialogs import ENTER, line_height, scale

if TYPE_CHECKING:
    from .context import Context

TILE_H = 200
"""A variant's tile is this tall on the 1280×800 plan."""
BANNER_H = 96
"""A companion game's tile, in the row under Boardwalk's: wide and low, its words side by
side, so the title offers it without crowding Boardwalk's four variants."""
NUMBER_KEYS = [getattr(pygame, f"K_{n}") for n in range(1, 10)]
MENU = [
    ("Learn to play", "lessons"),
    ("Statistics", "stats"),
    ("Open…", "import"),
    ("Settings", "settings"),
    ("Quit", "quit"),
]


def moves_words(n: int) -> str:
    return "no moves yet" if n == 0 else "1 move" if n == 1 else f"{n} moves"


def centred_row(
    specs: list[tuple[str, str]], y: int, height: int, width: int, primary: bool = False
) -> list[Button]:
    """Buttons side by side, centred in a window ``width`` wide, each as wide as its
    label needs in the weight it is drawn in (narrowed alike if the row would not fit)."""
    size = max(11, int(height * 0.42))
    gap = max(8, height // 3)
    widths = [max(font(size, primary).size(label)[0] + height, height * 3) for label, _ in specs]
    room = width - 2 * gap - gap * (len(specs) - 1)
    if sum(widths) > room:
        widths = [w * room // sum(widths) for w in widths]
    x = (width - sum(widths) - gap * (len(specs) - 1)) // 2
    buttons = []
    for (label, action), bw in zip(specs, widths, strict=True):
        buttons.append(Button(label, action, Rect(x, y, bw, height), primary=primary))
        x += bw + gap
    return buttons


@dataclass(frozen=True)
class TileParts:
    """Where a variant tile's words go, and their sizes (name, shape and blurb, key)."""

    name: Rect
    shape: Rect
    about: Rect
    key: Rect
    sizes: tuple[int, int, int]


def tile_parts(rect: Rect, u: float) -> TileParts:
    """A tile's name at the top, its shape under it, the blurb below, the key at the foot."""
    pad = int(18 * u)
    inner = rect.inflate(-2 * pad, -2 * pad)
    sizes = (max(17, int(24 * u)), max(13, int(16 * u)), max(11, int(12 * u)))
    name = Rect(inner.x, inner.y, inner.w, line_height(sizes[0], True))
    shape = Rect(inner.x, name.bottom + int(2 * u), inner.w, line_height(sizes[1]))
    key_h = line_height(sizes[2])
    about = Rect(inner.x, shape.bottom + int(10 * u), inner.w, 0)
    about.h = inner.bottom - key_h - int(4 * u) - about.y
    key = Rect(inner.x, inner.bottom - key_h, inner.w, key_h)
    return TileParts(name, shape, about, key, sizes)


def banner_parts(rect: Rect, u: float) -> TileParts:
    """A companion's tile: its name over its shape at the left, its blurb at the right
    with the key under it."""
    pad = int(18 * u)
    inner = rect.inflate(-2 * pad, -2 * pad)
    sizes = (max(17, int(24 * u)), max(13, int(16 * u)), max(11, int(12 * u)))
    left = inner.w * 9 // 20
    name_h, shape_h = line_height(sizes[0], True), line_height(sizes[1])
    top = inner.centery - (name_h + shape_h) // 2
    name = Rect(inner.x, top, left, name_h)
    shape = Rect(inner.x, name.bottom, left, shape_h)
    key_h = line_height(sizes[2])
    about = Rect(inner.x + left + pad, inner.y, inner.w - left - pad, inner.h - key_h)
    key = Rect(about.x, about.bottom, about.w, key_h)
    return TileParts(name, shape, about, key, sizes)


def fits(words: str, box: Rect, size: int, lines: int) -> bool:
    """Whether ``words`` wrap into ``box`` at ``size`` without shrinking or cutting."""
    f = font(size)
    shown = wrap(words, size, box.w)
    room = min(lines, box.h // f.get_linesize()) if lines else box.h // f.get_linesize()
    tall = (len(shown) - 1) * f.get_linesize() + f.get_height()
    return (
        len(shown) <= max(1, room) and tall <= box.h and all(f.size(x)[0] <= box.w for x in shown)
    )


def shared_size(texts: list[str], box: Rect, size: int, lines: int = 0) -> int:
    """The one size every text fits its box at (the largest, down to two thirds of
    ``size``): tiles side by side read as a set only when their words match in size."""
    floor = max(9, size * 2 // 3)
    return next(
        (s for s in range(size, floor, -1) if all(fits(t, box, s, lines) for t in texts)), floor
    )


def companions() -> list[str]:
    """The variants of the games listed after the first (Boardwalk): each a banner in a
    row of its own, under the first game's tiles."""
    variants = all_variants()
    first = variants[0][0] if variants else None
    return [vid for kind, vid in variants if kind is not first]


class TitleScreen(Screen):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.tiles: list[tuple[Rect, str]] = []
        self.focus = Focus()
        """The keyboard's place among the four games and the buttons (Tab, arrows)."""
        self.buttons: list[Button] = []
        self.heads: tuple[Rect, Rect, tuple[int, int]] = (
            Rect(0, 0, 0, 0),
            Rect(0, 0, 0, 0),
            (0, 0),
        )
        self.u = 1.0
        self.shared = (13, 13)
        self.banner = (13, 13, 13)
        """The size of every tile's shape line and of every blurb (see ``shared_size``)."""
        self._emblem: tuple[tuple, pygame.Surface] | None = None
        self.resized(ctx.size)

    def enter(self) -> None:
        self.resized(self.ctx.size)

    def continue_words(self) -> str | None:
        """What the Continue button says, or None when there is no game to go back to: a
        game that is over has nothing left to play (its score is in the statistics)."""
        current = self.ctx.keeper.current
        if current is None or current.over():
            return None
        g = current.game
        return f"Continue {g.variant.name} · {deal_words(g.deal)} · {moves_words(len(g.moves))}"

    def resized(self, size: tuple[int, int]) -> None:
        """The plan, top to bottom: emblem, title, subtitle, four tiles, Continue (when a
        game is in progress) and the menu row; the whole block centred in the window."""
        w, h = size
        u = self.u = scale(size)
        resume = self.continue_words()
        fan_h, tile_h, bh = int(126 * u), int(TILE_H * u), max(32, int(42 * u))
        if companions():  # their row under Boardwalk's tiles
            tile_h += int((BANNER_H + 16) * u)
        title_h = line_height(int(64 * u), True)
        sub_h = line_height(max(14, int(22 * u)))
        block = fan_h + title_h + sub_h + tile_h + bh + int((82 + (64 if resume else 0)) * u)
        y = max(int(12 * u), (h - block) // 2) + fan_h + int(8 * u)
        self.heads = (
            Rect(0, y, w, title_h),
            Rect(0, y + title_h + int(6 * u), w, sub_h),
            (w // 2, y - int(8 * u) - fan_h // 2),
        )
        y = self.heads[1].bottom + int(32 * u)
        self.tiles = self._tiles(w, y, u)
        self.shared = self._shared_sizes(u)
        self.banner = self._banner_sizes()
        y += tile_h + int(36 * u)
        self.buttons = []
        if resume:
            self.buttons += centred_row([(resume, "continue")], y, int(50 * u), w, primary=True)
            y += int(64 * u)
        self.buttons += centred_row(MENU, y, bh, w)

    def _shared_sizes(self, u: float) -> tuple[int, int]:
        """The size of the tiles' shape lines and of their blurbs: one each for all four."""
        shape_size = blurb_size = tile_parts(self.tiles[0][0], u).sizes[1]
        for rect, vid in self.tiles:  # the companions' banners fit theirs by themselves
            if vid in companions():
                continue
            parts = self._parts(rect, vid)
            shape, blurb = self._kind(vid).blurb(vid)
            shape_size = min(shape_size, shared_size([shape], parts.shape, shape_size, lines=1))
            blurb_size = min(blurb_size, shared_size([blurb], parts.about, blurb_size))
        return shape_size, blurb_size

    def _banner_sizes(self) -> tuple[int, int, int]:
        """The companions' banners read as a set too: one size for their names, one for
        their shape lines, one for their blurbs, the largest all of them fit."""
        banners = [(self._parts(rect, vid), vid) for rect, vid in self.tiles if vid in companions()]
        if not banners:
            return (13, 13, 13)
        sizes = banners[0][0].sizes
        found = []
        for i, lines in ((0, 1), (1, 1), (2, 3)):  # name, shape, blurb
            size = sizes[i] if i < 2 else sizes[1]
            for parts, vid in banners:
                kind = self._kind(vid)
                words = (kind.variants[vid].name, *kind.blurb(vid))[i]
                box = (parts.name, parts.shape, parts.about)[i]
                size = min(size, shared_size([words], box, size, lines))
            found.append(size)
        return found[0], found[1], found[2]

    def _parts(self, rect: Rect, vid: str) -> TileParts:
        """Where a tile's words go: a variant of the first game as a tall tile, a
        companion's as a wide banner."""
        return banner_parts(rect, self.u) if vid in companions() else tile_parts(rect, self.u)

    @staticmethod
    def _kind(vid: str):
        return next(k for k, v in all_variants() if v == vid)

    @staticmethod
    def _tiles(w: int, y: int, u: float) -> list[tuple[Rect, str]]:
        """Boardwalk's four variants side by side; under them, the companion games, each a
        banner two tiles wide (narrower when more share the row)."""
        gap = int(22 * u)
        tile_w = min(int(270 * u), (w - 2 * gap - 3 * gap) // 4)
        x0 = (w - (4 * tile_w + 3 * gap)) // 2
        first = [vid for _, vid in all_variants() if vid not in companions()]
        tiles = [
            (Rect(x0 + i * (tile_w + gap), y, tile_w, int(TILE_H * u)), vid)
            for i, vid in enumerate(first)
        ]
        others = companions()
        if others:
            row = 4 * tile_w + 3 * gap
            banner_w = min(2 * tile_w + gap, (row - gap * (len(others) - 1)) // len(others))
            bx = (w - (len(others) * banner_w + (len(others) - 1) * gap)) // 2
            by, bh = y + int((TILE_H + 16) * u), int(BANNER_H * u)
            for i, vid in enumerate(others):
                tiles.append((Rect(bx + i * (banner_w + gap), by, banner_w, bh), vid))
        return tiles

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, vid in self.tiles:
                if rect.collidepoint(event.pos):
                    self.ctx.go("variant", variant=vid)
                    return
            hit = button_at(self.buttons, event.pos)
            if hit:
                self.ctx.go(hit.action)
        elif event.type == pygame.KEYDOWN:
            keys = {key: i for i, key in enumerate(NUMBER_KEYS[: len(self.tiles)])}
            targets = [("variant", vid) for _, vid in self.tiles]
            targets += [(b.action, "") for b in self.buttons]
            self.focus.index %= len(targets)  # the Continue button may have gone
            took = self.focus.key(event, len(targets))
            if took and self.focus.shown:
                action, vid = targets[self.focus.index]
                self.ctx.go(action, variant=vid) if vid else self.ctx.go(action)
            elif took is False:
                return
            elif event.key in keys:
                self.ctx.go("variant", variant=self.tiles[keys[event.key]][1])
            elif event.key in ENTER and any(b.action == "continue" for b in self.buttons):
                self.ctx.go("continue")
            elif event.key == pygame.K_v and command_held(event):
                self.ctx.go("paste")  # a deal line or a challenge code

    def draw(self, surface: pygame.Surface) -> None:
        theme, u = self.ctx.art.theme, self.u
        surface.blit(felt(surface.get_size(), theme), (0, 0))
        title_box, sub_box, fan_center = self.heads
        self._fan(surface, fan_center)
        text_in(
            surface,
            "Boardwalk Solitaire",
            title_box,
            int(64 * u),
            theme.ink,
            bold=True,
            align="center",
        )
        words = "a patience by Mark Meyers, 1998 — choose a game"
        text_in(surface, words, sub_box, max(14, int(22 * u)), theme.ink_dim, align="center")
        for i, (rect, vid) in enumerate(self.tiles):
            self._tile(surface, rect, vid, i + 1)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.hover), theme)
        rects = [rect for rect, _ in self.tiles] + [b.rect for b in self.buttons]
        self.focus.ring(surface, rects[self.focus.index % len(rects)], theme.focus)

    def _fan(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """Four of a kind, the shape of every destination: the game's emblem."""
        ch = int(84 * self.u)
        key = (ch, self.ctx.art.theme)
        if self._emblem is None or self._emblem[0] != key:  # drawn once, not every frame
            self._emblem = (key, self._draw_fan(ch))
        emblem = self._emblem[1]
        surface.blit(emblem, emblem.get_rect(center=center))

    def _draw_fan(self, ch: int) -> pygame.Surface:
        size = (int(ch / 1.4), ch)
        fan = pygame.Surface((size[0] * 4, int(ch * 1.5)), pygame.SRCALPHA)
        mx, my = fan.get_width() // 2, fan.get_height() // 2
        for i, code in enumerate(("7S", "7H", "7D", "7C")):
            card = pygame.transform.rotozoom(self.ctx.art.face(code, size), 18 - 12 * i, 1)
            fan.blit(card, card.get_rect(center=(mx + (i - 1.5) * size[0] * 0.55, my)))
        return fan

    def _tile(self, surface: pygame.Surface, rect: Rect, vid: str, number: int) -> None:
        """A variant's card: its name, its shape, a line on its character, its key; the
        shape and the line in the sizes all four tiles share."""
        theme, u = self.ctx.art.theme, self.u
        kind = self._kind(vid)
        shape, blurb = kind.blurb(vid)
        panel(surface, rect, theme)
        if rect.collidepoint(self.hover):
            pygame.draw.rect(surface, theme.glow, rect, width=max(2, int(3 * u)), border_radius=16)
        parts = self._parts(rect, vid)
        name_size, _, key_size = parts.sizes
        shape_size, blurb_size = self.shared
        if vid in companions():
            name_size, shape_size, blurb_size = self.banner
        text_in(surface, kind.variants[vid].name, parts.name, name_size, theme.ink, bold=True)
        text_in(surface, shape, parts.shape, shape_size, theme.glow)
        text_in(surface, blurb, parts.about, blurb_size, theme.ink_dim, lines=0, valign="top")
        text_in(surface, f"press {number}", parts.key, key_size, theme.ink_dim, align="right")
