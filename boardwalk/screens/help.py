"""The rules of one variant, readable and scrollable (F1 from the table)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from boardwalk.render.fonts import font, text
from boardwalk.render.table import felt
from boardwalk.render.widgets import wrap

from .base import Screen

if TYPE_CHECKING:
    from boardwalk.solitaire import Kind

    from .context import Context


class HelpScreen(Screen):
    def __init__(self, ctx: Context, kind: Kind, variant: str) -> None:
        super().__init__(ctx)
        self.kind, self.variant = kind, kind.variants[variant]
        self.scroll = 0
        self.max_scroll = 0
        self._wrapped: tuple[tuple[int, int], list[tuple[str, list[str]]]] | None = None

    def wrapped(self, column: int, size: int) -> list[tuple[str, list[str]]]:
        """The sections wrapped to the column, once per column width (not every frame)."""
        if self._wrapped is None or self._wrapped[0] != (column, size):
            sections = [
                (h, wrap(b, size, column)) for h, b in self.kind.help_sections(self.variant.id)
            ]
            self._wrapped = ((column, size), sections)
        return self._wrapped[1]

    def handle(self, event: pygame.event.Event) -> None:
        step = self.ctx.size[1] // 12
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_DOWN: step,
                pygame.K_UP: -step,
                pygame.K_PAGEDOWN: step * 8,
                pygame.K_PAGEUP: -step * 8,
                pygame.K_SPACE: step * 8,
            }
            if event.key in keys:
                self.scroll += keys[event.key]
            elif event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN):
                self.dismiss()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dismiss()
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.art.theme
        w, h = surface.get_size()
        surface.blit(felt((w, h), theme), (0, 0))
        column = min(900, int(w * 0.8))
        x = (w - column) // 2
        size = max(14, min(22, h // 40))
        y = 40 - self.scroll
        title = text(f"{self.variant.name}: the rules", size * 2, theme.ink, True)
        surface.blit(title, (x, y))
        y += title.get_height() + size
        for heading, lines in self.wrapped(column, size):
            surface.blit(text(heading, size + 3, theme.glow, True), (x, y))
            y += font(size + 3).get_linesize() + 4
            for line in lines:
                surface.blit(text(line, size, theme.ink), (x, y))
                y += font(size).get_linesize()
            y += size
        self.max_scroll = max(0, y + self.scroll - h + 60)
        hint = text(
            "Scroll with the wheel or arrows · Esc or a click to go back", size - 2, theme.ink_dim
        )
        pygame.draw.rect(
            surface, theme.bar, (0, h - hint.get_height() - 12, w, hint.get_height() + 12)
        )
        surface.blit(hint, hint.get_rect(midbottom=(w // 2, h - 6)))
