"""The title screen: choose a variant, or go back to the game in progress."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.games.registry import all_variants
from boardwalk.play.session import deal_words
from boardwalk.render.fonts import text
from boardwalk.render.table import felt
from boardwalk.render.widgets import Button, button_at, panel, wrap

from .base import Screen

if TYPE_CHECKING:
    from .context import Context


class TitleScreen(Screen):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.tiles: list[tuple[Rect, str]] = []
        self.buttons: list[Button] = []
        self._emblem: tuple[tuple, pygame.Surface] | None = None
        self.resized(ctx.size)

    def enter(self) -> None:
        self.resized(self.ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        tile_w, tile_h = min(300, int(w * 0.22)), min(250, int(h * 0.31))
        gap = int(tile_w * 0.07)
        x0 = (w - (4 * tile_w + 3 * gap)) // 2
        y = int(h * 0.42)
        self.tiles = [
            (Rect(x0 + i * (tile_w + gap), y, tile_w, tile_h), vid)
            for i, (_, vid) in enumerate(all_variants())
        ]
        bh = max(36, h // 18)
        self.buttons = []
        bx = w // 2
        row_y = y + tile_h + int(h * 0.07)
        specs = [
            ("Learn to play", "lessons"),
            ("Statistics", "stats"),
            ("Open…", "import"),
            ("Settings", "settings"),
            ("Quit", "quit"),
        ]
        current = self.ctx.keeper.current
        if current is not None:
            g = current.game
            deal = deal_words(g.deal)
            specs.insert(
                0, (f"Continue {g.variant.name}, {deal} ({len(g.moves)} moves)", "continue")
            )
        widths = [text(label, int(bh * 0.42), (0, 0, 0)).get_width() + bh for label, _ in specs]
        bx = (w - sum(widths) - 16 * (len(specs) - 1)) // 2
        for (label, action), bw in zip(specs, widths, strict=True):
            self.buttons.append(
                Button(label, action, Rect(bx, row_y, bw, bh), primary=action == "continue")
            )
            bx += bw + 16

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
            keys = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
            if event.key in keys:
                self.ctx.go("variant", variant=self.tiles[keys[event.key]][1])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.ctx.keeper.current:
                self.ctx.go("continue")

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.art.theme
        w, h = surface.get_size()
        surface.blit(felt((w, h), theme), (0, 0))
        self._fan(surface, (w // 2, int(h * 0.11)))
        title = text("Boardwalk Solitaire", max(28, h // 12), theme.ink, True)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.26))))
        sub = text(
            "a patience by Mark Meyers, 1998 — choose a game", max(14, h // 40), theme.ink_dim
        )
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.26) + title.get_height() * 0.75)))
        for i, (rect, vid) in enumerate(self.tiles):
            self._tile(surface, rect, vid, i + 1)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.hover), self.ctx.art.theme)

    def _fan(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        """Four of a kind, the shape of every destination: the game's emblem."""
        ch = max(40, surface.get_height() // 10)
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
        theme = self.ctx.art.theme
        kind = next(k for k, v in all_variants() if v == vid)
        variant = kind.variants[vid]
        shape, blurb = kind.blurb(vid)
        hover = rect.collidepoint(self.hover)
        panel(surface, rect, self.ctx.art.theme, alpha=250 if hover else 215)
        if hover:
            pygame.draw.rect(surface, theme.glow, rect, width=3, border_radius=16)
        size = max(13, min(rect.h // 10, rect.w // 14))
        surface.blit(text(variant.name, size + 6, theme.ink, True), (rect.x + 16, rect.y + 14))
        surface.blit(text(shape, size - 3, theme.glow), (rect.x + 16, rect.y + 24 + size + 6))
        y = rect.y + 36 + 2 * size + 8
        for line in wrap(blurb, size - 2, rect.w - 32):
            surface.blit(text(line, size - 2, theme.ink_dim), (rect.x + 16, y))
            y += int(size * 1.25)
        key = text(f"press {number}", size - 5, theme.ink_dim)
        surface.blit(key, key.get_rect(bottomright=(rect.right - 12, rect.bottom - 10)))
