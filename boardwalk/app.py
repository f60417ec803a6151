"""The window, the loop and the scene stack.

``python main.py [--variant ID] [--deal N] [--moves "..."] [--size WxH] [--screenshot PATH]``
With ``--screenshot`` the position (or the title screen) is rendered once animations have
settled, saved as PNG, and the program exits, with no display needed.
"""

from __future__ import annotations

import argparse
import os
import sys

MIN_SIZE = (960, 600)  # the smallest window the table is laid out for


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    from boardwalk.games.registry import all_variants

    ids = sorted(v for _, v in all_variants())
    p = argparse.ArgumentParser(prog="boardwalk", description="Boardwalk Solitaire")
    p.add_argument("--variant", choices=ids, help="start a game of this variant")
    p.add_argument("--deal", type=int, help="deal number (default: a random one)")
    p.add_argument("--deck", help="52 card codes in deal order instead of a deal number")
    p.add_argument("--moves", default="", help="moves to play first, in notation")
    p.add_argument("--load", metavar="FILE", help="open a saved game (exported JSON)")
    p.add_argument("--resume", action="store_true", help="go straight back to the saved game")
    p.add_argument("--size", default="1280x800", help="window size, WxH")
    p.add_argument("--screenshot", metavar="PATH", help="save a PNG of the settled screen and exit")
    p.add_argument("--anim-ms", type=int, help="card glide length in ms for this run; 0 = off")
    p.add_argument("--help-screen", action="store_true", help="open the rules of the variant")
    p.add_argument("--frames", type=int, default=0, help="quit after this many frames (timing)")
    p.add_argument("--tutorial", choices=ids, help="open the lesson of this variant")
    p.add_argument("--step", type=int, default=1, help="with --tutorial: the step to show (from 1)")
    p.add_argument(
        "--auto-moves", default="", help="play these moves one by one (demo, crash test)"
    )
    p.add_argument("--auto-delay", type=int, default=40, help="ms between --auto-moves")
    args = p.parse_args(argv)
    try:
        w, h = (int(n) for n in args.size.lower().split("x"))
    except ValueError:
        p.error(f"--size takes WxH, like 1280x800, not {args.size!r}")
    args.size = (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))
    return args


def dpi_aware() -> None:
    """Ask Windows for per-monitor DPI awareness, so the window is not blurred by scaling."""
    if sys.platform == "win32":
        try:
            import ctypes

            ctypes.windll.shcore.SetProcessDpiAwareness(2)
        except (AttributeError, OSError):
            pass


