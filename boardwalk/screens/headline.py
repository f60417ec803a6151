"""What a score says first, in the game's own words: the big words of a finished game and
the line under them (a perfect game, a win, or not a win this time), each with its colour;
a score in the game's unit (points, cards home, cards up); whether it is a perfect game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from boardwalk.render.theme import Color, Theme


def counted(n: int, noun: str) -> str:
    """``1 point``, ``2 points``, ``15,000 positions``: a number that agrees with its noun."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"


@dataclass(frozen=True)
class Headline:
    """How the game went, said once: the big words, a line under them, their colour."""

    words: str
    under: str
    color: Color
    perfect: bool = False


def score_words(kind: Any, n: int) -> str:
    """A running score in the game's own unit: ``12 points`` (Boardwalk), or what a
    game's ``score_unit`` names it (The Towers: ``12 cards home``)."""
    one, many = getattr(kind, "score_unit", ("point", "points"))
    return f"{n:,} {one if n == 1 else many}"


def is_perfect(score: Any) -> bool:
    """Whether a score is a perfect game (Boardwalk's 52 points). A game whose score has
    no such notion (The Towers, where every win puts all 52 cards home) never is one."""
    return bool(getattr(score, "perfect", False))


def headline(total: int, most: int, won: bool, perfect: bool, theme: Theme, whole: str = ""):
    """A perfect game is celebrated above a win, a win above a loss: each its own words and
    colour (gold, the table's bright green, plain ink); ``whole``: all cards, in the game's
    unit ("52 cards up"). Returns a ``Headline``."""
    if perfect:
        under = f"All {most} points: the best score there is."
        return Headline("A perfect game!", under, theme.glow, perfect=True)
    if won and total >= most:  # a game with no perfect game above a win
        return Headline("You won", f"All {whole or f'{most} cards home'}.", theme.target)
    if won:
        short = counted(most - total, "point")
        return Headline("You won", f"{short} short of a perfect game.", theme.target)
    under = "Not a win this time. Back at the table, Undo takes the game up again."
    return Headline("Game over", under, theme.ink)
