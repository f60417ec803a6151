"""Speed of the rules engine, per variant (a benchmark, not a test).

Prints random full games per second, microseconds per ``legal_moves`` and per checked
``apply``, and the time to rebuild the board of the longest game seen from its move list
(what undo and loading cost), each beside a baseline timed in the same run (shuffling a
52-card list), because these machines are noisy. The player's limit is one frame: a
rebuild must take well under 16.7 ms.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from boardwalk.rules import VARIANTS, apply, fold, legal_moves, new_game, score
from boardwalk.rules.engine import perform

GAMES = 300


def timed(fn, repeat: int) -> float:
    """Best-of-3 seconds per call."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeat):
            fn()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best


def random_game(variant: str, deal: int, rng: random.Random) -> list[str]:
    board = new_game(variant, deal=deal).board
    moves = []
    while legal := legal_moves(board):
        move = rng.choice(legal)
        board = perform(board, move)[0]
        moves.append(move)
    return moves


def worth(board) -> float:
    return 3 * score(board).destinations + 0.2 * len(legal_moves(board))


def greedy_game(variant: str, deal: int) -> list[str]:
    """A longer game than random play gives: each move the one that scores and keeps most moves."""
    board = new_game(variant, deal=deal).board
    moves = []
    while legal := legal_moves(board):
        move = max(legal, key=lambda m, b=board: worth(perform(b, m)[0]))
        board = perform(board, move)[0]
        moves.append(move)
    return moves


def bench_variant(variant: str, baseline: float) -> tuple[float, float]:
    rng = random.Random(2026)
    start = time.perf_counter()
    games = [(deal, random_game(variant, deal, rng)) for deal in range(1, GAMES + 1)]
    games_per_s = GAMES / (time.perf_counter() - start)
    games += [(deal, greedy_game(variant, deal)) for deal in range(1, 21)]
    deal, longest = max(games, key=lambda g: len(g[1]))
    game = new_game(variant, deal=deal)
    mid = fold(game.start, longest[: len(longest) // 2])
    move = longest[len(longest) // 2]
    legal_us = timed(lambda: legal_moves(mid), 300) * 1e6
    play_us = timed(lambda: apply(mid, move), 300) * 1e6
    rebuild_ms = timed(lambda: fold(game.start, longest), 20) * 1e3
    print(
        f"{variant:12} {games_per_s:7.0f} games/s  legal_moves {legal_us:6.1f} us "
        f"({legal_us / baseline:4.1f}x baseline)  play {play_us:6.1f} us "
        f"({play_us / baseline:4.1f}x)  rebuild {len(longest)} moves {rebuild_ms:5.2f} ms"
    )
    return games_per_s, rebuild_ms


def main() -> None:
    deck = list(range(52))
    rng = random.Random(1)
    baseline = timed(lambda: rng.shuffle(deck), 2000) * 1e6
    print(f"baseline: shuffling 52 cards takes {baseline:.1f} us")
    results = [bench_variant(v, baseline) for v in VARIANTS]
    min_games = min(r[0] for r in results)
    max_rebuild = max(r[1] for r in results)
    print(f"rules-bench: min_games_per_s={min_games:.0f} max_rebuild_ms={max_rebuild:.2f}")


if __name__ == "__main__":
    main()
