"""How good a position looks: points, progress, and the damage that cannot be undone.

Used on determinized boards, so it may look at every card of the sample it is given.
The costly mistakes in Boardwalk are declarations that leave too few values for the
columns between them (a column no value can ever declare is a dead column: its four
cards are lost), and cards face up with nowhere to go.
"""

from __future__ import annotations

import math
from functools import lru_cache

from boardwalk.rules.board import Board
from boardwalk.rules.moves import accepting, iter_legal
from boardwalk.rules.scoring import score

WIN = 200.0
ROW1, OPEN_UPPER = 6.0, 12.0
MOBILITY = 10.0
DOWN = 1.5
SPREAD = 4.0
STRANDED, STRANDED_ROW1 = 6.0, 12.0
DEAD_LOWER, DEAD_UPPER = 30.0, 12.0


def evaluate(board: Board) -> float:
    """Static value plus freedom of movement: the better guide for short lookahead."""
    return static_value(board) + MOBILITY * movable(board)


def static_value(board: Board) -> float:
    """The evaluation without mobility: cheaper, and the better guide for a deep search."""
    s = score(board)
    variant = board.variant
    u = variant.upper_columns
    value = 10.0 * s.destinations + 3.0 * s.hand + 10.0 * s.spikes
    value -= DOWN * sum(board.down)  # cards still face down
    for c in range(u):
        # Row 1 is the win; an emptied stack also opens a destination that takes the
        # lowerwalk's blockers, so finishing one stack is worth more than nibbling at five.
        left = len(board.stacks[c])
        value -= ROW1 * math.sqrt(left)
        if not left and len(board.piles[c]) < 4:
            value += OPEN_UPPER
    value -= DEAD_LOWER * doomed(board, range(u, variant.columns))
    value -= spread(board, range(u, variant.columns))
    if variant.upper_ascends:
        value -= DEAD_UPPER * doomed(board, range(u))
        value -= spread(board, range(u))
    accept = accepting(board)
    homes = {v for acc in accept if acc is not None for v in acc}
    for c, st in enumerate(board.stacks):
        # Every card of a value no destination can take any more is stranded where it lies;
        # on row 1 it also forbids the win.
        stranded = sum(1 for card in st if card >> 2 not in homes)
        value -= stranded * (STRANDED_ROW1 if c < u else STRANDED)
    for card in board.hand:
        if card >> 2 not in homes:
            value -= 1.0
    if s.won:
        value += WIN
    return value


def movable(board: Board) -> int:
    """How many different cards could move now: freedom to come."""
    return len({m.split("-")[0] for m in iter_legal(board)})


def doomed(board: Board, walk: range) -> int:
    """Undeclared columns of an ascending walk that no value can ever fill: between two
    declared values lo < hi there are hi - lo - 1 values for the columns in between."""
    dead, run, low = 0, 0, -1
    for c in walk:
        d = board.declared(c)
        if d is None:
            run += 1
            continue
        dead += max(0, run - (d - low - 1))
        run, low = 0, d
    return dead + max(0, run - (12 - low))


def spread(board: Board, walk: range) -> float:
    """A small pull toward declarations spread evenly: value v near column v/12 of the walk."""
    span = len(walk) - 1
    cost = 0.0
    for i, c in enumerate(walk):
        d = board.declared(c)
        if d is not None:
            cost += abs(i / span - d / 12)
    return SPREAD * cost


def quick_value(board: Board) -> float:
    """``static_value`` computed from what a set of piles implies, remembered: the same
    number (tests hold the two together), several times faster, for the solver's move
    order. Most moves leave the piles as they were, so a search meets the same few again
    and again; what is left counts cards in C (set intersections), not in Python loops."""
    variant = board.variant
    u = variant.upper_columns
    stacks, down = board.stacks, board.down
    destinations, penalty, lost, decl = pile_facts(board.piles, u, variant.upper_ascends)
    spikes = 0
    for c in range(variant.columns):
        d = down[c]
        if d:
            if c < u or any(card >> 2 != decl[c] for card in stacks[c][:d]):
                spikes = -1
                break
            spikes += d
    spikes = max(spikes, 0)
    value = 10.0 * destinations + 3.0 * _hand_score(board.hand) + 10.0 * spikes
    value -= DOWN * sum(down) + penalty
    won = True
    for c in range(u):
        left = len(stacks[c])
        value -= ROOTS[left]
        if left:
            won = False
        elif len(board.piles[c]) < 4:
            value += OPEN_UPPER
    if lost:
        strand = lost.intersection
        row1 = sum(map(len, map(strand, stacks[:u])))
        row3 = sum(map(len, map(strand, stacks[u:])))
        value -= STRANDED_ROW1 * row1 + STRANDED * row3 + len(strand(board.hand))
    if won:
        value += WIN
    return value


ROOTS = tuple(ROW1 * math.sqrt(n) for n in range(53))


@lru_cache(maxsize=1 << 15)
def pile_facts(
    piles: tuple[tuple[int, ...], ...], u: int, upper_ascends: bool
) -> tuple[int, float, frozenset[int], tuple[int, ...]]:
    """What the piles imply: cards on destinations, the declarations' cost, every card
    no destination takes now, and the declared value of each column (-1 for none)."""
    decl = tuple(p[0] >> 2 if p else -1 for p in piles)
    full = tuple(len(p) >= 4 for p in piles)
    penalty, lost = _walks(decl, full, u, upper_ascends)
    cards = frozenset(card for v in range(13) if lost[v] for card in range(4 * v, 4 * v + 4))
    return sum(map(len, piles)), penalty, cards, decl


@lru_cache(maxsize=1 << 14)
def _walks(
    decl: tuple[int, ...], full: tuple[bool, ...], u: int, upper_ascends: bool
) -> tuple[float, tuple[bool, ...]]:
    """The declarations' cost (dead columns, uneven spread) and, per face value, whether no
    destination takes it now. Declarations change far less often than cards move (and than
    the piles that ``pile_facts`` remembers), so they are remembered on their own too."""
    lower = list(decl[u:])
    penalty = DEAD_LOWER * _doomed(lower) + _spread(lower)
    homes = _homes(lower, full[u:], True)
    if upper_ascends:
        penalty += DEAD_UPPER * _doomed(list(decl[:u])) + _spread(list(decl[:u]))
    homes |= _homes(list(decl[:u]), full[:u], upper_ascends)
    return penalty, tuple(v not in homes for v in range(13))


def _hand_score(hand: tuple[int, ...]) -> int:
    if not hand:
        return 0
    values = [card >> 2 for card in hand]
    return max(values.count(v) for v in values)


def _doomed(decl: list[int]) -> int:
    dead, run, low = 0, 0, -1
    for d in decl:
        if d < 0:
            run += 1
            continue
        dead += max(0, run - (d - low - 1))
        run, low = 0, d
    return dead + max(0, run - (12 - low))


def _spread(decl: list[int]) -> float:
    span = len(decl) - 1
    return SPREAD * sum(abs(i / span - d / 12) for i, d in enumerate(decl) if d >= 0)


def _homes(decl: list[int], full: tuple[bool, ...], ascends: bool) -> set[int]:
    """Values some destination of one walk takes now (as ``rules.moves.accepting``)."""
    homes = {d for d, f in zip(decl, full, strict=True) if d >= 0 and not f}
    if -1 not in decl:
        return homes
    if not ascends:
        return homes | (set(range(13)) - set(decl))
    low = -1
    for i, d in enumerate(decl):
        if d >= 0:
            low = d
            continue
        high = min((e for e in decl[i + 1 :] if e >= 0), default=13)
        homes.update(range(low + 1, high))
    return homes
