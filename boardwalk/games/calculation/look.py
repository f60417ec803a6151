"""Calculation's own marks on the shell's table, drawn with the table's primitives from the
board alone: under each stack a plate with the rank it needs next (``next 7``; ``next red
7`` under same colour; ``full``), under the card in play and the deck what they are and how
many cards are left; while the pointer rests on a stack, its whole sequence across the
plates' strip, the ranks it has taken dimmed and the one it needs lit. An empty stack shows
the rank that starts it, an empty pile that it takes any card, and a pile the variation
does not have is not there at all. Pile names show when the table is asked for them. When
the variation shows the undealt cards (option set 5), a line over their strip says what
they are, the next first, and how many are left."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.table import felt
from boardwalk.render.widgets import text_in
from boardwalk.rules.calculation import Board
from boardwalk.rules.calculation.options import FULL, next_rank

from .layout import DECK, IN_PLAY, PILES, STACKS
from .scoreboard import draw_score
from .words import counts_by, plate_words, rank_word, wants

if TYPE_CHECKING:
    from boardwalk.render.table import TableView


def pointer(view: TableView) -> tuple[int, int] | None:
    """Where the pointer rests over the table, or None (not over the window). The view is
    not told (the shell keeps it in its hand), so the look asks the system."""
    if not pygame.display.get_init() or not pygame.mouse.get_focused():
        return None
    return pygame.mouse.get_pos()


def hovered_stack(view: TableView) -> int | None:
    """The stack (0-based) under the pointer: its card, its plate, the band above them."""
    pos = pointer(view)
    if pos is None:
        return None
    for s, name in enumerate(STACKS):
        if view.layout.zone(name).collidepoint(pos):
            return s
    return None


class CalculationLook:
    score = staticmethod(draw_score)

    def background(self, surface: pygame.Surface, view: TableView) -> None:
        """Nothing of its own: the slots' outlines are the table's, the names are drawn
        with the board (a pile the variation lacks has none)."""

    def empty(self, surface: pygame.Surface, view: TableView, board: Board, place: str) -> None:
        """An empty stack shows the rank that starts it; an empty pile "discard"; no card in
        play or an empty deck says so; a pile this variation lacks is wiped off the felt."""
        rect = view.layout.places[place]
        t, inner = view.theme, rect.inflate(-max(6, rect.w // 6), -max(6, rect.h // 6))
        if place in PILES and PILES.index(place) >= len(board.piles):
            wipe = rect.inflate(8, 8).clip(surface.get_rect())
            surface.blit(felt(view.layout.size, t), wipe, wipe)
        elif place in STACKS:
            rank = rank_word(next_rank(STACKS.index(place), 0))
            text_in(surface, rank, inner, int(rect.h * 0.36), t.ink_dim, bold=True,
                    align="center", alpha=140)  # fmt: skip
        else:
            if place == DECK:
                return  # its plate says "deck empty"
            words = "no card" if place == IN_PLAY else "discard"
            text_in(surface, words, inner, max(10, int(rect.h * 0.13)), t.ink_dim,
                    align="center", alpha=150)  # fmt: skip

    def marks(self, surface, view: TableView, board: Board, hidden: frozenset) -> None:
        """The piles' names when asked, the words over the undealt cards when they show,
        and the plates, or, while a stack is hovered, its sequence across their strip."""
        if view.show_places:
            for words, rect in view.layout.names[: len(board.piles)]:
                size = max(10, int(rect.h * 0.8))
                text_in(surface, words, rect, size, view.theme.ink_dim, bold=True,
                        align="center", alpha=170)  # fmt: skip
        if view.layout.step:
            self._undealt(surface, view, len(board.stock))
        stack = hovered_stack(view)
        if stack is not None:
            self._sequence(surface, view, board, stack)
            return
        for s, name in enumerate(STACKS):
            label = plate_words(board, s)
            if view.show_places:
                label = f"{name}: {label}"
            lit = wants(board, s) is not None
            self._plate(surface, view, view.layout.plates[name], label, lit)
        left = len(board.stock)
        self._plate(surface, view, view.layout.plates[IN_PLAY], "in play", False)
        if DECK in view.layout.plates:  # not when the deck is the strip of undealt cards
            deck = "deck empty" if not left else f"{left} left"
            self._plate(surface, view, view.layout.plates[DECK], deck, False)

    @staticmethod
    def _undealt(surface, view: TableView, left: int) -> None:
        """Over the strip of undealt cards (option set 5), what it is and how many."""
        box, t = view.layout.label, view.theme
        cards = f"{left} card{'s' if left != 1 else ''}"
        words = f"Still to come, the next first: {cards}" if left else "Every card is dealt"
        text_in(surface, words, box, max(11, int(box.h * 0.8)), t.ink_dim, valign="bottom")

    @staticmethod
    def _plate(surface, view: TableView, box: Rect, words: str, lit: bool) -> None:
        t = view.theme
        pygame.draw.rect(surface, t.bar, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, t.slot, box, width=1, border_radius=box.h // 2)
        size = max(11, int(box.h * 0.68))
        inner = box.inflate(-max(6, box.h // 2), 0)
        text_in(surface, words, inner, size, t.glow if lit else t.ink_dim, bold=lit,
                align="center")  # fmt: skip

    @staticmethod
    def _sequence(surface, view: TableView, board: Board, stack: int) -> None:
        """``Stack 2 counts by 2:`` then its thirteen ranks from base to King: those taken
        dim, the next lit in a ring, those to come in ink."""
        t, strip = view.theme, view.layout.sequence
        top = view.layout.card_rect(STACKS[stack], max(0, len(board.stacks[stack]) - 1))
        view.ring(surface, top, t.glow, 0.6)  # the stack the line is about
        pygame.draw.rect(surface, t.bar, strip, border_radius=strip.h // 2)
        pygame.draw.rect(surface, t.glow, strip, width=1, border_radius=strip.h // 2)
        size = max(11, int(strip.h * 0.66))
        pad = strip.h // 2
        head = Rect(strip.x + pad, strip.y, int(strip.w * 0.3), strip.h)
        text_in(surface, counts_by(stack), head, size, t.ink, bold=True)
        cells = Rect(head.right, strip.y, strip.right - pad - head.right, strip.h)
        taken = len(board.stacks[stack])
        step = cells.w / FULL
        for n in range(FULL):
            cell = Rect(int(cells.x + n * step), cells.y, int(step), cells.h)
            word = rank_word(next_rank(stack, n))
            if n == taken:
                ring = cell.inflate(-2, -4)
                pygame.draw.rect(surface, t.glow, ring, width=2, border_radius=ring.h // 3)
            color = t.glow if n == taken else t.ink_dim if n < taken else t.ink
            text_in(surface, word, cell.inflate(-4, -4), size, color, bold=n == taken,
                    align="center", alpha=120 if n < taken else 255)  # fmt: skip
