"""Starting the game.

Until the table is drawn (the next milestone), the game is played in the terminal: the
board as text, moves typed in notation, ``u`` to undo and ``r`` to redo.
"""

from __future__ import annotations

import argparse
import sys

from boardwalk.rules import IllegalMove, new_game
from boardwalk.rules.text import moves_text
from boardwalk.rules.variants import VARIANTS

HELP = "Type a move (1c-4e, h2-4d/3g, 1b*), u to undo, r to redo, m for moves, q to quit."


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="boardwalk", description="Boardwalk Solitaire")
    p.add_argument("--variant", choices=sorted(VARIANTS), default="lucky-seven")
    p.add_argument("--deal", type=int, default=1)
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    game = new_game(args.variant, deal=args.deal)
    print(HELP)
    while True:
        print(game.board_text())
        if game.is_over():
            print(f"No move remains: the game is over with {game.score().total} points.")
            return 0
        try:
            line = input("move> ").strip()
        except EOFError:
            return 0
        if line == "q":
            return 0
        if line in ("u", "r"):
            done = game.undo() if line == "u" else game.redo()
            print("" if done else "Nothing to " + ("undo." if line == "u" else "redo."))
        elif line == "m":
            print(moves_text(game.board))
        elif line:
            try:
                game.play(line)
            except IllegalMove as err:
                print(err)


if __name__ == "__main__":
    sys.exit(main())
