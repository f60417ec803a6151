"""Refusals speak of what a player sees: the card first ("The 7♦ cannot …"), places by walk
and column, and the notation only in brackets at the end ("(1b-4a)"), short enough for a
toast. Checked over every illegal drop of every face-up card in many random positions."""

from __future__ import annotations

import random
import re

import pytest

from boardwalk.rules import VARIANTS, Board, all_places, apply, legal_moves, new_game
from boardwalk.rules.board import locate
from boardwalk.rules.explain import FALLBACK, explain

CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")
PLACE = re.compile(r"(?<![\w/?])(?:[1-4][a-h]\*?|h[1-9])(?!\w)")
"""A place of the notation standing alone (``4c``, ``h2``, ``1b*``): it belongs in brackets."""
BRACKETS = re.compile(r"\([^()]*\)")
ENDING = re.compile(r" \([^()]*\)\.$")
RETURNS = ("1a", "1b", "2a", "3a", "3c", "4b", "h1")
"""Returns of every kind of place (a return from a place the variant lacks is checked
with the refusals that have no card to name)."""
TOAST = 150
"""Two lines of the table's toast at its smallest size."""


def positions(variant: str, count: int, seed: int) -> list[Board]:
    """Boards along random games: the deal, the middle and the late game."""
    rng, boards = random.Random(seed), []
    for deal in range(1, count + 1):
        board = new_game(variant, deal=deal * 7 + seed).board
        for _ in range(rng.randrange(0, 90)):
            legal = legal_moves(board)
            if not legal:
                break
            board = apply(board, rng.choice(legal))[0]
        boards.append(board)
    return boards


def face_up_sources(board: Board) -> list[str]:
    """Where a player can pick up a card: a face-up top of rows 1 and 3, a hand card."""
    places = []
    for place in all_places(board.variant):
        row, column = locate(board.variant, place)
        if (row in (1, 3) and board.top_up(column) is not None) or place[0] == "h":
            places.append(place)
    return places


def bare_notation(words: str) -> list[str]:
    return PLACE.findall(BRACKETS.sub("", words))


def check_shape(words: str, move: str) -> None:
    assert words != FALLBACK, move
    assert not bare_notation(words), (move, words)
    assert ENDING.search(words), (move, words)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_refused_drop_names_the_card_before_any_notation(variant):
    checked = 0
    for board in positions(variant, 12, seed=5):
        legal = set(legal_moves(board))
        for src in face_up_sources(board):
            for dst in all_places(board.variant):
                move = f"{src}-{dst}"
                if src == dst or move in legal:
                    continue
                words = explain(board, move)
                check_shape(words, move)
                card = CARD.search(words)
                assert card and card.start() < words.index("("), (move, words)
                assert len(words) <= TOAST, (move, words)
                checked += 1
    assert checked > 500


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_refused_returns_name_the_card_and_keep_notation_in_brackets(variant):
    for board in positions(variant, 8, seed=11):
        legal = set(legal_moves(board))
        places = all_places(board.variant)
        for src in face_up_sources(board):
            for dst in places:
                for ret in ("?", *[p for p in RETURNS if p in places], dst):
                    move = f"{src}-{dst}/{ret}"
                    if move in legal:
                        continue
                    words = explain(board, move)
                    check_shape(words, move)
                    assert CARD.search(words).start() < words.index("("), (move, words)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_refusals_with_no_card_to_name_still_keep_notation_in_brackets(variant):
    """Face-down and empty sources, destinations, favors, places the variant lacks."""
    for board in positions(variant, 8, seed=17):
        legal = set(legal_moves(board))
        picked = set(face_up_sources(board))
        places = all_places(board.variant)
        for src in [*places, "1h", "3h", "h5"]:
            moves = [] if src[0] == "h" else [f"{src}*"]  # a favor names a row-1 place
            moves += [] if src in picked else [f"{src}-{dst}" for dst in places]
            for move in moves:
                if move not in legal:
                    check_shape(explain(board, move), move)
