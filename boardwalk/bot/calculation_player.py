"""An honest player of Calculation (COMPANIONS.md §3): the hint and the demo.

Honest means it decides from what a player at the table knows: the stacks, the discard
piles (covered discards too: the player put them there and may remember them, which is all
that option 2 spares "those of us with poor memories", the readme says), the card in play,
how many cards are undealt, and so which cards are still to come, but never their order:
it never reads ``board.stock`` at all, so its move is the same whatever order the undealt
cards are in (even under option 5, which shows them: there the clairvoyant solver,
``calculation_solver``, is the stronger hint). Its plan follows the readme's Advice Column
(``/work/shared/seeds/calculation-rules.txt``):

* advice 4, "always work first from the discard piles": a discard top that fits a stack
  goes up before anything else, then the card in play if it fits;
* it plays a card up whenever it can. Why never hold one back: a stack takes each rank
  once, so a card that fits is one the stacks must take some time, and putting it up only
  uncovers the card beneath (or brings the next card into play) and lets the stack wait
  for its following rank; the one real choice is *which* stack when two want the same
  rank, and it picks the stack whose following cards are then within reach;
* otherwise the card in play goes on the discard pile where it costs least (``cost``):
  advice 5 and 6, "build sequences in the discard piles" and "try not to cover cards you
  will be using soon": a card lies best on one the stacks will want *after* it (best of
  all the very next card of its own stack's sequence: a 4 on the 5 for stack 1), so the
  piles build down in the order the stacks want them; advice 3, Kings on a pile of their
  own, where they cover nothing; advice 7, no impossible sequences (Kings on a needed
  card cost the most); and one pile is kept free for cards that fit nowhere;
* option 3 (a discard top may move onto an empty pile) is used to dig out a covered card
  that then goes up at once.

``hint(board)`` is the move the player would make, ``reason(board, move)`` one line why,
from visible facts only. The choice is a pure function of what is seen: the same board
and seed give the same move.
"""

from __future__ import annotations

from functools import lru_cache

from boardwalk.rules.calculation.board import Board
from boardwalk.rules.calculation.options import FULL, Rule, next_rank
from boardwalk.rules.text import card_name

STACKS = "1234"
PILES = "abcdef"
KING = FULL - 1
POS = tuple(tuple(next(k for k in range(FULL) if next_rank(s, k) == r) for r in range(FULL))
            for s in range(4))  # fmt: skip
"""``POS[s][r]``: where rank ``r`` lies in stack ``s``'s sequence (0 = its base)."""
FAR = FULL
"""The urgency of a card no stack can take (never on a board still in play)."""
EMPTY_COST = 6.0
"""Taking an empty pile for a card that covers nothing there."""
LAST_EMPTY_COST = 10.0
"""Taking the last empty pile while no pile holds only Kings (advice 3: keep one free)."""
URGENT = 12.0
"""How much more a covered card weighs the sooner it is wanted (tuned on deals 1001–1500)."""
NEXT_IN_SEQUENCE = -2.0
"""A bonus for lying on the very card its stack wants next after it (advice 5)."""

__all__ = ["choose", "cost", "hint", "reason", "urgency"]


def pile_name(p: int) -> str:
    return PILES[p]


def compatible(board: Board, card: int, stack: int) -> bool:
    return board.rule.colour_ok(card, stack)


def urgency(board: Board, card: int) -> int:
    """How many cards a stack must still take before it takes ``card`` (0: it fits now),
    over the stacks that can take it; the sooner, the more a covered card hurts."""
    return urgencies(board)[card]


def urgencies(board: Board) -> tuple[int, ...]:
    """``urgency`` of every card at once (a table per stack count, kept)."""
    return _table(tuple(len(s) for s in board.stacks), board.rule)


@lru_cache(maxsize=20_000)
def _table(counts: tuple[int, ...], rule: Rule) -> tuple[int, ...]:
    table = []
    for card in range(52):
        steps = [POS[s][card >> 2] - counts[s] for s in range(4) if rule.colour_ok(card, s)]
        table.append(min((n for n in steps if n >= 0), default=FAR))
    return tuple(table)


