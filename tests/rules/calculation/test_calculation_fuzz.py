"""Whatever it is given, Calculation answers only with its documented errors, in a sentence.

``Game.play``, ``apply`` and ``parse_move`` raise only IllegalMove; ``load_game`` only
BadSave; ``new_game``, ``find_rule`` and ``Game.cards`` only ValueError. Any other exception
fails the test.
"""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from boardwalk.rules import BadSave, IllegalMove, load_game, new_game
from boardwalk.rules.calculation import PLACES, RULES, Game, find_rule, parse_move
from boardwalk.rules.calculation import load_game as load_calculation

GAME = new_game("calculation", deal=7, rule="6-110111")
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
near_moves = st.builds(
    lambda a, b, sep, count: f"{a}{sep}{b}{count}",
    st.sampled_from([*PLACES, "g", "0", "5", "P", " a ", "", "DECK"]),
    st.sampled_from([*PLACES, "q", "7", "B"]),
    st.sampled_from(["-", " - ", "--", "", "/"]),
    st.sampled_from(["", ":1", ":2", ":0", ":x", ": 1", ":99999"]),
)
near_codes = st.builds(
    lambda piles, dash, digits: f"{piles}{dash}{digits}",
    st.sampled_from(["3", "4", "6", "7", "0", "", "04", "٤"]),
    st.sampled_from(["-", "", " - ", "_"]),
    st.text(alphabet="0123", max_size=8),
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


@given(st.one_of(st.text(max_size=30), near_moves, anything))
def test_play_refuses_anything_but_a_legal_move_in_a_sentence(move):
    game = new_game("calculation", deal=7, rule="3-010000")
    game.play("p-a")
    game.play("p-a")
    plays_or_refuses(game, move)


@given(near_moves)
def test_well_formed_moves_round_trip_in_any_case(text):
    try:
        move = parse_move(text)
    except IllegalMove as err:
        check_sentence(err)
        return
    assert parse_move(str(move)) == move and parse_move(text.upper()) == move


@given(st.one_of(near_codes, st.text(max_size=12), anything))
def test_any_code_is_a_variation_or_a_sentence(code):
    try:
        rule = find_rule(code)
    except ValueError as err:
        check_sentence(err)
    else:
        assert rule.id in RULES


@given(st.one_of(st.text(max_size=8), st.sampled_from(PLACES), anything))
def test_cards_of_anything_but_a_place_is_a_value_error(place):
    try:
        cards = GAME.cards(place)
    except ValueError as err:
        check_sentence(err)
    else:
        assert isinstance(cards, list)


@given(anything, st.one_of(anything, near_codes))
def test_new_game_refuses_bad_deals_and_codes_with_value_errors(deal, rule):
    try:
        game = new_game("calculation", deal=deal, rule=rule)
    except ValueError as err:
        check_sentence(err)
    else:
        assert game.rule in RULES


@given(st.text(alphabet="A23456789TJQKSHDC ", max_size=200), st.sampled_from(sorted(RULES)))
def test_any_deck_text_deals_or_is_refused_in_a_sentence(deck, rule):
    try:
        new_game("calculation", deck=deck, rule=rule)
    except ValueError as err:
        check_sentence(err)


@given(st.one_of(st.text(max_size=60), st.binary(max_size=60), anything))
def test_junk_is_never_loaded_and_never_a_traceback(text):
    for load in (load_game, load_calculation):
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
        assert game.variant.id in (
            "calculation",
            "hopscotch",
            "lucky-seven",
            "squattsi",
            "cheshire",
        )
