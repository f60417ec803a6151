"""The keyboard over a table: a focus that moves between places, and the same moves the
pointer makes, so a whole game is played without a mouse.

Arrows move the focus to the nearest place that way; Tab and Shift+Tab cycle the cards
that can move. Enter or Space picks the focused card up (its targets glow, as while
dragging) and the arrows then cycle only those targets; Enter plays there, and when the
move needs a return card the arrows cycle the cards it may bring back. Shift with an arrow
aims at any place, as a drag may end anywhere: Enter there is refused with the rule's
reason (so a card with no move can be picked up too, to learn why). A place that is a
move by itself (a dormant stack's favor) is played by Enter at once. Esc puts the card
back (the hand's ``escape``). Like the gestures this works on a ``Position`` and returns
intents, so it is tested without a window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .gestures import Gesture, Gestures, Intent, Play, Position, Refuse, Say

if TYPE_CHECKING:
    from pygame import Rect

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
PICK = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class Keys:
    """The focus and what the keys do with it, beside the pointer's gestures (one held
    card for both: picking up by key is the pointer's "selected")."""

    def __init__(self, gestures: Gestures) -> None:
        self.gestures = gestures
        self.focus: str | None = None
        self.shown = False
        """The focus ring shows once a key moved it, until the pointer is used."""
        self.aimed = False
        """The focus was put off the held card's targets on purpose (Shift+arrows)."""

    def key(self, at: Position, key: int, shift: bool = False) -> list[Intent] | None:
        """The intents a key makes; None when the key is not one for the table."""
        if key in ARROWS:
            self._arrow(at, ARROWS[key], anywhere=shift)
        elif key == pygame.K_TAB:
            self._tab(at, -1 if shift else 1)
        elif key in PICK:
            return self._enter(at)
        else:
            return None
        self.shown = True
        return []

    # -- where the focus may go ----------------------------------------------------------------
    def choices(self, at: Position) -> list[str]:
        """The places the focus moves among now: the held card's targets, the return cards
        a move may bring back, or (nothing held) every place of the table."""
        g = self.gestures.g
        if g.mode == "choosing":
            return list(g.options)
        if g.mode == "selected" and g.src:
            return [g.src, *sorted(self.gestures.targets(at), key=at.layout.places.__getitem__)]
        return list(at.layout.places)

    def movable(self, at: Position) -> list[str]:
        """The places a card can be moved from (or that are a move), in reading order."""
        return [
            p
            for p in at.layout.places
            if at.moves_from(p) or self.gestures.kind.place_move(at.board, p) in at.legal
        ]

    def rect(self, at: Position, place: str) -> Rect:
        return at.top_rect(place) or at.layout.places[place]

    def _arrow(self, at: Position, way: tuple[int, int], anywhere: bool = False) -> None:
        places = list(at.layout.places) if anywhere else self.choices(at)
        self.aimed = anywhere
        if self.focus not in places:
            self.focus = self._first(at, places)
            return
        here = self.rect(at, self.focus).center
        best, score = None, float("inf")
        for place in places:
            x, y = self.rect(at, place).center
            ahead = (x - here[0]) * way[0] + (y - here[1]) * way[1]
            aside = abs((x - here[0]) * way[1]) + abs((y - here[1]) * way[0])
            if place != self.focus and ahead > 0 and ahead + 2 * aside < score:
                best, score = place, ahead + 2 * aside
        if best is not None:
            self.focus = best
        elif self.gestures.g.mode != "idle":  # held: the arrows wrap round the targets
            step = 1 if way[0] + way[1] > 0 else -1
            self.focus = places[(places.index(self.focus) + step) % len(places)]

    def _tab(self, at: Position, step: int) -> None:
        g = self.gestures.g
        places = self.choices(at) if g.mode != "idle" else self.movable(at)
        if not places:
            return
        if self.focus in places:
            self.focus = places[(places.index(self.focus) + step) % len(places)]
        else:
            self.focus = places[0 if step > 0 else -1]

    def _first(self, at: Position, places: list[str]) -> str | None:
        """Where the focus starts: the first card that can move, else the first place."""
        g = self.gestures.g
        if g.mode == "selected":
            return places[1] if len(places) > 1 else places[0]
        movable = [p for p in self.movable(at) if p in places] if g.mode == "idle" else []
        return (movable or places or [None])[0]

    # -- Enter ---------------------------------------------------------------------------------
    def _enter(self, at: Position) -> list[Intent]:
        g = self.gestures.g
        self.shown = True
        if self.focus is None:
            self.focus = self._first(at, self.choices(at))
            return []
        if g.mode == "choosing":
            return self._choose(at)
        stale = self.focus not in self.choices(at) and not self.aimed
        if g.mode == "selected" and g.src and stale:  # picked up by the mouse: aim first
            self.focus = self._first(at, self.choices(at))
            return []
        if g.mode == "selected" and g.src:
            return self._drop(at, g.src)
        if self.focus not in at.layout.places:  # a focus left from another table
            self.focus = self._first(at, self.choices(at))
            return []
        return self._pick(at, self.focus)

    def _pick(self, at: Position, place: str) -> list[Intent]:
        """A card that can move is picked up (as the pointer would lift it, before any
        move the place is by itself); a place that is a move is played."""
        move = self.gestures.kind.place_move(at.board, place)
        if move and not at.moves_from(place):
            return [Play(move) if move in at.legal else Refuse(move)]
        top = [s for s in at.spots if s.place == place][-1:]
        if not top or not top[0].face_up:  # a face-down card is never named
            return [Say("Nothing to pick up here: Tab goes to the cards that can move.")]
        self.gestures.g = Gesture("selected", place)
        if not at.moves_from(place):
            card = at.card_at(place)
            return [Say(f"The {card} has no legal move now: Shift+arrows and Enter show why.")]
        targets = self.choices(at)
        self.focus = targets[1] if len(targets) > 1 else place
        return []

    def _drop(self, at: Position, src: str) -> list[Intent]:
        self.aimed = False
        if self.focus == src:  # Enter on the held card itself puts it back
            self.gestures.g = Gesture()
            return []
        count = self.gestures.g.count  # a run picked up by the pointer, played by key
        intents = self.gestures.attempt(at, src, self.focus or src, None, count)
        if self.gestures.g.mode == "choosing":
            self.focus = next(iter(self.gestures.g.options))
        elif any(isinstance(i, Play) for i in intents):
            self.focus = src
        return intents

    def _choose(self, at: Position) -> list[Intent]:
        options = self.gestures.g.options
        if self.focus not in options:
            self.focus = next(iter(options))
            return []
        src = self.gestures.g.src
        intents = self.gestures.choose(at, self.rect(at, self.focus).center)
        self.focus = src
        return intents
