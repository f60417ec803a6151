"""Rules corners the other rules tests leave open (RULES.md §3–§13), checked by playing."""

import re

import pytest
from helpers import layout_game, refuse

from boardwalk.rules import Board, CardFlipped, find_variant, new_game, score

RANKS = "A23456789TJQK"


def play(game, moves: str):
    for move in moves.split():
        game.play(move)
    return game


def hand_to_row12(game):
    return [m for m in game.legal_moves() if re.fullmatch(r"h\d-[12][a-f]/.*", m)]


# -- Cheshire: trump, juggle and the ascending upperwalk (§10, §12) ----------------------

CHESHIRE = {
    "1a": "KC QC JC TC",
    "1f": "5S 9H 9D 9C",
    "h1": "7H",
    "h2": "7C",
    "h3": "7D",
    "h4": "4S",
}
EMPTY_1A = "1b* 1a-4c 1a-4d 1a-4e 1a-4f"  # the opening favor, then 1a emptied


def test_cheshire_trump_after_the_opening_favor():
    g = layout_game("cheshire", CHESHIRE, "1b*")
    refuse(g, "h1-2a/1f", "column a", "its stack is empty")  # 1a still holds its cards
    play(g, EMPTY_1A.removeprefix("1b*"))
    g.play("h1-2a/1f")
    assert g.cards("2a") == ["7H"]
    assert g.cards("h1") == ["9C"]
    assert g.cards("1f") == ["##", "##", "9D"]


def test_cheshire_juggle_after_the_opening_favor():
    g = layout_game("cheshire", CHESHIRE, "1b*")
    refuse(g, "h1-1a/1f")
    play(g, EMPTY_1A.removeprefix("1b*"))
    g.play("h1-1a/1f")
    assert g.cards("1a") == ["7H"]
    assert g.cards("h1") == ["9C"]
    assert g.cards("1f") == ["##", "##", "9D"]
    assert "1a-2a" in g.legal_moves()  # the juggled card is a row-1 source card


def test_cheshire_upperwalk_refuses_a_lower_value_right_of_a_declared_column():
    g = layout_game("cheshire", CHESHIRE, f"{EMPTY_1A} h1-2a/1f h2-1c/1f h3-1d/1f")
    assert g.cards("2a") == ["7H"] and g.cards("1f") == ["5S"]
    refuse(g, "1f-2f", "right of", "7")  # filing the last card of 1f
    g.play("1f-4a")
    refuse(g, "h4-2f/1b", "right of", "7")  # a trump of the 4S
    g.play("h1-2f/1b")
    assert g.cards("2f") == ["9C"]


def test_cheshire_upperwalk_refuses_a_higher_value_left_of_a_declared_column():
    g = layout_game("cheshire", CHESHIRE, f"{EMPTY_1A} h1-1c/1f h2-1d/1f h3-1e/1f 1f-2f")
    assert g.cards("2f") == ["5S"] and g.cards("h1") == ["9C"]
    refuse(g, "h1-2a/1b", "left of", "5")
    g.play("h4-2a/1b")
    assert g.cards("2a") == ["4S"]


# -- Squattsi: filing ascends; trumps onto declared or juggled columns (§7, §8, §10) -----

SQUATTSI = {"1a": "KC QC JC TC", "1b": "4S 3C 2C AC", "h1": "5H", "h2": "5D", "h3": "6H"}
SQUATTSI_SETUP = "1a-4d 1a-4e 1a-4f 1a-4g 1b-4a 1b-4b 1b-4c"


def test_squattsi_filing_obeys_the_ascending_upperwalk():
    g = layout_game("squattsi", SQUATTSI, SQUATTSI_SETUP)
    assert "1b-2b" in g.legal_moves()  # the 4S could be filed while nothing is declared
    g.play("h1-2a/1c")
    refuse(g, "1b-2b", "right of", "5")


def test_squattsi_trump_onto_a_declared_column_takes_only_its_value():
    g = layout_game("squattsi", SQUATTSI, f"{SQUATTSI_SETUP} h1-2a/1c")
    refuse(g, "h3-2a/1c", "2a", "5")
    g.play("h2-2a/1c")
    assert g.cards("2a") == ["5H", "5D"]


