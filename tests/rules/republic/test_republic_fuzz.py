"""Whatever it is given, The Republic answers only with its documented errors, in a sentence.

``Game.play``, ``apply`` and ``parse_move`` raise only IllegalMove; ``load_game`` only
BadSave; ``new_game`` and ``Game.cards`` only ValueError. Any other exception fails.
"""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from boardwalk.rules import BadSave, IllegalMove, load_game, new_game
from boardwalk.rules.republic import PLACES, Game, parse_move
from boardwalk.rules.republic import load_game as load_republic

GAME = new_game("republic", deal=7)
SAVE = json.loads(GAME.to_json())
anything = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(),
    st.binary(),
    st.lists(st.text(), max_size=3),
    st.dictionaries(st.text(), st.integers(), max_size=3),
)
near_moves = st.one_of(
    st.builds(
        lambda a, b, sep, count: f"{a}{sep}{b}{count}",
        st.sampled_from([*PLACES, "k", "pk", "f9", "f0", "P A", " c ", "", "R", "t1"]),
        st.sampled_from([*PLACES, "q", "p", "F2", "W", "S"]),
        st.sampled_from(["-", " - ", "--", "", "/"]),
        st.sampled_from(["", ":1", ":2", ":3", ":0", ":13", ":x", ": 2", ":99999"]),
    ),
    st.sampled_from(["s", "S", " s ", "R", "r", "RR", "s-", "-w", "r-a", "s:2"]),
)


def check_sentence(err: Exception) -> None:
    message = str(err)
    assert message and message == message.strip() and message.isprintable(), message
    assert len(message) <= 400 and message[-1] in ".)", message


def plays_or_refuses(game: Game, move: object) -> None:
    before = (game.moves, game.board, game.redo_moves)
    try:
        game.play(move)
    except IllegalMove as err:
        check_sentence(err)
        assert (game.moves, game.board, game.redo_moves) == before
    else:
        assert game.moves[-1] == str(parse_move(move))
        game.undo()


def mid_game() -> Game:
    """Deal 7 some moves in: a packet turned up, a stock card showing, a talon."""
    g = new_game("republic", deal=7, rule="any-suit")
    for move in ("i-a", "s", "s"):
        g.play(move)
    return g


@given(st.one_of(st.text(max_size=30), near_moves, anything))
def test_play_refuses_anything_but_a_legal_move_in_a_sentence(move):
    plays_or_refuses(mid_game(), move)


@given(near_moves)
def test_well_formed_moves_round_trip_in_any_case(text):
    try:
        move = parse_move(text)
    except IllegalMove as err:
        check_sentence(err)
        return
    assert parse_move(str(move)) == move and parse_move(text.upper()) == move


@given(st.one_of(st.text(max_size=8), anything))
def test_cards_of_anything_but_a_place_is_a_value_error(place):
    try:
        cards = GAME.cards(place)
    except ValueError as err:
        check_sentence(err)
    else:
        assert isinstance(cards, list)


@given(anything, anything)
def test_new_game_refuses_bad_deals_and_rules_with_value_errors(deal, rule):
    try:
        game = new_game("republic", deal=deal, rule=rule)
    except ValueError as err:
        check_sentence(err)
    else:
        assert game.rule in ("alternating", "same-suit", "any-suit")


@given(st.one_of(st.text(max_size=60), anything))
def test_a_deal_string_of_anything_is_a_value_error(deck):
    try:
        new_game("republic", deck=deck)
    except ValueError as err:
        check_sentence(err)


@given(st.one_of(st.text(max_size=60), st.binary(max_size=60), anything))
def test_junk_is_never_loaded_and_never_a_traceback(text):
    for load in (load_game, load_republic):
        try:
            load(text)
        except BadSave as err:
            check_sentence(err)


@given(st.sampled_from(sorted(SAVE)), st.one_of(anything, st.lists(anything, max_size=3)))
def test_a_save_with_any_field_replaced_loads_or_is_a_bad_save(key, value):
    data = {**SAVE, key: value}
    try:
        game = load_game(json.dumps(data, default=repr))
    except BadSave as err:
        check_sentence(err)
    else:
        assert game.variant.id in ("republic", "hopscotch", "lucky-seven", "squattsi", "cheshire")
