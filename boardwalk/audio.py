"""The game's sounds: a card picked up, laid down, flipped, a move refused, the deal, a
column completed and a win, each short and quiet.

They are synthesized when the game starts (no files to ship or license), from the standard
library alone: soft noise bursts for the cards, small bell tones for the chimes. The table
widget says *when* (``Sounds.play("place")``); this module says *how it sounds*, at the
volume the player chose. With no audio device, a mixer that fails to start, or a quiet run
(a screenshot) the game is simply silent: nothing here ever raises or prints.
"""

from __future__ import annotations

import math
import os
import random
import sys
import time
from array import array
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from itertools import accumulate, repeat
from operator import add, mul
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from boardwalk.storage.settings import Settings

RATE = 22050
"""Samples per second asked of the mixer: ample for soft clicks and small chimes, and half
the work of CD rate to build."""
NAMES = ("pick", "place", "flip", "refused", "deal", "complete", "win")
Wave = list[float]
BELL = (1.0, 0.3, 0.08)
"""A small bell's harmonics: the fundamental, a soft octave, a trace of the twelfth."""


class Clip(Protocol):
    """One ready sound: a ``pygame.mixer.Sound``, or a test's recorder."""

    def set_volume(self, value: float) -> None: ...
    def play(self) -> Any: ...


class Sounds:
    """The game's sounds at the player's volume. With no clips at all it is the silent
    player: the game asks for sounds the same way whether or not any can be heard."""

    def __init__(self, settings: Settings, clips: Mapping[str, Clip], build_ms: float = 0.0):
        self.settings = settings
        """Read at every sound, so a volume or mute changed in the settings counts at once."""
        self.clips = dict(clips)
        self.build_ms = build_ms
        """How long making the sounds took at start-up (0 when there are none)."""

    @property
    def silent(self) -> bool:
        return not self.clips

    def play(self, name: str) -> None:
        """Play one sound now; nothing when muted, at volume 0, or when it does not exist.
        Never raises: a sound that cannot play must not stop a move."""
        if self.settings.mute or self.settings.volume <= 0:
            return
        clip = self.clips.get(name)
        if clip is None:
            return
        try:
            clip.set_volume(level(self.settings.volume))
            clip.play()
        except pygame.error:  # the device went away mid-game: stay quiet
            pass


def level(volume: int) -> float:
    """The mixer's gain for a volume of 0–100: squared, so equal steps sound like equal
    steps (a linear gain crowds all the audible change into the bottom of the range).
    The mixer keeps 128 steps of gain; each 10% of volume is a different one."""
    return (max(0, min(100, volume)) / 100) ** 2


def start(settings: Settings, quiet: bool = False) -> Sounds:
    """Open the mixer and make the sounds; the silent player when ``quiet`` (a screenshot
    run) or when there is no audio at all. Making them takes about 15 ms (``build_ms``)."""
    if quiet or not _open_mixer():
        return Sounds(settings, {})
    try:
        began = time.perf_counter()
        rate, size, channels = pygame.mixer.get_init()
        clips = {
            name: pygame.mixer.Sound(buffer=_pcm(wave, size, channels))
            for name, wave in waves(rate).items()
        }
        return Sounds(settings, clips, (time.perf_counter() - began) * 1000)
    except (pygame.error, ValueError, MemoryError):  # a format we do not write, a mixer
        return Sounds(settings, {})  # that closed, no memory: silent instead


def _open_mixer() -> bool:
    """Start the mixer in a format we write directly (SDL converts for the device); False
    when it cannot start. The system's audio libraries may complain on the error stream
    while they look for a device (ALSA does, with none): that is silenced too."""
    try:
        if pygame.mixer.get_init():
            return True
        with _quiet_stderr():
            pygame.mixer.init(frequency=RATE, size=32, channels=1, buffer=512, allowedchanges=0)
        return bool(pygame.mixer.get_init())
    except (pygame.error, NotImplementedError, OSError):
        return False  # no device, a pygame built without its mixer, or the system refused


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Point the process's error stream at nothing for the moment (C libraries write to
    it directly); left alone where it cannot be redirected."""
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _pcm(wave: Wave, size: int, channels: int) -> bytes:
    """A wave as the mixer's bytes (32-bit float, or 16-bit), every channel alike."""
    if size in (32, -32):
        samples = array("f", wave)
    elif size == -16:
        samples = array("h", map(int, map(mul, wave, repeat(32767.0))))
    else:
        raise ValueError(f"no sounds for a {size}-bit mixer")
    if channels > 1:
        spread = array(samples.typecode, bytes(samples.itemsize * len(samples) * channels))
        for c in range(channels):
            spread[c::channels] = samples
        samples = spread
    return samples.tobytes()


# -- making the sounds ----------------------------------------------------------------------
@cache
def waves(rate: int) -> dict[str, Wave]:
    """Every sound as samples, the same every run (the noise is seeded); made once per
    process however many windows or tests ask. Each maker's gain sets its loudness: at
    full volume the loudest sample is a quarter to a third of full scale (quiet even at
    100), the chimes a little above the taps they follow (a test keeps them so)."""
    return {name: make(rate) for name, make in MAKERS.items()}


def _mix(into: Wave, wave: Wave, at: float, rate: int) -> None:
    """Add ``wave`` into ``into`` from ``at`` seconds on (cut at the end of ``into``)."""
    i = int(at * rate)
    into[i : i + len(wave)] = map(add, into[i : i + len(wave)], wave)