def test_juggled_card_blocks_its_own_destination_again():
    g = layout_game("squattsi", SQUATTSI, f"{SQUATTSI_SETUP} h1-1a/1c")
    assert g.cards("1a") == ["5H"]
    refuse(g, "1b-2a", "column a", "its stack is empty")  # filing
    refuse(g, "h2-2a/1c", "column a", "its stack is empty")  # trump
    g.play("1a-2a")  # the juggled card files onto its own destination...
    g.play("h2-2a/1c")  # ...and 2a opens again
    assert g.cards("2a") == ["5H", "5D"]


# -- Lucky Seven: upperwalk in any order, no repeats (§7, §8) ----------------------------


def test_lucky_seven_upperwalk_any_order_no_repeat_and_a_value_once_per_walk():
    layout = {"1a": "KC QC JC TC", "1b": "4S 3C 2C AC", "1c": "TD", "3a": "4D"}
    g = layout_game("lucky-seven", layout, f"{SQUATTSI_SETUP} 1b-2b")
    assert g.cards("2b") == ["4S"] and g.cards("3a")[-1] == "4D"
    refuse(g, "3a-2a", "already declared")
    g.play("1c-2a")  # a 10 left of the 4, and 10s are declared on the lowerwalk too
    assert g.cards("2a") == ["TD"] and g.cards("4d") == ["TC"]


# -- Hand plays to the lowerwalk (§9) ----------------------------------------------------


def test_power_play_returns_a_card_slid_onto_an_opening():
    layout = {"1a": "AS", "3a": "5C AC AD AH", "3b": "QD", "h1": "9S"}
    g = layout_game("lucky-seven", layout, "1a-4a 3a-4a 3a-4a 3a-4a 3a-4b 3b-3a")
    assert g.cards("3a") == ["QD"] and g.cards("3b") == ["##", "##", "##"]
    refuse(g, "h1-4c/3b", "column b", "no face-up card")  # 3b is face down again
    g.play("h1-4c/3a")
    assert g.cards("h1") == ["QD"] and g.cards("3a") == []
    assert g.cards("4c") == ["9S"] and g.cards("3c")[-1] != "##"


def test_blind_play_is_the_only_hand_play_when_no_row3_card_is_face_up():
    g = layout_game("lucky-seven", {"h1": "9S"})
    assert [m for m in g.legal_moves() if m.startswith("h1-4c")] == ["h1-4c/?"]
    refuse(g, "h1-4c", "blind")
    refuse(g, "h1-4c/3a", "column a", "no face-up card")


def test_power_play_is_refused_on_a_blocked_column():
    layout = {"1a": "5S", "1b": "8S", "3c": "4H", "3f": "JH", "h1": "5D"}
    g = layout_game("lucky-seven", layout, "1a-4c 1b-4f")
    refuse(g, "h1-4c/3f", "basic play")
    g.play("h1-4c")
    assert g.cards("h1") == ["4H"] and g.cards("4c") == ["5S", "5D"]


# -- Cheshire locks, slides and favors (§6, §11, §12) ------------------------------------

OPENING = {"1a": "9S", "1c": "AS", "3a": "2C AC AD AH", "3b": "2H", "hand": "7H 7C 7D"}
LOCKED = "1c* 1c-4a 3a-4a 3a-4a 3a-4a 3a-4b h1-1d/1a h2-1e/1d"


def locked_cheshire():
    """The 7C coaxed onto dormant 1e stays locked: its return (7H) left dormant 1d unflipped.

    Column a of the lowerwalk is complete and 3a is an opening; 3b shows a 2H on the 2s.
    """
    g = layout_game("cheshire", OPENING, LOCKED)
    assert g.cards("3a") == [] and g.cards("1e")[-1] == "7C" and g.cards("h1") == ["9S"]
    assert "h3-1d/1e" not in g.legal_moves()  # the 7C may not come back: it is locked
    return g


