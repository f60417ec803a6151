"""Deals of The Towers (COMPANIONS.md §0, §1): pinned deal numbers, the deal string and its
layout (t2, t3), and the Aces laid off at the deal."""

import pytest

from boardwalk.rules import new_game
from boardwalk.rules.deals import deal_cards
from boardwalk.rules.towers import CardMoved, deal_string, deck_of_deal

# Deal N of The Towers must never change: players share these numbers.
GOLDEN = {
    1: "7D QD 6S 8D 3D 9C JC 9H QS 4S QH 2S AH 8H 5C KC 3S 4H KH 5H 6C 9D QC TH TS 7S 8C 2D 5D JH 3H 4C KD KS AC 5S 4D JS TC 2C 2H TD 8S 7H 6H 7C 6D AS 3C 9S AD JD",  # noqa: E501
    2: "KC TC QD 8S JS KD 2S 2D 7H JC TH 4H 9S 3H 6D 3C QC JD TD 9H 8C 3S 7C QH 5D 9C AD 5C 5S 7S 4C 2H 7D KH 5H AC 4S 6H 4D JH 3D 6S 2C AH 8H 9D 6C AS 8D TS QS KS",  # noqa: E501
    7: "JC 3S 5C QS 9C 8H 7H 4D KH 4H AC QD TC 6H 2S 7D JH 2H 5S QH 4S 3C 6D JS 7C 8D 3D KS 3H AD 8C 2D 6S 2C 9H AS AH 9D JD KD 6C 9S TH 8S 5H TS 7S KC TD QC 5D 4C",  # noqa: E501
    1000: "7D 3C 8H JC 4H 2S 6C TH 4D AH KD 2H 2D KH 3H 7S QD AD TD QC 6S 9S 4C 3S 6H 7H 8S TC 6D 5S 9C 2C AS KS 5D 8C 9H KC JS 5C JH 4S TS QH QS AC 8D 7C 5H JD 9D 3D",  # noqa: E501
}


@pytest.mark.parametrize("deal", sorted(GOLDEN))
@pytest.mark.parametrize("rule", ["same-suit", "alternating", "any-suit"])
def test_golden_deals_never_change_and_the_rule_does_not_change_the_cards(deal, rule):
    assert new_game("towers", deal=deal, rule=rule).deck == GOLDEN[deal]


def test_deal_numbers_use_boardwalks_shuffle_seeded_with_the_game_id():
    assert deck_of_deal(7) == deal_cards(7, "towers")
    assert new_game("towers", deal=7).deck != new_game("hopscotch", deal=7).deck


def test_the_deal_string_lays_out_columns_deepest_first_then_t2_and_t3():
    g = new_game("towers", deal=2)  # no Ace is available at this deal: nothing moves
    words = GOLDEN[2].split()
    assert g.deal_events == []
    for i, column in enumerate("abcdefghij"):
        assert g.cards(column) == words[5 * i : 5 * i + 5]
    assert (g.cards("t1"), g.cards("t2"), g.cards("t3"), g.cards("t4")) == ([], ["QS"], ["KS"], [])
    assert all(g.cards(f) == [] for f in ("f1", "f2", "f3", "f4"))


def test_a_deal_string_plays_the_same_cards_as_its_deal_number():
    assert new_game("towers", deck=GOLDEN[7]).start == new_game("towers", deal=7).start
    assert new_game("towers", deck=GOLDEN[7].lower()).deck == GOLDEN[7]


@pytest.mark.parametrize(
    ("deck", "words"),
    [
        (" ".join(GOLDEN[7].split()[:51]), "lists 51"),
        (GOLDEN[7].replace("4C", "5D"), "5D twice and leaves out 4C"),
        (GOLDEN[7].replace("4C", "1C"), "'1C' is not a card code"),
        (None, "Give either a deal number or a deal string"),
        (52, "A deck is a string of 52 card codes"),
    ],
)
def test_a_bad_deal_string_is_refused_in_a_sentence(deck, words):
    with pytest.raises(ValueError, match=words):
        new_game("towers", deck=deck)


@pytest.mark.parametrize("deal", [0, -3, True, 7.0, "7", 1 << 63])
def test_a_bad_deal_number_is_refused_in_a_sentence(deal):
    with pytest.raises(ValueError, match=r"[Dd]eal"):
        new_game("towers", deal=deal)


def test_giving_both_a_deal_and_a_deal_string_is_refused():
    with pytest.raises(ValueError, match="either a deal number or a deal string"):
        new_game("towers", deal=7, deck=GOLDEN[7])


# -- the Aces at the deal (§1) ---------------------------------------------------------------
def test_available_aces_go_up_at_the_deal_and_are_not_moves():
    g = new_game("towers", deal=1)  # A♣ exposed in g, A♦ in t2
    assert g.deal_events == [CardMoved("AC", "g", "f4"), CardMoved("AD", "t2", "f3")]
    assert g.cards("f4") == ["AC"] and g.cards("f3") == ["AD"] and g.cards("t2") == []
    assert g.cards("g") == ["3H", "4C", "KD", "KS"]
    assert g.moves == [] and g.score().total == 2
    assert g.layout.towers[1] is not None, "the layout keeps the deal as dealt"


def test_an_ace_uncovered_by_an_ace_goes_up_too_in_a_chain():
    g = new_game("towers", deck=deal_string({"c": "9H AD AS", "t3": "AC"}))
    assert g.deal_events == [
        CardMoved("AS", "c", "f1"),
        CardMoved("AD", "c", "f3"),
        CardMoved("AC", "t3", "f4"),
    ]
    assert g.cards("c")[-1] == "9H" and g.cards("t3") == []


def test_a_buried_ace_waits_for_the_player():
    g = new_game("towers", deck=deal_string({"b": "AH 5C 7D", "a": "AS", "c": "AD", "d": "AC"}))
    assert [e.card for e in g.deal_events] == ["AS", "AD", "AC"]
    assert g.cards("b")[-3:] == ["AH", "5C", "7D"] and g.cards("f2") == []
    assert "b-f2" not in g.legal_moves()


def test_an_ace_uncovered_by_a_move_waits_for_its_own_move():
    deck = deal_string({"b": "AH 2C", "a": "AS", "c": "AD", "d": "AC", "e": "3C"})
    g = new_game("towers", deck=deck, rule="any-suit")
    g.play("b-e")
    assert g.cards("b")[-1] == "AH" and g.cards("f2") == []
    assert "b-f2" in g.legal_moves()
    assert g.play("b-f2") == [CardMoved("AH", "b", "f2")]
