"""The tutorial: a lesson's steps beside the real table, on the lesson's scripted deal.

The player makes every move on the same table as a real game. The step's own move
advances; another legal move is gently refused with a hint; an illegal one is explained
in the engine's words. The table re-flows to leave room for the panel, so the words never
cover the cards they talk about.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.lessons import Lesson
from boardwalk.render import layout as geometry
from boardwalk.render.cardart import with_suits
from boardwalk.render.choreography import animate_diff
from boardwalk.render.fonts import font, text
from boardwalk.render.table import Highlights, TableView
from boardwalk.render.widgets import Button, button_at, wrap
from boardwalk.rules import new_game
from boardwalk.rules.explain import explain
from boardwalk.storage.autosave import Session

from .game import GameScene

if TYPE_CHECKING:
    from boardwalk.app import App

TOOLBAR = [
    ("Leave", "leave", "Esc"),
    ("Restart lesson", "restart", ""),
    ("Rules", "help", "F1"),
]
GOOD, HINT = (120, 230, 150), (250, 176, 60)


def panel_width(window_width: int) -> int:
    return max(280, min(440, int(window_width * 0.27)))


class TutorialScene(GameScene):
    toolbar = TOOLBAR

    def __init__(self, app: App, lesson: Lesson, step: int = 0) -> None:
        self.lesson = lesson
        self.index = 0
        self.done = False
        self.feedback: tuple[str, tuple[int, int, int]] | None = None
        self.panel_buttons: list[Button] = []
        first = Session(new_game(lesson.variant, deck=lesson.deck))
        super().__init__(app, first, deal_animation=step == 0)
        self.goto(step, animate=step == 0)

    @property
    def step(self):
        return self.lesson.steps[self.index]

    # -- the table shares the window with the panel ------------------------------------------
    def _view(self, size: tuple[int, int]) -> TableView:
        table = (size[0] - panel_width(size[0]), size[1])
        return TableView(geometry.compute(self.game.variant, table), self.app.art)

    def panel_rect(self) -> Rect:
        w, h = self.app.size
        return Rect(w - panel_width(w), 0, panel_width(w), h)

    # -- stepping --------------------------------------------------------------------------
    def goto(self, index: int, animate: bool = True) -> None:
        """Show step ``index``: the game as the script leaves it, then the step's own auto moves."""
        self.gestures.cancel()
        if self.game.moves or index:  # keep the deal animation of a lesson's first step
            self.anim.finish()
        game = new_game(self.lesson.variant, deck=self.lesson.deck)
        for move in self.lesson.moves_before(index):
            game.play(move)
        self.session = Session(game)
        self.index = index
        step = self.step
        before = self._spots()
        for move in step.auto:
            self.game.play(move)
        if animate and step.auto:
            animate_diff(self.anim, before, self._spots(), self.view.home, self.app.anim_ms * 2)
        self.done = not step.waits
        self.feedback = (step.after, GOOD) if self.done and step.after else None

    def next(self) -> None:
        if not self.done:
            self.show_me()
        elif self.index + 1 < len(self.lesson.steps):
            self.goto(self.index + 1)
        else:
            self.app.lesson_finished(self.lesson)

    def back(self) -> None:
        if self.index > 0:
            self.goto(self.index - 1)

    def show_me(self) -> None:
        """Play the step's move for the player, or show the refusal it is about."""
        step = self.step
        if self.done:
            return
        if step.move:
            GameScene.play(self, step.move)
            self.complete(step.after)
        elif step.refuse:
            src, dst = step.refuse.split("-")
            card = self.card_rect(src)
            target = self.view.layout.card_rect(dst, len(self.game.cards(dst)))
            if card is not None:
                self.snap_back(src, target)
            self.complete(f"{explain(self.game.board, step.refuse)}\n{step.after}")

    def complete(self, words: str) -> None:
        self.done = True
        self.feedback = (with_suits(words), GOOD) if words else None

    # -- the player's moves go through the step first ------------------------------------------
    def play(self, move: str, origin: dict | None = None) -> bool:
        step = self.step
        if move == step.move and not self.done:
            made = super().play(move, origin)
            self.complete(step.after)
            return made
        for src, rect in (origin or {}).items():
            self.snap_back(src, rect)
        if self.done:
            self.say("Well done. Press Next ▶ to go on.")
        elif step.refuse:
            self.say("Try the move the step describes, to see the rule at work.")
        else:
            self.say(step.hint or "That move is legal, but this step asks for another one.")
        self.feedback = (self.toast.message, HINT) if not self.done else self.feedback
        return False

    def refused(self, move: str) -> None:
        reason = explain(self.game.board, move)
        if move == self.step.refuse and not self.done:
            self.complete(f"{reason}\n{self.step.after}")
        else:
            self.say(reason)

    def changed(self) -> None:
        """A lesson is never saved as the player's game."""

    def command(self, action: str) -> None:
        if action in ("leave", "menu"):
            self.app.scenes.pop()
        elif action == "restart":
            self.goto(0)
        elif action == "undo":
            self.back()
        elif action == "help":
            self.app.command_help(self.game.variant)
        elif action == "hint":  # in a lesson, the hint is the step's own
            self.say(self.step.hint or "Read the step on the right: it says what to do.")

    def in_progress(self) -> bool:
        return False

    # -- input -------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_at(self.panel_buttons, event.pos)
            if hit:
                self.anim.finish()
                {"back": self.back, "show": self.show_me, "next": self.next}[hit.action]()
                return
        if event.type == pygame.KEYDOWN and not self.gestures.busy:
            if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE):
                self.anim.finish()
                self.next()
                return
            if event.key == pygame.K_LEFT:
                self.back()
                return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        super().handle(event)

    # -- drawing -------------------------------------------------------------------------------
    def highlights(self) -> Highlights:
        marks = super().highlights()
        marks.hint = self.step.highlight
        return marks

    def status_text(self) -> str:
        name = self.game.variant.name
        return f"Tutorial · {name} · step {self.index + 1} of {len(self.lesson.steps)}"

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self._panel(surface)

    def _panel(self, surface: pygame.Surface) -> None:
        theme = self.view.theme
        box = self.panel_rect()
        pygame.draw.rect(surface, theme.bar, box)
        pygame.draw.line(surface, theme.felt_light, box.topleft, box.bottomleft, 2)
        pad = 20
        width = box.w - 2 * pad
        size = max(14, min(20, box.h // 40))
        x, y = box.x + pad, box.y + pad
        for line in wrap(self.lesson.title, size + 4, width, bold=True):
            surface.blit(text(line, size + 4, theme.glow, True), (x, y))
            y += font(size + 4, True).get_linesize()
        count = f"Step {self.index + 1} of {len(self.lesson.steps)}"
        surface.blit(text(count, size - 2, theme.ink_dim), (x, y + 4))
        y += font(size).get_linesize() + 16
        for line in wrap(self.step.words, size, width):
            surface.blit(text(line, size, theme.ink), (x, y))
            y += font(size).get_linesize()
        if self.feedback:
            y = self._feedback(surface, x, y + size, width, size)
        self._panel_buttons(surface, box, size)

    def _feedback(self, surface, x: int, y: int, width: int, size: int) -> int:
        words, color = self.feedback
        lines = wrap(words, size, width - 24)
        height = len(lines) * font(size).get_linesize() + 20
        box = Rect(x, y, width, height)
        pygame.draw.rect(surface, tuple(c // 4 for c in color), box, border_radius=10)
        pygame.draw.rect(surface, color, box, width=2, border_radius=10)
        ty = y + 10
        for line in lines:
            surface.blit(text(line, size, self.view.theme.ink), (x + 12, ty))
            ty += font(size).get_linesize()
        return box.bottom

    def _panel_buttons(self, surface: pygame.Surface, box: Rect, size: int) -> None:
        last = self.index + 1 == len(self.lesson.steps)
        specs = [
            ("◀ Back", "back", self.index > 0),
            ("Show me", "show", self.step.waits and not self.done),
            ("Finish" if last and self.done else "Next ▶", "next", True),
        ]
        h = max(34, size * 2)
        gap = 10
        w = (box.w - 40 - 2 * gap) // 3
        self.panel_buttons = []
        for i, (label, action, enabled) in enumerate(specs):
            rect = Rect(box.x + 20 + i * (w + gap), box.bottom - h - 20, w, h)
            button = Button(
                label, action, rect, enabled=enabled, primary=action == "next" and self.done
            )
            button.draw(surface, rect.collidepoint(self.hover), self.app.art.theme)
            self.panel_buttons.append(button)
