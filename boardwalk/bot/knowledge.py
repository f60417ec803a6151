"""What a player knows: the board with its face-down cards unknown, and which cards are
not yet seen. Bots get an ``Observation``, never the board itself, and imagine the unseen
cards by sampling them into the face-down places (determinization)."""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

from boardwalk.rules.board import Board


@dataclass(frozen=True)
class Observation:
    """A board as a player sees it. The face-down places hold the unseen cards in sorted
    order, which tells nothing: no identity of a face-down card survives in here."""

    skeleton: Board
    slots: tuple[tuple[int, int], ...]
    """(column, index in its stack) of every face-down card."""
    unseen: tuple[int, ...]

    @classmethod
    def of(cls, board: Board) -> Observation:
        slots = tuple((c, i) for c, stack in enumerate(board.stacks) for i in range(board.down[c]))
        seen = {c for s, d in zip(board.stacks, board.down, strict=True) for c in s[d:]}
        seen |= {c for p in board.piles for c in p} | set(board.hand)
        unseen = tuple(sorted(set(range(52)) - seen))
        return cls(fill(board, slots, unseen), slots, unseen)

    def sample(self, rng: random.Random) -> Board:
        """One way the unseen cards might lie: uniform over all arrangements, which is the
        exact belief of a player who has seen what this observation shows."""
        cards = list(self.unseen)
        rng.shuffle(cards)
        return fill(self.skeleton, self.slots, tuple(cards))

    def fingerprint(self) -> int:
        """A stable number for this observation (same across processes), to seed choices."""
        b = self.skeleton
        text = repr(
            (
                b.variant.id,
                b.stacks,
                b.down,
                b.piles,
                b.hand,
                sorted(b.dormant),
                sorted(b.locked),
                b.plies,
            )
        )
        return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def fill(board: Board, slots: tuple[tuple[int, int], ...], cards: tuple[int, ...]) -> Board:
    """The board with ``cards`` placed in the face-down ``slots``, in order."""
    stacks = [list(s) for s in board.stacks]
    for (c, i), card in zip(slots, cards, strict=True):
        stacks[c][i] = card
    return Board(
        board.variant,
        tuple(tuple(s) for s in stacks),
        board.down,
        board.piles,
        board.hand,
        board.dormant,
        board.locked,
        board.plies,
    )
