"""A cursor over a finished (or unfinished) game's positions: what a replay steps through.

Nothing here can change a game: a replay is the fold of the moves, shown step by step
(``Game.boards()``); stepping forward also returns the move's events, so the screen can
animate it exactly as the table did.
"""

from __future__ import annotations

from boardwalk.rules import Board, Game, apply


class ReplayCursor:
    def __init__(self, game: Game) -> None:
        self.moves: list[str] = list(game.moves)
        self.boards: list[Board] = game.boards()
        self.index = 0

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
        events = apply(self.board, self.moves[self.index])[1]
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
