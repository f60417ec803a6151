"""A deal shared in words: ``Boardwalk Squattsi deal 7``, ``squattsi 7``, or a game with a
rule, ``Boardwalk The Towers, alternating rule, deal 7``.

The rule comes before the number or the deck so a deck's 52 cards end the line, and it is
written only when it is not the game's standard one: every line an older Boardwalk wrote
still reads the same. A line names a deal, never a game's moves (that is a challenge code).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from boardwalk.rules import Game, game_variant, new_game
from boardwalk.rules.deals import MAX_DEAL, check_deal_number
from boardwalk.rules.errors import shown

SHARED = ("hopscotch", "lucky-seven", "squattsi", "cheshire", "towers", "republic", "calculation")
"""The variants a deal line may name (a game's id or its name, capitals and spaces free)."""


@dataclass(frozen=True)
class DealLine:
    """A deal named in words: a variant, its number or its deck, and its rule ("" for a
    game without rules, or for the standard one)."""

    variant: str
    deal: int | None
    deck: str = ""
    rule: str = ""

    def game(self) -> Game:
        """The deal dealt, under its rule (the standard when it names none)."""
        dealt = {"deck": self.deck} if self.deck else {"deal": self.deal}
        return new_game(self.variant, **dealt, **({"rule": self.rule} if self.rule else {}))

    @property
    def named(self) -> str:
        """``Squattsi deal 7``, ``a custom Squattsi deal``, ``The Towers deal 7 (Alternating
        colour rule)`` for one whose rule is not the standard."""
        name = game_variant(self.variant).name
        custom = f"a custom {of_game(name, 'deal')}"
        words = f"{name} deal {self.deal}" if self.deal is not None else custom
        return words + (f" ({rule_words(self.variant, self.rule)})" if self.rule else "")


_DEAL = re.compile(
    r"(?:boardwalk(?:\s+solitaire)?\b[\s:,-]*)?(?P<head>[a-z][a-z0-9 ,:_-]*?)[\s:,-]*"
    r"(?:(?:deal|no\.?|number)\s*)?#?\s*(?:(?P<n>\d{1,30})|deck\s+(?P<deck>[\w\s]+))"
)
"""A game's name, and its rule (``…, alternating rule,``), then a number or a deck."""


def deal_line(game) -> str:
    """``Boardwalk Squattsi deal 7``; a game dealt from a deck carries its 52 cards, and a
    game dealt under a rule other than its standard names it first."""
    rule = _rule_of(game)
    head = f"Boardwalk {game.variant.name}" + (f", {rule} rule," if rule else "")
    if game.deal is not None:
        return f"{head} deal {game.deal}"
    return f"{head} deck {game.deck}"


def parse_deal(text: str) -> DealLine | None:
    """The deal a line names (``Boardwalk Squattsi deal 7``, ``squattsi 7``, ``Lucky Seven
    #12``), None when it names none, ValueError in words for a deal that does not exist or
    a rule its game does not have."""
    if not isinstance(text, str) or len(text) > 1000:
        return None
    m = _DEAL.fullmatch(text.strip().rstrip(".!").strip().lower())
    named = _head(m["head"]) if m else None
    if named is None:
        return None
    variant, words = named
    rule = _rule_named(variant, words) if words else ""
    if m["deck"] is not None:
        deck = " ".join(w.upper() for w in m["deck"].split())
        new_game(variant, deck=deck, rule=rule or None)  # ValueError in words: no deal
        return DealLine(variant, None, deck, rule)
    number = int(m["n"])
    try:
        return DealLine(variant, check_deal_number(number), rule=rule)
    except ValueError:
        name = game_variant(variant).name
        raise ValueError(
            f"There is no {name} deal {shown(number)}: deals run from 1 to {MAX_DEAL:,}."
        ) from None


def of_game(name: str, noun: str) -> str:
    """``Squattsi deal``, but ``deal of The Towers``: a name with its own article is not
    put before a noun (no "this The Towers game")."""
    return f"{noun} of {name}" if name.startswith("The ") else f"{name} {noun}"


def rule_words(variant: str, rule: str) -> str:
    """A rule as a sentence names it: ``Alternating colour rule``, but ``Variation
    6-100010`` (a name that already says what it is takes no "rule")."""
    name = rule_name(variant, rule)
    return name if name.lower().startswith("variation") else f"{name} rule"


def rule_name(variant: str, rule: str) -> str:
    """A rule's name as the menus show it (``Alternating colour``)."""
    return _rules(variant)[rule].name


def _rule_of(game) -> str:
    """The id of the rule ``game`` was dealt under, "" when it has none or the standard."""
    rule = getattr(game, "rule", "")
    rules = _rules(game.variant.id)
    return "" if not rule or rule == next(iter(rules)) else rule


def _rules(variant: str) -> dict:
    """A game's rules by id, standard first (empty for a game without rules)."""
    return {rule.id: rule for rule in getattr(game_variant(variant), "rules", ())}


def _rule_named(variant: str, words: str) -> str:
    """The id of the rule ``words`` names (``alternating``, ``alternating colour``,
    ``same suit``); "" for the standard; ValueError in words for a rule the game lacks."""
    key = re.sub(r"[\s_-]+", "", words)
    rules = _rules(variant)
    for n, (rule_id, rule) in enumerate(rules.items()):
        names = {rule_id.replace("-", ""), rule.name.lower().replace(" ", "")}
        names.add(rule.name.lower().split()[0])
        if key in names:
            return "" if n == 0 else rule_id
    name = game_variant(variant).name
    if not rules:
        raise ValueError(f"{name} has no rules to choose from: its deals are named alone.")
    known = ", ".join(r.name.lower() for r in rules.values())
    raise ValueError(f"{name} has no rule called {shown(words)}: its rules are {known}.")


def _head(head: str) -> tuple[str, str] | None:
    """The variant a line's words before its number name, and the words of its rule ("" for
    none): ``the towers, alternating colour rule`` or, typed without commas, ``towers any
    suit rule``; None when they name no game."""
    words = [w for w in re.split(r"[\s,:_-]+", head) if w]
    if words and words[-1] == "rule":
        for cut in range(1, len(words) - 1):  # the shortest name that is a game's
            variant = _variant_named(" ".join(words[:cut]))
            if variant is not None:
                return variant, " ".join(words[cut:-1])
        return None
    variant = _variant_named(" ".join(words))
    return (variant, "") if variant is not None else None


def _variant_named(words: str) -> str | None:
    key = re.sub(r"[\s_-]+", "", words)
    for variant in SHARED:
        v = game_variant(variant)
        if key in (v.id.replace("-", ""), v.name.lower().replace(" ", "")):
            return variant
    return None
