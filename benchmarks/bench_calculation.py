"""Speed of Calculation's rules engine, per variation code (a benchmark, not a test).

Prints random full games per second, microseconds per ``legal_moves`` and per checked
``apply`` on a mid-game board, and the time to rebuild the board of the longest game seen
from its move list (what undo and loading cost), each beside a baseline timed in the same
run (shuffling a 52-card list), because these machines are noisy. Ratios, never pass/fail.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardwalk.rules import new_game
from boardwalk.rules.calculation import apply, fold, legal_moves
from boardwalk.rules.calculation.engine import perform

GAMES = 300
MOVE_LIMIT = 200  # option 3 lets a card shuttle between empty piles for ever
CODES = ("4-000000", "6-100010", "3-001001", "6-010000")


def timed(fn, repeat: int) -> float:
    """Best-of-3 seconds per call."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best


def random_game(rule: str, deal: int, rng: random.Random) -> list[str]:
    """Random play, a move up to a stack taken whenever there is one (games run deeper)."""
    board = new_game("calculation", deal=deal, rule=rule).start
    moves: list[str] = []
    while not board.is_over() and len(moves) < MOVE_LIMIT:
        legal = legal_moves(board)
        up = [m for m in legal if m[-1] in "1234"]
        move = up[0] if up else rng.choice(legal)
        board = perform(board, move)[0]
        moves.append(move)
    return moves


def bench_rule(rule: str, baseline: float) -> tuple[float, float]:
    rng = random.Random(2026)
    start = time.perf_counter()
    games = [(deal, random_game(rule, deal, rng)) for deal in range(1, GAMES + 1)]
    games_per_s = GAMES / (time.perf_counter() - start)
    deal, longest = max(games, key=lambda g: len(g[1]))
    game = new_game("calculation", deal=deal, rule=rule)
    mid = fold(game.start, longest[: len(longest) // 2])
    move = longest[len(longest) // 2]
    legal_us = timed(lambda: legal_moves(mid), 2000) * 1e6
    play_us = timed(lambda: apply(mid, move), 2000) * 1e6
    rebuild_ms = timed(lambda: fold(game.start, longest), 50) * 1e3
    print(
        f"{rule:9} {games_per_s:7.0f} games/s  legal_moves {legal_us:6.1f} us "
        f"({legal_us / baseline:4.1f}x baseline)  play {play_us:6.1f} us "
        f"({play_us / baseline:4.1f}x)  rebuild {len(longest)} moves {rebuild_ms:5.2f} ms"
    )
    return games_per_s, rebuild_ms


def main() -> None:
    deck = list(range(52))
    rng = random.Random(1)
    baseline = timed(lambda: rng.shuffle(deck), 2000) * 1e6
    print(f"baseline: shuffling 52 cards takes {baseline:.1f} us")
    results = [bench_rule(rule, baseline) for rule in CODES]
    min_games = min(r[0] for r in results)
    max_rebuild = max(r[1] for r in results)
    print(f"calculation-bench: min_games_per_s={min_games:.0f} max_rebuild_ms={max_rebuild:.2f}")


if __name__ == "__main__":
    main()
