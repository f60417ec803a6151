"""Cheshire (RULES.md §12): dormant stacks, the opening favor, favors and coaxing."""

from helpers import layout_game, refuse

from boardwalk.rules import CardFlipped, CardMoved, LockCleared, LockSet, new_game


def test_dormant_stacks_are_dealt_face_down_and_the_game_opens_with_a_favor():
    g = new_game("cheshire", deal=1)
    for place in ("1b", "1c", "1d", "1e"):
        assert g.cards(place) == ["##"] * 4
    assert g.cards("1a")[-1] != "##" and g.cards("1f")[-1] != "##"
    assert g.legal_moves() == ["1b*", "1c*", "1d*", "1e*"]
    refuse(g, "1a-4a", "Cheshire opens with a favor")
    refuse(g, "h1-1b/1a", "Cheshire opens with a favor")
    refuse(g, "1a*", "column a of the upperwalk was never dormant")
    refuse(g, "3a*", "Favors wake only the dormant stacks")


def cheshire():
    layout = {
        "1a": "9S",
        "1c": "2D 3D 4D 5D",
        "1f": "8S",
        "h1": "7H",
        "h2": "7C",
        "h3": "7D",
    }
    return layout_game("cheshire", layout)


def test_a_favor_wakes_a_stack_which_then_flips_itself():
    g = cheshire()
    events = g.play("1c*")
    assert events == [CardFlipped("5D", "1c")]
    refuse(g, "1c*", "column c of the upperwalk has already woken")
    g.play("1c-4a")
    assert g.cards("1c") == ["##", "##", "4D"]


def test_coaxing_locks_and_a_coaxed_stack_stays_dormant():
    g = cheshire()
    g.play("1c*")
    events = g.play("h1-1d/1a")  # 1a flips as its 9S leaves: the coaxed 7H unlocks at once
    assert events[:3] == [
        CardMoved("7H", "h1", "1d"),
        LockSet("7H", "1d"),
        CardMoved("9S", "1a", "h1"),
    ]
    assert events[-1] == LockCleared("7H", "1d")
    refuse(g, "1d*", "The coaxed 7♥ sits on the dormant stack in column d")
    refuse(g, "h2-1a/1f", "cannot go onto the", "coaxed onto a face-down top")
    refuse(g, "h2-1c/1f", "cannot go onto the 5♦")
    events = g.play("h2-1e/1d")  # the 7H leaves a dormant stack: no flip, so the 7C stays locked
    assert not [e for e in events if isinstance(e, CardFlipped)]
    assert g.cards("1d") == ["##"] * 4
    assert g.board.locked == {4}
    refuse(
        g,
        "h3-1b/1e",
        "The 7♣ cannot come back to the hand yet: it came from the hand and is locked",
    )
    assert "1d*" in g.legal_moves()
    events = g.play("1e-4b")  # a coaxed card leaving by a live play takes its lock with it
    assert LockCleared("7C", "1e") in events
    assert g.cards("1e") == ["##"] * 4


def test_a_dormant_top_points_to_the_favor():
    g = cheshire()
    g.play("1c*")
    refuse(g, "1d-4a", "column d of the upperwalk is dormant", "until a favor turns it (1d*).")


def test_outside_cheshire_a_hand_card_reaches_row1_only_by_a_juggle():
    g = layout_game("squattsi", {}, "")
    refuse(
        g, "h1-1a/1b", "a juggle needs an entirely empty column, and its stack still holds cards"
    )
