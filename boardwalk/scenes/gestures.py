"""Mouse gestures turned into moves: idle → pressed → dragging → choosing a return card.

Also click-to-move (click a card, then its target), double- or right-click to send a card
to the one declared destination that takes it, and a click on a dormant stack for a
favor. Legality is never decided here: the game's own list of legal moves says which
targets glow, and a refusal is worded by the rules (``explain``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pygame import Rect

if TYPE_CHECKING:
    from .game import GameScene

DRAG_THRESHOLD = 4
DOUBLE_CLICK_MS = 450


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
    favor: str | None = None
    """A dormant stack pressed: released without dragging, it takes a favor."""
    was_selected: bool = False
    """The pressed card was already selected: a plain click unselects it."""


def moves_from(legal: list[str], src: str) -> list[str]:
    return [m for m in legal if m.startswith(f"{src}-")]


def target_of(move: str) -> str:
    return move.split("-")[1].split("/")[0]


class Gestures:
    """Turns pointer input over a game table into moves, messages and highlights."""

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.g = Gesture()
        self.clock = 0.0
        self.last_click: tuple[float, str | None] = (-1e9, None)

    # -- what the table should show -----------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.g.mode != "idle"

    def targets(self) -> frozenset[str]:
        if self.g.mode not in ("dragging", "selected") or not self.g.src:
            return frozenset()
        return frozenset(target_of(m) for m in moves_from(self.scene.legal(), self.g.src))

    def drag_rect(self) -> Rect | None:
        if self.g.mode != "dragging":
            return None
        w, h = self.scene.view.layout.card
        x, y = self.g.pos
        return Rect(int(x - self.g.grab[0] * w), int(y - self.g.grab[1] * h), w, h)

    def best_target(self) -> str | None:
        rect = self.drag_rect()
        if rect is None:
            return None
        best, area = None, 0
        for place in self.targets():
            overlap = rect.clip(self.scene.view.layout.zone(place))
            if overlap.w * overlap.h > area:
                best, area = place, overlap.w * overlap.h
        return best

    # -- input ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt

    def cancel(self, say: str = "") -> None:
        if self.g.mode == "dragging":
            self.scene.snap_back(self.g.src, self.drag_rect())
        self.g = Gesture()
        if say:
            self.scene.say(say)

    def press(self, pos: tuple[int, int], button: int) -> None:
        if button == 3:
            src = self.scene.source_at(pos)
            self.cancel()
            if src:
                self.auto_play(src)
            return
        if button != 1:
            return
        if self.g.mode == "choosing":
            self.choose(pos)
            return
        src = self.scene.source_at(pos)
        if self.g.mode == "selected" and self.g.src:
            place = self.scene.view.place_at(pos)
            if src != self.g.src and place in self.targets():
                self.attempt(self.g.src, place, None)
                return
            if src is None:
                self.cancel()
                return
        if src:
            rect = self.scene.card_rect(src)
            grab = ((pos[0] - rect.x) / rect.w, (pos[1] - rect.y) / rect.h)
            was_selected = self.g.mode == "selected" and self.g.src == src
            self.g = Gesture("pressed", src, pos, grab, pos, was_selected=was_selected)
            return
        place = self.scene.view.place_at(pos)
        if place and place[0] == "1" and self.scene.is_dormant(place):
            self.g = Gesture("pressed", None, pos, pos=pos, favor=place)

    def motion(self, pos: tuple[int, int]) -> None:
        g = self.g
        g.pos = pos
        moved = abs(pos[0] - g.press[0]) + abs(pos[1] - g.press[1])
        if g.mode == "pressed" and g.src and moved > DRAG_THRESHOLD:
            g.mode = "dragging"

    def release(self, pos: tuple[int, int], button: int) -> None:
        if button != 1:
            return
        g = self.g
        g.pos = pos
        if g.mode == "dragging":
            rect = self.drag_rect()
            target = self.best_target() or self.scene.view.place_at(pos)
            src = g.src
            self.g = Gesture()
            if target is None or target == src:
                self.scene.snap_back(src, rect)
                return
            self.attempt(src, target, rect)
        elif g.mode == "pressed" and g.src:
            self.click(g.src, g.was_selected)
        elif g.mode == "pressed" and g.favor:
            self.g = Gesture()
            self.favor(g.favor)

    def key_escape(self) -> bool:
        """Esc cancels a gesture; False when there was none (the scene may use the key)."""
        if self.g.mode == "idle":
            return False
        self.cancel("Cancelled: the game is as it was." if self.g.mode == "choosing" else "")
        return True

    # -- outcomes -------------------------------------------------------------------------
    def click(self, src: str, was_selected: bool) -> None:
        when, where = self.last_click
        self.last_click = (self.clock, src)
        if where == src and self.clock - when <= DOUBLE_CLICK_MS:
            self.g = Gesture()
            self.last_click = (-1e9, None)
            self.auto_play(src)
            return
        if was_selected:
            self.g = Gesture()
            return
        self.g = Gesture("selected", src)
        if not moves_from(self.scene.legal(), src):
            self.scene.say(f"The {self.scene.card_at(src)} has no legal move now.")

    def favor(self, place: str) -> None:
        move = f"{place}*"
        if move in self.scene.legal():
            self.scene.play(move)
        else:
            self.scene.refused(move)

    def auto_play(self, src: str) -> None:
        """Double-click: the one declared destination that takes this card, if exactly one."""
        declared = {
            target_of(m)
            for m in moves_from(self.scene.legal(), src)
            if target_of(m)[0] in "24" and self.scene.game.cards(target_of(m))
        }
        card = self.scene.card_at(src)
        if len(declared) == 1:
            self.attempt(src, declared.pop(), None)
        elif not declared:
            self.scene.say(
                f"No declared destination takes the {card} now: drag it where you want it."
            )
        else:
            where = " or ".join(sorted(declared))
            self.scene.say(f"The {card} could go to {where}: drag it where you want it.")

    def attempt(self, src: str, dst: str, origin: Rect | None) -> None:
        """Play src→dst: at once if one move fits, else ask for the return card."""
        prefix = f"{src}-{dst}"
        options = [m for m in self.scene.legal() if m == prefix or m.startswith(prefix + "/")]
        if not options:
            self.g = Gesture()
            if origin is not None:
                self.scene.snap_back(src, origin)
            self.scene.refused(prefix)
            return
        if len(options) == 1:
            self.g = Gesture()
            move = options[0]
            made = self.scene.play(move, origin={src: origin} if origin else None)
            if made and "/" in move:
                self.scene.say(self.scene.describe_return(move, only=True))
            return
        self.g = Gesture("choosing", src)
        self.g.options = {self.choice_place(m): m for m in options}
        self.scene.say("Choose the card to take into your hand (Esc cancels).", ms=6000)

    def choice_place(self, move: str) -> str:
        """Where the player clicks to choose this return: the blind card is the column's top."""
        ret = move.split("/")[1]
        return "3" + target_of(move)[1] if ret == "?" else ret

    def choose(self, pos: tuple[int, int]) -> None:
        for place, move in self.g.options.items():
            rect = self.scene.card_rect(place) or self.scene.view.layout.places[place]
            if rect.collidepoint(pos):
                self.g = Gesture()
                origin = {move.split("-")[0]: self.scene.pending_rect(move)}
                if self.scene.play(move, origin=origin):
                    self.scene.say(self.scene.describe_return(move))
                return
        self.cancel("Cancelled: the game is as it was.")
