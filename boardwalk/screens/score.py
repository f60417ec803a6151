"""The score of a finished game, over the table: the game draws its own breakdown (for
Boardwalk, RULES.md §13: piles, hand, spikes); this frames it with the total, the badges,
the player's record for the variant and what the clairvoyant solver says of the deal.

Dismissed with the action chosen (``back``, ``replay``, ``stats``, ``again``, ``new``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.play.thinking import Background
from boardwalk.render.fonts import text
from boardwalk.render.widgets import Button, button_at, panel

from .base import Screen

SOLVER_NODES = 15_000  # a few seconds: long enough to find most wins, short enough to wait for

if TYPE_CHECKING:
    from boardwalk.rules import Game
    from boardwalk.solitaire import Kind
    from boardwalk.statistics import Figures

    from .context import Context

ACTIONS = [
    ("Back to the table", "back"),
    ("Replay this game", "replay"),
    ("Statistics", "stats"),
    ("Play this deal again", "again"),
    ("New deal", "new"),
]


class ScoreScreen(Screen):
    opaque = False

    def __init__(self, ctx: Context, kind: Kind, game: Game, before: Figures) -> None:
        super().__init__(ctx)
        self.kind, self.game, self.before = kind, game, before
        self.box = Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.resized(ctx.size)
        self.verdict = None
        self.thinking = Background()
        self.solver = kind.solver(SOLVER_NODES)
        self.thinking.start("deal", self.solver.solve, self.game.start)

    def exit(self) -> None:
        self.solver.cancel()  # leaving the score: its answer would go unread

    def update(self, dt: float) -> None:
        answer = self.thinking.take()
        if answer is not None:
            self.verdict = answer[1]

    def verdict_words(self) -> str:
        """What the clairvoyant solver says of this deal, once it has looked."""
        v = self.verdict
        if v is None:
            return "The solver, which sees every card, is looking at this deal…"
        if v.winnable:
            return f"This deal was winnable: the solver found a win; it reached {v.best} points."
        if v.winnable is False:
            return f"This deal could not be won, even seeing every card; at best {v.best} points."
        return (
            f"Seeing every card, the solver found no win in {v.nodes:,} positions; "
            f"it reached {v.best} points."
        )

    def resized(self, size: tuple[int, int]) -> None:
        w, h = size
        self.box = Rect(0, 0, min(1000, int(w * 0.86)), min(680, int(h * 0.9)))
        self.box.center = (w // 2, h // 2)
        bh = max(32, self.box.h // 16)
        gap = 10
        bw = (self.box.w - 40 - gap * (len(ACTIONS) - 1)) // len(ACTIONS)
        y = self.box.bottom - bh - 18
        self.buttons = [
            Button(
                label,
                action,
                Rect(self.box.x + 20 + i * (bw + gap), y, bw, bh),
                primary=action == "new",
            )
            for i, (label, action) in enumerate(ACTIONS)
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_at(self.buttons, event.pos)
            if hit:
                self.choose(hit.action)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.choose("back")

    def choose(self, action: str) -> None:
        self.dismiss(action)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.art.theme
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        panel(surface, self.box, theme)
        s = self.game.score()
        size = max(15, self.box.h // 34)
        x, y = self.box.x + 24, self.box.y + 18
        heading = "Perfect game!" if s.perfect else "You won!" if s.won else "Game over"
        title = text(heading, size * 2, theme.glow if s.won else theme.ink, True)
        surface.blit(title, (x, y))
        bx = x + title.get_width() + 16
        for badge, on in (("WIN", s.won), ("PERFECT", s.perfect)):
            if on:
                bx = self._badge(surface, badge, (bx, y + title.get_height() // 2), size)
        self._total(surface, s.total, Rect(self.box.right - 300, y, 276, title.get_height()), size)
        y += title.get_height() + 14
        area = Rect(x, y, self.box.w - 48, self.box.bottom - y)
        y = self.kind.look.score(surface, area, self.game, self.ctx.art, size)
        self._compare(surface, x, y + 12, size, s.total)
        surface.blit(text(self.verdict_words(), size - 1, theme.ink_dim), (x, y + 20 + size * 2))
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.hover), theme)

    def _badge(self, surface, words: str, midleft, size: int) -> int:
        theme = self.ctx.art.theme
        label = text(words, size - 2, theme.bar, True)
        box = label.get_rect().inflate(16, 6)
        box.midleft = midleft
        pygame.draw.rect(surface, theme.glow, box, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(center=box.center))
        return box.right + 10

    def _total(self, surface, total: int, rect: Rect, size: int) -> None:
        theme = self.ctx.art.theme
        most = self.kind.max_score(self.game.variant.id)
        label = text(f"{total} / {most}", size * 2, theme.ink, True)
        surface.blit(label, label.get_rect(topright=(rect.right, rect.top - 4)))
        bar = Rect(rect.x, rect.bottom + 2, rect.w, 8)
        pygame.draw.rect(surface, theme.felt_dark, bar, border_radius=4)
        pygame.draw.rect(
            surface, theme.glow, (bar.x, bar.y, bar.w * total // most, bar.h), border_radius=4
        )

    def _compare(self, surface, x: int, y: int, size: int, total: int) -> None:
        theme = self.ctx.art.theme
        b = self.before
        name = self.game.variant.name
        if not b.games:
            words = f"Your first recorded game of {name}."
        else:
            words = (
                f"Your {name} so far: best {b.best}, average {b.average:.1f} over {b.games} "
                f"game{'s' if b.games != 1 else ''}, {b.wins} won."
            )
        surface.blit(text(words, size, theme.ink), (x, y))
        if b.games and total > b.best:
            self._badge(
                surface,
                "NEW BEST",
                (x + text(words, size, theme.ink).get_width() + 14, y + size // 2 + 2),
                size,
            )
