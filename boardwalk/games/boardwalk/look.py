"""Boardwalk's own marks on the shell's table: walk labels, openings, the values an empty
destination may still take, declared values, and blocked, dormant and locked cards (the
1998 program's red border). Drawn with the table's primitives, from the board alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from boardwalk.render.cardart import rank_text
from boardwalk.render.fonts import text
from boardwalk.rules.board import Board, names
from boardwalk.rules.cards import RANKS, code
from boardwalk.rules.moves import declarable

from .scoreboard import draw_score

if TYPE_CHECKING:
    from pygame import Rect

    from boardwalk.render.table import TableView


class BoardwalkLook:
    score = staticmethod(draw_score)

    def background(self, surface: pygame.Surface, view: TableView) -> None:
        """Walk names spanning their rows, in the left margin."""
        size = max(12, view.layout.card[1] // 6)
        for words, rect in view.layout.labels:
            label = text(words.upper(), size, view.theme.ink_dim, True)
            label = pygame.transform.rotate(label, 90)
            surface.blit(label, label.get_rect(center=rect.center))
            x = rect.right - 4
            pygame.draw.line(surface, view.theme.slot, (x, rect.top + 4), (x, rect.bottom - 4), 2)

    def empty(self, surface: pygame.Surface, view: TableView, board: Board, place: str) -> None:
        """An empty place: an opening on row 3, what a destination may take on rows 2 and 4."""
        rect = view.layout.places[place]
        if place[0] == "3":  # an opening: a card may slide here
            radius = max(3, rect.w // 12)
            pygame.draw.rect(surface, view.theme.felt, rect, border_radius=radius)
            view.dashed(surface, rect, view.theme.glow, radius)
            view.caption(surface, "opening", rect.center, view.theme.glow)
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
        view.caption(surface, ranges[place], rect.center, color, size=rect.h // 6)

    def marks(self, surface, view: TableView, board: Board, hidden: frozenset) -> None:
        t = view.theme
        n = names(board.variant)
        board_spots = view.kind.spots(board)
        for column, pile in enumerate(board.piles):
            if pile:
                view.badge(
                    surface, view.layout.places[n.dst[column]], rank_text(RANKS[pile[0] >> 2])
                )
        for column in range(board.variant.upper_columns, board.variant.columns):
            if board.top_up(column) is not None and len(board.piles[column]) < 4:
                blocker = view.top_rect(board_spots, n.src[column])
                if blocker and code(board.stacks[column][-1]) not in hidden:
                    view.chip(surface, blocker, "blocked", t.warn, below=True)
        for column in board.dormant:
            top = view.top_rect(board_spots, n.src[column])
            if top:
                view.chip(surface, top, "dormant", t.ink_dim, below=True)
        for column in board.locked:
            rect = view.top_rect(board_spots, n.src[column])
            if rect:
                border = rect.inflate(4, 4)
                pygame.draw.rect(surface, t.lock, border, width=3, border_radius=rect.w // 10)


def range_words(values: list[int]) -> str:
    """``5–9``, ``K``, or ``none``: the values a destination may still be declared for."""
    if not values:
        return "none"
    lo, hi = rank_text(RANKS[values[0]]), rank_text(RANKS[values[-1]])
    return lo if lo == hi else f"{lo}–{hi}"
