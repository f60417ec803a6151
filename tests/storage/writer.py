"""Write one kind of the player's files, for ever, through the game's own code: the kill
test SIGKILLs this at random moments.

``python writer.py autosave|settings|tutorial|export|history``
"""

from __future__ import annotations

import sys

from boardwalk.play.keeper import Keeper
from boardwalk.rules import new_game
from boardwalk.storage.history import History
from boardwalk.storage.progress import Progress
from boardwalk.storage.settings import SPEEDS, Settings, save_settings


def main(kind: str) -> None:
    keeper = Keeper(History())
    keeper.begin(new_game("hopscotch", deal=7))
    progress = Progress.load()
    speeds = list(SPEEDS)
    print("ready", flush=True)
    n = 0
    while True:
        n += 1
        if kind == "autosave":
            moves = keeper.current.game.legal_moves()
            outcome = keeper.play(moves[0]) if moves and n % 3 else keeper.undo()
            assert outcome.notice == "", outcome.notice
        elif kind == "settings":
            assert save_settings(Settings(speed=speeds[n % len(speeds)])) is None
        elif kind == "tutorial":
            progress.done = {f"lesson-{k}" for k in range(n % 7)}
            assert progress.save() is None
        elif kind == "export":
            keeper.export()
        else:
            keeper.begin(new_game("squattsi", deal=1 + n % 50))
            keeper.play(keeper.current.game.legal_moves()[0])
            assert keeper.record("abandoned") is None


if __name__ == "__main__":
    main(sys.argv[1])
