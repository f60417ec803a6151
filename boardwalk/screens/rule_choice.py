"""Which rule a new deal is dealt under, asked before the deal (COMPANIONS.md §0: the rule
is fixed at the deal, so the deal is where it is chosen). Generic: the rules come from the
game's ``Kind.rule_choices``; a game that offers none (Boardwalk) is never asked.

The dialog lists the rules as rows, each with what it means and what a win or a loss is
worth, one of them chosen (the standard at first). The arrows Up and Down, the keys 1 to 9
and a click choose a rule; Enter or Deal deals under it; Esc, Cancel or a click outside
leave everything as it was. Tab and Left/Right move between the buttons, as in every
dialog of the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.widgets import text_in, wrap

from .dialogs import Dialog, line_height, scale
from .rule_options import ask_options

if TYPE_CHECKING:
    from boardwalk.solitaire import RuleChoice

    from .context import Context

TITLE = "Which matching rule?"
BODY = (
    "The rule is kept for the whole game: it decides which card may go on which, and what "
    "a win or a loss is worth."
)
KEYS_HINT = "↑ ↓ to choose, Enter to deal"
LEAD = 12
"""Room between the words and the first rule, on the 1280×800 plan."""
DIGITS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}
DIGITS |= {getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 10)}


def choices_of(kind: Any, variant: str) -> list[RuleChoice]:
    """The rules ``kind`` offers at the deal of ``variant`` (none for a game without)."""
    offered = getattr(kind, "rule_choices", None)
    return list(offered(variant)) if offered is not None else []


def standard_rule(kind: Any, variant: str) -> str:
    """The id of the game's standard rule ("" for a game without rules): what a deal
    shared without a rule is dealt under."""
    choices = choices_of(kind, variant)
    return choices[0].id if choices else ""


def ask_rule(ctx: Context, kind: Any, variant: str, then: Callable[[str], None]) -> None:
    """Ask which rule a new deal of ``variant`` is dealt under; ``then(rule)`` deals it.
    A game that offers no rules is dealt at once (``then("")``); a cancel deals nothing."""
    choices = choices_of(kind, variant)
    if not choices:
        then("")
        return
    questions = getattr(kind, "rule_questions", None)
    if questions is not None:  # a rule made of options: asked as questions, with its code
        return ask_options(ctx, questions(variant), variant, then)
    ctx.push(RuleDialog(ctx, choices), lambda rule: then(rule) if rule else None)


class RuleDialog(Dialog):
    """The rules as rows to choose from, and Cancel and Deal. Dismissed with the chosen
    rule's id, or None."""

    def __init__(
        self, ctx: Context, choices: Sequence[RuleChoice], words: tuple[str, str] = (TITLE, BODY)
    ) -> None:
        self.choices = list(choices)
        self.selected = next((i for i, c in enumerate(self.choices) if c.chosen), 0)
        self.rows: list[Rect] = []
        self.about_lines = 1
        """Lines a rule's sentence takes in its row (two in a narrow window)."""
        buttons = [("Cancel", "cancel"), ("Deal", "deal")]
        super().__init__(ctx, words[0], words[1], buttons, default="deal")

    # -- layout -------------------------------------------------------------------------------
    @staticmethod
    def sizes_at(u: float) -> tuple[int, int]:
        """The size of a rule's name, and of its sentence and its worth."""
        return max(16, int(20 * u)), max(13, int(16 * u))

    @staticmethod
    def spacing(u: float) -> tuple[int, int, int]:
        """A row's padding, the gap between rows, and the width of its round mark."""
        return int(12 * u), max(6, int(10 * u)), max(14, int(18 * u))

    def width(self, u: float) -> int:
        return max(480, int(680 * u))

    def row_height(self, u: float) -> int:
        name_size, about_size = self.sizes_at(u)
        pad = self.spacing(u)[0]
        return 2 * pad + line_height(name_size, True) + self.about_lines * line_height(about_size)

    def extra_height(self, u: float) -> int:
        gap = self.spacing(u)[1]
        n = len(self.choices)
        return int(LEAD * u) + n * self.row_height(u) + (n - 1) * gap

    def resized(self, size: tuple[int, int]) -> None:
        """The rows under the words; laid out again with two lines for a rule's sentence
        when one line cannot hold one of them."""
        u = scale(size)
        self.about_lines = 1
        super().resized(size)
        about_size = self.sizes_at(u)[1]
        width = self._text_width(u)
        if any(len(wrap(c.about, about_size, width)) > 1 for c in self.choices):
            self.about_lines = 2
            super().resized(size)
        self.rows = self._rows(u)

    def _text_width(self, u: float) -> int:
        pad, _, mark = self.spacing(u)
        return self.body_box.w - 2 * pad - mark - pad

    def _rows(self, u: float) -> list[Rect]:
        _, gap, _ = self.spacing(u)
        height = self.row_height(u)
        top = self.body_box.bottom + int(LEAD * u)
        x, w = self.body_box.x, self.body_box.w
        return [Rect(x, top + i * (height + gap), w, height) for i in range(len(self.choices))]

    # -- input --------------------------------------------------------------------------------
    def choose(self, action: str) -> None:
        """Deal under the chosen rule, or leave with nothing chosen."""
        self.dismiss(self.choices[self.selected].id if action == "deal" else None)

    def handle(self, event: pygame.event.Event) -> None:
        """A click on a rule chooses it; the rest is any dialog's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((i for i, r in enumerate(self.rows) if r.collidepoint(event.pos)), None)
            if hit is not None:
                self.selected = hit
                return
        super().handle(event)

    def key(self, event: pygame.event.Event) -> None:
        """Up and Down (and 1, 2, 3…) choose a rule; the other keys are any dialog's."""
        step = {pygame.K_UP: -1, pygame.K_DOWN: 1}.get(event.key, 0)
        if step:
            self.selected = (self.selected + step) % len(self.choices)
        elif DIGITS.get(event.key, len(self.choices)) < len(self.choices):
            self.selected = DIGITS[event.key]
        else:
            super().key(event)

    # -- drawing ------------------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface) -> None:
        """The rules, one row each, and the keys' hint beside the buttons."""
        for i, rect in enumerate(self.rows):
            self._row(surface, i, rect)
        theme, u = self.ctx.art.theme, scale(self.ctx.size)
        left = self.buttons[0].rect
        hint = Rect(self.body_box.x, left.y, left.x - self.body_box.x - int(12 * u), left.h)
        text_in(surface, KEYS_HINT, hint, self.sizes_at(u)[1], theme.ink_dim, lines=2)

    def _row(self, surface: pygame.Surface, i: int, rect: Rect) -> None:
        """A rule: its round mark (filled when chosen), its name and worth, its sentence."""
        theme, u = self.ctx.art.theme, scale(self.ctx.size)
        chosen, choice = i == self.selected, self.choices[i]
        pad, _, mark = self.spacing(u)
        radius = max(6, rect.h // 6)
        if chosen or rect.collidepoint(self.hover):
            fill = theme.button_hover if chosen else theme.button
            pygame.draw.rect(surface, fill, rect, border_radius=radius)
        edge = theme.glow if chosen else theme.felt_light
        pygame.draw.rect(surface, edge, rect, width=2 if chosen else 1, border_radius=radius)
        name_size, about_size = self.sizes_at(u)
        name_h = line_height(name_size, True)
        self._mark(surface, (rect.x + pad + mark // 2, rect.y + pad + name_h // 2), mark, chosen)
        x = rect.x + pad + mark + pad
        worth_w = font(about_size).size(choice.worth)[0] + 2 if choice.worth else 0
        worth = Rect(rect.right - pad - worth_w, rect.y + pad, worth_w, name_h)
        name = Rect(x, rect.y + pad, worth.x - x - pad, name_h)
        about = Rect(x, name.bottom, rect.right - pad - x, rect.bottom - pad - name.bottom)
        text_in(surface, choice.name, name, name_size, theme.ink, bold=True)
        if choice.worth:
            ink = theme.glow if chosen else theme.ink_dim
            text_in(surface, choice.worth, worth, about_size, ink, align="right")
        lines = self.about_lines
        text_in(surface, choice.about, about, about_size, theme.ink_dim, lines=lines, valign="top")

    def _mark(self, surface: pygame.Surface, center: tuple[int, int], size: int, on: bool) -> None:
        """A radio button's ring, with its dot when the rule is the chosen one."""
        theme = self.ctx.art.theme
        pygame.draw.circle(surface, theme.glow if on else theme.ink_dim, center, size // 2, 2)
        if on:
            pygame.draw.circle(surface, theme.glow, center, size // 2 - max(3, size // 6))
