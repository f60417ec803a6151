"""Players that decide as a player does, from an observation, never from the board.

``choose(board)`` turns the board into an ``Observation`` first and decides from that
alone, seeding its randomness from the observation too: the same view gives the same
choice however the face-down cards lie.
"""

from __future__ import annotations

import random
import threading
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass

from boardwalk.rules.board import Board
from boardwalk.rules.engine import perform
from boardwalk.rules.moves import legal_moves

from .evaluate import evaluate
from .knowledge import Observation


class Player(ABC):
    name = "player"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, board: Board) -> str | None:
        """A legal move for this position, or None when none is left."""
        observation = Observation.of(board)
        return self.decide(observation, random.Random(observation.fingerprint() ^ self.seed))

    @abstractmethod
    def decide(self, observation: Observation, rng: random.Random) -> str | None:
        """The move this player makes, seeing only ``observation``."""


class Hurried(Player):
    """A player the table may hurry: hints come with a time limit, and a hint whose
    position the player has left is told to stop (from another thread)."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.stop = threading.Event()
        """Set from another thread when nobody wants the answer any more."""
        self.deadline: float | None = None
        """A ``time.perf_counter()`` reading after which the player answers what it has."""
        self._lock = threading.Lock()

    def hint(
        self, board: Board, stop: threading.Event | None = None, seconds: float | None = None
    ) -> str | None:
        """A move for the table, thinking for at most about ``seconds``; None when ``stop``
        is set, before or while it thinks (nobody wants the answer)."""
        with self._lock:
            stop = stop or threading.Event()
            if stop.is_set():
                return None  # asked for, then left behind while waiting for the last one
            self.stop = stop
            self.deadline = None if seconds is None else time.perf_counter() + seconds
            try:
                move = self.choose(board)
            finally:  # neither outlives the hint: a later choice is not hurried by it
                self.stop, self.deadline = threading.Event(), None
            return None if stop.is_set() else move

    @property
    def hurried(self) -> bool:
        """Told to stop, or out of time."""
        return self.stop.is_set() or (
            self.deadline is not None and time.perf_counter() > self.deadline
        )


class RandomPlayer(Player):
    """Any legal move, uniformly: the floor every other player is measured against."""

    name = "random"

    def decide(self, observation: Observation, rng: random.Random) -> str | None:
        legal = legal_moves(observation.skeleton)
        return rng.choice(legal) if legal else None


class GreedyPlayer(Player):
    """The move whose result looks best, in one imagined arrangement of the unseen cards."""

    name = "greedy"

    def decide(self, observation: Observation, rng: random.Random) -> str | None:
        sample = observation.sample(rng)
        legal = legal_moves(sample)
        if not legal:
            return None
        return max(legal, key=lambda m: evaluate(perform(sample, m)[0]))


@dataclass
class Budget:
    samples: int = 6
    """Arrangements of the unseen cards imagined per decision."""
    width: int = 8
    """Candidate moves kept after a first, cheap look."""
    depth: int = 2
    """Greedy moves played after each candidate, in each imagined arrangement."""
    seconds: float | None = None
    """Stop imagining more arrangements after this long (at least one is always judged).
    For hints at the table; without it a choice depends only on the view and the seed."""


class SearchPlayer(Player):
    """Determinized lookahead: each candidate is played out a few moves deep in several
    imagined arrangements of the unseen cards, and the best average wins. A move whose
    flip could bring anything is judged by what it brings on average, as a player must."""

    name = "bot"

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        super().__init__(seed)
        self.budget = budget or Budget()

    def decide(self, observation: Observation, rng: random.Random) -> str | None:
        b = self.budget
        samples = [observation.sample(rng) for _ in range(b.samples)]
        legal = legal_moves(samples[0])
        if len(legal) <= 1:
            return legal[0] if legal else None
        first = {m: sum(evaluate(perform(s, m)[0]) for s in samples[:2]) for m in legal}
        candidates = sorted(legal, key=first.__getitem__, reverse=True)[: b.width]
        totals = {m: 0.0 for m in candidates}
        start = time.perf_counter()
        for i, sample in enumerate(samples):
            if i and b.seconds is not None and time.perf_counter() - start > b.seconds:
                break
            for move in candidates:
                totals[move] += self.playout(perform(sample, move)[0], b.depth)
        return max(candidates, key=lambda m: (totals[m], first[m]))

    @staticmethod
    def playout(board: Board, depth: int) -> float:
        """The value after up to ``depth`` greedy moves (the best value seen on the way)."""
        best = evaluate(board)
        for _ in range(depth):
            legal = legal_moves(board)
            if not legal:
                break
            board = max((perform(board, m)[0] for m in legal), key=evaluate)
            best = max(best, evaluate(board))
        return best
