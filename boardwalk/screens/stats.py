"""Statistics per variant: the figures, two charts drawn in pygame, and every past game,
any of which can be replayed or played again; the best one can be copied as a challenge
code (Ctrl+C). Everything grows with the window, and every word keeps to its box
(``text_in``), from no games at all to hundreds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.games.registry import all_variants, kind_of, variant_name
from boardwalk.play.session import deal_words
from boardwalk.render.fonts import font
from boardwalk.render.table import felt
from boardwalk.render.widgets import Button, text_in
from boardwalk.solitaire import rule_names
from boardwalk.statistics import distribution, figure_rows, figures
from boardwalk.storage.records import scores_points

from .base import Focus, Screen, command_held
from .score import counted, score_words
from .stats_rules import draw_rule_table, fitted, result_words, rows_fit, safe_panel

if TYPE_CHECKING:
    from boardwalk.storage.history import Record

    from .context import Context

TREND = 30
CELLS = (0.25, 0.19, 0.15, 0.12, 0.16, 0.13)
"""Shares of a history row's words (finished, deal, score, result, moves, time)."""
ROW_ACTIONS = (("Replay", "replay"), ("Play again", "again"))
SHARE = "Copy challenge: best game"


def duration(seconds: float) -> str:
    """A game's time as a clock shows it: ``8:58``, and past an hour ``1:03:52``."""
    s = int(seconds)
    if s >= 3600:
        return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"
    return f"{s // 60}:{s % 60:02d}"


def damage_note(history) -> str | None:
    """What the player is told when part of the history could not be read."""
    if history.unreadable:
        return history.unreadable
    n = history.damaged
    if not n:
        return None
    verb = "is" if n == 1 else "are"
    return f"{counted(n, 'game')} in your history could not be read and {verb} left out."


