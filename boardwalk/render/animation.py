"""Card animations: pure easing, glides and flips keyed by card, and a few effects.

Nothing here knows a game's rules: a glide moves a card from a pixel position to wherever
its home is *when drawn* (so a resize mid-animation still lands right), a flip turns it
over. ``finish()`` jumps everything to its end: input never waits for an animation.
Each scene owns its own ``Animator``; there is no global clock.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

Point = tuple[float, float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """Time bookkeeping shared by every animation: a delay, then a duration."""

    delay: float
    duration: float
    elapsed: float = 0.0

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


@dataclass
class Glide(Tween):
    start: Point = (0.0, 0.0)

    def at(self, home: Point) -> Point:
        t = ease_out_cubic(self.progress)
        return (
            self.start[0] + (home[0] - self.start[0]) * t,
            self.start[1] + (home[1] - self.start[1]) * t,
        )


@dataclass
class Flip(Tween):
    to_face_up: bool = True

    def look(self) -> tuple[bool, float]:
        """(showing the face?, horizontal squeeze 0–1) at this moment."""
        t = self.progress
        showing_new = t >= 0.5
        face_up = self.to_face_up if showing_new else not self.to_face_up
        return face_up, abs(math.cos(math.pi * t))


@dataclass
class Pulse(Tween):
    """A ring that fades around a place (a column just declared, a hint)."""

    place: str = ""


@dataclass
class Pop(Tween):
    """Points won, rising from the place a card just landed on and fading ("+1")."""

    place: str = ""
    words: str = ""

    def look(self) -> tuple[float, float]:
        """(rise as a share of the full rise 0–1, opacity 0–1) at this moment."""
        t = self.progress
        return ease_out_cubic(t), min(1.0, (1 - t) / 0.4)


@dataclass
class Particle:
    x: float
    y: float
    vx: float
    vy: float
    glyph: str
    color: tuple[int, int, int]
    life: float


@dataclass
class Flyer:
    """One card of the win cascade in flight: its top-left corner and its speed (px/ms)."""

    card: str
    face_up: bool
    x: float
    y: float
    vx: float
    vy: float


GRAVITY = 0.0022
"""Pixels per ms² for a window 800 pixels high: a card falls the window in about 0.8 s."""
BOUNCE = 0.72
"""How much of its speed a card keeps when it bounces on the bottom bar."""
SPARK_COLOURS = [(255, 214, 90), (240, 240, 240), (230, 60, 60), (120, 200, 255)]


@dataclass
class Celebration:
    """A won game, as the classic solitaires had it: the cards leave the table one by one
    (top cards first, place after place), fall, bounce on the bottom bar and leave trails
    until they are off the window. A perfect game is celebrated bigger: the cards leave
    faster and suit sparks fly up. Pure numbers; the table widget draws it."""

    queue: list[tuple[str, bool, Point]]
    """Cards still in place, in launch order: (card, face up, top-left corner)."""
    size: tuple[int, int]
    card: tuple[int, int]
    floor: float
    """Where a falling card's bottom edge bounces (the top of the status bar)."""
    perfect: bool = False
    wait: float = 0.0
    """Milliseconds before the first card leaves (the winning move lands first)."""
    seed: int = 0
    flying: list[Flyer] = field(default_factory=list)
    gone: set[str] = field(default_factory=set)
    particles: list[Particle] = field(default_factory=list)
    elapsed: float = 0.0
    launched: int = 0

    @property
    def every(self) -> float:
        return 110.0 if self.perfect else 170.0

    @property
    def done(self) -> bool:
        return not self.queue and not self.flying and not self.particles

    def update(self, dt: float) -> None:
        self.elapsed += dt
        rng = random.Random(self.seed + self.launched * 7919 + int(self.elapsed // 40))
        while self.queue and self.elapsed >= self.wait + self.launched * self.every:
            self._launch(rng)
        left = dt
        while left > 0:  # small steps: a long frame must not tunnel through the floor
            step = min(left, 8.0)
            for f in self.flying:
                self._move(f, step)
            left -= step
        w = self.size[0]
        self.flying = [f for f in self.flying if -self.card[0] < f.x < w]
        if self.perfect:
            self._sparks(rng, dt)

    def _launch(self, rng: random.Random) -> None:
        card, face_up, (x, y) = self.queue.pop(0)
        sx, sy = self.size[0] / 1280, self.size[1] / 800
        vx = rng.uniform(0.16, 0.4) * sx * rng.choice((-1, 1))
        self.flying.append(Flyer(card, face_up, x, y, vx, -rng.uniform(0.05, 0.6) * sy))
        self.gone.add(card)
        self.launched += 1

    def _move(self, f: Flyer, dt: float) -> None:
        f.vy += GRAVITY * self.size[1] / 800 * dt
        f.x += f.vx * dt
        f.y += f.vy * dt
        bottom = self.floor - self.card[1]
        if f.y > bottom:
            f.y = bottom - (f.y - bottom) * BOUNCE
            f.vy = -abs(f.vy) * BOUNCE

    def _sparks(self, rng: random.Random, dt: float) -> None:
        """Sparks in the suits' colours thrown up from the bottom while cards still leave."""
        w, h = self.size
        if self.queue:
            for _ in range(2):
                vx, vy = rng.uniform(-0.08, 0.08), rng.uniform(-0.9, -0.5) * h / 800
                glyph, colour = rng.choice("SHDC"), rng.choice(SPARK_COLOURS)
                life = rng.uniform(1400, 2400)
                x, y = rng.uniform(0, w), self.floor
                self.particles.append(Particle(x, y, vx, vy, glyph, colour, life))
        for p in self.particles:
            p.x += p.vx * dt
            p.y += p.vy * dt
            p.vy += 0.0009 * dt
            p.life -= dt
        self.particles = [p for p in self.particles if p.life > 0]


class Animator:
    """The running animations of one scene."""

    def __init__(self) -> None:
        self.glides: dict[str, Glide] = {}
        self.flips: dict[str, Flip] = {}
        self.pulses: list[Pulse] = []
        self.pops: list[Pop] = []
        self.celebration: Celebration | None = None
        self.waiting: Callable[[], None] | None = None
        """What to do once every card in flight has landed (a layoff's next card): things
        that happen one after another, each seen."""

    def when_landed(self, then: Callable[[], None]) -> None:
        """Call ``then`` at the first update with no card in flight (it replaces any)."""
        self.waiting = then

    def glide(self, card: str, start: Point, delay: float, duration: float) -> None:
        """A new glide of a card replaces any it had."""
        self.glides[card] = Glide(delay, duration, start=start)

    def flip(self, card: str, delay: float, duration: float, to_face_up: bool = True) -> None:
        self.flips[card] = Flip(delay, duration, to_face_up=to_face_up)

    def pulse(self, place: str, delay: float, duration: float) -> None:
        self.pulses.append(Pulse(delay, duration, place=place))

    def pop(self, place: str, words: str, delay: float, duration: float = 900) -> None:
        self.pops.append(Pop(delay, duration, place=place, words=words))

    def celebrate(self, celebration: Celebration) -> None:
        self.celebration = celebration

    def stop_celebrating(self) -> bool:
        """End the win cascade at once (a click, a key); False when none was running."""
        running = self.celebration is not None
        self.celebration = None
        return running

    def update(self, dt: float) -> None:
        for anim in (*self.glides.values(), *self.flips.values(), *self.pulses, *self.pops):
            anim.elapsed += dt
        self.glides = {k: g for k, g in self.glides.items() if not g.done}
        self.flips = {k: f for k, f in self.flips.items() if not f.done}
        self.pulses = [p for p in self.pulses if not p.done]
        self.pops = [p for p in self.pops if not p.done]
        if self.celebration:
            self.celebration.update(dt)
            if self.celebration.done:
                self.celebration = None
        if self.waiting is not None and not self.busy:
            then, self.waiting = self.waiting, None
            then()

    def finish(self) -> None:
        """Jump every card animation to its end. Points that wait for their card to land
        rise now; a celebration runs on (it blocks nothing, and has its own way out)."""
        self.glides.clear()
        self.flips.clear()
        self.pulses.clear()
        for p in self.pops:
            p.elapsed = max(p.elapsed, p.delay)

    @property
    def busy(self) -> bool:
        """Cards are on their way: the demo waits for them before its next move."""
        return bool(self.glides or self.flips or self.pulses)

    @property
    def active(self) -> bool:
        """Anything at all moves (cards, points, a celebration) or waits for the cards to
        land: the screen must redraw."""
        return self.busy or bool(self.pops) or self.celebration is not None or bool(self.waiting)

    def position(self, card: str, home: Point) -> Point:
        glide = self.glides.get(card)
        return glide.at(home) if glide else home

    def look(self, card: str, face_up: bool) -> tuple[bool, float]:
        """How a card shows now: a pending flip shows its old side until it starts."""
        flip = self.flips.get(card)
        if flip is None:
            return face_up, 1.0
        return flip.look()

    def moving(self, card: str) -> bool:
        return card in self.glides or card in self.flips
