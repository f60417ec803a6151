"""Boardwalk's own marks on the shell's table: walk labels, openings, the values an empty
destination may still take, declared values, and blocked, dormant and locked cards (the
1998 program's red border). Drawn with the table's primitives, from the board alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.cardart import rank_text
from boardwalk.render.fonts import font
from boardwalk.render.widgets import text_in
from boardwalk.rules.board import LETTERS, Board, names
from boardwalk.rules.cards import RANKS, code
from boardwalk.rules.moves import declarable

from .scoreboard import draw_score

if TYPE_CHECKING:
    from boardwalk.render.table import TableView


class BoardwalkLook:
    score = staticmethod(draw_score)

    def background(self, surface: pygame.Surface, view: TableView) -> None:
        """Walk names beside their rows, a rule between them and the cards, and, when the
        view asks, every place's name at the board's edge (never on a card)."""
        layout, t = view.layout, view.theme
        size = label_size(layout.labels, max(12, int(layout.card[1] * 0.11)))
        for words, rect in layout.labels:
            view.caption(surface, words, rect, t.ink_dim, size)
            if words != "Hand" or rect.h >= layout.card[1]:  # a heading above needs no rule
                x = rect.right + max(2, layout.card[0] // 20)
                pygame.draw.line(surface, t.slot, (x, rect.top + 4), (x, rect.bottom - 4), 2)
        if view.show_places:
            self.place_names(surface, view)

    def place_names(self, surface: pygame.Surface, view: TableView) -> None:
        """Row numbers, column letters and hand slots, quiet: the names moves are written
        in (``3b-4b``), found where a player looks for them."""
        for words, rect in view.layout.names:
            size = max(10, int(rect.h * 0.8)) if words[0] in LETTERS + "h" else 0
            size = size or max(10, int(view.layout.card[1] * 0.12))
            text_in(
                surface, words, rect, size, view.theme.ink_dim, bold=True, align="center", alpha=150
            )

    def empty(self, surface: pygame.Surface, view: TableView, board: Board, place: str) -> None:
        """An empty place: an opening on row 3, what a destination may take on rows 2 and 4."""
        rect = view.layout.places[place]
        if place[0] == "3":  # an opening: a card may slide here
            radius = max(3, rect.w // 12)
            pygame.draw.rect(surface, view.theme.felt, rect, border_radius=radius)
            view.dashed(surface, rect, view.theme.glow, radius)
            view.caption(surface, "opening", _inside(rect), view.theme.glow)
        elif place[0] in "24":
            self._range(surface, view, board, place, rect)

    def _range(self, surface, view: TableView, board: Board, place: str, rect: Rect) -> None:
        """An undeclared destination on an ascending walk shows what it may still take."""
        column = names(board.variant).dst.index(place)
        if board.is_upper(column) and not board.variant.upper_ascends:
            return
        if view.memo.get("ranges-for") is not board:
            view.memo["ranges-for"], view.memo["ranges"] = board, {}
        ranges: dict[str, str] = view.memo["ranges"]  # type: ignore[assignment]
        if place not in ranges:
            ranges[place] = range_words(declarable(board, column))
        covered = board.is_upper(column) and board.stacks[column]  # not usable yet: quieter
        color = view.theme.felt_light if covered else view.theme.ink_dim
        view.caption(surface, ranges[place], _inside(rect), color, size=rect.h // 6)

    def marks(self, surface, view: TableView, board: Board, hidden: frozenset) -> None:
        """Declared values, then blocked, dormant and locked cards: drawn over highlights,
        each beside a card's indices, never on them."""
        t = view.theme
        n = names(board.variant)
        board_spots = view.kind.spots(board)
        for column, pile in enumerate(board.piles):
            if pile:
                rect = view.layout.places[n.dst[column]]
                view.badge(surface, rect, rank_text(RANKS[pile[0] >> 2]))
        for column in range(board.variant.upper_columns, board.variant.columns):
            if board.top_up(column) is not None and len(board.piles[column]) < 4:
                blocker = view.top_rect(board_spots, n.src[column])
                if blocker and code(board.stacks[column][-1]) not in hidden:
                    view.chip(surface, blocker, "blocked", t.warn)
        for column in board.dormant:
            top = view.top_rect(board_spots, n.src[column])
            if top:
                view.chip(surface, top, "dormant", t.ink_dim)
        for column in board.locked:
            rect = view.top_rect(board_spots, n.src[column])
            if rect:
                border = rect.inflate(4, 4)
                pygame.draw.rect(surface, t.lock, border, width=3, border_radius=rect.w // 10)


def label_size(labels: list[tuple[str, Rect]], size: int) -> int:
    """One size for all the walk names, the largest (up to ``size``) at which each fits
    its box: names of one kind look alike."""
    while size > 9 and any(font(size, bold=True).size(w)[0] > box.w for w, box in labels):
        size -= 1
    return size


def _inside(slot: Rect) -> Rect:
    """The part of an empty slot words may use: clear of its outline."""
    return slot.inflate(-max(6, slot.w // 8), -max(6, slot.h // 8))


def range_words(values: list[int]) -> str:
    """``5–9``, ``K``, or ``none``: the values a destination may still be declared for."""
    if not values:
        return "none"
    lo, hi = rank_text(RANKS[values[0]]), rank_text(RANKS[values[-1]])
    return lo if lo == hi else f"{lo}–{hi}"