def after(board: Board, card: int, top: int) -> bool:
    """Whether ``top`` is the very card a stack takes right after ``card`` (advice 5: the
    four on the five, for stack 1): then the pile builds down as that stack wants it."""
    for s in range(4):
        k = POS[s][card >> 2]
        if (
            k >= len(board.stacks[s])
            and k + 1 < FULL
            and compatible(board, card, s)
            and top >> 2 == next_rank(s, k + 1)
            and compatible(board, top, s)
        ):
            return True
    return False


def rank_word(card: int) -> str:
    """A card as its corner shows it, ``7♥``, ``K♣``: what the player sees on the table."""
    return card_name(card)


def choose(board: Board, seed: int = 0) -> str | None:
    """The honest player's move, or None when the game is over (or no move is left)."""
    if board.is_over():
        return None
    up = _play_up(board)
    if up is not None:
        return up
    dig = _dig(board)
    if dig is not None:
        return dig
    if board.in_play is None:
        return None
    ranked = sorted(
        range(len(board.piles)),
        key=lambda p: (round(cost(board, board.in_play, p), 6), (p + seed) % len(board.piles)),
    )
    return f"p-{pile_name(ranked[0])}"


def hint(board: Board, rng_seed: int = 0) -> str | None:
    """The move to suggest on ``board`` (``Kind.hint``), in the engine's notation."""
    return choose(board, rng_seed)


def _play_up(board: Board) -> str | None:
    """A card that goes up now: discard tops first (advice 4), then the card in play."""
    sources = [(pile_name(p), pile[-1]) for p, pile in enumerate(board.piles) if pile]
    if board.in_play is not None:
        sources.append(("p", board.in_play))
    for name, card in sources:
        fits = [s for s in range(4) if board.fits(card, s)]
        if fits:
            best = max(fits, key=lambda s: (_follow_on(board, card, s), -s))
            return f"{name}-{STACKS[best]}"
    return None


def _follow_on(board: Board, card: int, stack: int) -> int:
    """How many more cards would follow ``card`` onto ``stack`` from the discard tops now."""
    tops = {pile[-1] for pile in board.piles if pile}
    tops.discard(card)
    count, n = 0, len(board.stacks[stack]) + 1
    while n < FULL:
        want = [c for c in tops if c >> 2 == next_rank(stack, n) and compatible(board, c, stack)]
        if not want:
            break
        tops.discard(want[0])
        count, n = count + 1, n + 1
    return count


def _dig(board: Board) -> str | None:
    """Option 3: move a discard top onto an empty pile when a card under it (under at most
    as many cards as there are empty piles, one pile for each) can then go up, the
    shallowest such card first."""
    if not board.rule.discard_moves:
        return None
    empty = [p for p, pile in enumerate(board.piles) if not pile]
    for depth in range(1, len(empty) + 1):
        for p, pile in enumerate(board.piles):
            if len(pile) > depth and board.fits_any(pile[-1 - depth]):
                return f"{pile_name(p)}-{pile_name(empty[0])}"
    return None


def cost(board: Board, card: int, p: int) -> float:
    """What putting ``card`` on discard pile ``p`` costs, in stack steps of delay.

    Every card of the pile that the stacks want *before* ``card`` waits until ``card`` has
    gone up (advice 6): its delay counts, doubled for the top card and weighted more the
    sooner the card is wanted. A King on anything but Kings costs the most (advice 3, 7).
    An empty pile costs a flat amount, more if it is the last one and no pile is kept for
    Kings, and a card other than a King on the pile of Kings costs as much while a King may
    still come (advice 3: "don't put any other cards on this pile until you have all four
    kings there"). A card on the very card that follows it in a stack's sequence earns a
    bonus; otherwise, of two piles that cover nothing wanted sooner, the one whose top a
    stack takes soonest after the card is best (the piles build down, advice 5).
    """
    pile = board.piles[p]
    table = urgencies(board)
    mine = table[card]
    if not pile:
        if card >> 2 == FULL - 1:
            return 0.0 if not _kings_pile(board) else EMPTY_COST / 2
        lone = board.empty_piles() == 1 and not _kings_pile(board)
        return LAST_EMPTY_COST if lone else EMPTY_COST / board.empty_piles()
    if card >> 2 != KING and all(c >> 2 == KING for c in pile) and not _kings_up(board):
        return EMPTY_COST  # advice 3: nothing else on the Kings' pile while Kings may come
    total, released = 0.0, -1
    for depth, under in enumerate(reversed(pile)):
        wanted = table[under]
        waits = mine - max(wanted, released)
        if waits > 0:
            total += waits * (2.0 if depth == 0 else 1.0) * (1.0 + URGENT / (1 + wanted))
        released = max(released, wanted)
    top = pile[-1]
    if total == 0 and after(board, card, top):
        total += NEXT_IN_SEQUENCE
    elif total == 0:
        total += _gap(board, card, top) / FAR
    return total


