"""Playing many deals to measure a player: win rate, perfect games, mean score, speed.

Deals 1…N of a variant, the same for every player, so players are compared on the same
cards. Intervals are 95%: Wilson's for rates, the normal approximation for the mean.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from multiprocessing import Pool

from boardwalk.rules import new_game
from boardwalk.rules.engine import perform
from boardwalk.rules.scoring import score

from .players import PLAYERS
from .solver import Solver

Z = 1.96


@dataclass(frozen=True)
class Outcome:
    deal: int
    won: bool
    perfect: bool
    total: int
    seconds: float
    unknown: bool = False
    """Solver only: the node limit ran out before a win was found."""


def play_deal(args: tuple[str, str, int, int, int]) -> Outcome:
    variant, player, deal, seed, nodes = args
    start = time.perf_counter()
    board = new_game(variant, deal=deal).board
    if player == "solver":
        verdict = Solver(nodes, want_score=True).solve(board)
        return Outcome(deal, verdict.winnable is True, verdict.best == 52, verdict.best,
                       time.perf_counter() - start, verdict.winnable is None)  # fmt: skip
    chooser = PLAYERS[player](seed=seed)
    while (move := chooser.choose(board)) is not None:
        board = perform(board, move)[0]
    s = score(board)
    return Outcome(deal, s.won, s.perfect, s.total, time.perf_counter() - start)


def wilson(k: int, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = k / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: list[int]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    return mean, Z * sd / math.sqrt(n)


def simulate(
    variant: str, player: str, games: int, jobs: int, seed: int, nodes: int, first: int = 1
):
    tasks = [(variant, player, deal, seed, nodes) for deal in range(first, first + games)]
    start = time.perf_counter()
    if jobs > 1:
        with Pool(jobs) as pool:
            outcomes = pool.map(play_deal, tasks, chunksize=1)
    else:
        outcomes = [play_deal(t) for t in tasks]
    return outcomes, time.perf_counter() - start


def report(variant: str, player: str, outcomes: list[Outcome], wall: float, jobs: int) -> str:
    n = len(outcomes)
    wins = sum(o.won for o in outcomes)
    perfect = sum(o.perfect for o in outcomes)
    unknown = sum(o.unknown for o in outcomes)
    lo, hi = wilson(wins, n)
    plo, phi = wilson(perfect, n)
    mean, half = mean_interval([o.total for o in outcomes])
    cpu = sum(o.seconds for o in outcomes)
    label = "winnable (found)" if player == "solver" else "win rate"
    lines = [
        f"{variant} · {player} · {n} deals (1–{n}) · {jobs} job(s)",
        f"  {label}: {wins}/{n} = {wins / n:.1%}  (95% CI {lo:.1%}–{hi:.1%})",
        f"  perfect games: {perfect}/{n} = {perfect / n:.1%}  (95% CI {plo:.1%}–{phi:.1%})",
        f"  mean score: {mean:.1f} ± {half:.1f}" + (" (best found)" if player == "solver" else ""),
    ]
    if player == "solver":
        lines.append(f"  unknown (node limit reached without a win): {unknown}/{n}")
    lines.append(f"  speed: {cpu / n:.2f} s per game, {n / wall:.2f} games/s over {wall:.0f} s")
    lines.append(
        f"bot-sim: variant={variant} player={player} games={n} wins={wins} "
        f"win_rate={wins / n:.4f} ci=[{lo:.4f},{hi:.4f}] perfect={perfect} "
        f"mean={mean:.2f} ci_half={half:.2f} unknown={unknown} s_per_game={cpu / n:.3f}"
    )
    return "\n".join(lines)
