"""Board plays (RULES.md §4–§8): live plays, flips, blocks, ascending order, slides, filing."""

from helpers import PERFECT_LAYOUT, layout_game, perfect_moves, refuse

from boardwalk.rules import CardFlipped, CardMoved, ColumnDeclared, GameOver

LOWER = [f"3{c}" for c in "abcdefgh"]


def scenario_a():
    return layout_game(
        "hopscotch", {"1a": "2S 3S 4S 5S", "1b": "7D", "1d": "5D", "3c": "8C 5H", "1e": "KH"}
    )


def test_live_play_declares_and_flips_the_column_played_to():
    g = scenario_a()
    events = g.play("1a-4c")
    assert g.cards("4c") == ["5S"]
    assert g.cards("3c") == ["##", "##", "##", "5H"]
    assert g.cards("1a") == ["##", "##", "4S"]  # the upperwalk flips itself (§4)
    assert events == [
        CardMoved("5S", "1a", "4c"),
        ColumnDeclared("4c", "5"),
        CardFlipped("5H", "3c"),
        CardFlipped("4S", "1a"),
    ]


def test_lowerwalk_must_ascend_both_ways():
    g = scenario_a()
    g.play("1a-4c")
    refuse(
        g,
        "1b-4a",
        "The 7♦ cannot declare column a of the lowerwalk: the lowerwalk must ascend, and a 7 "
        "cannot go left of the 5s in column c (1b-4a).",
    )
    refuse(g, "1a-4e", "must ascend, and a 4 cannot go right of the 5s in column c (1a-4e).")
    g.play("1b-4e")  # a 7 right of the 5 is fine
    assert g.cards("4e") == ["7D"]


def test_ascending_rule_does_not_look_ahead():
    g = scenario_a()
    g.play("1e-4a")  # a King on the first column is legal (§7 Decision)...
    assert not [
        m for m in g.legal_moves() if m[-2] == "4" and m[-1] != "a"
    ]  # ...and walls off the rest


def test_same_value_is_never_declared_twice_on_a_walk():
    g = layout_game("hopscotch", {"1a": "5S", "1b": "5D"}, "1a-4c")
    refuse(g, "1b-4e", "The 5♦ cannot declare", "5s are already declared in column c", "twice")


def test_blocked_column_refuses_live_plays_but_not_its_own_blocker():
    g = scenario_a()
    g.play("1a-4c")
    refuse(g, "1d-4c", "column c of the lowerwalk: the 5♥ on its stack blocks it")
    g.play("3c-4c")  # the blocking card plays onto its own column and the next card flips
    assert g.cards("4c") == ["5S", "5H"]
    assert g.cards("3c") == ["##", "##", "8C"]
    refuse(g, "1b-4c", "The 7♦ cannot go onto the 5s in column c", "takes only its own value")


def test_lowerwalk_stack_never_flips_when_played_from():
    g = scenario_a()
    g.play("1a-4c")
    g.play("3c-4c")
    g.play("3c-4f")  # the 8C leaves column c for column f
    assert g.cards("3c") == ["##", "##"]
    assert g.cards("4f") == ["8C"]
    assert g.cards("3f")[-1] != "##"


def scenario_b():
    """Columns a and b completed with Aces and 2s, so their places become openings."""
    layout = {"1a": "AS", "1b": "KH", "3a": "2C AC AD AH", "3b": "3C 2D 2H 2S", "3c": "9H"}
    return layout_game("hopscotch", layout, "1a-4a 3a-4a 3a-4a 3a-4a")


def test_a_destination_holds_four_cards():
    g = scenario_b()
    assert g.cards("4a") == ["AS", "AH", "AD", "AC"]
    assert g.cards("3a") == ["2C"]  # the last card of a completed column, face up
    refuse(g, "1b-4a", "cannot go onto the Aces in column a", "holds at most 4 cards (1b-4a).")


