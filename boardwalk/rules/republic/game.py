"""An event-sourced game of The Republic: the deal, the rule, and the moves; the board is
their fold.

The same shape as The Towers' ``Game`` (``boardwalk/rules/towers/game.py``), so the shell
can drive both: ``board``, ``start``, ``moves``, ``redo_moves``, ``play``, ``undo``,
``redo``, ``end``, ``ended``, ``is_over``, ``score``, ``boards``, ``deck``, ``deal``,
``to_json``, ``rule`` (COMPANIONS.md §5). Undoing may show cards that were hidden: that is
left to the player's conscience (§4).
"""

from __future__ import annotations

import json

from ..errors import IllegalMove
from .board import Board, cards_at
from .deal import deck_of_deal, format_deck, layout, parse_deck
from .engine import perform
from .events import Event, GameOver
from .explain import explain
from .matching import REPUBLIC, Rule, find_rule
from .moves import any_legal, is_legal, legal_moves
from .notation import parse_move
from .scoring import Score, score
from .text import board_text

SAVE_FORMAT = "boardwalk-save"
SAVE_VERSION = 1


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


class Game:
    """One game of The Republic under one rule: a deal, the moves played, the moves undone."""

    def __init__(self, deck: tuple[int, ...], rule: Rule, deal: int | None = None) -> None:
        self.variant = REPUBLIC
        self.deal = deal
        self._deck = deck
        self._rule = rule
        self.start = layout(deck, rule)
        """The board of the first move: nothing moves at the deal in The Republic."""
        self._board = self.start
        self._moves: list[str] = []
        self._redo: list[str] = []
        self.ended = False

    # -- what the game is ------------------------------------------------------------
    @property
    def rule(self) -> str:
        """The rule id in force, fixed for the game (§0 Decision)."""
        return self._rule.id

    @property
    def deck(self) -> str:
        """The deal string (§2): packets top down, columns, the stock from its top."""
        return format_deck(self._deck)

    @property
    def moves(self) -> list[str]:
        return list(self._moves)

    @property
    def redo_moves(self) -> list[str]:
        """Undone moves, next to redo first."""
        return list(reversed(self._redo))

    @property
    def board(self) -> Board:
        return self._board

    @property
    def redeals(self) -> int:
        """The ``R`` moves in the game's record: the ones that count for the bonus (§2)."""
        return self._board.redeals

    def legal_moves(self) -> list[str]:
        return [] if self.ended else legal_moves(self._board)

    def is_over(self) -> bool:
        """Won, or no legal move left (the player may still undo)."""
        return self.ended or not any_legal(self._board)

    def score(self) -> Score:
        return score(self._board)

    def cards(self, place: str) -> list[str]:
        """Card codes at ``place``, bottom to top, ``"##"`` face down; ValueError in words for
        a bad place."""
        return cards_at(self._board, place)

    def board_text(self) -> str:
        deal = f"deal {self.deal}" if self.deal is not None else "dealt from a deal string"
        header = f"{self.variant.name}, {deal}, {len(self._moves)} moves"
        return board_text(self._board, header + (" (ended)" if self.ended else ""))

    def boards(self) -> list[Board]:
        """Every position from the deal to now: what a replay steps through."""
        boards = [self.start]
        for move in self._moves:
            boards.append(perform(boards[-1], move)[0])
        return boards

    # -- changing it -----------------------------------------------------------------
    def play(self, move: object) -> list[Event]:
        """Play a move; IllegalMove (the game unchanged) if the rules refuse it.

        Any spelling ``parse_move`` accepts (capitals, spaces, ``:1``) plays; the listed
        form is recorded. IllegalMove is the only error, whatever ``move`` is.
        """
        if self.ended:
            raise IllegalMove("This game has been ended; undo to reopen it.")
        self._board, events = apply(self._board, move)
        text = str(parse_move(move))
        self._moves.append(text)
        if self._redo and self._redo[-1] == text:
            self._redo.pop()
        else:
            self._redo.clear()  # a new move drops the moves ahead (§4 Decision)
        return events

    def undo(self) -> bool:
        """Take back the last move (or reopen an ended game); False if there is nothing."""
        if self.ended:
            self.ended = False
            return True
        if not self._moves:
            return False
        self._redo.append(self._moves.pop())
        self._board = fold(self.start, self._moves)
        return True

    def redo(self) -> bool:
        if self.ended or not self._redo:
            return False
        move = self._redo.pop()
        self._board = perform(self._board, move)[0]
        self._moves.append(move)
        return True

    def end(self) -> Score:
        """End the game now (not a move): the position is scored as it stands (§0)."""
        self.ended = True
        return self.score()

    # -- saving ------------------------------------------------------------------------
    def to_json(self) -> str:
        """The save: game, rule, deal (and its deal string), moves, undone moves, ended."""
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "game": self.variant.id,
                "version": SAVE_VERSION,
                "rule": self.rule,
                "deal": self.deal,
                "deck": self.deck,
                "moves": self._moves,
                "redo": self.redo_moves,
                "ended": self.ended,
            },
            indent=1,
        )


def new_game(deal: int | None = None, deck: str | None = None, rule: str | None = None) -> Game:
    """A new game from a deal number or a deal string (not both), under ``rule``.

    ``rule`` defaults to the standard, alternating. ValueError in words, and nothing else,
    for a bad deal number, deal string or rule id, or for giving both or neither.
    """
    chosen = REPUBLIC.standard if rule is None else find_rule(rule)
    if (deal is None) == (deck is None):
        raise ValueError("Give either a deal number or a deal string.")
    if deal is not None:
        return Game(deck_of_deal(deal), chosen, deal)
    return Game(parse_deck(deck), chosen)
