"""Deals of Calculation (COMPANIONS.md §0, §3): pinned deal numbers, the base-card and King
extraction, the deal string's layout, and deal strings refused when they do not fit the code."""

import pytest

from boardwalk.rules import new_game
from boardwalk.rules.calculation import CardMoved, deck_of_deal, find_rule, shuffled
from boardwalk.rules.deals import deal_cards, format_deck

# Deal N of Calculation must never change: players share these numbers. These strings were
# computed once and pin the shuffle (Boardwalk's, seeded with "calculation") together with
# §3's extraction of the bases and the Kings.
GOLDEN = {
    "4-000000": {
        1: "AS 2C 3C 4H QC 6H 6S 7H 5C TS AC KH 9C 2D KD KC AH TH 7C JH 8D 8C AD 8S 5D 7D 2S 6D QD 4C 9H JC 2H 3D 3S KS 7S 6C 3H QS 9S 9D 5S 4D 8H QH TD JS 5H TC JD 4S",  # noqa: E501
        2: "AD 2C 3S 4H JS 6S TS 9D 6D QD 7H 5C QS 5D 9H JD 8C KC 9C TD 5H QH 8D AS QC 3D 8H 6C 2S 7C 6H 2H 8S JH TC JC AC 7D 7S 5S TH 9S 4D 4C AH KH 2D KD 3C 3H 4S KS",  # noqa: E501
        7: "AH 2C 3H 4C 7H KC QH 5C JC KH 4S 6H 8S 5D 7D 4D 9H 8H AC JH 9C 3C 2D 6C 5S JS 9S 3S KD 8D 4H KS 9D 7S TC 8C JD 6D 6S TD QC QD QS TH 3D AS TS 5H 2S 2H 7C AD",  # noqa: E501
        1000: "AC 2S 3S 4H KH TD TS 6C 5H TC KS 2C 9C 5D QC 8C 7C 3D 7D AH QH TH 3C 5S 2H JS JH 7S JD 4S AS 8H KD 9S JC 8D 3H 9D 8S 6S 5C 2D 6H AD 9H 4D QD 6D KC 4C QS 7H",  # noqa: E501
    },
    "6-100010": {
        1: "AS 2C 3C 4H KH KD KC KS QC 6H 6S 7H 5C TS AC 9C 2D AH TH 7C JH 8D 8C AD 8S 5D 7D 2S 6D QD 4C 9H JC 2H 3D 3S 7S 6C 3H QS 9S 9D 5S 4D 8H QH TD JS 5H TC JD 4S",  # noqa: E501
        2: "AD 2C 3S 4H KC KH KD KS JS 6S TS 9D 6D QD 7H 5C QS 5D 9H JD 8C 9C TD 5H QH 8D AS QC 3D 8H 6C 2S 7C 6H 2H 8S JH TC JC AC 7D 7S 5S TH 9S 4D 4C AH 2D 3C 3H 4S",  # noqa: E501
        7: "AH 2C 3H 4C KC KH KD KS 7H QH 5C JC 4S 6H 8S 5D 7D 4D 9H 8H AC JH 9C 3C 2D 6C 5S JS 9S 3S 8D 4H 9D 7S TC 8C JD 6D 6S TD QC QD QS TH 3D AS TS 5H 2S 2H 7C AD",  # noqa: E501
        1000: "AC 2S 3S 4H KH KS KD KC TD TS 6C 5H TC 2C 9C 5D QC 8C 7C 3D 7D AH QH TH 3C 5S 2H JS JH 7S JD 4S AS 8H 9S JC 8D 3H 9D 8S 6S 5C 2D 6H AD 9H 4D QD 6D 4C QS 7H",  # noqa: E501
    },
}
SHUFFLED_7 = "4C 7H KC QH 3H 5C JC KH 4S 6H 2C AH 8S 5D 7D 4D 9H 8H AC JH 9C 3C 2D 6C 5S JS 9S 3S KD 8D 4H KS 9D 7S TC 8C JD 6D 6S TD QC QD QS TH 3D AS TS 5H 2S 2H 7C AD"  # noqa: E501


@pytest.mark.parametrize(("code", "deal"), [(c, d) for c in GOLDEN for d in GOLDEN[c]])
def test_golden_deals_never_change(code, deal):
    assert new_game("calculation", deal=deal, rule=code).deck == GOLDEN[code][deal]


def test_deal_numbers_use_boardwalks_shuffle_seeded_with_the_game_id_whatever_the_code():
    assert shuffled(7) == deal_cards(7, "calculation")
    assert format_deck(shuffled(7)) == SHUFFLED_7
    assert new_game("calculation", deal=7).deck != new_game("towers", deal=7).deck
    for code in ("4-000000", "6-100010", "3-001101", "5-000001"):
        assert sorted(deck_of_deal(7, find_rule(code))) == list(range(52))


def test_bases_are_the_first_fit_for_each_stack_scanning_from_the_front_each_time():
    # Shuffled deal 7: 4C 7H KC QH 3H 5C JC KH 4S 6H 2C AH …: AH, then 2C, 3H, 4C come out.
    assert GOLDEN["4-000000"][7].split()[:5] == ["AH", "2C", "3H", "4C", "7H"]
    rest = [w for w in SHUFFLED_7.split() if w not in ("AH", "2C", "3H", "4C")]
    assert GOLDEN["4-000000"][7].split()[4:] == rest, "the other cards keep their order"


