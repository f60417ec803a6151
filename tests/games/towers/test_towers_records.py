"""A game of The Towers through the play layer: recorded with its rule and points, read
back from the history, and replayed by its own engine (not Boardwalk's)."""

from __future__ import annotations

import pygame
import pytest
from conftest import winning_line
from driver import Driver

from boardwalk.command_line import parse_args
from boardwalk.games.towers.kind import TOWERS_GAME
from boardwalk.play.replay import ReplayCursor
from boardwalk.rules import new_game
from boardwalk.rules.towers import Board
from boardwalk.storage.history import History, Record, split_deck, stored_deck


def _played(deal: int, moves: int, rule: str | None = None):
    game = new_game("towers", deal=deal, rule=rule)
    for move in winning_line(deal)[:moves] if moves else ():
        game.play(move)
    return game


def test_a_towers_replay_steps_through_every_move_by_its_own_rules():
    game = _played(1, 12)
    cursor = ReplayCursor(game)
    while (events := cursor.forward()) is not None:
        assert events  # a Towers move always moves a card
    assert cursor.at_end and isinstance(cursor.board, Board)
    assert cursor.board == game.board


def _record(game, session: str = "t1") -> Record:
    s = game.score()
    return Record(
        session, "towers", game.deal, stored_deck(game.deck, game.rule), " ".join(game.moves),
        0, 0, 0, s.total, s.won, False, len(game.moves), 0, 1.0, "ended", "a", "b",
    )  # fmt: skip


def test_the_rule_and_points_come_back_from_the_history(tmp_path):
    game = _played(7, 0, rule="alternating")
    history = History(tmp_path / "history.sqlite3")
    history.record(_record(game))
    history.close()
    (back,) = History(tmp_path / "history.sqlite3").games("towers")
    assert back.rule == "alternating" and back.points == -4
    assert split_deck(back.deck) == ("alternating", game.deck)


def test_a_mangled_towers_row_is_left_out(tmp_path):
    game = _played(7, 0)
    history = History(tmp_path / "history.sqlite3")
    history.record(_record(game, "good"))
    bad = _record(game, "bad")
    history.record(Record(**{**bad.__dict__, "deck": "no-such-rule: " + game.deck}))
    assert [r.session for r in history.games("towers")] == ["good"]
    assert history.damaged == 1


# -- through the app: the rule travels with the game ------------------------------------------
def _alternating_table():
    """A table of deal 7 under the alternating rule, and the rule for new deals put back to
    the standard (as if the player changed it since): what follows must keep the game's."""
    d = Driver("--variant", "towers", "--deal", "7", "--rule", "alternating", "--anim-ms", "0")
    TOWERS_GAME.rule = None
    return d


def test_restarting_a_deal_keeps_its_rule(registered):
    d = _alternating_table()
    before = d.game
    d.app.go("restart")
    assert d.game is not before and (d.game.deal, d.game.rule) == (7, "alternating")


def test_a_recorded_game_replays_and_is_played_again_under_its_rule(registered):
    d = _alternating_table()
    d.drag("a", "t1")
    d.app.go("end")
    d.key(pygame.K_RETURN)  # End and score
    d.frames(3)
    (record,) = d.app.keeper.history.games("towers")
    assert (record.rule, record.points, record.move_count) == ("alternating", -4, 1)
    d.app.go("replay", variant="towers", deck=record.deck, moves=record.moves.split(), title="t")
    d.frames(2)
    cursor = d.scene.cursor
    assert cursor.board.rule.id == "alternating" and cursor.moves == ["a-t1"]
    assert cursor.forward() and cursor.at_end
    d.app.go("again", variant="towers", deal=record.deal, deck=record.deck)
    d.frames(2)
    assert (d.game.deal, d.game.rule, d.game.moves) == (7, "alternating", [])


# -- the command line ---------------------------------------------------------------------------
def test_towers_moves_and_deal_strings_are_checked_by_its_own_notation(registered, capsys):
    deck = new_game("towers", deal=7).deck
    assert parse_args(["--variant", "towers", "--deck", deck, "--auto-moves", "a-t1 c-e:3"])
    assert parse_args(["--resume", "--auto-moves", "a-t1 4c-1a"])  # either game's notation
    with pytest.raises(SystemExit):
        parse_args(["--variant", "towers", "--deal", "7", "--auto-moves", "4c-1a"])
    assert "4c-1a" in capsys.readouterr().err


def test_copying_a_towers_deal_promises_the_paste_that_plays_it_under_its_rule():
    from boardwalk.play import challenge

    words = challenge.deal_copied(new_game("towers", deal=7, rule="alternating"), True)
    assert "The Towers, alternating rule, deal 7" in words and "paste it" in words


def test_a_rejected_command_line_leaves_the_rule_for_new_deals_alone():
    with pytest.raises(SystemExit):
        parse_args(["--rule", "alternating", "--anim-ms", "-5"])
    assert TOWERS_GAME.rule is None
    parse_args(["--variant", "towers", "--rule", "any-suit"])
    assert TOWERS_GAME.rule == "any-suit"
    parse_args(["--variant", "towers"])
    assert TOWERS_GAME.rule is None


def test_the_statistics_list_a_towers_game_by_its_cards_home():
    from boardwalk.screens.stats import row_cells

    cells = row_cells(_record(_played(1, 12)))
    assert any(c.endswith("cards home") or c.endswith("card home") for c in cells)
    assert not any(c.endswith("points") for c in cells)
