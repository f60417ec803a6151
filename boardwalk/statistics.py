"""Figures worth looking at, from the history of finished games of one variant."""

from __future__ import annotations

from collections import Counter
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


# -- by rule: the Card Shell games (COMPANIONS.md §4) ------------------------------------------
ALL_RULES = ""
"""The key of the line that sums every rule."""


@dataclass(frozen=True)
class RuleFigures:
    """A Card Shell game's figures over some games (one rule's, or all of them)."""

    games: int
    wins: int
    points: int
    streak: int
    """The current streak: +3 is three wins in a row, −2 two losses, 0 no game yet."""
    longest_wins: int
    longest_losses: int
    moves_per_game: float
    """The moves in each game's final record, on average (§4 Decision)."""
    mean_total: float = 0.0
    """The cards home (or up) a game, on average: Calculation's figure, where a Card Shell
    game has points (COMPANIONS.md §3: cards up is its result)."""

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def rule_figures(records: list[Record]) -> RuleFigures:
    """The figures of these games, taken in the order they finished: a win ends a losing
    streak and a loss a winning one, so the current streak is one or the other."""
    streak = longest_wins = longest_losses = 0
    for r in records:
        if r.won:
            streak = streak + 1 if streak > 0 else 1
            longest_wins = max(longest_wins, streak)
        else:
            streak = streak - 1 if streak < 0 else -1
            longest_losses = max(longest_losses, -streak)
    moves = sum(r.move_count for r in records)
    return RuleFigures(
        games=len(records),
        wins=sum(r.won for r in records),
        points=sum(r.points for r in records),
        streak=streak,
        longest_wins=longest_wins,
        longest_losses=longest_losses,
        moves_per_game=moves / len(records) if records else 0.0,
        mean_total=sum(r.total for r in records) / len(records) if records else 0.0,
    )


def by_rule(
    records: list[Record], rules: list[str], most: int | None = None
) -> list[tuple[str, RuleFigures]]:
    """Each rule's figures, in the order given (every rule, played or not; a rule the game
    no longer names still counts in the total), then ``ALL_RULES``: every game together.
    With more rules than ``most`` lines (Calculation's 256 variations), the unplayed ones
    go, then the least played are folded into one line, ``12 more``, so that every line
    stays readable; the first (the standard) always has its line."""
    kept = _fewest_lines(records, rules, most) if most is not None else rules
    lines = [(rule, rule_figures([r for r in records if r.rule == rule])) for rule in kept]
    rest = set(rules) - set(kept)
    folded = [r for r in records if r.rule in rest]
    if folded:  # rules with games, folded into one line (unplayed ones are only left out)
        lines.append((f"{len({r.rule for r in folded})} more", rule_figures(folded)))
    return [*lines, (ALL_RULES, rule_figures(records))]


def _fewest_lines(records: list[Record], rules: list[str], most: int) -> list[str]:
    """The rules that keep their own line within ``most`` (the standard, then the most
    played), in the order given; one line is left for those folded away."""
    if len(rules) <= most:
        return rules
    played = Counter(r.rule for r in records)
    with_games = [rule for i, rule in enumerate(rules) if played[rule] or i == 0]
    if len(with_games) <= most:
        return with_games
    ranked = sorted(rules[1:], key=lambda rule: -played[rule])  # stable: ties keep order
    chosen = {rules[0], *(rule for rule in ranked[: max(0, most - 2)] if played[rule])}
    return [rule for rule in rules if rule in chosen]


def streak_words(streak: int) -> str:
    """``3 wins``, ``1 loss``, or a dash before the first game."""
    if streak > 0:
        return f"{streak:,} win{'' if streak == 1 else 's'}"
    if streak < 0:
        return f"{-streak:,} loss{'' if streak == -1 else 'es'}"
    return "—"


def signed(n: int) -> str:
    """Points as the Card Shell table prints them: ``+4``, ``−1`` (a true minus), ``0``."""
    return "0" if n == 0 else f"+{n:,}" if n > 0 else f"−{-n:,}"


def rule_cells(fig: RuleFigures, points: bool = True) -> list[str]:
    """One line of the table by rule, in ``rule_headings(points)`` order; dashes where no
    game gives a value yet. Without a points table the fourth figure is the cards up a game."""
    if not fig.games:
        return ["0", "0", "—", "0" if points else "—", "—", "0", "0", "—"]
    return [
        f"{fig.games:,}",
        f"{fig.wins:,}",
        f"{fig.win_rate:.0%}",
        signed(fig.points) if points else f"{fig.mean_total:.1f}",
        streak_words(fig.streak),
        str(fig.longest_wins),
        str(fig.longest_losses),
        f"{fig.moves_per_game:.1f}",
    ]


def rule_headings(points: bool = True) -> tuple[str, ...]:
    """What each figure of a line by rule counts: points for a Card Shell game, the cards up
    a game for Calculation (a column of zeros would say nothing)."""
    return RULE_HEADINGS if points else (*RULE_HEADINGS[:3], CARDS_UP, *RULE_HEADINGS[4:])


CARDS_UP = "Cards up a game"
RULE_HEADINGS = (
    "Games",
    "Wins",
    "Win %",
    "Points",
    "Current streak",
    "Longest win streak",
    "Longest loss streak",
    "Moves per game",
)
