"""The player's hand on a table: pointer events go to the gestures, and the intents they
return are carried out on whatever the table is playing (a game, or a lesson's step).

Composed by the table and the tutorial, each with its own idea of what playing a move
means; the gestures and the drawing of what they hold are the same for both.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from boardwalk.render.table import Highlights

from .gestures import CHOOSE, Gestures, Intent, Play, Position, Refuse, Say, SnapBack
from .keyboard import Keys

if TYPE_CHECKING:
    from .table_widget import TableWidget


class Player(Protocol):
    """What a hand plays on: the position, its legal moves, and what a move does."""

    @property
    def board(self) -> Any: ...
    def legal(self) -> Sequence[str]: ...
    def play(self, intent: Play) -> bool: ...
    def refused(self, move: str) -> None: ...


ARROW, POINTING = pygame.SYSTEM_CURSOR_ARROW, pygame.SYSTEM_CURSOR_HAND


class Hand:
    def __init__(self, widget: TableWidget, player: Player) -> None:
        self.widget = widget
        self.player = player
        self.gestures = Gestures(widget.kind)
        self.keys = Keys(self.gestures)
        self.cursor = ARROW
        """The system pointer this hand last asked for."""
        self._pointed: tuple[object, ...] = ()

    @property
    def busy(self) -> bool:
        return self.gestures.busy

    def at(self) -> Position:
        return self.widget.position(self.player.board, self.player.legal())

    def update(self, dt: float) -> None:
        self.gestures.update(dt)

    # -- input -------------------------------------------------------------------------------
    def pointer(self, event: pygame.event.Event) -> None:
        """A mouse event over the table (not a toolbar button)."""
        if event.type == pygame.MOUSEMOTION:
            lifting = self.gestures.g.mode == "pressed"
            self.gestures.motion(event.pos)
            if lifting and self.gestures.g.mode == "dragging":
                self.widget.picked_up()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.keys.shown = False  # the pointer took over: no focus ring
            refused = self.refused_choice(event.pos) if event.button == 1 else None
            if refused is not None:
                self.player.refused(refused)
                return
            clicks = getattr(event, "clicks", 0)  # SDL's count, by the system's timing
            shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)  # a click has no mods
            self.carry_out(self.gestures.press(self.at(), event.pos, event.button, clicks, shift))
        elif event.type == pygame.MOUSEBUTTONUP:
            self.carry_out(self.gestures.release(self.at(), event.pos, event.button))

    def refused_choice(self, pos: tuple[int, int]) -> str | None:
        """While the rest of a move is chosen, a click on a card the move cannot take
        (a locked one, a face-down one) is that move, refused: the rules say why, and
        the choice stays open. None for a click on a choice, or on no place at all (the
        gestures cancel the choice)."""
        g, at = self.gestures.g, self.at()
        if g.mode != "choosing" or not g.options or g.src is None:
            return None
        for place in g.options:
            if (at.top_rect(place) or at.layout.places[place]).collidepoint(pos):
                return None
        place = at.place_at(pos)
        named = [(p, m) for p, m in g.options.items() if m.endswith(p)]
        if place is None or not named or place == g.src:
            return None
        choice, move = named[0]  # a move ends with the place its choice is made at
        wanted = move.removesuffix(choice) + place
        return None if wanted == move or place == self.widget.kind.target(move) else wanted

    def key(self, event: pygame.event.Event) -> bool:
        """A key for the table (arrows, Tab, Enter, Space): False when it is not one."""
        shift = bool(event.mod & pygame.KMOD_SHIFT)
        held = self.gestures.g.mode
        intents = self.keys.key(self.at(), event.key, shift)
        if intents is None:
            return False
        if held == "idle" and self.gestures.g.mode == "selected":
            self.widget.picked_up()  # picked up by Enter or Space, heard as by a drag
        self.carry_out(intents)
        return True

    def cancel(self) -> None:
        """A card held while the player does something else goes home."""
        self.carry_out(self.gestures.cancel(self.at()))

    def escape(self) -> bool:
        """Esc: drop what is held; False when nothing was (the screen may use the key)."""
        intents = self.gestures.escape(self.at())
        if intents is None:
            return False
        self.carry_out(intents)
        return True

    def carry_out(self, intents: list[Intent]) -> None:
        choosing = self.gestures.g.mode == "choosing"
        if not choosing and self.widget.toast.message == CHOOSE:
            self.widget.say("", 0)  # the choice is made or let go: its prompt goes too
        for intent in intents:
            if isinstance(intent, Play):
                self.player.play(intent)
            elif isinstance(intent, Refuse):
                self.player.refused(intent.move)
            elif isinstance(intent, Say):
                self.widget.say(intent.words, intent.ms)
            elif isinstance(intent, SnapBack):
                for card, rect in self.at().fanned(intent.place, intent.count, intent.rect):
                    self.widget.snap_back(card, rect)

    # -- the pointer over the table ------------------------------------------------------------
    def point(self, pos: tuple[int, int]) -> None:
        """A card that can move lifts under the pointer, and the pointer becomes a hand
        over it (and while a card is held): what can be picked up is seen before a click.
        Worked out again only when the pointer, the position or the gesture changed."""
        at = self.widget.position(self.player.board, self.player.legal())
        key = (pos, at, self.widget.view, self.gestures.g.mode)
        if key == self._pointed:
            return
        self._pointed = key
        mode = self.gestures.g.mode
        grip = at.grip_at(pos) if mode in ("idle", "selected") else None
        if grip is not None and not at.moves_from(*grip):
            grip = None  # a run lifts only when it can go somewhere
        self.widget.view.lifted, self.widget.view.lifted_count = grip or (None, 1)
        self._cursor(POINTING if grip or mode == "dragging" else ARROW)

    def rest(self) -> None:
        """The table is covered or left: nothing stays lifted, the pointer is an arrow."""
        self._pointed = ()
        self.widget.view.lifted = None
        self._cursor(ARROW)

    def _cursor(self, shape: int) -> None:
        """Set the system pointer, only when it changes (it is a call into the system)."""
        if shape == self.cursor:
            return
        self.cursor = shape
        with suppress(pygame.error):  # no system pointers (a headless run): cards still lift
            pygame.mouse.set_cursor(shape)

    # -- what the table shows -----------------------------------------------------------------
    def highlights(self) -> Highlights:
        at, g = self.at(), self.gestures
        marks = Highlights(targets=g.targets(at), best=g.best_target(at))
        if g.g.mode == "selected":
            marks.selected, marks.held = g.g.src, g.g.count
        if self.keys.shown and self.keys.focus in at.layout.places:
            marks.focus = self.keys.focus
            if self.keys.focus in marks.targets:
                marks.best = self.keys.focus  # the target Enter would play to, lit as a drop
        drag = g.drag_rect(at)
        if drag is not None and g.g.src:
            marks.floating = tuple(at.fanned(g.g.src, g.g.count, drag))
            marks.hidden = frozenset(card for card, _ in marks.floating)
        if g.g.mode == "choosing" and g.g.src:
            card = at.card_at(g.g.src)
            move = next(iter(g.g.options.values()))
            marks.hidden = frozenset({card})
            marks.floating = ((card, at.pending_rect(move)),)
            word = self.widget.kind.choice_word
            marks.choices = {p: word(m) for p, m in g.g.options.items()}
        return marks
