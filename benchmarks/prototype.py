"""The hindsight-optimisation prototype of issue 15, rebuilt from its description, to
measure it on this engine: what it wins, and what a decision costs here.

At each decision: imagine 4 arrangements of the unseen cards and, for every legal move,
ask the clairvoyant solver (300 nodes) whether a win follows it in each; keep the 6 moves
that win most often, check them again in 8 fresh arrangements at 1,500 nodes, and play
the move that wins in the most; ties by the search bot's evaluation (over the first two
arrangements), then by the move's name.

    python benchmarks/prototype.py --variant hopscotch --games 44 --jobs 2
    python benchmarks/prototype.py --variant cheshire --cost 8

Games are appended one line per deal, in ``simulate``'s format, to
``benchmarks/results/prototype.jsonl`` (``python -m boardwalk.bot table`` reads it); a rerun
plays only the deals missing. ``--cost N`` instead times the first N decisions of deal 1
and counts the solver's nodes.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from boardwalk.bot.evaluate import evaluate
from boardwalk.bot.hindsight import PLAYERS
from boardwalk.bot.knowledge import Observation
from boardwalk.bot.players import Player
from boardwalk.bot.simulate import report, simulate
from boardwalk.bot.solver import Solver
from boardwalk.bot.successors import successors
from boardwalk.rules import new_game
from boardwalk.rules.board import Board
from boardwalk.rules.engine import perform

RESULTS = Path(__file__).parent / "results" / "prototype.jsonl"
NODES = [0]
"""Solver nodes spent in this process (for ``--cost``)."""


def wins(world: Board, move: str, nodes: int, seed: int) -> bool:
    verdict = Solver(nodes, want_score=False, seed=seed).solve(perform(world, move)[0])
    NODES[0] += verdict.nodes
    return verdict.winnable is True


class PrototypePlayer(Player):
    """The prototype as a player: it decides from what a player sees, like every other."""

    name = "prototype"

    def decide(self, observation: Observation, rng: random.Random) -> str | None:
        moves = sorted(m for m, _ in successors(observation.skeleton))
        if len(moves) <= 1:
            return moves[0] if moves else None
        first = [observation.sample(rng) for _ in range(4)]
        prior = {m: sum(evaluate(perform(w, m)[0]) for w in first[:2]) for m in moves}
        won = {m: sum(wins(w, m, 300, i) for i, w in enumerate(first)) for m in moves}
        candidates = sorted(moves, key=lambda m: (won[m], prior[m]), reverse=True)[:6]
        second = [observation.sample(rng) for _ in range(8)]
        won = {m: sum(wins(w, m, 1500, i) for i, w in enumerate(second)) for m in candidates}
        return max(candidates, key=lambda m: (won[m], prior[m], m))


PLAYERS.setdefault(PrototypePlayer.name, PrototypePlayer)  # for ``simulate``'s workers too


def cost(variant: str, decisions: int) -> None:
    player, board = PrototypePlayer(), new_game(variant, deal=1).board
    spent, nodes, made = 0.0, 0, 0
    for made in range(decisions):
        NODES[0], start = 0, time.perf_counter()
        move = player.choose(board)
        if move is None:
            break
        seconds = time.perf_counter() - start
        spent, nodes = spent + seconds, nodes + NODES[0]
        print(f"{variant} decision {made + 1}: {move} {seconds:.1f} s, {NODES[0]} nodes")
        board = perform(board, move)[0]
    else:
        made = decisions
    if made:  # a game that ends before N decisions is averaged over those it had
        print(f"{variant}: {spent / made:.1f} s and {nodes // made} nodes a decision over "
              f"{made}, {nodes / spent:.0f} nodes a second")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="hopscotch")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--games", type=int, default=44)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cost", type=int, default=0, metavar="N")
    a = parser.parse_args()
    if a.cost:
        cost(a.variant, a.cost)
        return
    outcomes, wall = simulate(a.variant, "prototype", a.games, a.jobs, 0, 1500, a.first, RESULTS)
    print(report(a.variant, "prototype", outcomes, wall, a.jobs))


if __name__ == "__main__":
    main()
