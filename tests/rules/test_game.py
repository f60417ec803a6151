"""The event-sourced Game: undo, redo, ending, saves that refuse damage, and the public API."""

import json

import pytest
from helpers import refuse, snapshot

from boardwalk.rules import BadSave, IllegalMove, fold, load_game, new_game


def played(variant="squattsi", deal=11, count=12) -> object:
    g = new_game(variant, deal=deal)
    for _ in range(count):
        moves = g.legal_moves()
        if not moves:
            break
        g.play(moves[len(moves) // 2])
    return g


def test_legal_moves_are_sorted_and_unique():
    g = played()
    moves = g.legal_moves()
    assert moves == sorted(set(moves))


def test_undo_and_redo_step_through_history():
    g = played()
    count = len(g.moves)
    states = []
    while True:
        states.append(snapshot(g)[0])
        if not g.undo():
            break
    assert g.moves == [] and len(states) == count + 1 > 5
    while g.redo():
        pass
    assert snapshot(g)[0] == states[0]
    assert g.board == fold(g.start, g.moves)


def test_a_new_move_clears_redo_unless_it_is_the_redone_move():
    g = played(count=4)
    last = g.moves[-1]
    g.undo()
    g.undo()
    redo = g.redo_moves
    g.play(redo[0])  # the same move as the next redo keeps the rest of the redo list
    assert g.redo_moves == [last]
    g.undo()
    other = next(m for m in g.legal_moves() if m != redo[0])
    g.play(other)
    assert g.redo_moves == []


def test_illegal_move_leaves_game_unchanged():
    g = played()
    refuse(g, "nonsense", "'nonsense' is not a move")
    refuse(g, "4a-4b", "a card on a destination never moves again")


def test_ending_scores_the_position_and_undo_reopens():
    g = played()
    score = g.end()
    assert g.is_over() and g.legal_moves() == [] and score == g.score()
    with pytest.raises(IllegalMove, match="ended"):
        g.play("1a-4a")
    assert g.undo() and not g.ended


def test_save_and_load_round_trip_with_undo_history():
    g = played(count=10)
    g.undo()
    g.undo()
    loaded = load_game(g.to_json())
    assert snapshot(loaded) == snapshot(g)
    assert loaded.deal == 11 and loaded.deck == g.deck
    assert loaded.redo() and loaded.redo() and not loaded.redo()


def test_games_from_a_deck_save_their_deck():
    deck = new_game("cheshire", deal=3).deck
    g = new_game("cheshire", deck=deck)
    g.play("1b*")
    loaded = load_game(g.to_json())
    assert loaded.deal is None and loaded.deck == deck and loaded.moves == ["1b*"]


def edited(**changes) -> str:
    data = json.loads(played(count=6).to_json())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "not readable JSON"),
        ('{"format": "boardwalk-save", "version"', "not readable JSON"),
        ("[1, 2]", "not a Boardwalk save"),
        (edited(version=9), "format version 9; this Boardwalk reads version 1"),
        (edited(variant="chess"), "there is no variant 'chess'"),
        (edited(deal=-3), "deal numbers run from 1"),
        (edited(deal=None, deck="AS " * 52), "the deck lists AS twice"),
        (edited(deal=12), "its deck is not the deck of deal 12"),
        (edited(moves=["1a-1b"]), "its move 1 (1a-1b) is not legal there"),
        (edited(moves="1a-4a"), "must be a list of moves"),
        (edited(redo=["zz"]), "'zz' is not a move"),
        (edited(ended="yes"), "'ended' must be true or false"),
    ],
)
def test_damaged_or_tampered_saves_are_refused_in_words(text, message):
    with pytest.raises(BadSave) as info:
        load_game(text)
    assert message in str(info.value)


def test_cards_names_places_the_variant_lacks():
    g = new_game("hopscotch", deal=1)
    with pytest.raises(ValueError, match="Hopscotch has no hand"):
        g.cards("h1")
    with pytest.raises(ValueError, match="columns a–e; there is no 1f"):
        g.cards("1f")
    assert g.cards("4h") == [] and g.cards("3h") == ["##"] * 4
