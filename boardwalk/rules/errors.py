"""The two ways the rules say no, each with a sentence a player can read."""


class IllegalMove(ValueError):
    """A move the rules refuse; the message names the rule."""


class BadSave(ValueError):
    """A save that cannot be loaded; the message says what is wrong with it."""
