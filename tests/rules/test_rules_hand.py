"""The hand (RULES.md §9–§11): basic, power and blind plays; trump, juggle; the lock."""

from helpers import layout_game, refuse

from boardwalk.rules import CardFlipped, CardMoved, ColumnDeclared, LockCleared, LockSet


def lucky():
    layout = {"1a": "5S", "3c": "6C 4H", "3f": "JH", "3g": "QH", "h1": "5D", "h2": "9D", "h3": "7D"}
    return layout_game("lucky-seven", layout, "1a-4c")


def test_basic_play_returns_the_blocker_then_flips():
    g = lucky()
    refuse(g, "h1-4c/?", "only by a basic play, which brings back the blocking 4♥ (write h1-4c)")
    events = g.play("h1-4c")
    assert events == [
        CardMoved("5D", "h1", "4c"),
        CardMoved("4H", "3c", "h1"),
        CardFlipped("6C", "3c"),
    ]
    assert g.cards("h1") == ["4H"]  # the return card takes the slot the played card left
    assert g.cards("4c") == ["5S", "5D"]
    assert g.cards("3c") == ["##", "##", "6C"]


def test_power_play_returns_any_face_up_row3_card():
    g = lucky()
    g.play("h1-4c")
    refuse(g, "h2-4g", "needs a return card, as column g of the lowerwalk is not blocked")
    refuse(g, "h2-4g/3e", "cannot bring back a card from column e", "no face-up card")
    refuse(g, "h2-4g/1b", "can bring back only the blind card or a face-up card from a lowerwalk")
    g.play("h2-4g/3c")
    assert g.cards("h2") == ["6C"]
    assert g.cards("3c") == ["##", "##"]  # a return never flips the column it leaves
    assert g.cards("4g") == ["9D"]
    assert g.cards("3g")[-1] == "QH"  # the column played flips


def test_blind_play_takes_the_flip_card_into_the_hand():
    g = lucky()
    events = g.play("h3-4f/?")
    assert g.cards("h3") == ["JH"]
    assert g.cards("3f") == ["##", "##", "##"]  # column f stays unblocked
    assert g.cards("4f") == ["7D"]
    assert events == [
        CardMoved("7D", "h3", "4f"),
        ColumnDeclared("4f", "7"),
        CardMoved("JH", "3f", "h3"),
        CardFlipped("JH", "h3"),
    ]


def test_blind_play_on_the_fourth_card_leaves_an_opening():
    g = layout_game("lucky-seven", {"3g": "2S KC KD KH", "h1": "KS"})
    for _ in range(4):
        g.play("h1-4g/?")
    assert g.cards("4g") == ["KS", "KH", "KD", "KC"]
    assert g.cards("h1") == ["2S"]
    assert g.cards("3g") == []
    assert any(m.endswith("-3g") for m in g.legal_moves())  # slides to the new opening


def test_power_play_may_return_the_last_card_of_a_completed_column():
    g = layout_game(
        "lucky-seven", {"1a": "AS", "3a": "5C AC AD AH", "h1": "9S"}, "1a-4a 3a-4a 3a-4a 3a-4a"
    )
    g.play("h1-4d/3a")
    assert g.cards("h1") == ["5C"] and g.cards("3a") == []


def test_lucky_seven_hand_never_reaches_the_upperwalk_and_never_slides():
    g = lucky()
    refuse(g, "h1-2a/1b", "in Lucky Seven the hand plays only to the lowerwalk")
    refuse(g, "h1-1a/1b", "in Lucky Seven the hand plays only to the lowerwalk")
    refuse(g, "h1-3a", "can never slide")
    refuse(g, "h5-4a", "The hand holds 4 cards: there is no slot 5 (h5-4a).")


def squattsi(moves=""):
    """Row-1 column a emptied onto lowerwalk d–g, column b down to its last card, the 4S."""
    layout = {"1a": "KC QC JC TC", "1b": "4S 3C 2C AC", "h1": "5H", "h2": "6H", "h3": "4H"}
    setup = "1a-4d 1a-4e 1a-4f 1a-4g 1b-4a 1b-4b 1b-4c"
    return layout_game("squattsi", layout, f"{setup} {moves}")


def test_trump_needs_an_empty_source_stack_and_a_return():
    g = squattsi()
    refuse(g, "h1-2b/1c", "cannot be trumped onto column b", "opens only when its stack is empty")
    refuse(g, "h1-2a", "a trump brings back a face-up card from an upperwalk stack")
    refuse(g, "h1-2a/3a", "a trump brings back only a card from an upperwalk stack (h1-2a/3a).")
    top_c = g.cards("1c")[-1]
    g.play("h1-2a/1c")
    assert g.cards("2a") == ["5H"]
    assert g.cards("h1") == [top_c]
    assert g.cards("1c")[-1] != "##"  # the stack the return card left flips


def test_upperwalk_ascends_in_squattsi():
    g = squattsi("h1-2a/1b")  # a 5 on column a; the 4S comes back to the hand
    assert g.cards("h1") == ["4S"] and g.cards("1b") == []
    refuse(
        g,
        "h1-2b/1c",
        "the upperwalk must ascend, and a 4 cannot go right of the 5s in column a",
    )
    refuse(
        g, "h3-1a/1c", "a juggle needs an entirely empty column, and its destination holds cards"
    )
    g.play("h2-2b/1c")
    assert g.cards("2b") == ["6H"]


def test_juggle_locks_its_card_until_a_flip():
    g = squattsi()
    refuse(g, "1c-1a", "only a hand card is juggled there")
    events = g.play("h1-1a/1b")  # the return is 1b's last card: nothing flips
    assert events == [
        CardMoved("5H", "h1", "1a"),
        LockSet("5H", "1a"),
        CardMoved("4S", "1b", "h1"),
    ]
    assert g.cards("1a") == ["5H"] and g.board.locked == {0}
    refuse(g, "h2-1b/1a", "The 5♥ cannot come back", "locked until another card flips")
    refuse(g, "h2-1b/1b", "a juggle or coax never brings back the card it has just placed")
    refuse(
        g, "h2-1a/1c", "a juggle needs an entirely empty column, and its stack still holds cards"
    )
    events = g.play("1a-2a")  # a locked card may still be played elsewhere; a juggled card files
    assert LockCleared("5H", "1a") in events and g.board.locked == frozenset()
    assert g.cards("2a") == ["5H"]


def test_any_flip_unlocks():
    g = squattsi("h1-1a/1b")
    events = g.play("1c-2b")  # filing from 1c: the stack flips its next card
    assert LockCleared("5H", "1a") in events
    assert g.board.locked == frozenset()


def test_flip_caused_by_the_same_moves_return_unlocks_at_once():
    g = squattsi()
    events = g.play("h1-1a/1c")  # the return leaves 1c, whose next card flips (§11 Decision)
    flip = next(i for i, e in enumerate(events) if isinstance(e, CardFlipped))
    assert events[flip].place == "1c"
    assert events[flip + 1] == LockCleared("5H", "1a")
    assert g.board.locked == frozenset()


def test_unblocked_column_offers_only_the_blind_play_when_no_row3_card_shows():
    g = layout_game("lucky-seven", {"h1": "9S"})
    message = refuse(g, "h1-4d", "needs a return card", "the blind card (h1-4d/?).")
    assert "face-up" not in message
    assert [m for m in g.legal_moves() if m.startswith("h1-4d")] == ["h1-4d/?"]
