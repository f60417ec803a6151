"""The sounds of the game, through the real loop: what the player does and what the engine
answers each reach the sound layer (a recording player stands in for the mixer), a muted
game is silent, the volume and mute are settings kept like the others, and a game with no
audio at all starts and plays without a word about it."""

from __future__ import annotations

import itertools
import json
import os
from dataclasses import dataclass

import pygame
import pytest
from driver import Driver
from helpers import PERFECT_LAYOUT, perfect_moves
from hypothesis import given
from hypothesis import strategies as st

from boardwalk import audio
from boardwalk.screens.dialogs import Dialog
from boardwalk.screens.gestures import Play
from boardwalk.screens.settings import OPTIONS
from boardwalk.storage.settings import Settings, settings_from

HOPSCOTCH = {"1a": "2S 3S 4S 5S", "1b": "7D", "1d": "5D", "3c": "8C 5H", "1e": "KH"}
"""1a-4c declares the 5s (and turns 3c's card up); 1b-4a is then refused."""
FOUR_ACES = ["1a-4a", "3a-4a", "3a-4a", "3a-4a"]
"""The perfect Hopscotch game's first moves: the ace of spades, then three aces from 3a."""
NO_ANIMATIONS = ("--anim-ms", "0")


@dataclass
class Clip:
    """A sound as the mixer would hold it, noting each time it is played and how loud."""

    name: str
    heard: list[tuple[str, float]]
    volume: float = 1.0

    def set_volume(self, value: float) -> None:
        self.volume = value

    def play(self) -> None:
        self.heard.append((self.name, self.volume))


@pytest.fixture
def heard(monkeypatch) -> list[tuple[str, float]]:
    """Every sound the game plays from here on, with its volume, in order: the app gets
    the real ``Sounds`` with recording clips in place of the mixer's."""
    played: list[tuple[str, float]] = []

    def start(settings: Settings, quiet: bool = False) -> audio.Sounds:
        return audio.Sounds(settings, {name: Clip(name, played) for name in audio.NAMES})

    monkeypatch.setattr(audio, "start", start)
    return played


def names(heard: list[tuple[str, float]]) -> list[str]:
    return [name for name, _ in heard]


def without_pick(heard: list[tuple[str, float]]) -> list[str]:
    """What was heard besides cards being lifted (tested on its own)."""
    return [name for name in names(heard) if name != "pick"]


# -- each thing that happens on the table is heard ---------------------------------------------


def test_a_new_deal_is_heard(heard):
    Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    assert names(heard) == ["deal"]


