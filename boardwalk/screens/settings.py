"""Settings: animation speed, card back, table colour, a four-colour deck. Saved at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import text
from boardwalk.render.table import felt
from boardwalk.render.widgets import panel
from boardwalk.storage.settings import CARD_BACKS, SPEEDS, TABLES

from .base import Screen

if TYPE_CHECKING:
    from .context import Context

OPTIONS = [
    ("Animation speed", "speed", tuple(SPEEDS)),
    ("Card back", "card_back", CARD_BACKS),
    ("Table colour", "table", TABLES),
    ("Four-colour deck", "four_colour", (False, True)),
]


class SettingsScreen(Screen):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.selected = 0
        self.rows: list[Rect] = []

    def change(self, row: int, step: int) -> None:
        _, field, choices = OPTIONS[row]
        now = getattr(self.ctx.settings, field)
        setattr(self.ctx.settings, field, choices[(choices.index(now) + step) % len(choices)])
        self.ctx.save_settings()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for i, rect in enumerate(self.rows):
                if rect.collidepoint(event.pos):
                    self.selected = i
                    self.change(i, 1 if event.button == 1 else -1)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
                self.dismiss()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.selected = (self.selected + (1 if event.key == pygame.K_DOWN else -1)) % len(
                    OPTIONS
                )
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.change(self.selected, 1 if event.key == pygame.K_RIGHT else -1)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.art.theme
        w, h = surface.get_size()
        surface.blit(felt((w, h), theme), (0, 0))
        size = max(15, h // 38)
        surface.blit(text("Settings", size * 2, theme.ink, True), (w // 2 - 300, int(h * 0.08)))
        row_w, row_h = 600, size * 3
        y = int(h * 0.2)
        self.rows = []
        for i, (label, field, _) in enumerate(OPTIONS):
            rect = Rect(w // 2 - row_w // 2, y, row_w, row_h)
            panel(surface, rect, self.ctx.art.theme, alpha=250 if i == self.selected else 200)
            if i == self.selected or rect.collidepoint(self.hover):
                pygame.draw.rect(surface, theme.glow, rect, width=2, border_radius=16)
            surface.blit(
                text(label, size, theme.ink),
                text(label, size, theme.ink).get_rect(midleft=(rect.x + 20, rect.centery)),
            )
            value = getattr(self.ctx.settings, field)
            shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
            v = text(f"◀  {shown}  ▶", size, theme.glow, True)
            surface.blit(v, v.get_rect(midright=(rect.right - 20, rect.centery)))
            self.rows.append(rect)
            y += row_h + 12
        self._preview(surface, (w // 2, y + int(h * 0.12)), size)
        hint = "Click or use the arrows to change a setting; it is saved at once. Esc goes back."
        label = text(hint, size - 3, theme.ink_dim)
        surface.blit(label, label.get_rect(center=(w // 2, h - size * 2)))

    def _preview(self, surface, center, size: int) -> None:
        card = (int(size * 4), int(size * 5.6))
        art = self.ctx.art
        x = center[0] - card[0] * 3
        for i, face in enumerate(("", "AS", "7H", "QD", "9C")):
            image = art.back(card) if not face else art.face(face, card)
            surface.blit(image, image.get_rect(center=(x + i * int(card[0] * 1.25), center[1])))
