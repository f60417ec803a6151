"""What happens before the window opens and after it closes: signals, the data folder's
owner, and whether there is a screen at all. Kept apart from the app so that the loop's
module stays about the loop."""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
from typing import Any

WINDOW_CLASS = "boardwalk"
"""X11's WM_CLASS: the .desktop entry's StartupWMClass."""
APP_ID = "io.github.boardwalk_solitaire.Boardwalk"
"""The reverse-DNS id: the .desktop file's name, the AppStream id, Wayland's app id."""


def name_the_window() -> None:
    """One window class (X11's WM_CLASS, Wayland's app id) however the game is started (the
    script, ``python -m boardwalk``, the built app), so the desktop groups its windows under
    one launcher and icon. Set before SDL opens the display; a player's own choice stays,
    but not the script's name that ``import pygame`` puts there when nothing is set."""
    script = os.path.basename(sys.argv[0]) if sys.argv else ""
    names = {"SDL_VIDEO_X11_WMCLASS": WINDOW_CLASS, "SDL_VIDEO_WAYLAND_WMCLASS": APP_ID}
    names["SDL_APP_ID"] = APP_ID
    for hint, name in names.items():
        if os.environ.get(hint) in (None, "", script):
            os.environ[hint] = name


class NoScreen(Exception):
    """There is no screen to show the game on (exit status 1)."""


def check_screen(driver: str, readonly: bool) -> None:
    """Without a display SDL quietly falls back to drawing nowhere, and the game would run
    unseen for ever: say so instead, unless nowhere was asked for (tests, screenshots)."""
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    if driver in ("offscreen", "dummy") and driver != asked and not readonly:
        raise NoScreen(
            "there is no screen to show the game on (no display was found: is DISPLAY or "
            "WAYLAND_DISPLAY set?). Start it from a desktop session, or use --screenshot."
        )


class Signals:
    """Ctrl+C and SIGTERM *ask* the game to stop; nothing is raised, because an exception
    raised inside one of SDL's calls can be lost (start-up then hangs). The loop sees the
    request at its next frame and quits as the player would: saved, quietly."""

    def __init__(self) -> None:
        self.asked = False
        self.app: Any = None

    @classmethod
    def install(cls) -> Signals:
        signals = cls()
        for name in ("SIGINT", "SIGTERM"):
            if hasattr(signal, name):
                signal.signal(getattr(signal, name), signals.stop)
        return signals

    def stop(self, signum: int, frame: object) -> None:
        self.asked = True
        if self.app is not None:
            self.app.running = False


def claim_data_folder(args: argparse.Namespace) -> Any:
    """This copy's hold on the data folder; None when another copy has it (that copy was
    asked to come to the front, and to open ``--load``'s file). OSError if the folder
    cannot be made."""
    from boardwalk.storage.files import clean_temporary, data_dir, exports_dir
    from boardwalk.storage.owner import Owner, call_owner

    folder = data_dir()
    owner = Owner.claim(folder)
    if owner is not None:
        clean_temporary(folder)
        with contextlib.suppress(OSError):  # no exports folder: nothing to clean
            clean_temporary(exports_dir())
        return owner
    try:
        call_owner(folder, {"load": args.load} if args.load else {})
        said = "its window was brought to the front"
    except OSError as err:
        said = f"it could not be called to the front ({err})"
    dropped = [o for o, v in (("--variant", args.variant), ("--tutorial", args.tutorial)) if v]
    also = f" ({' and '.join(dropped)} not used: the game there is kept)" if dropped else ""
    print(f"boardwalk: Boardwalk is already running; {said}{also}.", file=sys.stderr)
    return None


CRASH_LOG = "startup-error.log"


def startup_failed(err: BaseException) -> str:
    """A start-up the game did not foresee: its traceback goes to a log in the player's
    data folder (a double-clicked game has no terminal to print it in), and the player is
    told in a sentence where it is, on a message box when the system can show one."""
    import datetime
    import traceback

    from boardwalk.storage.files import data_dir

    trace = "".join(traceback.format_exception(err))
    where = "the terminal (the data folder could not be written)"
    try:
        log = data_dir() / CRASH_LOG
        stamp = datetime.datetime.now().isoformat(timespec="seconds")
        with log.open("a", encoding="utf-8") as out:
            out.write(f"--- {stamp}\n{trace}\n")
        where = str(log)
    except OSError:
        print(trace, file=sys.stderr)
    sentence = (
        f"Boardwalk could not start ({type(err).__name__}: {err}). The details are in {where}."
    )
    _message_box(sentence)
    return sentence


def _message_box(sentence: str) -> None:
    """Shown only where there is a real screen; never raises."""
    if os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
        return
    with contextlib.suppress(Exception):
        import pygame

        pygame.display.message_box("Boardwalk could not start", sentence, "error")
