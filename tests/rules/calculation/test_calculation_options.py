"""Calculation's seven option sets (COMPANIONS.md §3): all 256 variation codes, the four
sequences, the same-colour split, and a bad code refused in a sentence naming what is wrong."""

from itertools import product

import pytest

from boardwalk.rules import game_variant, new_game
from boardwalk.rules.calculation import CALCULATION, RULES, find_rule, sequence
from boardwalk.rules.calculation.options import next_rank
from boardwalk.rules.cards import parse_card


def all_codes() -> list[str]:
    return [f"{n}-{''.join(b)}" for n in (3, 4, 5, 6) for b in product("01", repeat=6)]


def test_all_256_codes_parse_and_round_trip():
    codes = all_codes()
    assert len(codes) == 256 == len(RULES) == len(CALCULATION.rules)
    for code in codes:
        assert find_rule(code).id == code
    assert sorted(RULES) == sorted(codes)


def test_the_standard_comes_first_and_the_variant_names_it():
    assert CALCULATION.rules[0].id == CALCULATION.standard.id == "4-000000"
    assert (CALCULATION.id, CALCULATION.name) == ("calculation", "Calculation")
    assert game_variant(" Calculation ") is CALCULATION
    assert new_game("calculation", deal=3).rule == "4-000000"


def test_each_digit_is_its_option_set():
    rule = find_rule("5-101010")
    assert (rule.piles, rule.all_visible, rule.discard_moves, rule.same_colour) == (
        5,
        True,
        False,
        True,
    )
    assert (rule.deck_visible, rule.kings_start, rule.stacks_empty) == (False, True, False)
    assert find_rule("3-000001").stacks_empty and find_rule("6-000100").deck_visible
    assert find_rule(" 6 - 100010 ").id == "6-100010"
    assert find_rule("4-010000").words()[:3] == [
        "discard piles: 4",
        "discard view: only top cards visible",
        "among discards: a discard top may move onto an empty discard pile",
    ]


SHAPE = (
    "a code is the number of discard piles (3 to 6), a dash, then six digits 0 or 1 for "
    "option sets 2 to 7, as in 4-000000 (the standard) or 6-100010."
)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("7-000000", "'7-000000' is not a variation code of Calculation: the number of discard "
         "piles is 3, 4, 5 or 6, not '7'."),
        ("04-000000", "'04-000000' is not a variation code of Calculation: the number of "
         "discard piles is 3, 4, 5 or 6, not '04'."),
        ("4-00000", "'4-00000' is not a variation code of Calculation: it has 5 digits after "
         "the dash, and " + SHAPE),
        ("4-002000", "'4-002000' is not a variation code of Calculation: option set 4 (stack "
         "colour) is 0 (any suit) or 1 (same colour), not 2."),
        ("4-000009", "'4-000009' is not a variation code of Calculation: option set 7 (stack "
         "start) is 0 (with A, 2, 3, 4) or 1 (empty), not 9."),
        ("standard", "'standard' is not a variation code of Calculation: " + SHAPE),
        ("", "'' is not a variation code of Calculation: " + SHAPE),
        (4, "A variation of Calculation is named by its code, such as 4-000000, not by 4."),
        (["4-000000"], "A variation of Calculation is named by its code, such as 4-000000, not "
         "by a list."),
    ],
)  # fmt: skip
def test_a_bad_code_is_a_sentence_naming_what_is_wrong(code, words):
    with pytest.raises(ValueError) as err:
        new_game("calculation", deal=1, rule=code)
    assert str(err.value) == words


@pytest.mark.parametrize(
    ("stack", "words"),
    [
        (0, "A 2 3 4 5 6 7 8 9 10 J Q K"),
        (1, "2 4 6 8 10 Q A 3 5 7 9 J K"),
        (2, "3 6 9 Q 2 5 8 J A 4 7 10 K"),
        (3, "4 8 Q 3 7 J 2 6 10 A 5 9 K"),
    ],
)
def test_stack_k_counts_up_by_k_to_its_king(stack, words):
    assert sequence(stack) == words
    assert sorted(next_rank(stack, n) for n in range(13)) == list(range(13))


def test_same_colour_gives_stacks_1_and_3_the_reds_and_2_and_4_the_blacks():
    rule, anyone = find_rule("4-001000"), find_rule("4-000000")
    for stack, ok, bad in ((0, "AH", "AS"), (1, "2S", "2D"), (2, "3D", "3C"), (3, "4C", "4H")):
        assert rule.fits(parse_card(ok), stack, 0) and not rule.fits(parse_card(bad), stack, 0)
        assert anyone.fits(parse_card(bad), stack, 0)


def test_a_full_stack_takes_nothing():
    assert not find_rule("4-000000").fits(parse_card("AS"), 0, 13)
