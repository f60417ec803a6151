"""The game-over panel: the end of a game said at once, over the table that shows it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.widgets import Button, button_at, panel, shade, text_in

from .base import Screen

if TYPE_CHECKING:
    from .context import Context
    from .table_widget import TableWidget


class Over(Protocol):
    """What the panel needs of the table beneath it (the table screen has it)."""

    widget: TableWidget

    def game_over(self) -> bool: ...
    def over_words(self) -> tuple[str, str]: ...
    def handle(self, event: pygame.event.Event) -> None: ...


VEIL = 90
"""How much the game-over panel dims the table: enough to read as a panel, not to hide."""


class GameOverPanel(Screen):
    """The end of a game, over the table that shows it: a panel on a light veil, so the
    final position stays readable. Its two buttons are its own; every other click and key
    goes to the table beneath (Ctrl+Z undoes, Esc leaves, the toolbar works). Dismissed
    with the action chosen."""

    opaque = False

    def __init__(self, ctx: Context, table: Over) -> None:
        super().__init__(ctx)
        self.table = table
        self.buttons: list[Button] = []

    def handle(self, event: pygame.event.Event) -> None:
        hit = None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_at(self.buttons, event.pos)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            hit = self.buttons[-1] if self.buttons else None  # Enter: See the score
        if hit is not None:
            self.dismiss(hit.action)
        else:
            self.table.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.buttons = []
        if not self.table.game_over():
            return  # the game was ended or reopened: the panel is on its way out
        widget = self.table.widget
        shade(surface, VEIL)
        self.buttons = over_panel(surface, widget, self.table.over_words(), widget.hover)


def over_panel(
    surface: pygame.Surface, widget: TableWidget, words: tuple[str, str], hover: tuple[int, int]
) -> list[Button]:
    """Game over in one place at every size: a panel centred over the board, sized from
    the window's height, with a title, a line of detail, Undo and See the score."""
    theme, layout = widget.view.theme, widget.view.layout
    w, h = layout.size
    unit = max(15, h // 36)
    box = Rect(0, 0, min(w - 2 * unit, unit * 21), unit * 8)
    board = Rect(next(iter(layout.places.values()))).unionall(list(layout.places.values()))
    box.center = (board.centerx, (layout.toolbar.bottom + layout.status.top) // 2)
    box.clamp_ip(Rect(0, layout.toolbar.bottom, w, layout.status.top - layout.toolbar.bottom))
    panel(surface, box, theme)
    inner = box.inflate(-2 * unit, 0)
    title = Rect(inner.x, box.y + unit // 2, inner.w, unit * 2)
    text_in(surface, words[0], title, unit * 3 // 2, theme.glow, bold=True, align="center")
    detail = Rect(inner.x, title.bottom, inner.w, int(unit * 2.4))
    text_in(surface, words[1], detail, unit, theme.ink, align="center", lines=2)
    bh = int(unit * 2.1)
    specs = [("Undo", "undo"), ("See the score", "end")]
    widths = [font(max(11, int(bh * 0.42)), a == "end").size(c)[0] + bh for c, a in specs]
    x = box.centerx - (sum(widths) + unit) // 2
    buttons = []
    for (caption, action), bw in zip(specs, widths, strict=True):
        rect = Rect(x, box.bottom - unit * 2 // 3 - bh, bw, bh)
        button = Button(caption, action, rect, primary=action == "end")
        button.draw(surface, rect.collidepoint(hover), theme)
        buttons.append(button)
        x += bw + unit
    return buttons
