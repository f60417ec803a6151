"""Packets and vacancies of The Republic (§2 Packets and vacancies, with its Decisions): a
packet turns up as part of the move that empties its column, its cards play, its last card
drops into the column, nothing is played onto it, and only a vacancy takes any card."""

from republic_helpers import busy, plays, refusal

from boardwalk.rules.republic import (
    CardFlipped,
    CardMoved,
    RunMoved,
    apply,
    layoff,
    layoff_move,
    legal_moves,
)
from boardwalk.rules.republic.board import cards_at

PACKET = "3C 2C JD"  # bottom first: the J♦ turns up first, the 3♣ is the last card


def test_a_packet_is_face_down_while_its_column_holds_a_card():
    board = busy({"a": "5H"}, packets={"pa": PACKET})
    assert cards_at(board, "pa") == ["##", "##", "##"]
    assert not [m for m in legal_moves(board) if m.startswith("pa")]
    assert refusal(board, "pa-b") == (
        "Packet pa is face down: its top card turns up only once column a is empty."
    )


def test_emptying_a_column_turns_its_packet_up_in_the_same_move():
    board = busy({"a": "5H", "b": "6S"}, packets={"pa": PACKET})
    after, events = apply(board, "a-b")
    assert events[:2] == [CardMoved("5H", "a", "b"), CardFlipped("JD", "pa")]
    assert cards_at(after, "pa") == ["##", "##", "JD"] and cards_at(after, "a") == []


def test_a_run_that_empties_its_column_turns_the_packet_up_too():
    board = busy({"a": "6H 5S", "b": "7C", "j": ""}, packets={"pa": PACKET})
    after, events = apply(board, "a-b:2")
    assert events == [RunMoved(("6H", "5S"), "a", "b"), CardFlipped("JD", "pa")]
    assert after.packet_card(0) is not None and not after.is_vacancy(0)


def test_a_packet_card_plays_to_a_foundation_onto_a_column_or_into_a_vacancy():
    board = busy({"a": "", "b": "KS", "j": ""}, packets={"pa": "3C 2C AD"})
    assert {"pa-f5", "pa-f6", "pa-j"} <= set(legal_moves(board))
    board = busy({"a": "", "b": "QS"}, packets={"pa": PACKET})
    assert [m for m in legal_moves(board) if m.startswith("pa")] == ["pa-b"]


def test_when_a_packet_card_leaves_the_next_one_turns_up():
    board = busy({"a": "", "b": "QS"}, packets={"pa": PACKET})
    after, events = apply(board, "pa-b")
    assert events[:2] == [CardMoved("JD", "pa", "b"), CardFlipped("2C", "pa")]
    assert cards_at(after, "pa") == ["##", "2C"]


def test_the_last_packet_card_drops_into_its_column_at_once():
    board = busy({"a": "", "b": "3D"}, packets={"pa": "3C 2C"})
    after, events = apply(board, "pa-b")
    assert events[:3] == [
        CardMoved("2C", "pa", "b"),
        CardFlipped("3C", "pa"),
        CardMoved("3C", "pa", "a"),
    ]
    assert cards_at(after, "pa") == [] and cards_at(after, "a") == ["3C"]
    assert "pa-b" not in legal_moves(after) and not after.is_vacancy(0)
    assert refusal(after, "pa-b") == "Packet pa is empty: all its cards have left it."


def test_a_packet_of_one_left_under_a_column_drops_as_soon_as_the_column_empties():
    board = busy({"a": "5H", "b": "6S"}, packets={"pa": "9D"})
    after, events = apply(board, "a-b")
    assert events[1:3] == [CardFlipped("9D", "pa"), CardMoved("9D", "pa", "a")]
    assert cards_at(after, "a") == ["9D"]


def test_nothing_is_ever_played_onto_a_packet():
    board = busy({"a": "", "c": "JS"}, packets={"pa": PACKET})
    assert refusal(board, "c-pa") == (
        "Nothing is ever played onto packet pa: it only gives up its cards."
    )


def test_an_empty_column_under_a_packet_takes_nothing():
    board = busy({"a": "", "c": "JC"}, packets={"pa": PACKET})
    assert not [m for m in legal_moves(board) if m.endswith("-a")]
    assert refusal(board, "c-a") == (
        "Column a is empty, but its packet is not: it takes no card until the packet's last "
        "card drops into it."
    )
    assert refusal(board, "a-c") == "Column a is empty: its packet's card, the J♦, plays from pa."


def test_a_vacancy_takes_any_card():
    board = busy({"a": "", "c": "JC"}, packets={"pc": "2D 3D"}, card="5D", talon="9H", up={"f1": 3})
    assert {"c-a", "s-a", "w-a", "f1-a"} <= set(legal_moves(board))
    after = plays(board, "c-a")
    assert after.columns[0] == board.columns[2] and after.is_vacancy(2) is False


def test_an_empty_vacancy_has_no_card_to_move():
    assert refusal(busy({"a": "", "c": "JC"}), "a-c") == (
        "Column a is empty: there is no card to move."
    )


def test_a_move_goes_somewhere_else():
    assert (
        refusal(busy({}), "c-c") == "A move goes from one place to another, not from c to itself."
    )


# -- Layoff (§4): columns a–j, then packets pa–pj, each card to the lower-numbered foundation --
def test_layoff_takes_columns_then_packets_to_the_lower_numbered_foundation_never_the_stock():
    board = busy(
        {"b": "AH", "c": "", "d": "2H"},
        packets={"pc": "9C 3H AH"},
        card="AD",
        talon="AC",
    )
    assert layoff_move(board) == "b-f3"
    assert layoff(board) == ["b-f3", "d-f3", "pc-f4", "pc-f3"]
    for move in layoff(board):
        board = plays(board, move)
    assert cards_at(board, "s") == ["AD"] and cards_at(board, "w") == ["AC"]
    assert cards_at(board, "c") == ["9C"], "the last packet card dropped into its column"
    assert layoff_move(board) is None