@pytest.mark.parametrize("flip", ["3b-4b", "h1-4d/?", "1b*"], ids=["lowerwalk", "blind", "favor"])
def test_any_flip_unlocks_a_coaxed_card(flip):
    g = locked_cheshire()
    refuse(g, "h3-1d/1e", "locked")
    events = g.play(flip)
    assert any(isinstance(e, CardFlipped) for e in events)
    assert "h3-1d/1e" in g.legal_moves()


def test_locked_card_may_still_play_live():
    g = locked_cheshire()
    g.play("1e-4c")
    assert g.cards("4c") == ["7C"] and g.cards("1e") == ["##"] * 4


def test_coaxed_card_slides_off_a_dormant_stack_without_a_flip_then_plays_live():
    g = locked_cheshire()
    refuse(g, "1d-3a", "column d", "dormant")  # a dormant stack's top is face down
    events = g.play("1e-3a")  # locked, and still it slides
    assert not [e for e in events if isinstance(e, CardFlipped)]
    assert g.cards("3a") == ["7C"] and g.cards("1e") == ["##"] * 4
    assert "1e*" in g.legal_moves()
    g.play("3a-4c")
    assert g.cards("4c") == ["7C"] and g.cards("3a") == []
    assert g.cards("3c")[-1] != "##"


# -- A whole Squattsi game: hand to the upperwalk, winning, perfect, spikes (§10, §13) ---


def chain_game(spike: bool = False, upper: str = "abc"):
    """Lowerwalk A…7 by a chain of live plays, then the upperwalk 8 9 T J Q filed in turn.

    The hand holds four Kings. With ``spike`` the last 7 stays face down under column g.
    """
    layout = {
        f"3{c}": f"{RANKS[i + 1]}S {RANKS[i]}H {RANKS[i]}D {RANKS[i]}C"
        for i, c in enumerate("abcdefg")
    }
    layout |= {
        f"1{c}": " ".join(f"{r}{s}" for s in "SHDC") for c, r in zip("bcde", "9TJQ", strict=True)
    }
    layout |= {"1a": "8H 8D 8C AS", "hand": "KS KH KD KC"}
    if spike:
        layout["3g"] = "7C 8S 7D 7H"
    moves = ["1a-4a"]
    for i, c in enumerate("abcdefg"):
        moves += [f"3{c}-4{c}"] * (2 if spike and c == "g" else 3)
        moves += [f"3{c}-4{'abcdefg'[i + 1]}"] if c != "g" else []
    moves += "1a-3a 1a-3b 1a-2a 3a-2a 3b-2a 3g-2a".split()
    for c in upper[1:]:
        moves += [f"1{c}-3a", f"1{c}-3b", f"1{c}-3c", f"1{c}-2{c}"]
        moves += [f"3a-2{c}", f"3b-2{c}", f"3c-2{c}"]
    return layout_game("squattsi", layout, " ".join(moves))


def test_hand_cannot_reach_the_upperwalk_when_row1_is_empty_and_a_won_game_goes_on():
    g = play(chain_game(), "1d-3a 1d-3b 1d-3c 1d-3d")
    assert "h1-1d/1e" in hand_to_row12(g)  # the KS could juggle onto the empty column d...
    play(g, "3a-2d 3b-2d 3c-2d 3d-2d 1e-3a 1e-3b 1e-3c 1e-3d")
    assert not hand_to_row12(g)  # ...until row 1 is empty: nothing could come back
    refuse(g, "h1-2e/1a")
    refuse(g, "h1-1e/1a")
    s = g.score()
    assert (s.destinations, s.hand, s.total, s.won, s.perfect) == (44, 4, 48, True, False)
    assert not g.is_over()
    assert g.legal_moves() == ["3a-2e", "3b-2e", "3c-2e", "3d-2e"]
    for move in g.legal_moves():
        g.play(move)
    s = g.score()
    assert g.is_over() and (s.destinations, s.hand, s.spikes, s.total) == (48, 4, 0, 52)
    assert s.won and s.perfect


