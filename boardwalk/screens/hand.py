"""The player's hand on a table: pointer events go to the gestures, and the intents they
return are carried out on whatever the table is playing (a game, or a lesson's step).

Composed by the table and the tutorial, each with its own idea of what playing a move
means; the gestures and the drawing of what they hold are the same for both.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from boardwalk.render.table import Highlights

from .gestures import Gestures, Intent, Play, Position, Refuse, Say, SnapBack

if TYPE_CHECKING:
    from .table_widget import TableWidget


class Player(Protocol):
    """What a hand plays on: the position, its legal moves, and what a move does."""

    @property
    def board(self) -> Any: ...
    def legal(self) -> Sequence[str]: ...
    def play(self, intent: Play) -> bool: ...
    def refused(self, move: str) -> None: ...


class Hand:
    def __init__(self, widget: TableWidget, player: Player) -> None:
        self.widget = widget
        self.player = player
        self.gestures = Gestures(widget.kind)

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
            self.gestures.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.carry_out(self.gestures.press(self.at(), event.pos, event.button))
        elif event.type == pygame.MOUSEBUTTONUP:
            self.carry_out(self.gestures.release(self.at(), event.pos, event.button))

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
        for intent in intents:
            if isinstance(intent, Play):
                self.player.play(intent)
            elif isinstance(intent, Refuse):
                self.player.refused(intent.move)
            elif isinstance(intent, Say):
                self.widget.say(intent.words, intent.ms)
            elif isinstance(intent, SnapBack):
                self.widget.snap_back(self.at().card_at(intent.place), intent.rect)

    # -- what the table shows -----------------------------------------------------------------
    def highlights(self) -> Highlights:
        at, g = self.at(), self.gestures
        marks = Highlights(targets=g.targets(at), best=g.best_target(at))
        if g.g.mode == "selected":
            marks.selected = g.g.src
        drag = g.drag_rect(at)
        if drag is not None and g.g.src:
            card = at.card_at(g.g.src)
            marks.hidden, marks.floating = frozenset({card}), (card, drag)
        if g.g.mode == "choosing" and g.g.src:
            card = at.card_at(g.g.src)
            move = next(iter(g.g.options.values()))
            marks.hidden = frozenset({card})
            marks.floating = (card, at.pending_rect(move))
            word = self.widget.kind.choice_word
            marks.choices = {p: word(m) for p, m in g.g.options.items()}
        return marks
