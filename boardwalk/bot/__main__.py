"""``python -m boardwalk.bot simulate --variant ID --games N --jobs J [--player bot]``

Plays deals 1…N with a player and prints its win rate, perfect-game rate, mean score
with 95% intervals, and speed. Players: random, greedy, bot (the honest searcher), and
solver (the clairvoyant bound: the share of deals it shows to be winnable).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from boardwalk.rules.variants import VARIANTS

from .hindsight import PLAYERS
from .simulate import report, simulate, table


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m boardwalk.bot", description=__doc__)
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("simulate", help="play many deals and measure a player")
    s.add_argument("--variant", choices=sorted(VARIANTS), required=True)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    s.add_argument("--player", choices=[*PLAYERS, "solver"], default="bot")
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--nodes", type=int, default=40_000, help="solver: node limit per deal")
    s.add_argument("--first-deal", type=int, default=1)
    s.add_argument(
        "--results",
        type=Path,
        help="append each deal to this file as it ends; a rerun plays only the deals missing",
    )
    t = sub.add_parser("table", help="the measurements a results file holds, as a table")
    t.add_argument("results", type=Path)
    args = p.parse_args(argv)
    a = args
    if a.command == "table":
        print(table(a.results))
        return 0
    outcomes, wall = simulate(
        a.variant, a.player, a.games, a.jobs, a.seed, a.nodes, a.first_deal, a.results
    )
    if not outcomes:
        print("No deal was played.")
        return 1
    print(report(args.variant, args.player, outcomes, wall, args.jobs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
