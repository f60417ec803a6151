"""Choosing a lesson of the tutorial; lessons already done are marked.

Each row is a list entry: the lesson's number in a disc, the variant's name above what the
lesson teaches, and at the right, in a column of its own, how long it is and whether it
is done. The words keep to their boxes at any window size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.games.registry import all_lessons
from boardwalk.render.fonts import font
from boardwalk.render.table import felt
from boardwalk.render.widgets import Button, panel, text_in

from .base import Screen, handle_list
from .dialogs import ENTER, line_height, scale

if TYPE_CHECKING:
    from .context import Context

NUMBER_KEYS = {pygame.K_1 + i: i for i in range(9)}
"""1–9 open the lesson of that number: every game's lessons share the list."""


def split_title(title: str) -> tuple[str, str]:
    """``"Squattsi: trumps, juggles…"`` as the name and what the lesson teaches."""
    name, _, topic = title.partition(": ")
    return (name, topic) if topic else (title, "")


class LessonsScreen(Screen):
    """Dismissed with the variant of the lesson chosen, or None."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.lessons = all_lessons()
        self.rows: list[tuple[Rect, str]] = []
        self.selected = 0
        self.heads = (Rect(0, 0, 0, 0), Rect(0, 0, 0, 0))
        self.back = Button("Back", "back", Rect(0, 0, 0, 0))
        self.u = 1.0
        self.resized(ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        """Heading, subtitle, the rows, and Back, as one block centred in the window."""
        w, h = size
        u = self.u = scale(size)
        row_w, row_h, gap = min(int(820 * u), w - int(48 * u)), int(84 * u), int(14 * u)
        n = len(self.lessons)
        row_h = min(row_h, (h - int(250 * u)) // n - gap)  # every lesson and Back in view
        block = int((56 + 34 + 30 + 20 + 44) * u) + n * (row_h + gap)
        y = max(int(12 * u), (h - block) // 2)
        head_h = line_height(int(48 * u), True)
        sub_h = line_height(max(14, int(18 * u)))
        self.heads = (Rect(0, y, w, head_h), Rect(0, y + head_h + int(6 * u), w, sub_h))
        x, y = (w - row_w) // 2, self.heads[1].bottom + int(30 * u)
        self.rows = [
            (Rect(x, y + i * (row_h + gap), row_w, row_h), v) for i, v in enumerate(self.lessons)
        ]
        bh = max(32, int(42 * u))
        top = self.rows[-1][0].bottom + int(20 * u)
        self.back = Button("Back", "back", Rect(x + row_w - bh * 3, top, bh * 3, bh))

    def handle(self, event: pygame.event.Event) -> None:
        handle_list(self, event)

    def key(self, key: int) -> None:
        """A lesson's number starts it; the arrows choose one and Enter starts it; Esc
        goes back."""
        if key == pygame.K_ESCAPE:
            self.dismiss()
        elif key in NUMBER_KEYS and NUMBER_KEYS[key] < len(self.rows):
            self.dismiss(self.rows[NUMBER_KEYS[key]][1])
        elif key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if key == pygame.K_DOWN else -1
            self.selected = (self.selected + step) % len(self.rows)
        elif key in ENTER:
            self.dismiss(self.rows[self.selected][1])

    def draw(self, surface: pygame.Surface) -> None:
        theme, u = self.ctx.art.theme, self.u
        surface.blit(felt(surface.get_size(), theme), (0, 0))
        head, sub = self.heads
        text_in(surface, "Learn to play", head, int(48 * u), theme.ink, bold=True, align="center")
        last = min(len(self.rows), len(NUMBER_KEYS))
        words = f"Each lesson is a real deal: you make every move. Press 1–{last}, or click one."
        text_in(surface, words, sub, max(14, int(18 * u)), theme.ink_dim, align="center")
        tag_w = self._tag_width()
        for i, (rect, variant) in enumerate(self.rows):
            self._row(surface, rect, i, variant, tag_w)
        self.back.draw(surface, self.back.rect.collidepoint(self.hover), theme)

    def _tags(self, variant: str) -> tuple[str, str]:
        """The right-hand column of a row: its length, and whether it is done."""
        steps = len(self.lessons[variant].steps)
        return f"{steps} steps", "✓ done" if variant in self.ctx.progress.done else ""

    def _tag_width(self) -> int:
        """One column wide enough for every row's tags, so the titles end at one edge."""
        size = max(13, int(17 * self.u))
        widest = max(
            font(size, True).size(words)[0] for v in self.lessons for words in self._tags(v)
        )
        return widest + int(8 * self.u)

    def _row(self, surface: pygame.Surface, rect: Rect, i: int, variant: str, tag_w: int) -> None:
        theme, u = self.ctx.art.theme, self.u
        panel(surface, rect, theme)
        if i == self.selected:
            pygame.draw.rect(surface, theme.glow, rect, width=max(2, int(3 * u)), border_radius=16)
        pad = int(20 * u)
        disc = rect.h * 5 // 9
        center = (rect.x + pad + disc // 2, rect.centery)
        pygame.draw.circle(surface, theme.felt_light, center, disc // 2)
        number = Rect(0, 0, disc, disc)
        number.center = center
        text_in(surface, str(i + 1), number, disc // 2, theme.ink, bold=True, align="center")
        tags = Rect(rect.right - pad - tag_w, rect.y, tag_w, rect.h).inflate(0, -2 * pad // 2)
        self._tag_column(surface, tags, variant)
        left = number.right + pad
        words = Rect(left, rect.y, tags.x - pad - left, rect.h).inflate(0, -pad)
        self._words(surface, words, variant)

    def _words(self, surface: pygame.Surface, box: Rect, variant: str) -> None:
        """The variant's name in bold, what the lesson teaches beneath it."""
        theme, u = self.ctx.art.theme, self.u
        name, topic = split_title(self.lessons[variant].title)
        size, small = max(16, int(24 * u)), max(13, int(17 * u))
        if not topic:
            text_in(surface, name, box, size, theme.ink, bold=True, lines=2)
            return
        top = Rect(box.x, box.y, box.w, box.h * 11 // 20)
        bottom = Rect(box.x, top.bottom, box.w, box.bottom - top.bottom)
        text_in(surface, name, top, size, theme.ink, bold=True, valign="bottom")
        text_in(surface, topic, bottom, small, theme.ink_dim, valign="top")

    def _tag_column(self, surface: pygame.Surface, box: Rect, variant: str) -> None:
        theme = self.ctx.art.theme
        size = max(13, int(17 * self.u))
        steps, done = self._tags(variant)
        if not done:
            text_in(surface, steps, box, size, theme.ink_dim, bold=True, align="right")
            return
        top = Rect(box.x, box.y, box.w, box.h * 11 // 20)
        bottom = Rect(box.x, top.bottom, box.w, box.bottom - top.bottom)
        text_in(surface, done, top, size, theme.target, bold=True, align="right", valign="bottom")
        text_in(surface, steps, bottom, size, theme.ink_dim, align="right", valign="top")
