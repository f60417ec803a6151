"""The clairvoyant bound of The Republic (COMPANIONS.md §2): with every card known, the packets'
and the stock's too, whether a deal can be won at all. No player can win a deal this proves
lost, so the share of deals it wins bounds every honest player's win rate from above.

A depth-first search with a node budget over every legal move, with a transposition table of
canonical positions (a column and its packet move together as one of ten interchangeable
places, so the key sorts them; the two foundations of a suit sort as a pair; the redeals done
count only under a rule that limits them), so the whole tree searched without a win proves the
deal LOST. Two sound cuts:

* any vacancy is as good as another, and two foundations of a suit at the same height are
  one: only the first is tried;
* a card goes home at once (``republic_player.safe_up``) when nothing left could ever need
  it in a column.

The honest player's own game is tried first; then moves are tried best first by the honest
player's lookahead (``lines``), here reading every card.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from boardwalk.rules.republic import Board, legal_moves
from boardwalk.rules.republic.board import COLUMNS
from boardwalk.rules.republic.engine import perform

from .republic_player import STEP, choose, evaluate, lines, safe_up

NODE_LIMIT = 20_000
WON, LOST, UNKNOWN = "won", "lost", "unknown"

__all__ = ["LOST", "NODE_LIMIT", "UNKNOWN", "WON", "RepublicVerdict", "safe_up", "solve"]


@dataclass(frozen=True)
class RepublicVerdict:
    result: str
    """``won`` (``line`` wins), ``lost`` (the whole tree searched), ``unknown`` (budget spent
    or stopped)."""
    line: tuple[str, ...]
    """Moves in the engine's notation from the position to a won game, each legal in turn."""
    nodes: int
    best: int
    """The most cards home in any position searched."""
    seconds: float


def key(board: Board) -> tuple:
    """A position up to the symmetries no move can tell apart (see the module docstring)."""
    f = board.foundations
    pairs = tuple(tuple(sorted(f[i : i + 2])) for i in range(0, 8, 2))
    redeals = board.redeals if board.rule.redeals is not None else 0
    places = tuple(sorted(zip(board.packets, board.columns, strict=True)))
    return places, board.stock, board.card, board.talon, pairs, redeals


def _auto(board: Board) -> tuple[Board, list[str]]:
    done = []
    while (move := safe_up(board)) is not None:
        board = perform(board, move)[0]
        done.append(move)
    return board, done


def children(board: Board) -> list[tuple[str, Board]]:
    """Every distinct move with its position, in the honest player's order (its lookahead's
    value, here seeing every card); the stock's own moves just below standing still."""
    values = {move: value for value, move in lines(board)}
    still = evaluate(board) - STEP / 2
    moves = legal_moves(board)
    vacancies = [COLUMNS[c] for c in range(len(COLUMNS)) if board.is_vacancy(c)]
    others = set(vacancies[1:])
    kept = []
    for m in moves:
        src, _, dst = m.partition("-")
        dst = dst.split(":")[0]
        if dst in others:
            continue
        if dst in ("f2", "f4", "f6", "f8") and f"{src}-f{int(dst[1]) - 1}" in moves:
            continue
        kept.append((-values.get(m, still), m))
    kept.sort()
    return [(m, perform(board, m)[0]) for _, m in kept]


def honest_line(
    board: Board, cap: int = 3000, stop: threading.Event | None = None
) -> list[str] | None:
    """The honest player's game from ``board``, if it wins: the first line the search tries
    (so the bound is never below the honest player, deal by deal)."""
    line: list[str] = []
    while not board.won and len(line) < cap and not (stop is not None and stop.is_set()):
        move = choose(board)
        if move is None:
            break
        board = perform(board, move)[0]
        line.append(move)
    return line if board.won else None


class _Frame:
    __slots__ = ("board", "i", "kids", "length")

    def __init__(self, board: Board, length: int) -> None:
        self.board = board
        self.kids: list[tuple[str, Board]] | None = None
        self.i = 0
        self.length = length
        """How many moves of the line led here (the frame's moves are cut back to it)."""


def solve(
    board: Board,
    node_limit: int = NODE_LIMIT,
    stop: threading.Event | None = None,
    honest_first: bool = True,
) -> RepublicVerdict:
    """Whether ``board`` can be won, reading every card, the face-down ones included
    (``honest_first=False``: the caller knows the honest player's game loses)."""
    start = time.perf_counter()
    honest = honest_line(board, stop=stop) if honest_first else None
    if honest is not None:
        return RepublicVerdict(WON, tuple(honest), 0, 104, time.perf_counter() - start)
    board, line = _auto(board)
    best, nodes = board.on_foundations(), 0
    seen = {key(board)}
    stack = [_Frame(board, len(line))]
    while stack:
        frame = stack[-1]
        if frame.board.won:
            return RepublicVerdict(WON, tuple(line), nodes, 104, time.perf_counter() - start)
        if frame.kids is None:
            nodes += 1
            if nodes > node_limit or (stop is not None and stop.is_set()):
                return RepublicVerdict(UNKNOWN, (), nodes, best, time.perf_counter() - start)
            frame.kids = children(frame.board)
        if frame.i >= len(frame.kids):
            stack.pop()
            del line[stack[-1].length if stack else 0 :]
            continue
        move, after = frame.kids[frame.i]
        frame.i += 1
        del line[frame.length :]
        after, auto = _auto(after)
        k = key(after)
        if k in seen:
            continue
        seen.add(k)
        best = max(best, after.on_foundations())
        line += [move, *auto]
        stack.append(_Frame(after, len(line)))
    return RepublicVerdict(LOST, (), nodes, best, time.perf_counter() - start)
