"""The player's game from start to finish: opening, autosaving after every change,
recording finished (and abandoned) games, resuming, exporting and importing, and the
commands a player gives about it. The app owns the window; this owns the game.
"""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path
from typing import TYPE_CHECKING

from boardwalk.rules import BadSave, Game, load_game, new_game
from boardwalk.statistics import figures
from boardwalk.storage.autosave import Session, load_session, now, save_session
from boardwalk.storage.files import exports_dir, write_atomic
from boardwalk.storage.history import History, Record

if TYPE_CHECKING:
    from boardwalk.app import App
    from boardwalk.scenes.game import GameScene


def random_deal() -> int:
    return random.randint(1, 999_999_999)


def record_of(session: Session, finish: str) -> Record:
    game, s = session.game, session.game.score()
    return Record(
        session=session.id,
        variant=game.variant.id,
        deal=game.deal,
        deck=game.deck,
        moves=" ".join(game.moves),
        destinations=s.destinations,
        hand=s.hand,
        spikes=s.spikes,
        total=s.total,
        won=s.won,
        perfect=s.perfect,
        move_count=len(game.moves),
        undos=session.undos,
        seconds=round(session.elapsed_ms / 1000, 1),
        finish=finish,
        started_at=session.started_at,
        ended_at=now(),
    )


