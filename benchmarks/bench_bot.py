"""Speed of the bot (a benchmark, not a test): nodes per second of the clairvoyant solver,
seconds per hint (the rollout player as the table asks it) and seconds per decision of
the same player with its full plan (as measured in the README's table), per variant, beside
a baseline timed in the same run (shuffling a 52-card list, as bench_rules.py does),
because these machines are noisy. A hint must come within a second on a desktop.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardwalk.bot.rollout import RolloutPlayer
from boardwalk.bot.solver import Solver
from boardwalk.games.boardwalk.kind import HINT_SECONDS
from boardwalk.rules import VARIANTS, new_game
from boardwalk.rules.engine import perform

DEALS = range(1, 6)
NODES = 20_000
DECISIONS = 6


def baseline_us() -> float:
    """Microseconds per shuffle of a 52-card list, best of three."""
    deck, rng, best = list(range(52)), random.Random(1), float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(5000):
            rng.shuffle(deck)
        best = min(best, (time.perf_counter() - start) / 5000)
    return best * 1e6


def solver_rate(variant: str) -> float:
    """Nodes per second over the deals, each searched to the node limit (or its end)."""
    nodes, seconds = 0, 0.0
    for deal in DEALS:
        solver = Solver(NODES)
        start = time.perf_counter()
        verdict = solver.solve(new_game(variant, deal=deal).board)
        seconds += time.perf_counter() - start
        nodes += verdict.nodes
    return nodes / seconds


def decision_seconds(variant: str, hint: bool) -> list[float]:
    """Seconds per decision along a few moves of each deal: as a hint at the table, or
    with the full plan of a measured game."""
    times = []
    for deal in DEALS:
        board = new_game(variant, deal=deal).board
        bot = RolloutPlayer()
        for _ in range(DECISIONS):
            start = time.perf_counter()
            move = bot.hint(board, seconds=HINT_SECONDS) if hint else bot.choose(board)
            times.append(time.perf_counter() - start)
            if move is None:
                break
            board = perform(board, move)[0]
    return times


def main() -> None:
    print(f"{'variant':12} {'baseline µs':>12} {'solver nodes/s':>15} {'× baseline':>11} "
          f"{'hint median s':>14} {'p90 s':>6} {'max s':>6} {'game move s':>12}")  # fmt: skip
    for variant in VARIANTS:
        base = baseline_us()
        rate = solver_rate(variant)
        hints = sorted(decision_seconds(variant, hint=True))
        full = decision_seconds(variant, hint=False)
        p90 = hints[int(len(hints) * 0.9) - 1]
        per_node = 1e6 / rate  # µs per node, in baseline listings
        print(f"{variant:12} {base:12.1f} {rate:15,.0f} {per_node / base:10.1f}x "
              f"{statistics.median(hints):14.3f} {p90:6.3f} {hints[-1]:6.3f} "
              f"{statistics.mean(full):12.2f}")  # fmt: skip
    print("× baseline: one solver node costs that many shuffles of a 52-card list.")
    print("game move s: mean seconds per decision of the measured player (its whole plan).")


if __name__ == "__main__":
    main()
