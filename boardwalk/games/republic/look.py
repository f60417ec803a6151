"""The Republic's own marks on the shell's table, drawn with the table's primitives from the
board alone: how many cards wait face down in each packet and in the stock, and lie on the
talon (badges: a player sees what is left without counting edges); each empty foundation
its suit, a vacancy that it takes any card, the empty stock whether it may be redealt; and
between the talon and the foundations a plaque with the rule, what a game is worth, the
redeals left and how long a run may move now. Place names show when the table asks."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.games.towers.scoreboard import suit_ink
from boardwalk.render.fonts import font
from boardwalk.render.widgets import text_in
from boardwalk.rules.republic import Board
from boardwalk.rules.republic.board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES
from boardwalk.rules.republic.moves import iter_legal, run_limit
from boardwalk.rules.republic.notation import REDEAL

from .scoreboard import draw_score
from .words import redeals_left, worth

if TYPE_CHECKING:
    from boardwalk.render.table import TableView

SUITS = "SHDC"
SIGNS = "♠♥♦♣"


class RepublicLook:
    score = staticmethod(draw_score)

    def background(self, surface: pygame.Surface, view: TableView) -> None:
        """Only the place names, when asked: the slots' outlines are the table's own."""
        if view.show_places:
            for words, rect in view.layout.names:
                size = max(10, int(rect.h * 0.8))
                text_in(surface, words, rect, size, view.theme.ink_dim, bold=True,
                        align="center", alpha=150)  # fmt: skip

    def empty(self, surface: pygame.Surface, view: TableView, board: Board, place: str) -> None:
        """An empty foundation shows its suit; a vacancy that any card may enter; the empty
        stock whether a click redeals it."""
        rect = view.layout.places[place]
        inner = rect.inflate(-max(6, rect.w // 6), -max(6, rect.h // 6))
        dim = view.theme.ink_dim
        if place in FOUNDATION_NAMES:
            suit = FOUNDATION_NAMES.index(place) // 2
            color = suit_ink(view.theme, SUITS[suit])
            text_in(surface, SIGNS[suit], inner, int(rect.h * 0.42), color, align="center")
        elif place in COLUMNS and board.is_vacancy(COLUMNS.index(place)):
            text_in(surface, "any card", inner, int(rect.h * 0.14), dim, bold=True,
                    align="center", lines=2, alpha=150)  # fmt: skip
        elif place == "stock":
            may = any(True for _ in iter_legal(board, REDEAL))
            words = "click to redeal" if may else "empty"
            text_in(surface, words, inner, int(rect.h * 0.14), dim, bold=may,
                    align="center", lines=2, alpha=200 if may else 130)  # fmt: skip

    def marks(self, surface, view: TableView, board: Board, hidden: frozenset) -> None:
        """Badges for the cards waiting face down and on the talon, then the plaque."""
        layout = view.layout
        for c, name in enumerate(PACKET_NAMES):
            down = len(board.packets[c]) - (board.packet_card(c) is not None)
            if down:
                top = layout.card_rect(name, len(board.packets[c]) - 1)
                view.badge(surface, top, str(down))
        if board.stock:
            view.badge(surface, layout.card_rect("stock", 0), str(len(board.stock)))
        if board.talon:
            view.badge(surface, layout.card_rect("w", 0), str(len(board.talon)))
        _plaque(surface, view, board)


def _plaque(surface, view: TableView, board: Board) -> None:
    """The rule, what a game under it is worth, the redeals left and the run limit."""
    box, t = view.layout.plaque, view.theme
    if box.w < 30:
        return
    unit = max(11, int(view.layout.card[1] * 0.12))
    pad = max(3, box.w // 20)
    rows = _rows(box.inflate(-2 * pad, 0), unit, 4)
    rule = board.rule
    name = rule.name  # "Alternating colour", or its first word where a narrow plaque
    if font(max(9, unit * 2 // 3), True).size(name)[0] > rows[0].w:  # "Alternating co…"
        name = name.split()[0]
    text_in(surface, name, rows[0], unit, t.ink_dim, bold=True, align="center")
    small = int(unit * 0.9)
    text_in(surface, worth(rule), rows[1], small, t.ink_dim, align="center")
    text_in(surface, redeals_left(board), rows[2], small, t.ink_dim, align="center")
    most = run_limit(board.vacancies(), False)
    runs = "runs: 1 card" if most == 1 else f"runs: up to {most}"
    text_in(surface, runs, rows[3], small, t.ink_dim, align="center")


def _rows(box: Rect, unit: int, count: int) -> list[Rect]:
    line = min(int(unit * 1.5), box.h // count)
    top = box.centery - line * count // 2
    return [Rect(box.x, top + i * line, box.w, line) for i in range(count)]