def test_a_card_lifted_by_a_drag_is_heard_before_it_is_dropped(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    heard.clear()
    start, end = d.center("1a"), d.center("4c")
    d.press(start)
    assert names(heard) == []  # a press alone lifts nothing: it may be a click
    d.move_to(start, end)
    assert names(heard) == ["pick"]
    d.release(end)
    assert names(heard)[0] == "pick" and names(heard).count("pick") == 1


def test_a_card_picked_up_and_played_by_keys_is_heard_as_by_the_mouse(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    heard.clear()
    d.key(pygame.K_TAB)
    d.table.hand.keys.focus = "1a"
    d.key(pygame.K_RETURN)
    assert names(heard) == ["pick"]
    d.table.hand.keys.focus = "4c"
    d.key(pygame.K_RETURN)
    assert d.game.moves == ["1a-4c"] and without_pick(heard) == ["place", "flip"]


def test_a_card_put_back_on_purpose_is_not_heard_as_a_refusal(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    heard.clear()
    start = d.center("1a")
    d.press(start)
    d.move_to(start, (5, d.app.size[1] // 2))  # onto the bare felt at the left edge
    d.release((5, d.app.size[1] // 2))
    assert d.game.moves == [] and "refused" not in names(heard)


def test_a_refused_click_is_heard_too(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    heard.clear()
    d.table.refused("1a-2a")  # what a click on a move the rules refuse comes to
    assert names(heard) == ["refused"]


def test_a_legal_drop_lands_and_turns_a_card(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    heard.clear()
    d.drag("1a", "4c")
    assert d.game.moves == ["1a-4c"]
    # live play turns 3c's card up, and the card left on top of 1a: heard as one flip,
    # not one twice as loud, as the two turn at once with animations off
    assert without_pick(heard) == ["place", "flip"]


def test_a_refused_drop_is_heard_and_nothing_lands(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    heard.clear()
    d.drag("1b", "4a")  # a 7 left of the 5s: the lowerwalk must ascend
    assert d.game.moves == ["1a-4c"]
    assert without_pick(heard) == ["refused"]


def test_a_column_of_four_chimes_once_when_its_fourth_card_lands(heard):
    d = Driver(*NO_ANIMATIONS, layout=PERFECT_LAYOUT, variant="hopscotch")
    for move in FOUR_ACES[:3]:
        d.drag(*move.split("-"))
    assert "complete" not in names(heard)
    d.drag(*FOUR_ACES[3].split("-"))
    assert sorted(d.game.cards("4a")) == ["AC", "AD", "AH", "AS"]
    assert names(heard).count("complete") == 1 and names(heard)[-1] == "complete"


def test_a_win_is_heard(heard):
    d = Driver(*NO_ANIMATIONS, layout=PERFECT_LAYOUT, variant="hopscotch")
    for move in perfect_moves()[:-1]:
        d.table.play(Play(move))
    heard.clear()
    d.drag(*perfect_moves()[-1].split("-"))
    assert d.game.score().won
    assert names(heard)[-1] == "win" and names(heard).count("win") == 1


def test_sounds_wait_for_the_moment_they_belong_to(heard):
    """With animations on a card is heard as it lands, and the win as the cascade starts."""
    d = Driver("--anim-ms", "200", layout=PERFECT_LAYOUT, variant="hopscotch")
    for move in perfect_moves()[:-1]:
        d.table.play(Play(move))
    d.table.settle()
    heard.clear()
    d.table.play(Play(perfect_moves()[-1]))
    assert names(heard) == []  # the card is still on its way
    d.frames(14)  # 224 ms: it has landed
    assert names(heard) == ["place"]
    d.frames(30)  # the column chimes, and the cascade starts 650 ms after the move
    assert names(heard) == ["place", "complete", "win"]


def test_two_cards_turning_one_after_the_other_are_both_heard(heard):
    d = Driver("--anim-ms", "200", layout=HOPSCOTCH, variant="hopscotch")
    d.table.settle()
    heard.clear()
    d.table.play(Play("1a-4c"))
    d.frames(10)  # 160 ms: the card is still gliding
    assert names(heard) == []
    d.frames(30)
    assert names(heard) == ["place", "flip", "flip"]


def test_undo_is_heard_as_the_card_goes_back(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    heard.clear()
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert d.game.moves == [] and names(heard) == ["place"]


def test_the_replay_is_heard_move_by_move(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.app.go("replay")
    d.frames(2)
    heard.clear()
    d.key(pygame.K_RIGHT)  # the next move
    assert names(heard) == ["place", "flip"]


def test_mute_silences_everything(heard):
    d = Driver(*NO_ANIMATIONS, layout=PERFECT_LAYOUT, variant="hopscotch")
    d.app.settings.mute = True
    heard.clear()
    for move in FOUR_ACES:
        d.drag(*move.split("-"))
    d.drag("1b", "4a")  # a ten onto the four aces: refused
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(d.game.moves) == 3 and heard == []


def test_the_volume_sets_how_loud_each_sound_is(heard):
    d = Driver(*NO_ANIMATIONS, layout=HOPSCOTCH, variant="hopscotch")
    assert heard == [("deal", audio.level(70))]
    d.app.settings.volume = 30
    d.drag("1a", "4c")
    assert len(heard) >= 3 and {volume for _, volume in heard[1:]} == {audio.level(30)}
    d.app.settings.volume = 0
    heard.clear()
    d.drag("1b", "4a")
    assert heard == []


# -- the settings screen ------------------------------------------------------------------------


def row_of(field: str) -> int:
    return next(i for i, option in enumerate(OPTIONS) if option.field == field)


def saved(data_folder) -> dict:
    return json.loads((data_folder / "settings.json").read_text())


def test_volume_and_mute_are_changed_by_keys_heard_at_once_and_kept(heard, data_folder):
    d = Driver()
    d.app.go("settings")
    d.frames()
    for _ in range(row_of("volume")):
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RIGHT)
    assert d.app.settings.volume == 80 and heard == [("place", audio.level(80))]
    for _ in range(4):
        d.key(pygame.K_RIGHT)
    assert d.app.settings.volume == 100  # the end of the scale: it stops there
    d.key(pygame.K_UP)
    d.key(pygame.K_RIGHT)  # sounds off
    assert d.app.settings.mute and len(heard) == 5
    assert saved(data_folder)["volume"] == 100 and saved(data_folder)["mute"] is True
    d.key(pygame.K_ESCAPE)
    again = Driver()
    assert again.app.settings.volume == 100 and again.app.settings.mute


def test_volume_is_changed_by_mouse_on_its_arrows(heard):
    d = Driver()
    d.app.go("settings")
    d.frames()
    screen = d.scene
    left, value, right = screen.arrows[row_of("volume")]
    d.click(left.center)
    assert d.app.settings.volume == 60
    d.click(value.center)  # anywhere else on the row steps forward
    d.click(right.center)
    assert d.app.settings.volume == 80
    assert names(heard) == ["place"] * 3


def test_a_volume_between_steps_from_the_file_steps_to_the_next_one():
    option = OPTIONS[row_of("volume")]
    assert option.stepped(73, 1) == 80 and option.stepped(73, -1) == 70
    assert option.stepped(0, -1) == 0 and option.stepped(100, 1) == 100


# -- the settings file --------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [150, -1, "loud", 70.0, True, None, [70]])
def test_a_damaged_volume_is_a_damaged_settings_file_kept_aside(data_folder, bad):
    data_folder.mkdir(parents=True, exist_ok=True)
    raw = json.dumps({"version": 1, "speed": "fast", "volume": bad})
    (data_folder / "settings.json").write_text(raw)
    d = Driver(first_launch=True)
    bodies = [s.body for s in d.app.stack.screens if isinstance(s, Dialog)]
    assert any(b.startswith("Your settings could not be read") and "volume" in b for b in bodies)
    assert d.app.settings == Settings()
    [aside] = data_folder.glob("settings.json.damaged-*")
    assert aside.read_text() == raw


@pytest.mark.parametrize("bad", [0, 1, "yes", None])
def test_a_damaged_mute_is_a_damaged_settings_file(bad):
    with pytest.raises(ValueError, match="mute"):
        settings_from({"version": 1, "mute": bad})


@given(st.integers(min_value=-(10**30), max_value=10**30) | st.floats() | st.text(max_size=5))
def test_any_volume_read_is_a_whole_number_from_0_to_100(value):
    try:
        settings = settings_from({"version": 1, "volume": value})
    except ValueError:
        return
    assert type(settings.volume) is int and 0 <= settings.volume <= 100


def test_volume_and_mute_default_to_a_quiet_game_with_sound():
    assert Settings().volume == 70 and Settings().mute is False
    assert settings_from({"version": 1}) == Settings()


# -- no audio ------------------------------------------------------------------------------------


def test_with_no_audio_device_the_game_starts_and_plays_silent_and_says_nothing(monkeypatch, capfd):
    def no_device(*args, **kwargs) -> None:
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    assert d.app.sounds.silent
    d.drag("1a", "4c")
    d.drag("1b", "4a")
    d.frames(40)
    assert d.game.moves == ["1a-4c"]
    assert not any(isinstance(s, Dialog) for s in d.app.stack.screens)
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_a_screenshot_run_opens_no_mixer(monkeypatch):
    calls = []
    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(a))
    sounds = audio.start(Settings(), quiet=True)
    assert sounds.silent and calls == []


def test_a_sound_that_fails_to_play_never_stops_the_game():
    class Broken:
        def set_volume(self, value: float) -> None:
            pass

        def play(self) -> None:
            raise pygame.error("the device went away")

    audio.Sounds(Settings(), {"place": Broken()}).play("place")  # no exception
    audio.Sounds(Settings(), {}).play("place")


# -- the sounds themselves -----------------------------------------------------------------------


def test_the_mixer_makes_every_sound_quickly_and_quietly():
    sounds = audio.start(Settings())  # SDL_AUDIODRIVER=dummy in the tests
    assert sorted(sounds.clips) == sorted(audio.NAMES)
    for name, wave in audio.waves(audio.RATE).items():
        peak = max(map(abs, wave))
        assert 0.15 <= peak <= 0.4, name  # quiet even at full volume, never clipped
        assert wave[0] == 0 and abs(wave[-1]) < 1e-3, name  # no click at either end
        assert len(wave) <= 1.5 * audio.RATE, name  # short


def test_equal_volume_steps_are_distinct_and_ordered():
    levels = [audio.level(v) for v in range(0, 101, 10)]
    assert levels[0] == 0 and levels[-1] == 1
    assert all(a < b for a, b in itertools.pairwise(levels))
    assert len({round(v * 128) for v in levels}) == len(levels)  # the mixer's 128 steps
