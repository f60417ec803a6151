"""Playing many deals to measure a player: win rate, perfect games, mean score, speed.

Deals 1…N of a variant, the same for every player, so players are compared on the same
cards. Intervals are 95%: Wilson's for rates, the normal approximation for the mean.

A long measurement is built up over several runs: with a results file, each deal is
appended as one JSON line the moment it is played, and a rerun plays only the deals of
the range the file does not hold yet for the same variant, player, seed and node limit.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import asdict, dataclass
from multiprocessing import Pool
from pathlib import Path

from boardwalk.rules import new_game
from boardwalk.rules.engine import perform
from boardwalk.rules.scoring import score

from .hindsight import PLAYERS
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
    variant: str,
    player: str,
    games: int,
    jobs: int,
    seed: int,
    nodes: int,
    first: int = 1,
    results: Path | None = None,
):
    """Play the deals of ``first``… (``games`` of them) not yet in ``results``; returns
    every outcome of the range (from the file too), in deal order, and the wall time."""
    key = {"variant": variant, "player": player, "seed": seed, "nodes": nodes}
    known = {o.deal: o for o in kept(results, key)} if results else {}
    wanted = range(first, first + games)
    tasks = [(variant, player, deal, seed, nodes) for deal in wanted if deal not in known]
    start = time.perf_counter()
    for outcome in _played(tasks, jobs):
        known[outcome.deal] = outcome
        if results is not None:
            with results.open("a", encoding="utf-8") as out:
                out.write(json.dumps({**key, **asdict(outcome)}) + "\n")
    outcomes = [known[d] for d in wanted if d in known]
    return outcomes, time.perf_counter() - start


def _played(tasks: list, jobs: int):
    """Outcomes as each deal ends (not in order), so none is lost to a stopped run."""
    if jobs > 1 and len(tasks) > 1:
        with Pool(jobs) as pool:
            yield from pool.imap_unordered(play_deal, tasks, chunksize=1)
    else:
        yield from map(play_deal, tasks)


def kept(results: Path, key: dict) -> list[Outcome]:
    """The outcomes a results file holds for this measurement; lines that are not one
    (cut off by a stopped run, another measurement, damaged) are passed over."""
    if not results.exists():
        return []
    found = []
    fields = set(Outcome.__dataclass_fields__)
    for line in results.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            data = json.loads(line)
            if all(data.get(k) == v for k, v in key.items()):
                found.append(Outcome(**{k: data[k] for k in fields}))
        except (ValueError, TypeError, KeyError, AttributeError):
            continue
    return found


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
    deals = f"deals {outcomes[0].deal}–{outcomes[-1].deal}" if outcomes else "no deals"
    lines = [
        f"{variant} · {player} · {n} {deals} · {jobs} job(s)",
        f"  {label}: {wins}/{n} = {wins / n:.1%}  (95% CI {lo:.1%}–{hi:.1%})",
        f"  perfect games: {perfect}/{n} = {perfect / n:.1%}  (95% CI {plo:.1%}–{phi:.1%})",
        f"  mean score: {mean:.1f} ± {half:.1f}" + (" (best found)" if player == "solver" else ""),
    ]
    if player == "solver":
        lines.append(f"  unknown (node limit reached without a win): {unknown}/{n}")
    lines.append(f"  speed: {cpu / n:.2f} s per game; this run {wall:.0f} s")
    lines.append(
        f"bot-sim: variant={variant} player={player} games={n} wins={wins} "
        f"win_rate={wins / n:.4f} ci=[{lo:.4f},{hi:.4f}] perfect={perfect} "
        f"mean={mean:.2f} ci_half={half:.2f} unknown={unknown} s_per_game={cpu / n:.3f}"
    )
    return "\n".join(lines)


def table(results: Path) -> str:
    """A Markdown table of every measurement a results file holds: per player and variant,
    how many deals (and which, when the range has holes), the win rate with its 95%
    interval, the mean score, and the time per game. What the README's table is made of."""
    groups: dict[tuple[str, str], dict[int, Outcome]] = {}
    fields = set(Outcome.__dataclass_fields__)
    text = results.read_text(encoding="utf-8", errors="replace") if results.exists() else ""
    for line in text.splitlines():
        try:
            data = json.loads(line)
            outcome = Outcome(**{k: data[k] for k in fields})
            groups.setdefault((str(data["player"]), str(data["variant"])), {})[outcome.deal] = (
                outcome
            )
        except (ValueError, TypeError, KeyError, AttributeError):
            continue
    rows = ["| player | variant | deals | win rate (95% interval) | mean score | s per game |",
            "|---|---|---|---|---|---|"]  # fmt: skip
    for (player, variant), by_deal in sorted(groups.items()):
        outcomes = [by_deal[d] for d in sorted(by_deal)]
        n, wins = len(outcomes), sum(o.won for o in outcomes)
        lo, hi = wilson(wins, n)
        mean, half = mean_interval([o.total for o in outcomes])
        seconds = sum(o.seconds for o in outcomes) / n
        rows.append(
            f"| {player} | {variant} | {n} ({_spans(sorted(by_deal))}) | {wins}/{n} = "
            f"{wins / n:.1%} ({lo:.1%}–{hi:.1%}) | {mean:.1f} ± {half:.1f} | {seconds:.1f} |"
        )
    return "\n".join(rows)


def _spans(deals: list[int]) -> str:
    """``1–40, 45`` for the deals held: a measurement built up over runs may have holes."""
    spans: list[list[int]] = []
    for deal in deals:
        if spans and deal == spans[-1][1] + 1:
            spans[-1][1] = deal
        else:
            spans.append([deal, deal])
    return ", ".join(f"{a}–{b}" if a != b else f"{a}" for a, b in spans)
