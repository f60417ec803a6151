"""Calculation's search for the score screen: it sees every card (it is told so) and
tries a careful player's order first (a card up, discard tops before the card in play; else
a discard where it does least harm, onto a card wanted after it: ``discard_cost``), within
a budget of positions; it proves nothing when the budget runs out. The hint and the demo
come from the honest player, ``boardwalk/bot/calculation_player.py``.
"""

from __future__ import annotations

import sys
import threading
from dataclasses import dataclass

from boardwalk.rules.calculation import Board, legal_moves
from boardwalk.rules.calculation.engine import perform
from boardwalk.rules.calculation.options import FULL, next_rank

KING = 12


def wait(board: Board, card: int) -> int:
    """How many cards the stacks must take before ``card`` can go up: the fewest over the
    stacks that may take it (its colour allowing); 99 when none ever can."""
    best = 99
    for s, held in enumerate(board.stacks):
        if not board.rule.colour_ok(card, s):
            continue
        for ahead in range(FULL - len(held)):
            if next_rank(s, len(held) + ahead) == card >> 2:
                best = min(best, ahead)
                break
    return best


def discard_cost(board: Board, card: int, pile: tuple[int, ...]) -> int:
    """How much harm discarding ``card`` onto ``pile`` does (lower is better): a King onto
    a King or an empty pile costs nothing; a card onto one wanted later costs the gap
    between them; an empty pile is kept for Kings and emergencies; burying a card that is
    wanted sooner costs most."""
    if not pile:
        return 0 if card >> 2 == KING else 12
    top = pile[-1]
    if top >> 2 == KING and card >> 2 == KING:
        return 0
    mine, below = wait(board, card), wait(board, top)
    if mine < below:
        return below - mine
    return 30 + (mine - below) + len(pile)


def ordered(board: Board, moves: list[str]) -> list[str]:
    """The moves a careful player tries first: up to a stack (discard tops before the card
    in play, lower stacks first), then discards by ``discard_cost``, one empty pile only."""
    up = [m for m in moves if m[-1] in "1234"]
    up.sort(key=lambda m: (m[0] == "p", m[-1]))
    down, empty_seen = [], False
    for m in moves:
        src, dst = m.split("-")
        if dst in "1234":
            continue
        pile = board.piles["abcdef".index(dst)]
        if not pile and empty_seen:
            continue  # one empty pile is as good as another
        empty_seen = empty_seen or not pile
        card = board.in_play if src == "p" else board.piles["abcdef".index(src)][-1]
        down.append((discard_cost(board, card, pile) + (50 if src != "p" else 0), m))
    return up + [m for _, m in sorted(down)]


@dataclass(frozen=True)
class Verdict:
    """What the score screen reads of the deal (the shell's shape of a solver's answer)."""

    winnable: bool | None
    best: int | None
    exact: bool
    line: tuple[str, ...]
    nodes: int


class DealSolver:
    """A depth-first search of the whole deal, seeing every card, the careful order first,
    within ``nodes`` positions; ``cancel`` stops it when the player leaves the score."""

    def __init__(self, nodes: int) -> None:
        self.nodes = nodes
        self.stop = threading.Event()

    def cancel(self) -> None:
        self.stop.set()

    def solve(self, board: Board) -> Verdict:
        seen: set[Board] = set()
        line: list[str] = []
        best = [board.cards_up()]
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 2000))
        try:
            won = self._search(board, seen, line, best)
        finally:
            sys.setrecursionlimit(limit)
        exhausted = not won and len(seen) < self.nodes and not self.stop.is_set()
        winnable = True if won else False if exhausted else None
        return Verdict(winnable, 52 if won else best[0], won or exhausted, tuple(line), len(seen))

    def _search(self, board: Board, seen: set[Board], line: list[str], best: list[int]) -> bool:
        if board.won:
            return True
        if board in seen or len(seen) >= self.nodes or self.stop.is_set():
            return False
        seen.add(board)
        best[0] = max(best[0], board.cards_up())
        for move in ordered(board, legal_moves(board)):
            line.append(move)
            if self._search(perform(board, move)[0], seen, line, best):
                return True
            line.pop()
        return False
