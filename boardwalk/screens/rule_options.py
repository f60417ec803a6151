"""Which rule a new deal is dealt under, asked as plain questions (a game whose rule is made
of options: Calculation's seven option sets). Generic: the questions, their answers, the
named presets and the code ⇄ answers arithmetic come from the game's
``Kind.rule_questions``; ``ask_rule`` sends a game that has them here.

Each question is a row: its answers are chips, the chosen one lit, each answer said in full
on the line under the rows while its question has the focus. The rule's code is shown live
beside the title and can be typed or pasted into its field, for sharing: a valid code sets
every answer, a wrong one is one sentence and changes nothing. ↑ ↓ move between the rows,
← → or the digits choose an answer (a digit names a number answer itself), Tab goes to the
code and back, Enter deals, Esc changes nothing; a click chooses an answer or a preset.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

import pygame
from pygame import Rect

from boardwalk import clipboard
from boardwalk.render import ink
from boardwalk.render.fonts import font
from boardwalk.render.widgets import text_in

from .dialogs import ENTER, Dialog, scale
from .rule_options_plan import Plan, extra_height, plan

if TYPE_CHECKING:
    from boardwalk.render.theme import Theme

    from .context import Context

KEYS_HINT = "↑ ↓ a question · ← → an answer · Tab the code · Enter deals"
PRESETS_ASK = "Or a named one"
PRESETS_NOTE = "A named variation sets all the answers at once."
FIELD_ASK = "Its code"
FIELD_ASIDE = "Ctrl+V pastes a code, Ctrl+C copies this one"
STANDARD = " The standard."
LONGEST = 40
"""The most a typed code may hold: enough for any mistake to be read back."""
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
DIGITS |= {getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)}
FIELD, FIELD_INK, WRONG_INK, SELECTED = (
    (250, 250, 244),
    (20, 20, 20),
    (168, 36, 28),
    (255, 228, 150),
)


class Question(Protocol):
    """One question: its words, its answers, each answer as a sentence, the usual one."""

    @property
    def ask(self) -> str: ...
    @property
    def answers(self) -> Sequence[str]: ...
    @property
    def notes(self) -> Sequence[str]: ...
    @property
    def standard(self) -> int: ...


class RuleQuestions(Protocol):
    """What a game whose rule is made of options gives the dialog (``Kind.rule_questions``)."""

    @property
    def title(self) -> str: ...
    @property
    def body(self) -> str: ...
    @property
    def typing(self) -> str: ...
    @property
    def questions(self) -> Sequence[Question]: ...
    @property
    def presets(self) -> Sequence[tuple[str, str]]: ...
    @property
    def start(self) -> str: ...
    def code(self, picks: Sequence[int]) -> str: ...
    def read(self, text: str) -> tuple[int, ...] | str: ...
    def heading(self, code: str) -> str: ...


def ask_options(
    ctx: Context, asked: RuleQuestions, variant: str, then: Callable[[str], None]
) -> None:
    """Ask the questions before a new deal of ``variant``; ``then(rule)`` deals it, a cancel
    deals nothing. The answers start on the rule of the game in progress when it is one of
    the same game (the player's current choice), else on the game's own start."""
    session = ctx.keeper.current
    game = session.game if session is not None else None
    same = game is not None and game.variant.id == variant
    start = getattr(game, "rule", "") if same else ""
    dialog = RuleOptionsDialog(ctx, asked, start or asked.start)
    ctx.push(dialog, lambda rule: then(rule) if rule else None)


class RuleOptionsDialog(Dialog):
    """The questions as rows of answers, presets, the code's field, Cancel and Deal.
    Dismissed with the rule's id, or None."""

    def __init__(self, ctx: Context, asked: RuleQuestions, start: str) -> None:
        self.asked = asked
        read = asked.read(start)
        self.picks = list(read if isinstance(read, tuple) else asked.read(asked.start))
        self.field_row = len(asked.questions) + (1 if asked.presets else 0)
        self.row = self.back = 0
        """The row with the focus, and the one Tab goes back to from the field."""
        self.typed: str | None = None
        """The field's words while they are not the answers' code (being typed, or wrong)."""
        self.fresh = False
        """The field's words are all selected: the next key typed replaces them."""
        self.problem = ""
        self.plan: Plan | None = None
        buttons = [("Cancel", "cancel"), ("Deal", "deal")]
        super().__init__(ctx, asked.title, asked.body, buttons, default="deal")

    @property
    def code(self) -> str:
        """The rule the answers make, as its code: what Deal deals."""
        return self.asked.code(self.picks)

    def labels(self) -> list[list[str]]:
        """Each row's chips: a question's answers, the presets' names, none for the field."""
        rows = [list(q.answers) for q in self.asked.questions]
        presets = [[name for _, name in self.asked.presets]] if self.asked.presets else []
        return rows + presets + [[]]

    # -- layout -------------------------------------------------------------------------------
    def width(self, u: float) -> int:
        return max(880, int(960 * u))

    def extra_height(self, u: float) -> int:
        return extra_height(u, self.field_row + 1)

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        u = scale(size)
        left = self.buttons[0].rect
        asked = len(self.asked.questions)
        self.plan = plan(u, self.body_box, self.title_box, left, self.labels(), asked)

    # -- input --------------------------------------------------------------------------------
    def choose(self, action: str) -> None:
        """Deal under the answers' rule; a wrong code in the field is said, not dealt."""
        if action != "deal":
            return self.dismiss(None)
        read = self.asked.read(self.typed) if self.typed is not None else ()
        if isinstance(read, str):
            self.problem = read
            return None
        return self.dismiss(self.code)

    def handle(self, event: pygame.event.Event) -> None:
        """A click on an answer or a preset chooses it, on a row or the field focuses it;
        the rest (the buttons, a click outside) is any dialog's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.plan:
            if self.plan.field.collidepoint(event.pos):
                return self.focus_row(self.field_row)
            for row, chips in enumerate(self.plan.chips):
                hit = next((k for k, r in enumerate(chips) if r.collidepoint(event.pos)), None)
                if hit is not None:
                    self.focus_row(row)
                    return self.answer(row, hit)
            row = next((i for i, r in enumerate(self.plan.rows) if r.collidepoint(event.pos)), -1)
            if row >= 0:
                return self.focus_row(row)
        return super().handle(event)

    def key(self, event: pygame.event.Event) -> None:
        """Up and Down between rows, Tab to the code and back, Left and Right (or a digit)
        among a row's answers, the field's typing; Enter and Esc are any dialog's."""
        k, ctrl = event.key, event.mod & pygame.KMOD_CTRL
        if ctrl and k == pygame.K_v:
            return self.paste()
        if ctrl and k == pygame.K_c:
            clipboard.copy(self.code)
            return None
        if k == pygame.K_ESCAPE or k in ENTER:
            return super().key(event)
        if k == pygame.K_TAB:
            return self.focus_row(self.back if self.row == self.field_row else self.field_row)
        if k in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if k == pygame.K_DOWN else -1
            return self.focus_row((self.row + step) % (self.field_row + 1))
        if self.row == self.field_row:
            return self.type(event)
        if k in (pygame.K_LEFT, pygame.K_RIGHT):
            return self.step(1 if k == pygame.K_RIGHT else -1)
        pick = self.digit(event.key)
        return self.answer(self.row, pick) if pick is not None else None

    def focus_row(self, row: int) -> None:
        """Put the focus on ``row``. Into the field, its words all selected; out of it, a
        wrong code is said and kept for mending, a right one gives way to the answers'."""
        if row == self.row:
            return
        if row == self.field_row:
            self.back, self.fresh = self.row, True
        elif self.row == self.field_row and self.typed is not None:
            read = self.asked.read(self.typed)
            self.problem = read if isinstance(read, str) else ""
            self.typed = self.typed if self.problem else None
        self.row = row

    def answer(self, row: int, pick: int) -> None:
        """Choose answer ``pick`` of a question, or preset ``pick``: the field follows."""
        if row < len(self.asked.questions):
            self.picks[row] = pick
        else:
            read = self.asked.read(self.asked.presets[pick][0])
            self.picks = list(read) if isinstance(read, tuple) else self.picks
        self.typed, self.problem = None, ""

    def chosen(self, row: int) -> int:
        """The chip lit in ``row`` (-1: none, a code that is no preset)."""
        if row < len(self.asked.questions):
            return self.picks[row]
        codes = [code for code, _ in self.asked.presets]
        return codes.index(self.code) if self.code in codes else -1

    def step(self, by: int) -> None:
        """The next answer of the row (round again past the last one)."""
        count = len(self.labels()[self.row])
        now = self.chosen(self.row)
        self.answer(self.row, (now + by) % count if now >= 0 else (0 if by > 0 else count - 1))

    def digit(self, key: int) -> int | None:
        """The answer a digit key names: the answer that is that number (how many piles),
        else the answer in that place."""
        n = DIGITS.get(key)
        labels = self.labels()[self.row]
        if n is None:
            return None
        if any(label.isdigit() for label in labels):
            return labels.index(str(n)) if str(n) in labels else None
        return n - 1 if n <= len(labels) else None

    def type(self, event: pygame.event.Event) -> None:
        """The field's typing: a character adds (or replaces what is selected), Backspace
        takes one away; each valid code sets the answers at once."""
        words = "" if self.fresh else self.typed if self.typed is not None else self.code
        if event.key == pygame.K_BACKSPACE:
            words = words[:-1]
        elif event.unicode and event.unicode.isprintable() and len(words) < LONGEST:
            words += event.unicode
        else:
            return
        self.fresh = False
        self.take(words)

    def take(self, words: str) -> None:
        """Words in the field: the answers they name, else kept as they are, unsaid."""
        read = self.asked.read(words)
        self.typed, self.problem = words, ""
        if isinstance(read, tuple):
            self.picks = list(read)

    def paste(self) -> None:
        """Ctrl+V: the clipboard's words into the field, and what is wrong with them said."""
        self.focus_row(self.field_row)
        self.fresh = False
        words = clipboard.paste().strip()[:LONGEST]
        self.take(words)
        read = self.asked.read(words)
        self.problem = read if isinstance(read, str) else ""

    # -- drawing ------------------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface) -> None:
        """The live code beside the title, the rows, the field, the sentence, the keys."""
        assert self.plan is not None
        p, theme = self.plan, self.ctx.art.theme
        size = self.sizes[0]
        heading = self.asked.heading(self.code)
        text_in(surface, heading, p.code, size, theme.glow, bold=True, align="right")
        for row in range(len(p.rows)):
            self.draw_row(surface, row)
        pygame.draw.rect(surface, theme.felt_light, p.divider)
        self.draw_field(surface)
        ink_, note = (theme.warn, self.problem) if self.problem else (theme.ink, self.note())
        text_in(surface, note, p.note, p.sizes.words, ink_, lines=2, valign="top")
        text_in(surface, KEYS_HINT, p.hint, p.sizes.small, theme.ink_dim, lines=2)

    def note(self) -> str:
        """The focused row in a sentence: its chosen answer in full, or what it is for."""
        if self.row < len(self.asked.questions):
            question, pick = self.asked.questions[self.row], self.picks[self.row]
            return question.notes[pick] + (STANDARD if pick == question.standard else "")
        return PRESETS_NOTE if self.row < self.field_row else self.asked.typing

    def draw_row(self, surface: pygame.Surface, row: int) -> None:
        """A row: lit round its edge when it has the focus; its question, then its chips."""
        assert self.plan is not None
        p, theme = self.plan, self.ctx.art.theme
        rect, focused = p.rows[row], row == self.row
        if focused:
            pygame.draw.rect(surface, theme.glow, rect, width=2, border_radius=rect.h // 4)
        questions = self.asked.questions
        ask = questions[row].ask if row < len(questions) else PRESETS_ASK
        ask = FIELD_ASK if row == self.field_row else ask
        text_in(surface, ask, p.asks[row], p.sizes.words, theme.ink, bold=focused)
        lit = self.chosen(row) if row != self.field_row else -1
        for k, (chip, label) in enumerate(zip(p.chips[row], self.labels()[row], strict=True)):
            hover = chip.collidepoint(self.hover)
            draw_chip(surface, chip, label, p.sizes.words, theme, (k == lit, hover))

    def draw_field(self, surface: pygame.Surface) -> None:
        """The code's field: the answers' code, or the words typed (a wrong code in red),
        selected when the next key replaces them; the caret while it has the focus."""
        assert self.plan is not None
        p, theme = self.plan, self.ctx.art.theme
        field, focused = p.field, self.row == self.field_row
        radius = field.h // 4
        pygame.draw.rect(surface, FIELD, field, border_radius=radius)
        edge = theme.glow if focused else theme.felt_light
        pygame.draw.rect(surface, edge, field, width=2 if focused else 1, border_radius=radius)
        words = self.typed if self.typed is not None else self.code
        inner = field.inflate(-field.h // 2, -4)
        if focused and self.fresh and words:
            wide = min(font(p.sizes.words, True).size(words)[0], inner.w)
            pygame.draw.rect(surface, SELECTED, (inner.x - 2, inner.y, wide + 4, inner.h))
        drawn = text_in(surface, words or " ", inner, p.sizes.words, FIELD_INK, bold=True)
        if self.problem and self.typed is not None:
            pygame.draw.line(surface, WRONG_INK, drawn.bottomleft, drawn.bottomright, 2)
        if focused:
            x = drawn.right + 2 if words else inner.x
            pygame.draw.line(surface, FIELD_INK, (x, field.y + 6), (x, field.bottom - 6), 2)
        text_in(surface, FIELD_ASIDE, p.aside, p.sizes.small, theme.ink_dim)


def draw_chip(
    surface: pygame.Surface, rect: Rect, label: str, size: int, theme: Theme, look: tuple
) -> None:
    """An answer as a chip: lit (the glow, bold) when chosen, brighter under the pointer."""
    lit, hover = look
    fill = theme.glow if lit else theme.button_hover if hover else theme.button
    pygame.draw.rect(surface, fill, rect, border_radius=rect.h // 4)
    pygame.draw.rect(surface, theme.felt_light, rect, width=1, border_radius=rect.h // 4)
    ink.record("button", rect, words=label)
    inner = rect.inflate(-max(8, rect.h // 3), -4)
    color = theme.bar if lit else theme.ink
    text_in(surface, label, inner, size, color, bold=lit, align="center")
