"""The Republic's bot at the table: the honest player's hint, and the score screen's search.

The hint is ``boardwalk.bot.republic_player``: it decides from what a player sees, never from
a face-down card (it masks them before it looks), weighing a short lookahead over the moves in
view: cards home, packets turned up first, vacancies kept, the talon kept small when it cannot
be turned over again; else the stock. When nothing useful is left it offers None (shuffling a
run back and forth, or playing a card back down, leads nowhere), so the demo stops. The score
screen's search, after the game, sees every card: ``boardwalk.bot.republic_solver``, a
depth-first search with a table of positions seen and the provably safe moves home, within its
budget; a search that runs out proves the deal lost. ``ordered`` keeps the older plain ranking
of the legal moves, for a caller that wants every move in a sensible order.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from boardwalk.bot.republic_player import choose
from boardwalk.bot.republic_player import reason as player_reason
from boardwalk.bot.republic_solver import LOST, WON, solve
from boardwalk.rules.republic import Board, legal_moves, parse_move
from boardwalk.rules.republic.notation import REDEAL, TURN


def _rank(board: Board, move: str) -> tuple[int, int]:
    """Lower is better: (the kind of move, then the rank it carries for a card home)."""
    m = parse_move(move)
    if m.src == REDEAL:
        return (7, 0)
    if m.src == TURN and not m.dst:
        return (5, 0)
    src, dst = m.source, m.target
    if src.kind == "foundation":
        return (9, 0)
    if dst.kind == "foundation":
        return (0, _card_rank(board, src))
    if dst.kind == "talon":
        return (6, 0)
    vacancy = not board.columns[dst.index]
    if src.kind == "column":
        column = board.columns[src.index]
        if len(column) == m.count:  # empties it: its packet turns up, or a vacancy opens
            return (2 if board.packets[src.index] and not vacancy else 8, 0)
        fits = board.rule.fits(column[-m.count], column[-m.count - 1])
        return (9 if fits or vacancy else 3, 0)  # a tail moved off its own run: a shuffle
    return (4 if vacancy else 1, 0)  # the stock card, the talon top or a packet card


def _card_rank(board: Board, src) -> int:
    if src.kind == "column":
        return board.columns[src.index][-1] >> 2
    if src.kind == "packet":
        return (board.packet_card(src.index) or 0) >> 2
    if src.kind == "card":
        return (board.card or 0) >> 2
    return board.talon[-1] >> 2 if board.talon else 0


def ordered(board: Board, moves: list[str] | None = None) -> list[str]:
    """The legal moves, the plain rule's favourite first; shuffles and play-backs left out
    unless nothing else is legal."""
    moves = legal_moves(board) if moves is None else moves
    ranked = sorted(moves, key=lambda m: _rank(board, m))
    good = [m for m in ranked if _rank(board, m)[0] < 8]
    return good or ranked


def plain_move(board: Board) -> str | None:
    """The honest player's move (``republic_player.choose``); None when no useful move is
    left (a hint or a demo offering a shuffle would undo its own last move for ever)."""
    return choose(board)


def reason(board: Board, move: str) -> str:
    """One line why the honest player chose ``move``, from the cards in view."""
    return player_reason(board, move)


@dataclass(frozen=True)
class Verdict:
    """What the score screen reads of the deal (the shell's shape of a solver's answer)."""

    winnable: bool | None
    best: int | None
    exact: bool
    line: tuple[str, ...]
    nodes: int


class DealSolver:
    """The score screen's search: ``republic_solver.solve`` over the deal, seeing every card,
    within ``nodes`` positions; ``cancel`` stops it when the player leaves the score."""

    def __init__(self, nodes: int) -> None:
        self.nodes = nodes
        self.stop = threading.Event()

    def cancel(self) -> None:
        self.stop.set()

    def solve(self, board: Board) -> Verdict:
        found = solve(board, self.nodes, self.stop)
        winnable = {WON: True, LOST: False}.get(found.result)
        return Verdict(winnable, found.best, winnable is not None, found.line, found.nodes)
