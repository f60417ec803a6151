"""Saves of The Towers: what a save holds, loading it back exactly, and damaged or edited saves
refused in one sentence (BadSave), through ``boardwalk.rules.load_game`` as the shell calls it."""

import json

import pytest

from boardwalk.rules import BadSave, load_game, new_game
from boardwalk.rules.towers import Game
from boardwalk.rules.towers import load_game as load_towers


def played(rule: str = "same-suit") -> Game:
    """Deal 7 with four moves played (the listed ones under the standard rule), one undone."""
    g = new_game("towers", deal=7, rule=rule)
    for move in ("f-b", "c-t1", "d-t4", "i-c"):
        g.play(move if move in g.legal_moves() else g.legal_moves()[-1])
    g.undo()
    return g


def same(a: Game, b: Game) -> bool:
    return (a.deck, a.rule, a.deal, a.moves, a.redo_moves, a.board, a.ended) == (
        b.deck,
        b.rule,
        b.deal,
        b.moves,
        b.redo_moves,
        b.board,
        b.ended,
    )


def test_a_save_names_game_rule_deal_moves_and_undone_moves():
    data = json.loads(played().to_json())
    assert data == {
        "format": "boardwalk-save",
        "game": "towers",
        "version": 1,
        "rule": "same-suit",
        "deal": 7,
        "deck": new_game("towers", deal=7).deck,
        "moves": ["f-b", "c-t1", "d-t4"],
        "redo": ["i-c"],
        "ended": False,
    }


@pytest.mark.parametrize("rule", ["same-suit", "alternating", "any-suit"])
def test_a_save_loads_back_the_same_game(rule):
    g = played(rule)
    loaded = load_game(g.to_json())
    assert isinstance(loaded, Game) and same(loaded, g)
    assert loaded.redo() and loaded.moves[-1] == g.redo_moves[0]


def test_a_game_from_a_deal_string_and_an_ended_game_load_back():
    g = new_game("towers", deck=new_game("towers", deal=3).deck, rule="any-suit")
    g.play(g.legal_moves()[0])
    g.end()
    loaded = load_game(g.to_json().encode())
    assert same(loaded, g) and loaded.deal is None and loaded.is_over()


def damaged(**changes) -> str:
    data = json.loads(played().to_json())
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (damaged(version=2), "format version 2; this Boardwalk reads version 1."),
        (damaged(version=...), "does not say which format version"),
        (damaged(version=True), "does not say which format version"),
        (damaged(rule="klondike"), "no rule 'klondike': choose one of same-suit"),
        (damaged(rule=...), "does not say which matching rule"),
        (damaged(deal=None, deck="AS " * 52), "The deck lists AS twice"),
        (damaged(deal=8), "not the one of deal 8: it was edited"),
        (damaged(deal=0, deck=...), "Deal numbers run from 1"),
        (damaged(moves=["f-b", "a-b"]), "its move 2 (a-b) is not legal there. The 9♣ cannot"),
        (damaged(moves="f-b"), "moves must be a list of moves"),
        (damaged(redo=["zz"]), "its undone move 1 (zz) is not legal there. 'zz' is not a move"),
        (damaged(ended="no"), "'ended' must be true or false"),
    ],
)
def test_a_damaged_or_edited_save_is_refused_in_a_sentence(text, words):
    with pytest.raises(BadSave, match=r"^(This|The) save") as err:
        load_game(text)
    assert words in str(err.value)
    assert str(err.value).endswith(".")


@pytest.mark.parametrize(
    "text", ["", "{", "[]", '{"game": "towers"}', b"\xff\xfe\xfd", 7, None, "1" * 5000]
)
def test_anything_else_is_not_a_save_of_the_towers(text):
    with pytest.raises(BadSave, match="not a save"):
        load_towers(text)


def test_a_towers_save_is_told_from_a_boardwalk_save():
    boardwalk = new_game("cheshire", deal=3)
    assert load_game(boardwalk.to_json()).variant.id == "cheshire"
    with pytest.raises(BadSave, match="not a save of The Towers"):
        load_towers(boardwalk.to_json())
    edited = damaged(format="something-else")
    with pytest.raises(BadSave, match="not a save of The Towers"):
        load_game(edited)
