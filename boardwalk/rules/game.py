"""An event-sourced game: the deal plus the list of moves; the board is their fold.

Undo drops the last move and redo puts it back; a save is the deal and the move list in
notation. Nothing here draws or stores anything: scenes and storage build on it.
"""

from __future__ import annotations

import json

from .board import Board, cards_at, initial_board
from .deals import check_deal_number, deal_cards, format_deck, parse_deck
from .engine import perform
from .errors import BadSave, IllegalMove, clip, shown
from .events import Event, GameOver
from .explain import explain
from .moves import any_legal, is_legal, legal_moves
from .notation import parse_move
from .scoring import Score, score
from .text import board_text
from .variants import Variant, find_variant

SAVE_FORMAT = "boardwalk-save"
SAVE_VERSION = 1


def apply(board: Board, move: str) -> tuple[Board, list[Event]]:
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
    """One game of one variant: a deal, the moves played, and the moves undone."""

    def __init__(self, variant: Variant, deck: tuple[int, ...], deal: int | None = None) -> None:
        self.variant = variant
        self.deal = deal
        self._deck = deck
        self.start = initial_board(variant, deck)
        self._board = self.start
        self._moves: list[str] = []
        self._redo: list[str] = []
        self.ended = False

    # -- what the game is ------------------------------------------------------------
    @property
    def deck(self) -> str:
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

    def legal_moves(self) -> list[str]:
        return [] if self.ended else legal_moves(self._board)

    def is_over(self) -> bool:
        return self.ended or not any_legal(self._board)

    def score(self) -> Score:
        return score(self._board)

    def cards(self, place: str) -> list[str]:
        """Card codes at ``place``, bottom to top; ValueError in words for a bad place."""
        return cards_at(self._board, place)

    def board_text(self) -> str:
        deal = f"deal {self.deal}" if self.deal is not None else "dealt from a deck"
        header = f"{self.variant.name}, {deal}, {len(self._moves)} moves"
        return board_text(self._board, header + (" (ended)" if self.ended else ""))

    def boards(self) -> list[Board]:
        """Every position from the deal to now: what a replay steps through."""
        boards = [self.start]
        for move in self._moves:
            boards.append(perform(boards[-1], move)[0])
        return boards

    # -- changing it -----------------------------------------------------------------
    def play(self, move: str) -> list[Event]:
        """Play a move; IllegalMove (the game unchanged) if the rules refuse it.

        IllegalMove is the only error, whatever ``move`` is (bad notation, not text).
        """
        if self.ended:
            raise IllegalMove("This game has been ended; undo to reopen it.")
        self._board, events = apply(self._board, move)
        text = str(parse_move(move))
        self._moves.append(text)
        if self._redo and self._redo[-1] == text:
            self._redo.pop()
        else:
            self._redo.clear()
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
        """End the game now (not a move): the position is scored as it stands."""
        self.ended = True
        return self.score()

    # -- saving ------------------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "variant": self.variant.id,
                "deal": self.deal,
                "deck": self.deck,
                "moves": self._moves,
                "redo": self.redo_moves,
                "ended": self.ended,
            },
            indent=1,
        )


def new_game(variant: str, deal: int | None = None, deck: str | None = None) -> Game:
    """A new game of ``variant`` from a deal number or a deck order string (not both).

    ValueError in words, and nothing else, for an unknown variant, a bad deal number or
    deck, or for giving both or neither.
    """
    v = find_variant(variant)
    if (deal is None) == (deck is None):
        raise ValueError("Give either a deal number or a deck order string.")
    if deal is not None:
        return Game(v, deal_cards(check_deal_number(deal), v.id), deal)
    return Game(v, parse_deck(deck))


def load_game(text: str | bytes) -> Game:
    """The game a save holds, fully checked; BadSave says in words what is wrong.

    BadSave is the only error, whatever ``text`` is: not text, not JSON, nested too
    deeply, numbers too long, fields of the wrong type, or moves the rules refuse.
    """
    data = _read(text)
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise BadSave("This is not a Boardwalk save: it does not say it is one.")
    version = data.get("version")
    if type(version) is not int:  # True and 1.0 are not version numbers
        raise BadSave(
            f"This save does not say which format version it is; this Boardwalk reads version "
            f"{SAVE_VERSION}."
        )
    if version != SAVE_VERSION:
        raise BadSave(
            f"This save is format version {shown(version)}; this Boardwalk reads version "
            f"{SAVE_VERSION}."
        )
    game = _start_of(data)
    for label, key in (("move", "moves"), ("undone move", "redo")):
        moves = data.get(key, [])
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise BadSave(f"The save's {key} must be a list of moves in notation.")
        _replay(game, moves, label)
    for _ in data.get("redo", []):
        game.undo()
    ended = data.get("ended", False)
    if not isinstance(ended, bool):
        raise BadSave("The save's 'ended' must be true or false.")
    game.ended = ended
    return game


def _read(text: object) -> object:
    """The JSON value of a save's text (str, or bytes in UTF-8/16/32); BadSave otherwise."""
    if not isinstance(text, str | bytes | bytearray):
        raise BadSave(f"This is not a Boardwalk save: a save is text, not {shown(text)}.")
    try:
        return json.loads(text)
    except RecursionError:
        raise BadSave("This is not a Boardwalk save: it is nested too deeply to read.") from None
    except UnicodeDecodeError:
        raise BadSave("This is not a Boardwalk save: it is not readable text.") from None
    except json.JSONDecodeError as err:
        raise BadSave(
            f"This is not a Boardwalk save: it is not readable JSON ({err.msg} at line "
            f"{err.lineno}, column {err.colno})."
        ) from None
    except ValueError:  # Python refuses to read integers of more than 4300 digits
        raise BadSave("This is not a Boardwalk save: it holds a number too long to read.") from None


def _start_of(data: dict) -> Game:
    deal, deck = data.get("deal"), data.get("deck")
    try:
        variant = find_variant(data.get("variant"))
        if deal is not None:
            game = Game(variant, deal_cards(check_deal_number(deal), variant.id), deal)
            if deck is not None and deck != game.deck:
                raise ValueError(f"its deck is not the deck of deal {deal}: it was edited.")
            return game
        return Game(variant, parse_deck(deck))
    except ValueError as err:
        raise BadSave(f"This save cannot be loaded: {str(err)[0].lower()}{str(err)[1:]}") from None


def _replay(game: Game, moves: list[str], label: str) -> None:
    for i, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except IllegalMove as err:
            raise BadSave(
                f"This save is damaged or was edited: its {label} {i} ({clip(move)}) is not legal "
                f"there. {err}"
            ) from None
