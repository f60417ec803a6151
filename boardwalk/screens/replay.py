"""Watching a game again: step forward and back (the Card Shell programs' Forward and
Backward), jump to either end, or let it play at a chosen speed, with the table's own
animations. Nothing here can change a game: the play layer's cursor steps through it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from boardwalk.play.replay import ReplayCursor
from boardwalk.render.table import Highlights

from .base import Screen
from .score import score_words
from .table_widget import TableWidget

if TYPE_CHECKING:
    from boardwalk.rules import Game
    from boardwalk.solitaire import Kind

    from .context import Context

SPEEDS = (0.5, 1.0, 2.0, 4.0)
STEP_MS = 900  # one move per this many ms at 1×

CONTROLS = [  # each button is laid out as wide as the longest words it will show
    ("|◀", "start", "To the deal (Home)"),
    ("◀ Back", "back", "One move back (Left)"),
    ("Pause", "play", "Play the moves one by one, or pause (Space)"),
    ("Forward ▶", "forward", "One move on (Right)"),
    ("▶|", "end", "To the last move (End)"),
    ("Speed 0.5×", "speed", "Faster or slower (+ / -)"),
    ("Close", "close", "Back to where you were (Esc)"),
]
KEYS = {
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


class ReplayScreen(Screen):
    def __init__(self, ctx: Context, kind: Kind, game: Game, title: str) -> None:
        super().__init__(ctx)
        self.kind, self.title = kind, title
        self.cursor = ReplayCursor(game)
        rule = getattr(game, "rule", "") or ""
        self.widget = TableWidget(ctx, kind, game.variant.id, CONTROLS, rule=rule)
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0
        self._drawn: tuple[object, ...] = ()

    # -- stepping -------------------------------------------------------------------------------
    def forward(self) -> bool:
        before = self.cursor.board
        events = self.cursor.forward()
        if events is None:
            self.playing = False
            return False
        self.widget.animate_move(before, events, {})
        return True

    def jump(self, index: int) -> None:
        before = self.cursor.board
        self.cursor.jump(index)
        self.widget.animate_change(before, self.cursor.board)

    def act(self, action: str) -> None:
        self.widget.anim.finish()
        if action in ("forward", "back", "start", "end"):
            self.playing = False
        index, count = self.cursor.index, len(self.cursor.moves)
        if action == "forward":
            self.forward()
        elif action in ("back", "start", "end"):
            self.jump({"back": index - 1, "start": 0, "end": count}[action])
        elif action == "play":
            self.playing = not self.playing and not self.cursor.at_end
            self.wait = 0
        elif action == "speed":
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        elif action == "slower":
            self.speed = SPEEDS[max(0, SPEEDS.index(self.speed) - 1)]
        elif action == "close":
            self.dismiss()

    # -- screen protocol -------------------------------------------------------------------------
    def enter(self) -> None:
        self.widget.catch_up()

    def resized(self, size: tuple[int, int]) -> None:
        self.widget.resized(size)

    def settle(self) -> None:
        self.widget.settle()

    def busy(self) -> bool:
        """Drawn again while the table moves, or when the move shown, play or the speed
        changed; a replay left paused is not redrawn."""
        return self.widget.busy() or self._drawn != self._look()

    def _look(self) -> tuple[object, ...]:
        return (self.cursor.index, self.playing, self.speed)

    def update(self, dt: float) -> None:
        self.widget.update(dt)
        if self.playing:
            self.wait -= dt
            if self.wait <= 0:
                self.wait = STEP_MS / self.speed
                self.playing = self.forward()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.widget.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.widget.button_at(event.pos)
            if hit:
                self.act(hit.action)
        elif event.type == pygame.KEYDOWN and event.key in KEYS:
            self.act(KEYS[event.key])

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = self._look()
        c = self.cursor
        marks = Highlights()
        if c.index:
            marks.hint = self.kind.places_named(c.moves[c.index - 1])
        for b in self.widget.buttons:
            if b.action == "play":
                b.label = "Pause" if self.playing else "Play"
            if b.action == "speed":
                b.label = f"Speed {self.speed:g}×"
        last = ": the deal"
        if c.index:  # the move just shown, in words, from the board it was played on
            last = f": {self.kind.move_words(c.boards[c.index - 1], c.moves[c.index - 1])}"
        words = (
            f"Replay · {self.title} · move {c.index} of {len(c.moves)}{last} · "
            f"{score_words(self.kind, self.kind.points(c.board))}"
        )
        self.widget.draw(surface, c.board, marks, words)
