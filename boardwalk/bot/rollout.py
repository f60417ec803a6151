"""Rollouts of an honest policy: the player that plays each candidate move out to the end
of the game, many times, in imagined worlds, and keeps the move that ends best.

Hindsight optimisation asks a clairvoyant solver what would happen after each move, and
the solver plays as if it will know every card later (strategy fusion): it prizes moves
that only luck nobody can see coming would pay for. Here the game after each candidate is
played by ``honest.greedy_move``, which never looks at a card before it turns up, so what
a rollout wins, a player could win the same way (Tesauro and Galperin 1996; Bertsekas's
rollout algorithm: the result is at least as good as the policy rolled out, and usually
much better). The same worlds judge every candidate (common random numbers), and the
candidates are narrowed in rounds (successive halving) so that the time goes to the moves
that are close.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from boardwalk.rules.board import Board
from boardwalk.rules.engine import perform

from .honest import DEFAULT, TUNED, Weights, greedy_move, hidden, value
from .knowledge import Observation
from .players import Hurried
from .successors import successors

WIN = 100.0
"""What a win is worth in a rollout's outcome, beside the points (at most 52)."""


@dataclass(frozen=True)
class Plan:
    """How hard the rollout player thinks."""

    width: int = 6
    """Candidate moves rolled out: the best-looking by the honest evaluation."""
    worlds: tuple[int, ...] = (12, 24)
    """Worlds per round; after each round but the last, half the candidates are dropped."""
    depth: int = 400
    """Moves of a rollout at most (a whole game is far shorter)."""
    left: float = 0.5
    """What each card still on row 1 costs a rollout's outcome, beside a point's 1."""


def outcome(board: Board, left_cost: float = 0.5) -> float:
    """The worth of a rollout's last board: a win, then points, then row-1 cards gone."""
    u = board.variant.upper_columns
    left = sum(map(len, board.stacks[:u]))
    points = sum(map(len, board.piles))
    return (WIN if not left else 0.0) + points - left_cost * left


class RolloutPlayer(Hurried):
    name = "rollout"

    def __init__(self, seed: int = 0, plan: Plan | None = None, weights: Weights | None = None):
        super().__init__(seed)
        self.plan = plan or Plan()
        self.weights = weights

    def decide(self, observation: Observation, rng: random.Random) -> str | None:
        kids = successors(observation.skeleton)
        if len(kids) <= 1:
            return kids[0][0] if kids else None
        weights = self.weights or TUNED.get(observation.skeleton.variant.id, DEFAULT)
        unseen = hidden(observation.skeleton)
        prior = {m: value(child, unseen, weights) for m, child in kids}
        ranked = sorted(prior, key=lambda m: (prior[m], m), reverse=True)
        candidates = ranked[: self.plan.width]
        totals = dict.fromkeys(candidates, 0.0)
        judged = False
        for n, count in enumerate(self.plan.worlds):
            for _ in range(count):
                if self.stop.is_set() or (judged and self.hurried):
                    return max(candidates, key=lambda m: (totals[m], prior[m], m))
                world = observation.sample(rng)
                for move in candidates:
                    totals[move] += self.rollout(perform(world, move)[0], weights)
                judged = True
            if n < len(self.plan.worlds) - 1 and len(candidates) > 2:
                candidates = sorted(candidates, key=lambda m: (totals[m], prior[m]), reverse=True)
                candidates = candidates[: max(2, len(candidates) // 2)]
        return max(candidates, key=lambda m: (totals[m], prior[m], m))

    def rollout(self, board: Board, weights: Weights) -> float:
        for _ in range(self.plan.depth):
            step = greedy_move(board, weights)
            if step is None:
                break
            board = step[1]
        return outcome(board, self.plan.left)
