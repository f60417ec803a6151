"""The Towers as the exact solver sees it: compact positions and the moves a search needs.

The rules engine (``boardwalk/rules/towers``) parses notation and records events for a
player who moves once a minute; a search asks for the children of thousands of
positions a second. So a position here is a plain tuple (columns as ``bytes``, deepest
card first; towers as cards or ``None``; foundation counts) and moves are found and made
directly. ``moves`` walks the cases of ``rules.towers.moves.iter_legal`` and leaves out
only moves proven needless (its docstring); tests hold every move it offers, and the
position it makes, to the rules engine.
"""

from __future__ import annotations

from boardwalk.rules.towers.board import Board
from boardwalk.rules.towers.matching import Rule

COLUMNS = "abcdefghij"
TOWERS = ("t1", "t2", "t3", "t4")
HOMES = ("f1", "f2", "f3", "f4")
KING = 12
ALL_HOME = 52

Columns = tuple[bytes, ...]
Towers = tuple[int | None, ...]
Position = tuple[Columns, Towers, tuple[int, ...]]
PLACES = (*COLUMNS, *TOWERS, *HOMES)
TOWER, HOME = 10, 14
"""Places by number, as steps name them: columns 0–9, towers 10–13, foundations 14–17."""
Step = tuple[int, int, int]
"""One move of the engine: from a place, to a place, how many cards."""
Move = tuple[Step, ...]
"""A move of the search: one step, or several single-card steps that the search takes
together (a whole run into the towers)."""


class Table:
    """What a rule lets lie on what, worked out once for all 52 × 52 pairs."""

    def __init__(self, rule: Rule) -> None:
        self.rule = rule
        self.fits = [[rule.fits(c, onto) for onto in range(52)] for c in range(52)]
        self.takers = [tuple(c for c in range(52) if self.fits[c][onto]) for onto in range(52)]
        """The cards that may lie on each card: what it is still good for as a base."""
        self.bases = [tuple(o for o in range(52) if self.fits[c][o]) for c in range(52)]
        """The cards each card may lie on."""
        self.shortcuts = all(len(self.takers[c]) <= 1 for c in range(52))
        """Each card lies on one card only (same suit): the rule behind the search's
        same-suit shortcuts (``towers_auto``, the whole-run rule of ``moves``)."""


_TABLES: dict[str, Table] = {}


def table_for(rule: Rule) -> Table:
    table = _TABLES.get(rule.id)
    if table is None:
        table = _TABLES[rule.id] = Table(rule)
    return table


def position_of(board: Board) -> Position:
    return tuple(bytes(c) for c in board.columns), tuple(board.towers), tuple(board.foundations)


def key(position: Position) -> bytes:
    """The position up to symmetry, as the search's transposition table keys it.

    Columns are interchangeable (any column takes the same cards: a King when empty, else
    by its exposed card), so they are sorted; so are towers; the foundations follow from
    the cards still out (each suit is home from its Ace up to its lowest card still out).
    """
    columns, towers, _ = position
    held = bytes(sorted(t for t in towers if t is not None))
    return b"\xff".join(sorted(columns)) + b"\xfe" + held


def run_length(col: bytes, limit: int, fits: list[list[bool]]) -> int:
    """The longest run at the open end of a column, counted up to ``limit``."""
    length, most = 1, min(len(col), limit)
    while length < most and fits[col[-length]][col[-length - 1]]:
        length += 1
    return length


def moves(position: Position, table: Table) -> list[Move]:
    """The legal moves a search needs.

    Left out: a card into any empty tower but the first, and a King (or King-headed run)
    into any empty column but the first (the positions differ only in the order of
    towers or columns, which ``key`` sorts away); and under same-suit, a card lying on the
    one card it fits sent alone into a tower (settling would lay it back at once): its
    whole run goes into the towers instead, as one move of several steps, when the towers
    can take it. ``towers_auto`` proves that the search stays exact.
    """
    columns, towers, homes = position
    fits, bases = table.fits, table.bases
    free = [TOWER + t for t, card in enumerate(towers) if card is None]
    empty = next((x for x, col in enumerate(columns) if not col), None)
    limit = 1 + len(free)
    where = {col[-1]: x for x, col in enumerate(columns) if col}
    found: list[Move] = []
    for c, col in enumerate(columns):
        if not col:
            continue
        top = col[-1]
        if homes[top & 3] == top >> 2:
            found.append(((c, HOME + (top & 3), 1),))
        run = run_length(col, limit, fits)
        for k in range(1, run + 1):
            for onto in bases[col[-k]]:
                x = where.get(onto)
                if x is not None and x != c:
                    found.append(((c, x, k),))
        k = KING + 1 - (top >> 2)
        if empty is not None and k <= run and k < len(col):
            found.append(((c, empty, k),))
        if free:
            found.extend(_to_towers(col, c, free, table))
    for t, card in enumerate(towers):
        if card is None:
            continue
        if homes[card & 3] == card >> 2:
            found.append(((TOWER + t, HOME + (card & 3), 1),))
        for onto in bases[card]:
            x = where.get(onto)
            if x is not None:
                found.append(((TOWER + t, x, 1),))
        if empty is not None and card >> 2 == KING:
            found.append(((TOWER + t, empty, 1),))
    return found


def _to_towers(col: bytes, c: int, free: list[int], table: Table) -> list[Move]:
    """A column's exposed card into the first empty tower; under same-suit, the whole run
    it ends instead (one card per tower, exposed card first), or nothing if too long."""
    if not table.shortcuts:
        return [((c, free[0], 1),)]
    run = run_length(col, len(free) + 1, table.fits)
    if run > len(free):
        return []
    return [tuple((c, free[i], 1) for i in range(run))]


def play(position: Position, step: Step) -> Position:
    """The position after one step (a legal one: nothing is checked)."""
    columns, towers, homes = position
    src, dst, k = step
    cols, tows, hs = list(columns), list(towers), list(homes)
    if src >= TOWER:
        card = tows[src - TOWER]
        assert card is not None
        cards = bytes((card,))
        tows[src - TOWER] = None
    else:
        cards = cols[src][-k:]
        cols[src] = cols[src][:-k]
    if dst >= HOME:
        hs[cards[0] & 3] += 1
    elif dst >= TOWER:
        tows[dst - TOWER] = cards[0]
    else:
        cols[dst] = cols[dst] + cards
    return tuple(cols), tuple(tows), tuple(hs)


def notation(step: Step) -> str:
    """A step as the engine writes it: ``c-e:3``, ``t2-f1``."""
    src, dst, k = step
    return f"{PLACES[src]}-{PLACES[dst]}" + (f":{k}" if k > 1 else "")


def parse_step(text: str) -> Step:
    """The step a move in the engine's notation names (a listed form)."""
    head, _, count = text.partition(":")
    src, dst = head.split("-")
    return PLACES.index(src), PLACES.index(dst), int(count) if count else 1
