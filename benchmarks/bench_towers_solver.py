"""How well the exact solver of The Towers decides deals, per matching rule (a benchmark,
not a test).

For deals 1…N of each rule (the deal as a new game starts it, Aces up), the solver runs
with a node budget and a time cap per deal. Printed per rule: the share of deals decided
(proven winnable or proven lost), the winnable share of the decided deals with its Wilson
95% interval, and the median, 90th percentile and worst time per deal, beside a baseline
timed in the same run (shuffling a 52-card list, as bench_bot.py does), because these
machines are shared and noisy: the ratio travels better than the seconds.

    .venv/bin/python benchmarks/bench_towers_solver.py --deals 1000 --seconds 2
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardwalk.bot.simulate import wilson
from boardwalk.bot.towers_solver import TowersVerdict, solve
from boardwalk.rules import new_game
from boardwalk.rules.towers import RULES

NODES = 2_000_000


def baseline_us() -> float:
    """Microseconds per shuffle of a 52-card list, best of three."""
    deck, rng, best = list(range(52)), random.Random(1), float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(5000):
            rng.shuffle(deck)
        best = min(best, (time.perf_counter() - start) / 5000)
    return best * 1e6


def run_rule(rule: str, deals: int, seconds: float) -> list[tuple[int, TowersVerdict]]:
    results = []
    for deal in range(1, deals + 1):
        board = new_game("towers", deal=deal, rule=rule).start
        verdict = solve(board, NODES, deadline=time.perf_counter() + seconds)
        results.append((deal, verdict))
    return results


def report(rule: str, results: list[tuple[int, TowersVerdict]], base: float) -> str:
    verdicts = [v for _, v in results]
    decided = [v for v in verdicts if v.winnable is not None]
    won = sum(v.winnable is True for v in verdicts)
    low, high = wilson(won, len(decided))
    times = sorted(v.seconds for v in verdicts)
    p90 = times[max(0, math.ceil(len(times) * 0.9) - 1)]
    median = statistics.median(times)
    share = len(decided) / len(verdicts)
    lost = len(decided) - won
    return (
        f"| {rule} | {len(verdicts)} | {won} / {lost} / {len(verdicts) - len(decided)} "
        f"| {share:.1%} | {won / max(1, len(decided)):.1%} "
        f"({low:.1%}–{high:.1%}) | {median * 1e3:.0f} ms | {p90 * 1e3:.0f} ms | "
        f"{times[-1] * 1e3:.0f} ms | {median * 1e6 / base:,.0f}× |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=1000, help="deals per rule (1…N)")
    parser.add_argument("--seconds", type=float, default=2.0, help="time cap per deal")
    parser.add_argument("--rules", default=",".join(RULES), help="comma-separated rule ids")
    parser.add_argument("--list", action="store_true", help="also list undecided deals")
    args = parser.parse_args()
    base = baseline_us()
    print(f"The Towers' exact solver, deals 1–{args.deals}, at most {args.seconds:g} s a deal; "
          f"baseline {base:.1f} µs per 52-card shuffle")  # fmt: skip
    print("| rule | deals | won / lost / undecided | decided | winnable of decided (95% "
          "interval) | median | p90 | worst | median ÷ baseline |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|---|")
    undecided = {}
    for rule in args.rules.split(","):
        results = run_rule(rule, args.deals, args.seconds)
        print(report(rule, results, base), flush=True)
        undecided[rule] = [deal for deal, v in results if v.winnable is None]
    for rule, deals in undecided.items():
        if args.list or deals:
            print(f"undecided under {rule}: {deals or 'none'}")


if __name__ == "__main__":
    main()
