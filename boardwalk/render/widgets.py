"""Small widgets: buttons, a toast for short messages, wrapped text. No game knowledge."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from .fonts import font, text
from .theme import Theme


@dataclass
class Button:
    label: str
    action: str
    rect: Rect
    tip: str = ""
    enabled: bool = True
    primary: bool = False

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, hover: bool, theme: Theme) -> None:
        base = theme.glow if self.primary else theme.button
        color = theme.button_hover if hover and not self.primary else base
        if not self.enabled:
            color = theme.bar
        pygame.draw.rect(surface, color, self.rect, border_radius=self.rect.h // 4)
        pygame.draw.rect(
            surface, theme.felt_light, self.rect, width=1, border_radius=self.rect.h // 4
        )
        ink = theme.bar if self.primary else (theme.ink if self.enabled else theme.ink_dim)
        label = text(self.label, max(11, int(self.rect.h * 0.42)), ink, self.primary)
        surface.blit(label, label.get_rect(center=self.rect.center))


def button_at(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    """The enabled button at ``pos``, if any: what every screen asks of a click."""
    return next((b for b in buttons if b.hit(pos)), None)


def button_row(
    specs: list[tuple[str, str, str]], area: Rect, height: int, gap: int = 8
) -> list[Button]:
    """Buttons laid left to right inside ``area``, each as wide as its label needs."""
    buttons, x = [], area.left + gap
    size = max(11, int(height * 0.42))
    for label, action, tip in specs:
        w = font(size).size(label)[0] + height
        buttons.append(Button(label, action, Rect(x, area.centery - height // 2, w, height), tip))
        x += w + gap
    return buttons


class Toast:
    """A short message that fades after a few seconds; a new one replaces the old."""

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0

    def show(self, message: str, ms: float = 4200) -> None:
        self.message, self.left = message, ms

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def draw(
        self,
        surface: pygame.Surface,
        bottom_center: tuple[int, int],
        width: int,
        theme: Theme,
    ) -> None:
        if self.left <= 0 or not self.message:
            return
        size = max(13, surface.get_height() // 46)
        lines = wrap(self.message, size, width)
        alpha = int(255 * min(1.0, self.left / 400))
        h = sum(font(size).get_linesize() for _ in lines) + 16
        w = max(font(size).size(line)[0] for line in lines) + 32
        box = Rect(0, 0, w, h)
        box.midbottom = bottom_center
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*theme.bar, min(235, alpha)), panel.get_rect(), border_radius=12)
        y = 8
        for line in lines:
            label = font(size).render(line, True, theme.ink)
            label.set_alpha(alpha)
            panel.blit(label, label.get_rect(midtop=(w // 2, y)))
            y += font(size).get_linesize()
        surface.blit(panel, box)


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to ``width`` pixels; blank lines are kept."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def panel(surface: pygame.Surface, rect: Rect, theme: Theme, alpha: int = 240) -> None:
    """A dark rounded panel with a thin edge, for dialogs and overlays."""
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (*theme.bar, alpha), box.get_rect(), border_radius=16)
    pygame.draw.rect(box, (*theme.felt_light, 255), box.get_rect(), width=2, border_radius=16)
    surface.blit(box, rect)
