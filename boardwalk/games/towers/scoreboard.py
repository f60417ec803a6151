"""The Towers' score as pictures, for the shell's score screen: the four foundations as the
piles they ended, with how many cards each holds (the cards home, out of 52), and the
points the game scores under its rule, beside the three rules' table (COMPANIONS.md §1).

Everything scales with ``size`` (the score screen's body text) and keeps to the box it is
given; every word goes through ``text_in``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.widgets import text_in
from boardwalk.rules.cards import code
from boardwalk.rules.towers import RULES

from .words import signed

if TYPE_CHECKING:
    from boardwalk.render.cardart import CardArt
    from boardwalk.render.theme import Color, Theme
    from boardwalk.rules.towers import Game

SIGNS = "♠♥♦♣"
SUITS = "SHDC"


def suit_ink(theme: Theme, suit: str) -> Color:
    """A suit's colour softened toward the ink: a quiet mark on the felt, still its suit."""
    a, b = theme.suit_color(suit), theme.ink
    return tuple(int(x * 0.55 + y * 0.45) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


@dataclass(frozen=True)
class Plan:
    """The sizes the breakdown shares, worked out once per draw."""

    size: int
    line: int
    card: tuple[int, int]
    gap: int
    piles: Rect
    """The foundations' part (at the left, or on top when the box is narrow)."""
    table: Rect
    """The points' part."""


def draw_score(surface: pygame.Surface, box: Rect, game: Game, art: CardArt, size: int) -> int:
    """Draw the breakdown from the top left of ``box``; returns the y below it."""
    plan = _plan(box, size)
    y = _foundations(surface, plan, game, art)
    return max(y, _points(surface, plan, game, art.theme))


def _plan(box: Rect, size: int) -> Plan:
    """Side by side when the box is wide enough for the points' words beside four cards,
    else the points under the piles; the cards as big as the body text allows (six times
    its size) and the box holds."""
    line = font(size).get_linesize()
    words = font(size).size("Alternating colour (the standard)")[0] + size * 9
    beside = box.w - words >= size * 18
    piles = Rect(box.x, box.y, box.w - words - size * 2 if beside else box.w, box.h)
    if not beside:
        piles.h = box.h - 5 * line - size
    gap = max(6, size // 2)
    w = int(min(size * 6, (piles.w - 3 * gap) / 4))
    w = int(min(w, (piles.h - 2 * line - 2 * gap) / 1.4 - 3))
    w = max(20, w)
    card = (w, int(w * 1.4))
    if beside:
        table = Rect(piles.right + size * 2, box.y, box.right - piles.right - size * 2, box.h)
    else:
        table = Rect(box.x, box.y + line + gap + card[1] + line + size, box.w, 5 * line)
    return Plan(size, line, card, gap, piles, table)


def _foundations(surface, plan: Plan, game: Game, art: CardArt) -> int:
    """The heading with the cards home, then each foundation: its top card over the edges
    of the cards beneath, how many it holds below; an empty one as its suit's slot."""
    theme, board, (cw, ch) = art.theme, game.board, plan.card
    home = board.on_foundations()
    title = f"Cards on the foundations: {home} of 52"
    row = Rect(plan.piles.x, plan.piles.y, plan.piles.w, plan.line)
    text_in(surface, title, row, plan.size, theme.ink, bold=True)
    y = row.bottom + plan.gap
    for suit, count in enumerate(board.foundations):
        x = plan.piles.x + suit * (cw + plan.gap)
        rect = Rect(x, y + 3, cw, ch)
        _pile(surface, rect, suit, count, art)
        under = Rect(x - plan.gap // 2, rect.bottom + 2, cw + plan.gap, plan.line)
        words = "all 13" if count == 13 else f"×{count}" if count else "none"
        color = theme.glow if count == 13 else theme.ink if count else theme.ink_dim
        text_in(surface, words, under, plan.size - 2, color, bold=bool(count), align="center")
    return y + 3 + ch + 2 + plan.line + plan.gap


def _pile(surface, rect: Rect, suit: int, count: int, art: CardArt) -> None:
    """A foundation: its top card, with an edge showing for each few cards beneath."""
    theme = art.theme
    if not count:
        radius = max(3, rect.w // 12)
        pygame.draw.rect(surface, theme.slot, rect, width=2, border_radius=radius)
        sign = rect.inflate(-rect.w // 4, -rect.h // 4)
        text_in(surface, SIGNS[suit], sign, int(rect.h * 0.4), suit_ink(theme, SUITS[suit]),
                align="center")  # fmt: skip
        return
    edges = min(3, (count - 1 + 3) // 4)
    for k in range(edges, 0, -1):
        surface.blit(art.back(rect.size), rect.move(0, -k))  # the pile's thickness
    top = code((count - 1) * 4 + suit)
    surface.blit(art.face(top, rect.size), rect)


def _points(surface, plan: Plan, game: Game, theme: Theme) -> int:
    """What this game scores under its rule, then the three rules' table with the rule in
    force lit."""
    s, rule = game.score(), game.board.rule
    box, line = plan.table, plan.line
    how = "a win" if s.won else "a loss"
    noun = "point" if abs(s.points) == 1 else "points"
    title = f"This game: {signed(s.points)} {noun}, {how} under the {rule.id} rule"
    color = theme.glow if s.won and s.points > 0 else theme.ink
    text_in(surface, title, Rect(box.x, box.y, box.w, line * 2), plan.size, color,
            bold=True, lines=2, valign="top")  # fmt: skip
    y = box.y + line * 2 + plan.gap
    name_w = box.w * 11 // 20
    cell = (box.w - name_w) // 2
    for i, other in enumerate(RULES.values()):
        lit = other.id == rule.id
        ink = theme.ink if lit else theme.ink_dim
        name = other.name + (" (the standard)" if i == 0 else "")
        row = Rect(box.x, y, box.w, line)
        if lit:
            pygame.draw.rect(surface, theme.felt_dark, row.inflate(plan.gap, 2), border_radius=6)
        text_in(surface, name, Rect(row.x, y, name_w, line), plan.size - 2, ink, bold=lit)
        win, loss = f"win {signed(other.win)}", f"loss {signed(other.loss)}"
        text_in(surface, win, Rect(row.x + name_w, y, cell, line), plan.size - 2, ink,
                bold=lit, align="right")  # fmt: skip
        text_in(surface, loss, Rect(row.right - cell, y, cell, line), plan.size - 2, ink,
                bold=lit, align="right")  # fmt: skip
        y += line + 2
    return y + plan.gap
