"""The three matching rules of The Towers (COMPANIONS.md §1), and the game's identity.

A rule is data, not code: the engine asks ``rule.fits(card, onto)`` and never which rule
it is playing, so the three rules share every line of the engine. The rule is fixed at
the deal (§0 Decision), so it lives on the board.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import shown

RED_SUITS = (1, 2)  # hearts and diamonds, in the S H D C order of ``cards.py``


@dataclass(frozen=True, slots=True)
class Rule:
    """One matching rule: which suits may build down, and what a game under it is worth."""

    id: str
    name: str
    suits: str
    """``"same"``, ``"other colour"`` or ``"any"``: what the lower card's suit must be."""
    win: int
    loss: int
    words: str
    """How the rule reads in a refusal: ``"of its own suit"``."""

    def fits(self, card: int, onto: int) -> bool:
        """Whether ``card`` may lie on ``onto``: one rank lower, with the suit the rule asks."""
        if (onto >> 2) != (card >> 2) + 1:
            return False
        if self.suits == "same":
            return (card & 3) == (onto & 3)
        if self.suits == "other colour":
            return ((card & 3) in RED_SUITS) != ((onto & 3) in RED_SUITS)
        return True

    def points(self, won: bool) -> int:
        """The Card Shell table (§1): the win value if won, else the loss value."""
        return self.win if won else self.loss


SAME_SUIT = Rule("same-suit", "Same suit", "same", 4, -1, "of its own suit")
ALTERNATING = Rule(
    "alternating", "Alternating colour", "other colour", 1, -4, "of the other colour"
)
ANY_SUIT = Rule("any-suit", "Any suit", "any", 0, 0, "of any suit")

RULES: dict[str, Rule] = {r.id: r for r in (SAME_SUIT, ALTERNATING, ANY_SUIT)}
"""Standard first: the menus and §5 list them in this order."""


@dataclass(frozen=True, slots=True)
class Variant:
    """What the shell asks of any game's variant: its id and its name, and the rules it offers.

    The Towers has one layout, so one variant; the matching rule is chosen per deal.
    """

    id: str
    name: str
    rules: tuple[Rule, ...]

    @property
    def standard(self) -> Rule:
        return self.rules[0]


TOWERS = Variant("towers", "The Towers", tuple(RULES.values()))


def find_rule(rule_id: object) -> Rule:
    """The rule with this id (capitals and spaces forgiven); ValueError naming the known ids."""
    known = ", ".join(RULES)
    if not isinstance(rule_id, str):
        raise ValueError(f"A rule is named by its id ({known}), not by {shown(rule_id)}.")
    rule = RULES.get(rule_id.strip().lower())
    if rule is None:
        raise ValueError(
            f"The Towers has no rule {shown(rule_id)}: choose one of {known} (same-suit is "
            "the standard)."
        )
    return rule
