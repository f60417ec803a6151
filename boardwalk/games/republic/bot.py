"""The Republic's bot at the table: a plain, honest hint, and the score screen's search.

The hint decides from what a player sees, never from a face-down card: it orders the legal
moves (which name only cards in view) by a rule a player could follow: a card that can go
up goes up (the lowest first), else a build that brings a card into play or empties a
column (its packet turns up), else a turn of the stock, else the stock card to the talon,
else a redeal. Moves that only shuffle a run between columns, or play a card back down
from a foundation, are left to the player. The score screen's search, after the game,
sees every card: a depth-first search of the deal within its budget.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from boardwalk.rules.republic import Board, legal_moves, parse_move
from boardwalk.rules.republic.engine import perform
from boardwalk.rules.republic.notation import REDEAL, TURN


def _rank(board: Board, move: str) -> tuple[int, int]:
    """Lower is better: (the kind of move, then the rank it carries for a card home)."""
    m = parse_move(move)
    if m.src == REDEAL:
        return (7, 0)
    if m.src == TURN and not m.dst:
        return (5, 0)
    src, dst = m.source, m.target
    if src.kind == "foundation":
        return (9, 0)
    if dst.kind == "foundation":
        return (0, _card_rank(board, src))
    if dst.kind == "talon":
        return (6, 0)
    vacancy = not board.columns[dst.index]
    if src.kind == "column":
        column = board.columns[src.index]
        if len(column) == m.count:  # empties it: its packet turns up, or a vacancy opens
            return (2 if board.packets[src.index] and not vacancy else 8, 0)
        fits = board.rule.fits(column[-m.count], column[-m.count - 1])
        return (9 if fits or vacancy else 3, 0)  # a tail moved off its own run: a shuffle
    return (4 if vacancy else 1, 0)  # the stock card, the talon top or a packet card


def _card_rank(board: Board, src) -> int:
    if src.kind == "column":
        return board.columns[src.index][-1] >> 2
    if src.kind == "packet":
        return (board.packet_card(src.index) or 0) >> 2
    if src.kind == "card":
        return (board.card or 0) >> 2
    return board.talon[-1] >> 2 if board.talon else 0


def ordered(board: Board, moves: list[str] | None = None) -> list[str]:
    """The legal moves, the plain rule's favourite first; shuffles and play-backs left out
    unless nothing else is legal."""
    moves = legal_moves(board) if moves is None else moves
    ranked = sorted(moves, key=lambda m: _rank(board, m))
    good = [m for m in ranked if _rank(board, m)[0] < 8]
    return good or ranked


def plain_move(board: Board) -> str | None:
    """The plain rule's move; None when only shuffles and play-backs are left (they lead
    nowhere: a hint or a demo offering them would undo its own last move for ever)."""
    useful = [m for m in ordered(board) if _rank(board, m)[0] < 8]
    return useful[0] if useful else None


@dataclass(frozen=True)
class Verdict:
    """What the score screen reads of the deal (the shell's shape of a solver's answer)."""

    winnable: bool | None
    best: int | None
    exact: bool
    line: tuple[str, ...]
    nodes: int


class DealSolver:
    """The score screen's search: depth first over the deal, seeing every card, the plain
    rule's order first, within ``nodes`` positions; ``cancel`` stops it."""

    def __init__(self, nodes: int) -> None:
        self.nodes = nodes
        self.stop = threading.Event()

    def cancel(self) -> None:
        self.stop.set()

    def solve(self, board: Board) -> Verdict:
        seen: set[Board] = set()
        best = board.on_foundations()
        stack: list[tuple[Board, list[str], int]] = [(board, _every(board), 0)]
        line: list[str] = []
        while stack and len(seen) < self.nodes and not self.stop.is_set():
            here, moves, i = stack[-1]
            if here.won:
                return Verdict(True, 104, True, tuple(line), len(seen))
            if i >= len(moves):
                stack.pop()
                if line:
                    line.pop()
                continue
            stack[-1] = (here, moves, i + 1)
            after = perform(here, moves[i])[0]
            if after in seen:
                continue
            seen.add(after)
            best = max(best, after.on_foundations())
            line.append(moves[i])
            stack.append((after, _every(after), 0))
        lost = not stack
        return Verdict(False if lost else None, best, lost, (), len(seen))


def _every(board: Board) -> list[str]:
    """Every legal move, the plain rule's order first: a search that runs out proves a loss."""
    return sorted(legal_moves(board), key=lambda m: _rank(board, m))
