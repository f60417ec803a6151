"""A cursor over a finished (or unfinished) game's positions: what a replay steps through.

Nothing here can change a game: a replay is the fold of the moves, shown step by step
(``Game.boards()``); stepping forward also returns the move's events, so the screen can
animate it exactly as the table did. The events come from the game's own engine (the
module that defines its ``Game`` also defines ``apply``): a game of The Towers replays by
The Towers' rules, not Boardwalk's.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from boardwalk.rules import Board, Game
from boardwalk.storage.history import split_deck, stored_deck


class ReplayCursor:
    def __init__(self, game: Game) -> None:
        self.moves: list[str] = list(game.moves)
        self.boards: list[Board] = game.boards()
        self.index = 0
        self._apply: Callable = engine_apply(game)

    @property
    def board(self) -> Board:
        return self.boards[self.index]

    @property
    def at_end(self) -> bool:
        return self.index >= len(self.moves)

    def forward(self) -> tuple | None:
        """Step one move on: its events, or None at the end."""
        if self.at_end:
            return None
        events = self._apply(self.board, self.moves[self.index])[1]
        self.index += 1
        return tuple(events)

    def back(self) -> bool:
        if self.index == 0:
            return False
        self.index -= 1
        return True

    def jump(self, index: int) -> None:
        """To any position, from the deal (0) to the last move (``len(moves)``)."""
        self.index = max(0, min(index, len(self.moves)))


def engine_apply(game: object) -> Callable:
    """``apply(board, move)`` of the engine ``game`` belongs to (each rules package defines
    its ``Game`` and ``apply`` side by side), so no kind needs listing here."""
    return sys.modules[type(game).__module__].apply


def kept_deck(game: Any) -> str:
    """A game's deck with its rule, if it has one, as the history keeps it."""
    return stored_deck(game.deck, getattr(game, "rule", None))


def redealt(kind: Any, variant: str, deal: int | None, deck: str, current: Any = None) -> Any:
    """A deal dealt again (to replay or play again) under the rule it was played by: the
    rule kept before the deck (``alternating: …``), else that of ``current``, the game in
    progress, when it is the same deal (the score's Watch the win names only the deck).
    ValueError in words for a deal that cannot be dealt."""
    rule, deck = split_deck(deck)
    if not rule and current is not None and (current.variant.id, current.deck) == (variant, deck):
        rule = getattr(current, "rule", "")
    ruled = {"rule": rule} if rule else {}  # only a game with rules takes one
    if deal is not None:
        return kind.new_game(variant, deal=deal, **ruled)
    return kind.new_game(variant, deck=deck, **ruled)
