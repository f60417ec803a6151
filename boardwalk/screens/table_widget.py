"""One table, composed by every screen that shows a game (play, a lesson, a replay): the
board view, its animations, a toolbar with tooltips, a status line, short messages and the
win celebration. It draws what it is given and animates what happened; it decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from boardwalk.render.animation import Animator
from boardwalk.render.cardart import with_suits
from boardwalk.render.choreography import animate_deal, animate_diff, animate_motions
from boardwalk.render.fonts import text
from boardwalk.render.table import Highlights, TableView
from boardwalk.render.widgets import Button, Toast, button_at, button_row

from .gestures import Position

if TYPE_CHECKING:
    from boardwalk.solitaire import Kind

    from .context import Context

ART_DEBOUNCE_MS = 150
Specs = list[tuple[str, str, str]]  # (caption, action, tooltip)


class TableWidget:
    def __init__(
        self,
        ctx: Context,
        kind: Kind,
        variant: str,
        toolbar: Specs,
        width_of: Callable[[int], int] = lambda w: w,
    ) -> None:
        self.ctx, self.kind, self.variant, self.specs = ctx, kind, variant, toolbar
        self.width_of = width_of
        """How much of the window's width the table takes (a lesson keeps a panel beside)."""
        self.anim = Animator()
        self.toast = Toast()
        self.hover: tuple[int, int] = (-1, -1)
        self.art_wait = 0.0
        self.buttons: list[Button] = []
        self.view = self._view(ctx.size)
        self._position: Position | None = None
        self._layout_buttons()

    # -- size and colours --------------------------------------------------------------------
    def _view(self, size: tuple[int, int]) -> TableView:
        area = (self.width_of(size[0]), size[1])
        return TableView(self.kind, self.kind.layout(self.variant, area), self.ctx.art)

    def _layout_buttons(self) -> None:
        bar = self.view.layout.toolbar
        self.buttons = button_row(self.specs, bar, int(bar.h * 0.7))

    def resized(self, size: tuple[int, int]) -> None:
        """Re-flow at once; redraw card art at the new size once resizing pauses."""
        art_size = self.view.art_size
        self.view = self._view(size)
        self.view.art_size = art_size
        self.art_wait = ART_DEBOUNCE_MS
        self._layout_buttons()

    def catch_up(self) -> None:
        """Back on top: take in a size or colours changed while the table was away."""
        size = self.ctx.size
        moved = self.view.layout.size != (self.width_of(size[0]), size[1])
        if moved or self.view.theme is not self.ctx.art.theme:
            self.resized(size)

    def settle(self) -> None:
        self.anim.finish()
        self.view.art_size = self.view.layout.card

    def update(self, dt: float) -> None:
        if self.art_wait > 0:
            self.art_wait -= dt
            if self.art_wait <= 0:
                self.view.art_size = self.view.layout.card
        self.anim.update(dt)
        self.toast.update(dt)

    # -- what the gestures read ---------------------------------------------------------------
    def position(self, board: Any, legal: Sequence[str]) -> Position:
        """The board on this layout, kept while neither changes (asked on every event)."""
        p = self._position
        stale = p is None or p.board is not board or p.layout is not self.view.layout
        if stale or (p.legal is not legal and p.legal != legal):  # ended, or reopened
            self._position = Position(self.kind, board, self.view.layout, legal)
        return self._position

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        return button_at(self.buttons, pos)

    # -- telling and animating -----------------------------------------------------------------
    def say(self, message: str, ms: float = 4200) -> None:
        self.toast.show(with_suits(message), ms)

    def homes(self, board: Any) -> dict[str, Rect]:
        """Where every card of ``board`` is drawn: what a move's glides start from."""
        return {s.card: self.view.home(s) for s in self.kind.spots(board)}

    def animate_move(self, before: Any, events: Sequence[Any], held: dict[str, Rect]) -> None:
        """A move's events from the board it was played on; a held card glides from the hand."""
        homes = self.homes(before)
        start_of = lambda card: held.get(card) or homes.get(card)  # noqa: E731
        motions = self.kind.motions(events)
        animate_motions(self.anim, motions, start_of, self.ctx.anim_ms)

    def animate_change(self, before: Any, after: Any, slow: float = 1.0) -> None:
        """Undo, redo and jumps: every card whose place or face changed goes there."""
        old, new = self.kind.spots(before), self.kind.spots(after)
        animate_diff(self.anim, old, new, self.view.home, self.ctx.anim_ms * slow)

    def animate_deal(self, board: Any) -> None:
        layout = self.view.layout
        origin = (layout.size[0] // 2 - layout.card[0] // 2, layout.toolbar.bottom + 4)
        animate_deal(self.anim, self.kind.spots(board), origin, self.ctx.anim_ms)

    def snap_back(self, card: str, rect: Rect | None) -> None:
        if rect is not None and self.ctx.anim_ms > 0:
            self.anim.glide(card, rect.topleft, 0, self.ctx.anim_ms)

    def celebrate(self) -> None:
        self.anim.celebrate(*self.view.layout.size)

    # -- drawing -------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        board: Any,
        marks: Highlights,
        status: str,
        enabled: Callable[[str], bool] = lambda action: True,
    ) -> None:
        self.view.draw(surface, board, self.anim, marks)
        layout, theme = self.view.layout, self.view.theme
        pygame.draw.rect(surface, theme.bar, layout.toolbar)
        pygame.draw.rect(surface, theme.bar, layout.status)
        for b in self.buttons:
            b.enabled = enabled(b.action)
            b.draw(surface, b.rect.collidepoint(self.hover), theme)
        label = text(status, max(12, int(layout.status.h * 0.5)), theme.ink)
        surface.blit(
            label, label.get_rect(midleft=(layout.status.left + 14, layout.status.centery))
        )
        self._tooltip(surface)
        self._celebration(surface)

    def draw_toast(self, surface: pygame.Surface) -> None:
        layout = self.view.layout
        bottom = (layout.size[0] // 2, layout.status.top - 10)
        self.toast.draw(surface, bottom, int(layout.size[0] * 0.6), self.view.theme)

    def _tooltip(self, surface: pygame.Surface) -> None:
        """What a toolbar button does and its key, under the pointer: shortcuts are found."""
        button = next((b for b in self.buttons if b.rect.collidepoint(self.hover)), None)
        if button is None or not button.tip:
            return
        theme = self.view.theme
        label = text(button.tip, max(12, button.rect.h // 2), theme.ink)
        box = label.get_rect().inflate(16, 8)
        box.topleft = (button.rect.x, button.rect.bottom + 6)
        box.right = min(box.right, self.view.layout.size[0] - 4)
        pygame.draw.rect(surface, theme.bar, box, border_radius=6)
        pygame.draw.rect(surface, theme.felt_light, box, width=1, border_radius=6)
        surface.blit(label, label.get_rect(center=box.center))

    def _celebration(self, surface: pygame.Surface) -> None:
        party = self.anim.celebration
        if not party:
            return
        layout = self.view.layout
        size = max(18, layout.card[1] // 4)
        for p in party.particles:
            surface.blit(text(p.glyph, size, p.color), (p.x, p.y))
        banner = text("You won!", size * 2, self.view.theme.glow, True)
        surface.blit(banner, banner.get_rect(center=(layout.size[0] // 2, layout.size[1] // 3)))
