"""The three matching rules of The Republic (COMPANIONS.md §2), and the game's identity.

A rule is data, not code: what a card may lie on, how many times the talon may be turned
over, and what a game under it is worth. The rule is fixed at the deal (§0 Decision), so
it lives on the board and the engine never asks which rule it is playing.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import shown

RED_SUITS = (1, 2)  # hearts and diamonds, in the S H D C order of ``cards.py``


@dataclass(frozen=True, slots=True)
class Rule:
    """One matching rule: which suits build down, the redeals, and the Card Shell points."""

    id: str
    name: str
    suits: str
    """``"same"``, ``"other colour"`` or ``"any"``: what the lower card's suit must be."""
    redeals: int | None
    """How many times the talon may be turned over; None for no limit."""
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

    def may_redeal(self, done: int) -> bool:
        """Whether one more redeal is allowed after ``done`` of them."""
        return self.redeals is None or done < self.redeals

    def bonus(self, won: bool, redeals: int) -> int:
        """+1 on a won game with alternating colour and no redeal, or same suit and fewer
        than two (§2 Decision); never on a loss."""
        if not won:
            return 0
        if self.id == "alternating":
            return 1 if redeals == 0 else 0
        if self.id == "same-suit":
            return 1 if redeals < 2 else 0
        return 0

    def points(self, won: bool, redeals: int = 0) -> int:
        """The Card Shell table (§2): the win value and any bonus if won, else the loss value."""
        return self.win + self.bonus(won, redeals) if won else self.loss

    def redeal_words(self) -> str:
        """``"no redeal"``, ``"one redeal"``, ``"any number of redeals"``."""
        if self.redeals is None:
            return "any number of redeals"
        return "no redeal" if self.redeals == 0 else "one redeal"


ALTERNATING = Rule(
    "alternating", "Alternating colour", "other colour", 1, 2, -2, "of the other colour"
)
SAME_SUIT = Rule("same-suit", "Same suit", "same", None, 4, -1, "of its own suit")
ANY_SUIT = Rule("any-suit", "Any suit", "any", 0, 1, -4, "of any suit")

RULES: dict[str, Rule] = {r.id: r for r in (ALTERNATING, SAME_SUIT, ANY_SUIT)}
"""Standard first: the menus and §5 list them in this order."""


@dataclass(frozen=True, slots=True)
class Variant:
    """What the shell asks of any game's variant: its id, its name, and the rules it offers.

    The Republic has one layout, so one variant; the matching rule is chosen per deal.
    """

    id: str
    name: str
    rules: tuple[Rule, ...]

    @property
    def standard(self) -> Rule:
        return self.rules[0]


REPUBLIC = Variant("republic", "The Republic", tuple(RULES.values()))


def find_rule(rule_id: object) -> Rule:
    """The rule with this id (capitals and spaces forgiven); ValueError naming the known ids."""
    known = ", ".join(RULES)
    if not isinstance(rule_id, str):
        raise ValueError(f"A rule is named by its id ({known}), not by {shown(rule_id)}.")
    rule = RULES.get(rule_id.strip().lower())
    if rule is None:
        raise ValueError(
            f"The Republic has no rule {shown(rule_id)}: choose one of {known} (alternating "
            "is the standard)."
        )
    return rule
