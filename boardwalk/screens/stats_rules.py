"""The statistics of a Card Shell game, by rule (COMPANIONS.md §4): one line per rule and a
line for every rule together, each with its games, wins, win rate, points, the current
streak, the longest winning and losing streaks and the moves per game; and the small
layout helpers the statistics screen shares with it. Every word keeps to its cell
(``text_in``); the table grows with its box, from 960×600 to 2560×1440."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.widgets import panel, text_in
from boardwalk.statistics import (
    ALL_RULES,
    RULE_HEADINGS,
    RuleFigures,
    by_rule,
    rule_cells,
    rule_headings,
    signed,
)

if TYPE_CHECKING:
    from boardwalk.render.theme import Theme
    from boardwalk.storage.history import Record

NAME_SHARE = 0.2
"""The rule's name takes a fifth of the table's width; the eight figures share the rest."""


def rows_fit(room: int, size: int) -> tuple[int, int]:
    """How many history rows the list shows in ``room`` pixels, and how tall each is: as
    many as fill it, the rows squeezed a little rather than leave most of a row's worth of
    panel empty (the last row needs only three quarters of its ease)."""
    line = font(size).get_linesize() + size
    visible = max(1, (room + line // 4) // line)
    return visible, min(line, max(1, room // visible))


def fitted(x: int, y: int, w: int, h: int) -> Rect:
    """A rectangle never narrower or shorter than nothing, however small the surface."""
    return Rect(x, y, max(0, w), max(0, h))


def safe_panel(surface: pygame.Surface, rect: Rect, theme: Theme) -> bool:
    """A panel where there is room for one; False (nothing drawn) where there is not."""
    if rect.w < 8 or rect.h < 8:
        return False
    panel(surface, rect, theme)
    return True


def result_words(record: Record) -> str:
    """A past game's result in the list: ``won``, ``abandoned``…; a game with a rule is won
    or lost (§0: an unwon game is a loss however it ended), with its points: ``lost −1``."""
    if record.rule:
        result = "won" if record.won else "lost"
        return f"{result} {signed(record.points)}" if record.has_points() else result
    return "perfect" if record.perfect else "won" if record.won else record.finish


def columns(row: Rect) -> list[Rect]:
    """The cells of one line of the table: the rule's name, then the eight figures."""
    name_w = int(row.w * NAME_SHARE)
    step = (row.w - name_w) / len(RULE_HEADINGS)
    cells = [Rect(row.x, row.y, name_w, row.h)]
    for i in range(len(RULE_HEADINGS)):
        x = row.x + name_w + int(i * step)
        cells.append(Rect(x + 2, row.y, int(step) - 4, row.h))
    return cells


def draw_rule_table(
    surface: pygame.Surface,
    box: Rect,
    records: list[Record],
    names: Mapping[str, str],
    theme: Theme,
    size: int,
    points: bool = True,
    noun: str = "rule",
) -> None:
    """The table by rule (``noun``: Calculation's are variations) in its panel: the
    headings over two lines, a line per rule (the standard first; as many as can be read,
    the least played folded into one line), then every rule together, set off by a rule
    and in bold. A game with no points table
    (Calculation) shows its cards up a game where the points would be."""
    if not safe_panel(surface, box, theme):
        return
    inner = box.inflate(-2 * size, -size)
    line = font(size).get_linesize()
    head_h = line * 2 + size // 3
    room = inner.h - head_h - size // 2
    lines = by_rule(records, list(names), max(1, room // (line + 2) - 1))
    step = room // max(1, len(lines))
    if inner.w < 8 or step < 6:
        return
    _headings(surface, Rect(inner.x, inner.y, inner.w, head_h), theme, size, points, noun)
    y = inner.y + head_h + size // 2
    for rule, fig in lines:
        row = Rect(inner.x, y, inner.w, step)
        if rule == ALL_RULES:
            pygame.draw.line(surface, theme.felt_light, (row.x, row.y), (row.right, row.y), 2)
        name = names.get(rule, f"All {noun}s" if rule == ALL_RULES else rule)
        figures = rule_cells(fig, points)
        _line(surface, row, name, figures, fig.streak > 0, theme, size, rule == ALL_RULES)
        y += step


def _headings(
    surface: pygame.Surface, row: Rect, theme: Theme, size: int, points: bool, noun: str
) -> None:
    """What each column counts, in two lines at most, under the table's title."""
    cells = columns(row)
    text_in(surface, f"By {noun}", cells[0], size + 2, theme.ink, bold=True)
    for words, cell in zip(rule_headings(points), cells[1:], strict=True):
        text_in(surface, words, cell, size - 2, theme.ink_dim, align="center", lines=2)


def _line(
    surface: pygame.Surface,
    row: Rect,
    name: str,
    figures: list[str],
    winning: bool,
    theme: Theme,
    size: int,
    total: bool = False,
) -> None:
    """One rule's figures, its name at the left; the total's line in bold. A winning streak
    is lit, the colour of a win."""
    cells = columns(row)
    text_in(surface, name, cells[0], size, theme.ink, bold=total)
    ink = theme.ink if figures[0] != "0" else theme.ink_dim
    for i, (words, cell) in enumerate(zip(figures, cells[1:], strict=True)):
        color = theme.target if i == 4 and winning else ink
        text_in(surface, words, cell, size, color, bold=total, align="center")


def rule_line(name: str, fig: RuleFigures, points: bool = True, noun: str = "rule") -> str:
    """One rule's figures as a sentence, for the score screen: ``Same suit so far: 12 games,
    5 won (42%), +3 points; 2 wins in a row; 38.5 moves a game.``"""
    if not fig.games:
        return f"Your first recorded game under the {name} {noun}."
    games = f"{fig.games:,} game{'' if fig.games == 1 else 's'}"
    noun = "point" if abs(fig.points) == 1 else "points"
    streak = rule_cells(fig)[4]
    scored = (
        f", {signed(fig.points)} {noun}" if points else f", {fig.mean_total:.1f} cards up a game"
    )
    return (
        f"{name} so far: {games}, {fig.wins:,} won ({fig.win_rate:.0%}){scored}; "
        f"{streak} in a row; {fig.moves_per_game:.1f} moves a game."
    )
