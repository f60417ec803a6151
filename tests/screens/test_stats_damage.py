"""A history with damaged rows, through the real loop: the statistics, the score screen,
Replay and Play again never fail; the player reads what was left out, and why a game does
not open."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from driver import Driver

from boardwalk.render import ink
from boardwalk.rules import new_game
from boardwalk.storage.history import History, Record

LEFT_OUT = "2 games in your history could not be read and are left out."


def real(n: int) -> Record:
    """The record of a real Hopscotch game: deal ``n``, one move played, ended."""
    game = new_game("hopscotch", deal=n)
    game.play("1a-4c")
    s = game.score()
    return Record(
        f"s{n}", "hopscotch", n, game.deck, " ".join(game.moves), s.destinations, s.hand,
        s.spikes, s.total, s.won, s.perfect, len(game.moves), 0, 75.0, "ended",
        f"2026-11-21T10:{n:02d}:00+00:00", f"2026-11-21T11:{n:02d}:00+00:00",
    )  # fmt: skip


@pytest.fixture
def damaged(data_folder):
    """Three readable games (one of which does not replay: its moves are notation, but
    illegal) and two rows an editor has mangled."""
    data_folder.mkdir(parents=True, exist_ok=True)
    history = History(data_folder / "history.sqlite3")
    for record in (real(1), real(2), replace(real(5), moves="4c-1a 1a-4c"), real(3), real(4)):
        history.record(record)
    history.db.execute("UPDATE games SET total = 'lots' WHERE session = 's3'")
    history.db.execute("UPDATE games SET moves = 'zz qq', seconds = 'x' WHERE session = 's4'")
    history.close()
    return data_folder


def open_stats(d: Driver) -> None:
    button = next(b for b in d.scene.buttons if b.action == "stats")
    d.click(button.rect.center)
    d.frames(2)
    assert type(d.scene).__name__ == "StatsScreen"


def row_button(d: Driver, session: str, action: str):
    return next(
        b for b, record in d.scene.row_buttons if record.session == session and b.action == action
    )


def test_the_statistics_leave_damaged_rows_out_and_say_so(damaged):
    d = Driver("--anim-ms", "0")
    open_stats(d)
    screen = d.scene
    assert [r.session for r in screen.records] == ["s1", "s2", "s5"]
    assert screen.figures.games == 3
    with ink.recording() as sheet:
        screen.draw(d.app.surface)
    assert screen.notice == LEFT_OUT and LEFT_OUT in [m.words for m in sheet.marks]
    d.key(pygame.K_RIGHT)  # another variant: the same history, the same sentence
    d.key(pygame.K_LEFT)
    assert d.scene is screen and screen.notice == LEFT_OUT


def test_a_whole_history_draws_the_statistics_a_single_damaged_game_is_named(data_folder):
    data_folder.mkdir(parents=True, exist_ok=True)
    history = History(data_folder / "history.sqlite3")
    history.record(real(1))
    history.record(real(2))
    history.db.execute("UPDATE games SET won = 7 WHERE session = 's2'")
    history.close()
    d = Driver("--anim-ms", "0")
    open_stats(d)
    assert d.scene.notice == "1 game in your history could not be read and is left out."
    history = d.app.keeper.history
    history.db.execute("UPDATE games SET won = 0 WHERE session = 's2'")
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_LEFT)
    assert d.scene.notice is None and len(d.scene.records) == 2


@pytest.mark.parametrize("size", [(1, 1), (2, 3), (120, 80), (400, 300), (2000, 40), (40, 900)])
def test_the_statistics_draw_on_any_surface(damaged, size):
    d = Driver("--anim-ms", "0")
    open_stats(d)
    d.scene.draw(pygame.Surface(size))
    d.scene.draw(pygame.Surface(d.app.size))
    assert d.scene.row_buttons  # the full window lists the games again


def test_the_score_screen_counts_only_readable_games(damaged):
    d = Driver("--anim-ms", "0", "--variant", "hopscotch", "--deal", "9")
    d.drag("1a", "4c")
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    d.key(pygame.K_RETURN)  # end and score
    d.frames(3)
    assert type(d.scene).__name__ == "ScoreScreen"
    assert d.scene.before.games == 3 and d.scene.before.best == max(
        r.total for r in (real(1), real(2), real(5))
    )


def test_a_game_that_does_not_replay_is_reported_not_raised(damaged):
    d = Driver("--anim-ms", "0")
    open_stats(d)
    stats = d.scene
    d.click(row_button(d, "s5", "replay").rect.center)
    assert type(d.scene).__name__ == "Dialog" and d.scene.title == "Not opened"
    assert d.scene.body.startswith(
        "This game could not be replayed: its move 1, 4c-1a, is refused."
    )
    d.key(pygame.K_RETURN)
    assert d.scene is stats
    d.click(row_button(d, "s1", "replay").rect.center)  # a good one still replays
    assert type(d.scene).__name__ == "ReplayScreen"


def test_play_again_of_a_row_deals_it_and_a_bad_deal_is_reported(damaged):
    d = Driver("--anim-ms", "0")
    open_stats(d)
    d.click(row_button(d, "s2", "again").rect.center)
    d.frames(2)
    assert d.game.deal == 2 and d.game.moves == []
    d.app.go("again", variant="hopscotch", deal=-5, deck="x")
    assert type(d.scene).__name__ == "Dialog" and d.scene.title == "Not opened"
    assert d.scene.body.startswith("This deal could not be played again.")
    d.key(pygame.K_RETURN)
    d.app.go("again", variant="nope", deal=None, deck="x")
    assert d.scene.title == "Not opened" and "could not be played again" in d.scene.body
    d.key(pygame.K_RETURN)
    d.app.go("replay", variant="hopscotch", deck="x", moves=[])
    assert d.scene.title == "Not opened" and "could not be replayed" in d.scene.body
    d.key(pygame.K_RETURN)
    assert d.game.deal == 2  # the game begun from the history is still the one in progress
