"""The Republic's score as pictures, for the shell's score screen: the eight foundations as
the piles they ended, each with how many cards it holds (the cards home, out of 104), then
what the game scores under its rule (with the bonus, when earned) beside the three rules'
table (COMPANIONS.md §2). Everything scales with ``size`` and keeps to its box; every word
goes through ``text_in``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.games.towers.scoreboard import suit_ink
from boardwalk.render.fonts import font
from boardwalk.render.widgets import text_in
from boardwalk.rules.cards import code
from boardwalk.rules.republic import RULES

from .words import bonus_words, signed

if TYPE_CHECKING:
    from boardwalk.render.cardart import CardArt
    from boardwalk.rules.republic import Game

SIGNS = "♠♥♦♣"
SUITS = "SHDC"


def draw_score(surface: pygame.Surface, box: Rect, game: Game, art: CardArt, size: int) -> int:
    """The piles across the top of ``box``, the points under them; returns the y below."""
    line = font(size).get_linesize()
    theme, board = art.theme, game.board
    title = f"Cards on the foundations: {board.on_foundations()} of 104"
    text_in(surface, title, Rect(box.x, box.y, box.w, line), size, theme.ink, bold=True)
    gap = max(4, size // 3)
    cw = int(min(size * 4.5, (box.w - 7 * gap) / 8, max(20, (box.h - 8 * line) / 1.4 - 6)))
    cw = max(20, cw)
    ch = int(cw * 1.4)
    y = box.y + line + gap
    for i, count in enumerate(board.foundations):
        rect = Rect(box.x + i * (cw + gap), y + 3, cw, ch)
        _pile(surface, rect, i, count, art)
        under = Rect(rect.x - gap // 2, rect.bottom + 2, cw + gap, line)
        words = "all 13" if count == 13 else f"×{count}" if count else "none"
        color = theme.glow if count == 13 else theme.ink if count else theme.ink_dim
        text_in(surface, words, under, size - 2, color, bold=bool(count), align="center")
    return _points(surface, Rect(box.x, y + ch + line + 2 * gap, box.w, box.h), game, art, size)


def _pile(surface, rect: Rect, index: int, count: int, art: CardArt) -> None:
    suit = index // 2
    if not count:
        pygame.draw.rect(surface, art.theme.slot, rect, width=2, border_radius=max(3, rect.w // 12))
        sign = rect.inflate(-rect.w // 4, -rect.h // 4)
        text_in(surface, SIGNS[suit], sign, int(rect.h * 0.4), suit_ink(art.theme, SUITS[suit]),
                align="center")  # fmt: skip
        return
    for k in range(min(3, (count + 2) // 4), 0, -1):
        surface.blit(art.back(rect.size), rect.move(0, -k))  # the pile's thickness
    surface.blit(art.face(code((count - 1) * 4 + suit), rect.size), rect)


def _points(surface, box: Rect, game: Game, art: CardArt, size: int) -> int:
    """This game's points under its rule, then the three rules with the one in force lit."""
    s, rule, theme = game.score(), game.board.rule, art.theme
    line = font(size).get_linesize()
    noun = "point" if abs(s.points) == 1 else "points"
    how = "a win" if s.won else "a loss"
    extra = " with the bonus" if s.bonus else ""
    title = f"This game: {signed(s.points)} {noun}, {how}{extra} under the {rule.id} rule"
    color = theme.glow if s.won else theme.ink
    text_in(surface, title, Rect(box.x, box.y, box.w, line), size, color, bold=True)
    y = box.y + line + 4
    for i, other in enumerate(RULES.values()):
        lit = other.id == rule.id
        ink = theme.ink if lit else theme.ink_dim
        name = other.name + (" (the standard)" if i == 0 else "")
        bonus = f"; {bonus_words(other)}" if bonus_words(other) else ""
        words = f"{name}: win {signed(other.win)}, loss {signed(other.loss)}{bonus}"
        text_in(surface, words, Rect(box.x, y, box.w, line), size - 2, ink, bold=lit)
        y += line + 2
    return y
