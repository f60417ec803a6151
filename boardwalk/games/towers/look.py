"""The Towers' own marks on the shell's table, drawn with the table's primitives from the
board alone: each empty foundation shows its suit (♠ ♥ ♦ ♣, f1 to f4), an empty column the
K that alone may enter it, an empty tower its outline; between the towers and the
foundations a plaque names the rule in force, what the game is worth, and how long a run
may move now (the table writes the live verdict beneath it). Place names (``t1``,
``a``…) show when the table is asked for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.widgets import text_in
from boardwalk.rules.towers.board import COLUMNS, FOUNDATION_NAMES, TOWER_NAMES, Board

from .scoreboard import draw_score, suit_ink
from .words import worth

if TYPE_CHECKING:
    from boardwalk.render.table import TableView

SUITS = "SHDC"
SIGNS = "♠♥♦♣"


class TowersLook:
    score = staticmethod(draw_score)

    def background(self, surface: pygame.Surface, view: TableView) -> None:
        """Only the place names, when asked: the slots' outlines are the table's own."""
        if view.show_places:
            for words, rect in view.layout.names:
                size = max(10, int(rect.h * 0.8))
                text_in(
                    surface, words, rect, size, view.theme.ink_dim, bold=True, align="center",
                    alpha=150,
                )  # fmt: skip

    def empty(self, surface: pygame.Surface, view: TableView, board: Board, place: str) -> None:
        """An empty foundation shows its suit; an empty column its K; an empty tower an
        inner outline, so it reads as a place to put a card, not a missing one."""
        rect = view.layout.places[place]
        inner = _inside(rect)
        if place in FOUNDATION_NAMES:
            suit = FOUNDATION_NAMES.index(place)
            color = suit_ink(view.theme, SUITS[suit])
            text_in(surface, SIGNS[suit], inner, int(rect.h * 0.42), color, align="center")
        elif place in COLUMNS:
            text_in(surface, "K", inner, int(rect.h * 0.24), view.theme.ink_dim, bold=True,
                    align="center", alpha=120)  # fmt: skip
        elif place in TOWER_NAMES:
            radius = max(3, rect.w // 14)
            view.dashed(surface, rect.inflate(-rect.w // 8, -rect.w // 8), view.theme.slot, radius)

    def marks(self, surface, view: TableView, board: Board, hidden: frozenset) -> None:
        """The plaque between the towers and the foundations: the rule, what a win and a
        loss score, and the longest run that may move now (one, plus one per empty tower)."""
        box, t = view.layout.plaque, view.theme
        if box.w < 40:
            return
        rule, limit = board.rule, board.run_limit()
        unit = max(11, int(view.layout.card[1] * 0.12))
        pad = max(4, box.w // 16)
        rows = _rows(box.inflate(-2 * pad, 0), unit)
        text_in(surface, f"{rule.name} rule", rows[0], unit, t.ink_dim, bold=True, align="center")
        text_in(surface, worth(rule), rows[1], int(unit * 0.9), t.ink_dim, align="center")
        run = "runs: one card" if limit == 1 else f"runs: up to {limit} cards"
        text_in(surface, run, rows[2], int(unit * 0.9), t.ink_dim, align="center")


def _rows(box: Rect, unit: int) -> list[Rect]:
    """Three lines centred in the plaque's height (the upper half of the top row: the
    live verdict has the lower), each a line of ``unit`` text tall."""
    line = min(int(unit * 1.5), box.h // 3)
    top = box.centery - line * 3 // 2
    return [Rect(box.x, top + i * line, box.w, line) for i in range(3)]


def _inside(slot: Rect) -> Rect:
    """The part of an empty slot a mark may use: clear of its outline."""
    return slot.inflate(-max(6, slot.w // 6), -max(6, slot.h // 6))
