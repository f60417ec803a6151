"""Every rule of RULES.md is taught by some lesson step, and every restriction a newcomer
meets is tried by the learner and refused with the engine's sentence (issue 12).

A step names the rules it teaches as ``"N.word"``: section N of the rules, and a word that
stands in that section, so a tag cannot point at a rule that is not there. A variant's
lessons are its own and the ones it builds on (each later variant keeps the earlier
rules, RULES.md §2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from boardwalk.games.boardwalk.lessons import LESSONS

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "RULES.md"
SHARED = ROOT.parent / "shared" / "RULES.md"
ORDER = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]
ONLY = {"9": ORDER[1:], "10": ORDER[2:], "11": ORDER[2:], "12": ORDER[3:]}
"""Sections that apply only to some variants (the hand, its upperwalk plays, the lock,
Cheshire's extras); every other section applies to all four."""

TRIED = {
    "5.blocked": "a live play onto a blocked column",
    "7.left": "a value declared out of the ascending order",
    "6.relieve": "a row-3 slide that frees nothing",
    "6.hand": "a hand card slid",
    "8.lucky": "Lucky Seven's hand played to the upperwalk",
    "11.perpetual": "a locked card brought back",
    "10.blocked": "a juggled card's own destination",
    "10.empty": "a trump once row 1 is empty",
    "12.first": "a first Cheshire move that is not a favor",
    "12.coaxed": "a favor on a coaxed stack",
}
"""The restrictions the learner tries for themselves, each refused by the engine."""

NOT_TAUGHT = {"Decision", "Exception", "Deck order string", "Deal numbers", "to", "Score"}
"""Bold words of RULES.md that are not a term a player needs: the rulings' label, the
deal's machine form, and emphasis. Bold phrases of more than three words are a rule's
heading, not a term (the rule itself is tagged)."""


def sections() -> dict[str, str]:
    text = RULES.read_text(encoding="utf-8")
    parts = re.split(r"^## (\d+)\. ", text, flags=re.M)
    return {parts[i]: parts[i + 1].lower() for i in range(1, len(parts), 2)}


def taught_in(variant: str) -> list:
    steps = []
    for each in ORDER[: ORDER.index(variant) + 1]:
        steps += LESSONS[each].steps
    return steps


def test_the_rules_the_project_keeps_are_the_shared_rules():
    """docs/RULES.md is the shared rules word for word, but for its opening paragraph,
    which points at files a player of the repository does not have."""
    if not SHARED.exists():
        pytest.skip("../shared is not beside this clone")
    ours = RULES.read_text(encoding="utf-8")
    theirs = SHARED.read_text(encoding="utf-8")
    assert ours[ours.index("## 1.") :] == theirs[theirs.index("## 1.") :], "out of date"
    assert "seeds/" not in ours and "../shared" not in ours


def test_every_rule_tag_names_a_section_and_a_word_in_it():
    found = sections()
    for variant, lesson in LESSONS.items():
        for number, step in enumerate(lesson.steps, start=1):
            for tag in step.rules:
                section, _, word = tag.partition(".")
                assert section in found, f"{variant} step {number}: no section {section}"
                assert word and word.lower() in found[section], f"{variant} {number}: {tag}"


@pytest.mark.parametrize("variant", ORDER)
def test_every_section_that_applies_to_a_variant_is_taught_by_its_lessons(variant):
    tags = {tag.split(".")[0] for step in taught_in(variant) for tag in step.rules}
    applies = {s for s in sections() if variant in ONLY.get(s, ORDER)}
    assert applies - tags == set(), f"{variant}: sections never taught"


@pytest.mark.parametrize(("tag", "what"), TRIED.items())
def test_every_restriction_is_tried_and_refused_in_some_lesson(tag, what):
    tries = [s for lesson in LESSONS.values() for s in lesson.steps if tag in s.rules]
    assert any(step.refuse for step in tries), f"nobody tries {what} ({tag})"


def test_the_blind_play_that_makes_an_opening_is_played_by_the_learner():
    steps = [s for s in LESSONS["lucky-seven"].steps if "9.opening" in s.rules]
    assert steps and all(s.move.endswith("/?") for s in steps)


def test_every_term_of_the_rules_is_named_in_some_lesson():
    text = RULES.read_text(encoding="utf-8")
    bold = set(re.findall(r"\*\*([^*]+)\*\*", text)) - NOT_TAUGHT
    terms = {t.removesuffix("s") for t in bold if len(t.split()) <= 3}
    said = " ".join(
        words.lower()
        for lesson in LESSONS.values()
        for step in lesson.steps
        for words in (step.words, step.after)
    )
    missing = sorted(t for t in terms if t.lower() not in said)
    assert not missing, f"terms no lesson names: {missing}"


def test_the_authors_strategy_is_told_where_it_matters():
    """The seeds' advice: clear one upper stack at a time, mix cards moving down with cards
    moving up, leave gaps in the ascending order for later values."""
    said = " ".join(s.words + " " + s.after for s in LESSONS["hopscotch"].steps).lower()
    for advice in ("one upper stack at a time", "mix the two", "gaps in the ascending order"):
        assert advice in said, advice
