"""Regressions found in review, each driven through the real loop as a player hits it."""

import time

import pygame
from driver import Driver
from helpers import PERFECT_LAYOUT, perfect_moves

from boardwalk.rules import deck_from_layout, find_variant, new_game
from boardwalk.storage.history import History

HOPSCOTCH = {"1a": "2S 3S 4S 5S", "1b": "7D", "1d": "5D", "3c": "8C 5H", "1e": "KH"}


def names(d: Driver) -> list[str]:
    return [type(s).__name__ for s in d.app.stack.screens]


def test_a_game_opened_while_rules_are_shown_replaces_the_old_game(tmp_path):
    saved = new_game("squattsi", deal=3)
    path = tmp_path / "other.json"
    path.write_text(saved.to_json())
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.key(pygame.K_F1)
    d.post(pygame.DROPFILE, file=str(path))
    d.frames()
    d.key(pygame.K_TAB)  # from the safe Cancel
    d.key(pygame.K_RETURN)  # abandon the Hopscotch game
    assert names(d) == ["TitleScreen", "TableScreen"] and d.game.variant.id == "squattsi"


def test_a_held_card_goes_home_when_a_shortcut_opens_another_screen():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    start = d.center("1a")
    d.press(start)
    d.move_to(start, (start[0] + 40, start[1] + 60))
    d.key(pygame.K_F1)
    d.key(pygame.K_ESCAPE)
    assert d.table.hand.gestures.g.mode == "idle"
    d.click("4c")  # a plain click on a target plays nothing
    assert d.game.moves == []


def test_the_demo_waits_while_a_dialog_covers_the_table(tmp_path):
    path = tmp_path / "other.json"
    path.write_text(new_game("squattsi", deal=3).to_json())
    d = Driver("--variant", "lucky-seven", "--deal", "8", "--anim-ms", "0")
    d.key(pygame.K_d)
    end = time.monotonic() + 20
    while len(d.game.moves) < 2 and time.monotonic() < end:
        d.frames()
        time.sleep(0.005)
    d.post(pygame.DROPFILE, file=str(path))  # a file dropped mid-demo: "abandon this game?"
    d.frames()
    assert names(d)[-1] == "Dialog" and d.table.demo
    played = len(d.game.moves)
    end = time.monotonic() + 1.5
    while time.monotonic() < end:
        d.frames()
        time.sleep(0.01)
    assert len(d.game.moves) == played


def test_a_table_left_behind_catches_up_on_size_and_colours():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.key(pygame.K_ESCAPE)
    pygame.display.set_mode((1500, 900), pygame.RESIZABLE)
    d.post(pygame.VIDEORESIZE, size=(1500, 900), w=1500, h=900)
    d.frames()
    d.app.settings.table = "blue"
    d.app.save_settings()
    d.key(pygame.K_RETURN)  # Continue
    view = d.table.widget.view
    assert view.layout.size == (1500, 900) and view.theme is d.app.art.theme
    d.drag("1a", "4c")
    assert d.game.moves == ["1a-4c"]


def test_a_win_reached_by_redo_is_celebrated_and_recorded(tmp_path, data_folder):
    game = new_game("hopscotch", deck=deck_from_layout(find_variant("hopscotch"), PERFECT_LAYOUT))
    for move in perfect_moves():
        game.play(move)
    game.undo()
    path = tmp_path / "almost.json"
    path.write_text(game.to_json())
    d = Driver("--anim-ms", "100", "--load", str(path))  # a cascade needs animations on
    d.key(pygame.K_y, pygame.KMOD_CTRL)
    assert d.game.score().won and d.table.widget.anim.celebration is not None
    [record] = History(data_folder / "history.sqlite3").games()
    assert record.won and record.finish == "over"


def test_games_the_demo_played_in_are_left_out_of_the_statistics(data_folder):
    d = Driver("--variant", "hopscotch", "--deal", "8", "--anim-ms", "0")
    d.key(pygame.K_d)
    end = time.monotonic() + 30
    while not d.game.is_over() and time.monotonic() < end:
        d.frames()
        time.sleep(0.005)
    assert d.game.is_over() and d.table.session.demo
    assert History(data_folder / "history.sqlite3").games() == []