def test_hand_cannot_reach_the_upperwalk_when_row1_holds_only_locked_cards():
    g = chain_game()
    for move in "1d-3a 1d-3b 1d-3c 1d-3d 1e-3e 1e-3f 1e-3g".split():
        g.play(move)
    g.play("h1-1d/1e")  # 1e's last card returns: nothing flips, the KS stays locked
    assert [g.cards(f"1{c}") for c in "abcde"] == [[], [], [], ["KS"], []]
    assert not hand_to_row12(g)
    refuse(g, "h1-2e/1d", "locked")  # a trump of the QS
    refuse(g, "h2-1e/1d", "locked")  # a juggle of the KH
    assert "1d-2d" in g.legal_moves()  # the locked card itself may still be filed


def test_spike_reached_by_play_makes_a_perfect_game():
    g = chain_game(spike=True, upper="abcde")
    assert g.cards("3g") == ["##"] and g.cards("4g") == ["7S", "7H", "7D"]
    assert g.is_over() and g.cards("1e") == []
    s = g.score()
    assert (s.destinations, s.hand, s.spikes, s.total, s.won, s.perfect) == (
        47,
        4,
        1,
        52,
        True,
        True,
    )


def cheshire_board(dormant: bool) -> Board:
    """Every column complete but lowerwalk a (two Aces on it, two face down beneath).

    With ``dormant``, upperwalk b's four cards still lie face down on its dormant stack.
    """
    values = [1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11]  # upper a–f, then lower a–f; Kings in hand
    piles = [tuple(4 * v + s for s in range(4)) for v in values]
    stacks, down = [()] * 12, [0] * 12
    piles[6], stacks[6], down[6] = piles[6][:2], piles[6][2:], 2
    if dormant:
        piles[1], stacks[1], down[1] = (), piles[1], 4
    hand = tuple(range(48, 52))
    asleep = frozenset({1} if dormant else ())
    v = find_variant("cheshire")
    return Board(v, tuple(stacks), tuple(down), tuple(piles), hand, asleep, frozenset())


def test_dormant_face_down_cards_cancel_spikes():
    s = score(cheshire_board(dormant=False))
    assert (s.destinations, s.hand, s.spikes, s.total, s.won, s.perfect) == (
        46,
        4,
        2,
        52,
        True,
        True,
    )
    s = score(cheshire_board(dormant=True))
    assert (s.destinations, s.spikes, s.total, s.won, s.perfect) == (42, 0, 46, False, False)


# -- Column counts and the deal order (§2, §3) -------------------------------------------


@pytest.mark.parametrize(
    ("variant", "move", "place", "last"),
    [
        ("lucky-seven", "1a-3h", "3h", "g"),
        ("squattsi", "1a-3h", "3h", "g"),
        ("cheshire", "1a-3g", "3g", "f"),
        ("cheshire", "1a-4g", "4g", "f"),
        ("hopscotch", "1f-4a", "1f", "e"),
    ],
)
def test_places_beyond_a_variants_columns_are_refused(variant, move, place, last):
    g = layout_game(variant, {}, "1b*" if variant == "cheshire" else "")
    message = refuse(g, move, place)
    assert re.search(rf"a\s*[–-]\s*{last}\b", message), message


def test_cheshire_has_six_columns_on_each_walk():
    g = layout_game("cheshire", {"1f": "KS", "3f": "KH"}, "1b*")
    assert g.cards("1f") == ["##", "##", "##", "KS"] and len(g.cards("3f")) == 4
    assert "1f-4f" in g.legal_moves()


def test_lowerwalk_deal_order_is_top_card_first():
    pinned = {0: "5S", 20: "KS", 21: "QH", 22: "JD", 23: "TC", 48: "5H", 49: "5D", 50: "5C"}
    rest = iter(r + s for r in RANKS for s in "SHDC" if r + s not in pinned.values())
    deck = [pinned.get(i) or next(rest) for i in range(52)]
    g = new_game("lucky-seven", deck=" ".join(deck))
    assert g.cards("1a") == ["##", "##", "##", "5S"] and g.cards("h1") == ["5H"]
    flips = []
    for move in "1a-4a h1-4a h2-4a h3-4a".split():  # a live play, then three basic plays
        g.play(move)
        flips.append(g.cards("3a")[-1])
    assert flips == deck[20:24]
    assert g.cards("4a") == ["5S", "5H", "5D", "5C"]
