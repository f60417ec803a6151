"""Pointer input over a table turned into intents: idle → pressed → dragging → choosing.

Also click-to-move (click a card, then its target), double- or right-click to send a card
to the one place the game offers for it, and a click on a place that is itself a move (a
dormant stack's favor). Legality is never decided here: the game's list of legal moves
says which targets glow, and a refusal is worded by the rules. Gestures return intents
(``Play``, ``Refuse``, ``Say``, ``SnapBack``) for the screen to carry out, so they are tested
by feeding them positions, without a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pygame import Rect

if TYPE_CHECKING:
    from boardwalk.solitaire import Kind, Layout, Spot

DRAG_THRESHOLD = 4
DOUBLE_CLICK_MS = 450
CANCELLED = "Cancelled: the game is as it was."
CHOOSE = "Choose the card to take into your hand (Esc cancels)."


@dataclass(frozen=True)
class Play:
    move: str
    origin: dict[str, Rect] = field(default_factory=dict)
    """Where the moving card was drawn when it was let go (it glides from there)."""
    words: str = ""
    """``only`` or ``chosen``: say which card came back, after playing."""


@dataclass(frozen=True)
class Refuse:
    move: str


@dataclass(frozen=True)
class Say:
    words: str
    ms: float = 4200


@dataclass(frozen=True)
class SnapBack:
    place: str
    rect: Rect


Intent = Play | Refuse | Say | SnapBack


class Position:
    """One position on one layout: what gestures read (cards, places, legal moves)."""

    def __init__(self, kind: Kind, board: Any, layout: Layout, legal: Sequence[str]) -> None:
        self.kind, self.board, self.layout, self.legal = kind, board, layout, legal
        self.spots: list[Spot] = kind.spots(board)

    def top_rect(self, place: str) -> Rect | None:
        here = [s for s in self.spots if s.place == place]
        return self.layout.card_rect(place, here[-1].index) if here else None

    def card_at(self, place: str) -> str:
        return next(s.card for s in reversed(self.spots) if s.place == place)

    def count(self, place: str) -> int:
        return sum(1 for s in self.spots if s.place == place)

    def source_at(self, pos: tuple[int, int]) -> str | None:
        """The place of a face-up top card a player could pick up at ``pos``."""
        tops = {s.place: s.card for s in self.spots}
        for spot in reversed(self.spots):
            rect = self.layout.card_rect(spot.place, spot.index)
            liftable = spot.face_up and self.kind.can_lift(self.board, spot.place)
            if liftable and rect.collidepoint(pos):
                return spot.place if tops[spot.place] == spot.card else None
        return None

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The place whose area holds ``pos`` (the first listed wins where zones touch)."""
        return next((p for p in self.layout.places if self.layout.zone(p).collidepoint(pos)), None)

    def moves_from(self, src: str) -> list[str]:
        return [m for m in self.legal if self.kind.source(m) == src and "-" in m]

    def pending_rect(self, move: str) -> Rect:
        """Where a card waits on its target while the player picks the rest of the move."""
        dst = self.kind.target(move)
        return self.layout.card_rect(dst, self.count(dst))


@dataclass
class Gesture:
    mode: str = "idle"  # idle, pressed, dragging, choosing, selected
    src: str | None = None
    press: tuple[int, int] = (0, 0)
    grab: tuple[float, float] = (0.5, 0.5)
    """Where on the card the pointer holds it, as a share of its size (survives resizes)."""
    pos: tuple[int, int] = (0, 0)
    options: dict[str, str] = field(default_factory=dict)
    """While choosing: clickable place -> the full move it completes."""
    place_move: str | None = None
    """A place pressed that is a move by itself: released without dragging, it is played."""
    was_selected: bool = False
    """The pressed card was already selected: a plain click unselects it."""
    clicks: int = 0
    """The system's click count for the press (2: a double-click, by the player's own
    double-click time); 0 when the event did not say, and the gestures' clock decides."""


