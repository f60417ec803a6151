"""Deals (RULES.md §3): deal numbers pinned forever, deck strings, face-up cards at the deal."""

import pytest

from boardwalk.rules import deck_from_layout, find_variant, new_game, parse_deck
from boardwalk.rules.deals import splitmix64

# Deal N of each variant must never change: players share these numbers.
GOLDEN = {
    ("hopscotch", 1): (
        "JS 2C KC 7S 4D KD 6S 8S TC 5H AC AS 4C 9C 3S QC 7C 3H 6D QD 8C TH 4S QS 4H TD 5S TS 2D AH 9S 7H 3D 5C 9H 2S JC 6H AD 8H 7D 8D KH 6C 9D 5D QH 2H KS 3C JH JD"
    ),
    ("hopscotch", 2): (
        "JS 7S 6C 7D 8C 9D TS 8S QD TD 3H 6H 9C KH TH 4H TC QS 8D 8H 3D 4S AS AH 3C KS 5S 2C JH 9S 4C 5H JD KD QC 4D 2H 7C 7H 5D 2S AC QH 5C AD 3S 6D 9H 2D 6S KC JC"
    ),
    ("hopscotch", 1000): (
        "QD TC 2S 9D 2C JH JC AS 8D KS 2H 3H QS AC AD 4C TH 9H 5H 3S KH 7S 2D 6S 8S 4D 7C 7D 3C 4S KC AH 5S 9S TS TD 5D JD 4H 6C 6D 8C 3D 8H 9C QC 5C JS QH 7H 6H KD"
    ),
    ("lucky-seven", 1): (
        "2H 4D 5D QH JC AH 2D KC 3S 8S 7S 6S 3D 9S AD 9H 8D KD 8C 9D 2S TS 7D 6D 7H JH 4C 5C 4S QC QS QD 6H KS 3H TD KH 9C 3C AC TC AS 5H 5S 6C 8H 4H 2C TH JD 7C JS"
    ),
    ("lucky-seven", 2): (
        "4S 9H 9S 3H QH AC 5D TD 3C JH KC QC 8D 8S QS 2D 9D 7H AS 3S 6H KS 6C 8C TH QD 7C AH 4H 4C JC 9C 5S 8H TC 2S 4D 5H JD 6D KD 6S 2H JS TS 3D 7S 2C 7D AD 5C KH"
    ),
    ("lucky-seven", 1000): (
        "KH 6S KS 5C QD 8C 7H 2S 4S JD 9S TD 4D 7C 2C 3S TH 5H AD 9D JS KD 6D 4H 9H 8D JC 5D 6H 9C 6C 8S 2D 3H QH 2H 7D 3D AS 4C QS QC JH 3C AH 8H KC 5S TS AC 7S TC"
    ),
    ("squattsi", 1): (
        "3C QH QD 2C 8C KH 9D JH 2S 2D 8S QS 8H AC 5S 4D TC 5C 3S 4H TH KS AS 3D TD 7D 7C 8D 9S 4C AH 5H 6H KD KC 6S 9C AD 6D 7H 9H JD 2H JC 4S TS JS 3H 6C QC 7S 5D"
    ),
    ("squattsi", 2): (
        "6D 4S AC AH 6C 9C 6S QS TH KD 7H 5D 7S 3C 7D 2D 3D 4C 8D 3H KC 5H TC 2C 9D 9S 4D 5C KS QC 8H QH AS 4H QD 6H JD JH JS TD JC 9H 2H AD 8S KH 7C 3S TS 5S 8C 2S"
    ),
    ("squattsi", 1000): (
        "KS 5C QC TH 9C 4S 2D 2H 4D 3C 5D TS 7S 6C 8S 9H QH JS 4H AH 8C KH AD 7H 3D TD 3S QD 5H 3H 6D 6S JD 7D 8D 9S 7C KC JC JH 4C 9D 8H AC 2C AS QS 6H KD 2S TC 5S"
    ),
    ("cheshire", 1): (
        "4S 9C 6H AS TD TC KS 9S 8D 5D KD TS 3D 7D 4C 5S KH AD KC 3H JS 6S QS 4H QH 4D 9H 9D AC AH QC 2S 2D 5H JH JD QD 8S JC 6C 8H 7H 2H 8C 7S 7C 5C 6D 3C TH 2C 3S"
    ),
    ("cheshire", 2): (
        "2H 6D 6S 6C 5H KS 5C 8H JS QC AH 7D JD KD 7C 3S TD 4C 8D 9S AS QD 4H 3C 2D AD 2S 2C QH 3H TC 5S 6H 9D 5D 4S 7H TS 9C AC 3D 8S KC QS JC JH 7S TH 4D KH 8C 9H"
    ),
    ("cheshire", 1000): (
        "6H QH TD 3S TS 3D 2H 5H 7S QD 9S TC 5D JD 2C AC 9H 6C 9D JS 4C KC 7C 3H TH 5C 3C 6S 2S 4H 8S JH 8C KH 2D AD 4D JC 8D QC 9C KD AH 7D 5S 6D 7H 8H 4S QS AS KS"
    ),
}


