"""The tutorial: a lesson's steps beside the real table, on the lesson's scripted deal.

The player makes every move on the same table as a real game. The play layer's lesson run
decides what a move means for the step; this screen shows the step and animates. The
table re-flows to leave room for the panel, so the words never cover the cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.play.lesson import GOOD, HINT, NOTE, LessonRun, Mark
from boardwalk.render.arrow import draw_arrow
from boardwalk.render.cardart import with_suits
from boardwalk.render.widgets import Button, button_at, panel, text_in

from .base import Screen, command_held
from .dialogs import confirm, keys_sheet
from .hand import Hand
from .keyboard import ARROWS, PICK
from .lesson_panel import PanelBoxes, lesson_size, panel_boxes, panel_width, text_size
from .score import score_words
from .table_widget import TableWidget

if TYPE_CHECKING:
    from boardwalk.play.lesson import Lesson
    from boardwalk.solitaire import Kind

    from .context import Context
    from .gestures import Play

TOOLBAR = [
    ("Leave", "leave", "Back to the lessons (Esc)"),
    ("Restart lesson", "restart", "This lesson again from its first step"),
    ("Rules", "help", "The rules of this game (F1)"),
]
CARD_KEYS = (*ARROWS, *PICK)
"""Keys that go to the cards once Tab has put the focus on them."""
TONES = {GOOD: (120, 230, 150), HINT: (250, 176, 60), NOTE: (130, 180, 250)}


class TutorialScreen(Screen):
    """Dismissed with ``"finished"`` when the last step is done and Finish is pressed."""

    def __init__(self, ctx: Context, kind: Kind, lesson: Lesson, step: int = 0) -> None:
        """``step`` 0 opens the lesson where this learner left it, if they left it."""
        super().__init__(ctx)
        self.kind, self.lesson = kind, lesson
        self.run = LessonRun(lesson, kind, step)
        left = ctx.progress.left.get(lesson.variant)  # kept in the tutorial progress file
        if step == 0 and left is not None and left[0] < len(lesson.steps):
            self.run.resume(Mark(*left))
        self.widget = TableWidget(
            ctx,
            kind,
            lesson.variant,
            TOOLBAR,
            self._table_width,
            place_names=True,
            rule=getattr(self.run.game, "rule", "") or "",
        )
        self.hand = Hand(self.widget, self)
        self.panel_buttons: list[Button] = []
        self._legal: tuple[object, list[str]] = (None, [])
        self._size: tuple[tuple[int, int], int] = ((0, 0), 0)
        """The words' size for the lesson, and the panel size it was worked out for."""
        self._drawn: tuple[object, ...] = ()
        """What the panel and table showed when last drawn: a change draws again."""
        if self.run.index == 0 and self.run.step.auto:  # "Watch": the moves, not a deal
            self.widget.animate_change(self.run.goto(0), self.board, slow=2.0)
        elif self.run.index == 0:
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
        """On to the next step once this one is done; before that, say what it wants
        (going on never makes the move for the learner: only Show me does)."""
        if not self.run.done:
            self.run.nudge()
        elif self.run.last:
            self.dismiss("finished")  # finishing forgets where it was left
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
        elif "-" in step.refuse:  # a refused favor is a click: nothing to fly back
            src, dst = self.kind.source(step.refuse), self.kind.target(step.refuse)
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
        self.widget.sound("refused")  # legal, but not this step's: it goes back
        at = self.widget.position(before, self.legal())
        for src, rect in intent.origin.items():
            self.widget.snap_back(at.card_at(src), rect)
        self.widget.say(reply.say)
        return False

    def refused(self, move: str) -> None:
        self.widget.sound("refused")
        words = self.run.refused(move)
        if words:
            self.widget.say(words)

    def command(self, action: str) -> None:
        self.hand.cancel()
        if action in ("leave", "menu"):
            self.ask_to_leave()
        elif action == "restart":
            self.goto(0)
        elif action == "help":
            self.ctx.go("help", variant=self.lesson.variant)

    def ask_to_leave(self) -> None:
        """Leaving asks first (Enter and Esc stay); a lesson left part-way opens again at
        the step it was left at."""
        where = f"step {self.run.index + 1} of {len(self.lesson.steps)}"
        body = f"You are on {where}. Open this lesson again to go on from here."
        confirm(self.ctx, "Leave the lesson?", body, "Leave", self.leave)

    def leave(self) -> None:
        mark = self.run.mark
        problem = self.ctx.progress.leave(self.lesson.variant, mark.index, mark.done)
        self.dismiss(None)
        if problem:
            self.ctx.report(problem, "Not saved")

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
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_at(self.panel_buttons, event.pos) or self.widget.button_at(event.pos)
            if hit:  # also while a return card is being chosen: the choice is let go
                self.hand.cancel()
                self._act(hit.action)
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif not self.run.step.score:  # the score card hides the cards: they take nothing
            self.hand.pointer(event)

    def _act(self, action: str) -> None:
        steps = {"back": self.back, "show": self.show_me, "next": self.next}
        steps[action]() if action in steps else self.command(action)

    def _key(self, event: pygame.event.Event) -> None:
        """Tab starts playing the cards by keys (then the arrows, Enter and Space are the
        table's, as at a game, and Esc hands them back to Back and Next)."""
        keys = self.hand.keys
        if self.hand.busy:
            if event.key == pygame.K_ESCAPE:
                self.hand.escape()
            else:
                self.hand.key(event)
            return
        if self.run.step.score:  # the score card covers the table: the keys are the steps'
            keys.shown = False
        elif keys.shown and self.run.done and event.key in (pygame.K_RETURN, pygame.K_RIGHT):
            keys.shown = False  # the step is done: Enter and → go on, as the panel says
        elif event.key == pygame.K_TAB or (keys.shown and event.key in CARD_KEYS):
            self.hand.key(event)
            return
        elif event.key == pygame.K_ESCAPE and keys.shown:
            keys.shown = False
            return
        if event.key == pygame.K_s and not command_held(event):
            self.show_me()
            return
        if event.unicode == "?":
            keys_sheet(self.ctx, self.kind)
            return
        ctrl = command_held(event)
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
        """Where the learner is, and the score as it stands, in the game's own unit (points,
        cards home): the score is what the game is about, so a lesson shows it from its
        first step."""
        count, game = len(self.lesson.steps), self.run.game
        score = score_words(self.kind, self.kind.points(game.board))
        return f"Tutorial · {game.variant.name} · step {self.run.index + 1} of {count} · {score}"

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn = self._look()
        marks = self.hand.highlights()
        marks.hint = self.run.step.highlight
        score = self.run.step.score
        self.widget.draw(surface, self.board, marks, self.status_text(), bare=score)
        if score:
            self._score_card(surface)
        elif self.run.step.waits and not self.run.done and not self.busy_table():
            self._arrow(surface)
        self._panel(surface)

    def busy_table(self) -> bool:
        return self.hand.busy or self.widget.anim.busy

    def arrow_ends(self) -> tuple[Rect, Rect] | None:
        """The card the step's move takes and the place it goes to, to point from one to
        the other; None for a move with no card to drag (a favor is a click)."""
        move = self.run.step.shows
        if "-" not in move:
            return None
        src, dst = self.kind.source(move), self.kind.target(move)
        at = self.hand.at()
        start = at.top_rect(src)
        if start is None:
            return None
        return start, at.layout.card_rect(dst, at.count(dst))

    def _arrow(self, surface: pygame.Surface) -> None:
        ends = self.arrow_ends()
        if ends is not None:
            width = max(4, ends[0].w // 12)
            draw_arrow(surface, *ends, self.widget.view.theme.glow, width)

    def score_box(self) -> Rect:
        """The table's felt, between the toolbar and the status line, less a margin."""
        layout = self.widget.view.layout
        top, bottom = layout.toolbar.bottom, layout.status.top
        margin = max(10, (bottom - top) // 24)
        return Rect(margin, top + margin, layout.size[0] - 2 * margin, bottom - top - 2 * margin)

    def _score_card(self, surface: pygame.Surface) -> None:
        """The score's breakdown, card by card, as the score screen draws it: in place
        of the table, on a panel of its own."""
        box, theme = self.score_box(), self.widget.view.theme
        panel(surface, box, theme)
        size = max(text_size(self.ctx.size[1]), box.h // 30)  # the card fills its felt
        inner = box.inflate(-2 * size, -2 * size)
        total = score_words(self.kind, self.run.game.score().total)
        head = Rect(inner.x, inner.y, inner.w, int(size * 2.2))
        text_in(surface, f"Score: {total}", head, size + 6, theme.glow, bold=True)
        body = Rect(inner.x, head.bottom + size // 2, inner.w, inner.bottom - head.bottom - size)
        self.kind.look.score(surface, body, self.run.game, self.ctx.art, size)

    def panel_rect(self) -> Rect:
        w, h = self.ctx.size
        return Rect(w - panel_width(w, h), 0, panel_width(w, h), h)

    def panel_layout(self) -> PanelBoxes:
        """The panel's boxes for the step as it stands (its words and any feedback)."""
        feedback = with_suits(self.run.feedback[0]) if self.run.feedback else None
        box = self.panel_rect()
        if self._size[0] != box.size:
            self._size = (box.size, lesson_size(box, self.lesson))
        return panel_boxes(box, self.lesson.title, self.run.step.words, feedback, self._size[1])

    def _panel(self, surface: pygame.Surface) -> None:
        """The lesson's title, the step count, the step's words and what the last move
        earned, each in its box from ``panel_boxes``, above the buttons."""
        theme, box = self.widget.view.theme, self.panel_rect()
        pygame.draw.rect(surface, theme.bar, box)
        pygame.draw.line(surface, theme.felt_light, box.topleft, box.bottomleft, 2)
        parts, size = self.panel_layout(), text_size(box.h)
        title = self.lesson.title
        text_in(surface, title, parts.title, size + 4, theme.glow, bold=True, valign="top", lines=2)
        count_words = f"Step {self.run.index + 1} of {len(self.lesson.steps)}"
        text_in(surface, count_words, parts.count, size - 2, theme.ink_dim)
        words = self.run.step.words
        text_in(surface, words, parts.words, parts.size, theme.ink, valign="top", lines=0)
        if self.run.feedback and parts.feedback is not None:
            self._feedback(surface, parts)
        self._panel_buttons(surface, parts.buttons, size)

    def _feedback(self, surface: pygame.Surface, parts: PanelBoxes) -> None:
        assert self.run.feedback is not None and parts.feedback is not None
        words, tone = self.run.feedback
        color, box = TONES[tone], parts.feedback
        radius = max(8, parts.size * 2 // 3)
        pygame.draw.rect(surface, tuple(c // 4 for c in color), box, border_radius=radius)
        pygame.draw.rect(surface, color, box, width=2, border_radius=radius)
        inner = box.inflate(-2 * parts.inset[0], -2 * parts.inset[1])
        theme = self.widget.view.theme
        text_in(surface, with_suits(words), inner, parts.size, theme.ink, valign="top", lines=0)

    def _panel_buttons(self, surface: pygame.Surface, row: Rect, size: int) -> None:
        """Back, Show me and Next (or Finish), sharing the row along the panel's foot."""
        done = self.run.done
        specs = [
            ("◀ Back", "back", self.run.index > 0),
            ("Show me", "show", self.run.step.waits and not done),
            ("Finish" if self.run.last and done else "Next ▶", "next", True),
        ]
        gap = max(8, size // 2)
        w = (row.w - 2 * gap) // 3
        self.panel_buttons = []
        for i, (label, action, enabled) in enumerate(specs):
            rect = Rect(row.x + i * (w + gap), row.y, w, row.h)
            primary = action == "next" and done
            button = Button(label, action, rect, enabled=enabled, primary=primary)
            button.draw(surface, rect.collidepoint(self.hover), self.ctx.art.theme)
            self.panel_buttons.append(button)