class Flow:
    def __init__(self, app: App) -> None:
        self.app = app
        self.current: GameScene | None = None
        self.history = History()
        self.announce = False
        """Print each autosave to stdout (``--auto-moves``: the crash test reads it)."""

    # -- opening -------------------------------------------------------------------------------
    def scene_for(self, session: Session, deal_animation: bool) -> GameScene:
        from boardwalk.scenes.game import GameScene

        return GameScene(self.app, session, deal_animation)

    def open(self, session: Session, deal_animation: bool = True) -> None:
        """Show this session's table (replacing the game on screen) and save it."""
        scene = self.scene_for(session, deal_animation)
        stack = self.app.scenes
        if self.current is not None and self.current in stack.scenes:
            while stack.top is not self.current:  # rules, score, replay… over the old game
                stack.pop()
            stack.replace(scene)
        else:
            stack.push(scene)
        self.current = scene
        self.saved()

    def adopt(self, session: Session) -> None:
        """Keep a resumed game ready behind the title: Continue brings it back."""
        self.current = self.scene_for(session, deal_animation=False)

    def resume(self) -> tuple[bool, str | None]:
        """Take up the autosaved game, if any; and a sentence if its file was damaged."""
        session, problem = load_session()
        if session is not None:
            self.adopt(session)
        return session is not None, problem

    def start(self, variant: str, deal: int | None = None, deck: str | None = None) -> None:
        """A new game; the one in progress (if any) is recorded as abandoned."""
        self.abandon()
        if deck is not None:
            game = new_game(variant, deck=deck)
        else:
            game = new_game(variant, deal=deal or random_deal())
        self.open(Session(game))

    def take(self, game: Game, deal_animation: bool = False) -> None:
        """Play on an existing game (an import, or a deal set up from the command line)."""
        self.abandon()
        self.open(Session(game), deal_animation)

    # -- keeping -------------------------------------------------------------------------------
    def saved(self) -> None:
        """After every change of the game in progress: write it down at once."""
        if self.current is None or self.app.readonly:
            return
        session = self.current.session
        try:
            save_session(session)
        except OSError as err:  # a full disk, a locked file: say so and keep playing
            self.current.say(f"Your game could not be saved ({err}); the next move tries again.")
            return
        if self.announce:
            print(f"saved {len(session.game.moves)}", flush=True)

    def finish(self, how: str) -> None:
        """Record the game in progress as finished: ``over``, ``ended`` or ``abandoned``."""
        if self.current is None or self.app.readonly or self.current.session.demo:
            return
        try:
            self.history.record(record_of(self.current.session, how))
        except sqlite3.Error as err:
            self.current.say(f"This game could not be added to your statistics ({err}).")

    def abandon(self) -> None:
        """The game in progress gives way to another: record it as it stands (a game already
        recorded is only updated, so nothing is counted twice)."""
        scene = self.current
        if scene is None or not scene.game.moves:
            return
        game = scene.game
        self.finish("ended" if game.ended else "over" if game.is_over() else "abandoned")

    def standing(self, variant: str, exclude: str = ""):
        """Figures of the player's finished games of a variant (this session left out)."""
        return figures([r for r in self.history.games(variant) if r.session != exclude])

    # -- files -------------------------------------------------------------------------------
    def export(self) -> Path | None:
        if self.current is None:
            return None
        game = self.current.game
        deal = f"deal-{game.deal}" if game.deal is not None else "custom"
        name = f"{game.variant.id}-{deal}-{time.strftime('%Y%m%d-%H%M%S')}.json"
        path = exports_dir() / name
        write_atomic(path, game.to_json())
        return path

    def import_path(self, path: Path) -> None:
        """Open a saved game from a file; a bad file is reported and left as it is."""
        try:
            game = load_game(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as err:
            self.app.report(f"{Path(path).name} could not be read: {err}.", "Not opened")
            return
        except BadSave as err:
            self.app.report(f"{Path(path).name}: {err}", "Not opened")
            return
        self.confirm_abandon(lambda: self.take(game), f"open {Path(path).name}")

    # -- commands ------------------------------------------------------------------------------
    def confirm_abandon(self, then, what: str) -> None:
        """Ask before throwing away a game in progress; ``then`` runs on yes."""
        from boardwalk.scenes.dialogs import confirm

        scene = self.current
        if scene is None or not scene.in_progress():
            then()
            return
        g = scene.game
        body = (
            f"Your {g.variant.name} game ({len(g.moves)} moves) is in progress. To {what}, it "
            f"will be scored as it stands and recorded as abandoned."
        )
        confirm(self.app, "Abandon this game?", body, "Abandon it", then)

    def choose_variant(self, variant: str) -> None:
        self.confirm_abandon(lambda: self.start(variant), "start a new game")

    def command(self, action: str) -> None:
        """A command from a button or a key, in the context of the game in progress."""
        handler = getattr(self, f"do_{action}", None)
        if handler is not None:
            handler()

    def do_quit(self) -> None:
        self.app.running = False

    def do_menu(self) -> None:
        self.app.scenes.pop()

    def do_continue(self) -> None:
        if self.current is not None:
            self.app.scenes.push(self.current)

    def do_undo(self) -> None:
        if self.current:
            self.current.undo()

    def do_redo(self) -> None:
        if self.current:
            self.current.redo()

    def do_new(self) -> None:
        if self.current:
            variant = self.current.game.variant.id
            self.confirm_abandon(lambda: self.start(variant), "deal a new game")

    def do_restart(self) -> None:
        if self.current:
            g = self.current.game
            self.play_again(g.variant.id, g.deal, g.deck, "restart this deal")

    def play_again(
        self, variant: str, deal: int | None, deck: str, what: str = "play it again"
    ) -> None:
        """The same deal from the start: by its number, or by its deck when it has none."""

        def again() -> None:
            if deal is not None:
                self.start(variant, deal=deal)
            else:
                self.start(variant, deck=deck)

        self.confirm_abandon(again, what)

    def do_deal(self) -> None:
        from boardwalk.scenes.dialogs import NumberDialog

        if self.current is None:
            return
        variant = self.current.game.variant

        def chosen(n: int) -> None:
            self.confirm_abandon(lambda: self.start(variant.id, deal=n), f"play deal {n}")

        body = f"Every {variant.name} deal has a number anyone can share."
        self.app.scenes.push(NumberDialog(self.app, "Play a deal by number", body, chosen))

    def do_end(self) -> None:
        from boardwalk.scenes.dialogs import confirm

        scene = self.current
        if scene is None:
            return
        if scene.game.is_over():
            self.show_score()
            return
        body = "The position is scored as it stands. Undo reopens it."
        confirm(self.app, "End this game?", body, "End and score", self.show_score)

    def show_score(self) -> None:
        from boardwalk.scenes.score import ScoreScene

        scene = self.current
        if scene is None:
            return
        game = scene.game
        if not game.ended:
            game.end()
            self.finish("ended" if any_move(game) else "over")
            self.saved()
        before = self.standing(game.variant.id, exclude=scene.session.id)
        self.app.scenes.push(ScoreScene(self.app, scene.session, before))

    def do_help(self) -> None:
        if self.current:
            self.app.command_help(self.current.game.variant)

    def do_replay(self) -> None:
        if self.current:
            g = self.current.game
            self.app.replay(
                g.variant.id, g.deck, g.moves, f"{g.variant.name}, {deal_words(g.deal)}"
            )

    def do_stats(self) -> None:
        from boardwalk.scenes.stats import StatsScene

        variant = self.current.game.variant.id if self.current else "hopscotch"
        self.app.scenes.push(StatsScene(self.app, variant))

    def do_settings(self) -> None:
        from boardwalk.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def do_lessons(self) -> None:
        from boardwalk.scenes.lessons import LessonsScene

        self.app.scenes.push(LessonsScene(self.app))

    def do_hint(self) -> None:
        if self.current:
            self.current.hint()

    def do_demo(self) -> None:
        if self.current:
            self.current.toggle_demo()

    def do_export(self) -> None:
        if self.current is None:
            return
        try:
            path = self.export()
        except OSError as err:
            self.current.say(f"No copy was saved: {err}.")
            return
        self.current.say(f"Saved a copy of this game as {path}", 7000)

    def do_import(self) -> None:
        from boardwalk.scenes.saves import SavesScene

        try:
            scene = SavesScene(self.app)
        except OSError as err:
            self.app.report(f"The saved games folder could not be opened: {err}.", "Not opened")
            return
        self.app.scenes.push(scene)


def any_move(game: Game) -> bool:
    """Whether a legal move remains (the game would be 'over' otherwise)."""
    from boardwalk.rules.moves import any_legal

    return any_legal(game.board)


def deal_words(deal: int | None) -> str:
    """How a deal is named to the player: ``deal 7``, or a deal from a deck string."""
    return f"deal {deal}" if deal is not None else "a custom deal"
