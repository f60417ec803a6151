"""Saves of The Republic: what a save holds, loading it back exactly (mid-game, with redeals,
undone moves and an ended game), and damaged or edited saves refused in one sentence
(BadSave), through ``boardwalk.rules.load_game`` as the shell calls it."""

import json

import pytest

from boardwalk.rules import BadSave, load_game, new_game
from boardwalk.rules.republic import Game
from boardwalk.rules.republic import load_game as load_republic

MOVES = ["i-a", "s", "c-e", "s"]


def played(rule: str = "alternating") -> Game:
    """Deal 7 with four moves played (the listed ones under the standard rule), one undone."""
    g = new_game("republic", deal=7, rule=rule)
    for move in MOVES:
        g.play(move if move in g.legal_moves() else g.legal_moves()[-1])
    g.undo()
    return g


def same(a: Game, b: Game) -> bool:
    keys = ("deck", "rule", "deal", "moves", "redo_moves", "board", "ended", "redeals")
    return all(getattr(a, k) == getattr(b, k) for k in keys)


def test_a_save_names_game_rule_deal_moves_and_undone_moves():
    data = json.loads(played().to_json())
    assert data == {
        "format": "boardwalk-save",
        "game": "republic",
        "version": 1,
        "rule": "alternating",
        "deal": 7,
        "deck": new_game("republic", deal=7).deck,
        "moves": MOVES[:3],
        "redo": MOVES[3:],
        "ended": False,
    }


@pytest.mark.parametrize("rule", ["alternating", "same-suit", "any-suit"])
def test_a_save_loads_back_the_same_game(rule):
    g = played(rule)
    loaded = load_game(g.to_json())
    assert isinstance(loaded, Game) and same(loaded, g)
    assert loaded.redo() and loaded.moves[-1] == g.redo_moves[0]


def test_a_save_with_a_redeal_loads_back_with_its_redeal_counted():
    g = new_game("republic", deal=3, rule="same-suit")
    while g.board.stock or g.board.card is not None:
        g.play("s-w" if g.board.card is not None else "s")
    g.play("R")
    g.play("s")
    loaded = load_game(g.to_json())
    assert same(loaded, g) and loaded.redeals == 1 and loaded.moves.count("R") == 1


def test_a_game_from_a_deal_string_and_an_ended_game_load_back():
    g = new_game("republic", deck=new_game("republic", deal=3).deck, rule="any-suit")
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
        (damaged(rule="klondike"), "no rule 'klondike': choose one of alternating"),
        (damaged(rule=...), "does not say which matching rule"),
        (damaged(deal=None, deck="AS " * 104), "lists AS 104 times"),
        (damaged(deal=8), "not the one of deal 8: it was edited"),
        (damaged(deal=0, deck=...), "Deal numbers run from 1"),
        (damaged(moves=["i-a", "a-b"]), "its move 2 (a-b) is not legal there. The 8♣ cannot"),
        (damaged(moves="i-a"), "moves must be a list of moves"),
        (damaged(moves=["R"]), "its move 1 (R) is not legal there. The stock still holds 64"),
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
    "text", ["", "{", "[]", '{"game": "republic"}', b"\xff\xfe\xfd", 7, None, "1" * 5000]
)
def test_anything_else_is_not_a_save_of_the_republic(text):
    with pytest.raises(BadSave, match="not a save"):
        load_republic(text)


def test_a_republic_save_is_told_from_the_other_games_saves():
    towers = new_game("towers", deal=3)
    assert load_game(towers.to_json()).variant.id == "towers"
    assert load_game(new_game("cheshire", deal=3).to_json()).variant.id == "cheshire"
    with pytest.raises(BadSave, match="not a save of The Republic"):
        load_republic(towers.to_json())
    with pytest.raises(BadSave, match="not a save of The Republic"):
        load_game(damaged(format="something-else"))
