"""Nothing lost: the end of a game, its record, autosave and resume, replay, export and
import, settings, and damaged files reported and kept aside, all through the real loop."""

import json

import pygame
import pytest
from driver import Driver
from helpers import PERFECT_LAYOUT, perfect_moves

from boardwalk.rules import apply, fold, legal_moves, new_game
from boardwalk.screens.gestures import Play
from boardwalk.screens.settings import OPTIONS
from boardwalk.storage.history import History

HOPSCOTCH = {"1a": "2S 3S 4S 5S", "1b": "7D", "1d": "5D", "3c": "8C 5H", "1e": "KH"}


def scene_name(d: Driver) -> str:
    return type(d.scene).__name__


def history(data_folder) -> list:
    return History(data_folder / "history.sqlite3").games()


def test_game_over_is_said_at_once_scored_and_recorded(data_folder):
    d = Driver("--anim-ms", "0", layout=PERFECT_LAYOUT, variant="hopscotch")
    moves = perfect_moves()
    for move in moves[:-1]:
        d.table.play(Play(move))
    d.drag(*moves[-1].split("-"))  # the last filing, by hand
    d.frames(2)
    assert d.game.is_over() and not d.game.ended
    assert [b.action for b in d.table.over_buttons] == ["undo", "end"]  # the banner, board kept
    [record] = history(data_folder)
    assert (record.finish, record.total, record.won, record.perfect) == ("over", 52, True, True)
    assert record.moves.split() == moves and record.move_count == len(moves)
    d.click(d.table.over_buttons[1].rect.center)  # See the score
    assert scene_name(d) == "ScoreScreen"
    new_deal = next(b for b in d.scene.buttons if b.action == "new")
    d.click(new_deal.rect.center)
    assert d.game.moves == [] and len(history(data_folder)) == 1


def test_ending_and_abandoning_are_recorded(data_folder):
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    d.key(pygame.K_TAB)  # from the safe Cancel to Abandon it
    d.key(pygame.K_RETURN)
    [abandoned] = history(data_folder)
    assert abandoned.finish == "abandoned" and abandoned.moves == "1a-4c"
    board = d.game.board  # a random deal: take a first move that leaves the game open
    first = next(m for m in d.game.legal_moves() if m[0] == "1" and legal_moves(apply(board, m)[0]))
    d.drag(*first.split("-"))
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    assert scene_name(d) == "Dialog"  # a game in progress is ended only when the player agrees
    d.key(pygame.K_RETURN)  # end and score
    assert scene_name(d) == "ScoreScreen" and d.game.ended
    records = history(data_folder)
    assert [r.finish for r in records] == ["abandoned", "ended"]
    assert records[1].total == d.game.score().total


def test_every_move_is_saved_and_the_next_start_resumes_exactly(data_folder):
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.drag("3c", "4c")
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    saved = json.loads((data_folder / "autosave.json").read_text())
    assert saved["game"]["moves"] == ["1a-4c"] and saved["game"]["redo"] == ["3c-4c"]
    assert saved["undos"] == 1
    session = d.table.session.id
    d.post(pygame.QUIT)
    d.frames()
    assert not d.app.running
    again = Driver()  # the next start
    assert scene_name(again) == "TitleScreen"
    resume = next(b for b in again.scene.buttons if b.action == "continue")
    again.click(resume.rect.center)
    assert again.game.moves == ["1a-4c"] and again.game.redo_moves == ["3c-4c"]
    assert again.table.session.id == session and again.table.session.undos == 1
    again.key(pygame.K_y, pygame.KMOD_CTRL)
    assert again.game.moves == ["1a-4c", "3c-4c"]


def test_replay_steps_forward_and_back_and_plays_at_speed():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    for move in ("1a-4c", "3c-4c", "3c-4f"):
        d.drag(*move.split("-"))
    played = d.game.moves
    d.key(pygame.K_r, pygame.KMOD_CTRL)
    replay = d.scene
    assert scene_name(d) == "ReplayScreen" and replay.cursor.index == 0
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    assert replay.cursor.index == 2 and replay.cursor.boards[2] == fold(
        d.table.game.start, played[:2]
    )
    d.key(pygame.K_LEFT)
    assert replay.cursor.index == 1
    d.key(pygame.K_END)
    assert replay.cursor.index == 3
    d.key(pygame.K_HOME)
    d.key(pygame.K_SPACE)  # play at 1x: a move at once, then one every 0.9 s
    d.frames(70)
    assert replay.cursor.index == 2 and replay.playing
    d.key(pygame.K_ESCAPE)
    assert d.scene is d.table and d.game.moves == played  # a replay never changes the game


