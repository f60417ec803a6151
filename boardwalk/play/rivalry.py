"""The competition The Republic's readme promised, for every game: a challenge code taken up.

Whoever pastes a challenge code may play its deal themselves, under its rule, instead of
watching it. The challenger's proven result then rides along with their game (``Rival``,
saved with the session, so quitting and resuming keeps it) and the score screen sets the
two side by side: a win beats a loss, then more cards home (or up), then more points (a
Card Shell bonus), then fewer moves. Nothing here draws; nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from boardwalk.rules import Game


class Proven(Protocol):
    """A challenge code read and proven (``challenge.Challenge``): its game, replayed."""

    def game(self) -> Game: ...


MOST_MOVES = 10**6
"""More moves than any proven game holds: a saved rival past it is damaged."""


@dataclass(frozen=True)
class Rival:
    """A challenger's game, proven by replaying its code: which deal, and how it ended."""

    variant: str
    deck: str
    """The deal's cards, as the game's ``deck`` gives them (a numbered deal's too)."""
    rule: str
    """The rule it was played under ("" for a game without rules)."""
    total: int
    """Cards home (or up), or Boardwalk's points: the game's ``score().total``."""
    won: bool
    points: int | None
    """What the game was worth under a Card Shell points table (None: no table)."""
    moves: int

    def matches(self, game: Game) -> bool:
        """Whether ``game`` is this very deal under this very rule: only then is it the
        challenge taken up (a restart of it too)."""
        rule = getattr(game, "rule", "") or ""
        return (game.variant.id, game.deck, rule) == (self.variant, self.deck, self.rule)

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Rival:
        """A saved rival, checked field by field; ValueError saying what is wrong."""
        if not isinstance(data, dict) or set(data) != {f for f in cls.__dataclass_fields__}:
            raise ValueError("its challenge is not a challenger's result.")
        texts = (data["variant"], data["deck"], data["rule"])
        counts = (data["total"], data["moves"])
        points = data["points"]
        if not all(isinstance(t, str) and len(t) < 2000 for t in texts):
            raise ValueError("its challenge names no deal.")
        if not all(type(n) is int and 0 <= n <= MOST_MOVES for n in counts):
            raise ValueError("its challenge's score or moves are not whole numbers in range.")
        if type(data["won"]) is not bool or not (points is None or type(points) is int):
            raise ValueError("its challenge's result is not a win or a loss with points.")
        return cls(**data)


def rival_of(found: Proven) -> Rival:
    """The challenger's result, from the code's proven replay."""
    game = found.game()
    score = game.score()
    return Rival(
        variant=game.variant.id,
        deck=game.deck,
        rule=getattr(game, "rule", "") or "",
        total=score.total,
        won=score.won,
        points=_points(game),
        moves=len(game.moves),
    )


def _points(game: Game) -> int | None:
    """A finished game's worth under its Card Shell table, or None (no table)."""
    rule = getattr(game.board, "rule", None)
    return game.score().points if hasattr(rule, "points") else None


def _result(
    ruled: bool, won: bool, total: int, points: int | None, moves: int
) -> tuple[tuple[str, int], ...]:
    """What decides who did better, in order, each with the words that say so (higher is
    better). A Card Shell game is a win or a loss first, then its cards home (or up) and
    its points (a bonus); Boardwalk's score is its points, as its best score is, then a
    win. Fewer moves count only between two wins: ending a lost game at once is no feat."""
    first = [("a win against no win", int(won)), ("more {unit}", total)]
    order = first if ruled else first[::-1]
    return (*order, ("more points", points or 0), ("fewer moves", -moves if won else 0))


@dataclass(frozen=True)
class Standing:
    """The two results side by side in words, and whether the player's was the better."""

    words: str
    beaten: bool


def standing(
    rival: Rival, game: Game, unit: tuple[str, str] = ("card home", "cards home")
) -> Standing:
    """The two results side by side, then who did better and why: ``Challenge: they won,
    104 cards home, +3 in 240 moves; you won, 104 cards home, +3 in 212 moves. You beat
    it: fewer moves.``"""
    score, points, moves = game.score(), _points(game), len(game.moves)
    mine = _result(bool(rival.rule), score.won, score.total, points, moves)
    theirs = _result(bool(rival.rule), rival.won, rival.total, rival.points, rival.moves)
    they = _said("they", rival.won, rival.total, rival.points, rival.moves, unit)
    both = f"Challenge: {they}; {_said('you', score.won, score.total, points, moves, unit)}."
    decides = next(((m, t) for m, t in zip(mine, theirs, strict=True) if m[1] != t[1]), None)
    if decides is None:
        return Standing(f"{both} A tie: the same result.", False)
    why = decides[0][0].format(unit=unit[1])
    if decides[0][1] > decides[1][1]:
        return Standing(f"{both} You beat it: {why}.", True)
    return Standing(f"{both} They keep it: {why}.", False)


def _said(
    who: str, won: bool, total: int, points: int | None, moves: int, unit: tuple[str, str]
) -> str:
    """One side's result: ``they won, 104 cards home, +3 in 240 moves``."""
    how = "won" if won else "did not win"
    scored = f"{total:,} {unit[0] if total == 1 else unit[1]}"
    worth = "" if points is None else f", {points:+d}".replace("-", "−")
    return f"{who} {how}, {scored}{worth} in {moves:,} move{'' if moves == 1 else 's'}"
