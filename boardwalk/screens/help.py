"""The rules of one variant, readable and scrollable (F1 from the table).

The title stays at the top and the hint at the bottom; between them the rules scroll in a
column of comfortable width, a whole line at a time (a line is shown only when all of it
fits), with a bar at the side saying how far down the player is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.table import felt
from boardwalk.render.widgets import panel, text_in, wrap

from .base import Screen
from .dialogs import line_height, scale

if TYPE_CHECKING:
    from boardwalk.solitaire import Kind

    from .context import Context


BULLET = "• "


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the rules, where it sits in the scrolled column."""

    words: str
    y: int
    heading: bool
    indent: int = 0
    """Pixels from the column's left: the lines of a point after its first hang under it."""


def paragraphs(words: str, size: int, column: int) -> list[tuple[str, int]]:
    """``words`` wrapped to ``column`` pixels, each line with its indent: a point (a line
    starting with a bullet) wraps with its later lines under its words, not its bullet."""
    out: list[tuple[str, int]] = []
    for paragraph in words.split("\n"):
        hang = font(size).size(BULLET)[0] if paragraph.startswith(BULLET) else 0
        for i, line in enumerate(wrap(paragraph, size, column - hang)):
            out.append((line, hang if i else 0))
    return out


class HelpScreen(Screen):
    """The variant's rules, scrolled under their title; or, given ``sections`` and a
    ``title``, any other headed words shown the same way (the position in words)."""

    def __init__(
        self,
        ctx: Context,
        kind: Kind,
        variant: str,
        sections: list[tuple[str, str]] | None = None,
        title: str = "",
    ) -> None:
        super().__init__(ctx)
        self.kind, self.variant = kind, kind.variants[variant]
        self.sections = sections if sections is not None else kind.help_sections(variant)
        self.title = title or f"{self.variant.name}: the rules"
        self.scroll = 0
        self.max_scroll = 0
        self._laid: tuple[tuple[int, int], list[Line], int] | None = None

    @property
    def text_size(self) -> int:
        return max(14, int(18 * scale(self.ctx.size)))

    def lines(self, column: int, size: int) -> tuple[list[Line], int]:
        """The sections wrapped to the column, with the height of them all; laid out
        once per column width and size, not every frame."""
        if self._laid is None or self._laid[0] != (column, size):
            lines, y = [], 0
            body, head = font(size).get_linesize(), font(size + 4, True).get_linesize()
            for heading, words in self.sections:
                lines.append(Line(heading, y, True))
                y += head + size // 4
                for words_line, indent in paragraphs(words, size, column):
                    lines.append(Line(words_line, y, False, indent))
                    y += body
                y += size
            self._laid = ((column, size), lines, y)
        return self._laid[1], self._laid[2]

    def handle(self, event: pygame.event.Event) -> None:
        step = font(self.text_size).get_linesize() * 3
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif event.type == pygame.KEYDOWN:
            page = self.ctx.size[1] * 3 // 4
            keys = {
                pygame.K_DOWN: step,
                pygame.K_UP: -step,
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_SPACE: page,
                pygame.K_HOME: -self.max_scroll,
                pygame.K_END: self.max_scroll,
            }
            if event.key in keys:
                self.scroll += keys[event.key]
            elif event.key in (pygame.K_ESCAPE, pygame.K_F1, pygame.K_RETURN, pygame.K_w):
                self.dismiss()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dismiss()
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def areas(self, size: tuple[int, int]) -> tuple[Rect, Rect, Rect, Rect]:
        """The title's band, the panel the rules are on, the scrolled column inside it
        (short of the panel's right edge by a margin that grows with the window, where the
        scroll bar sits clear of the words), and the footer's band."""
        w, h = size
        u = scale(size)
        outer = min(int(960 * u), w - int(64 * u))
        pad = int(24 * u)
        head_h = line_height(int(36 * u), True) + int(28 * u)
        foot_h = line_height(self.text_size) + int(20 * u)
        paper = Rect((w - outer) // 2, head_h, outer, h - head_h - foot_h - int(16 * u))
        body = paper.inflate(-2 * pad, -2 * pad)
        body.w -= int(28 * u)
        head = Rect(body.x, 0, body.w, head_h)
        return head, paper, body, Rect(0, h - foot_h, w, foot_h)

    def draw(self, surface: pygame.Surface) -> None:
        theme, size = self.ctx.art.theme, self.text_size
        u = scale(surface.get_size())
        surface.blit(felt(surface.get_size(), theme), (0, 0))
        head, paper, body, foot = self.areas(surface.get_size())
        title = self.title
        text_in(surface, title, head.inflate(0, -int(20 * u)), int(36 * u), theme.ink, bold=True)
        panel(surface, paper, theme)
        lines, total = self.lines(body.w, size)
        self._settle(lines, total, body.h)
        self._body(surface, body, lines, size)
        self._bar(surface, body, paper, total)
        pygame.draw.rect(surface, theme.bar, foot)
        hint = "Scroll with the wheel, the arrows or Page Down · Esc or a click goes back"
        box = foot.inflate(-int(48 * u), 0)
        text_in(surface, hint, box, size - 2, theme.ink_dim, align="center")

    def _settle(self, lines: list[Line], total: int, room: int) -> None:
        """The scroll kept on the start of a line, so the column never opens on the gap a
        line too tall to show whole would leave; at the end, the first line whose rest
        all fits is at the top."""
        starts = sorted({line.y for line in lines}) or [0]
        self.max_scroll = next((y for y in starts if total - y <= room), starts[-1])
        self.scroll = min(self.scroll, self.max_scroll)
        self.scroll = next((y for y in starts if y >= self.scroll), self.max_scroll)

    def _body(self, surface: pygame.Surface, body: Rect, lines: list[Line], size: int) -> None:
        """The lines that fit wholly in the column as it is scrolled."""
        theme = self.ctx.art.theme
        for line in lines:
            s = size + 4 if line.heading else size
            top = body.y + line.y - self.scroll
            tall = line_height(s, line.heading)
            box = Rect(body.x + line.indent, top, body.w - line.indent, tall)
            if box.top < body.top or box.bottom > body.bottom:
                continue
            color = theme.glow if line.heading else theme.ink
            text_in(surface, line.words, box, s, color, bold=line.heading, valign="top")

    def _bar(self, surface: pygame.Surface, body: Rect, paper: Rect, total: int) -> None:
        """How far down the rules the column shows, when they do not fit at once: midway
        between the words and the panel's edge."""
        if self.max_scroll <= 0:
            return
        track = Rect(0, body.y, max(4, body.w // 160), body.h)
        track.centerx = (body.right + paper.right) // 2
        thumb = Rect(track.x, 0, track.w, max(track.w * 4, track.h * body.h // total))
        thumb.y = track.y + (track.h - thumb.h) * self.scroll // self.max_scroll
        theme = self.ctx.art.theme
        pygame.draw.rect(surface, theme.felt_dark, track, border_radius=track.w // 2)
        pygame.draw.rect(surface, theme.ink_dim, thumb, border_radius=track.w // 2)
