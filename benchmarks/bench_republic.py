"""Speed of The Republic's rules engine, per matching rule (a benchmark, not a test).

Prints random games per second (to the end, or to a move limit: play-back, vacancies and
unlimited redeals can go round for ever), microseconds per ``legal_moves`` and per checked
``apply`` on a mid-game board, and the time to rebuild the board of the longest game seen
from its move list (what undo and loading cost), each beside a baseline timed in the same
run (shuffling a 104-card list), because these machines are noisy. Ratios, never pass/fail.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardwalk.rules import new_game
from boardwalk.rules.republic import RULES, apply, fold, legal_moves
from boardwalk.rules.republic.engine import perform

GAMES = 100
MOVE_LIMIT = 1500


def timed(fn, repeat: int) -> float:
    """Best-of-3 seconds per call."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best


def random_game(rule: str, deal: int, rng: random.Random) -> tuple[list[str], bool]:
    """Random play, a move to a foundation taken whenever there is one (games run deeper)."""
    board = new_game("republic", deal=deal, rule=rule).start
    moves: list[str] = []
    while (legal := legal_moves(board)) and len(moves) < MOVE_LIMIT:
        up = [m for m in legal if "-f" in m and m[0] != "f"]
        move = up[0] if up else rng.choice(legal)
        board = perform(board, move)[0]
        moves.append(move)
    return moves, board.won


def bench_rule(rule: str, baseline: float) -> tuple[float, float]:
    rng = random.Random(2026)
    start = time.perf_counter()
    games = [(deal, *random_game(rule, deal, rng)) for deal in range(1, GAMES + 1)]
    elapsed = time.perf_counter() - start
    games_per_s = GAMES / elapsed
    moves_per_s = sum(len(g[1]) for g in games) / elapsed
    won = sum(g[2] for g in games)
    deal, longest, _ = max(games, key=lambda g: len(g[1]))
    game = new_game("republic", deal=deal, rule=rule)
    mid = fold(game.start, longest[: len(longest) // 2])
    move = longest[len(longest) // 2]
    legal_us = timed(lambda: legal_moves(mid), 1000) * 1e6
    play_us = timed(lambda: apply(mid, move), 1000) * 1e6
    rebuild_ms = timed(lambda: fold(game.start, longest), 10) * 1e3
    print(
        f"{rule:12} {games_per_s:6.1f} games/s ({moves_per_s:6.0f} moves/s, {won} won)  "
        f"legal_moves {legal_us:6.1f} us ({legal_us / baseline:4.1f}x baseline)  play "
        f"{play_us:6.1f} us ({play_us / baseline:4.1f}x)  rebuild {len(longest)} moves "
        f"{rebuild_ms:6.2f} ms"
    )
    return games_per_s, rebuild_ms


def main() -> None:
    deck = list(range(104))
    rng = random.Random(1)
    baseline = timed(lambda: rng.shuffle(deck), 2000) * 1e6
    print(f"baseline: shuffling 104 cards takes {baseline:.1f} us")
    results = [bench_rule(rule, baseline) for rule in RULES]
    min_games = min(r[0] for r in results)
    max_rebuild = max(r[1] for r in results)
    print(f"republic-bench: min_games_per_s={min_games:.1f} max_rebuild_ms={max_rebuild:.2f}")


if __name__ == "__main__":
    main()
