"""One finished game as the history keeps it (``Record``), and the check every row read
from the file must pass before a screen sees it: a row an editor or a bad disk has mangled
is left out, never shown or replayed. Each game is checked by its own rules (Boardwalk's,
or a companion's engine by its game id)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from boardwalk.rules import (
    COMPANIONS,
    VARIANTS,
    deal_cards,
    format_deck,
    parse_deck,
    parse_move,
)
from boardwalk.rules.deals import check_deal_number

FINISHES = ("over", "ended", "abandoned")
CARDS = 52
"""No score can pass the 52 cards: destinations, hand and spikes count different cards."""
MOST = 10**9
"""More moves, undos or seconds than any game has (a billion seconds is 31 years)."""
RULE_MARK = ": "
"""A game with a rule (The Towers) keeps it before its deck, ``alternating: JC 3S …``."""


def stored_deck(deck: str, rule: str | None) -> str:
    """The deck column of a game: its deck, after its rule when it has one."""
    return f"{rule}{RULE_MARK}{deck}" if rule else deck


def split_deck(stored: str) -> tuple[str, str]:
    """(the rule, "" if none; the deck alone) of a deck column, as ``stored_deck`` wrote it."""
    rule, mark, deck = stored.partition(RULE_MARK)
    return (rule, deck) if mark else ("", stored)


@dataclass(frozen=True)
class Record:
    """One finished game: how it was dealt, played and scored."""

    session: str
    variant: str
    deal: int | None
    deck: str
    moves: str
    destinations: int
    hand: int
    spikes: int
    total: int
    won: bool
    perfect: bool
    move_count: int
    undos: int
    seconds: float
    finish: str
    """``over`` (no move remained), ``ended`` (the player scored it) or ``abandoned``."""
    started_at: str
    ended_at: str

    @property
    def rule(self) -> str:
        """The rule the game was dealt under ("" if none: Boardwalk). Schema 1 has no rule
        column, and older copies of Boardwalk must still open the file."""
        return split_deck(self.deck)[0]

    def has_points(self) -> bool:
        """Whether its rule has a points table (The Towers', The Republic's; not Boardwalk's
        or Calculation's, which count cards only)."""
        return scores_points(self.variant, self.rule)

    def _rule(self):
        return _rule_of(self.variant, self.rule)

    @property
    def points(self) -> int:
        """What the game was worth under its rule (no points table: 0)."""
        rule = self._rule()
        if not hasattr(rule, "points"):  # Boardwalk, and Calculation (no points table)
            return 0
        if self.variant == "republic":  # its bonus counts the redeals the record holds
            return rule.points(self.won, self.moves.split().count("R"))
        return rule.points(self.won)


COLUMNS = [f.name for f in fields(Record)]


def _rule_of(variant: str, rule: str):
    """A companion's rule object by its id, or None (Boardwalk, or no rule)."""
    engine = COMPANIONS[variant][0] if rule and variant in COMPANIONS else None
    return engine.find_rule(rule) if engine is not None else None


def scores_points(variant: str, rule: str) -> bool:
    """Whether games of this variant under this rule are worth points (a Card Shell table:
    The Towers, The Republic), so a screen with no game yet knows which figure to show;
    Calculation counts cards up instead (COMPANIONS.md §3)."""
    try:
        return hasattr(_rule_of(variant, rule), "points")
    except ValueError:  # a rule id its engine does not know: no table to read
        return False


# -- checking a row ----------------------------------------------------------------------------
def checked(row: tuple) -> Record | None:
    """The record a row holds, or None if any field has the wrong type or an impossible
    value (the row is then left out, never shown or replayed)."""
    try:
        values = dict(zip(COLUMNS, row, strict=True))
        if not _sane(values):
            return None
        if not values["deck"] and values["variant"] in VARIANTS:  # the deal says it
            values["deck"] = format_deck(deal_cards(values["deal"], values["variant"]))
        values["won"], values["perfect"] = values["won"] == 1, values["perfect"] == 1
        return Record(**values)
    except (ValueError, TypeError, OverflowError):
        return None


def _whole(value: object, top: int) -> bool:
    return type(value) is int and 0 <= value <= top


def _sane(v: dict) -> bool:
    texts = ("session", "deck", "moves", "started_at", "ended_at")
    if not all(isinstance(v[k], str) for k in texts) or v["finish"] not in FINISHES:
        return False
    counts = (v["won"], 1), (v["perfect"], 1), (v["move_count"], MOST), (v["undos"], MOST)
    if not all(_whole(value, top) for value, top in counts):
        return False
    seconds = v["seconds"]
    if type(seconds) not in (int, float) or not (0 <= seconds <= MOST):  # NaN fails too
        return False
    if not v["session"] or (v["deal"] is None and not v["deck"]):
        return False
    if v["variant"] in COMPANIONS:
        return _sane_companion(v, COMPANIONS[v["variant"]][0])
    return v["variant"] in VARIANTS and _sane_boardwalk(v)


def _sane_boardwalk(v: dict) -> bool:
    scores = [v[k] for k in ("destinations", "hand", "spikes", "total")]
    if not all(_whole(s, CARDS) for s in scores) or sum(scores[:3]) != v["total"]:
        return False
    if v["perfect"] != (v["total"] == CARDS):
        return False
    _ = v["deal"] is not None and check_deal_number(v["deal"])
    _ = v["deck"] and parse_deck(v["deck"])
    return all(parse_move(move) is not None for move in v["moves"].split())  # or raises


def _sane_companion(v: dict, engine) -> bool:
    """A companion: its rule before its deck, the cards home (or up) as its total, won with
    every card (52; The Republic's two decks 104), its deal and moves in its own notation."""
    if (v["destinations"], v["hand"], v["spikes"], v["perfect"]) != (0, 0, 0, 0):
        return False
    rule, deck = split_deck(v["deck"])
    game = engine.new_game(v["deal"], None if v["deal"] is not None else deck, rule or None)
    cards = len(game.deck.split())
    home = v["total"]
    if not _whole(home, cards) or v["won"] != (home == cards) or RULE_MARK not in v["deck"]:
        return False
    if v["deal"] is not None and deck and deck != game.deck:
        return False
    return all(engine.parse_move(move) is not None for move in v["moves"].split())
