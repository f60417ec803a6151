"""The score of a finished game, over the table (RULES.md §13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import text
from boardwalk.render.widgets import Button, panel

from .base import Scene

if TYPE_CHECKING:
    from boardwalk.app import App
    from boardwalk.rules import Game


class ScoreScene(Scene):
    opaque = False

    def __init__(self, app: App, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.hover = (-1, -1)
        self.box = Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.resized(app.size)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.box = Rect(0, 0, min(560, int(w * 0.6)), min(420, int(h * 0.66)))
        self.box.center = (w // 2, h // 2)
        bh = max(32, self.box.h // 10)
        specs = [
            ("Back to the table", "back"),
            ("Play this deal again", "restart"),
            ("New deal", "new"),
        ]
        self.buttons, x = [], self.box.x + 20
        bw = (self.box.w - 40 - 2 * 12) // 3
        for i, (label, action) in enumerate(specs):
            self.buttons.append(
                Button(label, action, Rect(x, self.box.bottom - bh - 20, bw, bh), primary=i == 2)
            )
            x += bw + 12

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((b for b in self.buttons if b.hit(event.pos)), None)
            if hit:
                self.app.scenes.pop()
                if hit.action != "back":
                    self.app.command(hit.action, confirmed=True)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.art.theme
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, (0, 0))
        panel(surface, self.box)
        s = self.game.score()
        size = max(16, self.box.h // 16)
        heading = "Perfect game!" if s.perfect else "You won!" if s.won else "Game over"
        surface.blit(
            text(heading, size * 2, theme.glow if s.won else theme.ink, True),
            (self.box.x + 24, self.box.y + 18),
        )
        rows = [
            ("Cards on destinations", s.destinations),
            ("Hand score", s.hand),
            ("Spikes", s.spikes),
        ]
        y = self.box.y + 40 + size * 2
        for label, value in rows:
            surface.blit(text(label, size, theme.ink_dim), (self.box.x + 24, y))
            number = text(str(value), size, theme.ink, True)
            surface.blit(number, number.get_rect(topright=(self.box.right - 24, y)))
            y += int(size * 1.6)
        pygame.draw.line(
            surface, theme.felt_light, (self.box.x + 24, y), (self.box.right - 24, y), 2
        )
        y += size // 2
        surface.blit(text("Total", size + 4, theme.ink, True), (self.box.x + 24, y))
        total = text(f"{s.total} / 52", size + 4, theme.glow, True)
        surface.blit(total, total.get_rect(topright=(self.box.right - 24, y)))
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.hover))
