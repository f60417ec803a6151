"""``python -m boardwalk.rules``: print a position, its score and its legal moves.

For bug reports and debugging: ``--variant squattsi --deal 7 --moves "1c-4e 3e-4e"``, or
The Towers: ``--variant towers --rule alternating --deal 7 --moves "b-i c-t1"``; Calculation:
``--variant calculation --rule 6-100010 --deal 7 --moves "p-a"``.
"""

from __future__ import annotations

import argparse
import sys

from . import calculation, load_game, new_game, republic, towers
from .calculation.text import moves_text as calculation_moves_text
from .errors import BadSave, IllegalMove
from .game import Game
from .republic.text import moves_text as republic_moves_text
from .text import moves_text
from .towers.text import moves_text as towers_moves_text
from .variants import VARIANTS


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m boardwalk.rules", description=__doc__)
    games = [*sorted(VARIANTS), "towers", "calculation", "republic"]
    p.add_argument("--variant", choices=games, default="lucky-seven")
    p.add_argument("--rule", help="The Towers' matching rule, or Calculation's variation code")
    p.add_argument("--deal", type=int, help="deal number (default 1 unless --deck or --load)")
    p.add_argument("--deck", help="52 card codes in deal order (RULES.md §3)")
    p.add_argument("--load", metavar="SAVE", help="a saved game (JSON) to show")
    p.add_argument("--moves", default="", help="moves to play, in notation, separated by spaces")
    return p.parse_args(argv)


def build(args: argparse.Namespace) -> Game | towers.Game:
    if args.load:
        with open(args.load, encoding="utf-8") as f:
            game = load_game(f.read())
    elif args.deck:
        game = new_game(args.variant, deck=args.deck, rule=args.rule)
    else:
        game = new_game(args.variant, deal=args.deal or 1, rule=args.rule)
    for i, move in enumerate(args.moves.split(), start=1):
        try:
            game.play(move)
        except IllegalMove as err:
            raise IllegalMove(f"Move {i} ({move}): {err}") from None
    return game


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        game = build(args)
    except (IllegalMove, BadSave, ValueError, OSError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(game.board_text())
    if isinstance(game, towers.Game):
        print(towers_moves_text(game.board))
    elif isinstance(game, calculation.Game):
        print(calculation_moves_text(game.board))
    elif isinstance(game, republic.Game):
        print(republic_moves_text(game.board))
    else:
        print(moves_text(game.board))
    return 0


if __name__ == "__main__":
    sys.exit(main())
