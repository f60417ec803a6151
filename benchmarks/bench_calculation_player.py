"""How well the honest Calculation player does, beside the clairvoyant bound, on the same
deals (a measurement, not a test).

For each variation code (the standard ``4-000000`` and the readme's easy ``6-100010`` unless
told otherwise) and deals ``--first-deal``… (``--games`` of them): the honest player's win
rate with its Wilson 95% interval (``boardwalk.bot.simulate.wilson``), its mean cards up,
and the clairvoyant solver's verdicts on the same deals (won / lost / undecided within
``--nodes`` positions), with the time per game of each.

Resumable like ``python -m boardwalk.bot simulate``: each deal is appended to the results
file as one JSON line the moment it ends (``simulate.Outcome``, keyed by variant = the code,
player, seed and node limit; read back with ``simulate.kept``), and a rerun plays only the
deals the file does not hold yet. For the solver, ``won`` is a proven win, ``unknown`` an
undecided deal (budget spent), and anything else a proven loss; ``total`` is 52 for a win.

    .venv/bin/python benchmarks/bench_calculation_player.py --games 1000 --nodes 20000
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from dataclasses import asdict
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardwalk.bot.calculation_player import choose
from boardwalk.bot.calculation_solver import LOST, WON, solve
from boardwalk.bot.simulate import Outcome, kept, mean_interval, wilson
from boardwalk.rules import new_game
from boardwalk.rules.calculation.engine import perform

CODES = ("4-000000", "6-100010")
PLAYERS = ("calc-honest", "calc-solver")
RESULTS = Path(__file__).resolve().parent / "results" / "calculation.jsonl"


def play(task: tuple[str, str, int, int, int]) -> tuple[Outcome, str]:
    """One deal: the outcome, and the solver's verdict (or the honest result) in a word."""
    code, player, deal, seed, nodes = task
    start = time.perf_counter()
    board = new_game("calculation", deal=deal, rule=code).board
    if player == "calc-solver":
        verdict = solve(board, nodes)
        won = verdict.result == WON
        outcome = Outcome(deal, won, won, 52 if won else 0, time.perf_counter() - start,
                          verdict.result not in (WON, LOST))  # fmt: skip
        return outcome, verdict.result
    while (move := choose(board, seed)) is not None:
        board = perform(board, move)[0]
    seconds = time.perf_counter() - start
    return Outcome(deal, board.won, board.won, board.cards_up(), seconds), "played"


def measure(code: str, player: str, args: argparse.Namespace) -> list[Outcome]:
    """Every outcome of the range, those the results file holds and those played now."""
    key = {"variant": code, "player": player, "seed": args.seed, "nodes": args.nodes}
    known = {o.deal: o for o in kept(args.results, key)}
    wanted = range(args.first_deal, args.first_deal + args.games)
    tasks = [(code, player, d, args.seed, args.nodes) for d in wanted if d not in known]
    args.results.parent.mkdir(parents=True, exist_ok=True)
    with Pool(args.jobs) as pool:
        for outcome, _ in pool.imap_unordered(play, tasks, chunksize=4):
            known[outcome.deal] = outcome
            with args.results.open("a", encoding="utf-8") as out:
                out.write(json.dumps({**key, **asdict(outcome)}) + "\n")
    return [known[d] for d in wanted if d in known]


def row(code: str, honest: list[Outcome], bound: list[Outcome]) -> str:
    n, wins = len(honest), sum(o.won for o in honest)
    lo, hi = wilson(wins, n)
    mean, half = mean_interval([o.total for o in honest])
    per = sum(o.seconds for o in honest) / n
    m = len(bound)
    won = sum(o.won for o in bound)
    undecided = sum(o.unknown for o in bound)
    lost = m - won - undecided
    blo, _ = wilson(won, m)
    _, bhi = wilson(won + undecided, m)
    bper = sum(o.seconds for o in bound) / m
    return (
        f"| {code} | {n} | {wins}/{n} = {wins / n:.1%} ({lo:.1%}–{hi:.1%}) | {mean:.1f} ± "
        f"{half:.1f} | {per * 1000:.1f} ms | {won} / {lost} / {undecided} | "
        f"{won / m:.1%}–{(won + undecided) / m:.1%} ({blo:.1%}–{bhi:.1%}) | {bper:.2f} s |"
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--code", action="append", help="a variation code (repeatable)")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--first-deal", type=int, default=1)
    p.add_argument("--nodes", type=int, default=20_000, help="solver: positions per deal")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--results", type=Path, default=RESULTS)
    p.add_argument("--honest-only", action="store_true", help="skip the solver")
    args = p.parse_args(argv)
    rows = [
        "| code | deals | honest wins (95% interval) | mean cards up | honest time/game | "
        "bound won / lost / undecided | clairvoyant win rate: proven–at most (95%) | "
        "solver time/game |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for code in args.code or CODES:
        start = time.perf_counter()
        honest = measure(code, "calc-honest", args)
        bound = [] if args.honest_only else measure(code, "calc-solver", args)
        if not bound:
            bound = [Outcome(o.deal, False, False, 0, 0.0, True) for o in honest]
        rows.append(row(code, honest, bound))
        print(f"{code}: measured in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
