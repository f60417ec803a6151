"""Boardwalk's score as pictures (RULES.md §13): each destination pile, the hand with its
best set lifted, the spikes turned up with +1 (or why none count). The shell's score
screen frames it with the total, the headline and the player's record.

Everything scales with ``size`` (the score screen's body text) and keeps to the box it is
given: the cards shrink to fit its height, and every word goes through ``text_in``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.widgets import text_in
from boardwalk.rules.board import names
from boardwalk.rules.cards import code
from boardwalk.rules.scoring import spike_columns

if TYPE_CHECKING:
    from boardwalk.render.cardart import CardArt
    from boardwalk.rules import Game

HAND_WORDS = {
    4: "Four of a kind: 4 points",
    3: "Three of a kind: 3 points",
    2: "A pair: 2 points",
    1: "No pair: 1 point",
}
"""What the hand scores, said after its cards (the best set is lifted)."""


@dataclass(frozen=True)
class Plan:
    """The sizes every row of the breakdown shares, worked out once per draw."""

    size: int
    line: int
    """Height of a line of body text."""
    small: int
    """Height of a line of the small labels under the cards."""
    label_w: int
    """Width of the column of row names on the left."""
    card: tuple[int, int]
    gap: int
    beside: bool = False
    """The hand and the spikes stand beside the walks, each under its words, rather than
    in rows under them: a wide, short box gives the cards more room so."""


def draw_score(surface: pygame.Surface, box: Rect, game: Game, art: CardArt, size: int) -> int:
    """Draw the breakdown from the top left of ``box``; returns the y below it."""
    plan = _plan(box, game, size)
    if not plan.beside:
        y = _destinations(surface, box, box.y, game, art, plan)
        y = _hand(surface, box, y, game, art, plan)
        return _spikes(surface, box, y, game, art, plan)
    walks, side = _halves(box, game, plan)
    y = _destinations(surface, walks, box.y, game, art, plan)
    z = _hand(surface, side, box.y, game, art, plan)
    return max(y, _spikes(surface, side, z, game, art, plan))


def _plan(box: Rect, game: Game, size: int) -> Plan:
    """Cards as big as the body text allows (four times its size), but no bigger than the
    box holds, in whichever arrangement makes them larger: every row under the other, or
    the hand and the spikes beside the walks."""
    rows, beside = _fit(box, game, size, False), _fit(box, game, size, True)
    return beside if beside.card[0] > rows.card[0] else rows


def _fit(box: Rect, game: Game, size: int, beside: bool) -> Plan:
    """The largest cards of one arrangement: its widest row must fit the box's width (with
    room for the words beside the hand), all its rows the box's height."""
    board = game.board
    line, small = font(size).get_linesize(), font(max(9, size - 3)).get_linesize()
    label_w = size * 6
    upper = board.variant.upper_columns
    walk = max(upper, board.variant.columns - upper)
    if beside:
        side = max(len(board.hand), len(spike_columns(board)), 1)
        room = box.w - label_w - size * 2
        w = int(min(size * 4, room / (walk + side) / 1.22, (room - size * 14) / walk / 1.22))
    else:
        columns = max(walk, len(board.hand) + 4)
        w = int(min(size * 4, (box.w - label_w) / columns / 1.22))
    while True:
        plan = Plan(size, line, small, label_w, (w, int(w * 1.4)), max(6, w // 5), beside)
        if w <= 20 or _height(plan, box, game) <= box.h:
            return plan
        w -= 1


def _halves(box: Rect, game: Game, plan: Plan) -> tuple[Rect, Rect]:
    """The walks' part at the left, the hand's and the spikes' at the right."""
    v, (cw, _) = game.board.variant, plan.card
    walk = max(v.upper_columns, v.columns - v.upper_columns)
    left = Rect(box.x, box.y, plan.label_w + walk * (cw + plan.gap), box.h)
    x = left.right + plan.size * 2 - plan.gap
    return left, Rect(x, box.y, box.right - x, box.h)


def _height(plan: Plan, box: Rect, game: Game) -> int:
    """How tall the breakdown is drawn with this plan (the sums the drawing makes)."""
    board, ch, gap = game.board, plan.card[1], plan.gap
    walks = plan.line + gap // 2 + 2 * (3 * max(2, ch // 40) + ch + plan.small + gap)
    hand = max(4, ch // 10) + ch + gap if board.hand else 0
    if plan.beside:
        hand += plan.line + gap // 2 if board.hand else 0
        spikes = 2 * plan.line + (ch + plan.small if spike_columns(board) else 0) + gap
        return max(walks, hand + spikes)
    if spike_columns(board):
        spikes = ch + plan.small + gap
    else:
        why = spike_words(len(board.face_down_cards()))
        spikes = plan.line * (1 if font(plan.size - 1).size(why)[0] <= box.w else 2) + gap
    return walks + hand + spikes


def _destinations(surface, box: Rect, y: int, game: Game, art: CardArt, plan: Plan) -> int:
    """Each destination as the pile it is: the top card and how many lie there."""
    theme, board = art.theme, game.board
    title = f"Cards on destinations: {game.score().destinations}"
    text_in(surface, title, Rect(box.x, y, box.w, plan.line), plan.size, theme.ink, bold=True)
    y += plan.line + plan.gap // 2
    u = board.variant.upper_columns
    for walk, columns in (("upperwalk", range(u)), ("lowerwalk", range(u, board.variant.columns))):
        _, ch = plan.card
        lift = max(2, ch // 40) * 3  # room for the pile's edges above its top card
        row = Rect(box.x, y + lift, plan.label_w - plan.gap, ch)
        text_in(surface, walk, row, plan.size - 2, theme.ink_dim)
        cx = box.x + plan.label_w
        for c in columns:
            _pile(surface, Rect((cx, y + lift), plan.card), board.piles[c], c, art, plan, board)
            cx += plan.card[0] + plan.gap
        y += lift + ch + plan.small + plan.gap
    return y


def _pile(surface, rect: Rect, pile, column: int, art: CardArt, plan: Plan, board) -> None:
    """One destination: its cards squared up with their edges showing, the count below;
    an empty one as its slot with its column's letter (the table's names, not notation)."""
    theme, step = art.theme, max(2, rect.h // 40)
    for k, pile_card in enumerate(pile):
        surface.blit(art.face(code(pile_card), rect.size), rect.move(0, -step * k))
    under = Rect(rect.x - plan.gap // 2, rect.bottom + 1, rect.w + plan.gap, plan.small)
    if pile:
        text_in(
            surface, f"×{len(pile)}", under, plan.size - 3, theme.ink, bold=True, align="center"
        )
        return
    pygame.draw.rect(surface, theme.slot, rect, width=1, border_radius=max(3, rect.w // 12))
    letter = names(board.variant).dst[column].lstrip("0123456789")  # the column, as on the table
    text_in(surface, letter, rect.inflate(-6, -6), plan.size - 4, theme.ink_dim, align="center")


def _hand(surface, box: Rect, y: int, game: Game, art: CardArt, plan: Plan) -> int:
    """The hand, its best set lifted: the count of the most frequent value scores. Beside
    the walks, the words are a heading over the cards; under them, a label at the left
    and the words after the cards."""
    theme, hand, (cw, ch) = art.theme, game.board.hand, plan.card
    if not hand:
        return y
    best_value, count = Counter(c >> 2 for c in hand).most_common(1)[0]
    lift, cx = max(4, ch // 10), box.x
    if plan.beside:
        heading = f"Hand: {HAND_WORDS[count].replace(': ', ', ').lower()}"
        text_in(surface, heading, Rect(box.x, y, box.w, plan.line), plan.size, theme.ink, bold=True)
        y += plan.line + plan.gap // 2
    else:
        label = Rect(box.x, y + lift, plan.label_w - plan.gap, ch)
        text_in(surface, "hand", label, plan.size - 2, theme.ink_dim)
        cx += plan.label_w
    for held in hand:
        up = lift if count > 1 and held >> 2 == best_value else 0
        rect = Rect(cx, y + lift - up, cw, ch)
        surface.blit(art.face(code(held), (cw, ch)), rect)
        if up:
            pygame.draw.rect(surface, theme.glow, rect.inflate(4, 4), width=2, border_radius=5)
        cx += cw + plan.gap
    if not plan.beside:
        words = Rect(cx + plan.gap, y + lift, box.right - cx - plan.gap, ch)
        text_in(surface, HAND_WORDS[count], words, plan.size - 1, theme.ink, lines=2)
    return y + lift + ch + plan.gap


def spike_words(face_down: int) -> str:
    """Why no spike counts, in a sentence that agrees with its number."""
    if not face_down:
        return "Spikes: none — no face-down card is left."
    if face_down == 1:
        return "Spikes: none count — the one face-down card left is not a spike."
    return f"Spikes: none count — of the {face_down} face-down cards left, not all are spikes."


def _spikes(surface, box: Rect, y: int, game: Game, art: CardArt, plan: Plan) -> int:
    """Spikes turned up and counted, or why none count."""
    theme, board, (cw, ch) = art.theme, game.board, plan.card
    spikes = spike_columns(board)
    if not spikes:
        why = spike_words(len(board.face_down_cards()))
        drawn = text_in(
            surface, why, Rect(box.x, y, box.w, plan.line * 2), plan.size - 1, theme.ink_dim,
            lines=2, valign="top",
        )  # fmt: skip
        return drawn.bottom + plan.gap
    more = f"{len(spikes)} more {_points(len(spikes))}"
    cx = box.x
    if plan.beside:
        heading = f"Spikes: {more}, as every face-down card left is a spike."
        two = Rect(box.x, y, box.w, plan.line * 2)
        text_in(surface, heading, two, plan.size, theme.ink, bold=True, lines=2, valign="top")
        y += plan.line * 2
    else:
        label = Rect(box.x, y, plan.label_w - plan.gap, ch)
        text_in(surface, "spikes", label, plan.size - 2, theme.ink_dim)
        cx += plan.label_w
    for _, spike in spikes:
        rect = Rect(cx, y, cw, ch)
        surface.blit(art.face(code(spike), (cw, ch)), rect)
        plus = Rect(rect.x, rect.bottom + 1, rect.w, plan.small)
        text_in(surface, "+1", plus, plan.size - 3, theme.glow, bold=True, align="center")
        cx += cw + plan.gap
    if not plan.beside:
        why = f"Every face-down card left is a spike: {more}."
        words = Rect(cx + plan.gap, y, box.right - cx - plan.gap, ch)
        text_in(surface, why, words, plan.size - 1, theme.ink, lines=3)
    return y + ch + plan.small + plan.gap


def _points(n: int) -> str:
    return "point" if n == 1 else "points"
