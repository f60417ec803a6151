"""Where the player can go, as a table of routes: a screen or a key names a route
(``ctx.go("stats")``) and this says what that means, which screens open, and which
results come back. Asking before a game in progress is thrown away happens here, once.

Only the app imports this module; screens know routes by name.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from boardwalk.games.registry import KINDS, all_lessons, kind_of
from boardwalk.play import challenge
from boardwalk.play.keeper import bot_played
from boardwalk.play.replay import kept_deck, redealt
from boardwalk.play.session import deal_words
from boardwalk.rules import BadSave, load_game
from boardwalk.screens.dialogs import Dialog, NumberDialog, confirm
from boardwalk.screens.help import HelpScreen
from boardwalk.screens.lesson_list import LessonsScreen
from boardwalk.screens.replay import ReplayScreen
from boardwalk.screens.rule_choice import ask_rule, standard_rule
from boardwalk.screens.saves import SavesScreen
from boardwalk.screens.score import ScoreScreen
from boardwalk.screens.settings import SettingsScreen
from boardwalk.screens.stats import StatsScreen
from boardwalk.screens.table import TableScreen
from boardwalk.screens.tutorial import TutorialScreen
from boardwalk.sharing import Sharing
from boardwalk.storage.files import read_saved_game

if TYPE_CHECKING:
    from boardwalk.play.rivalry import Rival
    from boardwalk.rules import Game
    from boardwalk.screens.context import Context


def random_deal() -> int:
    return random.randint(1, 999_999_999)


class Routes(Sharing):
    def __init__(self, ctx: Context, quit: Callable[[], None]) -> None:
        self.ctx = ctx
        self.quit = quit
        self.table: TableScreen | None = None
        """The screen showing the game in progress, while it is on the stack."""
        self.routes: dict[str, Callable[..., None]] = {
            "quit": lambda: self.quit(),
            "menu": self.menu,
            "continue": self.show_table,
            "variant": self.choose_variant,
            "new": self.new,
            "restart": self.restart,
            "again": self.play_again,
            "deal": self.deal,
            "end": self.end,
            "score": self.show_score,
            "help": self.help,
            "replay": self.replay,
            "stats": self.stats,
            "settings": lambda: self.ctx.push(SettingsScreen(self.ctx)),
            "lessons": self.lessons,
            "tutorial": self.tutorial,
            "import": self.choose_file,
            "open": self.open_file,
            "export": self.export,
            "copy-deal": self.copy_deal,
            "copy-challenge": self.copy_challenge,
            "paste": self.paste,
        }

    def go(self, route: str, **details: Any) -> None:
        handler = self.routes.get(route)
        if handler is not None:
            handler(**details)

    # -- the game in progress ----------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        current = self.ctx.keeper.current
        return current.game if current is not None else None

    def show_table(self, deal: bool = False) -> None:
        """Show the game in progress, replacing any table (and whatever lies above it)."""
        session = self.ctx.keeper.current
        if session is None:
            return
        if self.table is not None:
            self.ctx.dismiss(self.table)
        self.table = TableScreen(self.ctx, kind_of(session.game.variant.id), session, deal)
        self.ctx.push(self.table, self._table_closed)

    def _table_closed(self, _: object) -> None:
        self.table = None

    def menu(self) -> None:
        if self.table is not None:
            self.ctx.dismiss(self.table)

    def begin(
        self, game: Game, deal: bool = True, demo: bool = False, rival: Rival | None = None
    ) -> None:
        """Play ``game`` now; the one it replaces is recorded as it stands (``rival``: the
        challenge it takes up)."""
        problem = self.ctx.keeper.begin(game, demo, rival)
        self.show_table(deal=deal and not game.moves)
        if problem and self.table is not None:
            self.table.widget.say(problem)

    def start(
        self, variant: str, deal: int | None = None, deck: str | None = None, rule: str = ""
    ) -> None:
        """Deal ``variant`` (a random deal unless named) under ``rule``, else the standard."""
        kind, dealt = kind_of(variant), {"deck": deck} if deck else {"deal": deal or random_deal()}
        rule = rule or standard_rule(kind, variant)  # "" for a game without rules
        self.begin(kind.new_game(variant, **dealt, **({"rule": rule} if rule else {})))

    def fresh(self, variant: str, what: str, deal: int | None = None) -> None:
        """A new deal: abandon the game in progress? then which rule? A cancel loses nothing."""
        play = lambda rule: self.start(variant, deal, rule=rule)  # noqa: E731
        self.confirm_abandon(lambda: ask_rule(self.ctx, kind_of(variant), variant, play), what)

    def confirm_abandon(
        self, then: Callable[[], None], what: str, replacement: Game | None = None
    ) -> None:
        """Ask before giving up a game whose record it costs (``replacement``: the game that
        will take its place, when known); ``then`` runs on yes."""
        session = self.ctx.keeper.current
        asked = session.abandon_question(what, replacement) if session is not None else None
        if asked is None:
            return then()
        confirm(self.ctx, asked[0], asked[1], asked[2], then)

    def choose_variant(self, variant: str) -> None:
        self.fresh(variant, "start a new game")

    def new(self) -> None:
        if self.game is not None:
            self.fresh(self.game.variant.id, "deal a new game")

    def restart(self) -> None:
        g = self.game
        if g is not None:
            self.play_again(g.variant.id, g.deal, kept_deck(g), "restart this deal")

    def play_again(
        self, variant: str, deal: int | None, deck: str, what: str = "play it again"
    ) -> None:
        """The same deal from the start: by its number, or by its deck when it has none. One
        that cannot be dealt (a damaged record of the history) is reported, not played."""
        try:
            game = redealt(kind_of(variant), variant, deal, deck, self.game)
        except ValueError as err:
            self.ctx.report(f"This deal could not be played again. {err}", "Not opened")
            return
        self.confirm_abandon(lambda: self.begin(game), what, game)

    def deal(self) -> None:
        """A deal by number, and under which rule: deal 7 under another is another game."""
        if self.game is None:
            return
        variant = self.game.variant
        body = f"Every {challenge.of_game(variant.name, 'deal')} has a number anyone can share."

        def chosen(n: int | None) -> None:
            if n:
                self.fresh(variant.id, f"play deal {n}", n)

        self.ctx.push(NumberDialog(self.ctx, "Play a deal by number", body), chosen)

    # -- the end of a game ---------------------------------------------------------------------
    def end(self) -> None:
        session = self.ctx.keeper.current
        if session is None:
            return
        if session.over():
            self.show_score()
            return
        body = "The position is scored as it stands. Undo reopens it."
        # Undo reopens an ended game: ending loses nothing, so Enter may end it.
        confirm(
            self.ctx, "End this game?", body, "End and score", self.show_score, destructive=False
        )

    def show_score(self) -> None:
        session, keeper = self.ctx.keeper.current, self.ctx.keeper
        if session is None:
            return
        if not session.game.ended:
            outcome = keeper.end()
            if outcome.notice and self.table is not None:
                self.table.widget.say(outcome.notice)
        game = session.game
        before = keeper.standing(game.variant.id, exclude=session.id)
        screen = ScoreScreen(self.ctx, kind_of(game.variant.id), game, before)
        self.ctx.push(screen, lambda action: self._after_score(action, game))

    def _after_score(self, action: str, game: Game) -> None:
        if action == "replay":
            self.replay()
        elif action == "stats":
            self.stats()
        elif action == "again":
            self.play_again(game.variant.id, game.deal, kept_deck(game))
        elif action == "new":
            self.fresh(game.variant.id, "deal a new game")

    # -- other screens -------------------------------------------------------------------------
    def help(self, variant: str | None = None) -> None:
        variant = variant or (self.game.variant.id if self.game else None)
        if variant:
            self.ctx.push(HelpScreen(self.ctx, kind_of(variant), variant))

    def replay(
        self,
        variant: str | None = None,
        deck: str = "",
        moves: list[str] | None = None,
        title: str = "",
    ) -> None:
        """Watch a game again: one from the history, or the game in progress."""
        if variant is None:
            g = self.game
            if g is None:
                return
            variant, deck, moves = g.variant.id, kept_deck(g), g.moves
            title = f"{g.variant.name}, {deal_words(g.deal)}"
        try:  # a record of the history may not replay: say so rather than fail
            kind = kind_of(variant)
            game = challenge.replayed(redealt(kind, variant, None, deck, self.game), moves or [])
        except ValueError as err:
            self.ctx.report(f"This game could not be replayed: {err}", "Not opened")
            return
        self.ctx.push(ReplayScreen(self.ctx, kind, game, title))

    def stats(self, variant: str | None = None) -> None:
        first = next(iter(KINDS[0].variants))
        variant = variant or (self.game.variant.id if self.game else first)
        self.ctx.push(StatsScreen(self.ctx, variant))

    def lessons(self) -> None:
        self.ctx.push(LessonsScreen(self.ctx), lambda v: self.tutorial(v) if v else None)

    def tutorial(self, variant: str, step: int = 0, asked: bool = False) -> None:
        """Open a lesson; one that builds on a lesson not yet done offers that one first
        (once per opening: the learner may go on regardless)."""
        lesson = all_lessons()[variant]
        base = self._first_undone(lesson.builds_on)
        started = variant in self.ctx.progress.left
        if base and not (asked or started) and step == 0:
            self._offer_base(variant, base)
            return
        screen = TutorialScreen(self.ctx, kind_of(variant), lesson, step)
        self.ctx.push(screen, lambda result: self._lesson_closed(result, variant))

    def _first_undone(self, base: str) -> str:
        """The earliest lesson not yet done in the chain a lesson builds on ("" if all are)."""
        chain = []
        while base:
            chain.append(base)
            base = all_lessons()[base].builds_on
        return next((b for b in reversed(chain) if b not in self.ctx.progress.done), "")

    def _offer_base(self, variant: str, base: str) -> None:
        names = kind_of(variant).variants
        name, first = names[variant].name, names[base].name
        body = (
            f"The {name} lesson builds on the lessons before it, starting with {first}: it "
            f"takes what they teach as known. Take the {first} lesson first?"
        )
        buttons = [(f"Go on to {name}", "skip"), (f"{first} first", "base")]

        def chosen(answer: object) -> None:
            if answer == "base":
                self.tutorial(base)
            elif answer == "skip":
                self.tutorial(variant, asked=True)

        self.ctx.push(Dialog(self.ctx, f"New to {first}?", body, buttons), chosen)

    def _lesson_closed(self, result: object, variant: str) -> None:
        """A finished lesson is marked done, and a practice deal or the next lesson
        offered: the deal is one the bot wins, to win alone with hint and undo."""
        if result != "finished":
            return
        problem = self.ctx.progress.finish(variant)
        lessons = all_lessons()
        order = list(lessons)
        following = order[(order.index(variant) + 1) % len(order)]
        name = kind_of(variant).variants[variant].name
        practice = lessons[variant].practice
        buttons = [("Title", "cancel"), ("Next lesson", "next")]
        body = f"You have finished the {name} lesson."
        if practice is not None:
            buttons.append(("Practice deal", "practice"))
            body += (
                f" Now win a deal alone: {name} deal {practice} can be won. Hint (H) and "
                "Undo (Ctrl+Z) are there if you need them."
            )

        def chosen(answer: object) -> None:
            if answer == "practice":
                self.confirm_abandon(lambda: self.start(variant, deal=practice), "practise")
            elif answer == "next":
                self.tutorial(following)

        self.ctx.push(Dialog(self.ctx, "Lesson complete", body, buttons), chosen)
        if problem:
            self.ctx.report(problem, "Not saved")

    def offer_tutorial(self) -> None:
        """Once, on the first launch: most players have never heard of Boardwalk."""
        self.ctx.progress.offered = True
        problem = self.ctx.progress.save()
        body = (
            "Boardwalk's rules are unusual. A short tutorial teaches each variant on a real "
            "deal, move by move. You can find it later under Learn to play."
        )
        buttons = [("Not now", "cancel"), ("Start the tutorial", "yes")]
        first = next(iter(all_lessons()))
        dialog = Dialog(self.ctx, "New to Boardwalk?", body, buttons)
        self.ctx.push(dialog, lambda r: self.tutorial(first) if r == "yes" else None)
        if problem:
            self.ctx.report(problem, "Not saved")

    # -- files ---------------------------------------------------------------------------------
    def choose_file(self) -> None:
        try:
            screen = SavesScreen(self.ctx)
        except OSError as err:
            self.ctx.report(f"The saved games folder could not be opened: {err}.", "Not opened")
            return
        self.ctx.push(screen, lambda path: self.open_file(path) if path else None)

    def open_file(self, path: Path) -> None:
        """Open a saved game from a file; a bad file is reported and left as it is."""
        name = Path(path).name
        try:
            text = read_saved_game(path)
            game = load_game(text)
        except BadSave as err:  # the file is the player's: it is left as it is
            return self.ctx.report(f"{name}: {err}", "Not opened")
        except ValueError as err:  # not a file, too big, not text: the sentence names it
            return self.ctx.report(str(err), "Not opened")
        demo = bot_played(text)
        opened = lambda: self.begin(game, deal=False, demo=demo)  # noqa: E731
        self.confirm_abandon(opened, f"open {name}", game)

    def export(self) -> None:
        if self.table is None:
            return
        try:
            path = self.ctx.keeper.export()
        except OSError as err:
            return self.table.widget.say(f"No copy was saved: {err}.")
        self.table.widget.say(f"Saved a copy of this game as {path}", 7000)