def _ends(wave: Wave, rate: int, attack: float) -> Wave:
    """Fade a wave in over ``attack`` seconds and out over its last 4 ms, so that it
    neither starts nor stops with a click (in place)."""
    n = len(wave)
    rise, fall = min(n, max(1, int(attack * rate))), min(n, int(0.004 * rate))
    wave[:rise] = [x * i / rise for i, x in enumerate(wave[:rise])]
    wave[n - fall :] = [x * (fall - 1 - i) / fall for i, x in enumerate(wave[n - fall :])]
    return wave


def _decaying(rate: int, n: int, decay: float, gain: float) -> Iterator[float]:
    """``gain``, dying away by ``decay`` nepers a second, for ``n`` samples."""
    return accumulate(repeat(math.exp(-decay / rate), n - 1), mul, initial=gain)


def _loop(rate: int, freq: float) -> tuple[int, int]:
    """A table length near a fiftieth of a second holding a whole number of cycles of
    ``freq``, the closest in pitch (within a cent): a tone is then that table repeated,
    not a sine worked out for every sample."""
    best = min(
        range(rate // 50, rate // 40 + 1),
        key=lambda n: abs(round(freq * n / rate) * rate / n - freq),
    )
    return best, round(freq * best / rate)


def tone(rate: int, freq: float, seconds: float, decay: float, gain: float, partials=BELL) -> Wave:
    """A struck tone: harmonics of ``freq`` (their strengths in ``partials``) starting at
    ``gain`` and dying away by ``decay`` nepers a second. Built a table at a time: one
    table of whole cycles, already decaying across itself, then copies each a step quieter."""
    length, cycles = _loop(rate, freq)
    table = [0.0] * length
    for k, strength in enumerate(partials, 1):
        step = 2 * math.pi * cycles * k / length
        sines = map(math.sin, map(mul, range(length), repeat(step)))
        table = list(map(add, table, map(mul, sines, repeat(strength))))
    table = list(map(mul, table, _decaying(rate, length, decay, 1.0)))
    n, wave = int(seconds * rate), []
    for block in range(n // length + 1):
        wave += map(mul, table, repeat(gain * math.exp(-decay * block * length / rate)))
    del wave[n:]
    return _ends(wave, rate, 0.003)


def noise(rate: int, seconds: float, band: tuple[int, int], decay: float, gain: float, seed: int):
    """A burst of noise within roughly ``band`` Hz that dies away fast: the sound of card
    stock and felt, its top rolled off so that it never hisses."""
    draw = random.Random(seed).random
    a_low, a_high = (1 - math.exp(-2 * math.pi * f / rate) for f in band)
    y = floor = 0.0
    out = []
    for _ in range(int(seconds * rate)):
        y += a_high * (draw() - 0.5 - y)
        floor += a_low * (y - floor)
        out.append(y - floor)
    return _ends(list(map(mul, out, _decaying(rate, len(out), decay, 2 * gain))), rate, 0.001)


def _silence(rate: int, seconds: float) -> Wave:
    return [0.0] * int(seconds * rate)


def pick(rate: int) -> Wave:
    """A light, high brush: the card leaving the table."""
    return noise(rate, 0.045, (900, 5000), 110, 0.39, seed=1)


def place(rate: int) -> Wave:
    """A soft tap with a little body: the card laid on the felt."""
    wave = noise(rate, 0.07, (250, 2600), 90, 0.58, seed=2)
    _mix(wave, tone(rate, 150, 0.07, 70, 0.07, (1.0,)), 0, rate)
    return wave


def flip(rate: int) -> Wave:
    """Two quick flicks, bright then soft: the card turned over."""
    wave = _silence(rate, 0.09)
    _mix(wave, noise(rate, 0.035, (1200, 6000), 140, 0.46, seed=3), 0, rate)
    _mix(wave, noise(rate, 0.05, (400, 3000), 110, 0.37, seed=4), 0.03, rate)
    return wave


def refused(rate: int) -> Wave:
    """Two muted notes falling a third: "not there", said gently."""
    wave = _silence(rate, 0.28)
    for at, freq in ((0.0, 329.63), (0.11, 261.63)):
        note = tone(rate, freq, 0.17, 20, 0.18, (1.0, 0.35, 0.1))
        _mix(wave, _ends(note, rate, 0.012), at, rate)
    return wave


def deal(rate: int) -> Wave:
    """A riffle of soft taps, quickening, as the cards fly out."""
    rng = random.Random(5)
    taps = [noise(rate, 0.04, (300, 3200), 120, 0.5, seed) for seed in (6, 7, 8)]
    wave = _silence(rate, 0.62)
    at = 0.0
    for i in range(13):
        strength = rng.uniform(0.6, 1.0)
        _mix(wave, list(map(mul, taps[i % 3], repeat(strength))), at, rate)
        at += 0.052 - i * 0.0015
    return wave


def complete(rate: int) -> Wave:
    """A small rising chime (a fifth, then the octave): four of a kind."""
    wave = _silence(rate, 0.55)
    for at, freq in ((0.0, 783.99), (0.09, 1046.5)):
        _mix(wave, tone(rate, freq, 0.46, 8.0, 0.18), at, rate)
    return wave


def win(rate: int) -> Wave:
    """A major arpeggio, its top note left to ring: the game won."""
    wave = _silence(rate, 1.3)
    for i, freq in enumerate((523.25, 659.26, 783.99, 1046.5)):
        ring = i == 3
        _mix(
            wave,
            tone(rate, freq, 0.94 if ring else 0.5, 4.5 if ring else 6.5, 0.19),
            i * 0.12,
            rate,
        )
    return wave


MAKERS: dict[str, Callable[[int], Wave]] = {
    "pick": pick,
    "place": place,
    "flip": flip,
    "refused": refused,
    "deal": deal,
    "complete": complete,
    "win": win,
}