def _gap(board: Board, card: int, top: int) -> int:
    """How many cards a stack takes between ``card`` and ``top`` when one stack takes both
    in that order (the closer, the better the pile builds down); else ``FAR`` more."""
    best = FAR + min(urgency(board, top) - urgency(board, card), FAR)
    for s in range(4):
        k, j = POS[s][card >> 2], POS[s][top >> 2]
        if (
            len(board.stacks[s]) <= k < j
            and compatible(board, card, s)
            and compatible(board, top, s)
        ):
            best = min(best, j - k - 1)
    return best


def _kings_up(board: Board) -> bool:
    """Whether every King is in sight (up, on a pile or in play): none is left to come."""
    seen = sum(len(stack) == FULL for stack in board.stacks)
    seen += sum(c >> 2 == KING for pile in board.piles for c in pile)
    seen += board.in_play is not None and board.in_play >> 2 == KING
    return seen == 4


def _kings_pile(board: Board) -> bool:
    """Whether some pile holds Kings only (advice 3's pile kept for Kings)."""
    return any(pile and all(c >> 2 == FULL - 1 for c in pile) for pile in board.piles)


def reason(board: Board, move: str) -> str:
    """One line saying why ``move`` is good on ``board``, from what the player sees."""
    src, _, dst = move.partition("-")
    card = _card_at(board, src)
    if card is None:
        return f"{move} is the move to make."
    word = rank_word(card)
    if dst in STACKS:
        stack = int(dst) - 1
        follow = _follow_on(board, card, stack)
        verb = "follows" if follow == 1 else "follow"
        more = f", and {follow} more then {verb} from the discard tops" if follow else ""
        if src != "p":
            return (
                f"The {word} on pile {src} goes up to stack {dst}: work first from the discard "
                f"piles, it uncovers the card beneath{more}."
            )
        return f"The {word} in play fits stack {dst}: a card that fits always goes up{more}."
    if src != "p":
        return (
            f"Move the {word} from pile {src} to the empty pile {dst}: it uncovers a card "
            "that then goes up to a stack."
        )
    pile = board.piles[PILES.index(dst)] if dst in PILES[: len(board.piles)] else ()
    if not pile:
        if card >> 2 == FULL - 1:
            return f"The King goes on the empty pile {dst}: Kings go up last, so keep them apart."
        return (
            f"The {word} goes on the empty pile {dst}: on any other pile it would cover a "
            "card wanted sooner."
        )
    top = pile[-1]
    if after(board, card, top):
        return (
            f"The {word} goes on the {rank_word(top)} on pile {dst}: a stack wants them in that "
            "order, so the pile builds down as the stacks want it."
        )
    if urgency(board, top) > urgency(board, card):
        return (
            f"The {word} goes on the {rank_word(top)} on pile {dst}: the stacks want the "
            f"{rank_word(top)} later, so it covers nothing needed sooner."
        )
    return (
        f"No pile takes the {word} without covering a card wanted sooner; on pile {dst} it "
        "delays the stacks least."
    )


def _card_at(board: Board, place: str) -> int | None:
    if place == "p":
        return board.in_play
    if len(place) == 1 and place in PILES[: len(board.piles)]:
        pile = board.piles[PILES.index(place)]
        return pile[-1] if pile else None
    return None
