"""Choosing a lesson of the tutorial; lessons already done are marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.games.registry import all_lessons
from boardwalk.render.fonts import text
from boardwalk.render.table import felt
from boardwalk.render.widgets import panel

from .base import Screen

if TYPE_CHECKING:
    from .context import Context


class LessonsScreen(Screen):
    """Dismissed with the variant of the lesson chosen, or None."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.lessons = all_lessons()
        self.rows: list[tuple[Rect, str]] = []
        self.resized(ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        row_w, row_h = min(760, int(w * 0.7)), max(56, h // 10)
        x, y = (w - row_w) // 2, int(h * 0.25)
        self.rows = [
            (Rect(x, y + i * (row_h + 14), row_w, row_h), v) for i, v in enumerate(self.lessons)
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, variant in self.rows:
                if rect.collidepoint(event.pos):
                    self.dismiss(variant)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.dismiss()
            keys = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
            if event.key in keys:
                self.dismiss(list(self.lessons)[keys[event.key]])

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.art.theme
        w, h = surface.get_size()
        surface.blit(felt((w, h), theme), (0, 0))
        title = text("Learn to play", max(26, h // 14), theme.ink, True)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.12))))
        sub = "Each lesson is a real deal: you make every move. Esc goes back."
        label = text(sub, max(14, h // 42), theme.ink_dim)
        surface.blit(label, label.get_rect(center=(w // 2, int(h * 0.12) + title.get_height())))
        done = self.ctx.progress.done
        for i, (rect, variant) in enumerate(self.rows):
            hover = rect.collidepoint(self.hover)
            panel(surface, rect, self.ctx.art.theme, alpha=250 if hover else 215)
            if hover:
                pygame.draw.rect(surface, theme.glow, rect, width=3, border_radius=16)
            size = max(15, rect.h // 3)
            words = f"{i + 1}.  {self.lessons[variant].title}"
            surface.blit(
                text(words, size, theme.ink, True),
                text(words, size, theme.ink, True).get_rect(midleft=(rect.x + 22, rect.centery)),
            )
            mark = "✓ done" if variant in done else f"{len(self.lessons[variant].steps)} steps"
            tag = text(mark, size - 2, theme.target if variant in done else theme.ink_dim, True)
            surface.blit(tag, tag.get_rect(midright=(rect.right - 22, rect.centery)))
