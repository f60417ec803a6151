"""Watching a game again: step forward and back (the Card Shell programs' Forward and
Backward), jump to either end, or let it play at a chosen speed, with the table's own
animations. Nothing here can change a game: a replay is the fold shown step by step."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from boardwalk.render import layout as geometry
from boardwalk.render.animation import Animator
from boardwalk.render.choreography import animate_diff, animate_events
from boardwalk.render.fonts import text
from boardwalk.render.table import Highlights, TableView, spots
from boardwalk.render.widgets import Button, button_at, button_row
from boardwalk.rules import find_variant, new_game
from boardwalk.rules.engine import perform
from boardwalk.rules.scoring import score

from .base import Scene
from .game import places_of

if TYPE_CHECKING:
    from boardwalk.app import App

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_MS = 900  # one move per this many ms at 1×

CONTROLS = [
    ("|◀", "start", "Home"),
    ("◀ Back", "back", "Left"),
    ("Play", "play", "Space"),
    ("Forward ▶", "forward", "Right"),
    ("▶|", "end", "End"),
    ("Speed 1×", "speed", "+ / -"),
    ("Close", "close", "Esc"),
]


class ReplayScene(Scene):
    def __init__(self, app: App, variant: str, deck: str, moves: list[str], title: str) -> None:
        super().__init__(app)
        self.variant = find_variant(variant)
        self.moves = list(moves)
        self.title = title
        board = new_game(variant, deck=deck).board
        self.boards = [board]
        for move in self.moves:
            board = perform(board, move)[0]
            self.boards.append(board)
        self.index = 0
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self.anim = Animator()
        self.hover = (-1, -1)
        self.view = TableView(geometry.compute(self.variant, app.size), app.art)
        self.buttons: list[Button] = []
        self.resized(app.size)

    def resized(self, size: tuple[int, int]) -> None:
        self.view = TableView(geometry.compute(self.variant, size), self.app.art)
        bar = self.view.layout.toolbar
        self.buttons = button_row(CONTROLS, bar, int(bar.h * 0.7))

    def settle(self) -> None:
        self.anim.finish()

    # -- stepping -------------------------------------------------------------------------------
    def forward(self) -> bool:
        if self.index >= len(self.moves):
            self.playing = False
            return False
        before = {s.card: self.view.home(s) for s in spots(self.boards[self.index])}
        events = perform(self.boards[self.index], self.moves[self.index])[1]
        self.index += 1
        animate_events(self.anim, events, before.get, self.app.anim_ms)
        return True

    def back(self) -> None:
        if self.index == 0:
            return
        self.jump(self.index - 1)

    def jump(self, index: int) -> None:
        before = spots(self.boards[self.index])
        self.index = max(0, min(index, len(self.moves)))
        animate_diff(
            self.anim, before, spots(self.boards[self.index]), self.view.home, self.app.anim_ms
        )

    def act(self, action: str) -> None:
        self.anim.finish()
        if action == "forward":
            self.playing = False
            self.forward()
        elif action == "back":
            self.playing = False
            self.back()
        elif action == "start":
            self.playing = False
            self.jump(0)
        elif action == "end":
            self.playing = False
            self.jump(len(self.moves))
        elif action == "play":
            self.playing = not self.playing and self.index < len(self.moves)
            self.wait = 0
        elif action == "speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        elif action == "slower":
            self.speed = SPEEDS[max(0, SPEEDS.index(self.speed) - 1)]
        elif action == "close":
            self.app.scenes.pop()

    # -- scene protocol -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anim.update(dt)
        if self.playing:
            self.wait -= dt
            if self.wait <= 0:
                self.wait = STEP_MS / self.speed
                self.playing = self.forward()

    def handle(self, event: pygame.event.Event) -> None:
        keys = {
            pygame.K_RIGHT: "forward",
            pygame.K_LEFT: "back",
            pygame.K_HOME: "start",
            pygame.K_END: "end",
            pygame.K_SPACE: "play",
            pygame.K_PLUS: "speed",
            pygame.K_EQUALS: "speed",
            pygame.K_MINUS: "slower",
            pygame.K_ESCAPE: "close",
        }
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_at(self.buttons, event.pos)
            if hit:
                self.act(hit.action)
        elif event.type == pygame.KEYDOWN and event.key in keys:
            self.act(keys[event.key])

    def draw(self, surface: pygame.Surface) -> None:
        marks = Highlights()
        if self.index:
            marks.hint = places_of(self.moves[self.index - 1])
        self.view.draw(surface, self.boards[self.index], self.anim, marks)
        layout = self.view.layout
        theme = self.view.theme
        pygame.draw.rect(surface, theme.bar, layout.toolbar)
        pygame.draw.rect(surface, theme.bar, layout.status)
        for b in self.buttons:
            if b.action == "play":
                b.label = "Pause" if self.playing else "Play"
            if b.action == "speed":
                b.label = f"Speed {self.speed:g}×"
            b.draw(surface, b.rect.collidepoint(self.hover), self.app.art.theme)
        last = f": {self.moves[self.index - 1]}" if self.index else ": the deal"
        words = (
            f"Replay · {self.title} · move {self.index} of {len(self.moves)}{last} · "
            f"{score(self.boards[self.index]).total} points"
        )
        label = text(words, max(12, int(layout.status.h * 0.5)), theme.ink)
        surface.blit(
            label, label.get_rect(midleft=(layout.status.left + 14, layout.status.centery))
        )
