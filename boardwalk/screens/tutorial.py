"""The tutorial: a lesson's steps beside the real table, on the lesson's scripted deal.

The player makes every move on the same table as a real game. The play layer's lesson run
decides what a move means for the step; this screen shows the step and animates. The
table re-flows to leave room for the panel, so the words never cover the cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.play.lesson import GOOD, LessonRun
from boardwalk.render.cardart import with_suits
from boardwalk.render.fonts import font
from boardwalk.render.widgets import Button, button_at, text_in, wrap

from .base import Screen
from .hand import Hand
from .table_widget import TableWidget

if TYPE_CHECKING:
    from boardwalk.play.lesson import Lesson
    from boardwalk.solitaire import Kind

    from .context import Context
    from .gestures import Play

TOOLBAR = [("Leave", "leave", "Esc"), ("Restart lesson", "restart", ""), ("Rules", "help", "F1")]
TONES = {GOOD: (120, 230, 150), "hint": (250, 176, 60)}


def panel_width(window_width: int, window_height: int = 800) -> int:
    """The lesson panel's width: a quarter of the window, kept to a readable line length
    (at most 0.42 of the height) and never under 280 pixels."""
    return max(280, min(int(window_width * 0.25), int(window_height * 0.42)))


def line_height(size: int, bold: bool = False) -> int:
    """The height one line of text takes, drawn (a glyph may reach past the line step)."""
    f = font(size, bold)
    return max(f.get_linesize(), f.get_height()) + 1


def text_size(window_height: int) -> int:
    """The lesson's words: 14 pixels at 600 high, growing with the window."""
    return max(14, window_height // 50)


class TutorialScreen(Screen):
    """Dismissed with ``"finished"`` when the last step is done and Finish is pressed."""

    def __init__(self, ctx: Context, kind: Kind, lesson: Lesson, step: int = 0) -> None:
        super().__init__(ctx)
        self.kind, self.lesson = kind, lesson
        self.run = LessonRun(lesson, kind.explain, step)
        self.widget = TableWidget(
            ctx, kind, lesson.variant, TOOLBAR, self._table_width, place_names=True
        )
        self.hand = Hand(self.widget, self)
        self.panel_buttons: list[Button] = []
        self._legal: tuple[object, list[str]] = (None, [])
        self._drawn: tuple[object, ...] = ()
        """What the panel and table showed when last drawn: a change draws again."""
        if self.run.index == 0:
            self.widget.animate_deal(self.board)

    def _table_width(self, window_width: int) -> int:
        return window_width - panel_width(window_width, self.ctx.size[1])

    @property
    def board(self):
        return self.run.game.board

    def legal(self) -> list[str]:
        """The legal moves of the position, computed once per position."""
        if self._legal[0] is not self.board:
            self._legal = (self.board, self.kind.legal(self.board))
        return self._legal[1]

    # -- stepping ----------------------------------------------------------------------------
    def goto(self, index: int) -> None:
        self.hand.cancel()
        self.widget.anim.finish()
        before = self.run.goto(index)
        self.widget.animate_change(before, self.board, slow=2.0)

    def next(self) -> None:
        if not self.run.done:
            self.show_me()
        elif self.run.last:
            self.dismiss("finished")
        else:
            self.goto(self.run.index + 1)

    def back(self) -> None:
        if self.run.index > 0:
            self.goto(self.run.index - 1)

    def show_me(self) -> None:
        """Play the step's move for the player, or show the refusal it is about."""
        step, before = self.run.step, self.board
        if self.run.done:
            return
        reply = self.run.show_me()
        if reply.played:
            self.widget.animate_move(before, reply.events, {})
        elif step.refuse:
            src, dst = step.refuse.split("-")
            at = self.hand.at()
            if at.top_rect(src) is not None:
                target = self.widget.view.layout.card_rect(dst, at.count(dst))
                self.widget.snap_back(at.card_at(src), target)

    # -- the player's moves go through the step first ------------------------------------------
    def play(self, intent: Play) -> bool:
        before = self.board
        reply = self.run.attempt(intent.move)
        if reply.played:
            self.widget.animate_move(before, reply.events, intent.origin)
            self.widget.pop_points(before, self.board, self.kind.target(intent.move))
            return True
        at = self.widget.position(before, self.legal())
        for src, rect in intent.origin.items():
            self.widget.snap_back(at.card_at(src), rect)
        self.widget.say(reply.say)
        return False

    def refused(self, move: str) -> None:
        words = self.run.refused(move)
        if words:
            self.widget.say(words)

    def command(self, action: str) -> None:
        self.hand.cancel()
        if action in ("leave", "menu"):
            self.dismiss(None)
        elif action == "restart":
            self.goto(0)
        elif action == "help":
            self.ctx.go("help", variant=self.lesson.variant)

    # -- screen protocol -------------------------------------------------------------------------
    def enter(self) -> None:
        self.widget.catch_up()

    def resized(self, size: tuple[int, int]) -> None:
        self.widget.resized(size)

    def settle(self) -> None:
        self.widget.settle()

    def exit(self) -> None:
        self.hand.rest()

    def busy(self) -> bool:
        """Draw again while the table moves, or when the step or the board changed."""
        return self.widget.busy() or self._drawn != self._look()

    def _look(self) -> tuple[object, ...]:
        return (self.board, self.run.index, self.run.feedback, self.run.done)

    def update(self, dt: float) -> None:
        self.widget.update(dt)
        self.hand.update(dt)
        if self.ctx.top() is self:
            self.hand.point(self.widget.hover)
        else:
            self.hand.rest()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.widget.hover = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.hover = self.widget.hover = (-1, -1)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.widget.anim.finish()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.hand.busy:
            hit = button_at(self.panel_buttons, event.pos) or self.widget.button_at(event.pos)
            if hit:
                self._act(hit.action)
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        else:
            self.hand.pointer(event)

    def _act(self, action: str) -> None:
        steps = {"back": self.back, "show": self.show_me, "next": self.next}
        steps[action]() if action in steps else self.command(action)

    def _key(self, event: pygame.event.Event) -> None:
        if self.hand.busy:
            if event.key == pygame.K_ESCAPE:
                self.hand.escape()
            return
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        if event.key in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE):
            self.next()
        elif event.key == pygame.K_LEFT or (ctrl and event.key == pygame.K_z):
            self.back()
        elif event.key == pygame.K_ESCAPE:
            self.command("leave")
        elif event.key == pygame.K_F1:
            self.command("help")
        elif event.key == pygame.K_h:  # in a lesson, the hint is the step's own
            self.widget.say(self.run.step.hint or "Read the step on the right: it says what to do.")

    # -- drawing -------------------------------------------------------------------------------
    def status_text(self) -> str:
        count = len(self.lesson.steps)
        return f"Tutorial · {self.run.game.variant.name} · step {self.run.index + 1} of {count}"

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = self._look()
        marks = self.hand.highlights()
        marks.hint = self.run.step.highlight
        self.widget.draw(surface, self.board, marks, self.status_text())
        self._panel(surface)

    def panel_rect(self) -> Rect:
        w, h = self.ctx.size
        return Rect(w - panel_width(w, h), 0, panel_width(w, h), h)

    def _panel(self, surface: pygame.Surface) -> None:
        """The lesson's title, the step count, the step's words and what the last move
        earned, each in a box of its own above the buttons; the words shrink before they
        would run into the feedback or the buttons."""
        theme, box = self.widget.view.theme, self.panel_rect()
        pygame.draw.rect(surface, theme.bar, box)
        pygame.draw.line(surface, theme.felt_light, box.topleft, box.bottomleft, 2)
        size = text_size(box.h)
        pad = max(16, size)
        area = box.inflate(-2 * pad, -2 * pad)
        title = text_in(
            surface,
            self.lesson.title,
            Rect(area.x, area.y, area.w, 2 * line_height(size + 4, True)),
            size + 4,
            theme.glow,
            bold=True,
            valign="top",
            lines=2,
        )
        count = Rect(area.x, title.bottom + size // 3, area.w, line_height(size - 2))
        count_words = f"Step {self.run.index + 1} of {len(self.lesson.steps)}"
        text_in(surface, count_words, count, size - 2, theme.ink_dim)
        buttons_top = self._panel_buttons(surface, box, size)
        feedback = self._feedback_height(area.w, size)
        words = Rect(area.x, count.bottom + size, area.w, 0)
        words.h = max(line_height(size), buttons_top - pad - feedback - words.y)
        drawn = text_in(surface, self.run.step.words, words, size, theme.ink, valign="top", lines=0)
        if self.run.feedback:
            top = drawn.bottom + size
            height = min(feedback, buttons_top - pad - top) if feedback else 0
            self._feedback(surface, Rect(area.x, top, area.w, height), size)

    def _feedback_height(self, width: int, size: int) -> int:
        """The feedback box's height for its words at ``size`` (0 when there is none)."""
        if not self.run.feedback:
            return 0
        lines = wrap(with_suits(self.run.feedback[0]), size, width - 24)
        return len(lines) * line_height(size) + 20 + size

    def _feedback(self, surface: pygame.Surface, box: Rect, size: int) -> None:
        words, tone = self.run.feedback
        color = TONES[tone]
        box.h = max(box.h - size, line_height(size) + 12)
        pygame.draw.rect(surface, tuple(c // 4 for c in color), box, border_radius=10)
        pygame.draw.rect(surface, color, box, width=2, border_radius=10)
        inner = box.inflate(-24, -12)
        theme = self.widget.view.theme
        text_in(surface, with_suits(words), inner, size, theme.ink, valign="top", lines=0)

    def _panel_buttons(self, surface: pygame.Surface, box: Rect, size: int) -> int:
        """Back, Show me and Next (or Finish) along the panel's foot; returns their top."""
        done = self.run.done
        specs = [
            ("◀ Back", "back", self.run.index > 0),
            ("Show me", "show", self.run.step.waits and not done),
            ("Finish" if self.run.last and done else "Next ▶", "next", True),
        ]
        h, gap, pad = max(34, int(size * 2.2)), max(8, size // 2), max(16, size)
        w = (box.w - 2 * pad - 2 * gap) // 3
        self.panel_buttons = []
        for i, (label, action, enabled) in enumerate(specs):
            rect = Rect(box.x + pad + i * (w + gap), box.bottom - h - pad, w, h)
            primary = action == "next" and done
            button = Button(label, action, rect, enabled=enabled, primary=primary)
            button.draw(surface, rect.collidepoint(self.hover), self.ctx.art.theme)
            self.panel_buttons.append(button)
        return box.bottom - h - pad
