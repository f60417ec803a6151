"""Pointer input over a table turned into intents: idle → pressed → dragging → choosing.

Also click-to-move (click a card, then its target), double- or right-click to send a card
to the one place the game offers for it, shift-click to send it up to its foundation (where
the game has one), and a click on a place that is itself a move (a dormant stack's favor).
A press may pick up several cards at once (a run of The Towers: the card under the pointer
and every card on it, as ``Kind.lift_count`` says); they move together, and a move that
carries k > 1 cards is written ``…:k`` (COMPANIONS.md §0). Legality is never decided here:
the game's list of legal moves says which targets glow, and a refusal is worded by the
rules. Gestures return intents (``Play``, ``Refuse``, ``Say``, ``SnapBack``) for the screen to
carry out, so they are tested by feeding them positions, without a window.
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
    """Where the lowest card held was let go."""
    count: int = 1
    """How many of the place's top cards glide home."""


Intent = Play | Refuse | Say | SnapBack


def carried(move: str) -> int:
    """How many cards a move carries from its source: k for ``c-e:k``, else one."""
    _, colon, count = move.rpartition(":")
    return int(count) if colon and count.isdigit() else 1


def covered(card: str, on: int) -> Say:
    """Why a card with others on it stays where it is when asked to go up."""
    lie = "card lies" if on == 1 else "cards lie"
    return Say(f"The {card} cannot go up while {on} {lie} on it: only a top card goes.")