class Gestures:
    """Turns pointer input over a table into intents and highlights."""

    def __init__(self, kind: Kind) -> None:
        self.kind = kind
        self.g = Gesture()
        self.clock = 0.0
        self.last_click: tuple[float, str | None] = (-1e9, None)

    # -- what the table should show -----------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.g.mode != "idle"

    def targets(self, at: Position) -> frozenset[str]:
        if self.g.mode not in ("dragging", "selected") or not self.g.src:
            return frozenset()
        return frozenset(self.kind.target(m) for m in at.moves_from(self.g.src))

    def drag_rect(self, at: Position) -> Rect | None:
        if self.g.mode != "dragging":
            return None
        w, h = at.layout.card
        x, y = self.g.pos
        return Rect(int(x - self.g.grab[0] * w), int(y - self.g.grab[1] * h), w, h)

    def best_target(self, at: Position) -> str | None:
        rect = self.drag_rect(at)
        if rect is None:
            return None
        best, area = None, 0
        for place in self.targets(at):
            overlap = rect.clip(at.layout.zone(place))
            if overlap.w * overlap.h > area:
                best, area = place, overlap.w * overlap.h
        return best

    # -- input ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt

    def cancel(self, at: Position, say: str = "") -> list[Intent]:
        """Drop whatever is held: a dragged card glides home."""
        rect = self.drag_rect(at)
        intents: list[Intent] = []
        if rect is not None and self.g.src:
            intents.append(SnapBack(self.g.src, rect))
        self.g = Gesture()
        return [*intents, Say(say)] if say else intents

    def press(
        self, at: Position, pos: tuple[int, int], button: int, clicks: int = 0
    ) -> list[Intent]:
        if button == 3:
            src = at.source_at(pos)
            intents = self.cancel(at)
            return intents + (self.quick_play(at, src) if src else [])
        if button != 1:
            return []
        if self.g.mode == "choosing":
            return self.choose(at, pos)
        src = at.source_at(pos)
        if self.g.mode == "selected" and self.g.src:
            place = at.place_at(pos)
            if src != self.g.src and place in self.targets(at):
                return self.attempt(at, self.g.src, place, None)
            if src is None:
                return self.cancel(at)
        if src:
            rect = at.top_rect(src) or Rect(pos, (1, 1))
            grab = ((pos[0] - rect.x) / rect.w, (pos[1] - rect.y) / rect.h)
            was_selected = self.g.mode == "selected" and self.g.src == src
            self.g = Gesture("pressed", src, pos, grab, pos, was_selected=was_selected)
            self.g.clicks = clicks
            return []
        place = at.place_at(pos)
        move = self.kind.place_move(at.board, place) if place else None
        if move:
            self.g = Gesture("pressed", None, pos, pos=pos, place_move=move)
        return []

    def motion(self, pos: tuple[int, int]) -> None:
        g = self.g
        g.pos = pos
        moved = abs(pos[0] - g.press[0]) + abs(pos[1] - g.press[1])
        if g.mode == "pressed" and g.src and moved > DRAG_THRESHOLD:
            g.mode = "dragging"

    def release(self, at: Position, pos: tuple[int, int], button: int) -> list[Intent]:
        if button != 1:
            return []
        g = self.g
        g.pos = pos
        if g.mode == "dragging" and g.src:
            rect = self.drag_rect(at)
            target = self.best_target(at) or at.place_at(pos)
            self.g = Gesture()
            if target is None or target == g.src or rect is None:
                return [SnapBack(g.src, rect)] if rect is not None else []
            return self.attempt(at, g.src, target, rect)
        if g.mode == "pressed" and g.src:
            return self.click(at, g.src, g.was_selected, g.clicks)
        if g.mode == "pressed" and g.place_move:
            self.g = Gesture()
            return [Play(g.place_move) if g.place_move in at.legal else Refuse(g.place_move)]
        return []

    def escape(self, at: Position) -> list[Intent] | None:
        """Esc cancels a gesture; None when there was none (the screen may use the key)."""
        if self.g.mode == "idle":
            return None
        return self.cancel(at, CANCELLED if self.g.mode == "choosing" else "")

    # -- outcomes -------------------------------------------------------------------------
    def click(self, at: Position, src: str, was_selected: bool, clicks: int = 0) -> list[Intent]:
        """A click selects; a second on the same card soon after plays it where the game
        offers (the system's own double-click count when the event gives one)."""
        when, where = self.last_click
        self.last_click = (self.clock, src)
        double = where == src and self.clock - when <= DOUBLE_CLICK_MS
        if clicks:
            double = where == src and clicks >= 2
        if double:
            self.g = Gesture()
            self.last_click = (-1e9, None)
            return self.quick_play(at, src)
        if was_selected:
            self.g = Gesture()
            return []
        self.g = Gesture("selected", src)
        if not at.moves_from(src):
            return [Say(f"The {at.card_at(src)} has no legal move now.")]
        return []

    def quick_play(self, at: Position, src: str) -> list[Intent]:
        """Double-click: the one place the game offers for this card, if exactly one."""
        offered = self.kind.quick_targets(at.board, at.moves_from(src))
        card = at.card_at(src)
        if len(offered) == 1:
            return self.attempt(at, src, offered.pop(), None)
        if not offered:
            return [
                Say(f"No declared destination takes the {card} now: drag it where you want it.")
            ]
        where = " or ".join(sorted(offered))
        return [Say(f"The {card} could go to {where}: drag it where you want it.")]

    def attempt(self, at: Position, src: str, dst: str, origin: Rect | None) -> list[Intent]:
        """Play src→dst: at once if one move fits, else ask for the rest of the move."""
        options = [m for m in at.moves_from(src) if self.kind.target(m) == dst]
        self.g = Gesture()
        if not options:
            back: list[Intent] = [SnapBack(src, origin)] if origin is not None else []
            return [*back, Refuse(f"{src}-{dst}")]
        held = {src: origin} if origin is not None else {}
        if len(options) == 1:
            return [Play(options[0], held, "only")]
        self.g = Gesture("choosing", src)
        self.g.options = {self.kind.choice_place(m): m for m in options}
        return [Say(CHOOSE, ms=6000)]

    def choose(self, at: Position, pos: tuple[int, int]) -> list[Intent]:
        for place, move in self.g.options.items():
            rect = at.top_rect(place) or at.layout.places[place]
            if rect.collidepoint(pos):
                self.g = Gesture()
                src = self.kind.source(move)
                return [Play(move, {src: at.pending_rect(move)}, "chosen")]
        return self.cancel(at, CANCELLED)
