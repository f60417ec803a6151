"""Screens and the stack they live on: only the top screen gets input; a screen hands its
result back with ``dismiss(result)``, which reaches the callback it was pushed with.

Generic: a screen knows nothing of any one game unless it is given the game's ``Kind``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from .context import Context


class Screen:
    """One screen. ``opaque`` False draws the screen below first (dialogs, overlays)."""

    opaque = True

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.hover: tuple[int, int] = (-1, -1)

    def dismiss(self, result: Any = None) -> None:
        """Leave, handing ``result`` to whoever pushed this screen."""
        self.ctx.dismiss(self, result)

    def enter(self) -> None:
        """Called when the screen becomes the top (pushed, or uncovered)."""

    def exit(self) -> None:
        """Called when the screen is taken away."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event."""

    def update(self, dt: float) -> None:
        """``dt`` milliseconds have passed."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole screen."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def settle(self) -> None:
        """Finish every animation at once (screenshots, and input that cannot wait)."""

    def busy(self) -> bool:
        """Whether the screen must be drawn again although no input came: something on it
        moves, or what it shows changed by itself. An idle window is not redrawn (input
        always redraws). A screen with an ``update`` of its own may count, think or play
        on a timer, so by default it is taken to be busy; one without changes only on input."""
        return type(self).update is not Screen.update


class ScreenStack:
    def __init__(self) -> None:
        self.entries: list[tuple[Screen, Callable[[Any], None] | None]] = []

    @property
    def screens(self) -> list[Screen]:
        return [screen for screen, _ in self.entries]

    @property
    def top(self) -> Screen | None:
        return self.entries[-1][0] if self.entries else None

    def push(self, screen: Screen, on_result: Callable[[Any], None] | None = None) -> None:
        self.entries.append((screen, on_result))
        screen.enter()

    def dismiss(self, screen: Screen, result: Any = None) -> None:
        """Take ``screen`` away with whatever lies above it, then hand back its result."""
        if screen not in self.screens:
            return
        while self.entries:
            top, on_result = self.entries.pop()
            top.exit()
            if top is screen:
                break
        if self.top is not None:
            self.top.enter()
        if on_result is not None:
            on_result(result)

    def visible(self) -> list[Screen]:
        """The highest opaque screen and those above it: overlays show what lies beneath."""
        screens = self.screens
        start = max((i for i, s in enumerate(screens) if s.opaque), default=0)
        return screens[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for screen in self.visible():
            screen.draw(surface)

    def busy(self) -> bool:
        """Whether any screen in view must be drawn again (see ``Screen.busy``)."""
        return any(screen.busy() for screen in self.visible())

    def resized(self, size: tuple[int, int]) -> None:
        for screen in self.screens:
            screen.resized(size)


def handle_list(screen: Any, event: pygame.event.Event) -> None:
    """A screen that is a list of rows (``rows``: (rect, value) pairs) with a Back button:
    the pointer selects a row, a click chooses it (the screen is dismissed with its value)
    or goes back, and keys go to the screen's own ``key``."""
    if event.type == pygame.MOUSEMOTION:
        screen.hover = event.pos
        hit = (i for i, (r, _) in enumerate(screen.rows) if r.collidepoint(event.pos))
        screen.selected = next(hit, screen.selected)
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        if screen.back.hit(event.pos):
            screen.dismiss()
            return
        value = next((v for r, v in screen.rows if r.collidepoint(event.pos)), None)
        if value is not None:
            screen.dismiss(value)
    elif event.type == pygame.KEYDOWN:
        screen.key(event.key)


def command_held(event: pygame.event.Event, platform: str = "") -> bool:
    """Whether a key came with the shortcut modifier: Ctrl, and ⌘ as well on a Mac, as
    its players expect."""
    platform = platform or sys.platform
    mods = pygame.KMOD_CTRL | (pygame.KMOD_META if platform == "darwin" else 0)
    return bool(getattr(event, "mod", 0) & mods)


FOCUS_MOVES = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}
FOCUS_TAKE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Focus:
    """Which of a screen's targets (buttons, tiles) the keyboard is on: Tab and the arrows
    move it, Enter or Space takes it. Shown only once a key moved it, so a mouse player
    sees no ring; ``start`` is where the first key lands (the screen's default choice)."""

    def __init__(self, start: int = 0, arrows: bool = True) -> None:
        self.index, self.shown = start, False
        self.arrows = arrows
        """False where the screen's arrows do something else: only Tab moves the focus."""

    def key(self, event: pygame.event.Event, count: int) -> bool | None:
        """True: take the focused target; False: the focus moved; None: not a focus key."""
        step = FOCUS_MOVES.get(event.key, 0) if self.arrows else 0
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        if step and count:
            self.index = (self.index + step * self.shown) % count
            self.shown = True
            return False
        if event.key in FOCUS_TAKE and count:
            return True
        return None

    def ring(self, surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int]) -> None:
        if self.shown:
            pygame.draw.rect(surface, (16, 20, 18), rect.inflate(10, 10), width=3, border_radius=14)
            pygame.draw.rect(surface, color, rect.inflate(6, 6), width=3, border_radius=12)
