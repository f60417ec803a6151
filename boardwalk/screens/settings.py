"""Settings: animation speed, sounds and their volume, card back, table colour, a
four-colour deck, row and column names. Saved at once.

Each setting is a row with its name at the left and its value between two arrows at the
right; a click on ◀ steps back, anywhere else on the row forward. Cards beneath show the
back and the deck as they will look at the table; a change of sound is heard at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.table import felt
from boardwalk.render.widgets import Button, panel, text_in
from boardwalk.storage.settings import CARD_BACKS, SPEEDS, TABLES

from .base import Screen
from .dialogs import line_height, scale

if TYPE_CHECKING:
    from .context import Context


def value_words(value: object) -> str:
    return ("On" if value else "Off") if isinstance(value, bool) else str(value).capitalize()


@dataclass(frozen=True)
class Option:
    """One row: its name, the setting it changes, the values it steps through, and how a
    value reads. A row that ``wraps`` goes from its last value round to its first; one
    that does not (the volume) stops at either end, as a slider would."""

    label: str
    field: str
    choices: tuple[Any, ...]
    words: Callable[[Any], str] = value_words
    wraps: bool = True

    def stepped(self, now: Any, step: int) -> Any:
        """The value ``step`` (±1) from ``now``; a value the file held between two
        choices (a volume of 73) steps to the next choice that way."""
        if self.wraps:
            return self.choices[(self.choices.index(now) + step) % len(self.choices)]
        ahead = [c for c in self.choices if (c - now) * step > 0]
        if not ahead:
            return now
        return min(ahead) if step > 0 else max(ahead)


OPTIONS = [
    Option(
        "Animation speed",
        "speed",
        tuple(SPEEDS),
        lambda s: "Off: no motion" if s == "off" else s.capitalize(),
    ),
    Option("Sounds", "mute", (False, True), lambda muted: "Off" if muted else "On"),
    Option("Volume", "volume", tuple(range(0, 101, 10)), lambda v: f"{v}%", wraps=False),
    Option("Card back", "card_back", CARD_BACKS),
    Option(
        "Table colour",
        "table",
        TABLES,
        lambda t: "High contrast" if t == "contrast" else t.capitalize(),
    ),
    Option("Four-colour deck", "four_colour", (False, True)),
    Option("Large card corners", "large_print", (False, True)),
    Option("Row and column names", "place_names", (False, True)),
]
SOUND_FIELDS = ("mute", "volume")
SAMPLE = "place"
"""What a change of sound lets the player hear: the sound heard most in a game."""
HINT = "Click a setting or use the arrow keys; saved at once."
PREVIEW = ("", "AS", "7H", "QD", "9C")
"""A card back, then one card of each suit."""


class SettingsScreen(Screen):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.selected = 0
        self.rows: list[Rect] = []
        self.arrows: list[tuple[Rect, Rect, Rect]] = []
        """Per row: the ◀, the value and the ▶."""
        self.heads: dict[str, Rect] = {}
        self.back = Button("Back", "back", Rect(0, 0, 0, 0))
        self.u = 1.0
        self.resized(ctx.size)

    def change(self, row: int, step: int) -> None:
        option = OPTIONS[row]
        now = getattr(self.ctx.settings, option.field)
        value = option.stepped(now, step)
        if value != now:
            setattr(self.ctx.settings, option.field, value)
            self.ctx.save_settings()
        if option.field in SOUND_FIELDS:
            self.ctx.sounds.play(SAMPLE)  # heard at the new volume (nothing once muted)

    @property
    def text_size(self) -> int:
        return max(15, int(20 * self.u))

    def resized(self, size: tuple[int, int]) -> None:
        """Heading, the rows, the preview and the footer, centred as one block; the rows
        close up a little when the window is too short for them at their ease."""
        w, h = size
        u = self.u = scale(size)
        col_w = min(int(680 * u), w - int(48 * u))
        head_h = line_height(int(40 * u), True)
        bh = max(32, int(42 * u))
        rest = head_h + int(24 * u) + int(170 * u) + bh
        pitch = min(int(74 * u), (h - rest - int(40 * u)) // len(OPTIONS))
        row_h, gap = pitch * 5 // 6, pitch - pitch * 5 // 6
        block = rest + len(OPTIONS) * pitch - gap
        x, y = (w - col_w) // 2, max(int(16 * u), (h - block) // 2)
        self.heads["head"] = Rect(x, y, col_w, head_h)
        y += head_h + int(24 * u)
        self.rows = [Rect(x, y + i * (row_h + gap), col_w, row_h) for i in range(len(OPTIONS))]
        self.arrows = [self._control(rect) for rect in self.rows]
        top = self.rows[-1].bottom + int(28 * u)
        self.heads["preview"] = Rect(x, top, col_w, int(112 * u))
        foot = self.heads["preview"].bottom + int(30 * u)
        self.heads["hint"] = Rect(x, foot, col_w - bh * 3 - int(16 * u), bh)
        self.back = Button("Back", "back", Rect(x + col_w - bh * 3, foot, bh * 3, bh))

    def _control(self, row: Rect) -> tuple[Rect, Rect, Rect]:
        """Where a row's ◀, value and ▶ go: the value box fits the longest choice."""
        size = self.text_size
        widest = max(font(size, True).size(o.words(c))[0] for o in OPTIONS for c in o.choices)
        pad, arrow = int(20 * self.u), row.h * 2 // 3
        right = Rect(row.right - pad - arrow, row.centery - arrow // 2, arrow, arrow)
        value = Rect(right.x - widest - 2 * pad, row.y, widest + 2 * pad, row.h)
        left = Rect(value.x - arrow, right.y, arrow, arrow)
        return left, value, right

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if event.button == 1 and self.back.hit(event.pos):
                self.dismiss()
                return
            for i, rect in enumerate(self.rows):
                if rect.collidepoint(event.pos):
                    self.selected = i
                    back = event.button == 3 or self.arrows[i][0].collidepoint(event.pos)
                    self.change(i, -1 if back else 1)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def key(self, key: int) -> None:
        """Up and down choose a setting, left and right change it; Esc or Enter go back."""
        if key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.dismiss()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.selected = (self.selected + (1 if key == pygame.K_DOWN else -1)) % len(OPTIONS)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.change(self.selected, 1 if key == pygame.K_RIGHT else -1)

    def draw(self, surface: pygame.Surface) -> None:
        theme, u = self.ctx.art.theme, self.u
        surface.blit(felt(surface.get_size(), theme), (0, 0))
        text_in(surface, "Settings", self.heads["head"], int(40 * u), theme.ink, bold=True)
        for i, rect in enumerate(self.rows):
            self._row(surface, i, rect)
        self._preview(surface, self.heads["preview"])
        # one line, shrunk if need be: a wrapped hint left a single word on its second line
        text_in(surface, HINT, self.heads["hint"], max(13, int(16 * u)), theme.ink_dim)
        self.back.draw(surface, self.back.rect.collidepoint(self.hover), theme)

    def _row(self, surface: pygame.Surface, i: int, rect: Rect) -> None:
        theme, size = self.ctx.art.theme, self.text_size
        option = OPTIONS[i]
        panel(surface, rect, theme)
        if i == self.selected or rect.collidepoint(self.hover):
            width = max(2, int(3 * self.u))
            pygame.draw.rect(surface, theme.glow, rect, width=width, border_radius=16)
        left, value, right = self.arrows[i]
        name = Rect(rect.x + int(24 * self.u), rect.y, left.x - rect.x - int(36 * self.u), rect.h)
        text_in(surface, option.label, name, size, theme.ink)
        for box, mark in ((left, "◀"), (right, "▶")):
            lit = box.collidepoint(self.hover)
            pygame.draw.rect(
                surface, theme.button_hover if lit else theme.button, box, border_radius=box.h // 4
            )
            text_in(surface, mark, box, box.h // 2, theme.glow, align="center")
        shown = option.words(getattr(self.ctx.settings, option.field))
        muted = option.field == "volume" and self.ctx.settings.mute  # a volume not heard
        ink = theme.ink_dim if muted else theme.glow
        text_in(surface, shown, value, size, ink, bold=True, align="center")

    def _preview(self, surface: pygame.Surface, area: Rect) -> None:
        """A back and four faces, as large as the area allows, centred in it."""
        card_h = area.h
        card = (int(card_h / 1.4), card_h)
        step = int(card[0] * 1.25)
        x = area.centerx - 2 * step
        art = self.ctx.art
        for i, face in enumerate(PREVIEW):
            image = art.back(card) if not face else art.face(face, card)
            surface.blit(image, image.get_rect(center=(x + i * step, area.centery)))
