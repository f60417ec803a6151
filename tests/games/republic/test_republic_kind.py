"""The Republic's shell side without a window: the layout at every window size, the two
cards of a code told apart on the table through a long game, the rule choices, the plain
hint, and the gestures' answers (what lifts, what a shift-click sends up, the stock)."""

from __future__ import annotations

import random
import re

import pytest
from republic_fixtures import standard_rule  # noqa: F401 (a fixture: the rule put back)

from boardwalk.bot.republic_player import safe_up
from boardwalk.games.republic.identity import COPY
from boardwalk.games.republic.kind import REPUBLIC_GAME as KIND
from boardwalk.games.republic.layout import MOST, compute
from boardwalk.render.cardart import SECOND_BACK
from boardwalk.rules import new_game
from boardwalk.rules.republic import apply

SIZES = [(960, 600), (1024, 640), (1280, 800), (1440, 900), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_of_the_longest_column_is_inside_the_window(size):
    layout = compute(size)
    for place, rect in layout.places.items():
        assert layout.toolbar.bottom <= rect.top and rect.right <= size[0], place
    for column in "abcdefghij":
        last = layout.card_rect(column, MOST - 1)
        assert last.bottom < layout.status.top
        steps = {layout.offset(i + 1) - layout.offset(i) for i in range(MOST - 1)}
        assert min(steps) >= int(layout.card[1] * 0.12)  # the rank still shows
    zones = list(layout.zones.values())
    assert not any(a.colliderect(b) for i, a in enumerate(zones) for b in zones[i + 1 :])
    assert layout.plaque.w >= layout.card[0] and layout.card[0] >= 60


def test_the_two_cards_of_a_code_keep_their_names_through_a_long_game():
    """150 random moves: every spot named once, by its card's code, the stock's cards
    marked for the second back; each move's glides and flips name cards of the board it
    makes, the card that moved where it went."""
    game, rng = new_game("republic", deal=7), random.Random(3)
    board = game.board
    for _ in range(150):
        moves = game.legal_moves()
        if not moves:
            break
        spots = KIND.spots(board)
        assert len(spots) == 104 and len({s.card for s in spots}) == 104
        assert all(SECOND_BACK in s.card for s in spots if s.place == "stock")
        assert not any(SECOND_BACK in s.card for s in spots if s.place.startswith("p"))
        move = rng.choice(moves)
        after, events = apply(board, move)
        game.play(move)
        motions = KIND.motions(events)
        named = {s.card: s for s in KIND.spots(after)}
        for motion in motions:
            assert motion.card in named
        glides = [m.card for m in motions if m.kind == "glide"]
        if move not in ("s", "R") and glides:
            assert named[glides[0]].place == KIND.target(move)
        board = after


def test_a_copy_reads_as_its_card():
    assert len(COPY) == 1 and COPY.isprintable() is False


def test_the_three_rules_are_offered_alternating_first_with_their_worth():
    choices = KIND.rule_choices("republic")
    assert [c.id for c in choices] == ["alternating", "same-suit", "any-suit"]
    assert choices[0].chosen and "other colour" in choices[0].about
    assert [c.worth for c in choices] == [
        "Win +2 · loss −2",
        "Win +4 · loss −1",
        "Win +1 · loss −4",
    ]
    assert choices[0].about.endswith("one redeal. Bonus +1 for a win with no redeal.")
    assert choices[1].about.endswith("Bonus +1 for a win with fewer than two redeals.")


def test_the_stock_is_clicked_and_the_rest_is_lifted():
    board = new_game("republic", deal=7).board
    assert KIND.place_move(board, "stock") == "s" and KIND.place_move(board, "a") is None
    assert not KIND.can_lift(board, "stock") and KIND.lift_count(board, "a", 0) == 1
    assert KIND.lift_count(board, "pa", 2) == 0  # face down: nothing lifts
    assert KIND.foundation_move(board, "a") == "a-f3"  # the 9♥: refused, and told why
    assert KIND.foundation_move(board, "f1") is None


def test_the_hint_never_plays_back_and_prefers_a_card_home():
    game, rng = new_game("republic", deal=7), random.Random(5)
    for _ in range(200):
        moves = game.legal_moves()
        if not moves:
            break
        hint = KIND.hint(game.board)
        assert hint in moves
        home = [m for m in moves if re.search(r"-f\d", m) and m[0] != "f"]
        if home and safe_up(game.board):  # a card nothing can still need goes home first
            assert re.search(r"-f\d", hint)
        assert KIND.reason(game.board, hint).endswith(".")
        game.play(rng.choice(moves))
