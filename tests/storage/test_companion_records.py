"""Every companion's finished games reach the history and come back from it whole: a row is
checked by its own game's rules (a Calculation or Republic row is not "damaged"), and its
points are its rule's (Calculation has no points table; The Republic's bonus counts the
redeals its record holds)."""

from __future__ import annotations

import random

import pytest

from boardwalk.play.keeper import Keeper
from boardwalk.rules import new_game
from boardwalk.storage.history import History


def played(variant: str, rule: str, moves: int) -> object:
    game = new_game(variant, deal=5, rule=rule)
    rng = random.Random(3)
    for _ in range(moves):
        legal = [m for m in game.legal_moves() if m != "R"]
        if not legal:
            break
        game.play(rng.choice(legal))
    return game


@pytest.mark.parametrize(
    ("variant", "rule", "points"),
    [("calculation", "6-100010", 0), ("republic", "same-suit", -1), ("towers", "any-suit", 0)],
)
def test_a_companion_game_given_up_comes_back_from_the_history_with_its_points(
    variant, rule, points
):
    keeper = Keeper(History())
    game = played(variant, rule, 30)
    keeper.begin(game)
    keeper.begin(new_game("hopscotch", deal=1))  # given up for another deal: recorded
    history = History()
    try:
        (record,) = history.games(variant)
        assert history.damaged == 0
        assert (record.rule, record.finish, record.move_count) == (rule, "abandoned", 30)
        assert record.total == game.score().total and record.points == points
    finally:
        history.close()


def test_the_republics_bonus_counts_the_redeals_in_the_record():
    from boardwalk.storage.history import Record, stored_deck

    deck = stored_deck(new_game("republic", deal=5).deck, "same-suit")
    record = Record(
        "s", "republic", None, deck, "s R s R", 0, 0, 0, 104, True, False, 4, 0, 9.0,
        "over", "2026-01-01T10:00:00", "2026-01-01T11:00:00",
    )  # fmt: skip
    rule = new_game("republic", deal=5, rule="same-suit").board.rule
    assert record.points == rule.points(True, 2)
