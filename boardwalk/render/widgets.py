"""Small widgets: text that keeps to its box, buttons, a toast, panels. No game knowledge."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame
from pygame import Rect

from . import ink
from .fonts import font, printable, text
from .theme import Theme

ELLIPSIS = "…"


@dataclass
class Button:
    label: str
    action: str
    rect: Rect
    tip: str = ""
    enabled: bool = True
    primary: bool = False

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, hover: bool, theme: Theme) -> None:
        base = theme.glow if self.primary else theme.button
        color = theme.button_hover if hover and not self.primary else base
        if not self.enabled:
            color = theme.bar
        pygame.draw.rect(surface, color, self.rect, border_radius=self.rect.h // 4)
        pygame.draw.rect(
            surface, theme.felt_light, self.rect, width=1, border_radius=self.rect.h // 4
        )
        color = theme.bar if self.primary else (theme.ink if self.enabled else theme.ink_dim)
        ink.record("button", self.rect, words=self.label)
        inner = self.rect.inflate(-max(8, self.rect.h // 3), -4)
        size = max(11, int(self.rect.h * 0.42))
        text_in(surface, self.label, inner, size, color, bold=self.primary, align="center")


def button_at(buttons: list[Button], pos: tuple[int, int]) -> Button | None:
    """The enabled button at ``pos``, if any: what every screen asks of a click."""
    return next((b for b in buttons if b.hit(pos)), None)


def button_row(
    specs: list[tuple[str, str, str]], area: Rect, height: int, gap: int = 8
) -> list[Button]:
    """Buttons laid left to right inside ``area``, each as wide as its label needs."""
    buttons, x = [], area.left + gap
    size = max(11, int(height * 0.42))
    for label, action, tip in specs:
        w = font(size).size(label)[0] + height
        buttons.append(Button(label, action, Rect(x, area.centery - height // 2, w, height), tip))
        x += w + gap
    return buttons


class Toast:
    """A short message (a hint, a refusal, a save) shown for a few seconds in a strip of its
    own, which the screen chooses away from the cards; it fades at the end and a new one
    replaces the old. It remembers what it last drew, so that the loop redraws only while
    a message appears, fades or goes (``stale``)."""

    FADE_MS = 400.0

    def __init__(self) -> None:
        self.message = ""
        self.left = 0.0
        self._drawn: tuple[str, int] = ("", 0)

    def show(self, message: str, ms: float = 4200) -> None:
        self.message, self.left = message, ms

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    @property
    def alpha(self) -> int:
        """0 when nothing shows, 255 at full strength, less while fading."""
        if self.left <= 0 or not self.message:
            return 0
        return int(255 * min(1.0, self.left / self.FADE_MS))

    @property
    def showing(self) -> bool:
        return self.alpha > 0

    @property
    def stale(self) -> bool:
        """What would be drawn now differs from what was drawn last."""
        return self._look() != self._drawn

    def _look(self) -> tuple[str, int]:
        alpha = self.alpha
        return (self.message if alpha else "", alpha)

    def draw(self, surface: pygame.Surface, strip: Rect, theme: Theme) -> None:
        """The message over ``strip``, centred, on as many lines as the strip holds."""
        self._drawn = self._look()
        alpha = self.alpha
        if not alpha:
            return
        ink.record("toast", strip)
        veil = pygame.Surface(strip.size, pygame.SRCALPHA)
        tint = tuple((b + g) // 2 for b, g in zip(theme.bar, theme.button_hover, strict=True))
        veil.fill((*tint, alpha))
        pygame.draw.line(veil, (*theme.glow, alpha), (0, 0), (strip.w, 0), 2)
        surface.blit(veil, strip)
        size = max(12, min(surface.get_height() // 46, int(strip.h * 0.6)))
        box = strip.inflate(-28, -6)
        text_in(surface, self.message, box, size, theme.ink, align="center", lines=0, alpha=alpha)


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Greedy word wrap to ``width`` pixels; blank lines are kept."""
    f = font(size, bold)
    words = printable(words)
    lines: list[str] = []
    for paragraph in words.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def panel(surface: pygame.Surface, rect: Rect, theme: Theme, alpha: int = 255) -> None:
    """A dark rounded panel with a thin edge, for dialogs and overlays: opaque unless asked,
    so nothing beneath shows through the words on it."""
    ink.record("panel", rect)
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (*theme.bar, alpha), box.get_rect(), border_radius=16)
    pygame.draw.rect(box, (*theme.felt_light, 255), box.get_rect(), width=2, border_radius=16)
    surface.blit(box, rect)


