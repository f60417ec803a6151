"""The window, the loop and the scene stack; the commands a player gives from anywhere.

``python main.py [--variant ID] [--deal N] [--moves "..."] [--size WxH] [--screenshot PATH]``
With ``--screenshot`` the position (or the title screen) is rendered once animations have
settled, saved as PNG, and the program exits, with no display needed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path

MIN_SIZE = (640, 420)


SPEEDS = [("normal", 200), ("fast", 110), ("slow", 360), ("off", 0)]


@dataclass
class Settings:
    anim_ms: int = 200
    """Length of one card glide; 0 turns animations off."""


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    from boardwalk.rules.variants import VARIANTS

    p = argparse.ArgumentParser(prog="boardwalk", description="Boardwalk Solitaire")
    p.add_argument("--variant", choices=sorted(VARIANTS), help="start a game of this variant")
    p.add_argument("--deal", type=int, help="deal number (default: a random one)")
    p.add_argument("--deck", help="52 card codes in deal order instead of a deal number")
    p.add_argument("--moves", default="", help="moves to play first, in notation")
    p.add_argument("--size", default="1280x800", help="window size, WxH")
    p.add_argument("--screenshot", metavar="PATH", help="save a PNG of the settled screen and exit")
    p.add_argument("--save", metavar="PATH", help="write the game (JSON) to PATH after every move")
    p.add_argument("--anim-ms", type=int, default=200, help="card glide length in ms; 0 = off")
    p.add_argument("--help-screen", action="store_true", help="open the rules of the variant")
    p.add_argument("--frames", type=int, default=0, help="quit after this many frames (timing)")
    p.add_argument("--tutorial", choices=sorted(VARIANTS), help="open the lesson of this variant")
    p.add_argument("--step", type=int, default=1, help="with --tutorial: the step to show (from 1)")
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

        from boardwalk.render.cardart import CardArt
        from boardwalk.scenes.base import SceneStack
        from boardwalk.storage.progress import Progress

        self.pg = pygame
        dpi_aware()
        pygame.display.init()  # no mixer or joystick: start-up stays quick, nothing needs them
        pygame.font.init()
        self.windowed = args.size
        self.fullscreen = False
        self.surface = pygame.display.set_mode(args.size, pygame.RESIZABLE)
        pygame.display.set_caption("Boardwalk Solitaire")
        self.art = CardArt()
        pygame.display.set_icon(self.art.face("7H", (32, 44)))
        self.settings = Settings(anim_ms=max(0, args.anim_ms))
        self.scenes = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.save_path = Path(args.save) if args.save else None
        self.frames_left = args.frames or -1
        self.current = None  # the GameScene of the game in progress, kept while on the title
        self.progress = Progress.load()
        self._start(args)

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def _start(self, args: argparse.Namespace) -> None:
        from boardwalk.rules import new_game
        from boardwalk.scenes.help import HelpScene
        from boardwalk.scenes.title import TitleScene

        self.scenes.push(TitleScene(self))
        if self.progress.problem:
            self.report(self.progress.problem)
        if args.tutorial:
            self.open_tutorial(args.tutorial, args.step - 1)
        elif args.variant:
            if args.deck:
                game = new_game(args.variant, deck=args.deck)
            else:
                game = new_game(args.variant, deal=args.deal or self.random_deal())
            for move in args.moves.split():
                game.play(move)
            self.open_game(game, deal_animation=not args.moves)
            if args.help_screen:
                self.scenes.push(HelpScene(self, game.variant))
        elif not self.progress.offered and not self.progress.problem:
            self.offer_tutorial()  # a damaged progress file means this is not a first launch

    def report(self, problem: str) -> None:
        """A stored file could not be read: say so in a sentence (it was kept aside)."""
        from boardwalk.scenes.dialogs import Dialog

        self.scenes.push(Dialog(self, "A saved file could not be read", problem, [("OK", "ok")]))

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
                self.choose_variant(lesson.variant)
            elif result == "next":
                self.open_tutorial(following)

        body = f"You have finished the {name} lesson. Try a real game of {name}, or go on."
        self.scenes.push(Dialog(self, "Lesson complete", body, buttons, chosen))

    def command_help(self, variant) -> None:
        from boardwalk.scenes.help import HelpScene

        self.scenes.push(HelpScene(self, variant))

    @staticmethod
    def random_deal() -> int:
        return random.randint(1, 999_999_999)

    # -- games ------------------------------------------------------------------------------
    def open_game(self, game, deal_animation: bool = True) -> None:
        from boardwalk.scenes.game import GameScene

        scene = GameScene(self, game, deal_animation)
        if self.current is not None and self.current in self.scenes.scenes:
            self.scenes.replace(scene)
        else:
            self.scenes.push(scene)
        self.current = scene
        self.moved(game)

    def choose_variant(self, variant_id: str) -> None:
        from boardwalk.rules import new_game
        from boardwalk.scenes.dialogs import confirm

        def start() -> None:
            self.open_game(new_game(variant_id, deal=self.random_deal()))

        if self.current is not None and self.current.in_progress():
            g = self.current.game
            confirm(
                self,
                "Start a new game?",
                f"Your {g.variant.name} game in progress ({len(g.moves)} moves) will be abandoned.",
                "Abandon it",
                start,
            )
        else:
            start()

    def cycle_animation_speed(self) -> str:
        """Normal, fast, slow, off, and round again; returns the new speed's name."""
        now = next((i for i, (_, ms) in enumerate(SPEEDS) if ms == self.settings.anim_ms), -1)
        name, self.settings.anim_ms = SPEEDS[(now + 1) % len(SPEEDS)]
        return name

    def moved(self, game) -> None:
        """After every change of the game: keep the save file current (``--save``)."""
        if self.save_path is None:
            return
        tmp = self.save_path.with_suffix(self.save_path.suffix + ".tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(game.to_json())
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, self.save_path)

    def command(self, action: str, confirmed: bool = False) -> None:
        """A command from a button or a key, in the context of the game in progress."""
        from boardwalk.rules import new_game
        from boardwalk.scenes.dialogs import NumberDialog, confirm
        from boardwalk.scenes.help import HelpScene
        from boardwalk.scenes.score import ScoreScene

        scene = self.current
        if action == "quit":
            self.running = False
            return
        if action == "lessons":
            from boardwalk.scenes.lessons import LessonsScene

            self.scenes.push(LessonsScene(self))
            return
        if scene is None:
            return
        game = scene.game
        asks = scene.in_progress() and not confirmed

        def fresh(deal: int | None) -> None:
            variant = game.variant.id
            if deal is None and game.deal is None:
                self.open_game(new_game(variant, deck=game.deck))
            else:
                self.open_game(new_game(variant, deal=deal or self.random_deal()))

        if action == "menu":
            self.scenes.pop()
        elif action == "continue":
            self.scenes.push(scene)
        elif action == "undo":
            scene.undo()
        elif action == "redo":
            scene.redo()
        elif action == "help":
            self.scenes.push(HelpScene(self, game.variant))
        elif action == "new":
            body = "This game is in progress; a new deal abandons it."
            confirm(
                self, "Deal a new game?", body, "New deal", lambda: fresh(0)
            ) if asks else fresh(0)
        elif action == "restart":
            body = "Start this same deal again from the beginning? Your moves will be lost."
            again = lambda: fresh(game.deal)  # noqa: E731
            confirm(self, "Restart this deal?", body, "Restart", again) if asks else again()
        elif action == "deal":

            def chosen(n: int) -> None:
                if asks:
                    confirm(
                        self,
                        f"Play deal {n}?",
                        "This game is in progress; it will be abandoned.",
                        "Play it",
                        lambda: fresh(n),
                    )
                else:
                    fresh(n)

            self.scenes.push(
                NumberDialog(
                    self,
                    "Play a deal by number",
                    f"Every {game.variant.name} deal has a number anyone can share.",
                    chosen,
                )
            )
        elif action == "end":

            def end() -> None:
                game.end()
                self.moved(game)
                self.scenes.push(ScoreScene(self, game))

            if game.is_over():
                end()
            else:
                confirm(
                    self,
                    "End this game?",
                    "The position is scored as it stands. Undo reopens it.",
                    "End and score",
                    end,
                )

    # -- the loop -----------------------------------------------------------------------------
    def handle(self, event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            self.running = False
        elif event.type == pg.VIDEORESIZE and not self.fullscreen:
            self.surface = pg.display.get_surface()
            self.windowed = self.size
            self.scenes.resized(self.size)
        elif event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.toggle_fullscreen()
        elif event.type == pg.KEYDOWN and event.key == pg.K_q and event.mod & pg.KMOD_CTRL:
            self.running = False
        elif self.scenes.top is not None:
            self.scenes.top.handle(event)

    def toggle_fullscreen(self) -> None:
        pg = self.pg
        self.fullscreen = not self.fullscreen
        if self.fullscreen:
            self.surface = pg.display.set_mode((0, 0), pg.FULLSCREEN)
        else:
            self.surface = pg.display.set_mode(self.windowed, pg.RESIZABLE)
        self.scenes.resized(self.size)

    def step(self, dt: float) -> None:
        """One frame: input, time, drawing."""
        for event in self.pg.event.get():
            self.handle(event)
            if not self.running:
                return
        for scene in self.scenes.scenes:
            scene.update(dt)
        self.scenes.draw(self.surface)
        self.pg.display.flip()

    def run(self) -> None:
        while self.running:
            self.step(self.clock.tick(60))
            self.frames_left -= 1
            if self.frames_left == 0:
                self.running = False
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
    except (IllegalMove, BadSave, ValueError) as err:
        print(f"boardwalk: {err}", file=sys.stderr)
        return 2
    if args.screenshot:
        app.screenshot(args.screenshot)
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
