"""Colours and proportions of the table: one calm palette, in one place."""

from __future__ import annotations

from dataclasses import dataclass, replace

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
    vermilion: Color = (213, 94, 0)
    blue: Color = (0, 90, 200)
    purple: Color = (180, 80, 150)
    """The four-colour deck's hearts, diamonds and clubs: with the spades' black they stay
    apart for every common colour blindness (the usual red and green do not: to a
    deuteranope a green is the hearts' red, and to a protanope that red is near black)."""
    back: Color = (32, 62, 120)
    back_line: Color = (70, 110, 180)
    back_edge: Color = (230, 230, 236)
    glow: Color = (255, 214, 90)
    target: Color = (120, 230, 150)
    focus: Color = (255, 255, 255)
    """The keyboard's focus ring: white, unlike every other mark."""
    lock: Color = (220, 36, 36)
    warn: Color = (250, 176, 60)
    button: Color = (34, 82, 58)
    button_hover: Color = (52, 110, 80)
    four_colour: bool = False
    large_print: bool = False
    """Large card corners: the jumbo index on every card, for eyes that need it."""

    def suit_color(self, suit: str) -> Color:
        if self.four_colour:
            return {"S": self.black, "H": self.vermilion, "D": self.blue, "C": self.purple}[suit]
        return self.red if suit in "HD" else self.black


THEME = Theme()

TABLES: dict[str, tuple[Color, ...]] = {
    # felt, felt_dark, felt_light, slot, button, bar
    "green": ((28, 92, 62), (20, 70, 47), (40, 112, 78), (58, 128, 94), (34, 82, 58), (16, 48, 34)),
    "blue": (
        (26, 66, 104),
        (18, 48, 80),
        (38, 86, 128),
        (58, 104, 150),
        (32, 74, 112),
        (14, 34, 56),
    ),
    "red": ((108, 34, 42), (80, 24, 30), (130, 48, 58), (150, 70, 78), (100, 40, 48), (52, 16, 22)),
    "grey": ((62, 66, 72), (46, 50, 54), (80, 84, 90), (104, 108, 114), (70, 74, 80), (30, 32, 36)),
    "contrast": ((0, 0, 0), (0, 0, 0), (90, 90, 90), (235, 235, 235), (24, 24, 24), (0, 0, 0)),
}
CONTRAST = {
    "ink": (255, 255, 255),
    "ink_dim": (235, 235, 235),
    "card_edge": (0, 0, 0),
    "glow": (255, 230, 0),
    "target": (0, 255, 150),
    "button_hover": (70, 70, 70),
}
"""What the high-contrast table changes beyond its colours: white words, black card
edges, and marks at full brightness on the black felt."""
BACKS: dict[str, tuple[Color, Color]] = {
    "blue": ((32, 62, 120), (70, 110, 180)),
    "red": ((140, 30, 40), (196, 86, 94)),
    "green": ((20, 100, 60), (70, 156, 106)),
    "purple": ((84, 44, 124), (136, 98, 186)),
}


def themed(table: str, back: str, four_colour: bool, large_print: bool = False) -> Theme:
    """The theme for the player's choice of table colour, card back and deck."""
    felt, dark, light, slot, button, bar = TABLES[table]
    back_color, line = BACKS[back]
    return replace(
        THEME,
        felt=felt,
        felt_dark=dark,
        felt_light=light,
        slot=slot,
        button=button,
        bar=bar,
        back=back_color,
        back_line=line,
        four_colour=four_colour,
        large_print=large_print,
        **(CONTRAST if table == "contrast" else {}),
    )
