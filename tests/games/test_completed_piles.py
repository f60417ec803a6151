"""The piles a move takes to their King chime once (``solitaire.filled``, each companion's
``Kind.completed``): counted from the board before, a card played back counting down."""

from __future__ import annotations

from dataclasses import dataclass

from boardwalk.solitaire import filled


@dataclass(frozen=True)
class Moved:
    src: str
    dst: str


def test_a_pile_reaching_full_is_named_once_and_a_card_played_back_counts_down():
    counts = {"f1": 12, "f2": 13}
    assert filled(counts, [Moved("a", "f1")], 13) == ["f1"]
    assert filled(counts, [Moved("f2", "c"), Moved("d", "f2")], 13) == ["f2"]
    assert filled(counts, [Moved("a", "b")], 13) == []
    assert counts == {"f1": 12, "f2": 13}  # the board's counts are left as they were


def test_the_towers_won_game_chimes_once_for_each_foundation():
    from boardwalk.games.towers.kind import TOWERS_GAME
    from boardwalk.games.towers.lessons.boards import WON_2
    from boardwalk.rules import new_game

    game = new_game("towers", deal=2, rule="same-suit")
    chimed = []
    for move in WON_2.split():
        before = game.board
        chimed += TOWERS_GAME.completed(before, game.play(move))
    assert sorted(chimed) == ["f1", "f2", "f3", "f4"]
