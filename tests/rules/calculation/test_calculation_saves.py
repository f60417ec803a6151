"""Saves of Calculation: what a save holds, loading it back exactly, and damaged or edited saves
refused in one sentence (BadSave), through ``boardwalk.rules.load_game`` as the shell calls it."""

import json

import pytest

from boardwalk.rules import BadSave, load_game, new_game
from boardwalk.rules.calculation import Game
from boardwalk.rules.calculation import load_game as load_calculation


def played(rule: str = "4-000000") -> Game:
    """Deal 7 with four moves played, one undone."""
    g = new_game("calculation", deal=7, rule=rule)
    for move in ("p-a", "p-b", "p-c", "p-a"):
        g.play(move)
    g.undo()
    return g


def same(a: Game, b: Game) -> bool:
    keys = ("deck", "rule", "deal", "moves", "redo_moves", "board", "ended")
    return all(getattr(a, k) == getattr(b, k) for k in keys)


def test_a_save_names_game_rule_deal_moves_and_undone_moves():
    data = json.loads(played("6-100010").to_json())
    assert data == {
        "format": "boardwalk-save",
        "game": "calculation",
        "version": 1,
        "rule": "6-100010",
        "deal": 7,
        "deck": new_game("calculation", deal=7, rule="6-100010").deck,
        "moves": ["p-a", "p-b", "p-c"],
        "redo": ["p-a"],
        "ended": False,
    }


@pytest.mark.parametrize("rule", ["4-000000", "6-100010", "3-111111", "5-010101"])
def test_a_save_loads_back_the_same_game(rule):
    g = played(rule)
    loaded = load_game(g.to_json())
    assert isinstance(loaded, Game) and same(loaded, g)
    assert loaded.redo() and loaded.moves[-1] == g.redo_moves[0]


def test_a_game_from_a_deal_string_and_an_ended_game_load_back():
    g = new_game("calculation", deck=new_game("calculation", deal=3).deck)
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
        (damaged(rule="7-000000"), "the number of discard piles is 3, 4, 5 or 6, not '7'."),
        (damaged(rule=...), "does not say which variation"),
        (damaged(deal=None, deck="AS " * 52), "The deck lists AS twice"),
        (damaged(deal=None, rule="6-100010"), "the four Kings come after the stack bases"),
        (damaged(deal=8), "not the one of deal 8: it was edited"),
        (damaged(rule="6-100010"), "not the one of deal 7: it was edited"),
        (damaged(deal=0, deck=...), "Deal numbers run from 1"),
        (damaged(moves=["p-a", "p-1"]), "its move 2 (p-1) is not legal there. The K♣ does not"),
        (damaged(moves="p-a"), "moves must be a list of moves"),
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
    "text", ["", "{", "[]", '{"game": "calculation"}', b"\xff\xfe\xfd", 7, None, "1" * 5000]
)
def test_anything_else_is_not_a_save_of_calculation(text):
    with pytest.raises(BadSave, match="not a save"):
        load_calculation(text)


def test_a_calculation_save_is_told_from_the_other_games_saves():
    for other in (new_game("cheshire", deal=3), new_game("towers", deal=3)):
        assert load_game(other.to_json()).variant.id == other.variant.id
        with pytest.raises(BadSave, match="not a save of Calculation"):
            load_calculation(other.to_json())
    with pytest.raises(BadSave, match="not a save of Calculation"):
        load_game(damaged(format="something-else"))
