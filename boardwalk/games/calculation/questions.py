"""Calculation's seven option sets as seven plain questions, for the dialog of a new deal
(COMPANIONS.md §3). Pure data and the code ⇄ answers arithmetic: no pygame.

Each question's answers are in the player's words, the standard one marked; an answer is
an index, and the seven indexes are the variation code: the first picks the pile count,
each other is that set's digit (0 the standard, 1 the other choice). The rules engine
stays the judge of a code (``find_rule``); what is here only says it in fewer words.

>>> asked("4-000000").code((3, 1, 0, 0, 0, 1, 0))
'6-100010'
>>> asked("4-000000").read("6-100010")
(3, 1, 0, 0, 0, 1, 0)
>>> asked("4-000000").read("7-000000")
'A code starts with the number of discard piles, 3, 4, 5 or 6, not 7.'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from boardwalk.rules.calculation.options import RULES, SETS, find_rule

PILES = (3, 4, 5, 6)
"""The pile counts in the order a player counts them (the engine lists the standard first)."""
LOOSE = re.compile(r"(?:variation|code)?[: ]*(.*)", re.IGNORECASE)
"""A code as it may be pasted: "Variation 6-100010", "code 6-100010", or the bare code."""


@dataclass(frozen=True, slots=True)
class Question:
    """One option set: the question, its answers, and each answer as a whole sentence
    (shown while the question has the focus); ``standard`` is the readme's usual one."""

    ask: str
    answers: tuple[str, ...]
    notes: tuple[str, ...]
    standard: int


QUESTIONS = (
    Question(
        "How many discard piles?",
        tuple(str(n) for n in PILES),
        (
            "Three discard piles: little room, a hard game.",
            "Four discard piles.",
            "Five discard piles.",
            "Six discard piles: more room, an easier game.",
        ),
        PILES.index(4),
    ),
    Question(
        "Which discards can you see?",
        ("Only the top cards", "Every one"),
        (
            "Only the top card of each discard pile shows.",
            "Every discard shows, fanned down; still only the top cards move.",
        ),
        0,
    ),
    Question(
        "Can a discard move to an empty pile?",
        ("No", "Yes, a top card"),
        (
            "A discard goes nowhere but up to a stack.",
            "A discard pile's top card may also move onto an empty discard pile.",
        ),
        0,
    ),
    Question(
        "Which cards may a stack take?",
        ("Any suit", "Red on 1 and 3, black on 2 and 4"),
        (
            "A stack takes its next rank in any suit.",
            "Stacks 1 and 3 take only hearts and diamonds, 2 and 4 only spades and clubs.",
        ),
        0,
    ),
    Question(
        "Can you see the undealt cards?",
        ("No", "Yes, all of them"),
        (
            "The deck stays face down: only the card in play is known.",
            "The whole deck shows face up, in the order it will be dealt.",
        ),
        0,
    ),
    Question(
        "What starts on the discard piles?",
        ("Nothing", "The four Kings"),
        (
            "The discard piles start empty.",
            "The four Kings start on the piles, one each, out of the way of the stacks.",
        ),
        0,
    ),
    Question(
        "What starts on the stacks?",
        ("A, 2, 3, 4", "Nothing"),
        (
            "The stacks start with an Ace, a 2, a 3 and a 4, taken from the deck.",
            "The stacks start empty: stack 1 waits for an Ace, 2 for a 2, 3 for a 3, 4 for a 4.",
        ),
        0,
    ),
)
"""The seven option sets in the order of the code: the piles, then sets 2–7."""


@dataclass(frozen=True, slots=True)
class Questions:
    """What a new deal asks, for the shell's generic dialog (``screens/rule_options.py``):
    the words, the questions, the named variations as presets (code, name), and the code
    the answers start from."""

    title: str
    body: str
    typing: str
    """What the code field is for, shown while it has the focus."""
    questions: tuple[Question, ...]
    presets: tuple[tuple[str, str], ...]
    start: str

    def code(self, picks: Sequence[int]) -> str:
        """The variation code of seven answers (indexes into each question's answers)."""
        piles, *flags = picks
        return find_rule(f"{PILES[piles]}-" + "".join(str(f) for f in flags)).id

    def heading(self, code: str) -> str:
        """The code as the dialog shows it live: "Variation 6-100010 · Easy"."""
        name = dict(self.presets).get(code)
        return f"Variation {code}" + (f" · {name}" if name else "")

    def read(self, text: str) -> tuple[int, ...] | str:
        """The answers a typed or pasted code stands for, or one sentence saying what is
        wrong with it (nothing else changes: the dialog keeps the answers it had)."""
        match = LOOSE.fullmatch(text.strip())
        code = "".join(match[1].split()) if match else ""
        rule = RULES.get(code)
        if rule is None:
            return wrong(code)
        return (PILES.index(rule.piles), *(int(d) for d in rule.id[2:]))


def wrong(code: str) -> str:
    """One sentence on what is wrong with a code that is not one of the 256."""
    shape = "the number of discard piles, a dash, then six digits 0 or 1, as in 6-100010"
    if not code:
        return f"Type a code: {shape}."
    piles, dash, digits = code.partition("-")
    bad = next((d for d in digits if d not in "01"), "")
    if not (code.isascii() and piles.isdigit() and dash) or piles.startswith("0"):
        return f"“{code[:24]}” is not a code: a code is {shape}."
    if int(piles) not in PILES:
        return f"A code starts with the number of discard piles, 3, 4, 5 or 6, not {piles[:6]}."
    if len(digits) != len(SETS):
        return f"A code has six digits after the dash, 0 or 1; “{code[:24]}” has {len(digits)}."
    return f"Each digit after the dash is 0 (the standard) or 1, not “{bad}”."


def asked(start: str, presets: tuple[tuple[str, str], ...] = ()) -> Questions:
    """The seven questions, the answers set from ``start`` (a variation code)."""
    return Questions(
        "Which variation?",
        "Seven choices make the game, kept until it ends; its code names it, for sharing.",
        "Type or paste a code, such as 6-100010, and Enter deals it.",
        QUESTIONS,
        presets,
        find_rule(start).id,
    )