def carrying(move: str, count: int) -> str:
    """A move's words for ``count`` cards (``c-e`` -> ``c-e:3``)."""
    return move if count == 1 else f"{move}:{count}"


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

    def grip_at(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        """The place a press at ``pos`` picks cards up from, and how many: the face-up card
        under the pointer and every card on it, when the game lets them lift together."""
        for spot in reversed(self.spots):
            rect = self.layout.card_rect(spot.place, spot.index)
            liftable = spot.face_up and self.kind.can_lift(self.board, spot.place)
            if liftable and rect.collidepoint(pos):
                count = self.kind.lift_count(self.board, spot.place, spot.index)
                return (spot.place, count) if count > 0 else None
        return None

    def source_at(self, pos: tuple[int, int]) -> str | None:
        """The place of the card (or cards) a player could pick up at ``pos``."""
        grip = self.grip_at(pos)
        return grip[0] if grip else None

    def held(self, place: str, count: int = 1) -> list[str]:
        """The top ``count`` cards of a place, the lowest first."""
        return [s.card for s in self.spots if s.place == place][-count:]

    def fanned(self, place: str, count: int, head: Rect) -> list[tuple[str, Rect]]:
        """The top ``count`` cards of a place, each where it lies when the lowest of them is
        drawn at ``head``: held together, they keep the fan they had at rest."""
        first = self.count(place) - count
        base = self.layout.card_rect(place, first)
        dx, dy = head.x - base.x, head.y - base.y
        cards = self.held(place, count)
        return [
            (c, self.layout.card_rect(place, first + i).move(dx, dy)) for i, c in enumerate(cards)
        ]

    def grip_rect(self, place: str, count: int = 1) -> Rect | None:
        """Where the lowest of a place's top ``count`` cards lies (its top card's for one)."""
        n = self.count(place)
        return self.layout.card_rect(place, n - count) if 0 < count <= n else None

    def place_at(self, pos: tuple[int, int]) -> str | None:
        """The place whose area holds ``pos`` (the first listed wins where zones touch)."""
        return next((p for p in self.layout.places if self.layout.zone(p).collidepoint(pos)), None)

    def moves_from(self, src: str, count: int = 1) -> list[str]:
        """The legal moves of the top ``count`` cards of ``src``. A top card held alone
        stands for the run it ends, as it always has: dropped where only the run's highest
        card fits, the run goes (The Towers has one move per pair of places)."""
        moves = [m for m in self.legal if self.kind.source(m) == src and "-" in m]
        return moves if count == 1 else [m for m in moves if carried(m) == count]

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
    count: int = 1
    """How many of the source's top cards are held (a run lifted by one of its cards)."""


class Gestures:
    """Turns pointer input over a table into intents and highlights."""

    def __init__(self, kind: Kind) -> None:
        self.kind = kind
        self.g = Gesture()
        self.clock = 0.0
        self.last_click: tuple[float, tuple[str, int] | None] = (-1e9, None)

    # -- what the table should show -----------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.g.mode != "idle"

    def targets(self, at: Position) -> frozenset[str]:
        if self.g.mode not in ("dragging", "selected") or not self.g.src:
            return frozenset()
        return frozenset(self.kind.target(m) for m in at.moves_from(self.g.src, self.g.count))

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
            intents.append(SnapBack(self.g.src, rect, self.g.count))
        self.g = Gesture()
        return [*intents, Say(say)] if say else intents

    def press(
        self, at: Position, pos: tuple[int, int], button: int, clicks: int = 0, shift: bool = False
    ) -> list[Intent]:
        grip = at.grip_at(pos)
        if button == 3:
            intents = self.cancel(at)
            return intents + (self.quick_play(at, *grip) if grip else [])
        if button != 1:
            return []
        if self.g.mode == "choosing":
            return self.choose(at, pos)
        up = self.send_up(at, *grip) if grip and shift else None
        up = self.send_up_buried(at, pos) if shift and not grip else up
        if up is not None:
            return self.cancel(at) + up
        src = grip[0] if grip else None
        if self.g.mode == "selected" and self.g.src:
            place = at.place_at(pos)
            if src != self.g.src and place in self.targets(at):
                return self.attempt(at, self.g.src, place, None, self.g.count)
            if src is None:
                return self.cancel(at)
        if grip:
            self.hold(at, pos, grip, clicks)
            return []
        place = at.place_at(pos)
        move = self.kind.place_move(at.board, place) if place else None
        if move:
            self.g = Gesture("pressed", None, pos, pos=pos, place_move=move)
        return []

    def hold(self, at: Position, pos: tuple[int, int], grip: tuple[str, int], clicks: int) -> None:
        """The pressed card (and any held with it) is in the hand, gripped where pressed."""
        src, count = grip
        rect = at.grip_rect(src, count) or Rect(pos, (1, 1))
        grab = ((pos[0] - rect.x) / rect.w, (pos[1] - rect.y) / rect.h)
        g = self.g
        was_selected = g.mode == "selected" and (g.src, g.count) == grip
        self.g = Gesture("pressed", src, pos, grab, pos, was_selected=was_selected)
        self.g.clicks, self.g.count = clicks, count

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
                return [SnapBack(g.src, rect, g.count)] if rect is not None else []
            return self.attempt(at, g.src, target, rect, g.count)
        if g.mode == "pressed" and g.src:
            return self.click(at, g.src, g.was_selected, g.clicks, g.count)
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
    def click(
        self, at: Position, src: str, was_selected: bool, clicks: int = 0, count: int = 1
    ) -> list[Intent]:
        """A click selects; a second on the same card soon after plays it where the game
        offers (the system's own double-click count when the event gives one)."""
        when, where = self.last_click
        self.last_click = (self.clock, (src, count))
        double = where == (src, count) and self.clock - when <= DOUBLE_CLICK_MS
        if clicks:
            double = where == (src, count) and clicks >= 2
        if double:
            self.g = Gesture()
            self.last_click = (-1e9, None)
            return self.quick_play(at, src, count)
        if was_selected:
            self.g = Gesture()
            return []
        self.g = Gesture("selected", src, count=count)
        if not at.moves_from(src, count):
            return [Say(f"{held_words(at, src, count)} no legal move now.")]
        return []

    def quick_play(self, at: Position, src: str, count: int = 1) -> list[Intent]:
        """Double-click: the one place the game offers for this card, if exactly one."""
        offered = self.kind.quick_targets(at.board, at.moves_from(src, count))
        card = at.held(src, count)[0]
        if len(offered) == 1:
            return self.attempt(at, src, offered.pop(), None, count)
        if not offered:
            nowhere = getattr(self.kind, "quick_nowhere", "Nothing takes the {card} in one click")
            return [Say(nowhere.format(card=card) + " now: drag it where you want it.")]
        where = " or ".join(sorted(offered))
        return [Say(f"The {card} could go to {where}: drag it where you want it.")]

    def send_up(self, at: Position, src: str, count: int) -> list[Intent] | None:
        """Shift-click: the card goes to its foundation if it may, else stays and the rules
        say why; None where the game has no foundation (the click is an ordinary one)."""
        move = self.kind.foundation_move(at.board, src)
        if move is None:
            return None
        if count > 1:
            return [covered(at.held(src, count)[0], count - 1)]
        return [Play(move) if move in at.legal else Refuse(move)]

    def send_up_buried(self, at: Position, pos: tuple[int, int]) -> list[Intent] | None:
        """Shift-click on a card that lifts with nothing (cards that are not a run lie on
        it): it stays, and the player is told why (§4), where the game has foundations."""
        for spot in reversed(at.spots):
            if spot.face_up and at.layout.card_rect(spot.place, spot.index).collidepoint(pos):
                if self.kind.foundation_move(at.board, spot.place) is None:
                    return None
                return [covered(spot.card, at.count(spot.place) - 1 - spot.index)]
        return None

    def attempt(
        self, at: Position, src: str, dst: str, origin: Rect | None, count: int = 1
    ) -> list[Intent]:
        """Play src→dst: at once if one move fits, else ask for the rest of the move."""
        options = [m for m in at.moves_from(src, count) if self.kind.target(m) == dst]
        self.g = Gesture()
        if not options:
            back: list[Intent] = [SnapBack(src, origin, count)] if origin is not None else []
            return [*back, Refuse(carrying(f"{src}-{dst}", count))]
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


def held_words(at: Position, src: str, count: int) -> str:
    """The cards held, as the start of a sentence: "The 7♥ has", "The run of 3 from the 7♥
    has"."""
    card = at.held(src, count)[0]
    return f"The {card} has" if count == 1 else f"The run of {count} from the {card} has"
