"""The command line, checked whole before anything opens: every mistake is one sentence
and exit status 2, never a traceback or a silently ignored option.

``python main.py [--variant ID] [--deal N | --deck CARDS] [--moves "..."] [--size WxH]
[--screenshot PATH] ...``; ``--help`` lists them all.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

MIN_SIZE = (960, 600)
"""The smallest window the table is laid out for."""
MAX_SIDE = 8192
"""Wider or taller than any screen sold: a bigger window only eats memory."""
MAX_ANIM_MS = 5000
PICTURES = (".png", ".bmp", ".jpg", ".jpeg", ".tga")


def parser() -> argparse.ArgumentParser:
    from boardwalk.games.registry import all_variants

    ids = sorted(v for _, v in all_variants())
    p = argparse.ArgumentParser(prog="boardwalk", description="Boardwalk Solitaire")
    p.add_argument("--variant", choices=ids, help="start a game of this variant")
    p.add_argument("--deal", type=int, help="deal number (default: a random one)")
    p.add_argument(
        "--deck", help="52 card codes in deal order (docs/RULES.md §3) instead of a deal number"
    )
    p.add_argument(
        "--rule",
        help="a companion game's rule for this run: The Towers' and The Republic's matching "
        "rule (same-suit, alternating, any-suit), Calculation's variation code (4-000000); "
        "the game --variant deals, and the rule chosen at first when a new deal asks which",
    )
    p.add_argument("--moves", default="", help="with --variant: moves to play first, in notation")
    p.add_argument("--load", metavar="FILE", help="open a saved game (exported JSON)")
    p.add_argument("--resume", action="store_true", help="go straight back to the saved game")
    p.add_argument("--size", help="window size, WxH (default: as the window was left)")
    p.add_argument("--screenshot", metavar="PATH", help="save a PNG of the settled screen and exit")
    p.add_argument("--anim-ms", type=int, help="card glide length in ms for this run; 0 = off")
    p.add_argument("--help-screen", action="store_true", help="with --variant: open its rules")
    p.add_argument("--frames", type=int, default=0, help="quit after this many frames (timing)")
    p.add_argument("--tutorial", choices=ids, help="open the lesson of this variant")
    p.add_argument("--step", type=int, default=1, help="with --tutorial: the step to show (from 1)")
    p.add_argument(
        "--auto-moves", default="", help="play these moves one by one (demo, crash test)"
    )
    p.add_argument("--auto-delay", type=int, default=40, help="ms between --auto-moves")
    return p


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """The options, checked; a mistake ends the program with a sentence and status 2."""
    p = parser()
    args = p.parse_args(argv)
    problem = _size(args) or _game(args) or _rule(args) or _numbers(args) or _files(args)
    if problem:
        p.error(problem)
    _deal_under(args.rule, args.variant)
    return args


def _rule(args: argparse.Namespace) -> str | None:
    """``--rule`` names a rule of the companion ``--variant`` names (with no variant, of
    some companion): Boardwalk's variants have none."""
    from boardwalk.rules import COMPANIONS

    if args.rule is None:
        return None
    if args.variant and args.variant not in COMPANIONS:
        return "--rule is for a companion game (--variant towers, republic or calculation)"
    engines = (
        [COMPANIONS[args.variant][0]] if args.variant else [e for e, _, _ in COMPANIONS.values()]
    )
    problems = []
    for engine in engines:
        try:
            engine.find_rule(args.rule)
            return None
        except ValueError as err:
            problems.append(str(err))
    return " ".join(problems)


def _deal_under(rule: str | None, variant: str | None = None) -> None:
    """The run deals each companion under ``--rule`` where it names one of its rules, else
    under its standard: the game ``--variant`` starts, and the rule the question before a
    new deal starts on (the player's answer is the new game's rule; a game keeps the rule
    it was dealt under, §0). Set only once every option is known good."""
    from boardwalk.games.registry import KINDS
    from boardwalk.rules import COMPANIONS

    for kind in KINDS:
        if kind.id not in COMPANIONS:
            continue
        kind.rule = None
        if rule is not None and variant in (None, kind.id):
            try:
                kind.rule = COMPANIONS[kind.id][0].find_rule(rule).id
            except ValueError:
                kind.rule = None