def test_slides_to_openings():
    g = scenario_b()
    g.play("3a-4b")
    assert g.cards("3a") == []  # an opening
    g.play("3b-4b")
    g.play("3b-4b")
    g.play("3b-4b")
    assert g.cards("3b") == ["3C"]
    refuse(g, "3b-3a", "The 3♣ sits on a completed column", "relieve nothing")
    refuse(g, "3d-3a", "The top card of the stack in column d of the lowerwalk is face down")
    g.play("3b-4c")  # 3b empties: a second opening; column c is now blocked by the 9H
    g.play("3c-3a")  # a slide from row 3 relieves a blocked column
    assert g.cards("3a") == ["9H"]
    assert g.cards("3c") == ["##", "##", "##"]
    refuse(g, "3a-3b", "The 9♥ sits on a completed column")
    g.play("1b-3b")  # a slide from row 1; the stack flips its next card
    assert g.cards("3b") == ["KH"]
    assert g.cards("1b")[-1] != "##"
    refuse(g, "1c-3b", "cannot slide to column b of the lowerwalk", "a slide needs an opening")
    assert "3a-4d" in g.legal_moves()  # a slid card is an ordinary source card


def scenario_c():
    layout = {"1a": "KC QC JC TC", "1b": "KD 8C 7C 6C", "1c": "9C", "1d": "9H"}
    return layout_game("hopscotch", layout)


def test_filing_needs_an_empty_row1_stack_or_its_own_last_card():
    g = scenario_c()
    refuse(g, "1a-2a", "cannot be filed yet: 3 more cards lie beneath it", "last card")
    refuse(g, "1b-2a", "opens only when its stack is empty, and that holds 4 cards (1b-2a).")
    for move in "1b-4a 1b-4b 1b-4c 1d-4d 1a-4e 1a-4f 1a-4g".split():
        g.play(move)
    refuse(g, "1b-2a", "holds 1 card (1b-2a).")
    lower = [g.cards(p) for p in LOWER]
    events = g.play("1a-2a")  # the last card of a row-1 stack files onto its own destination
    assert g.cards("2a") == ["KC"] and g.cards("1a") == []
    assert [g.cards(p) for p in LOWER] == lower  # filing flips nothing
    assert not [e for e in events if isinstance(e, CardFlipped)]


def test_upperwalk_of_hopscotch_takes_any_order_but_no_repeat():
    g = scenario_c()
    for move in "1b-4a 1b-4b 1b-4c 1d-4d 1a-4e 1a-4f 1a-4g 1a-2a".split():
        g.play(move)
    refuse(g, "1b-2b", "Kings are already declared in column a")
    g.play("1b-4h")
    g.play("1c-2b")  # a 9 right of a King: Hopscotch's upperwalk need not ascend
    assert g.cards("2b") == ["9C"]
    assert g.cards("4d") == ["9H"]  # and the same value may stand once on each walk


def test_nothing_is_played_to_row1_in_hopscotch():
    g = scenario_c()
    refuse(g, "1a-1b", "nothing is ever played there in Hopscotch (1a-1b).")
    refuse(g, "1a-4a/3b", "only a hand play returns a card")
    refuse(g, "h1-4a", "Hopscotch has no hand (h1-4a).")
    refuse(g, "1a*", "There are no favors in Hopscotch")


def test_a_perfect_hopscotch_game_is_won_scored_and_over():
    g = layout_game("hopscotch", PERFECT_LAYOUT)
    moves = perfect_moves()
    for move in moves[:-1]:
        assert not g.is_over()
        events = g.play(move)
        assert not [e for e in events if isinstance(e, GameOver)]
    events = g.play(moves[-1])
    assert g.is_over() and g.legal_moves() == []
    s = g.score()
    assert (s.destinations, s.hand, s.spikes, s.total, s.won, s.perfect) == (
        52,
        0,
        0,
        52,
        True,
        True,
    )
    assert events[-1] == GameOver(s)


def test_a_return_card_on_a_board_move_is_explained_by_the_real_obstacle():
    g = scenario_c()
    refuse(g, "1a-1b/?", "nothing is ever played there in Hopscotch")
    refuse(g, "1b-4a/3c", "only a hand play returns a card to the hand (write 1b-4a).")
    g = scenario_a()
    g.play("1a-4c")
    refuse(g, "1b-4c/3b", "The 7♦ cannot go onto the 5s in column c", "(1b-4c/3b).")
