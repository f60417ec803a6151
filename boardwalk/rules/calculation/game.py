"""An event-sourced game of Calculation: the deal, the variation, and the moves; the board is
their fold.

The same shape as The Towers' ``Game`` (``boardwalk/rules/towers/game.py``), so the shell
can drive both: ``board``, ``start``, ``moves``, ``redo_moves``, ``play``, ``undo``,
``redo``, ``end``, ``ended``, ``is_over``, ``score``, ``boards``, ``deck``, ``deal``,
``to_json``; and the companions' ``rule`` (COMPANIONS.md §5), here a variation code.
The record itself (moves, undo, redo, ending, the save) is ``companion.CompanionGame``.
"""

from __future__ import annotations

from ..companion import CompanionGame
from ..errors import IllegalMove
from .board import Board, cards_at
from .deal import deck_of_deal, format_deck, layout, read_deck
from .engine import perform
from .events import Event, GameOver
from .explain import explain
from .moves import is_legal, legal_moves
from .notation import parse_move
from .options import CALCULATION, Rule, find_rule
from .scoring import Score, score
from .text import board_text


def apply(board: Board, move: object) -> tuple[Board, list[Event]]:
    """The board after ``move`` and what happened; IllegalMove (naming the rule) if refused.

    IllegalMove is the only error, for any ``move``: bad notation and non-text included.
    A GameOver event closes a move after which the game is won or lost (§3).
    """
    text = str(parse_move(move))
    if not is_legal(board, text):
        raise IllegalMove(explain(board, text))
    new, moved = perform(board, text)
    events: list[Event] = list(moved)
    if new.is_over() and not board.is_over():
        events.append(GameOver(score(new)))
    return new, events


def fold(board: Board, moves: list[str]) -> Board:
    """The board after already-checked moves: what undo, loading and replay rebuild."""
    for move in moves:
        board = perform(board, move)[0]
    return board


class Game(CompanionGame):
    """One game of Calculation under one variation: a deal, the moves played, the undone."""

    _apply = staticmethod(apply)
    _perform = staticmethod(perform)
    _parse = staticmethod(parse_move)

    def __init__(self, deck: tuple[int, ...], rule: Rule, deal: int | None = None) -> None:
        self.variant = CALCULATION
        self.deal = deal
        self._deck = deck
        self._rule = rule
        self.start, self.deal_events = layout(deck, rule)
        """The board of the first move, and the cards' trips there (never moves, §5)."""
        self._begin()

    # -- what the game is ------------------------------------------------------------
    @property
    def deck(self) -> str:
        """The deal string (§3): bases, Kings, then the deck from the first card dealt."""
        return format_deck(self._deck)

    def legal_moves(self) -> list[str]:
        """Every legal move, sorted; moves among discards stay listed after a loss (§5)."""
        return [] if self.ended else legal_moves(self._board)

    def is_over(self) -> bool:
        """Won, or lost as §3 says (moves among discards may remain; undo still works)."""
        return self.ended or self._board.is_over()

    def score(self) -> Score:
        return score(self._board)

    def cards(self, place: str) -> list[str]:
        """Card codes at ``place``, bottom to top; ValueError in words for a bad place."""
        return cards_at(self._board, place)

    def board_text(self) -> str:
        deal = f"deal {self.deal}" if self.deal is not None else "dealt from a deal string"
        header = f"{self.variant.name}, {deal}, {len(self._moves)} moves"
        return board_text(self._board, header + (" (ended)" if self.ended else ""))


def new_game(deal: int | None = None, deck: str | None = None, rule: str | None = None) -> Game:
    """A new game from a deal number or a deal string (not both), under variation ``rule``.

    ``rule`` defaults to the standard, ``4-000000``. ValueError in words, and nothing else,
    for a bad deal number, deal string or variation code, or for giving both or neither.
    """
    chosen = CALCULATION.standard if rule is None else find_rule(rule)
    if (deal is None) == (deck is None):
        raise ValueError("Give either a deal number or a deal string.")
    if deal is not None:
        return Game(deck_of_deal(deal, chosen), chosen, deal)
    return Game(read_deck(deck, chosen), chosen)
