"""Modal dialogs over any scene: a yes/no question and a number entry. Generic."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import font, text
from boardwalk.render.widgets import Button, button_at, panel, wrap

from .base import Screen

if TYPE_CHECKING:
    from .context import Context


class Dialog(Screen):
    """A panel in the middle of the window; the scene beneath stays visible, dimmed."""

    opaque = False

    def __init__(
        self,
        ctx: Context,
        title: str,
        body: str,
        buttons: list[tuple[str, str]],
    ) -> None:
        super().__init__(ctx)
        self.title, self.body, self.specs = title, body, buttons
        self.buttons: list[Button] = []
        self.box = Rect(0, 0, 0, 0)
        self.resized(ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.box = Rect(0, 0, min(620, int(w * 0.7)), min(300, int(h * 0.5)))
        self.box.center = (w // 2, h // 2)
        bh = max(32, self.box.h // 7)
        x = self.box.right - 20
        self.buttons = []
        for i, (label, action) in enumerate(reversed(self.specs)):
            bw = font(int(bh * 0.42)).size(label)[0] + bh * 2
            x -= bw
            button = Button(
                label, action, Rect(x, self.box.bottom - bh - 20, bw, bh), primary=i == 0
            )
            self.buttons.insert(0, button)
            x -= 12

    def choose(self, action: str) -> None:
        """Every way out hands back the action: a button's, or ``cancel``."""
        self.dismiss(action)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_at(self.buttons, event.pos)
            if hit:
                self.choose(hit.action)
            elif not self.box.collidepoint(event.pos):
                self.choose("cancel")
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.choose("cancel")
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose(self.buttons[-1].action)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        panel(surface, self.box, self.ctx.art.theme)
        ink = self.ctx.art.theme.ink
        size = max(16, self.box.h // 12)
        surface.blit(text(self.title, size + 4, ink, True), (self.box.x + 24, self.box.y + 20))
        y = self.box.y + 28 + size * 2
        for line in wrap(self.body, size - 2, self.box.w - 48):
            surface.blit(text(line, size - 2, self.ctx.art.theme.ink_dim), (self.box.x + 24, y))
            y += font(size - 2).get_linesize()
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.hover), self.ctx.art.theme)


def confirm(ctx: Context, title: str, body: str, yes: str, then: Callable[[], None]) -> None:
    """Ask before doing something that throws work away; ``then`` runs on yes."""
    buttons = [("Cancel", "cancel"), (yes, "yes")]
    ctx.push(Dialog(ctx, title, body, buttons), lambda r: then() if r == "yes" else None)


class NumberDialog(Dialog):
    """Type a deal number; Enter plays it. Dismissed with the number, or None."""

    def __init__(self, ctx: Context, title: str, body: str) -> None:
        super().__init__(ctx, title, body, [("Cancel", "cancel"), ("Play", "play")])
        self.digits = ""

    def choose(self, action: str) -> None:
        if action == "play":
            if not self.digits or int(self.digits) < 1:
                self.body = "Type a deal number: 1 or more, digits only."
                return
            self.dismiss(int(self.digits))
        else:
            self.dismiss(None)

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_BACKSPACE:
            self.digits = self.digits[:-1]
        elif event.unicode and event.unicode.isdigit() and len(self.digits) < 18:
            self.digits += event.unicode
        else:
            super().key(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size = max(20, self.box.h // 8)
        field = Rect(self.box.x + 24, self.box.centery - size // 2, self.box.w - 48, size + 12)
        pygame.draw.rect(surface, (250, 250, 244), field, border_radius=8)
        label = text(self.digits or " ", size, (20, 20, 20), True)
        surface.blit(label, label.get_rect(midleft=(field.x + 12, field.centery)))
        caret_x = field.x + 14 + (label.get_width() if self.digits else 0)
        pygame.draw.line(
            surface, (20, 20, 20), (caret_x, field.y + 6), (caret_x, field.bottom - 6), 2
        )
