"""What a player's hand reaches in The Towers beyond one card: the cards a press lifts (a
run), a card's way up to its foundation (shift-click), and the layoff (Ctrl+L, COMPANIONS.md
§4). Pure: boards in, move strings out, so all three are tested without a window.
"""

from __future__ import annotations

from boardwalk.rules.towers import Board
from boardwalk.rules.towers.board import COLUMNS, FOUNDATION_NAMES, TOWER_NAMES
from boardwalk.rules.towers.engine import perform
from boardwalk.rules.towers.moves import is_legal

SOURCES = (*COLUMNS, *TOWER_NAMES)
"""The layoff's order (§4): the columns from a to j, then the towers from t1 to t4."""


def lift_count(board: Board, place: str, index: int) -> int:
    """How many cards a press on the ``index``-th card of ``place`` lifts: that card and
    every card on it when together they are a run (§1: each one rank below the card it lies
    on, matching it under the rule), else none; a tower card alone; a foundation never.

    Any run lifts, even one longer than 1 + empty towers or with nowhere to go: held and
    dropped, it is refused in the rules' own words ("only 3 cards may move together…"), as
    a single card with no move can be picked up to learn why. A press that did nothing on a
    run the player can see would hide the rule that stops it. A buried card under cards that
    are not a run lifts nothing: no move of the game could take it."""
    if place in TOWER_NAMES:
        return int(index == 0 and board.towers[TOWER_NAMES.index(place)] is not None)
    if place not in COLUMNS:
        return 0
    column = COLUMNS.index(place)
    count = len(board.columns[column]) - index
    return count if 1 <= count <= board.run_length(column) else 0


def foundation_move(board: Board, place: str) -> str | None:
    """The move sending the card at the open end of ``place`` (a column's exposed card, a
    tower's card) to its suit's foundation, legal or not; None where no card lies, or from
    a foundation. Each suit has one foundation, so there is never a choice."""
    if place in TOWER_NAMES:
        card = board.towers[TOWER_NAMES.index(place)]
    elif place in COLUMNS:
        card = board.exposed(COLUMNS.index(place))
    else:
        return None
    return None if card is None else f"{place}-{FOUNDATION_NAMES[card & 3]}"


def layoff_moves(board: Board) -> list[str]:
    """Every card a layoff sends up, each its own move, in the order they are played:
    passes over the sources, columns a to j then towers t1 to t4, each source's card going
    up when it fits; passes repeat until one sends nothing up, so a card freed by another
    going up follows in the next pass (§4: "repeated until none fits")."""
    moves: list[str] = []
    while True:
        sent = 0
        for source in SOURCES:
            move = foundation_move(board, source)
            if move is not None and is_legal(board, move):
                board = perform(board, move)[0]
                moves.append(move)
                sent += 1
        if not sent:
            return moves
