"""An evaluation that never looks at a card a player could not see, and the greedy player
it makes: the fast, honest policy that rollouts play out.

``evaluate.quick_value`` is built for the clairvoyant solver: it counts every card of
a value no destination takes any more, face down or not, and it judges a move by the
board after it, including the card the move turned up. A policy that chooses by it
peeks, and a planner that plays such a policy out in imagined worlds learns to trust luck
nobody can see coming (strategy fusion). Here a card that was face down before the move
is still unknown when the move is judged: it counts as its chance of being stranded,
the share of unseen cards whose value has no home left.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from boardwalk.rules.board import Board

from .evaluate import pile_facts
from .successors import successors


@dataclass(frozen=True)
class Weights:
    """What a position is worth, feature by feature: tuned per variant by playing whole
    games (``TUNED``, ``benchmarks/tune_honest.py``)."""

    destination: float = 10.0
    hand: float = 3.0
    down: float = 1.5
    row1: float = 6.0
    open_upper: float = 12.0
    declarations: float = 1.0
    stranded: float = 6.0
    stranded_row1: float = 12.0
    stranded_hand: float = 1.0
    homeless: float = 0.0
    """Per face value no declaration can ever take: declared nowhere, and more such values
    than the undeclared columns could ever hold (its cards are lost for good)."""
    blocked: float = 0.0
    """Per lowerwalk column blocked by a face-up card (no live play onto it until it
    leaves)."""
    jammed: float = 0.0
    """Per face-up lowerwalk card with no move now (``jams``): games end with most of the
    lowerwalk face down because every column is jammed. A card just turned up counts as its
    chance of being jammed, over the unseen cards. 0 in every variant: at 2.5, cut rollouts
    gained 2.2 and 1.3 points a game in Hopscotch and Lucky Seven on training deals
    5001-5100 but lost in Squattsi and Cheshire, and on Hopscotch's measured deals 1-200
    they won 6 where the player without it won 20 (README, "Jammed blockers, tried
    again")."""
    win: float = 200.0


DEFAULT = Weights()


def hidden(board: Board) -> frozenset[int]:
    """The cards face down on ``board``: what a player of it has not seen (as a set, which
    is all a player knows of them)."""
    return frozenset(c for s, d in zip(board.stacks, board.down, strict=True) for c in s[:d])


def value(board: Board, unseen: frozenset[int], w: Weights = DEFAULT) -> float:
    """How good ``board`` looks to a player who has not seen ``unseen``: the cards face
    down before the move that made it. A card among them that this board shows is judged
    as if still face down."""
    variant = board.variant
    u = variant.upper_columns
    stacks, down, piles = board.stacks, board.down, board.piles
    destinations, penalty, lost, decl = pile_facts(piles, u, variant.upper_ascends)
    chance = len(lost & unseen) / len(unseen) if unseen else 0.0
    v = w.destination * destinations - w.declarations * penalty
    v -= w.homeless * homeless(decl, u, variant.upper_ascends)
    v -= w.down * sum(down)
    won = True
    for c in range(u):
        left = len(stacks[c])
        v -= w.row1 * ROOTS[left]
        if left:
            won = False
        elif len(piles[c]) < 4:
            v += w.open_upper
    hidden_row1 = hidden_row3 = 0
    for c, stack in enumerate(stacks):
        d = down[c]
        top = stack[-1] if len(stack) > d else -1
        unknown = d
        if top >= 0:
            if top in unseen:
                unknown += 1  # turned up by the move being judged: not seen yet
            elif top in lost:
                v -= w.stranded_row1 if c < u else w.stranded
            if c >= u:
                v -= w.blocked
        if c < u:
            hidden_row1 += unknown
        else:
            hidden_row3 += unknown
    v -= chance * (w.stranded_row1 * hidden_row1 + w.stranded * hidden_row3)
    if w.jammed:
        v -= w.jammed * jams(board, unseen)
    if board.hand:
        hand = [card for card in board.hand if card not in unseen]
        values = [card >> 2 for card in hand]
        v += w.hand * max((values.count(x) for x in values), default=1)
        v -= w.stranded_hand * sum(1 for card in hand if card in lost)
    if won:
        v += w.win
    return v


ROOTS = tuple(math.sqrt(n) for n in range(53))


@lru_cache(maxsize=1 << 14)
def homeless(decl: tuple[int, ...], u: int, upper_ascends: bool) -> int:
    """Face values declared nowhere that no way of declaring the open columns could home:
    the values left over by the largest matching of such values to open columns."""
    needing = [v for v in range(13) if v not in decl]
    slots = _slots(decl[u:], True) + _slots(decl[:u], upper_ascends)
    taken: dict[int, int] = {}  # slot -> value

    def place(v: int, seen: set[int]) -> bool:
        for i, fits in enumerate(slots):
            if v in fits and i not in seen:
                seen.add(i)
                if i not in taken or place(taken[i], seen):
                    taken[i] = v
                    return True
        return False

    return sum(1 for v in needing if not place(v, set()))


def _slots(walk: tuple[int, ...], ascends: bool) -> list[frozenset[int]]:
    """The values each undeclared column of one walk could ever be declared for."""
    if not ascends:
        free = frozenset(range(13)) - set(walk)
        return [free for d in walk if d < 0]
    out = []
    for i, d in enumerate(walk):
        if d < 0:
            low = max((e for e in walk[:i] if e >= 0), default=-1)
            high = min((e for e in walk[i + 1 :] if e >= 0), default=13)
            out.append(frozenset(range(low + 1, high)))
    return out


def jams(board: Board, unseen: frozenset[int]) -> float:
    """Face-up lowerwalk cards with no move now (see ``Weights.jammed``): no unblocked
    column or open upperwalk destination takes the value, nor the card's own column, and no
    opening takes it (a slide must relieve a column that can still take a card). One turned
    up by the move being judged counts as the share of unseen cards that would be."""
    variant = board.variant
    u, stacks, down = variant.upper_columns, board.stacks, board.down
    takes = pile_takes(board.piles, u, variant.upper_ascends)
    opening = not all(stacks[u:])
    homes: set[int] = set()
    tops = []
    for c, stack in enumerate(stacks):
        if c < u:
            if not stack:
                homes |= takes[c]
        elif len(stack) == down[c]:
            homes |= takes[c]
        elif not (opening and len(board.piles[c]) < 4):
            tops.append((stack[-1], takes[c]))
    jammed = 0.0
    for top, own in tops:
        if top in unseen:
            counts = value_counts(unseen)
            free = sum(counts[x] for x in homes.union(own))
            jammed += 1.0 - free / len(unseen)
        elif top >> 2 not in homes and top >> 2 not in own:
            jammed += 1
    return jammed


@lru_cache(maxsize=1 << 10)
def value_counts(cards: frozenset[int]) -> tuple[int, ...]:
    """How many of ``cards`` there are of each face value: the chances of an unseen card,
    remembered because one set of unseen cards judges every move of a decision."""
    counts = [0] * 13
    for card in cards:
        counts[card >> 2] += 1
    return tuple(counts)


@lru_cache(maxsize=1 << 15)
def pile_takes(
    piles: tuple[tuple[int, ...], ...], u: int, upper_ascends: bool
) -> tuple[frozenset[int], ...]:
    """``accepts`` for a set of piles, remembered per piles as ``evaluate.pile_facts`` is:
    most moves leave the piles as they were."""
    decl = pile_facts(piles, u, upper_ascends)[3]
    return accepts(decl, tuple(len(p) >= 4 for p in piles), u, upper_ascends)


@lru_cache(maxsize=1 << 14)
def accepts(
    decl: tuple[int, ...], full: tuple[bool, ...], u: int, upper_ascends: bool
) -> tuple[frozenset[int], ...]:
    """Per column, the values its destination takes now (as ``rules.moves.accepting``,
    empty when full), remembered per set of declarations and full piles: they change far
    less often than cards move."""
    lower, upper = _takes(decl[u:], True), _takes(decl[:u], upper_ascends)
    both = upper + lower
    return tuple(frozenset() if f else t for t, f in zip(both, full, strict=True))


def _takes(walk: tuple[int, ...], ascends: bool) -> list[frozenset[int]]:
    slots = iter(_slots(walk, ascends))
    return [frozenset((d,)) if d >= 0 else next(slots) for d in walk]


def greedy_move(board: Board, w: Weights = DEFAULT) -> tuple[str, Board] | None:
    """The honest greedy choice: the move whose board looks best before its flip is seen
    (ties by the move's name, never by a hidden card)."""
    kids = successors(board)
    if not kids:
        return None
    unseen = hidden(board)
    return max(kids, key=lambda mk: (value(mk[1], unseen, w), mk[0]))


def play_out(board: Board, w: Weights = DEFAULT, limit: int = 400) -> Board:
    """The board the honest greedy player ends on, from ``board`` (a whole imagined deal)."""
    for _ in range(limit):
        step = greedy_move(board, w)
        if step is None:
            break
        board = step[1]
    return board


TUNED = {
    "hopscotch": Weights(down=0.37, row1=5.04, open_upper=16.2, declarations=2.03, homeless=30.0),
    "lucky-seven": Weights(destination=15.0, hand=5.04, row1=12.15, open_upper=8.1, homeless=45.0),
    "squattsi": Weights(
        destination=15.0,
        hand=0.74,
        down=1.46,
        row1=8.1,
        declarations=0.65,
        stranded=5.85,
        stranded_row1=7.8,
        homeless=19.5,
    ),
    "cheshire": Weights(hand=5.6, down=2.03, open_upper=6.0, homeless=30.0),
}
"""Weights per variant, tuned by coordinate search on whole greedy games of deals
5001–5150 (never the deals the players are measured on): win rate × 50 + mean points −
mean row-1 cards left. ``benchmarks/tune_honest.py`` repeats the search. ``jammed`` was
tried apart, under cut rollouts (see ``Weights.jammed``)."""