class App:
    """The window, the loop, and the ``Context`` every screen is given."""

    def __init__(self, args: argparse.Namespace) -> None:
        import pygame

        from boardwalk import assets
        from boardwalk.navigation import Routes
        from boardwalk.play.keeper import Keeper
        from boardwalk.render.cardart import CardArt
        from boardwalk.screens.base import ScreenStack
        from boardwalk.storage.history import History
        from boardwalk.storage.progress import Progress
        from boardwalk.storage.settings import load_settings

        self.pg = pygame
        readonly = bool(args.screenshot)
        """A screenshot run looks at the player's files but never writes them."""
        self.readonly = readonly
        dpi_aware()
        pygame.display.init()  # no mixer or joystick: start-up stays quick, nothing needs them
        pygame.font.init()
        self.windowed = args.size
        self.fullscreen = False
        self.surface = self.window(args.size, pygame.RESIZABLE)
        pygame.display.set_caption("Boardwalk Solitaire")
        pygame.display.set_icon(pygame.image.load(assets.path("icon.png")))
        self.art = CardArt()
        self.settings, settings_problem = load_settings(readonly)
        self.anim_override = args.anim_ms
        self.apply_settings()
        self.stack = ScreenStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames_left = args.frames or -1
        self.progress = Progress.load(readonly)
        history = History(readonly=readonly)
        self.auto_moves = args.auto_moves.split()
        self.auto_delay = args.auto_delay
        self.auto_wait = float(args.auto_delay)
        self.keeper = Keeper(history, readonly, announce=bool(self.auto_moves))
        self.routes = Routes(self, self.stop)
        self._start(args, [settings_problem, self.progress.problem, history.problem])

    def window(self, size: tuple[int, int], flags: int):
        """Open (or change) the window, never smaller than ``MIN_SIZE`` (fullscreen aside)."""
        if size != (0, 0):
            size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        return self.pg.display.set_mode(size, flags)

    def _start(self, args: argparse.Namespace, problems: list[str | None]) -> None:
        from boardwalk.games.registry import kind_of
        from boardwalk.navigation import random_deal
        from boardwalk.rules import load_game
        from boardwalk.screens.title import TitleScreen

        problems.append(self.keeper.resume())  # first, so that the title offers Continue
        resumed = self.keeper.current is not None
        self.push(TitleScreen(self))
        if args.tutorial:
            self.routes.tutorial(args.tutorial, args.step - 1)
        elif args.load:
            with open(args.load, encoding="utf-8") as f:
                self.routes.begin(load_game(f.read()), deal=False)
        elif args.variant:
            kind = kind_of(args.variant)
            deal = None if args.deck else args.deal or random_deal()
            game = kind.new_game(args.variant, deal=deal, deck=args.deck)
            for move in args.moves.split():
                game.play(move)
            self.routes.begin(game)
            if args.help_screen:
                self.routes.help(args.variant)
        elif (args.resume or self.auto_moves) and resumed:
            self.routes.show_table()
        elif not (self.progress.offered or any(problems) or resumed or self.readonly):
            self.routes.offer_tutorial()
        for problem in problems:  # last, so that they show above whatever opened
            if problem:
                self.report(problem)

    # -- the context screens are given ----------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def anim_ms(self) -> int:
        return self.settings.anim_ms if self.anim_override is None else max(0, self.anim_override)

    def push(self, screen, on_result=None) -> None:
        self.stack.push(screen, on_result)

    def dismiss(self, screen, result=None) -> None:
        self.stack.dismiss(screen, result)

    def top(self):
        return self.stack.top

    def go(self, route: str, **details) -> None:
        self.routes.go(route, **details)

    def report(self, problem: str, title: str = "A saved file could not be read") -> None:
        """Something could not be read: say so in a sentence (our own files were kept aside)."""
        from boardwalk.screens.dialogs import Dialog

        self.push(Dialog(self, title or "Something went wrong", problem, [("OK", "ok")]))

    def apply_settings(self) -> None:
        """Colours and deck from the settings; every screen redraws itself in the new theme."""
        from boardwalk.render.theme import themed

        s = self.settings
        theme = themed(s.table, s.card_back, s.four_colour)
        if theme != self.art.theme:
            self.art.set_theme(theme)
            if hasattr(self, "stack"):
                self.stack.resized(self.size)

    def save_settings(self) -> None:
        from boardwalk.storage.settings import save_settings

        self.anim_override = None  # a speed chosen now outranks --anim-ms
        try:
            save_settings(self.settings, self.readonly)
        except OSError as err:
            self.report(f"Your settings could not be saved: {err}.", "Not saved")
        self.apply_settings()

    def cycle_animation_speed(self) -> str:
        """Normal, fast, slow, off, and round again; saved; returns the new speed's name."""
        from boardwalk.storage.settings import SPEEDS

        names = list(SPEEDS)
        self.settings.speed = names[(names.index(self.settings.speed) + 1) % len(names)]
        self.save_settings()
        return self.settings.speed

    # -- the loop ------------------------------------------------------------------------------
    def stop(self) -> None:
        self.running = False

    def handle(self, event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            self.running = False
        elif event.type == pg.VIDEORESIZE and not self.fullscreen:
            self.surface = pg.display.get_surface()
            if self.size[0] < MIN_SIZE[0] or self.size[1] < MIN_SIZE[1]:
                self.surface = self.window(self.size, pg.RESIZABLE)  # dragged too small: back
            self.windowed = self.size
            self.stack.resized(self.size)
        elif event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.toggle_fullscreen()
        elif event.type == pg.KEYDOWN and event.key == pg.K_q and event.mod & pg.KMOD_CTRL:
            self.running = False
        elif event.type == pg.DROPFILE:
            self.routes.open_file(event.file)
        elif self.stack.top is not None:
            self.stack.top.handle(event)

    def toggle_fullscreen(self) -> None:
        pg = self.pg
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.surface = self.window((0, 0), pg.FULLSCREEN)
        else:
            self.surface = self.window(self.windowed, pg.RESIZABLE)
        self.stack.resized(self.size)

    def step(self, dt: float) -> None:
        """One frame: input, time, drawing."""
        for event in self.pg.event.get():
            self.handle(event)
            if not self.running:
                return
        for screen in self.stack.screens:
            screen.update(dt)
        self._auto_move(dt)
        self.stack.draw(self.surface)
        self.pg.display.flip()

    def _auto_move(self, dt: float) -> None:
        """``--auto-moves``: play the next scripted move through the table, as a player would."""
        from boardwalk.screens.gestures import Play

        table = self.routes.table
        if not self.auto_moves or table is None or self.stack.top is not table:
            return
        self.auto_wait -= dt
        if self.auto_wait > 0:
            return
        self.auto_wait = float(self.auto_delay)
        played = table.game.moves
        if played == self.auto_moves[: len(played)] and len(played) < len(self.auto_moves):
            table.play(Play(self.auto_moves[len(played)]))

    def run(self) -> None:
        while self.running:
            self.step(self.clock.tick(60))
            self.frames_left -= 1
            if self.frames_left == 0:
                self.running = False
        self.keeper.close()
        self.pg.quit()

    def screenshot(self, path: str) -> None:
        for screen in self.stack.screens:
            screen.settle()
        self.step(0)
        for screen in self.stack.screens:
            screen.settle()
        self.stack.draw(self.surface)
        self.pg.image.save(self.surface, path)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from boardwalk.rules import BadSave, IllegalMove

    try:
        app = App(args)
    except (IllegalMove, BadSave, ValueError, OSError) as err:
        print(f"boardwalk: {err}", file=sys.stderr)
        return 2
    if args.screenshot:
        app.screenshot(args.screenshot)
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
