"""Drive the real app loop headless with posted events over real card positions."""

from __future__ import annotations

import os
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame

from boardwalk.app import App, parse_args
from boardwalk.rules import deck_from_layout, find_variant

FRAME = 16


class Driver:
    def __init__(
        self,
        *argv: str,
        layout: dict[str, str] | None = None,
        variant: str = "",
        first_launch: bool = False,
    ) -> None:
        args = list(argv)
        if not first_launch:  # the tutorial has been offered already
            folder = Path(os.environ["BOARDWALK_DATA_DIR"])
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "tutorial.json").write_text('{"version": 1, "offered": true, "done": []}')
        if layout is not None:
            args += [
                "--variant",
                variant,
                "--deck",
                deck_from_layout(find_variant(variant), layout),
            ]
        self.app = App(parse_args(args))
        self.frames(2)

    # -- looking ------------------------------------------------------------------------------
    @property
    def scene(self):
        return self.app.stack.top

    @property
    def current(self):
        """The table of the game in progress, while it is on the stack."""
        return self.app.routes.table

    @property
    def table(self):
        """The table being played: the top screen if it has one (a lesson), else the game's."""
        return self.scene if hasattr(self.scene, "hand") else self.current

    @property
    def game(self):
        table = self.table
        return table.run.game if hasattr(table, "run") else table.game

    def center(self, place: str) -> tuple[int, int]:
        """The middle of the top card at a place, or of the empty place."""
        rect = self.table.hand.at().top_rect(place) or self.layout.places[place]
        return rect.center

    @property
    def layout(self):
        return self.table.widget.view.layout

    def toast(self) -> str:
        return self.table.widget.toast.message

    # -- acting -------------------------------------------------------------------------------
    def post(self, kind: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(kind, **attrs))

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(FRAME)

    def press(self, pos, button: int = 1) -> None:
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.frames()

    def release(self, pos, button: int = 1) -> None:
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames()

    def move_to(self, start, end, steps: int = 6) -> None:
        for k in range(1, steps + 1):
            pos = (
                start[0] + (end[0] - start[0]) * k // steps,
                start[1] + (end[1] - start[1]) * k // steps,
            )
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
            self.frames()

    def drag(self, src: str, dst: str) -> None:
        """Press on the card at ``src``, move in steps, release over ``dst``."""
        start, end = self.center(src), self.center(dst)
        self.press(start)
        self.move_to(start, end)
        self.release(end)
        self.frames(3)

    def click(self, place_or_pos, button: int = 1) -> None:
        pos = self.center(place_or_pos) if isinstance(place_or_pos, str) else place_or_pos
        self.press(pos, button)
        self.release(pos, button)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.frames()
