"""The window, the loop and the scene stack.

``python main.py [--variant ID] [--deal N] [--moves "..."] [--size WxH] [--screenshot PATH]``
With ``--screenshot`` the position (or the title screen) is rendered once animations have
settled, saved as PNG, and the program exits, with no display needed.
"""

from __future__ import annotations

import argparse
import os
import sys

from boardwalk.command_line import parse_args

__all__ = ["App", "main", "parse_args"]
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is for --auto-moves' lines
CALL_EVERY_MS = 500
"""How often the running copy looks for a second copy's call."""
IDLE_WAIT_MS = 100
"""While nothing moves the loop sleeps until input comes, waking this often to let time
pass (the clock on the status line, a second copy's call)."""


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

    def __init__(self, args: argparse.Namespace, owner=None) -> None:
        import pygame

        from boardwalk import assets, audio
        from boardwalk.launch import check_screen, name_the_window
        from boardwalk.navigation import Routes
        from boardwalk.play.keeper import Keeper
        from boardwalk.render.cardart import CardArt
        from boardwalk.screens.base import ScreenStack
        from boardwalk.storage.history import History
        from boardwalk.storage.progress import Progress
        from boardwalk.storage.settings import load_settings
        from boardwalk.window import Window

        self.pg = pygame
        self.owner = owner
        """This copy's hold on the data folder (None in tests and screenshot runs)."""
        self.call_wait = float(CALL_EVERY_MS)
        readonly = bool(args.screenshot)
        """A screenshot run looks at the player's files but never writes them."""
        self.readonly = readonly
        dpi_aware()
        name_the_window()
        pygame.display.init()  # no joystick: nothing needs it (the mixer is audio.start's)
        check_screen(pygame.display.get_driver(), readonly)
        pygame.font.init()
        self.settings, settings_problem = load_settings(readonly)
        self.sounds = audio.start(self.settings, quiet=readonly)  # silent with no audio device
        self.win = Window(args.size, self.settings)
        pygame.display.set_caption("Boardwalk Solitaire")
        pygame.display.set_icon(pygame.image.load(assets.path("icon.png")))
        self.art = CardArt()
        self.anim_override = args.anim_ms
        self.apply_settings()
        self.stack = ScreenStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames_left = args.frames or -1
        self.draws = 0  # frames drawn: an idle window is not redrawn
        self._held: list = []  # input that woke the idle loop, handled on the next step
        self._shown: tuple = ()  # the screens last drawn: a new one is drawn at once
        self.progress = Progress.load(readonly)
        history = History(readonly=readonly)
        self.auto_moves = args.auto_moves.split()
        self.auto_delay = args.auto_delay
        self.auto_wait = float(args.auto_delay)
        self.keeper = Keeper(history, readonly, announce=bool(self.auto_moves))
        self.routes = Routes(self, self.stop)
        self._start(args, [settings_problem, self.progress.problem, history.problem])

    @property
    def surface(self):
        """What the screens draw on: the window's, which changes on resize and fullscreen."""
        return self.win.surface

    def _start(self, args: argparse.Namespace, problems: list[str | None]) -> None:
        from boardwalk.games.registry import kind_of
        from boardwalk.navigation import random_deal
        from boardwalk.play.keeper import bot_played
        from boardwalk.rules import load_game
        from boardwalk.screens.title import TitleScreen
        from boardwalk.storage.files import read_saved_game

        problems.append(self.keeper.resume())  # first, so that the title offers Continue
        resumed = self.keeper.current is not None
        self.push(TitleScreen(self))
        if args.tutorial:
            self.routes.tutorial(args.tutorial, args.step - 1, asked=True)
        elif args.load:
            text = read_saved_game(args.load)
            self.routes.begin(load_game(text), deal=False, demo=bot_played(text))
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
        theme = themed(s.table, s.card_back, s.four_colour, s.large_print)
        if theme != self.art.theme:
            self.art.set_theme(theme)
            if hasattr(self, "stack"):
                self.stack.resized(self.size)

    def save_settings(self) -> None:
        from boardwalk.storage.settings import save_settings

        self.anim_override = None  # a speed chosen now outranks --anim-ms
        problem = save_settings(self.settings, self.readonly)
        if problem:
            self.report(problem, "Not saved")
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
        from boardwalk.screens.base import command_held

        pg = self.pg
        if event.type == pg.QUIT:
            self.running = False
        elif self.win.handle(event):
            self.stack.resized(self.size)
        elif event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.toggle_fullscreen()
        elif event.type == pg.KEYDOWN and event.key == pg.K_q and command_held(event):
            self.running = False
        elif event.type == pg.DROPFILE:
            self.routes.open_file(event.file)
        elif self.stack.top is not None:
            self.stack.top.handle(event)

    def toggle_fullscreen(self) -> None:
        self.win.toggle_fullscreen()
        self.stack.resized(self.size)

    def step(self, dt: float) -> None:
        """One frame: input, time, and drawing when something changed (input came, or a
        screen in view says it moves): an idle window costs next to nothing."""
        events, self._held = [*self._held, *self.pg.event.get()], []
        for event in events:
            self.handle(event)
            if not self.running:
                return
        for screen in self.stack.screens:
            screen.update(dt)
        self._auto_move(dt)
        self._answer_calls(dt)
        if events or self.needs_drawing():
            self.redraw()

    def needs_drawing(self) -> bool:
        return self.stack.busy() or self._shown != tuple(self.stack.screens)

    def redraw(self) -> None:
        self.stack.draw(self.surface)
        self.pg.display.flip()
        self.draws += 1
        self._shown = tuple(self.stack.screens)

    def _rest(self) -> None:
        """Nothing moves: sleep until input comes, or a little while has passed."""
        wait = IDLE_WAIT_MS
        if self.auto_moves:
            wait = max(1, min(wait, int(self.auto_wait)))
        event = self.pg.event.wait(wait)
        if event.type != self.pg.NOEVENT:
            self._held.append(event)

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

    def _answer_calls(self, dt: float) -> None:
        """Another copy was started: come to the front, and open the file it was given."""
        self.call_wait -= dt
        if self.owner is None or self.call_wait > 0:
            return
        self.call_wait = float(CALL_EVERY_MS)
        request = self.owner.calls()
        if request is None:
            return
        self._come_forward()
        load = request.get("load")
        if isinstance(load, str) and load:
            self.routes.open_file(load)

    def _come_forward(self) -> None:
        """Restore and focus the window (its handle is only asked for, not drawn through)."""
        from boardwalk.window import handle_of_display

        window = handle_of_display()
        if window is not None:  # raising also shows a minimised window; a maximised one stays
            window.focus()

    def run(self) -> None:
        self.looping = True
        while self.running:
            if not self.needs_drawing():
                self._rest()
            self.step(self.clock.tick(60))
            self.frames_left -= 1
            if self.frames_left == 0:
                self.running = False
        self.close()

    def close(self) -> None:
        """Quitting, however it was asked for: the game and its time played are saved, and
        the window's size and place if the player changed them."""
        from boardwalk.storage.settings import save_settings

        if getattr(self, "closed", False):
            return
        self.closed = True
        if self.win.remember(self.settings):
            save_settings(self.settings, self.readonly)  # too late for a sentence: best effort
        self.keeper.close()
        self.pg.quit()

    def screenshot(self, path: str) -> None:
        """The settled screen as a picture (OSError if it could not be written)."""
        for screen in self.stack.screens:
            screen.settle()
        self.step(0)
        for screen in self.stack.screens:
            screen.settle()
        self.stack.draw(self.surface)
        try:
            self.pg.image.save(self.surface, path)
        except self.pg.error as err:
            raise OSError(f"the picture could not be saved as {path}: {err}") from None


