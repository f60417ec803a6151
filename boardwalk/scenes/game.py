"""The table scene: a game of one variant, played with the mouse and the usual keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.bot.background import Background
from boardwalk.bot.players import Budget, SearchPlayer
from boardwalk.bot.reasons import reason
from boardwalk.flow import deal_words
from boardwalk.render import layout as geometry
from boardwalk.render.animation import Animator
from boardwalk.render.cardart import with_suits
from boardwalk.render.choreography import animate_deal, animate_diff, animate_events
from boardwalk.render.fonts import text
from boardwalk.render.table import Highlights, TableView, spots
from boardwalk.render.widgets import Button, Toast, button_at, button_row
from boardwalk.rules import Game, IllegalMove
from boardwalk.rules.board import Board, locate
from boardwalk.rules.events import GameOver
from boardwalk.rules.explain import explain
from boardwalk.rules.moves import legal_moves
from boardwalk.storage.autosave import Session

from .base import Scene
from .gestures import Gestures

if TYPE_CHECKING:
    from boardwalk.app import App

ART_DEBOUNCE_MS = 150
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
BOT = SearchPlayer(budget=Budget(seconds=0.4))
"""The honest bot behind hints and the demo (it decides from what a player can see)."""


def places_of(move: str) -> tuple[str, ...]:
    """The places a move names, to highlight it: ``h2-4d/3g`` -> h2, 4d, 3g."""
    parts = move.replace("*", "").replace("/", "-").split("-")
    return tuple(p for p in parts if p and p != "?")


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


class GameScene(Scene):
    toolbar = TOOLBAR

    def __init__(self, app: App, session: Session, deal_animation: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.anim = Animator()
        self.toast = Toast()
        self.gestures = Gestures(self)
        self.view = self._view(app.size)
        self.buttons: list[Button] = []
        self.hover: tuple[int, int] = (-1, -1)
        self.art_wait = 0.0
        self.over_buttons: list[Button] = []
        self.thinking = Background()
        self.demo = False
        self.hinted: tuple[Board, str] | None = None
        """The hint on show, for the position it was given in."""
        self._legal_for: object = None
        self._legal: list[str] = []
        self._layout_buttons()
        if deal_animation and not self.game.moves:
            animate_deal(self.anim, spots(self.game.board), self._deck_origin(), app.anim_ms)

    @property
    def game(self) -> Game:
        return self.session.game

    # -- geometry and lookups the gestures use ------------------------------------------
    def _view(self, size: tuple[int, int]) -> TableView:
        return TableView(geometry.compute(self.game.variant, size), self.app.art)

    def _deck_origin(self) -> tuple[int, int]:
        layout = self.view.layout
        return (layout.size[0] // 2 - layout.card[0] // 2, layout.toolbar.bottom + 4)

    def _layout_buttons(self) -> None:
        bar = self.view.layout.toolbar
        self.buttons = button_row(self.toolbar, bar, int(bar.h * 0.7))

    def legal(self) -> list[str]:
        """The legal moves of the current position, computed once per position."""
        if self._legal_for is not self.game.board:
            self._legal_for = self.game.board
            self._legal = legal_moves(self.game.board)
        return [] if self.game.ended else self._legal

    def over(self) -> bool:
        """Whether the game is over (ended, or no move left): asked every frame, so cached."""
        return self.game.ended or not self.legal()

    def _spots(self):
        return spots(self.game.board)

    def card_rect(self, place: str) -> Rect | None:
        return self.view.top_rect(self._spots(), place)

    def card_at(self, place: str) -> str:
        return self.game.cards(place)[-1]

    def source_at(self, pos: tuple[int, int]) -> str | None:
        """The place of a face-up card a player could pick up at ``pos``."""
        for spot in reversed(self._spots()):
            if spot.place[0] in "13h" and spot.face_up and self.view.home(spot).collidepoint(pos):
                if self.game.cards(spot.place)[-1] == spot.card:
                    return spot.place
                return None
        return None

    def is_dormant(self, place: str) -> bool:
        _, column = locate(self.game.variant, place)
        return column in self.game.board.dormant

    def pending_rect(self, move: str) -> Rect:
        """Where a hand card waits on its target while the player picks the return card."""
        dst = move.split("-")[1].split("/")[0]
        count = len(self.game.cards(dst))
        return self.view.layout.card_rect(dst, count)

    # -- actions --------------------------------------------------------------------------
    def say(self, message: str, ms: float = 4200) -> None:
        self.toast.show(with_suits(message), ms)

    def describe_return(self, move: str, only: bool = False) -> str:
        ret = move.split("/")[1]
        slot = move.split("-")[0]
        card = self.game.cards(slot)[0]
        where = "the blind card" if ret == "?" else f"the {card} from {ret}"
        return f"{'The only return: ' if only else 'Returned '}{where} into {slot}."

    def play(self, move: str, origin: dict[str, Rect | None] | None = None) -> bool:
        """Play a move on the table, animated; False (and a sentence) if it was not made."""
        before = {s.card: self.view.home(s) for s in self._spots()}
        moving_from = {self.card_at(p): r for p, r in (origin or {}).items() if r is not None}
        try:
            events = self.game.play(move)
        except IllegalMove as err:
            self.say(str(err))
            return False
        start_of = lambda c: moving_from.get(c) or before.get(c)  # noqa: E731
        animate_events(self.anim, events, start_of, self.app.anim_ms)
        if any(isinstance(e, GameOver) for e in events):
            self._game_over()  # recorded before it is saved: a crash between loses nothing
        self.changed()
        return True

    def refused(self, move: str) -> None:
        """The player tried a move the rules refuse: say which rule, in the engine's words."""
        self.say(explain(self.game.board, move))

    def snap_back(self, src: str | None, rect: Rect | None) -> None:
        if src and rect is not None and self.app.anim_ms > 0:
            self.anim.glide(self.card_at(src), rect.topleft, 0, self.app.anim_ms)

    def _game_over(self) -> None:
        """No move remains: say so at once (a banner), record it, and leave the board be."""
        if self.game.score().won:
            self.anim.celebrate(*self.app.size)
        if self is self.app.flow.current:
            self.app.flow.finish("over")

    def undo(self) -> None:
        self.session.undos += 1
        if not self._step(self.game.undo, "Nothing to undo."):
            self.session.undos -= 1

    def redo(self) -> None:
        nothing = "The game was ended: undo reopens it." if self.game.ended else "Nothing to redo."
        if self._step(self.game.redo, nothing) and self.game.is_over():
            self._game_over()

    def _step(self, step, nothing: str) -> bool:
        self.gestures.cancel()
        before = self._spots()
        if not step():
            self.say(nothing)
            return False
        animate_diff(self.anim, before, self._spots(), self.view.home, self.app.anim_ms)
        self.changed()
        return True

    def changed(self) -> None:
        """The game changed: the game in progress is saved at once."""
        if self is self.app.flow.current:
            self.app.flow.saved()

    def command(self, action: str) -> None:
        """A toolbar button or a key; a tutorial answers some of these itself."""
        self.gestures.cancel()  # a card held while the player does something else goes home
        self.app.command(action)

    def in_progress(self) -> bool:
        return bool(self.game.moves) and not self.game.is_over()

    # -- the bot at the table -------------------------------------------------------------
    def hint(self) -> None:
        """Ask the bot, off the main thread; the answer is shown when it comes."""
        if self.over():
            self.say("No move remains.")
            return
        self.say("Thinking…", 1500)
        self.thinking.start(("hint", self.game.board), BOT.choose, self.game.board)

    def toggle_demo(self) -> None:
        self.demo = not self.demo
        if self.demo:
            self.hinted = None
            self.say(
                "Demo: the bot plays this game (a game it plays in is not counted in your "
                "statistics). Any key or click stops it.",
                4000,
            )
        else:
            self.thinking.forget()
            self.say("Demo stopped: your turn.")

    def _think(self) -> None:
        answer = self.thinking.take()
        if answer is not None:
            (why, board), move = answer
            if board is self.game.board and move is not None:
                if why == "hint":
                    self.hinted = (board, move)
                    self.say(f"Hint: {reason(board, move)}", 6000)
                elif why == "demo" and self.demo and self.app.scenes.top is self:
                    self.session.demo = True  # the bot's game is not the player's record
                    self.play(move)
        if self.app.scenes.top is not self:
            return  # the demo waits while a dialog or another screen covers the table
        if self.demo and not self.thinking.busy and not self.anim.busy:
            if self.over():
                self.demo = False
                self.say("Demo over: no move remains.")
            else:
                self.thinking.start(("demo", self.game.board), BOT.choose, self.game.board)

    # -- scene protocol -------------------------------------------------------------------
    def enter(self) -> None:
        """Back on top (Continue, or a dialog closed): catch up on size and colours changed
        while the table was away."""
        if self.view.layout.size != self.app.size or self.view.theme is not self.app.art.theme:
            self.resized(self.app.size)

    def resized(self, size: tuple[int, int]) -> None:
        """Re-flow at once; redraw card art at the new size once resizing pauses."""
        art_size = self.view.art_size
        self.view = self._view(size)
        self.view.art_size = art_size
        self.art_wait = ART_DEBOUNCE_MS
        self._layout_buttons()

    def settle(self) -> None:
        self.anim.finish()
        self.view.art_size = self.view.layout.card

    def update(self, dt: float) -> None:
        if self.art_wait > 0:
            self.art_wait -= dt
            if self.art_wait <= 0:
                self.view.art_size = self.view.layout.card
        self.anim.update(dt)
        self.toast.update(dt)
        self.gestures.update(dt)
        self._think()
        if self.app.scenes.top is self and not self.over():
            self.session.elapsed_ms += dt

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.anim.finish()  # input never waits for an animation
            if self.demo:  # any key or click stops the demo, and does nothing else
                self.toggle_demo()
                return
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
            self.gestures.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            buttons = self.buttons + self.over_buttons
            button = button_at(buttons, event.pos)
            if button and event.button == 1 and not self.gestures.busy:
                self.command(button.action)
            else:
                self.gestures.press(event.pos, event.button)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.gestures.release(event.pos, event.button)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = bool(event.mod & pygame.KMOD_CTRL)
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_ESCAPE:
            if not self.gestures.key_escape():
                self.command("menu")
        elif ctrl and shift and event.key == pygame.K_z:
            self.command("redo")
        elif event.key == pygame.K_a and not ctrl:
            self.say(f"Animations: {self.app.cycle_animation_speed()}.")
        elif (event.key, ctrl) in KEYS:
            self.command(KEYS[event.key, ctrl])

    # -- drawing --------------------------------------------------------------------------
    def highlights(self) -> Highlights:
        g = self.gestures
        marks = Highlights(targets=g.targets(), best=g.best_target())
        if self.hinted and self.hinted[0] is self.game.board and not g.busy:
            marks.hint = places_of(self.hinted[1])
        if g.g.mode == "selected":
            marks.selected = g.g.src
        drag = g.drag_rect()
        if drag is not None and g.g.src:
            card = self.card_at(g.g.src)
            marks.hidden = frozenset({card})
            marks.floating = (card, drag)
        if g.g.mode == "choosing" and g.g.src:
            card = self.card_at(g.g.src)
            move = next(iter(g.g.options.values()))
            marks.hidden = frozenset({card})
            marks.floating = (card, self.pending_rect(move))
            marks.choices = {
                p: ("blind" if m.endswith("/?") else "") for p, m in g.g.options.items()
            }
        return marks

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.game.board, self.anim, self.highlights())
        layout = self.view.layout
        pygame.draw.rect(surface, self.view.theme.bar, layout.toolbar)
        pygame.draw.rect(surface, self.view.theme.bar, layout.status)
        for b in self.buttons:
            b.enabled = self._enabled(b.action)
            b.draw(surface, b.rect.collidepoint(self.hover), self.app.art.theme)
        self._status(surface)
        self._tooltip(surface)
        self._over_banner(surface)
        self._celebration(surface)
        bottom = (layout.size[0] // 2, layout.status.top - 10)
        self.toast.draw(surface, bottom, int(layout.size[0] * 0.6), self.view.theme)

    def _tooltip(self, surface: pygame.Surface) -> None:
        """What a toolbar button does and its key, under the pointer: shortcuts are found."""
        button = next((b for b in self.buttons if b.rect.collidepoint(self.hover)), None)
        if button is None or not button.tip:
            return
        label = text(button.tip, max(12, button.rect.h // 2), self.view.theme.ink)
        box = label.get_rect().inflate(16, 8)
        box.topleft = (button.rect.x, button.rect.bottom + 6)
        box.right = min(box.right, self.view.layout.size[0] - 4)
        pygame.draw.rect(surface, self.view.theme.bar, box, border_radius=6)
        pygame.draw.rect(surface, self.view.theme.felt_light, box, width=1, border_radius=6)
        surface.blit(label, label.get_rect(center=box.center))

    def _over_banner(self, surface: pygame.Surface) -> None:
        """When no move remains the game says so at once, and the board stays in view."""
        self.over_buttons = []
        if not self.over() or self.game.ended or self.gestures.busy:
            return
        theme = self.view.theme
        layout = self.view.layout
        score = self.game.score()
        words = f"{'You won! ' if score.won else ''}No move remains: {score.total} points."
        bar = layout.toolbar
        bh = int(bar.h * 0.72)
        label = text(words, max(12, int(bar.h * 0.42)), theme.glow, True)
        specs = [("Undo", "undo"), ("See the score", "end")]
        widths = [text(c, int(bh * 0.42), theme.ink, a == "end").get_width() + bh for c, a in specs]
        box = Rect(0, 0, label.get_width() + sum(widths) + 56, bar.h - 4)
        # In the toolbar's free right side, or over the status line when the window is narrow:
        # never over the cards.
        if layout.size[0] - self.buttons[-1].rect.right < box.w + 24:
            bar = layout.status
            box.h = bar.h - 4
        box.midright = (layout.size[0] - 8, bar.centery)
        pygame.draw.rect(surface, theme.bar, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.glow, box, width=2, border_radius=box.h // 2)
        surface.blit(label, label.get_rect(midleft=(box.x + 16, box.centery)))
        x = box.x + 28 + label.get_width()
        for (caption, action), w in zip(specs, widths, strict=True):
            rect = Rect(x, box.centery - bh // 2, w, bh)
            button = Button(caption, action, rect, primary=action == "end")
            button.draw(surface, button.rect.collidepoint(self.hover), self.app.art.theme)
            self.over_buttons.append(button)
            x += w + 6

    def _enabled(self, action: str) -> bool:
        if action == "undo":
            return bool(self.game.moves) or self.game.ended
        if action == "redo":
            return bool(self.game.redo_moves) and not self.game.ended
        if action == "end":
            return not self.game.ended
        return True

    def status_text(self) -> str:
        g = self.game
        deal = deal_words(g.deal).removeprefix("a ").capitalize()
        s = g.score()
        seconds = int(self.session.elapsed_ms // 1000)
        count = len(g.moves)
        moves = f"{count} move" + ("" if count == 1 else "s")
        parts = [g.variant.name, deal, moves, f"{s.total} point" + ("" if s.total == 1 else "s")]
        if g.variant.favors:
            parts.append(f"favors left {len(g.board.dormant)}")
        parts.append(f"{seconds // 60}:{seconds % 60:02d}")
        if g.ended:
            parts.append("ended")
        elif self.over():
            parts.append("won — no move remains" if s.won else "no move remains")
        elif s.won:
            parts.append("won!")
        return "   ·   ".join(parts)

    def _status(self, surface: pygame.Surface) -> None:
        bar = self.view.layout.status
        label = text(self.status_text(), max(12, int(bar.h * 0.5)), self.view.theme.ink)
        surface.blit(label, label.get_rect(midleft=(bar.left + 14, bar.centery)))

    def _celebration(self, surface: pygame.Surface) -> None:
        party = self.anim.celebration
        if not party:
            return
        size = max(18, self.view.layout.card[1] // 4)
        for p in party.particles:
            glyph = text(p.glyph, size, p.color)
            surface.blit(glyph, (p.x, p.y))
        banner = text("You won!", size * 2, self.view.theme.glow, True)
        surface.blit(
            banner,
            banner.get_rect(center=(self.view.layout.size[0] // 2, self.view.layout.size[1] // 3)),
        )
