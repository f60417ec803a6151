"""Boardwalk's score as pictures (RULES.md §13): each destination pile, the hand with its
best set lifted, the spikes turned up with +1 (or why none count). The shell's score
screen frames it with the total, the badges and the player's record."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import text
from boardwalk.rules.board import names
from boardwalk.rules.cards import code
from boardwalk.rules.scoring import spike_columns

if TYPE_CHECKING:
    from boardwalk.render.cardart import CardArt
    from boardwalk.rules import Game

HAND_WORDS = {4: "four of a kind", 3: "three of a kind", 2: "a pair", 1: "no pair: 1"}


def draw_score(surface: pygame.Surface, box: Rect, game: Game, art: CardArt, size: int) -> int:
    """Draw the breakdown from the top left of ``box``; returns the y below it."""
    card = card_size(box.w)
    y = _destinations(surface, box.x, box.y, game, art, size, card)
    y = _hand(surface, box.x, y + 8, game, art, size, card)
    return _spikes(surface, box.x, y + 8, game, art, size, card)


def card_size(width: int) -> tuple[int, int]:
    w = max(28, min(56, (width - 170) // 15))
    return w, int(w * 1.4)


def _destinations(surface, x: int, y: int, game: Game, art: CardArt, size: int, card) -> int:
    """Each destination as the pile it is: the top card and how many lie there."""
    theme, board = art.theme, game.board
    n, (cw, ch) = names(board.variant), card
    label = text(f"Cards on destinations: {game.score().destinations}", size, theme.ink, True)
    surface.blit(label, (x, y))
    y += label.get_height() + 6
    u = board.variant.upper_columns
    for walk, columns in (("upperwalk", range(u)), ("lowerwalk", range(u, board.variant.columns))):
        surface.blit(text(walk, size - 3, theme.ink_dim), (x, y + ch // 2 - size // 2))
        cx = x + 110
        for c in columns:
            pile, rect = board.piles[c], Rect(cx, y, cw, ch)
            for k, pile_card in enumerate(pile):
                surface.blit(art.face(code(pile_card), (cw, ch)), rect.move(0, -2 * k))
            if pile:
                count = text(f"×{len(pile)}", size - 3, theme.ink, True)
                surface.blit(count, count.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
            else:
                pygame.draw.rect(surface, theme.slot, rect, width=1, border_radius=4)
                surface.blit(text(n.dst[c], size - 5, theme.ink_dim), rect.move(4, 4))
            cx += cw + 10
        y += ch + size + 6
    return y


def _hand(surface, x: int, y: int, game: Game, art: CardArt, size: int, card) -> int:
    """The hand, its best set lifted: the count of the most frequent value scores."""
    theme, hand, (cw, ch) = art.theme, game.board.hand, card
    if not hand:
        return y
    best_value, count = Counter(c >> 2 for c in hand).most_common(1)[0]
    surface.blit(text(f"Hand score: {count}", size, theme.ink, True), (x, y + ch // 2))
    cx = x + 160
    for held in hand:
        lift = 8 if count > 1 and held >> 2 == best_value else 0
        rect = Rect(cx, y + 8 - lift, cw, ch)
        surface.blit(art.face(code(held), (cw, ch)), rect)
        if lift:
            pygame.draw.rect(surface, theme.glow, rect.inflate(4, 4), width=2, border_radius=5)
        cx += cw + 8
    surface.blit(text(HAND_WORDS[count], size - 2, theme.ink_dim), (cx + 10, y + ch // 2))
    return y + ch + 12


def _spikes(surface, x: int, y: int, game: Game, art: CardArt, size: int, card) -> int:
    """Spikes turned up and counted, or why none count."""
    theme, board, (cw, ch) = art.theme, game.board, card
    spikes = spike_columns(board)
    face_down = len(board.face_down_cards())
    if not spikes:
        why = (
            "Spikes: none — no face-down card is left."
            if not face_down
            else f"Spikes: none count: of the {face_down} face-down cards left, not all are spikes."
        )
        surface.blit(text(why, size - 1, theme.ink_dim), (x, y))
        return y + size + 8
    surface.blit(text(f"Spikes: {len(spikes)}", size, theme.ink, True), (x, y + 10))
    cx = x + 160
    for _, spike in spikes:
        rect = Rect(cx, y, cw, ch)
        surface.blit(art.face(code(spike), (cw, ch)), rect)
        plus = text("+1", size - 2, theme.glow, True)
        surface.blit(plus, plus.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
        cx += cw + 8
    return y + ch + size + 6
