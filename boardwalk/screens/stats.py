"""Statistics per variant: the figures, two charts drawn in pygame, and every past game,
any of which can be replayed or played again."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.games.registry import all_variants, variant_name
from boardwalk.play.session import deal_words
from boardwalk.render.fonts import font, text
from boardwalk.render.table import felt
from boardwalk.render.widgets import Button, panel
from boardwalk.statistics import distribution, figures

from .base import Screen

if TYPE_CHECKING:
    from boardwalk.storage.history import Record

    from .context import Context

TREND = 30


def duration(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60}:{s % 60:02d}"


def fitted(x: int, y: int, w: int, h: int) -> Rect:
    """A rectangle never narrower or shorter than nothing, however small the surface."""
    return Rect(x, y, max(0, w), max(0, h))


def safe_panel(surface: pygame.Surface, rect: Rect, theme) -> bool:
    """A panel where there is room for one; False (nothing drawn) where there is not."""
    if rect.w < 8 or rect.h < 8:
        return False
    panel(surface, rect, theme, alpha=200)
    return True


def damage_note(history) -> str | None:
    """What the player is told when part of the history could not be read."""
    if history.unreadable:
        return history.unreadable
    n = history.damaged
    if not n:
        return None
    games = "1 game" if n == 1 else f"{n} games"
    verb = "is" if n == 1 else "are"
    return f"{games} in your history could not be read and {verb} left out."


class StatsScreen(Screen):
    def __init__(self, ctx: Context, variant: str) -> None:
        super().__init__(ctx)
        self.variant = variant
        self.scroll = 0
        self.tabs: list[tuple[Rect, str]] = []
        self.row_buttons: list[tuple[Button, Record]] = []
        self.close = Button("Back", "back", Rect(0, 0, 0, 0))
        self.records: list[Record] = []
        self.notice: str | None = None
        """Rows of the history left out, or a history that could not be read, in words."""
        self.load()

    def load(self) -> None:
        history = self.ctx.keeper.history
        self.records = history.games(self.variant)
        self.notice = damage_note(history)
        self.figures = figures(self.records)
        self.scroll = 0

    def enter(self) -> None:
        self.load()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.KEYDOWN:
            ids = [v for _, v in all_variants()]
            if event.key == pygame.K_ESCAPE:
                self.dismiss()
            elif event.key in (pygame.K_RIGHT, pygame.K_LEFT):
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.variant = ids[(ids.index(self.variant) + step) % len(ids)]
                self.load()
            elif event.key == pygame.K_DOWN:
                self.scroll += 1
            elif event.key == pygame.K_UP:
                self.scroll = max(0, self.scroll - 1)

    def click(self, pos) -> None:
        if self.close.hit(pos):
            self.dismiss()
            return
        for rect, variant in self.tabs:
            if rect.collidepoint(pos):
                self.variant = variant
                self.load()
                return
        for button, record in self.row_buttons:
            if button.hit(pos):
                self.act(button.action, record)
                return

    def act(self, action: str, record: Record) -> None:
        when = f"{variant_name(record.variant)}, {deal_words(record.deal)}"
        if action == "replay":
            moves = record.moves.split()
            self.ctx.go("replay", variant=record.variant, deck=record.deck, moves=moves, title=when)
        else:
            self.dismiss()
            self.ctx.go("again", variant=record.variant, deal=record.deal, deck=record.deck)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.art.theme
        w, h = surface.get_size()
        surface.blit(felt((w, h), theme), (0, 0))
        size = max(13, min(19, h // 44))
        self._tabs(surface, w, size)
        fig = self.figures
        top = 70 + size * 2
        left = fitted(24, top, int(w * 0.3), int(h * 0.42))
        self._figures(surface, left, fig, size)
        charts = fitted(left.right + 20, top, w - left.right - 44, left.h)
        half = charts.w // 2 - 10
        right = fitted(charts.x + half + 20, charts.y, half, charts.h)
        self._histogram(surface, fitted(charts.x, charts.y, half, charts.h), fig.scores, size)
        self._trend(surface, right, fig.scores, size)
        self._games(
            surface, fitted(24, left.bottom + 20, w - 48, h - left.bottom - 40 - size * 3), size
        )
        self.close = Button("Back", "back", Rect(w - 130, h - size * 2 - 24, 106, size * 2 + 8))
        self.close.draw(surface, self.close.rect.collidepoint(self.hover), self.ctx.art.theme)
        if self.notice:
            note = text(self.notice, size - 1, theme.warn)
            surface.blit(note, note.get_rect(midleft=(24, self.close.rect.centery)))

    def _tabs(self, surface, w: int, size: int) -> None:
        theme = self.ctx.art.theme
        surface.blit(text("Statistics", size * 2, theme.ink, True), (24, 16))
        x = 24 + text("Statistics", size * 2, theme.ink, True).get_width() + 30
        self.tabs = []
        for _, vid in all_variants():
            label = text(
                variant_name(vid), size + 1, theme.bar if vid == self.variant else theme.ink, True
            )
            rect = label.get_rect(topleft=(x, 24)).inflate(24, 12)
            pygame.draw.rect(
                surface,
                theme.glow if vid == self.variant else theme.button,
                rect,
                border_radius=rect.h // 2,
            )
            surface.blit(label, label.get_rect(center=rect.center))
            self.tabs.append((rect, vid))
            x = rect.right + 10

    def _figures(self, surface, box: Rect, fig, size: int) -> None:
        theme = self.ctx.art.theme
        if not safe_panel(surface, box, theme):
            return
        rows = [
            ("Games", str(fig.games)),
            ("Wins", f"{fig.wins}  ({fig.win_rate:.0%})" if fig.games else "0"),
            ("Perfect games", str(fig.perfect)),
            ("Best score", str(fig.best) if fig.games else "—"),
            ("Average score", f"{fig.average:.1f}" if fig.games else "—"),
            ("Current winning streak", str(fig.current_streak)),
            ("Longest winning streak", str(fig.longest_streak)),
            ("Fewest moves to a win", str(fig.fewest_moves_to_win or "—")),
        ]
        y = box.y + 14
        step = max(size + 6, (box.h - 28) // len(rows))
        for label, value in rows:
            surface.blit(text(label, size, theme.ink_dim), (box.x + 16, y))
            v = text(value, size, theme.ink, True)
            surface.blit(v, v.get_rect(topright=(box.right - 16, y)))
            y += step

    def _histogram(self, surface, box: Rect, scores, size: int) -> None:
        theme = self.ctx.art.theme
        if not safe_panel(surface, box, theme):
            return
        surface.blit(text("Scores", size, theme.ink, True), (box.x + 14, box.y + 10))
        counts = distribution(scores)
        area = Rect(box.x + 14, box.y + 20 + size, box.w - 28, box.h - 44 - 2 * size)
        if area.w < 1 or area.h < 1:
            return
        peak = max(counts) or 1
        bw = area.w / len(counts)
        for i, n in enumerate(counts):
            bar_h = int(area.h * n / peak)
            rect = Rect(int(area.x + i * bw + 2), area.bottom - bar_h, max(2, int(bw - 4)), bar_h)
            pygame.draw.rect(surface, theme.glow, rect, border_radius=3)
        for i, mark in enumerate((0, 13, 26, 39, 52)):
            label = text(str(mark), size - 4, theme.ink_dim)
            surface.blit(label, label.get_rect(midtop=(area.x + area.w * i // 4, area.bottom + 4)))
        if not scores:
            self._empty(surface, area, size)

    def _trend(self, surface, box: Rect, scores, size: int) -> None:
        theme = self.ctx.art.theme
        if not safe_panel(surface, box, theme):
            return
        recent = scores[-TREND:]
        surface.blit(
            text(f"Last {len(recent) or TREND} games", size, theme.ink, True),
            (box.x + 14, box.y + 10),
        )
        area = Rect(box.x + 30, box.y + 20 + size, box.w - 50, box.h - 44 - 2 * size)
        if area.w < 1 or area.h < 1:
            return
        for mark in (0, 26, 52):
            y = area.bottom - area.h * mark // 52
            pygame.draw.line(surface, theme.felt_light, (area.x, y), (area.right, y), 1)
            label = text(str(mark), size - 4, theme.ink_dim)
            surface.blit(label, label.get_rect(midright=(area.x - 4, y)))
        if len(recent) >= 2:
            step = area.w / (len(recent) - 1)
            points = [
                (area.x + i * step, area.bottom - area.h * s / 52) for i, s in enumerate(recent)
            ]
            pygame.draw.lines(surface, theme.glow, False, points, 3)
            for p in points:
                pygame.draw.circle(surface, theme.ink, (int(p[0]), int(p[1])), 3)
        elif recent:
            pygame.draw.circle(
                surface, theme.glow, (area.centerx, int(area.bottom - area.h * recent[0] / 52)), 5
            )
        else:
            self._empty(surface, area, size)

    def _empty(self, surface, area: Rect, size: int) -> None:
        label = text("No finished games yet", size - 1, self.ctx.art.theme.ink_dim)
        surface.blit(label, label.get_rect(center=area.center))

    def _games(self, surface, box: Rect, size: int) -> None:
        """Past games, newest first, each with Replay and Play again."""
        theme = self.ctx.art.theme
        self.row_buttons = []
        if not safe_panel(surface, box, theme):
            return
        line = font(size).get_linesize() + 10
        rows = list(reversed(self.records))
        visible = max(1, (box.h - 20) // line)
        self.scroll = min(self.scroll, max(0, len(rows) - visible))
        self.row_buttons = []
        y = box.y + 10
        if not rows:
            self._empty(surface, box, size)
        for record in rows[self.scroll : self.scroll + visible]:
            when = record.ended_at[:16].replace("T", " ")
            deal = deal_words(record.deal)
            outcome = "perfect" if record.perfect else "won" if record.won else record.finish
            cells = [
                when,
                deal,
                f"{record.total} pts",
                outcome,
                f"{record.move_count} moves",
                duration(record.seconds),
            ]
            x = box.x + 14
            for cell, width in zip(cells, (0.2, 0.17, 0.09, 0.1, 0.1, 0.07), strict=True):
                surface.blit(text(cell, size - 1, theme.ink), (x, y + 3))
                x += int(box.w * width)
            for label, action in (("Replay", "replay"), ("Play again", "again")):
                bw = text(label, size - 2, theme.ink).get_width() + 20
                button = Button(label, action, Rect(x, y, bw, line - 6))
                button.draw(surface, button.rect.collidepoint(self.hover), self.ctx.art.theme)
                self.row_buttons.append((button, record))
                x += bw + 8
            y += line
