"""Figures worth looking at, from the history of finished games of one variant."""

from __future__ import annotations

from dataclasses import dataclass

from boardwalk.storage.history import Record


@dataclass(frozen=True)
class Figures:
    games: int
    wins: int
    perfect: int
    best: int
    average: float
    current_streak: int
    longest_streak: int
    fewest_moves_to_win: int | None
    scores: tuple[int, ...]
    """Every total, oldest first: the distribution and the trend are drawn from these."""

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def figures(records: list[Record]) -> Figures:
    """The figures of these games, taken in the order they finished."""
    scores = tuple(r.total for r in records)
    wins = [r for r in records if r.won]
    current = longest = run = 0
    for r in records:
        run = run + 1 if r.won else 0
        longest = max(longest, run)
    current = run
    return Figures(
        games=len(records),
        wins=len(wins),
        perfect=sum(r.perfect for r in records),
        best=max(scores, default=0),
        average=sum(scores) / len(scores) if scores else 0.0,
        current_streak=current,
        longest_streak=longest,
        fewest_moves_to_win=min((r.move_count for r in wins), default=None),
        scores=scores,
    )


def distribution(scores: tuple[int, ...], buckets: int = 13) -> list[int]:
    """How many scores fall in each of ``buckets`` equal bands of 0–52 (a score outside
    them counts in the nearest band, never in the wrong one)."""
    counts = [0] * buckets
    for s in scores:
        counts[max(0, min(buckets - 1, s * buckets // 53))] += 1
    return counts


def figure_rows(fig: Figures) -> list[tuple[str, str]]:
    """The figures panel, label and value; a dash where no game gives a value yet."""
    return [
        ("Games", f"{fig.games:,}"),
        ("Wins", f"{fig.wins:,}  ({fig.win_rate:.0%})" if fig.games else "0"),
        ("Perfect games", f"{fig.perfect:,}"),
        ("Best score", str(fig.best) if fig.games else "—"),
        ("Average score", f"{fig.average:.1f}" if fig.games else "—"),
        ("Current winning streak", str(fig.current_streak)),
        ("Longest winning streak", str(fig.longest_streak)),
        ("Fewest moves to a win", str(fig.fewest_moves_to_win or "—")),
    ]