def test_export_then_open_by_dropping_the_file(tmp_path):
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.key(pygame.K_s, pygame.KMOD_CTRL)
    [exported] = list((tmp_path / "exports").glob("*.json"))
    assert "Saved a copy of this game" in d.toast()
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert d.game.moves == []
    d.post(pygame.DROPFILE, file=str(exported))
    d.frames()
    assert d.game.moves == ["1a-4c"] and d.game.deck == new_game("hopscotch", deck=d.game.deck).deck


def test_a_bad_file_dropped_is_reported_and_left_alone(tmp_path):
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    bad = tmp_path / "notes.json"
    bad.write_text('{"format": "boardwalk-save", "version": 1, "variant": "chess"}')
    d.post(pygame.DROPFILE, file=str(bad))
    d.frames()
    assert scene_name(d) == "Dialog" and "there is no variant 'chess'" in d.scene.body
    assert bad.read_text().endswith('"chess"}')


def test_settings_are_saved_and_applied_at_the_next_start(data_folder):
    d = Driver()
    settings = next(b for b in d.scene.buttons if b.action == "settings")
    d.click(settings.rect.center)
    assert scene_name(d) == "SettingsScreen"
    row = {option.field: rect for option, rect in zip(OPTIONS, d.scene.rows, strict=True)}
    d.click(row["card_back"].center)  # blue -> red
    d.click(row["four_colour"].center)  # on
    saved = json.loads((data_folder / "settings.json").read_text())
    assert saved["card_back"] == "red" and saved["four_colour"] is True
    again = Driver()
    assert again.app.settings.card_back == "red" and again.app.art.theme.four_colour
    assert again.app.art.theme.back == (140, 30, 40)


DAMAGED_AUTOSAVES = {
    "truncated": lambda good: good[: len(good) // 2],
    "garbage": lambda good: "\x00\x01 not a save at all",
    "wrong version": lambda good: good.replace('"version": 1', '"version": 7', 1),
    "tampered": lambda good: good.replace('"1a-4c"', '"1a-4a"'),
}


@pytest.mark.parametrize("damage", list(DAMAGED_AUTOSAVES))
def test_a_damaged_autosave_is_reported_kept_aside_and_never_overwritten(data_folder, damage):
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.drag("3c", "4c")
    path = data_folder / "autosave.json"
    broken = DAMAGED_AUTOSAVES[damage](path.read_text())
    path.write_text(broken)
    again = Driver()
    assert scene_name(again) == "Dialog" and again.scene.title == "A saved file could not be read"
    assert "kept as autosave.json.damaged-" in again.scene.body
    [kept] = [p for p in data_folder.iterdir() if p.name.startswith("autosave.json.damaged-")]
    assert kept.read_text() == broken
    again.key(pygame.K_RETURN)
    assert scene_name(again) == "TitleScreen" and again.current is None  # the game goes on
    again.key(pygame.K_2)
    assert again.game.variant.id == "lucky-seven"
    assert kept.read_text() == broken  # a new game's autosave did not touch it


def test_damaged_settings_are_reported_and_the_defaults_used(data_folder):
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "settings.json").write_text('{"version": 1, "speed": "warp"}')
    d = Driver()
    assert scene_name(d) == "Dialog" and "settings" in d.scene.body
    assert d.app.settings.speed == "normal"
    assert [p for p in data_folder.iterdir() if p.name.startswith("settings.json.damaged-")]


def test_statistics_list_replays_and_plays_again(data_folder):
    d = Driver("--anim-ms", "0", layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    d.key(pygame.K_RETURN)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_F8)
    assert scene_name(d) == "StatsScreen" and d.scene.variant == "hopscotch"
    d.frames()
    replay = next(b for b, _ in d.scene.row_buttons if b.action == "replay")
    d.click(replay.rect.center)
    assert scene_name(d) == "ReplayScreen" and d.scene.cursor.moves == ["1a-4c"]
    d.key(pygame.K_ESCAPE)
    again = next(b for b, _ in d.scene.row_buttons if b.action == "again")
    d.click(again.rect.center)
    assert d.game.moves == [] and d.game.deck == new_game("hopscotch", deck=d.game.deck).deck
