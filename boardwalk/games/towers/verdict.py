"""The live verdict on a game of The Towers: whether it can still be won, what the table
says of it, and how many moves one click keeps to give the player a winnable game back.

Every card is face up, so whether a position can be won is a fact the exact solver decides
(``boardwalk/bot/towers_solver.still_winnable``). Winnability only falls along a game, so
"lost since move 23" says exactly one thing: the position after move 23 is lost and the one
after move 22 is not. Taking back moves 23 onward (keeping 22) therefore always gives a
game that can be won (the table's click that does it names the moves it takes back). When the
solver runs out of budget the words say so: nothing it has not proven is claimed.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from functools import partial

from boardwalk.bot.towers_solver import NODE_LIMIT, Memory, Standing, still_winnable
from boardwalk.rules.towers.board import Board
from boardwalk.rules.towers.engine import perform
from boardwalk.rules.towers.game import Game
from boardwalk.solitaire import Outlook

SECONDS = 5.0
"""How long one verdict may search: most take a few milliseconds, a rare deal seconds."""

WINNABLE = "Can still be won"
UNKNOWN = "Too deep to tell"
HOPELESS = "This deal cannot be won"


def outlook_of(standing: Standing) -> Outlook:
    """What the table says of a game that stands as ``standing``."""
    if standing.winnable:
        return Outlook("winnable", WINNABLE, "The solver, seeing every card, found a win.")
    since = standing.lost_since
    if since is None:
        tip = "The solver could not decide in its time: it claims nothing."
        return Outlook("unknown", UNKNOWN, tip)
    if since == 0:
        tip = "No line of play wins this deal: the solver, seeing every card, proved it."
        return Outlook("lost", HOPELESS, tip)
    if not standing.exact:
        tip = (  # the bisection stopped early: nothing before move ``since`` was decided
            f"No win is left after move {since}; the solver could not decide, in its time, "
            "when the win was lost."
        )
        return Outlook("lost", f"Lost by move {since}", tip)
    before = "the deal" if since == 1 else f"move {since - 1}"
    tip = f"No longer winnable since move {since}: after {before} it could still be won."
    return Outlook("lost", f"Lost since move {since}", tip, since - 1)


def boards_of(start: Board, moves: Sequence[str]) -> list[Board]:
    """Every position of a game from its first board: a copy the worker owns, so the game
    the player changes on the frame loop is never read from another thread."""
    boards = [start]
    for move in moves:
        boards.append(perform(boards[-1], move)[0])
    return boards


class Judge:
    """The verdicts of the game in progress, one position at a time, with what the solver
    proved kept for the game (one ``Memory``; a new deal or rule starts another), so asking
    after every move costs a lookup while the player follows a known win. One search at a
    time: a search asked to stop lets the next one in as soon as it notices."""

    def __init__(self, seconds: float = SECONDS, nodes: int = NODE_LIMIT) -> None:
        self.seconds, self.nodes = seconds, nodes
        self._lock = threading.Lock()
        self._game: tuple[str, str] | None = None
        self._memory = Memory()

    def work(self, game: Game) -> Callable[..., Outlook] | None:
        """The verdict's work for ``game`` as it stands (taken now, run later); None when
        no verdict is wanted: the game is won or ended."""
        if game.ended or game.score().won:
            return None
        which = (game.deck, game.rule)
        return partial(self.decide, which, game.start, tuple(game.moves))

    def decide(
        self,
        which: tuple[str, str],
        start: Board,
        moves: tuple[str, ...],
        stop: threading.Event | None = None,
    ) -> Outlook:
        boards = boards_of(start, moves)
        with self._lock:
            if self._game != which:
                self._game, self._memory = which, Memory()
            deadline = time.perf_counter() + self.seconds
            standing = still_winnable(boards, self._memory, self.nodes, deadline, stop)
        return outlook_of(standing)
