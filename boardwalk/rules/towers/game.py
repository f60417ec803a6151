"""An event-sourced game of The Towers: the deal, the rule, and the moves; the board is their fold.

The same shape as Boardwalk's ``Game`` (``boardwalk/rules/game.py``), so the shell can
drive both: ``board``, ``start``, ``moves``, ``redo_moves``, ``play``, ``undo``, ``redo``,
``end``, ``ended``, ``is_over``, ``score``, ``boards``, ``deck``, ``deal``, ``to_json``;
and the companions' ``rule`` (COMPANIONS.md §5).
The record itself (moves, undo, redo, ending, the save) is ``companion.CompanionGame``.
"""

from __future__ import annotations

from ..companion import CompanionGame
from ..errors import IllegalMove
from .board import Board, cards_at
from .deal import deck_of_deal, format_deck, lay_off_aces, layout, parse_deck
from .engine import perform
from .events import Event, GameOver
from .explain import explain
from .matching import TOWERS, Rule, find_rule
from .moves import any_legal, is_legal, legal_moves
from .notation import parse_move
from .scoring import Score, score
from .text import board_text


def apply(board: Board, move: object) -> tuple[Board, list[Event]]:
    """The board after ``move`` and what happened; IllegalMove (naming the rule) if refused.

    IllegalMove is the only error, for any ``move``: bad notation and non-text included.
    """
    text = str(parse_move(move))
    if not is_legal(board, text):
        raise IllegalMove(explain(board, text))
    new, events = perform(board, text)
    if not any_legal(new):
        events.append(GameOver(score(new)))
    return new, events


def fold(board: Board, moves: list[str]) -> Board:
    """The board after already-checked moves: what undo, loading and replay rebuild."""
    for move in moves:
        board = perform(board, move)[0]
    return board


class Game(CompanionGame):
    """One game of The Towers under one rule: a deal, the moves played, the moves undone."""

    _apply = staticmethod(apply)
    _perform = staticmethod(perform)
    _parse = staticmethod(parse_move)

    def __init__(self, deck: tuple[int, ...], rule: Rule, deal: int | None = None) -> None:
        self.variant = TOWERS
        self.deal = deal
        self._deck = deck
        self._rule = rule
        self.layout = layout(deck, rule)
        """The cards as dealt, before the Aces went up."""
        self.start, self.deal_events = lay_off_aces(self.layout)
        """The board of the first move, and the Aces' trips to it (never moves, §1)."""
        self._begin()

    # -- what the game is ------------------------------------------------------------
    @property
    def deck(self) -> str:
        """The deal string (§1): the layout before the Aces go up."""
        return format_deck(self._deck)

    def legal_moves(self) -> list[str]:
        return [] if self.ended else legal_moves(self._board)

    def is_over(self) -> bool:
        """Won, or no legal move left (the player may still undo)."""
        return self.ended or not any_legal(self._board)

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
    """A new game from a deal number or a deal string (not both), under ``rule``.

    ``rule`` defaults to the standard, same-suit. ValueError in words, and nothing else,
    for a bad deal number, deal string or rule id, or for giving both or neither.
    """
    chosen = TOWERS.standard if rule is None else find_rule(rule)
    if (deal is None) == (deck is None):
        raise ValueError("Give either a deal number or a deal string.")
    if deal is not None:
        return Game(deck_of_deal(deal), chosen, deal)
    return Game(parse_deck(deck), chosen)