def tabs_width(names: list[str], th: int, size: int) -> int:
    """How wide a row of tabs ``th`` high with these names is, gaps included."""
    return sum(font(int(th * 0.42), True).size(n)[0] + th + size // 2 for n in names)


def rule_short(rule: str) -> str:
    """A rule in a narrow cell: ``same suit`` for a rule named in words, a variation code
    (``6-100010``) as it is."""
    return rule if rule[:1].isdigit() else rule.replace("-", " ")


def row_cells(record: Record) -> list[str]:
    """One past game in words: when it finished, its deal, score, result, moves and time."""
    return [
        record.ended_at[:16].replace("T", " "),
        deal_words(record.deal) + (f" · {rule_short(record.rule)}" if record.rule else ""),
        score_words(kind_of(record.variant), record.total),
        result_words(record),
        counted(record.move_count, "move"),
        duration(record.seconds),
    ]


def best_game(records: list[Record]) -> Record | None:
    """The game a player shares from their statistics: the highest score, the one in fewest
    moves among equals, the latest among those."""
    return max(records, key=lambda r: (r.total, -r.move_count, r.ended_at), default=None)


@dataclass(frozen=True)
class Frame:
    """Where each part goes, for one surface size."""

    size: int
    margin: int
    title: Rect
    figures: Rect
    scores: Rect
    trend: Rect
    games: Rect
    back: Rect
    share: Rect
    notice: Rect


def frame(w: int, h: int) -> Frame:
    """The screen's parts for a surface of ``w`` × ``h``: text grows with the height, but
    not past what the width holds (a tall narrow window would crush the columns)."""
    size = max(14, min(h, w * 5 // 8) // 42)
    m = size * 3 // 2
    title = fitted(m, m * 2 // 3, w - 2 * m, font(size * 2, True).get_linesize() + size // 2)
    bh = max(32, size * 12 // 5)
    back_w = max(bh * 3, font(size).size("Back")[0] + bh * 2)
    back = Rect(w - m - back_w, h - m * 2 // 3 - bh, back_w, bh)
    share_w = font(max(11, int(bh * 0.42))).size(SHARE)[0] + bh
    share = Rect(back.x - size - share_w, back.y, share_w, bh)
    top = title.bottom + size
    left = fitted(m, top, int(w * 0.3), int(h * 0.4))
    charts = fitted(left.right + m, top, w - left.right - 2 * m, left.h)
    half = (charts.w - m) // 2
    games = fitted(m, left.bottom + size, w - 2 * m, back.y - size * 2 // 3 - left.bottom - size)
    notice = fitted(m, back.y, share.x - 2 * m, bh)
    scores = fitted(charts.x, top, half, charts.h)
    trend = fitted(charts.right - half, top, half, charts.h)
    return Frame(size, m, title, left, scores, trend, games, back, share, notice)


class StatsScreen(Screen):
    def __init__(self, ctx: Context, variant: str) -> None:
        super().__init__(ctx)
        self.variant = variant
        self.scroll = 0
        self.tabs: list[tuple[Rect, str]] = []
        self.row_buttons: list[tuple[Button, Record]] = []
        self.close = Button("Back", "back", Rect(0, 0, 0, 0))
        self.share = Button(SHARE, "challenge", Rect(0, 0, 0, 0))
        self.records: list[Record] = []
        self.focus = Focus(arrows=False)
        """Tab goes through the rows' Replay and Play again, then the buttons below."""
        self.notice: str | None = None
        """Rows of the history left out, or a history that could not be read, in words."""
        self.load()

    def load(self) -> None:
        history = self.ctx.keeper.history
        self.records = history.games(self.variant)
        self.notice = damage_note(history)
        self.figures = figures(self.records)
        self.rules = rule_names(kind_of(self.variant), self.variant)
        for record in self.records:  # a game under a rule not offered at the deal (a code
            if self.rules and record.rule not in self.rules:  # typed, pasted or opened)
                self.rules[record.rule] = record.rule
        self.points = bool(self.rules) and scores_points(self.variant, next(iter(self.rules)))
        self.noun = getattr(kind_of(self.variant), "rule_noun", "rule")
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
            targets = self.targets()
            took = self.focus.key(event, len(targets))
            if took and self.focus.shown:
                self.click(targets[self.focus.index % len(targets)].rect.center)
            elif took is False:
                return
            elif event.key == pygame.K_ESCAPE:
                self.dismiss()
            elif event.key == pygame.K_c and command_held(event):
                self.copy_best()
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
        if self.share.hit(pos):
            self.copy_best()
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

    def targets(self) -> list[Button]:
        """What Tab goes through, in reading order: each row's buttons, then the foot's."""
        return [b for b, _ in self.row_buttons] + [self.share, self.close]

    def copy_best(self) -> None:
        """The best game of the variant shown, as a challenge code on the clipboard."""
        best = best_game(self.records)
        if best is None:
            words = f"There is no finished game of {variant_name(self.variant)} to share yet."
            return self.ctx.report(words, "Nothing to copy")
        game = {"variant": best.variant, "deal": best.deal, "deck": best.deck}
        self.ctx.go("copy-challenge", **game, moves=best.moves.split())

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
        f = frame(*surface.get_size())
        surface.blit(felt(surface.get_size(), theme), (0, 0))
        self._tabs(surface, f)
        if self.rules:  # a game with rules: its figures by rule, across the charts' room
            draw_rule_table(surface, f.figures.union(f.trend), self.records, self.rules,
                            theme, f.size, self.points, self.noun)  # fmt: skip
        else:
            self._figures(surface, f.figures, f.size)
            self._histogram(surface, f.scores, self.figures.scores, f.size)
            self._trend(surface, f.trend, self.figures.scores, f.size)
        self._games(surface, f.games, f.size)
        self.close = Button("Back", "back", f.back)
        self.share = Button(SHARE, "challenge", f.share, enabled=bool(self.records))
        for button in (self.share, self.close):
            button.draw(surface, button.rect.collidepoint(self.hover), theme)
        targets = self.targets()
        self.focus.ring(surface, targets[self.focus.index % len(targets)].rect, theme.focus)
        if self.notice and f.notice.w > 8:
            text_in(surface, self.notice, f.notice, f.size - 1, theme.warn, lines=2)

    def _tabs(self, surface, f: Frame) -> None:
        """The title, then one tab per variant: the one shown is lit."""
        theme, title = self.ctx.art.theme, Rect(f.title)
        self.tabs = []
        if title.w < 8:
            return
        words = font(f.size * 2, True).size("Statistics")[0]
        title.w = min(title.w, words)
        text_in(surface, "Statistics", title, f.size * 2, theme.ink, bold=True)
        x, th = title.right + f.size * 2, max(30, f.size * 5 // 2)
        names = [variant_name(vid) for _, vid in all_variants()]
        while th > 22 and x + tabs_width(names, th, f.size) > f.title.right:
            th -= 1  # every game's tab on one row: smaller tabs before any is left out
        for _, vid in all_variants():
            name = variant_name(vid)
            tw = font(int(th * 0.42), True).size(name)[0] + th
            if x + tw > f.title.right:
                break  # a window too narrow for every tab: the arrow keys still reach them
            tab = Button(name, vid, Rect(x, f.title.centery - th // 2, tw, th))
            tab.primary = vid == self.variant
            tab.draw(surface, tab.rect.collidepoint(self.hover), theme)
            self.tabs.append((tab.rect, vid))
            x += tw + f.size // 2

    def _figures(self, surface, box: Rect, size: int) -> None:
        theme = self.ctx.art.theme
        if not safe_panel(surface, box, theme):
            return
        rows = figure_rows(self.figures)
        inner = box.inflate(-2 * size, -size)
        step = inner.h // len(rows)
        if step < 6 or inner.w < 8:
            return
        for i, (label, value) in enumerate(rows):
            row = Rect(inner.x, inner.y + i * step, inner.w, step)
            value_w = font(size, True).size(value)[0]
            name = Rect(row.x, row.y, row.w - value_w - size, row.h)
            text_in(surface, label, name, size, theme.ink_dim)
            text_in(surface, value, row, size, theme.ink, bold=True, align="right")

    def _chart_area(self, surface, box: Rect, title: str, size: int) -> Rect | None:
        """A chart's panel with its title: the area left for the chart (None: no room)."""
        theme = self.ctx.art.theme
        if not safe_panel(surface, box, theme):
            return None
        pad, line = size, font(size).get_linesize()
        heading = Rect(box.x + pad, box.y + pad // 2, box.w - 2 * pad, line)
        if heading.w > 8:
            text_in(surface, title, heading, size, theme.ink, bold=True)
        small = font(max(9, size - 3)).get_linesize()
        # half a small line above the chart: its top axis label sits there, clear of the title
        area = Rect(box.x + pad * 2, heading.bottom + max(size // 2, small // 2 + 4), 0, 0)
        area.size = (box.right - pad - area.x, box.bottom - pad // 2 - small - area.y)
        return area if area.w > 4 and area.h > 4 else None

    def _histogram(self, surface, box: Rect, scores, size: int) -> None:
        area = self._chart_area(surface, box, "Scores", size)
        if area is None:
            return
        theme, counts = self.ctx.art.theme, distribution(scores)
        peak, bw = max(counts) or 1, area.w / len(counts)
        for i, n in enumerate(counts):
            bar_h = int(area.h * n / peak)
            rect = Rect(int(area.x + i * bw + 2), area.bottom - bar_h, max(2, int(bw - 4)), bar_h)
            pygame.draw.rect(surface, theme.glow, rect, border_radius=3)
        small = font(max(9, size - 3)).get_linesize()
        for i, mark in enumerate((0, 13, 26, 39, 52)):
            spot = Rect(0, area.bottom + 2, size * 2, small)
            spot.centerx = min(area.x + area.w * i // 4, box.right - size)
            text_in(surface, str(mark), spot, size - 3, theme.ink_dim, align="center")
        if not scores:
            self._empty(surface, area, size, "No scores yet")

    def _trend(self, surface, box: Rect, scores, size: int) -> None:
        recent = scores[-TREND:]
        title = "Your last game" if len(recent) == 1 else f"Your last {len(recent) or TREND} games"
        area = self._chart_area(surface, box, title, size)
        if area is None:
            return
        theme, small = self.ctx.art.theme, font(max(9, size - 3)).get_linesize()
        for mark in (0, 26, 52):
            y = area.bottom - area.h * mark // 52
            if recent:  # no lines through the words that say there is nothing yet
                pygame.draw.line(surface, theme.felt_light, (area.x, y), (area.right, y), 1)
            spot = Rect(box.x + 2, y - small // 2, area.x - box.x - 6, small)
            text_in(surface, str(mark), spot, size - 3, theme.ink_dim, align="right")
        if len(recent) >= 2:
            step = area.w / (len(recent) - 1)
            points = [
                (area.x + i * step, area.bottom - area.h * s / 52) for i, s in enumerate(recent)
            ]
            pygame.draw.lines(surface, theme.glow, False, points, max(2, size // 6))
            for p in points:
                pygame.draw.circle(surface, theme.ink, (int(p[0]), int(p[1])), max(3, size // 5))
        elif recent:
            y = int(area.bottom - area.h * recent[0] / 52)
            pygame.draw.circle(surface, theme.glow, (area.centerx, y), max(5, size // 3))
        else:
            self._empty(surface, area, size, "No scores yet")

    def _empty(self, surface, area: Rect, size: int, words: str) -> None:
        text_in(surface, words, area, size - 1, self.ctx.art.theme.ink_dim, align="center", lines=0)

    def _games(self, surface, box: Rect, size: int) -> None:
        """Past games, newest first, each with Replay and Play again; a line above them says
        which of how many are shown, and that the list scrolls."""
        self.row_buttons = []
        theme = self.ctx.art.theme
        if not safe_panel(surface, box, theme):
            return
        inner = box.inflate(-2 * size, -size)
        head_h = font(size).get_linesize()
        rows = list(reversed(self.records))
        visible, line = rows_fit(box.bottom - size // 3 - (inner.y + head_h + size // 2), size)
        self.scroll = min(self.scroll, max(0, len(rows) - visible))
        if inner.w < 8 or inner.h < head_h:
            return
        self._games_heading(surface, Rect(inner.topleft, (inner.w, head_h)), len(rows), visible)
        y = inner.y + head_h + size // 2
        if not rows:
            words = f"No finished games of {variant_name(self.variant)} yet."
            self._empty(surface, Rect(inner.x, y, inner.w, inner.bottom - y), size, words)
        for record in rows[self.scroll : self.scroll + visible]:
            self._game_row(surface, Rect(inner.x, y, inner.w, line), record, size)
            y += line

    def _games_heading(self, surface, rect: Rect, count: int, visible: int) -> None:
        theme, size = self.ctx.art.theme, rect.h * 4 // 5
        text_in(surface, "Your games, newest first", rect, size, theme.ink, bold=True)
        if count > visible:
            first, last = self.scroll + 1, min(count, self.scroll + visible)
            where = f"{first:,}–{last:,} of {count:,} · scroll or ↑ ↓ for more"
            side = Rect(rect.centerx, rect.y, rect.w // 2, rect.h)
            text_in(surface, where, side, size, theme.ink_dim, align="right")

    def _game_row(self, surface, row: Rect, record: Record, size: int) -> None:
        """One past game: its words in columns, then Replay and Play again."""
        theme, bh = self.ctx.art.theme, row.h - max(3, size // 4)
        label = max(11, int(bh * 0.42))
        widths = [font(label).size(words)[0] + bh for words, _ in ROW_ACTIONS]
        x = row.right - sum(widths) - size // 2
        for (words, action), bw in zip(ROW_ACTIONS, widths, strict=True):
            button = Button(words, action, Rect(x, row.centery - bh // 2, bw, bh))
            button.draw(surface, button.rect.collidepoint(self.hover), theme)
            self.row_buttons.append((button, record))
            x += bw + size // 2
        room, x = row.right - sum(widths) - size * 2 - row.x, row.x
        for words, share in zip(row_cells(record), CELLS, strict=True):
            cell = Rect(x, row.y, int(room * share) - size // 2, row.h)
            text_in(surface, words, cell, size - 1, theme.ink)
            x += int(room * share)
