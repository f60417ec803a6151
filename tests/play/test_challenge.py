"""Challenge codes and deal lines (issue 13, share in one paste): a code carries a whole game
and gives back exactly that game, proven by the rules; a code changed by one character, or
cut short anywhere, is refused in a sentence that says which part is wrong, never a traceback.
"""

from __future__ import annotations

import base64
import random
import re

import pytest
from helpers import PERFECT_LAYOUT, perfect_moves
from hypothesis import given
from hypothesis import strategies as st

from boardwalk.play import challenge
from boardwalk.play.challenge import Challenge, DealLine, NotACode, decode, encode
from boardwalk.rules import VARIANTS, deck_from_layout, find_variant, new_game
from boardwalk.rules.deals import MAX_DEAL

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
ODD = ". :/\"'éZ9\u00a0\n"
"""Beyond the code's own letters: its separator, spaces, quotes, accents, a no-break space."""
SENTENCE = re.compile(r"^[A-Z“].{15,}[.!?]$", re.S)


def refused(text: str) -> str:
    """The sentence ``decode`` refuses ``text`` with (failing the test if it accepts it)."""
    with pytest.raises(ValueError) as caught:
        decode(text)
    words = str(caught.value)
    assert SENTENCE.match(words), words
    assert "Traceback" not in words and "tuple" not in words and "int(" not in words
    return words


@st.composite
def games(draw, deck: bool | None = None):
    """A random legal game of any variant: a numbered deal (or a deck), random legal moves,
    sometimes to the end, sometimes ended early by the player."""
    variant = draw(st.sampled_from(sorted(VARIANTS)))
    deal = draw(st.one_of(st.integers(1, 10**6), st.integers(1, MAX_DEAL)))
    game = new_game(variant, deal=deal)
    if deck if deck is not None else draw(st.booleans()):
        game = new_game(variant, deck=game.deck)
    rng = random.Random(draw(st.integers(0, 2**32)))  # moves drawn here: games run long
    for _ in range(draw(st.integers(0, 400))):
        legal = game.legal_moves()
        if not legal:
            break
        game.play(rng.choice(legal))
    if draw(st.booleans()):
        game.end()
    return game


# -- a code gives the game back ----------------------------------------------------------------
@given(games())
def test_a_code_round_trips_any_legal_game(game):
    found = decode(encode(game))
    assert found == Challenge(
        game.variant.id, game.deal, game.deck, tuple(game.moves), game.score().total
    )
    assert found.game().board == game.board


@given(games(), st.sampled_from(["", "Boardwalk challenge: ", "Beat this!\n  ", "> "]))
def test_surrounding_words_and_space_are_tolerated(game, before):
    code = encode(game)
    for text in (before + code, f"  {code}\n", f"“{code}”", f"{code}.", f"{before}{code} :)"):
        assert decode(text).moves == tuple(game.moves)


@given(games())
def test_a_code_is_one_short_copy_safe_line(game):
    code = encode(game)
    assert re.fullmatch(r"boardwalk\.1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{8}", code)
    assert len(code) <= 24 + 2 * len(game.moves) + (72 if game.deal is None else 16)
    assert challenge.share_line(game) == "Boardwalk challenge: " + code


def test_a_whole_perfect_game_fits_in_a_chat_line():
    deck = deck_from_layout(find_variant("hopscotch"), PERFECT_LAYOUT)
    game = new_game("hopscotch", deck=deck)
    for move in perfect_moves():
        game.play(move)
    line = challenge.share_line(game)
    assert len(game.moves) == 67 and len(line) < 220, line
    found = challenge.pasted(line)
    assert isinstance(found, Challenge) and found.score == 52 and found.deck == deck


def test_a_short_game_has_a_short_code():
    game = new_game("squattsi", deal=7)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    code = encode(game)
    assert len(code) < 40, code
    assert decode(code).moves == tuple(game.moves)


# -- a damaged code is refused, in a sentence --------------------------------------------------
@given(games())
def test_every_single_character_change_is_refused(game):
    code = encode(game)
    for at, old in enumerate(code):
        for new in {ALPHABET[(ALPHABET.find(old) + 1) % 64], *ODD} - {old}:
            refused(code[:at] + new + code[at + 1 :])


@given(games(), st.data())
def test_any_character_anywhere_is_refused(game, data):
    code = encode(game)
    at = data.draw(st.integers(0, len(code) - 1))
    new = data.draw(st.characters().filter(lambda c: c != code[at]))
    refused(code[:at] + new + code[at + 1 :])


