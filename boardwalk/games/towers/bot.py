"""The Towers' bot at the table: hints, the demo and the score screen's verdict.

Every card of The Towers is face up, so the exact solver (``boardwalk/bot/towers_solver``)
plays honestly: a hint is the first move of a winning line it finds. Where it finds none
(the position is lost, or its budget ran out) the hint falls back on a plain rule a player
could follow (``plain_move``), and says nothing it does not know.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from boardwalk.bot.towers_solver import Memory, solve
from boardwalk.rules.towers import Board, legal_moves
from boardwalk.rules.towers.board import COLUMNS, KING

HINT_SECONDS, DEMO_SECONDS = 0.8, 1.5
"""How long a hint may search (the player waits for it), and a demo move."""
HINT_NODES = 200_000


@dataclass(frozen=True)
class Verdict:
    """What the score screen reads of the deal (the shell's shape of a solver's answer)."""

    winnable: bool | None
    best: int | None
    """The most cards the search put home: 52 with a win; None when it does not say."""
    exact: bool
    line: tuple[str, ...]
    nodes: int


class DealSolver:
    """The score screen's solver: the whole deal, within ``nodes`` positions; ``cancel``
    stops it when the player leaves the score."""

    def __init__(self, nodes: int) -> None:
        self.nodes = nodes
        self.stop = threading.Event()

    def cancel(self) -> None:
        self.stop.set()

    def solve(self, board: Board) -> Verdict:
        found = solve(board, self.nodes, stop=self.stop)
        best = 52 if found.winnable else None
        return Verdict(found.winnable, best, found.winnable is not None, found.line, found.nodes)


class Hinter:
    """Hints and demo moves from the exact solver, with what earlier searches proved kept
    per rule (a line that wins under one rule may be refused under another)."""

    def __init__(self) -> None:
        self._memories: dict[str, Memory] = {}
        self._lock = threading.Lock()
        self.lost: Board | None = None
        """The last position a hint was asked in that the solver proved lost: the hint's
        words then say so, rather than let a plain move pass for a way to win."""

    def hint(self, board: Board, stop: threading.Event | None, seconds: float) -> str | None:
        moves = legal_moves(board)
        if len(moves) <= 1:
            return moves[0] if moves else None
        with self._lock:
            memory = self._memories.setdefault(board.rule.id, Memory())
            deadline = time.perf_counter() + seconds
            found = solve(board, HINT_NODES, deadline, stop, memory)
        if found.winnable and found.line:
            return found.line[0]
        if found.winnable is False:
            self.lost = board
        return plain_move(board, moves)

    def proven_lost(self, board: Board) -> bool:
        return self.lost is not None and self.lost == board


def plain_move(board: Board, moves: list[str]) -> str | None:
    """A sensible move by a rule a player could follow, when no win is known: a card home
    (the lowest first), else a move that uncovers the card its foundation waits for, else a
    tower card back into play, else a move between columns, else the engine's first."""
    if not moves:
        return None
    home = [m for m in moves if m.split("-")[1][0] == "f" and m.split("-")[1][1:].isdigit()]
    if home:
        return min(home, key=lambda m: _rank_moved(board, m))
    digging = _digging(board, moves)
    if digging:
        return digging
    from_tower = [m for m in moves if m[0] == "t" and not _into_empty(board, m)]
    between = [m for m in moves if m[0] in COLUMNS and m.split("-")[1][0] in COLUMNS]
    return (from_tower or between or moves)[0]


def _rank_moved(board: Board, move: str) -> int:
    src = move.split("-")[0]
    card = board.towers[int(src[1]) - 1] if src[0] == "t" else board.columns[COLUMNS.index(src)][-1]
    return (card or 0) >> 2


def _into_empty(board: Board, move: str) -> bool:
    dst = move.split("-")[1].split(":")[0]
    return dst in COLUMNS and not board.columns[COLUMNS.index(dst)]


def _digging(board: Board, moves: list[str]) -> str | None:
    """A move off the column where a card its foundation wants lies least deep, onto a
    column (not over another wanted card), else into a tower."""
    wanted = {board.foundations[s] * 4 + s for s in range(4) if board.foundations[s] < KING + 1}
    depth = {}
    for c, column in enumerate(board.columns):
        for i, card in enumerate(column):
            if card in wanted:
                depth[COLUMNS[c]] = len(column) - 1 - i
    covered = {c for c, d in depth.items() if d > 0}
    for column in sorted(covered, key=depth.__getitem__):
        mine = [m for m in moves if m.split("-")[0] == column]
        onto = [m for m in mine if m.split("-")[1].split(":")[0] in COLUMNS]
        safe = [m for m in onto if m.split("-")[1].split(":")[0] not in depth]
        towers = [m for m in mine if m.split("-")[1][0] == "t"]
        if safe or onto or towers:
            return (safe or onto or towers)[0]
    return None
