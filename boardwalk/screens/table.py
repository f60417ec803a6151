"""The table: the player's game in progress, played with the mouse and the usual keys.

Input becomes intents (through the hand's gestures, or a key); intents go to the play
layer's keeper, which saves every outcome; the outcome's events are animated here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from boardwalk.play.session import deal_words
from boardwalk.play.thinking import Background
from boardwalk.render.table import Highlights
from boardwalk.render.widgets import Button

from .base import Screen, command_held
from .dialogs import keys_sheet
from .game_over import GameOverPanel
from .hand import Hand
from .help import HelpScreen
from .layoff import lay_off
from .score import is_perfect, score_words
from .shortcuts import KEYS, TOOLBAR
from .table_widget import TableWidget
from .verdict import LiveVerdict

if TYPE_CHECKING:
    from boardwalk.play.session import Outcome, Session
    from boardwalk.solitaire import Kind

    from .context import Context
    from .gestures import Play

NO_USEFUL_MOVE = (
    "The bot sees no move worth making: the moves left undo each other. End game (Ctrl+E) "
    "scores the game as it stands."
)
DEMO_ON = (
    "Demo: the bot plays this game (a game it plays in is not counted in your statistics). "
    "Any key or click stops it."
)


class TableScreen(Screen):
    def __init__(self, ctx: Context, kind: Kind, session: Session, deal: bool = True) -> None:
        super().__init__(ctx)
        self.kind, self.session = kind, session
        rule = getattr(session.game, "rule", "") or ""
        self.widget = TableWidget(ctx, kind, session.game.variant.id, TOOLBAR, rule=rule)
        self.hand = Hand(self.widget, self)
        self.over_panel: GameOverPanel | None = None
        self.thinking = Background()
        self.verdict = LiveVerdict(kind)
        self.demo = False
        self.hinted: tuple[object, str] | None = None
        """The hint on show, for the position it was given in."""
        self._legal: tuple[object, list[str]] = (None, [])
        self._drawn: tuple[object, str] = (None, "")
        """The board and status line last drawn: when either changes, draw again."""
        if deal and not self.game.moves:
            self.widget.animate_deal(self.board)

    @property
    def game(self):
        return self.session.game

    @property
    def board(self):
        return self.game.board

    def legal(self) -> list[str]:
        """The legal moves of the current position, computed once per position."""
        if self._legal[0] is not self.board:
            self._legal = (self.board, self.kind.legal(self.board))
        return [] if self.game.ended else self._legal[1]

    def on_top(self) -> bool:
        return self.ctx.top() is self

    # -- moves, through the keeper ---------------------------------------------------------
    def play(self, intent: Play, by_bot: bool = False) -> bool:
        before = self.board
        outcome = self.ctx.keeper.play(intent.move, by_bot)
        if not outcome.changed:
            self.widget.say(outcome.refusal)
            return False
        self.widget.animate_move(before, outcome.events, intent.origin)
        self.widget.pop_points(before, self.board, self.kind.target(intent.move))
        words = self.kind.played_words(self.board, intent.move, intent.words == "only")
        if intent.words and words:
            self.widget.say(words)
        self._outcome(outcome)
        return True

    def refused(self, move: str) -> None:
        """The player tried a move the rules refuse: say which rule, in the rules' words."""
        self.widget.sound("refused")  # a refused click too, not only a refused drop
        self.widget.say(self.kind.explain(self.board, move))

    def undo(self) -> None:
        self._step(self.ctx.keeper.undo)

    def redo(self) -> None:
        self._step(self.ctx.keeper.redo)

    def undo_to(self) -> None:
        """Back to the last position that can be won, in one change (the verdict's U)."""
        step = self.verdict.back(self.ctx.keeper, self.game)
        if step is not None:
            self._step(step)

    def _step(self, step) -> None:
        self.hand.cancel()
        before = self.board
        outcome = step()
        if not outcome.changed:
            self.widget.say(outcome.refusal)
            return
        self.widget.animate_change(before, self.board)
        self._outcome(outcome)

    def _outcome(self, outcome: Outcome) -> None:
        score = self.game.score()
        if outcome.over and score.won and not self.game.ended:
            self.widget.celebrate(self.board, is_perfect(score))
        if outcome.notice:
            self.widget.say(outcome.notice)

    def command(self, action: str) -> None:
        """A toolbar button or a key: the table's own, or a route of the app's."""
        self.hand.cancel()
        own = {"undo": self.undo, "redo": self.redo, "hint": self.hint, "demo": self.toggle_demo}
        own["describe"] = self.describe
        own["undo-to"] = self.undo_to
        own["layoff"] = lambda: lay_off(self)
        own["stock"] = self.stock
        if action in own:
            own[action]()
        else:
            self.ctx.go(action)

    def stock(self) -> None:
        """R: what a click on the stock does (The Republic: turn a card, or on the empty
        stock redeal), for the keyboard; a game with no stock says so."""
        move = self.kind.place_move(self.board, "stock") if not self.game.ended else None
        if move is None:
            self.widget.say(f"{self.kind.name} has no stock to turn or redeal.")
        elif move in self.legal():
            self.play(_play(move))
        else:
            self.refused(move)

    def describe(self) -> None:
        """The position in words, on the rules' page: every row, the hand, every move."""
        title = f"{self.game.variant.name}: the table in words"
        sections = self.kind.describe(self.board)
        if self.game.ended:  # ended by the player: the rules' moves are not offered
            sections = [(h, w) for h, w in sections if h != "What can move"]
            sections.append(("What can move", "Nothing: you ended this game."))
        self.ctx.push(HelpScreen(self.ctx, self.kind, self.game.variant.id, sections, title))

    # -- the bot at the table -------------------------------------------------------------
    def hint(self) -> None:
        """Ask the bot, off the main thread; the answer is shown when it comes."""
        if self.session.over():
            self.widget.say("No move remains.")
            return
        self.widget.say("Thinking…", 1500)
        self.thinking.start(("hint", self.board), self.kind.hint, self.board, stop=True)

    def toggle_demo(self) -> None:
        self.demo = not self.demo
        if self.demo:
            self.hinted = None
            self.widget.say(DEMO_ON, 4000)
        else:
            self.thinking.forget()
            self.widget.say("Demo stopped: your turn.")

    def _think(self) -> None:
        tag = self.thinking.tag
        if isinstance(tag, tuple) and tag[1] is not self.board:
            self.thinking.forget()  # the position changed: that answer is of no use now
        answer = self.thinking.take()
        if answer is not None:
            (why, board), move = answer
            if board is self.board and move is not None:
                if why == "hint":
                    self.hinted = (board, move)
                    self.widget.say(f"Hint: {self.kind.reason(board, move)}", 6000)
                elif why == "demo" and self.demo and self.on_top():
                    self.play(_play(move), by_bot=True)
            elif board is self.board:
                self._no_move(why)
        if self.demo and self.session.over():  # said before the game-over panel covers it,
            self.demo = False  # so Undo on that panel does not hand the game back to the bot
            self.widget.say("Demo over: no move remains.")
        if not self.on_top():
            return  # the demo waits while a dialog or another screen covers the table
        idle = not self.thinking.busy and not self.widget.anim.busy
        if self.demo and idle and not self.session.over():
            self.thinking.start(
                ("demo", self.board), self.kind.hint, self.board, stop=True, demo=True
            )

    def _no_move(self, why: str) -> None:
        """The bot sees no move worth making, though moves remain (The Republic's shuffles
        and play-backs lead nowhere): say so, and end the demo rather than loop."""
        if why == "demo":
            self.demo = False
        self.widget.say(NO_USEFUL_MOVE, 6000)

    # -- screen protocol -------------------------------------------------------------------
    def enter(self) -> None:
        self.widget.catch_up()

    def exit(self) -> None:
        """Taken away for good (a screen covering it does not call this): the hint and the
        verdict it asked for are of no use now, so their searches stop and free the core."""
        self.hand.rest()
        self.thinking.forget()
        self.verdict.thinking.forget()

    def busy(self) -> bool:
        """Draw again while anything on the table moves, or when the board or the status
        line (its clock) differs from what was drawn last; an idle table is not redrawn."""
        changed = self._drawn != (self.board, self.status_text())
        return self.widget.busy() or self.verdict.busy() or changed

    def resized(self, size: tuple[int, int]) -> None:
        self.widget.resized(size)

    def settle(self) -> None:
        self.widget.settle()
        self.verdict.settle(self.game)

    def update(self, dt: float) -> None:
        self.widget.update(dt)
        self.hand.update(dt)
        self._think()
        self.verdict.update(self.game, dt)
        if self.on_top():
            self.ctx.keeper.tick(dt)
            self.hand.point(self.widget.hover)
        else:
            self.hand.rest()
        self._game_over()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if self.widget.stop_celebrating():
                return  # a click or a key ends the win cascade, and does nothing else
            self.widget.anim.finish()  # input never waits for an animation
            if self.demo:  # any key or click stops the demo, and does nothing else
                self.toggle_demo()
                return
        if event.type == pygame.MOUSEMOTION:
            self.widget.hover = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.widget.hover = (-1, -1)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.hand.busy:
            if self.verdict.hit(event.pos):
                self.command("undo-to")
                return
            button = self.widget.button_at(event.pos)
            if button:
                self.command(button.action)
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        else:
            self.hand.pointer(event)

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = command_held(event)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_ESCAPE:
            if not self.hand.escape():
                self.command("menu")
        elif not ctrl and self.hand.key(event):
            return
        elif event.unicode == "?":
            keys_sheet(self.ctx, self.kind)
        elif ctrl and shift and event.key == pygame.K_z:
            self.command("redo")
        elif event.key == pygame.K_a and not ctrl:
            self.widget.say(f"Animations: {self.ctx.cycle_animation_speed()}.")
        elif (event.key, ctrl) in KEYS:
            self.command(KEYS[event.key, ctrl])

    # -- drawing --------------------------------------------------------------------------
    def highlights(self) -> Highlights:
        marks = self.hand.highlights()
        if self.hinted and self.hinted[0] is self.board and not self.hand.busy:
            marks.hint = self.kind.places_named(self.hinted[1])
        return marks

    def draw(self, surface: pygame.Surface) -> None:
        status = self.status_text()
        self._drawn = (self.board, status)
        marks = self.highlights()
        self.widget.draw(surface, self.board, marks, status, self._enabled)
        self.verdict.draw(surface, self.widget, self.board, marks.floating)

    def _enabled(self, action: str) -> bool:
        if action == "undo":
            return bool(self.game.moves) or self.game.ended
        if action == "redo":
            return bool(self.game.redo_moves) and not self.game.ended
        return not (action == "end" and self.game.ended)

    def status_text(self) -> str:
        g, s = self.game, self.game.score()
        seconds = int(self.session.elapsed_ms // 1000)
        moves = f"{len(g.moves)} move" + ("" if len(g.moves) == 1 else "s")
        deal = deal_words(g.deal).removeprefix("a ").capitalize()
        parts = [g.variant.name, deal, moves, score_words(self.kind, s.total)]
        parts += self.kind.status_parts(g)
        parts.append(f"{seconds // 60}:{seconds % 60:02d}")
        if g.ended:
            parts.append("ended")
        elif self.session.over():
            parts.append("won — no move remains" if s.won else "no move remains")
        elif s.won:
            parts.append("won!")
        return "   ·   ".join(parts)

    # -- the end of a game ------------------------------------------------------------------
    @property
    def over_buttons(self) -> list[Button]:
        return self.over_panel.buttons if self.over_panel is not None else []

    def game_over(self) -> bool:
        """Whether the game-over panel is wanted: no move remains, the game is not ended
        (the score was not asked for), and the win cascade is not playing."""
        over = self.session.over() and not self.game.ended
        return over and self.widget.anim.celebration is None

    def _game_over(self) -> None:
        """When no move remains the game says so at once, in a panel over the board (after
        the win cascade, which a click ends); an undo takes the panel away. Under another
        screen (the score) an unwanted panel waits, drawing nothing, to be taken away."""
        panel = self.over_panel
        if self.game_over() and panel is None and self.on_top():
            self.over_panel = GameOverPanel(self.ctx, self)
            self.ctx.push(self.over_panel, self._panel_closed)
        elif not self.game_over() and panel is not None and self.ctx.top() is panel:
            self.ctx.dismiss(panel)

    def _panel_closed(self, action: str | None) -> None:
        self.over_panel = None
        if action:
            self.command(action)

    def over_words(self) -> tuple[str, str]:
        """The game-over panel's title and its line of figures."""
        g, score = self.game, self.game.score()
        title = "A perfect game!" if is_perfect(score) else "You won!" if score.won else ""
        seconds = int(self.session.elapsed_ms // 1000)
        most = self.kind.max_score(g.variant.id)
        moves = f"{len(g.moves)} move" + ("" if len(g.moves) == 1 else "s")
        time = f"{seconds // 60}:{seconds % 60:02d}"
        figures = f"{score.total} of {score_words(self.kind, most)} · {moves} · {time}"
        return title or "No move remains", figures


def _play(move: str) -> Play:
    from .gestures import Play

    return Play(move)
