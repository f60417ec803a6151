"""The scene stack: only the top scene gets input; a result is handed back on pop.

Generic: a scene knows nothing of Boardwalk unless it is a Boardwalk scene, so other
card games can reuse the stack, dialogs and loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from boardwalk.app import App


class Scene:
    """One screen. ``opaque`` False draws the scene below first (dialogs, overlays)."""

    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top (pushed, or uncovered by a pop)."""

    def exit(self) -> None:
        """Called when the scene is popped or replaced."""

    def resumed(self, result: Any) -> None:
        """A scene pushed above this one was popped with ``result``."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event."""

    def update(self, dt: float) -> None:
        """``dt`` milliseconds have passed."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the whole scene."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window changed size."""

    def settle(self) -> None:
        """Finish every animation at once (screenshots, and input that cannot wait)."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def pop(self, result: Any = None) -> Scene:
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].enter()
            self.scenes[-1].resumed(result)
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the highest opaque scene up, so overlays show what lies beneath."""
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def resized(self, size: tuple[int, int]) -> None:
        for scene in self.scenes:
            scene.resized(size)
