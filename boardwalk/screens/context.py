"""What a screen may ask of the program around it, and nothing more.

Screens never import the app: they get a ``Context``, which the app implements. It
carries what every screen draws with (card art, window size, animation speed, the
player's settings and tutorial progress), the sounds it plays, the play layer's keeper
of the game in progress, and two ways to move on: ``push`` a screen (with a callback for
its result) and ``go`` somewhere by route name (the app's table of routes says what that
means).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from boardwalk.audio import Sounds
    from boardwalk.play.keeper import Keeper
    from boardwalk.render.cardart import CardArt
    from boardwalk.storage.progress import Progress
    from boardwalk.storage.settings import Settings

Screen = Any  # a ``screens.base.Screen``; named loosely so that base and context stay apart


class Context(Protocol):
    art: CardArt
    settings: Settings
    progress: Progress
    keeper: Keeper
    sounds: Sounds
    """``play(name)``, at the player's volume; silent when there is no audio."""

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def anim_ms(self) -> int: ...

    def push(self, screen: Screen, on_result: Callable[[Any], None] | None = None) -> None:
        """Show ``screen`` on top; ``on_result`` gets what it dismisses itself with."""

    def dismiss(self, screen: Screen, result: Any = None) -> None:
        """Take ``screen`` (and anything above it) away and hand its result back."""

    def top(self) -> Screen | None:
        """The screen that gets input now."""

    def go(self, route: str, **details: Any) -> None:
        """Somewhere by name: ``"stats"``, ``"new"``, ``"replay"``… (the app's routes)."""

    def report(self, problem: str, title: str = "") -> None:
        """Something could not be read or written: say so in a dialog."""

    def save_settings(self) -> None:
        """The settings changed: keep them, and redraw everything in the new theme."""

    def cycle_animation_speed(self) -> str:
        """Normal, fast, slow, off, and round again; returns the new speed's name."""