def main(argv: list[str] | None = None) -> int:
    """Run the game; the exit status is 0, 2 with a sentence for input it cannot use, 1
    with a sentence when there is no screen, 130 when stopped during start-up."""
    from boardwalk.launch import Signals

    signals = Signals.install()  # first: Ctrl+C while the modules load is quiet too
    args = parse_args(argv)
    if args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    owner = None
    try:
        try:
            app, status = _open(args, signals)
        except Exception as err:  # a bug at start-up: a sentence, and its traceback kept
            from boardwalk.launch import startup_failed

            print(f"boardwalk: {startup_failed(err)}", file=sys.stderr)
            return 1
        owner = app.owner if app is not None else None
        if app is None:
            return status
        if signals.asked:  # stopped while the window opened
            app.close()
            return 130
        signals.app = app
        return _run(app, args)
    finally:
        if owner is not None:
            owner.release()


def _open(args: argparse.Namespace, signals) -> tuple[App | None, int]:
    """The app, or None and the exit status, with the sentence printed."""
    from boardwalk.launch import NoScreen, claim_data_folder
    from boardwalk.rules import BadSave, IllegalMove
    from boardwalk.storage.files import Unreadable

    owner = None
    try:
        if not args.screenshot:
            owner = claim_data_folder(args)
            if owner is None:
                return None, 0
        return App(args, owner), 0
    except (IllegalMove, BadSave, ValueError, OSError, Unreadable) as err:
        status, message = 2, str(err)
    except NoScreen as err:
        status, message = 1, str(err)
    if owner is not None:
        owner.release()
    print(f"boardwalk: {message}", file=sys.stderr)
    return None, status


def _run(app: App, args: argparse.Namespace) -> int:
    if args.screenshot:
        try:
            app.screenshot(args.screenshot)
        except OSError as err:
            print(f"boardwalk: {err}", file=sys.stderr)
            return 2
        return 0
    try:
        app.run()
    except BaseException:
        app.close()  # a fault in the game itself: the game is saved, then it is shown
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())
