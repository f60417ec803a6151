"""Colours and proportions of the table: one calm palette, in one place."""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Theme:
    felt: Color = (28, 92, 62)
    felt_dark: Color = (20, 70, 47)
    felt_light: Color = (40, 112, 78)
    ink: Color = (236, 242, 236)
    ink_dim: Color = (170, 200, 180)
    slot: Color = (58, 128, 94)
    bar: Color = (16, 48, 34)
    card: Color = (252, 251, 246)
    card_edge: Color = (120, 120, 112)
    red: Color = (200, 32, 40)
    black: Color = (24, 24, 28)
    blue: Color = (30, 84, 190)
    green: Color = (20, 130, 60)
    back: Color = (32, 62, 120)
    back_line: Color = (70, 110, 180)
    back_edge: Color = (230, 230, 236)
    glow: Color = (255, 214, 90)
    target: Color = (120, 230, 150)
    lock: Color = (220, 36, 36)
    warn: Color = (250, 176, 60)
    button: Color = (34, 82, 58)
    button_hover: Color = (52, 110, 80)
    four_colour: bool = False

    def suit_color(self, suit: str) -> Color:
        if self.four_colour:
            return {"S": self.black, "H": self.red, "D": self.blue, "C": self.green}[suit]
        return self.red if suit in "HD" else self.black


THEME = Theme()
