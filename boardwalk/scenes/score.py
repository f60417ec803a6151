"""The score of a finished game as pictures, over the table (RULES.md §13)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.bot.background import Background
from boardwalk.bot.solver import Solver, Verdict
from boardwalk.flow import deal_words
from boardwalk.render.fonts import text
from boardwalk.render.widgets import Button, button_at, panel
from boardwalk.rules.board import names
from boardwalk.rules.cards import code
from boardwalk.rules.scoring import spike_columns

from .base import Scene

SOLVER_NODES = 15_000  # a few seconds: long enough to find most wins, short enough to wait for

if TYPE_CHECKING:
    from boardwalk.app import App
    from boardwalk.statistics import Figures
    from boardwalk.storage.autosave import Session

ACTIONS = [
    ("Back to the table", "back"),
    ("Replay this game", "replay"),
    ("Statistics", "stats"),
    ("Play this deal again", "again"),
    ("New deal", "new"),
]


class ScoreScene(Scene):
    opaque = False

    def __init__(self, app: App, session: Session, before: Figures) -> None:
        super().__init__(app)
        self.session = session
        self.before = before
        self.hover = (-1, -1)
        self.box = Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self.resized(app.size)
        self.verdict: Verdict | None = None
        self.thinking = Background()
        self.solver = Solver(SOLVER_NODES)
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

    @property
    def game(self):
        return self.session.game

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
        app, game = self.app, self.game
        app.scenes.pop()
        if action == "replay":
            title = f"{game.variant.name}, {deal_words(game.deal)}"
            app.replay(game.variant.id, game.deck, game.moves, title)
        elif action == "stats":
            app.command("stats")
        elif action == "again":
            app.flow.play_again(game.variant.id, game.deal, game.deck)
        elif action == "new":
            app.flow.start(game.variant.id)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.art.theme
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        panel(surface, self.box, self.app.art.theme)
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
        y = self._destinations(surface, x, y, size)
        y = self._hand(surface, x, y + 8, size)
        y = self._spikes(surface, x, y + 8, size)
        self._compare(surface, x, y + 12, size, s.total)
        surface.blit(text(self.verdict_words(), size - 1, theme.ink_dim), (x, y + 20 + size * 2))
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.hover), self.app.art.theme)

    def _card_size(self) -> tuple[int, int]:
        w = max(28, min(56, (self.box.w - 220) // 15))
        return w, int(w * 1.4)

    def _badge(self, surface, words: str, midleft, size: int) -> int:
        theme = self.app.art.theme
        label = text(words, size - 2, theme.bar, True)
        box = label.get_rect().inflate(16, 6)
        box.midleft = midleft
        pygame.draw.rect(surface, theme.glow, box, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(center=box.center))
        return box.right + 10

    def _total(self, surface, total: int, rect: Rect, size: int) -> None:
        theme = self.app.art.theme
        label = text(f"{total} / 52", size * 2, theme.ink, True)
        surface.blit(label, label.get_rect(topright=(rect.right, rect.top - 4)))
        bar = Rect(rect.x, rect.bottom + 2, rect.w, 8)
        pygame.draw.rect(surface, theme.felt_dark, bar, border_radius=4)
        pygame.draw.rect(
            surface, theme.glow, (bar.x, bar.y, bar.w * total // 52, bar.h), border_radius=4
        )

    def _destinations(self, surface, x: int, y: int, size: int) -> int:
        """Each destination as the pile it is: the top card and how many lie there."""
        theme = self.app.art.theme
        board = self.game.board
        n = names(board.variant)
        cw, ch = self._card_size()
        label = text(
            f"Cards on destinations: {self.game.score().destinations}", size, theme.ink, True
        )
        surface.blit(label, (x, y))
        y += label.get_height() + 6
        u = board.variant.upper_columns
        for walk, columns in (
            ("upperwalk", range(u)),
            ("lowerwalk", range(u, board.variant.columns)),
        ):
            surface.blit(text(walk, size - 3, theme.ink_dim), (x, y + ch // 2 - size // 2))
            cx = x + 110
            for c in columns:
                pile = board.piles[c]
                rect = Rect(cx, y, cw, ch)
                if pile:
                    for k in range(len(pile)):
                        surface.blit(
                            self.app.art.face(code(pile[k]), (cw, ch)), rect.move(0, -2 * k)
                        )
                    count = text(f"×{len(pile)}", size - 3, theme.ink, True)
                    surface.blit(count, count.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
                else:
                    pygame.draw.rect(surface, theme.slot, rect, width=1, border_radius=4)
                    surface.blit(text(n.dst[c], size - 5, theme.ink_dim), rect.move(4, 4))
                cx += cw + 10
            y += ch + size + 6
        return y

    def _hand(self, surface, x: int, y: int, size: int) -> int:
        """The hand, its best set lifted: the count of the most frequent value scores."""
        theme = self.app.art.theme
        hand = self.game.board.hand
        if not hand:
            return y
        cw, ch = self._card_size()
        best_value, count = Counter(c >> 2 for c in hand).most_common(1)[0]
        label = text(f"Hand score: {count}", size, theme.ink, True)
        surface.blit(label, (x, y + ch // 2))
        cx = x + 160
        for card in hand:
            lift = 8 if count > 1 and card >> 2 == best_value else 0
            rect = Rect(cx, y + 8 - lift, cw, ch)
            surface.blit(self.app.art.face(code(card), (cw, ch)), rect)
            if lift:
                pygame.draw.rect(surface, theme.glow, rect.inflate(4, 4), width=2, border_radius=5)
            cx += cw + 8
        why = (
            "four of a kind"
            if count == 4
            else "three of a kind"
            if count == 3
            else "a pair"
            if count == 2
            else "no pair: 1"
        )
        surface.blit(text(why, size - 2, theme.ink_dim), (cx + 10, y + ch // 2))
        return y + ch + 12

    def _spikes(self, surface, x: int, y: int, size: int) -> int:
        """Spikes turned up and counted, or why none count."""
        theme = self.app.art.theme
        board = self.game.board
        spikes = spike_columns(board)
        face_down = len(board.face_down_cards())
        if spikes:
            label = text(f"Spikes: {len(spikes)}", size, theme.ink, True)
            surface.blit(label, (x, y + 10))
            cw, ch = self._card_size()
            cx = x + 160
            for _, card in spikes:
                rect = Rect(cx, y, cw, ch)
                surface.blit(self.app.art.face(code(card), (cw, ch)), rect)
                plus = text("+1", size - 2, theme.glow, True)
                surface.blit(plus, plus.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
                cx += cw + 8
            return y + ch + size + 6
        why = (
            "Spikes: none — no face-down card is left."
            if not face_down
            else f"Spikes: none count: of the {face_down} face-down cards left, not all are spikes."
        )
        surface.blit(text(why, size - 1, theme.ink_dim), (x, y))
        return y + size + 8

    def _compare(self, surface, x: int, y: int, size: int, total: int) -> None:
        theme = self.app.art.theme
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
