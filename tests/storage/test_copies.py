"""One game, one owner: two or four copies started on one data folder never lose, abandon
or double-record a game. The first holds the folder; the others call it to the front (with
the file they were asked to open) and exit. Ctrl+C and SIGTERM save and quit quietly."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from driver import Driver
from helpers import PERFECT_LAYOUT, perfect_moves

from boardwalk.rules import deck_from_layout, find_variant, new_game
from boardwalk.storage.history import History
from boardwalk.storage.owner import Owner, call_owner

ROOT = Path(__file__).resolve().parents[2]


def game_args(frames: int = 0) -> list[str]:
    deck = deck_from_layout(find_variant("hopscotch"), PERFECT_LAYOUT)
    moves = " ".join(perfect_moves())
    args = ["--variant", "hopscotch", "--deck", deck, "--auto-moves", moves]
    return [*args, "--auto-delay", "30", "--anim-ms", "0", "--frames", str(frames)]


def launch(args: list[str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *args],
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.parametrize("copies", [2, 4])
def test_copies_started_together_leave_one_owner_and_lose_nothing(data_folder, copies):
    data_folder.mkdir(parents=True)
    processes = [launch(game_args(frames=240)) for _ in range(copies)]
    results = [(p.wait(120), *p.communicate()) for p in processes]
    assert all(rc == 0 for rc, _, _ in results), results
    assert all("Traceback" not in err for _, _, err in results)
    owners = [out for _, out, _ in results if "saved" in out]
    callers = [err for _, _, err in results if "already running" in err]
    assert len(owners) == 1 and len(callers) == copies - 1, results
    saved = json.loads((data_folder / "autosave.json").read_text())
    played = saved["game"]["moves"]
    assert played and played == perfect_moves()[: len(played)]
    records = History(data_folder / "history.sqlite3", readonly=True).games()
    assert all(r.finish != "abandoned" for r in records)
    assert len(records) == len({r.session for r in records}) <= 1


def test_a_copy_started_while_one_runs_calls_it_and_touches_nothing(data_folder):
    data_folder.mkdir(parents=True)
    owner = launch(game_args(frames=300))
    while not (data_folder / "autosave.json").exists():
        time.sleep(0.05)
        assert owner.poll() is None, owner.communicate()
    second = launch(["--variant", "squattsi", "--deal", "9"])
    rc = second.wait(60)
    err = second.communicate()[1]
    assert rc == 0 and "already running" in err, err
    assert (data_folder / "call.json").exists()
    owner.wait(120)
    saved = json.loads((data_folder / "autosave.json").read_text())
    assert saved["game"]["variant"] == "hopscotch", "the second copy's game did not replace it"
    assert all(r.finish != "abandoned" for r in History(data_folder / "history.sqlite3").games())


def test_the_running_copy_comes_forward_and_opens_the_file_it_is_handed(data_folder, tmp_path):
    d = Driver()
    d.app.owner = Owner.claim(data_folder)
    assert d.app.owner is not None
    assert Owner.claim(data_folder) is None, "the folder is held"
    saved = tmp_path / "a game.json"
    saved.write_text(new_game("lucky-seven", deal=3).to_json())
    call_owner(data_folder, {"load": str(saved)})
    d.frames(40)  # the owner looks twice a second
    assert d.game.variant.id == "lucky-seven"
    d.app.owner.release()
    again = Owner.claim(data_folder)
    assert again is not None, "a released folder can be held again"
    again.release()


@pytest.mark.skipif(not hasattr(signal, "SIGTERM"), reason="POSIX signals")
@pytest.mark.parametrize("how", ["SIGINT", "SIGTERM"])
def test_ctrl_c_and_sigterm_save_and_quit_quietly(data_folder, how):
    process = launch(game_args())
    saved = 0
    for line in process.stdout:
        saved = int(line.split()[1]) if line.startswith("saved ") else saved
        if saved >= 3:
            break
    process.send_signal(getattr(signal, how))
    rc = process.wait(60)
    rest, err = process.communicate()
    assert rc == 0 and err.strip() == "", err
    last = max([saved, *(int(x.split()[1]) for x in rest.splitlines() if x.startswith("saved"))])
    moves = json.loads((data_folder / "autosave.json").read_text())["game"]["moves"]
    assert len(moves) == last, "the game as it stood is saved"
    assert not [n for n in os.listdir(data_folder) if n.endswith(".tmp")]


@pytest.mark.skipif(not hasattr(signal, "SIGINT"), reason="POSIX signals")
@pytest.mark.parametrize("after", [0.2, 0.4, 0.8])
def test_ctrl_c_during_start_up_is_quiet_and_never_hangs(data_folder, after):
    process = launch(["--variant", "hopscotch", "--deal", "7", "--frames", "100000"])
    time.sleep(after)
    process.send_signal(signal.SIGINT)
    rc = process.wait(60)
    err = process.communicate()[1]
    assert rc in (0, 130) and "Traceback" not in err, (rc, err)
