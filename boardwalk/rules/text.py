"""A plain-text picture of a board, for bug reports, debugging and the command line."""

from __future__ import annotations

from .board import LETTERS, Board, names
from .cards import code
from .moves import legal_moves
from .scoring import score

WIDTH = 10


def _stack(board: Board, column: int) -> str:
    stack = board.stacks[column]
    if not stack:
        return "."
    down = board.down[column]
    text = "#" * down + "".join(code(c) for c in stack[down:])
    if column in board.locked:
        text += "!"
    if column in board.dormant:
        text = "z" + text
    return text


def _pile(board: Board, column: int) -> str:
    return "".join(code(c) for c in board.piles[column]) or "-"


def _row(label: str, cells: list[str]) -> str:
    return (label.ljust(8) + "".join(c.ljust(WIDTH) for c in cells)).rstrip()


def board_text(board: Board, header: str = "") -> str:
    """Rows 1–4 and the hand, face-down cards as ``#``; a legend explains the marks."""
    variant = board.variant
    u = variant.upper_columns
    upper, lower = range(u), range(u, variant.columns)
    s = score(board)
    lines = [header] if header else []
    lines.append(
        f"score {s.total} (destinations {s.destinations}, hand {s.hand}, spikes {s.spikes})"
        + (" WON" if s.won else "")
        + (" PERFECT" if s.perfect else "")
    )
    lines.append(_row("", [LETTERS[i] for i in range(u)]))
    lines.append(_row("row 1", [_stack(board, c) for c in upper]))
    lines.append(_row("row 2", [_pile(board, c) for c in upper]))
    lines.append(_row("", [LETTERS[i] for i in range(variant.lower_columns)]))
    lines.append(_row("row 3", [_stack(board, c) for c in lower]))
    lines.append(_row("row 4", [_pile(board, c) for c in lower]))
    if board.hand:
        n = names(variant)
        lines.append(_row("hand", [f"{n.hand[i]} {code(c)}" for i, c in enumerate(board.hand)]))
    lines.append(
        "(# face down, ! locked by the perpetual play rule, z dormant, . empty, - undeclared)"
    )
    return "\n".join(lines)


def moves_text(board: Board) -> str:
    moves = legal_moves(board)
    return f"{len(moves)} legal moves: " + (" ".join(moves) if moves else "none, the game is over")
