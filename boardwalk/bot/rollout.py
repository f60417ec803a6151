"""Rollouts of an honest policy: the player that plays each candidate move on, honestly,
many times, in imagined worlds, and keeps the move whose worlds look best a few moves on
(ten, thirty in Cheshire; with ``Plan.horizon`` None, at the end of the game).

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
    """Moves of a whole rollout at most (a game is far shorter); a cut one stops at
    ``horizon``."""
    left: float = 0.5
    """What each card still on row 1 costs a rollout's outcome, beside a point's 1."""
    horizon: int | None = 10
    """Cut each rollout after this many moves and judge its board by the honest evaluation
    instead of by the game's end (None: play to the end). The greedy policy is weak, so
    how its whole game ends says less about a move than what the evaluation sees ten
    honest moves on: on deals 1–100 this won 17 Squattsi deals where whole rollouts won 8."""


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
        self.plan = plan
        """None: each variant's own plan (``PLANS``)."""
        self.weights = weights

    def decide(self, observation: Observation, rng: random.Random) -> str | None:
        kids = successors(observation.skeleton)
        if len(kids) <= 1:
            return kids[0][0] if kids else None
        variant = observation.skeleton.variant.id
        weights = self.weights or TUNED.get(variant, DEFAULT)
        plan = self.plan or PLANS.get(variant, Plan())
        unseen = hidden(observation.skeleton)
        prior = {m: value(child, unseen, weights) for m, child in kids}
        ranked = sorted(prior, key=lambda m: (prior[m], m), reverse=True)
        candidates = ranked[: plan.width]
        totals = dict.fromkeys(candidates, 0.0)
        judged = False
        for n, count in enumerate(plan.worlds):
            for _ in range(count):
                if self.stop.is_set() or (judged and self.hurried):
                    return max(candidates, key=lambda m: (totals[m], prior[m], m))
                world = observation.sample(rng)
                for move in candidates:
                    totals[move] += rollout(perform(world, move)[0], weights, plan)
                judged = True
            if n < len(plan.worlds) - 1 and len(candidates) > 2:
                candidates = sorted(candidates, key=lambda m: (totals[m], prior[m]), reverse=True)
                candidates = candidates[: max(2, len(candidates) // 2)]
        return max(candidates, key=lambda m: (totals[m], prior[m], m))


def rollout(board: Board, weights: Weights, plan: Plan) -> float:
    """What one imagined world says of ``board``: the honest greedy game played on from it,
    judged at the plan's horizon by the evaluation, or at its end by ``outcome``."""
    horizon = plan.horizon
    for _ in range(plan.depth if horizon is None else horizon):
        step = greedy_move(board, weights)
        if step is None:
            break
        board = step[1]
    if horizon is not None:
        return value(board, hidden(board), weights)
    return outcome(board, plan.left)


PLANS = {"cheshire": Plan(horizon=30)}
"""Plans per variant where they differ from ``Plan()``. Cheshire's games are longest and
its favors and coaxing pay off late: on its deals 1–61, rollouts cut at ten moves won 9
where whole ones won 15; on training deals 5001–5040, cut at thirty they won 14 where
whole ones won 7."""
