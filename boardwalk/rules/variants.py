"""The four Boardwalk variants as data (RULES.md §2).

The engine reads these fields and never asks which variant it is playing, so a new
variant is a new instance, not new code.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import shown


@dataclass(frozen=True, slots=True)
class Variant:
    """Everything that distinguishes one Boardwalk variant from another."""

    id: str
    name: str
    upper_columns: int
    lower_columns: int
    hand_size: int
    upper_ascends: bool
    hand_to_upper: bool
    """Trump and juggle (§10) are allowed."""
    dormant: frozenset[int] = frozenset()
    """Upperwalk columns dealt all face down, woken by a favor (§12)."""
    coaxing: bool = False
    opening_favor: bool = False
    """The first move must be a favor (§12 Decision)."""

    @property
    def columns(self) -> int:
        return self.upper_columns + self.lower_columns

    @property
    def favors(self) -> int:
        return len(self.dormant)


HOPSCOTCH = Variant("hopscotch", "Hopscotch", 5, 8, 0, False, False)
LUCKY_SEVEN = Variant("lucky-seven", "Lucky Seven", 5, 7, 4, False, False)
SQUATTSI = Variant("squattsi", "Squattsi", 5, 7, 4, True, True)
CHESHIRE = Variant(
    "cheshire",
    "Cheshire",
    6,
    6,
    4,
    True,
    True,
    dormant=frozenset({1, 2, 3, 4}),
    coaxing=True,
    opening_favor=True,
)

VARIANTS: dict[str, Variant] = {v.id: v for v in (HOPSCOTCH, LUCKY_SEVEN, SQUATTSI, CHESHIRE)}


def find_variant(variant_id: str) -> Variant:
    """The variant with this id; ValueError naming the known ids for anything else.

    ValueError (not KeyError) even for a value that is not text at all.
    """
    known = ", ".join(VARIANTS)
    if not isinstance(variant_id, str):
        raise ValueError(f"A variant is named by its id ({known}), not by {shown(variant_id)}.")
    variant = VARIANTS.get(variant_id.strip().lower())
    if variant is None:
        raise ValueError(f"There is no variant {shown(variant_id)}: choose one of {known}.")
    return variant
