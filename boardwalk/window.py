"""The game's window: opened where the player left it, at the size they gave it (maximised
if it was), never smaller than the table is laid out for, and remembered when they change
it — only then, so a run in which nobody touched the window writes nothing."""

from __future__ import annotations

import time
import warnings
from dataclasses import dataclass

import pygame

from boardwalk.command_line import MIN_SIZE
from boardwalk.storage.settings import Settings

DEFAULT_SIZE = (1280, 800)
RECENT_S = 0.5
"""Window changes this close together come from one gesture (a maximise)."""


@dataclass
class Geometry:
    """Where and how big the window is, as the player arranged it."""

    size: tuple[int, int]
    position: tuple[int, int] | None = None
    maximised: bool = False


class Window:
    def __init__(self, asked: tuple[int, int] | None, settings: Settings) -> None:
        """``asked``: ``--size``, which outranks what was remembered."""
        self.geometry = Geometry(
            size=asked or settings.window or DEFAULT_SIZE,
            position=settings.position if asked is None else None,
            maximised=settings.maximised and asked is None,
        )
        self.changed = False
        self.fullscreen = False
        self._recent: list[tuple[float, tuple[int, int], tuple[int, int] | None]] = []
        self.surface = self.open(self.geometry.size, pygame.RESIZABLE)
        if asked is None:
            self._restore_place()

    def open(self, size: tuple[int, int], flags: int) -> pygame.Surface:
        """Open (or change) the window, never smaller than ``MIN_SIZE`` (fullscreen aside)."""
        if size != (0, 0):
            size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        return pygame.display.set_mode(size, flags)

    def _restore_place(self) -> None:
        position = self.geometry.position
        if position is not None and _on_a_screen(position):
            pygame.display.set_window_position(position)
        if self.geometry.maximised:
            handle = handle_of_display()
            if handle is not None:
                handle.maximize()

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def handle(self, event: pygame.event.Event) -> bool:
        """Follow the player's changes to the window; True if the window's size changed."""
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.surface = pygame.display.get_surface()
            if self.size[0] < MIN_SIZE[0] or self.size[1] < MIN_SIZE[1]:
                self.surface = self.open(self.size, pygame.RESIZABLE)  # dragged too small
            if not self.geometry.maximised:
                self._keep(size=self.size)
            self.changed = True
            return True
        if event.type == pygame.WINDOWMAXIMIZED:
            # Windows reports the maximised window's move and size *before* saying it was
            # maximised: go back to the place and size the player had given it.
            now = time.monotonic()
            recent = [r for r in self._recent if now - r[0] < RECENT_S]
            if recent:  # undo the changes that came with it, back to the oldest
                _, self.geometry.size, self.geometry.position = recent[0]
            self.geometry.maximised = self.changed = True
        elif event.type == pygame.WINDOWRESTORED:
            self.geometry.maximised, self.changed = False, True
        elif event.type == pygame.WINDOWMOVED and not self.geometry.maximised:
            self._keep(position=(event.x, event.y))
            self.changed = True
        return False

    def _keep(self, **change: tuple[int, int]) -> None:
        """Take a new size or place, remembering for a moment what it was before (see
        WINDOWMAXIMIZED): changes that arrive together belong to one gesture."""
        now = time.monotonic()
        self._recent = [r for r in self._recent if now - r[0] < RECENT_S]
        self._recent.append((now, self.geometry.size, self.geometry.position))
        for name, value in change.items():
            setattr(self.geometry, name, value)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.surface = self.open((0, 0), pygame.FULLSCREEN)
        else:
            self.surface = self.open(self.geometry.size, pygame.RESIZABLE)

    def remember(self, settings: Settings) -> bool:
        """Put the window's size, place and state into ``settings``; True if the player
        changed any of them this run (the caller then saves)."""
        if not self.changed:
            return False
        settings.window = self.geometry.size
        settings.position = self.geometry.position
        settings.maximised = self.geometry.maximised
        return True


def handle_of_display() -> pygame.Window | None:
    """The display module's window as a ``Window`` (to maximise it), where supported."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def _on_a_screen(position: tuple[int, int]) -> bool:
    """A remembered place on a monitor that is still there (not one since unplugged)."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return False
    width = sum(w for w, _ in sizes)
    height = max((h for _, h in sizes), default=0)
    x, y = position
    return -200 < x < width - 200 and 0 <= y < height - 100