def _size(args: argparse.Namespace) -> str | None:
    if args.size is None:
        return None
    try:
        w, h = (int(n) for n in args.size.lower().split("x"))
    except ValueError:
        return f"--size takes WxH, like 1280x800, not {args.size!r}"
    if not (0 < w <= MAX_SIDE and 0 < h <= MAX_SIDE):
        return f"--size must be between 1x1 and {MAX_SIDE}x{MAX_SIDE}, not {args.size}"
    args.size = (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))
    return None


def _game(args: argparse.Namespace) -> str | None:
    """The options that describe a game must describe one, and only one."""
    from boardwalk.rules import COMPANIONS, IllegalMove, parse_deck
    from boardwalk.rules.deals import check_deal_number

    starts = [o for o, v in (("--variant", args.variant), ("--load", args.load)) if v]
    starts += [o for o, v in (("--tutorial", args.tutorial), ("--resume", args.resume)) if v]
    if len(starts) > 1:
        return f"{' and '.join(starts)} each open something different: give one"
    for option, value in (("--deal", args.deal), ("--deck", args.deck), ("--moves", args.moves)):
        if value not in (None, "") and not args.variant:
            return f"{option} needs --variant (which game to deal)"
    if args.help_screen and not args.variant:
        return "--help-screen needs --variant (whose rules to show)"
    if args.deal is not None and args.deck is not None:
        return "give either --deal or --deck, not both"
    try:
        if args.variant in COMPANIONS:  # its own deal numbers and deal strings
            if args.deal is not None or args.deck is not None:
                COMPANIONS[args.variant][0].new_game(args.deal, args.deck, args.rule)
        else:
            if args.deal is not None:
                check_deal_number(args.deal)
            if args.deck is not None:
                parse_deck(args.deck)
        for move in args.auto_moves.split():
            _notation(args.variant)(move)
    except (ValueError, IllegalMove) as err:
        return str(err)
    return None


def _notation(variant: str | None):
    """How ``--auto-moves`` are checked: by the notation of the variant's game; with no
    variant (``--resume``, ``--load``), a move either game can write passes, and the game
    itself refuses what it cannot play."""
    from boardwalk.rules import COMPANIONS, parse_move

    if variant in COMPANIONS:
        return COMPANIONS[variant][0].parse_move
    if variant:
        return parse_move

    def either(move: str) -> object:
        for parse in (parse_move, *(e.parse_move for e, _, _ in COMPANIONS.values())):
            try:
                return parse(move)
            except ValueError:
                continue
        return parse_move(move)  # refused by every game: Boardwalk's sentence

    return either


def _numbers(args: argparse.Namespace) -> str | None:
    if args.anim_ms is not None and not 0 <= args.anim_ms <= MAX_ANIM_MS:
        return f"--anim-ms runs from 0 (no glide) to {MAX_ANIM_MS}"
    if args.frames < 0:
        return "--frames counts frames: 0 (run until quit) or more"
    if not 0 <= args.auto_delay <= 60_000:
        return "--auto-delay is milliseconds between moves, from 0 to 60000"
    if args.step < 1:
        return "--step counts the lesson's steps from 1"
    if args.step != 1 and not args.tutorial:
        return "--step needs --tutorial (which lesson)"
    if args.tutorial:
        from boardwalk.games.registry import all_lessons, variant_name

        if args.tutorial not in all_lessons():
            name, rules = variant_name(args.tutorial), f"--variant {args.tutorial} --help-screen"
            return f"{name} has no lesson yet; {rules} shows its rules"
        steps = len(all_lessons()[args.tutorial].steps)
        if args.step > steps:
            return f"the {args.tutorial} lesson has {steps} steps, not {args.step}"
    return None


def _files(args: argparse.Namespace) -> str | None:
    """Paths the program will read or write, checked before the window opens."""
    for option, value in (("--screenshot", args.screenshot), ("--load", args.load)):
        if value is not None and not value.strip():
            return f"{option} needs a file name"
    try:
        return _paths(args)
    except (OSError, ValueError) as err:  # a name too long, a folder that may not be read
        return f"that file name cannot be used: {getattr(err, 'strerror', None) or err}"


def _paths(args: argparse.Namespace) -> str | None:
    if args.screenshot:
        shot = Path(args.screenshot)
        if shot.suffix.lower() not in PICTURES:
            return f"--screenshot saves a picture: give a name ending in .png, not {shot.name!r}"
        if shot.is_dir():
            return f"--screenshot needs a file name, and {shot} is a folder"
        if not shot.absolute().parent.is_dir():
            return f"--screenshot: the folder {shot.absolute().parent} does not exist"
    if args.load:
        args.load = os.path.abspath(args.load)
    return None
