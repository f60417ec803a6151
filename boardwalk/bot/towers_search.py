"""The exact solver's search: best-first over positions, each met once.

Whether a position of The Towers can be won is whether a won position can be reached
from it: a question about a finite graph. A search that opens positions in any order,
skipping those already met, and that ends having opened every position it met, has met
every reachable position; if none was won, none is reachable. That is the proof a
``False`` stands on; the order (``towers_guide``) only decides how soon a win is found.
The moves made without branching (``towers_auto``) and the moves left out
(``towers_moves.moves``) are proven, there, never to lose a win.

Best-first search can wander into a corner its guide misjudges, so under the rules with
many moves (alternating colour, any suit) three searches with different guides take
turns with doubling budgets until one decides; each keeps its own frontier, so no work
is lost but the turns of those that did not decide. Same-suit needs no second opinion.
The budget, a deadline and a stop flag are checked as it goes, so it can run in a thread.
"""

from __future__ import annotations

import heapq
import threading
import time
from dataclasses import dataclass, field

from .towers_auto import settle
from .towers_guide import BALANCED, GUIDES, Guide
from .towers_moves import ALL_HOME, TOWER, Move, Position, Step, Table, key, moves, play

CHECK_EVERY = 64  # nodes between looks at the clock and the stop flag
FIRST_TURN = 2_000  # nodes of each guide's first turn; each later turn doubles
Entry = tuple[int, int, int, bytes, Position]
"""In a guide's queue: its cost, minus the depth (deeper first among equals), the order
met (first met first among those), the key, the position."""


class _OutOfBudget(Exception):
    pass


@dataclass
class Search:
    """One question (can this position be won?) with its budget, and what was found."""

    table: Table
    node_limit: int
    deadline: float | None = None
    """A ``time.perf_counter()`` reading after which the search gives up."""
    stop: threading.Event | None = None
    lost: set[bytes] | frozenset[bytes] = frozenset()
    """Keys of positions proven lost before: never opened."""
    nodes: int = 0
    complete: bool = False
    """The answer is proven: a line was found, or no win exists."""
    seen: set[bytes] = field(default_factory=set)
    """Every position met, by key: all lost when the answer is False."""

    def spend(self) -> None:
        """Count one node; raise when the budget, the deadline or the stop says so."""
        self.nodes += 1
        if self.nodes >= self.node_limit:
            raise _OutOfBudget
        if self.nodes % CHECK_EVERY == 0 and (
            (self.stop is not None and self.stop.is_set())
            or (self.deadline is not None and time.perf_counter() > self.deadline)
        ):
            raise _OutOfBudget

    def run(self, root: Position) -> list[Step] | None:
        """A winning line from ``root``, or None (lost if ``complete``, else unknown)."""
        first: list[Step] = []
        start = settle(root, self.table, first)
        if sum(start[2]) == ALL_HOME:
            self.complete = True
            return first
        if key(start) in self.lost:
            self.complete = True
            return None
        chosen = (BALANCED,) if self.table.shortcuts else GUIDES
        guides = [Guide(self.table, w) for w in chosen]
        try:
            return self._open(start, first, guides)
        except _OutOfBudget:
            return None

    def _open(self, start: Position, first: list[Step], guides: list[Guide]) -> list[Step] | None:
        """Let each guide open positions in turn, with doubling turns, until one finds a
        win or has opened every position it met."""
        frontiers = [Frontier(self, guide, start, first) for guide in guides]
        turn = FIRST_TURN
        while True:
            for frontier in frontiers:
                line = frontier.advance(self.nodes + turn)
                if frontier.done:
                    self.complete = True
                    self.seen = set().union(*(f.seen for f in frontiers))
                    return line
            turn *= 2


class Frontier:
    """One guide's best-first search, that can pause at a node count and go on later."""

    def __init__(self, search: Search, guide: Guide, start: Position, first: list[Step]) -> None:
        self.search = search
        self.guide = guide
        start_key = key(start)
        self.seen = {start_key}
        self.parents: dict[bytes, tuple[bytes | None, list[Step]]] = {start_key: (None, first)}
        self.queue: list[Entry] = [(0, 0, 0, start_key, start)]
        self.count = 0
        self.done = False

    def advance(self, until: int) -> list[Step] | None:
        """Open positions until the search's node count reaches ``until``: a winning line
        if one is found (``done``), None otherwise (``done`` when nothing is left)."""
        search, queue, cost = self.search, self.queue, self.guide.cost
        while queue:
            if search.nodes >= until:
                return None
            _, depth, _, k, position = heapq.heappop(queue)
            for ck, line, child in self._children(position):
                self.parents[ck] = (k, line)
                if sum(child[2]) == ALL_HOME:
                    self.done = True
                    return self._line_to(ck)
                search.spend()
                self.count += 1
                heapq.heappush(queue, (cost(child), depth - 1, self.count, ck, child))
        self.done = True
        return None

    def _children(self, position: Position) -> list[tuple[bytes, list[Step], Position]]:
        """The children not met before, each after its automatic moves, by key."""
        table, seen, lost = self.search.table, self.seen, self.search.lost
        kids = []
        for steps in moves(position, table):
            child = position
            for step in steps:
                child = play(child, step)
            line = list(steps)
            child = settle(child, table, line, _touched(steps))
            k = key(child)
            if k in seen or k in lost:
                continue
            seen.add(k)
            kids.append((k, line, child))
        return kids

    def _line_to(self, k: bytes | None) -> list[Step]:
        parts = []
        while k is not None:
            k, line = self.parents[k]
            parts.append(line)
        return [move for line in reversed(parts) for move in line]


def _touched(steps: Move) -> tuple[int, ...] | None:
    """The columns whose exposed card a move changed, if that is all it did (see
    ``towers_auto.settle``); None when anything else may now move."""
    if len(steps) > 1:
        return None
    src, dst, _ = steps[0]
    if dst >= TOWER:  # home or into a tower
        return None
    return (dst,) if src >= TOWER else (src,)
