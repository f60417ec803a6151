"""The exact solver of The Towers: every card is face up, so whether a position can still
be won is a fact, and this module finds it (``solve``), with a winning line when there is
one: its first move is the hint, and the demo plays the whole line.

``still_winnable`` follows a game as it is played: the position after each move is
winnable until one move throws the win away, and never again after that (every later
position is reached from the lost one, and from a lost position no win is reached), so
the answer for a game is one number, the first position from which no win exists.
``Memory`` keeps what earlier calls proved, so that asking again after each move costs one
lookup while the player follows a known winning line, and one search when they leave it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from boardwalk.rules.towers.board import Board
from boardwalk.rules.towers.game import Game

from .towers_auto import settle
from .towers_moves import Position, key, notation, parse_step, play, position_of, table_for
from .towers_search import Search

NODE_LIMIT = 250_000
"""About 100 MB and 15 s at most on a slow machine; callers at the table pass a deadline."""
LOST_KEPT = 200_000
"""At most this many lost positions are kept between calls (about 25 MB)."""


@dataclass(frozen=True)
class TowersVerdict:
    winnable: bool | None
    """True (``line`` wins), False (proven: no line wins), None (the budget ran out first)."""
    line: tuple[str, ...]
    """Moves in the engine's notation from the position to a won game, each legal in turn."""
    nodes: int
    seconds: float


def solve(
    board: Board,
    node_limit: int = NODE_LIMIT,
    deadline: float | None = None,
    stop: threading.Event | None = None,
    memory: Memory | None = None,
) -> TowersVerdict:
    """Whether ``board`` can be won, with a winning line; None when the budget, the
    ``deadline`` (a ``time.perf_counter()`` reading) or ``stop`` ends the search first."""
    memory = memory if memory is not None else Memory()
    start = time.perf_counter()
    position = position_of(board)
    known = memory.won.get(position)
    if known is not None:
        return TowersVerdict(True, known, 0, time.perf_counter() - start)
    search = Search(table_for(board.rule), node_limit, deadline, stop, memory.lost)
    steps = search.run(position)
    seconds = time.perf_counter() - start
    if steps is not None:
        line = tuple(notation(step) for step in steps)
        memory.remember_win(position, line)
        return TowersVerdict(True, line, search.nodes, seconds)
    if search.complete:
        memory.remember_loss(search.seen | {settled_key(board)})
        return TowersVerdict(False, (), search.nodes, seconds)
    return TowersVerdict(None, (), search.nodes, seconds)


def settled_key(board: Board) -> bytes:
    """The search's key of a board once its automatic moves are made (as it stores it)."""
    return key(settle(position_of(board), table_for(board.rule), []))


@dataclass
class Memory:
    """What earlier searches proved, kept for later ones (use from one thread at a time).

    ``won`` maps an exact position (columns in place, so that its line's column and tower
    names hold) to a winning line from it; ``lost`` holds the keys of positions proven
    lost: every position a failed search met is lost, being reachable from its root.
    """

    won: dict[Position, tuple[str, ...]] = field(default_factory=dict)
    lost: set[bytes] = field(default_factory=set)

    def remember_win(self, position: Position, line: tuple[str, ...]) -> None:
        """Every position along a winning line is won, by the rest of the line."""
        for i, move in enumerate(line):
            self.won[position] = line[i:]
            position = play(position, parse_step(move))

    def remember_loss(self, seen: set[bytes]) -> None:
        """Every position a search met on its way to proving its root lost is lost too
        (reachable from a lost position): kept, up to ``LOST_KEPT``."""
        if len(self.lost) + len(seen) > LOST_KEPT:
            self.lost.clear()
        if len(seen) <= LOST_KEPT:
            self.lost.update(seen)

    def is_lost(self, board: Board) -> bool:
        return settled_key(board) in self.lost


@dataclass(frozen=True)
class Standing:
    """Where a game stands: what the table says live as the player moves."""

    winnable: bool | None
    """Of the latest position: True, False (proven), None (not decided in the budget)."""
    lost_since: int | None
    """The first position from which no win exists, counted in moves played (0: the deal
    itself cannot be won; 23: move 23 threw the win away); None while a win remains or
    when it is not known."""
    line: tuple[str, ...]
    """A winning line from the latest position (its first move is the hint), or ()."""
    exact: bool
    """Every answer behind this was decided (else ``lost_since`` is only an upper bound)."""


def still_winnable(
    game_or_boards: Game | Sequence[Board],
    memory: Memory | None = None,
    node_limit: int = NODE_LIMIT,
    deadline: float | None = None,
    stop: threading.Event | None = None,
) -> Standing:
    """Where a game stands, from a ``Game`` (its ``boards()``) or a list of its boards.

    Winnability only falls along a game, so the first lost position is found by bisection
    between the latest position known won and the earliest known lost. With one
    ``memory`` kept from call to call for a game, asking after each move costs a lookup
    while the player follows a winning line, one search when they leave it, and nothing
    once the game is lost. ``node_limit`` is per search; ``deadline`` (a
    ``time.perf_counter()`` reading) and ``stop`` end the whole call.
    """
    boards = game_or_boards.boards() if isinstance(game_or_boards, Game) else game_or_boards
    memory = memory if memory is not None else Memory()
    budget = Budget(node_limit, deadline, stop, memory)
    if not any(memory.is_lost(board) for board in boards):
        last = budget.solve(boards[-1])
        if last.winnable is not False:
            return Standing(last.winnable, None, last.line, last.winnable is True)
    return _first_lost(boards, budget)


@dataclass(frozen=True)
class Budget:
    """What every search of one ``still_winnable`` call may spend, and where it notes."""

    node_limit: int
    deadline: float | None
    stop: threading.Event | None
    memory: Memory

    def solve(self, board: Board) -> TowersVerdict:
        return solve(board, self.node_limit, self.deadline, self.stop, self.memory)


def _first_lost(boards: Sequence[Board], budget: Budget) -> Standing:
    """Bisect for the first lost position, some position being known lost."""
    memory = budget.memory
    lo, hi = -1, len(boards) - 1  # boards[lo] won (-1: before the deal), boards[hi] lost
    for i in range(len(boards) - 1, -1, -1):  # what memory says narrows the gap for free
        if memory.is_lost(boards[i]):
            hi = i
        elif position_of(boards[i]) in memory.won:
            lo = i
            break
    exact = True
    while hi - lo > 1:
        mid = (lo + hi) // 2
        verdict = budget.solve(boards[mid])
        if verdict.winnable is None:
            exact = False
            break
        lo, hi = (mid, hi) if verdict.winnable else (lo, mid)
    return Standing(False, hi, (), exact)
