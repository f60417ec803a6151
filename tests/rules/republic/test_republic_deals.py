"""Deals of The Republic (COMPANIONS.md §0, §2): pinned deal numbers, the 104-card deal string
(packets top down, then columns, then the stock from its top) and its layout."""

from collections import Counter

import pytest

from boardwalk.rules import new_game
from boardwalk.rules.cards import parse_card
from boardwalk.rules.deals import deal_cards
from boardwalk.rules.republic import deal_string, deck_of_deal

# These pin the shuffle: deal N of The Republic must never change, since players share these
# numbers. They were computed once from Boardwalk's shuffle over the two decks, seeded
# "republic", and are checked here forever.
GOLDEN = {
    1: "8H 7H TD 4H 3H KH 7H 8H 3C KS 8S 2H 3D AS AD 9D QH KH AC 7D 8D KS AH 2D 7C JS 6D 5D TH AC 9C 7S 6S 6H 9D 2C QS TC 3H 6C JD KD 6S 2D JC QD 9S JH JD 4D 9S 3C 2S 8C QC 4D QC 7S 5H 2S 5S 5C 4H 8D 2H 4C 4S JC TS JS 8S 9C TH 5S 8C 3S 4C AH TC 3S 5H 9H 6D 6H KC JH KC 4S 3D 7C QS 5D 9H QD AD AS KD 2C 7D TD 5C 6C QH TS",  # noqa: E501
    2: "7S 9C 4S 6H AS 5H 4S 9S QH KC 9D 4H 7C JS QD TD QD KD 7S 2H 7H KD 3D 8C 6D 3S TC JS TH 6C AH KC JD 6S 5H 4C 8D KH 7D 3C 6D QS 7C 2H TD 8S TS 9C JH 4D AD 5D 2D 8S 5S 4H TC 3H 9D 5S JC 9H 7D 3S 9H 2C 6C 3C JC AC AC AD 4C TS JH KS 8H KH 4D 7H 3D 8D 6S 2S 5C AH QC 3H AS 8H 2D 6H JD 2C KS 8C 5C QC QH 5D QS 9S TH 2S",  # noqa: E501
    7: "3H JC 7S TS AD 4H 2H 8S 2S 3D 8H 9C 2D 8C 4D 3D 4D 5S 6D AD AC QS TD 7C KS 5H 7H 7H QC 6H 9H 6S 6H KC 7C 5S KC 6S 8C TC KH AS TH 7S QD 2S 2D KS JS 9H 5H 4C JS TC QC AC JH JH 4S JC AS 2H 4C 9C 5C 2C KD QH JD 4H QS 7D 6C 9S AH 3S 6C 3H QD TS KH 5C 5D KD AH 7D 8H 9D 5D QH TD 2C 3C 3C JD 8D 6D 4S 9D 8S TH 3S 9S 8D",  # noqa: E501
    1000: "5D 5C KC 8H AD 7C 2C 6H QC JC 8S 9S 7C 9S QC TS 3H 5C 7D TS 7H 5S AD TD QH TH 7S 9H KC AH 4D 6C 4H 4D 2S TD 6H 4S 5D JD 9H 3D AS 5H KH 8C JS 8H AH 9C 9C TC QS TH 2H 2D 5S JS 7D 7H KS 4H 3H JH JD 9D 2H 6D 8S KD 5H AC 6D 2C TC QD 3S JC JH QH 3D 7S 9D QD 2S AC AS 8D 6S 3S 2D 8C KS KH 4C 8D 6C 3C 4S 6S 4C QS KD 3C",  # noqa: E501
}


@pytest.mark.parametrize("deal", sorted(GOLDEN))
@pytest.mark.parametrize("rule", ["alternating", "same-suit", "any-suit"])
def test_golden_deals_never_change_and_the_rule_does_not_change_the_cards(deal, rule):
    assert new_game("republic", deal=deal, rule=rule).deck == GOLDEN[deal]


@pytest.mark.parametrize("deal", [1, 2, 7, 1000, (1 << 63) - 1])
def test_a_deal_holds_two_decks_each_card_exactly_twice(deal):
    assert Counter(deck_of_deal(deal)) == Counter({c: 2 for c in range(52)})


def test_deal_numbers_are_seeded_with_the_game_id():
    assert new_game("republic", deal=7).deck != new_game("towers", deal=7).deck
    assert deck_of_deal(7)[:52] != deal_cards(7, "republic"), "104 cards shuffled, not 52"


def test_the_deal_string_lays_out_packets_top_first_then_columns_then_the_stock_top_first():
    g = new_game("republic", deal=7)
    words = GOLDEN[7].split()
    for i, column in enumerate("abcdefghij"):
        top_down = [parse_card(w) for w in words[3 * i : 3 * i + 3]]
        assert list(g.board.packets[i]) == top_down[::-1], "the first of the three turns up first"
        assert g.cards(f"p{column}") == ["##"] * 3
        assert g.cards(column) == [words[30 + i]]
    assert g.cards("stock") == ["##"] * 64 and g.cards("s") == [] and g.cards("w") == []
    assert all(g.cards(f"f{n}") == [] for n in range(1, 9))
    turned = g.board.stock[-1]
    assert g.board.stock[0] == parse_card(words[-1]) and turned == parse_card(words[40])


def test_nothing_moves_at_the_deal():
    g = new_game("republic", deal=1)
    assert g.board == g.start and g.moves == [] and g.score().total == 0


def test_a_deal_string_plays_the_same_cards_as_its_deal_number():
    assert new_game("republic", deck=GOLDEN[7]).start == new_game("republic", deal=7).start
    assert new_game("republic", deck=GOLDEN[7].lower()).deck == GOLDEN[7]


def test_deal_string_builds_a_deal_with_chosen_cards():
    deck = deal_string({"pa": "KS QS", "b": "AH", "stock": "2C 3C"}, fill="KD")
    words = deck.split()
    assert words[:3] == ["KS", "QS", "KD"] and words[31] == "AH" and words[40:42] == ["2C", "3C"]
    assert Counter(words) == Counter({w: 2 for w in set(words)}) and len(set(words)) == 52
    g = new_game("republic", deck=deck)
    assert g.cards("b") == ["AH"]
    with pytest.raises(ValueError, match="more than twice"):
        deal_string({"a": "AH", "b": "AH", "c": "AH"})


@pytest.mark.parametrize(
    ("deck", "words"),
    [
        (" ".join(GOLDEN[7].split()[:103]), "lists 104 cards; this one lists 103"),
        (GOLDEN[7].replace("8D", "9S"), "lists 9S 4 times, but two decks hold each card twice; it "
         "is short of 8D"),
        (GOLDEN[7].replace("8D", "1D"), "'1D' is not a card code"),
        (None, "Give either a deal number or a deal string"),
        (104, "A deal string is 104 card codes"),
    ],
)  # fmt: skip
def test_a_bad_deal_string_is_refused_in_a_sentence(deck, words):
    with pytest.raises(ValueError, match=words):
        new_game("republic", deck=deck)


@pytest.mark.parametrize("deal", [0, -3, True, 7.0, "7", 1 << 63])
def test_a_bad_deal_number_is_refused_in_a_sentence(deal):
    with pytest.raises(ValueError, match=r"[Dd]eal"):
        new_game("republic", deal=deal)


def test_giving_both_a_deal_and_a_deal_string_is_refused():
    with pytest.raises(ValueError, match="either a deal number or a deal string"):
        new_game("republic", deal=7, deck=GOLDEN[7])
