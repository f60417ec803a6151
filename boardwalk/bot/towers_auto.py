"""The moves the exact solver makes without searching, and why the search stays exact.

The search (``towers_search``) walks a smaller graph than the game's: its positions are
*settled* (``settle`` has made every move below), and from each it tries only the moves
``towers_moves.moves`` offers. Two facts make a ``False`` on that graph a proof.

**Settling keeps the answer.** (1) *A card home that nothing needs* (every rule,
``is_safe``): a card out of its foundation is only ever good as a base for a card that
fits on it; if all those are home, any winning line that keeps it out still wins with it
home (skip its own moves, move each run it ends as one card shorter: no card lands on it,
its tower is free). Under same-suit the only card that fits on a playable card is its
suit's next lower one, home already, so every foundation move is safe. (2) *A tower card
onto the one card it fits* (same-suit only, where a card X fits on X+1 of its suit
alone): laying X on its exposed base is undone by one move (X back into the tower it
left), so both positions are won or lost together.

**Every winning line has a shadow in the search.** Write N(P) for P settled (the
automatic moves commute: sending a card home never blocks a landing, nor the reverse, so
N(P) does not depend on their order). For any position P and legal move m, N(P·m) is
N(P) itself or one offered move away from it (towers and columns up to order, as
``towers_moves.key`` compares them). By cases on m, under same-suit: m moves a card that
N(P) sent home (alone: it goes home again; in a run: the run one card shorter is
offered); m lays a tower card on its base, or lifts a card off its base alone into a
tower (it lands again: N(P) itself); m moves a card on which N(P) laid tower cards
(onto a column: the longer run is offered and affordable, the landed cards having freed
their towers; into a tower: the whole run into the towers is offered, and fits for the
same reason); any other move is offered as it is. Under the other rules only (1)
settles, and only its first case arises. So the shadows of a winning line's positions
form a path of the search to a won position: if the search meets no win, none exists.
"""

from __future__ import annotations

from .towers_moves import HOME, KING, TOWER, Position, Step, Table


def is_safe(card: int, homes: tuple[int, ...] | list[int], table: Table) -> bool:
    """Whether sending this playable card home can never cost a win (module docstring, (1))."""
    return all(homes[c & 3] > c >> 2 for c in table.takers[card])


def settle(
    position: Position, table: Table, line: list[Step], touched: tuple[int, ...] | None = None
) -> Position:
    """Make every move of the kinds above, noting each in ``line``, until none is left.

    ``touched`` names the columns whose exposed card the last move changed, when it sent
    nothing home, touched no tower card's base and filled no tower: then only those
    columns can have made a move above possible, and checking them first is cheap.
    """
    if touched is not None and not any(_wakes(position, table, c) for c in touched):
        return position
    columns, towers, homes = position
    cols, tows, hs = list(columns), list(towers), list(homes)
    before = len(line)
    while _home_columns(cols, hs, table, line) | _home_towers(cols, tows, hs, table, line):
        pass
    if len(line) == before:
        return position
    return tuple(cols), tuple(tows), tuple(hs)


def _wakes(position: Position, table: Table, c: int) -> bool:
    """Whether column ``c``'s exposed card can go home safely or take a tower card."""
    columns, towers, homes = position
    col = columns[c]
    if not col:
        return False
    top = col[-1]
    if homes[top & 3] == top >> 2 and is_safe(top, homes, table):
        return True
    return table.shortcuts and top >= 4 and (top - 4) in towers


def _home_columns(cols: list[bytes], hs: list[int], table: Table, line: list[Step]) -> bool:
    moved = False
    for c, col in enumerate(cols):
        while col and hs[col[-1] & 3] == col[-1] >> 2 and is_safe(col[-1], hs, table):
            suit = col[-1] & 3
            hs[suit] += 1
            col = col[:-1]
            line.append((c, HOME + suit, 1))
            moved = True
        cols[c] = col
    return moved


def _home_towers(
    cols: list[bytes], tows: list[int | None], hs: list[int], table: Table, line: list[Step]
) -> bool:
    """Tower cards home when safe; under same-suit, onto their exposed base otherwise."""
    moved = False
    for t, card in enumerate(tows):
        if card is None:
            continue
        if hs[card & 3] == card >> 2 and is_safe(card, hs, table):
            hs[card & 3] += 1
            tows[t] = None
            line.append((TOWER + t, HOME + (card & 3), 1))
            moved = True
        elif table.shortcuts and card >> 2 < KING:
            base = card + 4
            for x, col in enumerate(cols):
                if col and col[-1] == base:
                    cols[x] = col + bytes((card,))
                    tows[t] = None
                    line.append((TOWER + t, x, 1))
                    moved = True
                    break
    return moved
