"""How well the honest Republic player does, beside the clairvoyant bound, on the same deals
(a measurement, not a test).

For each rule (``alternating``, ``same-suit``, ``any-suit`` unless told otherwise) and deals
``--first-deal``… (``--games`` of them): the honest player's win rate with its Wilson 95%
interval (``boardwalk.bot.simulate.wilson``), its mean cards home, and the clairvoyant
solver's verdicts on the same deals (won / lost / unknown within ``--nodes`` positions), with
the time per game of each.

Resumable like ``bench_calculation_player.py``: each deal is appended to
``benchmarks/results/republic-<rule>.jsonl`` as one JSON line the moment it ends
(``simulate.Outcome``, keyed by variant = the rule, player, seed and node limit), and a rerun
plays only the deals the file does not hold yet. For the solver, ``won`` is a proven win,
``unknown`` a deal undecided within the budget, anything else a proven loss; ``total`` is the
most cards home it reached. The honest player stops at ``MOVE_CAP`` moves (it always ends
long before: see ``republic_player``).

    nice -n 10 .venv/bin/python benchmarks/bench_republic_player.py --games 500 --jobs 2
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

from boardwalk.bot.republic_player import choose
from boardwalk.bot.republic_solver import LOST, WON, solve
from boardwalk.bot.simulate import Outcome, kept, mean_interval, wilson
from boardwalk.rules import new_game
from boardwalk.rules.republic.engine import perform

RULES = ("alternating", "same-suit", "any-suit")
PLAYERS = ("republic-honest", "republic-solver")
RESULTS = Path(__file__).resolve().parent / "results"
MOVE_CAP = 5000


def play(task: tuple[str, str, int, int, int, Outcome | None]) -> Outcome:
    """One deal under one rule: the honest game's outcome, or the solver's verdict. The
    solver starts from the honest game when it is known: a win is a win with every card known
    (its time is the honest game's), a loss is not played again."""
    rule, player, deal, seed, nodes, honest = task
    start = time.perf_counter()
    board = new_game("republic", deal=deal, rule=rule).board
    if player == "republic-solver":
        if honest is not None and honest.won:
            return Outcome(deal, True, True, 104, honest.seconds)
        verdict = solve(board, nodes, honest_first=honest is None)
        won = verdict.result == WON
        return Outcome(deal, won, won, verdict.best, time.perf_counter() - start,
                       verdict.result not in (WON, LOST))  # fmt: skip
    moves = 0
    while moves < MOVE_CAP and (move := choose(board, seed)) is not None:
        board = perform(board, move)[0]
        moves += 1
    won = board.won
    return Outcome(deal, won, won, board.on_foundations(), time.perf_counter() - start)


def measure(rule: str, player: str, args: argparse.Namespace) -> list[Outcome]:
    """Every outcome of the range, those the results file holds and those played now."""
    nodes = args.nodes if player == "republic-solver" else 0
    key = {"variant": rule, "player": player, "seed": args.seed, "nodes": nodes}
    results = args.results / f"republic-{rule}.jsonl"
    known = {o.deal: o for o in kept(results, key)}
    wanted = range(args.first_deal, args.first_deal + args.games)
    honest = {}
    if player == "republic-solver":
        plain = {"variant": rule, "player": "republic-honest", "seed": args.seed, "nodes": 0}
        honest = {o.deal: o for o in kept(results, plain)}
    tasks = [(rule, player, d, args.seed, nodes, honest.get(d)) for d in wanted if d not in known]
    if args.table_only:
        tasks = []
    results.parent.mkdir(parents=True, exist_ok=True)
    with Pool(args.jobs) as pool:
        for outcome in pool.imap_unordered(play, tasks, chunksize=1):
            known[outcome.deal] = outcome
            with results.open("a", encoding="utf-8") as out:
                out.write(json.dumps({**key, **asdict(outcome)}) + "\n")
    return [known[d] for d in wanted if d in known]


def row(rule: str, honest: list[Outcome], bound: list[Outcome]) -> str:
    """One line of the README's table: the honest player, then the bound on the same deals."""
    n, wins = len(honest), sum(o.won for o in honest)
    lo, hi = wilson(wins, n)
    mean, half = mean_interval([o.total for o in honest]) if n else (0.0, 0.0)
    per = sum(o.seconds for o in honest) / max(n, 1)
    m = len(bound)
    won = sum(o.won for o in bound)
    unknown = sum(o.unknown for o in bound)
    lost = m - won - unknown
    bper = sum(o.seconds for o in bound) / max(m, 1)
    blo, _ = wilson(won, m)
    _, bhi = wilson(won + unknown, m)
    return (
        f"| `{rule}` | {n} | {wins}/{n} = {wins / max(n, 1):.1%} ({lo:.1%}–{hi:.1%}) | "
        f"{mean:.1f} ± {half:.1f} | {per * 1000:.0f} | {m}: {won} / {lost} / {unknown} | "
        f"{won / max(m, 1):.1%}–{(won + unknown) / max(m, 1):.1%} ({blo:.1%}–{bhi:.1%}) | "
        f"{bper:.2f} |"
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rule", action="append", choices=RULES, help="a rule (repeatable)")
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--first-deal", type=int, default=1)
    p.add_argument("--nodes", type=int, default=1000, help="solver: positions per deal")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    p.add_argument("--results", type=Path, default=RESULTS, help="folder of the results")
    p.add_argument("--honest-only", action="store_true", help="skip the solver")
    p.add_argument("--table-only", action="store_true", help="play nothing: the table")
    args = p.parse_args(argv)
    rows = [
        "| rule | deals | honest wins (95% interval) | mean cards home | honest ms/game | "
        "clairvoyant deals: won / lost / unknown | clairvoyant win rate: proven–at most "
        "(95%) | solver s/deal |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for rule in args.rule or RULES:
        start = time.perf_counter()
        honest = measure(rule, "republic-honest", args)
        bound = [] if args.honest_only else measure(rule, "republic-solver", args)
        rows.append(row(rule, honest, bound))
        print(f"{rule}: measured in {time.perf_counter() - start:.0f} s", file=sys.stderr)
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
