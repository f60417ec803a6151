"""Calculation's score as pictures, for the shell's score screen: the four stacks as they
ended, each with how many cards it took (of 13) and the rank it still needed, under the
cards up out of 52 and the variation the game was dealt under (COMPANIONS.md §3: no points
table; a win or a loss, with the cards up as its result).

Everything scales with ``size`` (the score screen's body text) and keeps to the box it is
given; every word goes through ``text_in``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.widgets import text_in
from boardwalk.rules.calculation.options import FULL
from boardwalk.rules.cards import code

from .words import plate_words

if TYPE_CHECKING:
    from boardwalk.render.cardart import CardArt
    from boardwalk.rules.calculation import Game


def draw_score(surface: pygame.Surface, box: Rect, game: Game, art: CardArt, size: int) -> int:
    """Draw the breakdown from the top left of ``box``; returns the y below it."""
    theme, board = art.theme, game.board
    line = font(size).get_linesize()
    gap = max(6, size // 2)
    title = f"Cards up: {board.cards_up()} of 52, variation {board.rule.id}"
    text_in(surface, title, Rect(box.x, box.y, box.w, line), size, theme.ink, bold=True)
    y = box.y + line + gap
    w = int(min(size * 5, (box.w - 3 * gap * 3) / 4, (box.bottom - y - 2 * line - gap) / 1.4))
    w = max(20, w)
    card = (w, int(w * 1.4))
    step = card[0] + gap * 3
    for s, held in enumerate(board.stacks):
        rect = Rect(box.x + s * step, y + 3, *card)
        if held:
            for k in range(min(3, (len(held) + 3) // 4), 0, -1):
                surface.blit(art.back(card), rect.move(0, -k))  # the stack's thickness
            surface.blit(art.face(code(held[-1]), card), rect)
        else:
            pygame.draw.rect(surface, theme.slot, rect, width=2, border_radius=max(3, w // 12))
        under = Rect(rect.x - gap, rect.bottom + 2, card[0] + 2 * gap, line)
        full = len(held) == FULL
        words = "all 13" if full else f"{len(held)} · {plate_words(board, s)}"
        color = theme.glow if full else theme.ink
        text_in(surface, words, under, size - 2, color, bold=full, align="center")
    return y + 3 + card[1] + 2 + line + gap
