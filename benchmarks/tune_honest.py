"""Tune the honest evaluation's weights for one variant (a measurement, not a test).

Coordinate search: each weight in turn is scaled up, then down (a zero weight is tried at
5), and a change is kept when whole games of the honest greedy player
(``boardwalk.bot.honest.play_out``) on the training deals do better by

    50 × win rate + mean points − mean row-1 cards left

(wins are rare for a greedy player, so points and row-1 progress carry the signal). The
steps shrink by 0.7 each round. Training deals are 5001… by default, never the deals 1–200
on which the players are measured. A greedy game takes 6–18 ms, so a round over 150 deals
takes a few minutes; the result printed last is a ``Weights`` to paste into
``honest.TUNED``.

    .venv/bin/python benchmarks/tune_honest.py squattsi --deals 150 --rounds 3
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardwalk.bot.honest import TUNED, Weights, play_out
from boardwalk.rules import VARIANTS, new_game
from boardwalk.rules.scoring import score


def measure(variant: str, deals: range, w: Weights) -> tuple[float, float, float]:
    """Win rate, mean points and mean row-1 cards left of the greedy player."""
    wins = points = left = 0
    for deal in deals:
        board = play_out(new_game(variant, deal=deal).board, w)
        s = score(board)
        wins += s.won
        points += s.total
        left += sum(map(len, board.stacks[: board.variant.upper_columns]))
    n = len(deals)
    return wins / n, points / n, left / n


def objective(result: tuple[float, float, float]) -> float:
    rate, points, left = result
    return 50 * rate + points - left


def tune(variant: str, deals: range, w: Weights, rounds: int) -> Weights:
    best = measure(variant, deals, w)
    print("start", best, round(objective(best), 3), flush=True)
    names = [f.name for f in dataclasses.fields(Weights) if f.name != "win"]
    step = 0.5
    for round_ in range(rounds):
        for name in names:
            now = getattr(w, name)
            tries = [now * (1 + step), now * (1 - step)] if now else [5.0]
            for tried in tries:
                candidate = dataclasses.replace(w, **{name: tried})
                result = measure(variant, deals, candidate)
                if objective(result) > objective(best):
                    w, best = candidate, result
                    print(round_, name, round(tried, 3), result, flush=True)
                    break
        step *= 0.7
    return w


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", choices=[v.id for v in VARIANTS])
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--first-deal", type=int, default=5001)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--from-default", action="store_true", help="start from Weights()")
    args = parser.parse_args()
    start = Weights() if args.from_default else TUNED.get(args.variant, Weights())
    deals = range(args.first_deal, args.first_deal + args.deals)
    w = tune(args.variant, deals, start, args.rounds)
    print(json.dumps(dataclasses.asdict(w)))


if __name__ == "__main__":
    main()
