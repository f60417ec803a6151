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
    from boardwalk.rules.variants import VARIANTS

    p = argparse.ArgumentParser(prog="boardwalk", description="Boardwalk Solitaire")
    p.add_argument("--variant", choices=sorted(VARIANTS), help="start a game of this variant")
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
    p.add_argument("--tutorial", choices=sorted(VARIANTS), help="open the lesson of this variant")
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
    def __init__(self, args: argparse.Namespace) -> None:
        import pygame

        from boardwalk.flow import Flow
        from boardwalk.render.cardart import CardArt
        from boardwalk.scenes.base import SceneStack
        from boardwalk.storage import files
        from boardwalk.storage.progress import Progress
        from boardwalk.storage.settings import load_settings

        self.pg = pygame
        self.readonly = bool(args.screenshot)
        """A screenshot run looks at the player's files but never writes them."""
        files.READ_ONLY = self.readonly
        dpi_aware()
        pygame.display.init()  # no mixer or joystick: start-up stays quick, nothing needs them
        pygame.font.init()
        self.windowed = args.size
        self.fullscreen = False
        self.surface = self.window(args.size, pygame.RESIZABLE)
        pygame.display.set_caption("Boardwalk Solitaire")
        self.art = CardArt()
        pygame.display.set_icon(self.art.face("7H", (32, 44)))
        self.settings, settings_problem = load_settings()
        self.anim_override = args.anim_ms
        self.apply_settings()
        self.scenes = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames_left = args.frames or -1
        self.progress = Progress.load()
        self.flow = Flow(self)
        self.auto_moves = args.auto_moves.split()
        self.auto_delay = args.auto_delay
        self.auto_wait = float(args.auto_delay)
        self.flow.announce = bool(self.auto_moves)
        self._start(args, [settings_problem, self.progress.problem, self.flow.history.problem])

    def window(self, size: tuple[int, int], flags: int):
        """Open (or change) the window, never smaller than ``MIN_SIZE`` (fullscreen aside)."""
        if size != (0, 0):
            size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        return self.pg.display.set_mode(size, flags)

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    @property
    def current(self):
        """The table of the game in progress (kept while the player is elsewhere)."""
        return self.flow.current

    @property
    def anim_ms(self) -> int:
        return self.settings.anim_ms if self.anim_override is None else max(0, self.anim_override)

    def _start(self, args: argparse.Namespace, problems: list[str | None]) -> None:
        from boardwalk.flow import random_deal
        from boardwalk.rules import load_game, new_game
        from boardwalk.scenes.title import TitleScene

        resumed, problem = self.flow.resume()  # first, so that the title offers Continue
        problems.append(problem)
        self.scenes.push(TitleScene(self))
        if args.tutorial:
            self.open_tutorial(args.tutorial, args.step - 1)
        elif args.load:
            with open(args.load, encoding="utf-8") as f:
                self.flow.take(load_game(f.read()))
        elif args.variant:
            if args.deck:
                game = new_game(args.variant, deck=args.deck)
            else:
                game = new_game(args.variant, deal=args.deal or random_deal())
            for move in args.moves.split():
                game.play(move)
            self.flow.take(game, deal_animation=not args.moves)
            if args.help_screen:
                self.command_help(game.variant)
        elif (args.resume or self.auto_moves) and resumed:
            self.flow.do_continue()
        elif not (self.progress.offered or any(problems) or resumed or self.readonly):
            self.offer_tutorial()
        for problem in problems:  # last, so that they show above whatever opened
            if problem:
                self.report(problem)

    # -- settings ------------------------------------------------------------------------------
    def apply_settings(self) -> None:
        """Colours and deck from the settings; every view redraws itself from the new theme."""
        from boardwalk.render.theme import themed

        s = self.settings
        theme = themed(s.table, s.card_back, s.four_colour)
        if theme != self.art.theme:
            self.art.set_theme(theme)
            if hasattr(self, "scenes"):
                self.scenes.resized(self.size)

    def save_settings(self) -> None:
        from boardwalk.storage.settings import save_settings

        save_settings(self.settings)
        self.apply_settings()

    def cycle_animation_speed(self) -> str:
        """Normal, fast, slow, off, and round again; saved; returns the new speed's name."""
        from boardwalk.storage.settings import SPEEDS

        names = list(SPEEDS)
        self.anim_override = None
        self.settings.speed = names[(names.index(self.settings.speed) + 1) % len(names)]
        self.save_settings()
        return self.settings.speed

    # -- other screens -------------------------------------------------------------------------
    def report(self, problem: str, title: str = "A saved file could not be read") -> None:
        """Something could not be read: say so in a sentence (our own files were kept aside)."""
        from boardwalk.scenes.dialogs import Dialog

        self.scenes.push(Dialog(self, title, problem, [("OK", "ok")]))

    def offer_tutorial(self) -> None:
        """Once, on the first launch: most players have never heard of Boardwalk."""
        from boardwalk.scenes.dialogs import Dialog

        self.progress.offered = True
        self.progress.save()
        body = (
            "Boardwalk's rules are unusual. A short tutorial teaches each variant on a real "
            "deal, move by move. You can find it later under Learn to play."
        )
        buttons = [("Not now", "cancel"), ("Start the tutorial", "yes")]
        start = lambda r: self.open_tutorial("hopscotch") if r == "yes" else None  # noqa: E731
        self.scenes.push(Dialog(self, "New to Boardwalk?", body, buttons, start))

    def open_tutorial(self, variant: str, step: int = 0) -> None:
        from boardwalk.lessons import LESSONS
        from boardwalk.scenes.tutorial import TutorialScene

        lesson = LESSONS[variant]
        self.scenes.push(TutorialScene(self, lesson, max(0, min(step, len(lesson.steps) - 1))))

    def lesson_finished(self, lesson) -> None:
        """Mark the lesson done and offer a real game of its variant, or the next lesson."""
        from boardwalk.lessons import LESSONS
        from boardwalk.rules import find_variant
        from boardwalk.scenes.dialogs import Dialog

        self.progress.finish(lesson.variant)
        self.scenes.pop()
        order = list(LESSONS)
        following = order[(order.index(lesson.variant) + 1) % len(order)]
        name = find_variant(lesson.variant).name
        buttons = [("Title", "cancel"), ("Next lesson", "next"), (f"Play {name}", "play")]

        def chosen(result) -> None:
            if result == "play":
                self.flow.choose_variant(lesson.variant)
            elif result == "next":
                self.open_tutorial(following)

        body = f"You have finished the {name} lesson. Try a real game of {name}, or go on."
        self.scenes.push(Dialog(self, "Lesson complete", body, buttons, chosen))

    def command_help(self, variant) -> None:
        from boardwalk.scenes.help import HelpScene

        self.scenes.push(HelpScene(self, variant))

    def replay(self, variant: str, deck: str, moves: list[str], title: str) -> None:
        from boardwalk.scenes.replay import ReplayScene

        self.scenes.push(ReplayScene(self, variant, deck, moves, title))

    def command(self, action: str) -> None:
        self.flow.command(action)

    def choose_variant(self, variant: str) -> None:
        self.flow.choose_variant(variant)

    # -- the loop ------------------------------------------------------------------------------
    def handle(self, event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            self.running = False
        elif event.type == pg.VIDEORESIZE and not self.fullscreen:
            self.surface = pg.display.get_surface()
            if self.size[0] < MIN_SIZE[0] or self.size[1] < MIN_SIZE[1]:
                self.surface = self.window(self.size, pg.RESIZABLE)  # dragged too small: back
            self.windowed = self.size
            self.scenes.resized(self.size)
        elif event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.toggle_fullscreen()
        elif event.type == pg.KEYDOWN and event.key == pg.K_q and event.mod & pg.KMOD_CTRL:
            self.running = False
        elif event.type == pg.DROPFILE:
            from pathlib import Path

            self.flow.import_path(Path(event.file))
        elif self.scenes.top is not None:
            self.scenes.top.handle(event)

    def toggle_fullscreen(self) -> None:
        pg = self.pg
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.surface = self.window((0, 0), pg.FULLSCREEN)
        else:
            self.surface = self.window(self.windowed, pg.RESIZABLE)
        self.scenes.resized(self.size)

    def step(self, dt: float) -> None:
        """One frame: input, time, drawing."""
        for event in self.pg.event.get():
            self.handle(event)
            if not self.running:
                return
        for scene in self.scenes.scenes:
            scene.update(dt)
        self._auto_move(dt)
        self.scenes.draw(self.surface)
        self.pg.display.flip()

    def _auto_move(self, dt: float) -> None:
        """``--auto-moves``: play the next scripted move through the table, as a player would."""
        scene = self.current
        if not self.auto_moves or scene is None or self.scenes.top is not scene:
            return
        self.auto_wait -= dt
        if self.auto_wait > 0:
            return
        self.auto_wait = float(self.auto_delay)
        played = scene.game.moves
        if played == self.auto_moves[: len(played)] and len(played) < len(self.auto_moves):
            scene.play(self.auto_moves[len(played)])

    def run(self) -> None:
        while self.running:
            self.step(self.clock.tick(60))
            self.frames_left -= 1
            if self.frames_left == 0:
                self.running = False
        self.flow.saved()  # the time played since the last move, too
        self.flow.history.close()
        self.pg.quit()

    def screenshot(self, path: str) -> None:
        for scene in self.scenes.scenes:
            scene.settle()
        self.step(0)
        for scene in self.scenes.scenes:
            scene.settle()
        self.scenes.draw(self.surface)
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
