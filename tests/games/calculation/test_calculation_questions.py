"""Calculation's seven questions (issue 18): every one of the 256 variation codes is a set
of answers and back, every set of answers is a code the rules engine deals, and a code that
is not one is one sentence naming what is wrong."""

from __future__ import annotations

from itertools import product

import pytest

from boardwalk.games.calculation.kind import CALCULATION_GAME, CHOICES
from boardwalk.games.calculation.questions import QUESTIONS, asked
from boardwalk.rules import new_game
from boardwalk.rules.calculation import CALCULATION, find_rule

ASKED = asked("4-000000")


def test_every_code_round_trips_through_its_answers():
    codes = [rule.id for rule in CALCULATION.rules]
    assert len(codes) == 256
    for code in codes:
        picks = ASKED.read(code)
        assert isinstance(picks, tuple) and len(picks) == 7, code
        assert all(0 <= p < len(q.answers) for p, q in zip(picks, QUESTIONS, strict=True))
        assert ASKED.code(picks) == code


def test_every_set_of_answers_is_a_different_code_the_engine_deals():
    every = list(product(*(range(len(q.answers)) for q in QUESTIONS)))
    codes = {ASKED.code(picks) for picks in every}
    assert len(every) == len(codes) == 256
    game = new_game("calculation", deal=7, rule=ASKED.code((0, 1, 1, 1, 1, 1, 1)))
    assert game.rule == "3-111111" and len(game.board.piles) == 3


def test_each_answer_says_what_the_engine_does():
    """The words agree with the rule they make: the piles answer is the pile count, and
    each other question's second answer turns on its option set alone."""
    for piles, label in enumerate(QUESTIONS[0].answers):
        assert find_rule(ASKED.code((piles, 0, 0, 0, 0, 0, 0))).piles == int(label)
    fields = ("all_visible", "discard_moves", "same_colour", "deck_visible", "kings_start")
    for number, field in enumerate((*fields, "stacks_empty"), 1):
        picks = [1, 0, 0, 0, 0, 0, 0]
        assert not getattr(find_rule(ASKED.code(picks)), field)
        picks[number] = 1
        rule = find_rule(ASKED.code(picks))
        assert getattr(rule, field) and rule.id.count("1") == 1, field


def test_the_standard_answers_are_the_standard_code_and_each_is_said_in_full():
    assert ASKED.code([q.standard for q in QUESTIONS]) == "4-000000"
    for q in QUESTIONS:
        assert q.ask.endswith("?") and len(q.notes) == len(q.answers)
        assert all(n.endswith(".") and n[0].isupper() for n in q.notes)


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("", "Type a code"),
        ("easy", "is not a code"),
        ("7-000000", "3, 4, 5 or 6, not 7"),
        ("4-0000", "has 4"),
        ("4-0000000", "has 7"),
        ("4-002000", "not “2”"),
        ("4-00a000", "not “a”"),
        ("04-000000", "is not a code"),
        ("4_000000", "is not a code"),
    ],
)
def test_a_wrong_code_is_one_sentence(typed, says):
    sentence = ASKED.read(typed)
    assert isinstance(sentence, str) and says in sentence
    assert sentence.endswith(".") and sentence.count(". ") == 0  # one sentence
    with pytest.raises(ValueError):
        find_rule(typed)  # the engine refuses it too


def test_a_pasted_code_may_carry_its_name_and_spaces():
    assert ASKED.read("  Variation 6-100010 ") == ASKED.read("6-100010") == (3, 1, 0, 0, 0, 1, 0)
    assert ASKED.read("code: 4 - 000 000") == (1, 0, 0, 0, 0, 0, 0)


def test_the_kind_asks_from_the_run_s_variation_with_the_named_ones_as_presets():
    questions = CALCULATION_GAME.rule_questions("calculation")
    assert questions.start == "4-000000" and questions.title == "Which variation?"
    assert [code for code, _ in questions.presets] == [code for code, _, _ in CHOICES]
    assert questions.heading("6-100010") == "Variation 6-100010 · Easy"
    assert questions.heading("5-000000") == "Variation 5-000000"
    CALCULATION_GAME.rule = "5-010000"
    try:
        assert CALCULATION_GAME.rule_questions("calculation").start == "5-010000"
    finally:
        CALCULATION_GAME.rule = None
