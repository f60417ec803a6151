"""The Towers shared in one paste (issue 16): a challenge code carries the rule with the deal
and the moves, a deal line names the rule when it is not the standard, and anything wrong is
a sentence. Boardwalk's codes and lines read exactly as before."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from boardwalk.play import challenge
from boardwalk.play.challenge import decode, encode
from boardwalk.play.deal_lines import DealLine, deal_line, parse_deal
from boardwalk.rules import new_game
from boardwalk.rules.towers.matching import RULES


@st.composite
def towers_games(draw):
    """A random legal Towers game: any rule, a numbered deal or a deck, random moves."""
    rule = draw(st.sampled_from(sorted(RULES)))
    game = new_game("towers", deal=draw(st.integers(1, 10**6)), rule=rule)
    if draw(st.booleans()):
        game = new_game("towers", deck=game.deck, rule=rule)
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(0, 60))):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
    return game


@settings(max_examples=40, deadline=None)
@given(towers_games())
def test_a_towers_code_gives_back_the_game_its_rule_and_its_cards_home(game):
    found = decode(challenge.share_line(game))
    assert (found.variant, found.deal, found.rule) == ("towers", game.deal, game.rule)
    assert found.moves == tuple(game.moves) and found.score == game.score().total
    again = found.game()
    assert again.rule == game.rule and again.board == game.board


def test_the_rule_is_part_of_the_code_so_the_same_moves_under_another_rule_differ():
    same = new_game("towers", deal=7, rule="same-suit")
    other = new_game("towers", deal=7, rule="any-suit")
    assert encode(same) != encode(other)
    assert decode(encode(other)).rule == "any-suit"


def test_a_code_for_a_rule_this_game_lacks_is_refused_in_a_sentence():
    code = encode(new_game("towers", deal=7, rule="alternating"))
    body = code.rsplit(".", 1)[0]
    payload = bytearray(challenge.base64.urlsafe_b64decode(body.split(".")[2] + "=="))
    payload[1] = 9  # the rule's byte
    forged = f"boardwalk.1.{challenge._b64(bytes(payload))}"
    forged += "." + challenge._check(forged)
    with pytest.raises(
        ValueError, match=r"^This challenge code is for a rule this Boardwalk lacks"
    ):
        decode(forged)


def test_a_claim_in_cards_home_is_held_against_the_moves():
    game = new_game("towers", deal=1)
    game.play("h-f4")  # a club goes up beside the Aces of the deal
    found = decode(encode(game))
    assert found.score == game.score().total == 3
    assert challenge.replay_title(found) == (
        "Challenge: The Towers, deal 1, same suit rule, scored 3 cards home (proven)"
    )
    copied = challenge.challenge_copied(new_game("towers", deal=7, rule="alternating"), True)
    assert "this game of The Towers, deal 7, alternating colour rule, 1 card home" in copied


def test_sharing_a_recorded_towers_game_replays_it_under_its_rule():
    game = challenge.recorded("towers", None, "alternating: " + new_game("towers", deal=3).deck, [])
    assert game.rule == "alternating" and game.deal is None


@pytest.mark.parametrize(
    ("rule", "line"),
    [
        ("same-suit", "Boardwalk The Towers deal 7"),
        ("alternating", "Boardwalk The Towers, alternating rule, deal 7"),
        ("any-suit", "Boardwalk The Towers, any-suit rule, deal 7"),
    ],
)
def test_a_towers_deal_line_names_its_rule_only_when_not_the_standard(rule, line):
    game = new_game("towers", deal=7, rule=rule)
    assert deal_line(game) == line
    expected = DealLine("towers", 7, rule="" if rule == "same-suit" else rule)
    assert parse_deal(line) == expected and challenge.pasted(line) == expected


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("towers 12", ""),
        ("The Towers #12", ""),
        ("the towers, alternating colour rule, deal 12", "alternating"),
        ("Towers any suit rule 12", "any-suit"),
        ("towers same suit rule 12", ""),
        ("the towers alternating rule 12", "alternating"),
        ("Boardwalk The Towers, any-suit rule, deal #12.", "any-suit"),
    ],
)
def test_a_towers_deal_line_is_read_in_a_players_words(text, rule):
    assert parse_deal(text) == DealLine("towers", 12, rule=rule)


def test_a_deck_line_keeps_its_rule_and_its_cards():
    game = new_game("towers", deck=new_game("towers", deal=5).deck, rule="alternating")
    line = parse_deal(deal_line(game))
    assert line == DealLine("towers", None, game.deck, "alternating")
    assert "a custom deal of The Towers (Alternating colour rule)" in line.named


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("towers, blue rule, deal 7", "The Towers has no rule called 'blue'"),
        ("squattsi, same suit rule, deal 7", "Squattsi has no rules to choose from"),
    ],
)
def test_a_rule_a_game_lacks_is_a_sentence(text, words):
    with pytest.raises(ValueError, match=words):
        parse_deal(text)


def test_boardwalk_lines_and_codes_read_as_before():
    game = new_game("squattsi", deal=7)
    assert deal_line(game) == "Boardwalk Squattsi deal 7"
    assert parse_deal("squattsi 7") == DealLine("squattsi", 7)
    assert decode(encode(game)).deck == game.deck  # no rule before a Boardwalk deck


# -- the other companions: The Republic (104 cards) and Calculation (256 codes) ---------------
def test_the_rule_numbers_of_calculation_are_pinned_so_old_codes_keep_their_meaning():
    codes = challenge.RULE_CODES["calculation"]
    assert len(set(codes)) == 256 and codes[0] == "4-000000"
    assert codes.index("6-100010") == 3 * 64 + 0b100010
    from boardwalk.rules.calculation import CALCULATION

    assert set(codes) == {r.id for r in CALCULATION.rules}


@pytest.mark.parametrize(
    ("variant", "rule"), [("republic", "same-suit"), ("calculation", "6-100010")]
)
def test_a_companions_code_gives_back_its_game_dealt_by_number_or_by_deck(variant, rule):
    rng = random.Random(7)
    for by_deck in (False, True):
        game = new_game(variant, deal=11, rule=rule)
        if by_deck:
            game = new_game(variant, deck=game.deck, rule=rule)
        for _ in range(40):
            legal = game.legal_moves()
            if not legal:
                break
            game.play(rng.choice(legal))
        found = decode(challenge.share_line(game))
        assert (found.variant, found.deal, found.rule) == (variant, game.deal, rule)
        assert found.moves == tuple(game.moves) and found.game().board == game.board


def test_companion_deal_lines_name_their_rule_in_words():
    calc = new_game("calculation", deal=7, rule="6-100010")
    assert deal_line(calc) == "Boardwalk Calculation, 6-100010 rule, deal 7"
    line = parse_deal(deal_line(calc))
    assert line == DealLine("calculation", 7, rule="6-100010")
    assert line.named == "Calculation deal 7 (Variation 6-100010)"
    assert parse_deal("the republic same suit rule 3") == DealLine("republic", 3, rule="same-suit")
    assert parse_deal("republic 3") == DealLine("republic", 3)