def text_in(
    surface: pygame.Surface,
    words: str,
    box: Rect,
    size: int,
    color: tuple[int, int, int],
    *,
    bold: bool = False,
    align: str = "left",
    valign: str = "center",
    lines: int = 1,
    alpha: int = 255,
) -> Rect:
    """Draw ``words`` inside ``box`` and nowhere else: wrapped onto at most ``lines``
    lines (0: as many as the box holds), shrunk down to two thirds of ``size`` until they
    fit, and cut with an ellipsis only as a last resort. Returns the rect the ink covers.
    Every word a screen shows goes through here, so none can run out of its box."""
    words = printable(words)
    with ink.inside():
        size, shown = _fit(words, box.w, box.h, size, bold, lines)
        f = font(size, bold)
        step = f.get_linesize()
        height = step * len(shown)
        y = {"top": box.top, "bottom": box.bottom - height}.get(valign, box.centery - height // 2)
        drawn = Rect(box.centerx, y, 0, 0)
        for line in shown:
            label = text(line, size, color, bold)
            if alpha < 255:
                label = label.copy()
                label.set_alpha(alpha)
            w = label.get_width()
            x = {"center": box.centerx - w // 2, "right": box.right - w}.get(align, box.left)
            spot = Rect(x, y, w, label.get_height())
            surface.blit(label, spot)
            drawn = drawn.union(spot) if drawn.w else spot
            y += step
    ink.record("text", drawn, box, words)
    return drawn


@lru_cache(maxsize=2048)
def _fit(
    words: str, width: int, height: int, size: int, bold: bool, lines: int
) -> tuple[int, tuple[str, ...]]:
    """The largest size (down to two thirds of ``size``) at which the words fit the box,
    and the lines they take; at the smallest size the last line that fits is cut short.
    Remembered: the same words in the same box are asked for every frame."""
    box = Rect(0, 0, width, height)
    size, shown = _fitted(words, box, size, bold, lines)
    return size, tuple(shown)


def _fitted(words: str, box: Rect, size: int, bold: bool, lines: int) -> tuple[int, list[str]]:
    floor = max(9, size * 2 // 3)
    for s in range(size, floor - 1, -1):
        f = font(s, bold)
        room = max(1, box.h // f.get_linesize())
        most = min(room, lines) if lines else room
        shown = wrap(words, s, box.w, bold) if most > 1 else words.split("\n")
        tall = (len(shown) - 1) * f.get_linesize() + f.get_height()
        if len(shown) <= most and tall <= box.h and all(f.size(x)[0] <= box.w for x in shown):
            return s, shown
    f = font(floor, bold)
    room = max(1, box.h // f.get_linesize())
    most = min(room, lines) if lines else room
    shown = wrap(words, floor, box.w, bold) if most > 1 else words.split("\n")
    cut = [_shorten(line, floor, bold, box.w) for line in shown[:most]]
    if len(shown) > most:
        cut[-1] = _shorten(cut[-1], floor, bold, box.w, always=True)
    return floor, cut


def _shorten(line: str, size: int, bold: bool, width: int, always: bool = False) -> str:
    """The line, cut to ``width`` pixels with an ellipsis when it is too long (or when
    ``always``: more followed that could not be shown)."""
    f = font(size, bold)
    if f.size(line)[0] <= width and not always:
        return line
    if line.endswith(ELLIPSIS):
        return line
    while line and f.size(line + ELLIPSIS)[0] > width:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS if line else ""


def shade(surface: pygame.Surface, alpha: int = 150) -> None:
    """Dim everything drawn so far: what a dialog or the score panel sits on."""
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))


@lru_cache(maxsize=8)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A window-sized dark glass, made once per size: building it each frame cost more
    than drawing the whole table."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil
