"""The table: the player's game in progress, played with the mouse and the usual keys.

Input becomes intents (through the hand's gestures, or a key); intents go to the play
layer's keeper, which saves every outcome; the outcome's events are animated here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.play.session import deal_words
from boardwalk.play.thinking import Background
from boardwalk.render.fonts import text
from boardwalk.render.table import Highlights
from boardwalk.render.widgets import Button

from .base import Screen
from .hand import Hand
from .table_widget import TableWidget

if TYPE_CHECKING:
    from boardwalk.play.session import Outcome, Session
    from boardwalk.solitaire import Kind

    from .context import Context
    from .gestures import Play

KEYS = {  # (key, with Ctrl) -> command; Esc, Ctrl+Shift+Z and A are handled apart
    (pygame.K_z, True): "undo",
    (pygame.K_y, True): "redo",
    (pygame.K_n, True): "new",
    (pygame.K_F2, False): "new",
    (pygame.K_F5, False): "restart",
    (pygame.K_d, True): "deal",
    (pygame.K_e, True): "end",
    (pygame.K_F1, False): "help",
    (pygame.K_r, True): "replay",
    (pygame.K_s, True): "export",
    (pygame.K_o, True): "import",
    (pygame.K_F8, False): "stats",
    (pygame.K_h, False): "hint",
    (pygame.K_d, False): "demo",
}
TOOLBAR = [
    ("Menu", "menu", "Esc: back to the title (the game is kept)"),
    ("New deal", "new", "Ctrl+N or F2"),
    ("Restart", "restart", "F5: this deal from the start"),
    ("Deal #", "deal", "Ctrl+D: play a deal by number"),
    ("Undo", "undo", "Ctrl+Z"),
    ("Redo", "redo", "Ctrl+Y or Ctrl+Shift+Z"),
    ("Hint", "hint", "H: the bot's move, with its reason"),
    ("Demo", "demo", "D: the bot plays; any key or click stops it"),
    ("End game", "end", "Ctrl+E: score the position now"),
    ("Replay", "replay", "Ctrl+R: watch this game again from the deal"),
    ("Rules", "help", "F1"),
]
DEMO_ON = (
    "Demo: the bot plays this game (a game it plays in is not counted in your statistics). "
    "Any key or click stops it."
)


class TableScreen(Screen):
    def __init__(self, ctx: Context, kind: Kind, session: Session, deal: bool = True) -> None:
        super().__init__(ctx)
        self.kind, self.session = kind, session
        self.widget = TableWidget(ctx, kind, session.game.variant.id, TOOLBAR)
        self.hand = Hand(self.widget, self)
        self.over_buttons: list[Button] = []
        self.thinking = Background()
        self.demo = False
        self.hinted: tuple[object, str] | None = None
        """The hint on show, for the position it was given in."""
        self._legal: tuple[object, list[str]] = (None, [])
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
        words = self.kind.played_words(self.board, intent.move, intent.words == "only")
        if intent.words and words:
            self.widget.say(words)
        self._outcome(outcome)
        return True

    def refused(self, move: str) -> None:
        """The player tried a move the rules refuse: say which rule, in the rules' words."""
        self.widget.say(self.kind.explain(self.board, move))

    def undo(self) -> None:
        self._step(self.ctx.keeper.undo)

    def redo(self) -> None:
        self._step(self.ctx.keeper.redo)

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
        if outcome.over and self.game.score().won and not self.game.ended:
            self.widget.celebrate()
        if outcome.notice:
            self.widget.say(outcome.notice)

    def command(self, action: str) -> None:
        """A toolbar button or a key: the table's own, or a route of the app's."""
        self.hand.cancel()
        own = {"undo": self.undo, "redo": self.redo, "hint": self.hint, "demo": self.toggle_demo}
        if action in own:
            own[action]()
        else:
            self.ctx.go(action)

    # -- the bot at the table -------------------------------------------------------------
    def hint(self) -> None:
        """Ask the bot, off the main thread; the answer is shown when it comes."""
        if self.session.over():
            self.widget.say("No move remains.")
            return
        self.widget.say("Thinking…", 1500)
        self.thinking.start(("hint", self.board), self.kind.hint, self.board)

    def toggle_demo(self) -> None:
        self.demo = not self.demo
        if self.demo:
            self.hinted = None
            self.widget.say(DEMO_ON, 4000)
        else:
            self.thinking.forget()
            self.widget.say("Demo stopped: your turn.")

    def _think(self) -> None:
        answer = self.thinking.take()
        if answer is not None:
            (why, board), move = answer
            if board is self.board and move is not None:
                if why == "hint":
                    self.hinted = (board, move)
                    self.widget.say(f"Hint: {self.kind.reason(board, move)}", 6000)
                elif why == "demo" and self.demo and self.on_top():
                    self.play(_play(move), by_bot=True)
        if not self.on_top():
            return  # the demo waits while a dialog or another screen covers the table
        if self.demo and not self.thinking.busy and not self.widget.anim.busy:
            if self.session.over():
                self.demo = False
                self.widget.say("Demo over: no move remains.")
            else:
                self.thinking.start(("demo", self.board), self.kind.hint, self.board)

    # -- screen protocol -------------------------------------------------------------------
    def enter(self) -> None:
        self.widget.catch_up()

    def resized(self, size: tuple[int, int]) -> None:
        self.widget.resized(size)

    def settle(self) -> None:
        self.widget.settle()

    def update(self, dt: float) -> None:
        self.widget.update(dt)
        self.hand.update(dt)
        self._think()
        if self.on_top():
            self.ctx.keeper.tick(dt)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.widget.anim.finish()  # input never waits for an animation
            if self.demo:  # any key or click stops the demo, and does nothing else
                self.toggle_demo()
                return
        if event.type == pygame.MOUSEMOTION:
            self.widget.hover = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.hand.busy:
            button = self.widget.button_at(event.pos) or _button_at(self.over_buttons, event.pos)
            if button:
                self.command(button.action)
                return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        else:
            self.hand.pointer(event)

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_ESCAPE:
            if not self.hand.escape():
                self.command("menu")
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
        self.widget.draw(surface, self.board, self.highlights(), self.status_text(), self._enabled)
        self._over_banner(surface)
        self.widget.draw_toast(surface)

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
        parts = [g.variant.name, deal, moves, f"{s.total} point" + ("" if s.total == 1 else "s")]
        parts += self.kind.status_parts(g)
        parts.append(f"{seconds // 60}:{seconds % 60:02d}")
        if g.ended:
            parts.append("ended")
        elif self.session.over():
            parts.append("won — no move remains" if s.won else "no move remains")
        elif s.won:
            parts.append("won!")
        return "   ·   ".join(parts)

    def _over_banner(self, surface: pygame.Surface) -> None:
        """When no move remains the game says so at once, and the board stays in view."""
        self.over_buttons = []
        if not self.session.over() or self.game.ended or self.hand.busy:
            return
        score = self.game.score()
        words = f"{'You won! ' if score.won else ''}No move remains: {score.total} points."
        self.over_buttons = banner(surface, self.widget, words, self.hover)


def banner(surface: pygame.Surface, widget: TableWidget, words: str, hover) -> list[Button]:
    """A message with Undo and See the score, in the toolbar's free right side, or over the
    status line when the window is narrow: never over the cards."""
    theme, layout = widget.view.theme, widget.view.layout
    bar = layout.toolbar
    bh = int(bar.h * 0.72)
    label = text(words, max(12, int(bar.h * 0.42)), theme.glow, True)
    specs = [("Undo", "undo"), ("See the score", "end")]
    widths = [text(c, int(bh * 0.42), theme.ink, a == "end").get_width() + bh for c, a in specs]
    box = Rect(0, 0, label.get_width() + sum(widths) + 56, bar.h - 4)
    if layout.size[0] - widget.buttons[-1].rect.right < box.w + 24:
        bar = layout.status
        box.h = bar.h - 4
    box.midright = (layout.size[0] - 8, bar.centery)
    pygame.draw.rect(surface, theme.bar, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.glow, box, width=2, border_radius=box.h // 2)
    surface.blit(label, label.get_rect(midleft=(box.x + 16, box.centery)))
    x, buttons = box.x + 28 + label.get_width(), []
    for (caption, action), w in zip(specs, widths, strict=True):
        button = Button(
            caption, action, Rect(x, box.centery - bh // 2, w, bh), primary=action == "end"
        )
        button.draw(surface, button.rect.collidepoint(hover), theme)
        buttons.append(button)
        x += w + 6
    return buttons


def _button_at(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    return next((b for b in buttons if b.hit(pos)), None)


def _play(move: str) -> Play:
    from .gestures import Play

    return Play(move)