def test_same_colour_bases_are_a_red_ace_a_black_2_a_red_3_a_black_4():
    deck = new_game("calculation", deal=7, rule="4-001000").deck.split()
    assert deck[:4] == ["AH", "2C", "3H", "4C"]
    deck = new_game("calculation", deal=1, rule="4-001000").deck.split()
    assert deck[:4] == ["AH", "2C", "3D", "4C"]  # A♠ 3♣ 4♥ come first: the wrong colours


def test_empty_stacks_take_no_bases_and_kings_come_first_in_the_order_met():
    g = new_game("calculation", deal=7, rule="4-000011")
    assert g.deck.split()[:5] == ["KC", "KH", "KD", "KS", "4C"]
    assert [g.cards(s) for s in "1234"] == [[], [], [], []]
    assert [g.cards(p) for p in "abcd"] == [["KC"], ["KH"], ["KD"], ["KS"]]
    assert g.cards("p") == ["4C"] and g.score().total == 0


def test_the_deal_lays_out_bases_kings_and_the_card_in_play_as_events_not_moves():
    g = new_game("calculation", deal=7, rule="6-100010")
    assert g.deal_events == [
        CardMoved("AH", "deck", "1"),
        CardMoved("2C", "deck", "2"),
        CardMoved("3H", "deck", "3"),
        CardMoved("4C", "deck", "4"),
        CardMoved("KC", "deck", "a"),
        CardMoved("KH", "deck", "b"),
        CardMoved("KD", "deck", "c"),
        CardMoved("KS", "deck", "d"),
        CardMoved("7H", "deck", "p"),
    ]
    assert g.moves == [] and g.cards("e") == g.cards("f") == []
    assert len(g.cards("deck")) == 52 - 9 and g.score().total == 4


def test_with_three_piles_the_fourth_king_goes_on_a():
    g = new_game("calculation", deal=7, rule="3-000010")
    assert [g.cards(p) for p in "abc"] == [["KC", "KS"], ["KH"], ["KD"]]


def test_a_deal_string_plays_the_same_cards_as_its_deal_number():
    for code in GOLDEN:
        by_number = new_game("calculation", deal=7, rule=code)
        by_string = new_game("calculation", deck=GOLDEN[code][7].lower(), rule=code)
        assert by_string.start == by_number.start and by_string.deck == GOLDEN[code][7]


@pytest.mark.parametrize(
    ("code", "deck", "words"),
    [
        ("4-000000", " ".join(reversed(GOLDEN["4-000000"][7].split())),
         "Under variation 4-000000 the deal string starts with the stack bases, an Ace, a 2, a "
         "3 and a 4: its card 2 should be a 2 for stack 2, not 7C."),
        ("4-001000", GOLDEN["4-000000"][1],
         "Under variation 4-001000 the deal string starts with the stack bases, a red Ace, a "
         "black 2, a red 3 and a black 4: its card 1 should be a red Ace for stack 1, not AS."),
        ("6-100010", GOLDEN["4-000000"][7],
         "Under variation 6-100010 the four Kings come after the stack bases in the deal string "
         "(Kings start on the discard piles): its card 5 is 7H."),
        ("4-000011", GOLDEN["4-000000"][7],
         "Under variation 4-000011 the four Kings come first in the deal string (Kings start on "
         "the discard piles): its card 1 is AH."),
    ],
)  # fmt: skip
def test_a_deal_string_without_the_bases_and_kings_the_code_asks_for_is_refused(code, deck, words):
    with pytest.raises(ValueError) as err:
        new_game("calculation", deck=deck, rule=code)
    assert str(err.value) == words


def test_empty_stacks_without_kings_take_any_deal_string():
    deck = " ".join(reversed(GOLDEN["4-000000"][7].split()))
    g = new_game("calculation", deck=deck, rule="4-000001")
    assert g.cards("p") == ["AD"] and len(g.cards("deck")) == 51


@pytest.mark.parametrize(
    ("deck", "words"),
    [
        (" ".join(GOLDEN["4-000000"][7].split()[:51]), "lists 51"),
        (GOLDEN["4-000000"][7].replace("AD", "7C"), "7C twice and leaves out AD"),
        (GOLDEN["4-000000"][7].replace("AD", "1D"), "'1D' is not a card code"),
        (None, "Give either a deal number or a deal string"),
        (52, "A deck is a string of 52 card codes"),
    ],
)
def test_a_bad_deal_string_is_refused_in_a_sentence(deck, words):
    with pytest.raises(ValueError, match=words):
        new_game("calculation", deck=deck)


@pytest.mark.parametrize("deal", [0, -3, True, 7.0, "7", 1 << 63])
def test_a_bad_deal_number_is_refused_in_a_sentence(deal):
    with pytest.raises(ValueError, match=r"[Dd]eal"):
        new_game("calculation", deal=deal)


def test_giving_both_a_deal_and_a_deal_string_is_refused():
    with pytest.raises(ValueError, match="either a deal number or a deal string"):
        new_game("calculation", deal=7, deck=GOLDEN["4-000000"][7])
