"""What every companion game's record shares: the moves, undo and redo, ending, the save, and
loading it back fully checked. Each companion (``towers/``, ``republic/``, ``calculation/``)
keeps its own board, moves and words; its ``Game`` subclasses ``CompanionGame`` with its
engine's ``apply``/``perform``/``parse_move``, and its ``save.py`` gives ``load`` a
``SaveSpec``. One copy of this, not three, so a fix to undo or to a damaged save reaches
every game.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .errors import BadSave, IllegalMove, clip, shown

SAVE_FORMAT = "boardwalk-save"
SAVE_VERSION = 1


class CompanionGame:
    """An event-sourced game: a start board, the moves played, the moves undone; the board
    is their fold. A subclass sets ``start``, ``_rule``, ``variant``, ``deal`` and calls
    ``_begin``; it names its engine in ``_apply``, ``_perform`` and ``_parse`` (static)."""

    _apply: Callable[[Any, object], tuple[Any, list]]
    _perform: Callable[[Any, str], tuple[Any, list]]
    _parse: Callable[[object], object]
    start: Any
    variant: Any
    deal: int | None
    _rule: Any

    def _begin(self) -> None:
        self._board = self.start
        self._moves: list[str] = []
        self._redo: list[str] = []
        self.ended = False

    @property
    def rule(self) -> str:
        """The rule id in force, fixed for the game (COMPANIONS.md §0 Decision)."""
        return self._rule.id

    @property
    def moves(self) -> list[str]:
        return list(self._moves)

    @property
    def redo_moves(self) -> list[str]:
        """Undone moves, next to redo first."""
        return list(reversed(self._redo))

    @property
    def board(self) -> Any:
        return self._board

    def boards(self) -> list[Any]:
        """Every position from the first move's board to now: what a replay steps through."""
        boards = [self.start]
        for move in self._moves:
            boards.append(self._perform(boards[-1], move)[0])
        return boards

    def play(self, move: object) -> list:
        """Play a move; IllegalMove (the game unchanged) if the rules refuse it.

        Any spelling the notation accepts (capitals, spaces) plays; the listed form is
        recorded. IllegalMove is the only error, whatever ``move`` is.
        """
        if self.ended:
            raise IllegalMove("This game has been ended; undo to reopen it.")
        self._board, events = self._apply(self._board, move)
        text = str(self._parse(move))
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
        board = self.start
        for move in self._moves:
            board = self._perform(board, move)[0]
        self._board = board
        return True

    def redo(self) -> bool:
        if self.ended or not self._redo:
            return False
        move = self._redo.pop()
        self._board = self._perform(self._board, move)[0]
        self._moves.append(move)
        return True

    def end(self) -> Any:
        """End the game now (not a move): the position is scored as it stands (§0)."""
        self.ended = True
        return self.score()  # type: ignore[attr-defined]  (each game scores its own board)

    def to_json(self) -> str:
        """The save: game, rule, deal (and its deal string), moves, undone moves, ended."""
        saved = {"format": SAVE_FORMAT, "game": self.variant.id, "version": SAVE_VERSION}
        saved |= {"rule": self.rule, "deal": self.deal, "deck": self.deck}  # type: ignore[attr-defined]
        saved |= {"moves": self._moves, "redo": self.redo_moves, "ended": self.ended}
        return json.dumps(saved, indent=1)


@dataclass(frozen=True)
class SaveSpec:
    """What loading a save needs of one companion: its variant (id and name), what its rule
    is called in a sentence, how a rule is found, and how a game is dealt again."""

    variant: Any
    rule_word: str
    find_rule: Callable[[object], Any]
    dealt: Callable[..., CompanionGame]
    """``dealt(rule, deal=None, deck=None)``: the game as dealt (ValueError in words)."""


def is_save(text: object, game_id: str) -> bool:
    """Whether ``text`` is JSON that says it is a save of that game; never raises."""
    try:
        data = json.loads(text)  # type: ignore[arg-type]
    except (TypeError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("game") == game_id


def load(text: object, spec: SaveSpec) -> CompanionGame:
    """The game a save holds; BadSave says in words what is wrong, whatever ``text`` is."""
    name = spec.variant.name
    data = _read(text, name)
    if (
        not isinstance(data, dict)
        or data.get("format") != SAVE_FORMAT
        or data.get("game") != spec.variant.id
    ):
        raise BadSave(f"This is not a save of {name}: it does not say it is one.")
    _check_version(data.get("version"), name)
    game = _start_of(data, spec)
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


def _read(text: object, name: str) -> object:
    """The JSON value of a save's text (str, or bytes in UTF-8/16/32); BadSave otherwise."""
    if not isinstance(text, str | bytes | bytearray):
        raise BadSave(f"This is not a save of {name}: a save is text, not {shown(text)}.")
    try:
        return json.loads(text)
    except RecursionError:
        raise BadSave("This is not a save: it is nested too deeply to read.") from None
    except UnicodeDecodeError:
        raise BadSave("This is not a save: it is not readable text.") from None
    except json.JSONDecodeError as err:
        raise BadSave(
            f"This is not a save: it is not readable JSON ({err.msg} at line {err.lineno}, "
            f"column {err.colno})."
        ) from None
    except ValueError:  # Python refuses to read integers of more than 4300 digits
        raise BadSave("This is not a save: it holds a number too long to read.") from None


def _check_version(version: object, name: str) -> None:
    if type(version) is not int:  # True and 1.0 are not version numbers
        raise BadSave(
            f"This save of {name} does not say which format version it is; this Boardwalk "
            f"reads version {SAVE_VERSION}."
        )
    if version != SAVE_VERSION:
        raise BadSave(
            f"This save of {name} is format version {shown(version)}; this Boardwalk reads "
            f"version {SAVE_VERSION}."
        )


def _start_of(data: dict, spec: SaveSpec) -> CompanionGame:
    """The game as dealt: the rule, then the deal number or the deal string (checked alike)."""
    deal, deck = data.get("deal"), data.get("deck")
    try:
        if "rule" not in data:
            raise ValueError(f"It does not say which {spec.rule_word} the game is played under.")
        rule = spec.find_rule(data["rule"])
        if deal is not None:
            game = spec.dealt(rule, deal=deal)
            if deck is not None and deck != game.deck:  # type: ignore[attr-defined]
                raise ValueError(f"Its deal string is not the one of deal {deal}: it was edited.")
            return game
        return spec.dealt(rule, deck=deck)
    except ValueError as err:
        raise BadSave(f"This save of {spec.variant.name} cannot be loaded. {err}") from None


def _replay(game: CompanionGame, moves: list[str], label: str) -> None:
    for i, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except IllegalMove as err:
            raise BadSave(
                f"This save is damaged or was edited: its {label} {i} ({clip(move)}) is not legal "
                f"there. {err}"
            ) from None
