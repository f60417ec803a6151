"""Calculation's seven option sets (COMPANIONS.md §3), the variation code, and the game.

A variation is data, not code: the engine asks ``rule.fits(card, stack, count)`` and reads
the options' fields; it never asks which of the 256 variations it is playing. The code is
the pile count, a dash, then one digit per set 2–7 (0 = standard, 1 = the other choice):

>>> find_rule("6-100010").piles, find_rule("6-100010").kings_start
(6, True)
>>> [r.id for r in CALCULATION.rules[:3]], len(CALCULATION.rules)
(['4-000000', '4-000001', '4-000010'], 256)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import product

from ..errors import shown

RED_SUITS = (1, 2)  # hearts and diamonds, in the S H D C order of ``cards.py``
FULL = 13
PILE_COUNTS = (4, 3, 5, 6)
"""The standard count first, as the menus list them."""
SETS = (
    ("discard view", "only top cards visible", "all discards visible"),
    ("among discards", "cards cannot move", "a discard top may move onto an empty discard pile"),
    ("stack colour", "any suit", "same colour"),
    ("undealt cards", "not visible", "visible"),
    ("discard start", "empty", "Kings start on the discard piles"),
    ("stack start", "with A, 2, 3, 4", "empty"),
)
"""Option sets 2–7: name, standard choice, other choice (§3's table)."""
_CODE = re.compile(r"([0-9]+)-([0-9]*)")


@dataclass(frozen=True, slots=True)
class Rule:
    """One variation: the seven options, fixed at the deal (§0 Decision)."""

    piles: int
    all_visible: bool
    discard_moves: bool
    same_colour: bool
    deck_visible: bool
    kings_start: bool
    stacks_empty: bool

    @property
    def id(self) -> str:
        """The variation code, ``4-000000`` for the standard game."""
        flags = (
            self.all_visible,
            self.discard_moves,
            self.same_colour,
            self.deck_visible,
            self.kings_start,
            self.stacks_empty,
        )
        return f"{self.piles}-" + "".join("1" if f else "0" for f in flags)

    @property
    def name(self) -> str:
        return f"Variation {self.id}"

    @property
    def pile_names(self) -> str:
        """The discard piles in play, ``"abcd"`` in the standard game."""
        return "abcdef"[: self.piles]

    def colour_ok(self, card: int, stack: int) -> bool:
        """Same colour (§3 Decision): stacks 1 and 3 red, stacks 2 and 4 black (0-based here)."""
        return not self.same_colour or ((card & 3) in RED_SUITS) == (stack % 2 == 0)

    def fits(self, card: int, stack: int, count: int) -> bool:
        """Whether ``card`` goes on stack ``stack`` (0-based) holding ``count`` cards."""
        return count < FULL and card >> 2 == next_rank(stack, count) and self.colour_ok(card, stack)

    def words(self) -> list[str]:
        """Each option as a player reads it: ``"discard piles: 4"``, then sets 2–7."""
        flags = self.id[2:]
        return [f"discard piles: {self.piles}"] + [
            f"{name}: {other if flag == '1' else standard}"
            for (name, standard, other), flag in zip(SETS, flags, strict=True)
        ]


def next_rank(stack: int, count: int) -> int:
    """The rank (0 = Ace) stack ``stack`` (0-based) takes on a count of ``count`` cards: it
    counts up by ``stack + 1``, less 13 when over 13, from rank ``stack + 1`` (§3)."""
    return ((stack + 1) * (count + 1) - 1) % FULL


def _rule_of(piles: int, flags: str) -> Rule:
    return Rule(piles, *(f == "1" for f in flags))


STANDARD = _rule_of(4, "000000")
EASY = _rule_of(6, "100010")
"""The readme's advice for a beginner: six piles, all discards visible, Kings start."""
RULES: dict[str, Rule] = {
    r.id: r
    for r in (
        _rule_of(piles, "".join(bits))
        for piles in PILE_COUNTS
        for bits in product("01", repeat=len(SETS))
    )
}
"""All 256 variations, standard first."""


@dataclass(frozen=True, slots=True)
class Variant:
    """What the shell asks of any game's variant: its id, its name, the rules it offers.

    Calculation has one layout family, so one variant; the variation is chosen per deal.
    """

    id: str
    name: str
    rules: tuple[Rule, ...]

    @property
    def standard(self) -> Rule:
        return self.rules[0]


CALCULATION = Variant("calculation", "Calculation", tuple(RULES.values()))


def find_rule(rule_id: object) -> Rule:
    """The variation a code names (spaces forgiven); ValueError saying what is wrong."""
    if not isinstance(rule_id, str):
        raise ValueError(
            f"A variation of Calculation is named by its code, such as 4-000000, not by "
            f"{shown(rule_id)}."
        )
    text = "".join(rule_id.split())
    rule = RULES.get(text)
    if rule is not None:
        return rule
    raise ValueError(f"{shown(rule_id)} is not a variation code of Calculation: {_wrong(text)}")


def _wrong(text: str) -> str:
    """What is wrong with a code that is not one of the 256."""
    shape = (
        "a code is the number of discard piles (3 to 6), a dash, then six digits 0 or 1 for "
        "option sets 2 to 7, as in 4-000000 (the standard) or 6-100010."
    )
    m = _CODE.fullmatch(text)
    if m is None:
        return shape
    piles, flags = m[1], m[2]
    if piles not in {str(n) for n in PILE_COUNTS}:
        return f"the number of discard piles is 3, 4, 5 or 6, not {shown(piles)}."
    if len(flags) != len(SETS):
        return f"it has {len(flags)} digits after the dash, and " + shape
    for number, (flag, (name, standard, other)) in enumerate(zip(flags, SETS, strict=True), 2):
        if flag not in "01":
            return f"option set {number} ({name}) is 0 ({standard}) or 1 ({other}), not {flag}."
    return shape  # not reached: every other code is one of the 256
