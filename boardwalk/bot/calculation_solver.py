"""The clairvoyant bound of Calculation (COMPANIONS.md §3): with every card known, the deck's
order too, whether a deal can be won at all. No player can win a deal this proves lost, so
the share of deals it wins bounds every honest player's win rate from above.

A depth-first search over the real choices (which pile takes the card in play, which
discard top goes up and when, which stack takes a card two stacks want, option 3's moves
onto an empty pile), with a memo of positions proven lost (discard piles are
interchangeable, so a position is keyed by its sorted piles) and a node budget. Two sound
shortcuts cut it down:

* a card that fits a stack for which it is the last copy of its rank left (of its colour,
  under option 4) goes up at once: every win does that some time, and doing it now takes
  nothing away (the stack waits for no other card; the card only covered or was covered);
* a position is lost as soon as a discard lies under cards that close every stack it could
  go to (without option 3, cards leave a pile top first): a stack is closed to it when all
  the copies left of some rank the stack takes *after* it lie above it, as all the Kings
  on a 4 do (the readme's advice 7, "don't make impossible sequences").

Moves are tried in the honest player's order (``calculation_player.cost``), which finds
most wins at the first try.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from boardwalk.rules.calculation.board import Board
from boardwalk.rules.calculation.options import FULL, Rule

from .calculation_player import PILES, POS, STACKS, cost

NODE_LIMIT = 200_000
DISCREPANCIES = (0, 1, 2, 3, 4, 5, 6)
WON, LOST, UNDECIDED = "won", "lost", "undecided"


@dataclass(frozen=True)
class CalcVerdict:
    result: str
    """``won`` (``line`` wins), ``lost`` (no line wins), ``undecided`` (budget spent)."""
    line: tuple[str, ...]
    """Moves in the engine's notation from the position to a won game, each legal in turn."""
    nodes: int
    seconds: float


class _OutOfNodes(Exception):
    pass


def solve(board: Board, node_limit: int = NODE_LIMIT) -> CalcVerdict:
    """Whether ``board`` can be won, reading every card, the undealt ones included."""
    start = time.perf_counter()
    search = _Search(board, node_limit)
    try:
        line = search.run()
        result = WON if line is not None else LOST
    except _OutOfNodes:
        line, result = None, UNDECIDED
    return CalcVerdict(result, tuple(line or ()), search.nodes, time.perf_counter() - start)