@given(games())
def test_every_truncation_is_refused(game):
    line = challenge.share_line(game)
    for end in range(len(line)):
        refused(line[:end])
    code = encode(game)
    for start in range(1, len(code)):
        refused(code[start:])


def test_each_part_is_named_when_it_is_wrong():
    game = new_game("hopscotch", deal=7)
    game.play(game.legal_moves()[0])
    code = encode(game)
    tag, version, body, check = code.split(".")
    assert "not a challenge code" in refused("Hopscotch is fun")
    assert "not a Boardwalk challenge code" in refused(f"towers.1.{body}.{check}")
    assert "version 2" in refused(f"{tag}.2.{body}.{check}")
    assert "cut short" in refused(f"{tag}.{version}.{body}")
    assert "checksum" in refused(f"{tag}.{version}.{body}.{check[:-1]}")
    assert "checksum" in refused(f"{tag}.{version}.{body[:-1]}.{check}")
    assert "dot too many" in refused(f"{code}.{check}")
    assert "far too long" in refused("boardwalk.1." + "A" * 5000)


def forged(data: bytes) -> str:
    """A code with a right checksum around any bytes: only someone who computes checksums
    writes one, and the rules still have the last word."""
    body = "boardwalk.1." + base64.urlsafe_b64encode(data).decode().rstrip("=")
    return f"{body}.{challenge._check(body)}"


def test_a_forged_score_or_move_is_refused_by_the_rules():
    game = new_game("squattsi", deal=7)
    move = game.legal_moves()[0]
    game.play(move)
    real = game.score().total
    index = new_game("squattsi", deal=7).legal_moves().index(move)
    assert decode(forged(bytes([2, 7, real, index]))).score == real
    assert f"claims {real + 9} points" in refused(forged(bytes([2, 7, real + 9, index])))
    assert "move 1 is not one the rules allow" in refused(forged(bytes([2, 7, real, 120])))
    assert "variant this Boardwalk lacks" in refused(forged(bytes([9, 7, 1])))
    assert "ends before the score" in refused(forged(bytes([2, 7])))
    assert "ends before the end of its deck" in refused(forged(bytes([2, 0, 1, 2])))


def test_not_a_code_is_told_apart_from_a_damaged_one():
    with pytest.raises(NotACode):
        decode("Boardwalk Squattsi deal 7")
    with pytest.raises(ValueError) as caught:
        decode("boardwalk.1.AAAA.BBBBBBBB")
    assert not isinstance(caught.value, NotACode)


# -- deal lines ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "variant", "deal"),
    [
        ("Boardwalk Squattsi deal 7", "squattsi", 7),
        ("squattsi 7", "squattsi", 7),
        ("  Lucky Seven #12.\n", "lucky-seven", 12),
        ("lucky-seven deal 12", "lucky-seven", 12),
        ("Boardwalk Solitaire: Cheshire, deal 3", "cheshire", 3),
        ("HOPSCOTCH 999999999", "hopscotch", 999999999),
    ],
)
def test_a_deal_line_names_its_deal(text, variant, deal):
    assert challenge.parse_deal(text) == DealLine(variant, deal)


@pytest.mark.parametrize("text", ["", "hello", "Boardwalk 7", "squattsi", "deal 7", "tennis 4"])
def test_other_words_name_no_deal(text):
    assert challenge.parse_deal(text) is None


@pytest.mark.parametrize("text", ["Squattsi deal 0", "cheshire 99999999999999999999999"])
def test_a_deal_that_does_not_exist_is_a_sentence(text):
    with pytest.raises(ValueError, match=r"^There is no .* deal .*: deals run from 1 to"):
        challenge.parse_deal(text)


@given(games(deck=False))
def test_a_copied_deal_pastes_as_the_same_deal(game):
    line = challenge.deal_line(game)
    assert line == f"Boardwalk {game.variant.name} deal {game.deal}"
    assert challenge.pasted(line) == DealLine(game.variant.id, game.deal)


@given(games(deck=True))
def test_a_deal_from_a_deck_pastes_with_its_cards(game):
    assert challenge.pasted(challenge.deal_line(game)) == DealLine(game.variant.id, None, game.deck)


def test_a_paste_of_anything_else_says_what_a_paste_can_be():
    with pytest.raises(ValueError, match="neither a challenge code nor a deal"):
        challenge.pasted("my shopping list")
    with pytest.raises(ValueError, match="clipboard is empty"):
        challenge.pasted("  \n")
