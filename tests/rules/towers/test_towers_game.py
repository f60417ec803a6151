"""The Towers through the public API (COMPANIONS.md §5): new_game, play, undo, redo, score,
is_over, cards, board_text; Boardwalk's own calls unchanged beside it."""

import pytest
from towers_helpers import board_of

from boardwalk.rules import VARIANTS, IllegalMove, load_game, new_game
from boardwalk.rules.__main__ import main as rules_cli
from boardwalk.rules.cards import CODES
from boardwalk.rules.towers import CardMoved, Game, GameOver, RunMoved, Score, apply

# Every card dealt in falling order: each next foundation card is always exposed, so the
# game is won by foundation moves alone.
FALLING = " ".join(reversed(CODES))


def win(game) -> list:
    """Play foundation moves until none is left; the events of the last one."""
    events = []
    while moves := [m for m in game.legal_moves() if m[-2:-1] == "f"]:
        events = game.play(moves[0])
    return events


def test_a_towers_game_says_what_it_is():
    g = new_game("towers", deal=7)
    assert isinstance(g, Game)
    assert (g.variant.id, g.variant.name, g.rule) == ("towers", "The Towers", "same-suit")
    assert new_game("towers", deal=7, rule="alternating").rule == "alternating"
    assert new_game(" Towers ", deal=7, rule="ANY-SUIT").rule == "any-suit"


@pytest.mark.parametrize("rule", ["", "same suit", "klondike", 3, ["same-suit"]])
def test_a_bad_rule_id_is_refused_naming_the_known_ones(rule):
    with pytest.raises(ValueError, match="same-suit, alternating, any-suit"):
        new_game("towers", deal=7, rule=rule)


def test_boardwalks_own_calls_do_not_change():
    assert "towers" not in VARIANTS
    g = new_game("hopscotch", deal=1)
    assert g.deck.startswith("JS 2C KC 7S") and not hasattr(g, "rule")
    assert new_game("squattsi", 7).variant.id == "squattsi"
    assert load_game(g.to_json()).deck == g.deck
    with pytest.raises(ValueError, match="no rule to choose"):
        new_game("hopscotch", deal=1, rule="same-suit")
    with pytest.raises(ValueError, match="There is no variant"):
        new_game("klondike", deal=1)


def test_play_records_the_listed_form_whatever_the_spelling():
    g = new_game("towers", deal=7)
    assert g.play(" F - B ") == [CardMoved("3H", "f", "b")]
    g.play("C-T1")
    g.play("d - t4 : 1")
    assert g.moves == ["f-b", "c-t1", "d-t4"]


def test_a_run_moves_as_one_event_and_one_recorded_move():
    board = board_of({"a": "6S 5S 4S", "b": "7H"}, rule="any-suit")
    after, events = apply(board, "a-b:3")
    assert events == [RunMoved(("6S", "5S", "4S"), "a", "b")]
    assert after.columns[1] == board.columns[1] + board.columns[0]


def test_refusals_leave_the_game_unchanged():
    g = new_game("towers", deal=7)
    g.play("f-b")
    before = (g.moves, g.board, g.redo_moves)
    for move in ("a-b", "f1-a", "zz", 7, None, ["a-b"], "a-b:0"):
        with pytest.raises(IllegalMove):
            g.play(move)
    assert (g.moves, g.board, g.redo_moves) == before


def test_undo_and_redo_step_back_and_forward_and_a_new_move_drops_the_rest():
    g = new_game("towers", deal=7)
    assert not g.undo() and not g.redo()
    boards = [g.board]
    for move in ("f-b", "c-t1", "d-t4"):
        g.play(move)
        boards.append(g.board)
    assert g.undo() and g.undo() and g.board == boards[1]
    assert g.redo_moves == ["c-t1", "d-t4"]
    assert g.redo() and g.board == boards[2] and g.redo_moves == ["d-t4"]
    g.play("d-t4")  # the move redo would play: it is taken off the redo list, not all of it
    assert g.redo_moves == [] and g.board == boards[3]
    g.undo()
    g.undo()
    g.play("e-t4")
    assert g.redo_moves == [] and g.moves == ["f-b", "e-t4"]
    while g.undo():
        pass
    assert g.board == g.start and g.moves == []


@pytest.mark.parametrize(("rule", "won", "lost"), [("same-suit", 4, -1), ("alternating", 1, -4),
                                                   ("any-suit", 0, 0)])  # fmt: skip
def test_a_won_game_scores_the_win_value_of_its_rule(rule, won, lost):
    g = new_game("towers", deck=FALLING, rule=rule)
    assert g.score() == Score(total=4, won=False, points=lost), "unwon: the loss value"
    assert g.deal_events == [
        CardMoved("AD", "j", "f3"),
        CardMoved("AC", "j", "f4"),
        CardMoved("AH", "t2", "f2"),
        CardMoved("AS", "t3", "f1"),
    ]
    events = win(g)
    assert g.score() == Score(total=52, won=True, points=won)
    assert events[-1] == GameOver(g.score())
    assert g.is_over() and g.legal_moves() == []
    assert len(g.moves) == 48 and "WON" in g.board_text()


def test_a_game_with_no_legal_move_left_is_over_and_lost():
    board = board_of({"a": "5S", "b": "9H", "c": "2D"}, towers=dict(t1="QD", t2="JC", t3="8C"))
    after, events = apply(board, "a-t4")
    assert events == [CardMoved("5S", "a", "t4"), GameOver(Score(total=0, won=False, points=-1))]
    with pytest.raises(IllegalMove):
        apply(after, "b-a")


def test_ending_a_game_scores_it_as_it_stands_and_undo_reopens_it():
    g = new_game("towers", deal=7, rule="alternating")
    assert g.end() == Score(total=1, won=False, points=-4)
    assert g.is_over() and g.legal_moves() == []
    with pytest.raises(IllegalMove, match="ended"):
        g.play("c-t1")
    assert g.undo() and not g.ended and g.legal_moves()


def test_cards_names_every_place_and_refuses_the_others():
    g = new_game("towers", deal=7)
    assert g.cards("a") == ["JC", "3S", "5C", "QS", "9C"]
    assert g.cards("F3") == ["AD"] and g.cards("t1") == [] and g.cards("t2") == ["5D"]
    for place in ("k", "t5", "t0", "f5", "1a", "", "s", 7, None, "ab"):
        with pytest.raises(ValueError, match="place"):
            g.cards(place)


def test_the_board_as_text():
    g = new_game("towers", deal=7)
    g.play("f-b")
    text = g.board_text()
    assert text.startswith("The Towers, deal 7, 1 moves\nSame suit rule: 1 card on the foundations")
    assert "f3 ♦ A♦" in text and "t2 5♦" in text and "\nb  8♥ 7♥ 4♦ K♥ 4♥ 3♥\n" in text


def test_the_command_line_shows_a_towers_game(capsys):
    assert rules_cli(["--variant", "towers", "--rule", "alternating", "--deal", "7"]) == 0
    out = capsys.readouterr().out
    assert "The Towers, deal 7, 0 moves\nAlternating colour rule" in out
    assert "23 legal moves: a-t1 a-t4 b-t1" in out and out.endswith("j-h j-t1 j-t4 t3-i\n")
    assert rules_cli(["--variant", "towers", "--deal", "7", "--moves", "f-b a-b"]) == 2
    assert "Move 2 (a-b): The 9♣ cannot go on the 3♥" in capsys.readouterr().err
