"""The two ways the rules say no, each with a sentence a player can read.

Every public entry point of the rules raises only its documented error, whatever it is
given: ``load_game`` only :class:`BadSave`; ``Game.play``, ``apply`` and ``parse_move``
only :class:`IllegalMove`; ``new_game``, ``parse_deck``, ``find_variant`` and
``Game.cards`` only ValueError. :func:`shown` quotes what the player gave inside those
sentences without ever failing itself.
"""

from __future__ import annotations

CLIP = 40


class IllegalMove(ValueError):
    """A move the rules refuse; the message names the rule."""


class BadSave(ValueError):
    """A save that cannot be loaded; the message says what is wrong with it."""


def clip(text: str, limit: int = CLIP) -> str:
    """``text`` with unprintables escaped, cut to ``limit`` characters (``…`` marks the
    cut). The cut comes after the escaping: an escape is up to ten characters long, so
    forty odd characters would otherwise quote four hundred."""
    safe = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text[:limit])
    return safe[:limit] + "…" if len(safe) > limit or len(text) > limit else safe


def shown(value: object) -> str:
    """A value as a message quotes it: ``'1z'``, ``None``, ``7.5``, ``a list``.

    Never raises: text is clipped, huge integers are not converted to digits (Python
    refuses past 4300 of them) and containers are named, never printed (a deeply nested
    list would exhaust the stack).
    """
    if isinstance(value, str):
        return f"'{clip(value)}'"
    if value is None or isinstance(value, bool):
        return repr(value)
    if isinstance(value, float):
        return float.__repr__(value)
    if isinstance(value, int):
        return int.__repr__(value) if value.bit_length() <= 128 else "a number far too large"
    name = type(value).__name__
    return ("an " if name[:1].lower() in "aeiou" else "a ") + name
