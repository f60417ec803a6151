"""COMPANIONS.md §0 in the keeper: a game dealt under a rule is scored once, and an unwon
one given up for another deal is a loss, even with no move made; Boardwalk's unplayed
games stay unrecorded, and restarting an unplayed deal under its rule gives nothing up."""

from __future__ import annotations

from boardwalk.play.keeper import Keeper
from boardwalk.rules import new_game
from boardwalk.storage.history import History


def recorded() -> list[tuple[str, str, int, int]]:
    history = History()
    try:
        return [(r.rule, r.finish, r.points, r.move_count) for r in history.games()]
    finally:
        history.close()


def test_an_unplayed_towers_deal_given_up_is_a_loss_with_its_points():
    k = Keeper(History())
    k.begin(new_game("towers", deal=7))
    k.begin(new_game("towers", deal=8, rule="alternating"))
    assert recorded() == [("same-suit", "abandoned", -1, 0)]
    k.begin(new_game("towers", deal=9))
    assert recorded()[-1] == ("alternating", "abandoned", -4, 0)


def test_restarting_an_unplayed_towers_deal_under_its_rule_is_not_a_loss():
    k = Keeper(History())
    k.begin(new_game("towers", deal=7, rule="alternating"))
    k.begin(new_game("towers", deal=7, rule="alternating"))
    assert recorded() == []
    k.begin(new_game("towers", deal=7))  # the same deal under another rule: a new game
    assert recorded() == [("alternating", "abandoned", -4, 0)]


def test_a_towers_game_with_moves_given_up_is_a_loss_once():
    k = Keeper(History())
    k.begin(new_game("towers", deal=7))
    first = k.current.game.legal_moves()[0]
    assert k.play(first).changed
    k.begin(new_game("hopscotch", deal=7))
    assert recorded() == [("same-suit", "abandoned", -1, 1)]
    k.begin(new_game("hopscotch", deal=8))  # Boardwalk's unplayed game: still left out
    assert recorded() == [("same-suit", "abandoned", -1, 1)]


def test_the_player_is_told_what_giving_up_costs_before_it_is_recorded():
    from boardwalk.play.session import Session

    towers = Session(new_game("towers", deal=7, rule="alternating"))
    assert towers.abandon_question("deal a new game") == (
        "Abandon this game?",
        "Your game of The Towers (0 moves) is not won. To deal a new game, it will be "
        "recorded as a loss: −4 under its alternating colour rule.",
        "Abandon it",
    )
    again = new_game("towers", deal=7, rule="alternating")
    assert towers.abandon_question("restart this deal", again) is None  # nothing given up
    assert Session(new_game("hopscotch", deal=7)).abandon_question("deal") is None
    played = Session(new_game("hopscotch", deal=7))
    played.game.play(played.game.legal_moves()[0])
    assert "recorded as abandoned" in played.abandon_question("deal a new game")[1]


def test_a_towers_deal_restarted_after_moves_stays_one_game_scored_once():
    k = Keeper(History())
    game = new_game("towers", deal=1)
    k.begin(game)
    k.play("h-f4")
    first = k.current.id
    title, body, _ = k.current.abandon_question("restart", new_game("towers", deal=1))
    assert title == "Restart this deal?" and body.startswith("Your move is taken back")
    k.begin(new_game("towers", deal=1))  # the restart: nothing recorded, the same game
    assert recorded() == [] and k.current.id == first and k.current.game.moves == []
    k.play("h-f4")
    k.begin(new_game("towers", deal=2))  # given up for another deal: recorded once
    assert recorded() == [("same-suit", "abandoned", -1, 1)]


def test_an_opened_export_of_the_same_deal_with_moves_is_another_game_as_the_question_says():
    from boardwalk.play.session import Session

    current = Session(new_game("towers", deal=1))
    opened = new_game("towers", deal=1)
    opened.play("h-f4")
    title, body, _ = current.abandon_question("open it", opened)
    assert title == "Abandon this game?" and "recorded as a loss" in body
    k = Keeper(History())
    k.begin(new_game("towers", deal=1))
    k.begin(opened)
    assert recorded() == [("same-suit", "abandoned", -1, 0)]  # scored once, as it was told


def test_a_towers_deal_the_bot_played_in_stays_out_of_the_figures_when_restarted():
    """One game, started again: the bot's moves before the restart still keep it out of
    the statistics (a restart is no way to launder a demo into a record)."""
    k = Keeper(History())
    k.begin(new_game("towers", deal=1))
    k.play("h-f4", by_bot=True)
    k.begin(new_game("towers", deal=1))  # the restart
    assert k.current.demo and k.current.game.moves == []
    k.play("h-f4")
    k.begin(new_game("towers", deal=2))
    assert recorded() == []
