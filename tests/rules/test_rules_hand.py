"""The hand (RULES.md §9–§11): basic, power and blind plays; trump, juggle; the lock."""

from helpers import layout_game, refuse

from boardwalk.rules import CardFlipped, CardMoved, ColumnDeclared, LockCleared, LockSet


def lucky():
    layout = {"1a": "5S", "3c": "6C 4H", "3f": "JH", "3g": "QH", "h1": "5D", "h2": "9D", "h3": "7D"}
    return layout_game("lucky-seven", layout, "1a-4c")


def test_basic_play_returns_the_blocker_then_flips():
    g = lucky()
    refuse(g, "h1-4c/?", "Column c is blocked by the 4H: the hand play there is the basic play")
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
    refuse(g, "h2-4g", "Column g is not blocked, so a hand play there needs a return card")
    refuse(g, "h2-4g/3e", "There is no face-up card on 3e")
    refuse(g, "h2-4g/1b", "brings back a row-3 card or the blind card (?), not 1b")
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
    refuse(g, "h1-2a/1b", "In Lucky Seven the hand plays only to the lowerwalk.")
    refuse(g, "h1-1a/1b", "In Lucky Seven the hand plays only to the lowerwalk.")
    refuse(g, "h1-3a", "A hand card can never slide")
    refuse(g, "h5-4a", "The hand has slots h1–h4; there is no h5.")


def squattsi(moves=""):
    """Row-1 column a emptied onto lowerwalk d–g, column b down to its last card, the 4S."""
    layout = {"1a": "KC QC JC TC", "1b": "4S 3C 2C AC", "h1": "5H", "h2": "6H", "h3": "4H"}
    setup = "1a-4d 1a-4e 1a-4f 1a-4g 1b-4a 1b-4b 1b-4c"
    return layout_game("squattsi", layout, f"{setup} {moves}")


def test_trump_needs_an_empty_source_stack_and_a_return():
    g = squattsi()
    refuse(g, "h1-2b/1c", "2b opens only when 1b is empty: a trump needs an empty source stack.")
    refuse(g, "h1-2a", "A trump brings a face-up row-1 card back to the hand")
    refuse(g, "h1-2a/3a", "A trump brings back a row-1 card, not 3a.")
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
        "Upperwalk columns must ascend: a 4 cannot be declared right of the 5 on column a.",
    )
    refuse(g, "h3-1a/1c", "Juggling needs an entirely empty column: 2a already holds cards.")
    g.play("h2-2b/1c")
    assert g.cards("2b") == ["6H"]


def test_juggle_locks_its_card_until_a_flip():
    g = squattsi()
    refuse(g, "1c-1a", "Board cards never go to row 1")
    events = g.play("h1-1a/1b")  # the return is 1b's last card: nothing flips
    assert events == [
        CardMoved("5H", "h1", "1a"),
        LockSet("5H", "1a"),
        CardMoved("4S", "1b", "h1"),
    ]
    assert g.cards("1a") == ["5H"] and g.board.locked == {0}
    refuse(g, "h2-1b/1a", "The 5H on 1a came from the hand and is locked until another card flips")
    refuse(g, "h2-1b/1b", "A juggle or coax can never bring back the card it has just placed.")
    refuse(g, "h2-1a/1c", "Juggling needs an entirely empty column: 1a still holds cards.")
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
    message = refuse(g, "h1-4d", "needs a return card: the blind card (h1-4d/?)")
    assert "row-3 card" not in message
    assert [m for m in g.legal_moves() if m.startswith("h1-4d")] == ["h1-4d/?"]