@pytest.mark.parametrize(("variant", "deal"), sorted(GOLDEN))
def test_golden_deals_never_change(variant, deal):
    assert new_game(variant, deal=deal).deck == GOLDEN[variant, deal]


def test_splitmix64_matches_its_reference_vector():
    state, first = splitmix64(0)
    assert first == 0xE220A8397B1DCDAF
    assert splitmix64(state)[1] == 0x6E789E6AA1B965F4


def test_deck_order_string_is_dealt_as_rules_section_3_says():
    deck = GOLDEN["lucky-seven", 1].split()
    g = new_game("lucky-seven", deck=" ".join(deck))
    assert g.cards("1a") == ["##", "##", "##", deck[0]]  # upperwalk stacks listed top card first
    assert g.cards("1e")[-1] == deck[16]
    assert g.cards("3a") == ["##"] * 4  # every lowerwalk card face down
    assert [g.cards(f"h{i}")[0] for i in range(1, 5)] == deck[48:]  # "the starting 9"


def test_hopscotch_deals_all_52_cards_to_13_stacks():
    g = new_game("hopscotch", deal=7)
    assert (
        sum(len(g.cards(p)) for p in [*(f"1{c}" for c in "abcde"), *(f"3{c}" for c in "abcdefgh")])
        == 52
    )


def test_deal_numbers_are_checked():
    with pytest.raises(ValueError, match="Deal numbers run from 1"):
        new_game("squattsi", deal=0)
    with pytest.raises(ValueError, match="either a deal number or a deck"):
        new_game("squattsi")
    with pytest.raises(ValueError, match="There is no variant 'chess'"):
        new_game("chess", deal=1)


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        ("AS 2S", "A deck lists 52 cards; this one lists 2."),
        (GOLDEN["squattsi", 1].replace("3C", "3X"), "'3X' is not a card code"),
        (GOLDEN["squattsi", 1].replace("3C", "QH"), "The deck lists QH twice and leaves out 3C."),
    ],
)
def test_bad_decks_are_refused_in_words(deck, message):
    with pytest.raises(ValueError) as info:
        parse_deck(deck)
    assert message in str(info.value)


def test_layout_places_the_named_cards_and_fills_the_rest():
    variant = find_variant("squattsi")
    deck = deck_from_layout(variant, {"3c": "5S 7H", "h2": "KD", "1a": "QC"})
    g = new_game("squattsi", deck=deck)
    assert g.cards("h2") == ["KD"]
    assert g.cards("1a")[-1] == "QC"
    assert sorted(deck.split()) == sorted(GOLDEN["squattsi", 1].split())
    g.play(next(m for m in g.legal_moves() if m.endswith("-4c")))
    assert g.cards("3c")[-1] == "7H"
