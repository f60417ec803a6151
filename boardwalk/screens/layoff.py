"""The layoff at the table (Ctrl+L, COMPANIONS.md §4): every card that can go up goes, each
its own move in the record (so one Undo takes back one card), one after another so each
is seen landing. Which cards, in which order, is the game's (``Kind.layoff``, pure); this
only plays them at the table's pace.

The next card goes up once the last has landed; while the player holds a card, or another
screen covers the table, the layoff waits; a click or a key lands the cards in flight at
once (the table's rule: input never waits for an animation), so it only hurries. Anything
else that changes the game (an Undo, a new deal) ends it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from .gestures import Play

if TYPE_CHECKING:
    from boardwalk.solitaire import Kind

    from .hand import Hand
    from .table_widget import TableWidget

NONE_UP = "Nothing can go up to a foundation now."


class Table(Protocol):
    """What the layoff needs of the table it plays on."""

    kind: Kind
    widget: TableWidget
    hand: Hand

    @property
    def board(self) -> Any: ...
    def play(self, intent: Play, by_bot: bool = False) -> bool: ...
    def on_top(self) -> bool: ...
    def legal(self) -> list[str]: ...


def lay_off(table: Table) -> None:
    """Send up every card that can go, or say why none does."""
    moves = table.kind.layoff(table.board)
    if moves is None:
        table.widget.say(f"{table.kind.name} has no layoff: no card of it goes to a foundation.")
        return
    if not moves:
        table.widget.say(NONE_UP)
        return
    if not table.legal():  # the player ended the game: nothing moves until Undo reopens it
        table.widget.say("The game was ended: Undo reopens it.")
        return
    cards = f"{len(moves)} card" + ("s go" if len(moves) > 1 else " goes")
    table.widget.say(f"Layoff: {cards} up, one by one (each Undo takes back one).")
    _next(table, moves, table.board)


def _next(table: Table, moves: list[str], board: Any) -> None:
    """Play the next card up if the game is still as the last one left it."""
    if table.board is not board:
        return  # the player changed the game (an Undo): the layoff ends
    if table.hand.busy or not table.on_top():
        table.widget.anim.when_landed(lambda: _next(table, moves, board))
        return
    if table.play(Play(moves[0])) and moves[1:]:
        after = table.board  # the game as this card left it: the next goes only from there
        table.widget.anim.when_landed(lambda: _next(table, moves[1:], after))
