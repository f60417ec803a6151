"""Loading a saved game of The Republic, fully checked (the save is written by ``Game.to_json``).

A save is the player's file: it may be damaged, cut short or edited. Whatever it holds,
loading answers with a game or with one :class:`BadSave` sentence, never a traceback.
The save names its game (``"game": "republic"``) beside Boardwalk's ``format``, so that
``boardwalk.rules.load_game`` can tell a Republic save from a Boardwalk or Towers one
(:func:`is_republic_save`) before reading it.
"""

from __future__ import annotations

import json

from ..errors import BadSave, IllegalMove, clip, shown
from .deal import deck_of_deal, parse_deck
from .game import SAVE_FORMAT, SAVE_VERSION, Game
from .matching import REPUBLIC, find_rule


def is_republic_save(text: object) -> bool:
    """Whether ``text`` is JSON that says it is a save of The Republic; never raises."""
    try:
        data = json.loads(text)  # type: ignore[arg-type]
    except (TypeError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("game") == REPUBLIC.id


def load_game(text: object) -> Game:
    """The game a save holds; BadSave says in words what is wrong, whatever ``text`` is."""
    data = _read(text)
    if (
        not isinstance(data, dict)
        or data.get("format") != SAVE_FORMAT
        or data.get("game") != REPUBLIC.id
    ):
        raise BadSave("This is not a save of The Republic: it does not say it is one.")
    _check_version(data.get("version"))
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
        raise BadSave(f"This is not a save of The Republic: a save is text, not {shown(text)}.")
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


def _check_version(version: object) -> None:
    if type(version) is not int:  # True and 1.0 are not version numbers
        raise BadSave(
            "This save of The Republic does not say which format version it is; this Boardwalk "
            f"reads version {SAVE_VERSION}."
        )
    if version != SAVE_VERSION:
        raise BadSave(
            f"This save of The Republic is format version {shown(version)}; this Boardwalk reads "
            f"version {SAVE_VERSION}."
        )


def _start_of(data: dict) -> Game:
    """The game as dealt: the rule, then the deal number or the deal string (checked alike)."""
    deal, deck = data.get("deal"), data.get("deck")
    try:
        if "rule" not in data:
            raise ValueError("It does not say which matching rule the game is played under.")
        rule = find_rule(data["rule"])
        if deal is not None:
            game = Game(deck_of_deal(deal), rule, deal)
            if deck is not None and deck != game.deck:
                raise ValueError(f"Its deal string is not the one of deal {deal}: it was edited.")
            return game
        return Game(parse_deck(deck), rule)
    except ValueError as err:
        raise BadSave(f"This save of The Republic cannot be loaded. {err}") from None


def _replay(game: Game, moves: list[str], label: str) -> None:
    for i, move in enumerate(moves, start=1):
        try:
            game.play(move)
        except IllegalMove as err:
            raise BadSave(
                f"This save is damaged or was edited: its {label} {i} ({clip(move)}) is not legal "
                f"there. {err}"
            ) from None