class _Search:
    def __init__(self, board: Board, node_limit: int) -> None:
        self.rule: Rule = board.rule
        self.deck = ((board.in_play,) if board.in_play is not None else ()) + board.stock
        self.limit = node_limit
        self.nodes = 0
        self.lost: set = set()
        self.tried: dict = {}
        self.start = board

    def run(self) -> list[str] | None:
        """Limited discrepancy first (the ordering's first choices, then ever more
        departures from them), which finds wins soon; then the full search, which proves."""
        b = self.start
        if not self.rule.discard_moves and any(self._dead(b.stacks, pile) for pile in b.piles):
            return None
        for spare in DISCREPANCIES:
            self.tried = {}
            line = self._probe(b.stacks, b.piles, 0, spare)
            if line is not None:
                return line
        return self._search(b.stacks, b.piles, 0)

    def _probe(self, stacks: tuple, piles: tuple, at: int, spare: int) -> list[str] | None:
        """The search allowing at most ``spare`` moves other than the first tried."""
        if all(len(s) == FULL for s in stacks):
            return []
        key = (tuple(len(s) for s in stacks), at, tuple(sorted(piles)))
        if key in self.lost or self.tried.get(key, -1) >= spare:
            return None
        self.nodes += 1
        if self.nodes > self.limit:
            raise _OutOfNodes
        for i, (move, nstacks, npiles, nat) in enumerate(self._moves(stacks, piles, at)):
            if i > 0 and spare == 0:
                break
            rest = self._probe(nstacks, npiles, nat, spare - (i > 0))
            if rest is not None:
                return [move, *rest]
        self.tried[key] = spare  # not proven lost: a child may have failed for want of spare
        return None

    # -- the search ----------------------------------------------------------------------
    def _search(self, stacks: tuple, piles: tuple, at: int) -> list[str] | None:
        if all(len(s) == FULL for s in stacks):
            return []
        key = (tuple(len(s) for s in stacks), at, tuple(sorted(piles)))
        if key in self.lost:
            return None
        self.nodes += 1
        if self.nodes > self.limit:
            raise _OutOfNodes
        for move, nstacks, npiles, nat in self._moves(stacks, piles, at):
            rest = self._search(nstacks, npiles, nat)
            if rest is not None:
                return [move, *rest]
        self.lost.add(key)
        return None

    def _moves(self, stacks: tuple, piles: tuple, at: int):
        """The successors worth trying, best first; a forced move alone when there is one."""
        in_play = self.deck[at] if at < len(self.deck) else None
        ups = []
        sources = [(PILES[p], pile[-1], p) for p, pile in enumerate(piles) if pile]
        if in_play is not None:
            sources.append(("p", in_play, -1))
        for name, card, p in sources:
            for s in range(4):
                if self.rule.fits(card, s, len(stacks[s])):
                    step = self._up(stacks, piles, at, name, card, p, s)
                    if self._last_copy(stacks, card, s):
                        yield step
                        return
                    ups.append(step)
        yield from ups
        if in_play is not None:
            yield from self._placements(stacks, piles, at, in_play)
        if self.rule.discard_moves:
            yield from self._shifts(stacks, piles, at)

    def _up(self, stacks, piles, at, name, card, p, s):
        nstacks = (*stacks[:s], (*stacks[s], card), *stacks[s + 1 :])
        if p < 0:
            return f"p-{STACKS[s]}", nstacks, piles, at + 1
        npiles = (*piles[:p], piles[p][:-1], *piles[p + 1 :])
        return f"{name}-{STACKS[s]}", nstacks, npiles, at

    def _placements(self, stacks, piles, at, card):
        board = Board(self.rule, stacks, piles, card, ())
        seen_empty = False
        order = []
        for p, pile in enumerate(piles):
            if not pile:
                if seen_empty:
                    continue
                seen_empty = True
            order.append((cost(board, card, p), p))
        order.sort()
        for _, p in order:
            npiles = (*piles[:p], (*piles[p], card), *piles[p + 1 :])
            if not self.rule.discard_moves and self._dead(stacks, npiles[p]):
                continue
            yield f"p-{PILES[p]}", stacks, npiles, at + 1

    def _shifts(self, stacks, piles, at):
        empty = next((p for p, pile in enumerate(piles) if not pile), None)
        if empty is None:
            return
        for p, pile in enumerate(piles):
            if len(pile) > 1:
                npiles = list(piles)
                npiles[p], npiles[empty] = pile[:-1], (pile[-1],)
                yield f"{PILES[p]}-{PILES[empty]}", stacks, tuple(npiles), at

    # -- the two shortcuts ---------------------------------------------------------------
    def _left(self, stacks, rank: int, s: int) -> int:
        """Copies of ``rank`` not yet up that stack ``s`` could take (its colour, option 4)."""
        if self.rule.same_colour:
            return 2 - sum(POS[t][rank] < len(stacks[t]) for t in range(s % 2, 4, 2))
        return 4 - sum(POS[t][rank] < len(stacks[t]) for t in range(4))

    def _last_copy(self, stacks, card: int, s: int) -> bool:
        return self._left(stacks, card >> 2, s) == 1

    def _dead(self, stacks, pile: tuple) -> bool:
        """Whether some card of ``pile`` can go to no stack: see the module docstring."""
        for depth in range(len(pile) - 2, -1, -1):
            card, above = pile[depth], pile[depth + 1 :]
            rank = card >> 2
            if not any(
                self.rule.colour_ok(card, s)
                and POS[s][rank] >= len(stacks[s])
                and not self._closed(stacks, s, POS[s][rank], above)
                for s in range(4)
            ):
                return True
        return False

    def _closed(self, stacks, s: int, position: int, above: tuple) -> bool:
        """Whether all copies left of some rank stack ``s`` takes after ``position`` lie in
        ``above``: then ``s`` takes such a card, and so the card at ``position``, first."""
        counts: dict[int, int] = {}
        for c in above:
            if self.rule.colour_ok(c, s) and POS[s][c >> 2] > position:
                counts[c >> 2] = counts.get(c >> 2, 0) + 1
        return any(n == self._left(stacks, rank, s) for rank, n in counts.items())
