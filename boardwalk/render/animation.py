"""Card animations: pure easing, glides and flips keyed by card, and a few effects.

Nothing here knows a game's rules: a glide moves a card from a pixel position to wherever
its home is *when drawn* (so a resize mid-animation still lands right), a flip turns it
over. ``finish()`` jumps everything to its end: input never waits for an animation.
Each scene owns its own ``Animator``; there is no global clock.
"""

from __future__ import annotations

import math
import random
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
class Particle:
    x: float
    y: float
    vx: float
    vy: float
    glyph: str
    color: tuple[int, int, int]
    life: float


@dataclass
class Celebration:
    """Suit glyphs thrown up from the bottom of the window: a won game."""

    width: int
    height: int
    particles: list[Particle] = field(default_factory=list)
    elapsed: float = 0.0
    duration: float = 4000.0
    seed: int = 0

    def update(self, dt: float) -> None:
        rng = random.Random(self.seed + int(self.elapsed // 40))
        self.elapsed += dt
        if self.elapsed < self.duration * 0.7:
            for _ in range(3):
                self.particles.append(
                    Particle(
                        rng.uniform(0, self.width),
                        self.height + 10,
                        rng.uniform(-0.08, 0.08),
                        rng.uniform(-0.9, -0.5) * self.height / 800,
                        rng.choice("♠♥♦♣"),
                        rng.choice(
                            [(255, 214, 90), (240, 240, 240), (230, 60, 60), (120, 200, 255)]
                        ),
                        rng.uniform(1400, 2400),
                    )
                )
        for p in self.particles:
            p.x += p.vx * dt
            p.y += p.vy * dt
            p.vy += 0.0009 * dt
            p.life -= dt
        self.particles = [p for p in self.particles if p.life > 0]

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration and not self.particles


class Animator:
    """The running animations of one scene."""

    def __init__(self) -> None:
        self.glides: dict[str, Glide] = {}
        self.flips: dict[str, Flip] = {}
        self.pulses: list[Pulse] = []
        self.celebration: Celebration | None = None

    def glide(self, card: str, start: Point, delay: float, duration: float) -> None:
        """A new glide of a card replaces any it had."""
        self.glides[card] = Glide(delay, duration, start=start)

    def flip(self, card: str, delay: float, duration: float, to_face_up: bool = True) -> None:
        self.flips[card] = Flip(delay, duration, to_face_up=to_face_up)

    def pulse(self, place: str, delay: float, duration: float) -> None:
        self.pulses.append(Pulse(delay, duration, place=place))

    def celebrate(self, width: int, height: int) -> None:
        self.celebration = Celebration(width, height)

    def update(self, dt: float) -> None:
        for anim in (*self.glides.values(), *self.flips.values(), *self.pulses):
            anim.elapsed += dt
        self.glides = {k: g for k, g in self.glides.items() if not g.done}
        self.flips = {k: f for k, f in self.flips.items() if not f.done}
        self.pulses = [p for p in self.pulses if not p.done]
        if self.celebration:
            self.celebration.update(dt)
            if self.celebration.done:
                self.celebration = None

    def finish(self) -> None:
        """Jump every card animation to its end (celebrations run on: they block nothing)."""
        self.glides.clear()
        self.flips.clear()
        self.pulses.clear()

    @property
    def busy(self) -> bool:
        return bool(self.glides or self.flips or self.pulses)

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
