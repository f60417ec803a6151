"""Whatever it is given, the rules answer only with their documented errors.

``load_game`` raises only BadSave; ``Game.play``, ``apply`` and ``parse_move`` only
IllegalMove; ``Game.cards``, ``new_game``, ``parse_deck`` and ``find_variant`` only
ValueError. Every property asserts the exception type, so any other exception (a
RecursionError, a TypeError, a bare ValueError from a save) fails it; every message is a
short, printable sentence.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from boardwalk.rules import (
    VARIANTS,
    BadSave,
    Game,
    IllegalMove,
    all_places,
    apply,
    find_variant,
    load_game,
    new_game,
    parse_deck,
    parse_move,
)
from boardwalk.rules.deals import MAX_DEAL

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SAVE_KEYS = ["format", "version", "variant", "deal", "deck", "moves", "redo", "ended"]


# -- what a message must look like ----------------------------------------------------------
def check_sentence(err: Exception) -> None:
    message = str(err)
    assert message and message == message.strip(), message
    assert message.isprintable(), message
    assert len(message) <= 1000, message
    assert message[-1] in ".)", message


def loads_or_bad_save(text: object) -> Game | None:
    try:
        game = load_game(text)
    except BadSave as err:
        check_sentence(err)
        event("refused: " + str(err).split(":")[0].split(".")[0])
        return None
    assert isinstance(game, Game)
    event("loaded")
    return game


def plays_or_illegal(game: Game, move: object) -> None:
    before = (game.moves, game.board, game.redo_moves)
    try:
        events = game.play(move)
    except IllegalMove as err:
        check_sentence(err)
        assert (game.moves, game.board, game.redo_moves) == before, "a refused move changes nothing"
        event("refused")
    else:
        event("played")
        assert isinstance(events, list) and len(game.moves) == len(before[0]) + 1


# -- valid games and saves to start from ---------------------------------------------------
def played(variant: str, deal: int, count: int, undo: int = 0) -> Game:
    game = new_game(variant, deal=deal)
    for _ in range(count):
        if game.is_over():
            break
        game.play(game.legal_moves()[deal % len(game.legal_moves())])
    for _ in range(undo):
        game.undo()
    return game


GAMES = [
    played(v, deal, count, undo) for v in VARIANTS for deal, count, undo in ((7, 5, 2), (99, 1, 0))
]
SAVES = [g.to_json() for g in GAMES]
DECK_SAVE = new_game("cheshire", deck=GAMES[0].deck).to_json()

# -- strategies ----------------------------------------------------------------------------


class Huge(int):
    """An integer too long for str(); it prints as its size, so reports stay readable."""

    def __repr__(self) -> str:
        return f"Huge(<{self.bit_length()} bits>)"


HUGE = Huge(10**5000)


class Raw(str):
    """A JSON token written as it stands: what json.dumps cannot or will not write."""


HUGE_NUMBERS = st.one_of(
    st.integers(4290, 6000).map(lambda n: Raw("9" * n)),
    st.integers(4290, 6000).map(lambda n: Raw("-1" + "0" * n)),
)
ODD_NUMBERS = st.sampled_from(
    [Raw(t) for t in ("1e400", "-1e400", "NaN", "Infinity", "-Infinity", "1.0", "7.0", "-0")]
)
MEANINGFUL_TEXT = st.sampled_from(
    [
        *VARIANTS,
        *("boardwalk-save", "1a-4b", "h1-4a/?", "1b*", "", " ", "\x00", "squattsi\x00"),
        *(GAMES[0].deck, GAMES[0].deck.lower(), GAMES[0].deck[:-3]),
    ]
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(-1, 3),
    st.sampled_from([MAX_DEAL, MAX_DEAL + 1, 2**64, -(2**63)]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    MEANINGFUL_TEXT,
    ODD_NUMBERS,
)
KEYS = st.one_of(st.sampled_from(SAVE_KEYS), st.text(max_size=6))


def json_values(leaves: st.SearchStrategy) -> st.SearchStrategy:
    return st.recursive(
        leaves,
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(KEYS, inner, max_size=5),
        max_leaves=10,
    )


JSON_VALUES = json_values(st.one_of(SCALARS, HUGE_NUMBERS))
READABLE_VALUES = json_values(SCALARS)  # Python can read every number in these


def dump(value: object) -> str:
    """JSON text for a generated value, Raw tokens written as they stand."""
    if isinstance(value, Raw):
        return str.__str__(value)
    if isinstance(value, list):
        return "[" + ", ".join(dump(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)}: {dump(v)}" for k, v in value.items()) + "}"
    return json.dumps(value)


SAVE_LIKE = st.fixed_dictionaries(
    {"format": st.just("boardwalk-save") | JSON_VALUES, "version": st.just(1) | JSON_VALUES},
    optional={k: JSON_VALUES for k in SAVE_KEYS[2:]},
)
ANY_TEXT = st.one_of(
    st.text(max_size=200),
    st.binary().map(lambda b: b.decode("utf-8", "replace")),
    st.binary().map(lambda b: b.decode("latin-1")),
    JSON_VALUES.map(dump),
    SAVE_LIKE.map(dump),
)
ANYTHING = st.one_of(
    JSON_VALUES,
    st.binary(max_size=20),
    st.tuples(st.text(max_size=5)),
    st.frozensets(st.integers()),
    st.complex_numbers(),
    st.builds(object),
    st.sampled_from([["1a-4b"], ("1a-4b",), {"1a-4b"}, b"1a-4b", HUGE, Game, print]),
)
PLACE_LIKE = st.from_regex(r"\A\s?[0-9hH][a-zA-Z0-9٣¹]\s?\Z")
NOTATION_LIKE = st.from_regex(
    r"\A[0-9h][a-z0-9](\*|-[0-9h][a-z0-9](/(\?|[0-9h][a-z0-9]))?)\Z"
) | st.from_regex(r"\A([1-4][a-h]|h[1-9])(\*|-([1-4][a-h]|h[1-9])(/(\?|[1-4][a-h]|h[1-9]))?)\Z")
MOVES = st.one_of(ANYTHING, st.text(max_size=12), NOTATION_LIKE)


# -- (a) load_game of anything ---------------------------------------------------------------
@FUZZ
@given(ANY_TEXT)
def test_load_game_of_any_text_loads_or_raises_bad_save(text):
    loads_or_bad_save(text)


@FUZZ
@given(st.one_of(st.binary(), ANY_TEXT.map(str.encode), ANYTHING))
def test_load_game_of_bytes_or_any_object_loads_or_raises_bad_save(value):
    loads_or_bad_save(value)


# -- (b) a valid save, edited -----------------------------------------------------------------
@FUZZ
@given(
    st.sampled_from([*SAVES, DECK_SAVE]),
    st.sampled_from(SAVE_KEYS),
    READABLE_VALUES,
    st.lists(st.sampled_from(SAVE_KEYS[2:]), max_size=1),
)
def test_a_valid_save_edited_field_by_field_loads_or_raises_bad_save(save, key, value, dropped):
    data = json.loads(save)
    data[key] = value
    for other in dropped:
        data.pop(other, None)
    loads_or_bad_save(dump(data))


@FUZZ
@given(
    st.sampled_from(SAVES),
    st.sampled_from(["moves", "redo"]),
    st.integers(0, 10),
    st.one_of(READABLE_VALUES, NOTATION_LIKE),
)
def test_a_valid_save_with_one_move_edited_loads_or_raises_bad_save(save, key, index, move):
    data = json.loads(save)
    moves = data[key]
    moves.insert(index % (len(moves) + 1), move)
    loads_or_bad_save(dump(data))


def test_the_valid_saves_themselves_load_unchanged():
    for game, save in zip(GAMES, SAVES, strict=True):
        loaded = load_game(save)
        assert (loaded.moves, loaded.redo_moves, loaded.board) == (
            game.moves,
            game.redo_moves,
            game.board,
        )
        assert load_game(save.encode()).moves == game.moves


# -- (c) moves of anything --------------------------------------------------------------------
@FUZZ
@given(st.sampled_from(GAMES), st.data())
def test_play_apply_and_parse_move_raise_only_illegal_move(game, data):
    game = load_game(game.to_json())  # a fresh copy: GAMES are shared
    legal = st.sampled_from(game.legal_moves() or ["1a-4a"])
    move = data.draw(MOVES | legal | legal.map(lambda m: f" {m.upper()} "), label="move")
    try:
        parse_move(move)
    except IllegalMove as err:
        check_sentence(err)
    try:
        board, events = apply(game.board, move)
    except IllegalMove as err:
        check_sentence(err)
    else:
        assert board.plies == game.board.plies + 1 and isinstance(events, list)
    plays_or_illegal(game, move)


@FUZZ
@given(st.sampled_from(list(VARIANTS)), st.integers(1, MAX_DEAL), st.lists(MOVES, max_size=8))
def test_a_game_refuses_any_sequence_of_moves_in_words(variant, deal, moves):
    game = new_game(variant, deal=deal)
    for move in moves:
        plays_or_illegal(game, move)
        if game.legal_moves():
            plays_or_illegal(game, game.legal_moves()[0])


# -- (d) places of anything --------------------------------------------------------------------
@FUZZ
@given(st.sampled_from(GAMES), st.one_of(ANYTHING, PLACE_LIKE, st.text(max_size=4)))
def test_cards_of_any_place_lists_cards_or_raises_value_error(game, place):
    try:
        cards = game.cards(place)
    except ValueError as err:
        check_sentence(err)
    else:
        assert isinstance(cards, list) and all(isinstance(c, str) for c in cards)
        assert place.strip().lower() in all_places(game.variant)


@FUZZ
@given(
    st.one_of(ANYTHING, st.sampled_from(list(VARIANTS))),
    st.one_of(st.none(), ANYTHING),
    st.one_of(st.none(), ANYTHING, MEANINGFUL_TEXT),
)
def test_new_game_find_variant_and_parse_deck_raise_only_value_error(variant, deal, deck):
    for call in (lambda: new_game(variant, deal, deck), lambda: find_variant(variant)):
        try:
            call()
        except ValueError as err:
            check_sentence(err)
    try:
        assert len(parse_deck(deck)) == 52
    except ValueError as err:
        check_sentence(err)


# -- (e) the cases a tester found, and their kin -------------------------------------------------
def save_with(**changes) -> str:
    data = json.loads(SAVES[0])
    data.update(changes)
    return json.dumps(data)


def raw_save(field: str, token: str) -> str:
    return SAVES[0].rstrip()[:-1] + f', "{field}": {token}}}'


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000, "nested too deeply"),
        ('{"a": ' * 100_000, "nested too deeply"),
        (raw_save("deal", "9" * 5000), "number too long"),
        ("9" * 5000, "number too long"),
        (raw_save("deal", "1e400"), "whole number; got inf"),
        (raw_save("deal", "NaN"), "whole number; got nan"),
        (raw_save("deal", "7.0"), "whole number; got 7.0"),
        (save_with(deal=True), "whole number; got True"),
        (save_with(deal=MAX_DEAL + 1), "deal numbers run from 1"),
        (save_with(version=True), "does not say which format version"),
        (raw_save("version", "1.0"), "does not say which format version"),
        (save_with(moves=[["1a-4b"]]), "moves must be a list of moves"),
        (save_with(redo=[None]), "redo must be a list of moves"),
        (save_with(redo={"1a-4b": 1}), "redo must be a list of moves"),
        (save_with(variant=None), "variant is named by its id"),
        (save_with(variant=["squattsi"]), "variant is named by its id"),
        (save_with(variant="squattsi\x00"), "no variant 'squattsi\\x00'"),
        (save_with(variant="x" * 10_000), "no variant 'xxxx"),
        (save_with(deal=None, deck=None), "a deck is a string of 52 card codes"),
        (save_with(deal=None, deck=7), "a deck is a string of 52 card codes"),
        (save_with(ended=1), "'ended' must be true or false"),
        (save_with(moves=["\x00" * 5000]), "is not a move"),
        ("null", "does not say it is one"),
        ("", "not readable JSON"),
        ('{"format": "boardwalk-save", "version": 1, "elapsed": 1e400}', "cannot be loaded"),
        ("\ud800", "not readable JSON"),
        (b"\x80\x81", "not readable text"),
        (None, "a save is text, not None"),
        (5, "a save is text, not 5"),
        (["{}"], "a save is text, not a list"),
    ],
)
def test_each_reported_escape_is_now_a_bad_save(text, message):
    with pytest.raises(BadSave) as info:
        load_game(text)
    assert message in str(info.value)
    check_sentence(info.value)


@pytest.mark.parametrize("depth", [200, 600])
def test_deep_lists_that_do_parse_are_refused_without_recursing(depth):
    deep = "[" * depth + "]" * depth
    for field in ("variant", "deal", "deck", "moves", "version", "format"):
        with pytest.raises(BadSave):
            load_game(raw_save(field, deep))


@pytest.mark.parametrize("move", [["1a-4b"], {"1a-4b": 1}, {"1a-4b"}, None, 3, b"1a-4b", HUGE])
def test_play_of_what_is_not_text_is_an_illegal_move(move):
    game = played("squattsi", 7, 3)
    for call in (game.play, parse_move, lambda m: apply(game.board, m)):
        with pytest.raises(IllegalMove, match="A move is written in notation"):
            call(move)
    assert len(game.moves) == 3


@pytest.mark.parametrize("place", [None, ["1a"], 1, b"1a", "h¹", "h٣", "", "1a" * 5000])
def test_cards_of_what_is_not_a_place_is_a_value_error(place):
    with pytest.raises(ValueError, match="place") as info:
        GAMES[0].cards(place)
    check_sentence(info.value)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: new_game("squattsi", deal=HUGE), "a number far too large is outside"),
        (lambda: new_game("squattsi", deal=True), "whole number; got True"),
        (lambda: new_game(None, deal=1), "variant is named by its id"),
        (lambda: new_game(["squattsi"], deal=1), "not by a list"),
        (lambda: new_game("squattsi", deck=b"AS"), "A deck is a string"),
        (lambda: find_variant({"squattsi"}), "not by a set"),
        (lambda: parse_deck(" ".join(["\x00"] * 52)), "'\\x00' is not a card code"),
    ],
)
def test_new_game_and_friends_refuse_in_words(call, message):
    with pytest.raises(ValueError) as info:
        call()
    assert message in str(info.value) and type(info.value) is ValueError
    check_sentence(info.value)


def test_a_quoted_text_of_unprintable_characters_stays_short():
    """Found by the Towers save fuzz: forty characters that each escape to ten quoted a
    402-character sentence. The cut now comes after the escaping."""
    from boardwalk.rules.errors import CLIP, clip, shown

    for text in ("\x1f" * 60, "\U00018d09" * 41, "a\x00" * 30, "short\x1f"):
        assert len(clip(text)) <= CLIP + 1 and clip(text).isprintable()
    assert clip("1c-4e") == "1c-4e" and shown("1c-4e") == "'1c-4e'"
    assert clip("x" * 41).endswith("…") and clip("\x1f") == "\\x1f"
