"""Card faces and backs drawn at the exact size needed, and cached.

Drawing at the needed size (instead of scaling one bitmap) keeps cards crisp at any window
size. Pip cards are laid out as printed cards are: pips in two columns and a middle one,
those below the middle upside down. Jacks, queens and kings carry the English-pattern
portraits of Chris Aguilar's Vectorized Playing Cards (LGPL-3, ``assets/cards/``),
rendered from SVG. Corner indices are sized in pixels before proportion, so that they stay
readable on the smallest table; rounded outlines are drawn at twice the size and reduced,
which anti-aliases the corners.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

import pygame

from boardwalk import assets

from .fonts import font
from .theme import BACKS, THEME, Color, Theme

SUIT_GLYPH = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_TEXT = {"T": "10"}
FACE_RANKS = "JQK"
Size = tuple[int, int]
SECOND_BACK = "\u2061"
"""Marks a card (``7H`` + this, invisibly) whose back is the complementary one: a game
dealt from two decks shows two backs (The Republic: the stock's beside the packets')."""
PARTNER = {(32, 62, 120): "red", (140, 30, 40): "blue", (20, 100, 60): "purple"}
"""The complementary back of each back colour (``theme.BACKS``); any other: green."""


def rank_text(code: str) -> str:
    return RANK_TEXT.get(code[0], code[0])


_CODE = re.compile(r"\b([2-9TJQKA])([SHDC])\b")


def with_suits(message: str) -> str:
    """Card codes in a sentence shown as a player reads them: ``8H`` becomes ``8♥``."""
    return _CODE.sub(lambda m: rank_text(m[1]) + SUIT_GLYPH[m[2]], message)


def rounded(size: Size, fill, edge, radius_ratio: float = 0.08, edge_px: int = 1) -> pygame.Surface:
    """A rounded card shape, supersampled for smooth corners."""
    w, h = size
    big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
    r = max(2, int(min(w, h) * radius_ratio * 2))
    pygame.draw.rect(big, edge, big.get_rect(), border_radius=r)
    inner = big.get_rect().inflate(-4 * edge_px, -4 * edge_px)
    pygame.draw.rect(big, fill, inner, border_radius=max(1, r - 2 * edge_px))
    return pygame.transform.smoothscale(big, (w, h))


# Where each rank's pips sit, as (across, down) in the pip field, 0..1 each way: the
# classic layouts, two columns with the middle one between them.
_SIX = ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1))
_EIGHT = ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1))
PIPS: dict[str, tuple[tuple[float, float], ...]] = {
    "2": ((0.5, 0), (0.5, 1)),
    "3": ((0.5, 0), (0.5, 0.5), (0.5, 1)),
    "4": ((0, 0), (1, 0), (0, 1), (1, 1)),
    "5": ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    "6": _SIX,
    "7": (*_SIX, (0.5, 0.25)),
    "8": (*_SIX, (0.5, 0.25), (0.5, 0.75)),
    "9": (*_EIGHT, (0.5, 0.5)),
    "T": (*_EIGHT, (0.5, 1 / 6), (0.5, 5 / 6)),
}
ACE = {"S": 0.5}  # the ace of spades' sign is the largest, as on printed decks
FRAME_H = 0.84  # the portrait's frame, as a share of the card's height (its width follows)
FRAME_LINE = (19, 31, 103)  # the artwork's navy


@dataclass(frozen=True, slots=True)
class Plan:
    """Where everything goes on a face of one size, worked out once per size."""

    margin: int  # from the card's edge to the corner index
    rank_px: int  # the index's font size
    rank_h: int  # the tallest rank's ink (Q and J reach below the line)
    suit_h: int  # the index's suit sign
    index_w: int  # the index column's width: every rank fits, "10" condensed
    index_h: int  # rank over suit
    field: tuple[int, int, int, int]  # the pips' box: outer pips touch its edges
    pip_h: int
    frame_h: int  # the portrait's height; it is centred on the card


@lru_cache(maxsize=32)
def plan(size: Size, large: bool = False) -> Plan:
    """Readable indices first, pips in what is left. The index never drops below a 15 px font
    on a card 75 px tall or more: small tables get proportionally larger corners, like a
    jumbo-index deck, and large ones the slimmer corners of a printed card. ``large`` (the
    large-corners setting) gives every card the jumbo index, a fifth of its height."""
    w, h = size
    margin = max(2, round(w * 0.04))
    rank_px = int(h * 0.2) if large else max(int(h * 0.13), min(15, int(h * 0.2)))
    bold = font(rank_px, bold=True)
    inks = {r: bold.render(r, True, (0, 0, 0)).get_bounding_rect() for r in "AQJ"}
    index_w = max(inks["Q"].w, inks["A"].w) + 1
    rank_h = max(ink.h for ink in inks.values())
    suit_h = max(5, round(inks["A"].h * 0.95))
    index_h = rank_h + max(1, rank_px // 7) + suit_h
    left = margin + index_w + max(2, round(w * 0.03))
    top = max(margin, round(h * 0.06))
    field = (left, top, w - 2 * left, h - 2 * top)
    # Two columns side by side; a ten's middle pips clear the columns' pips above and below.
    pip_h = max(4, int(min(field[3] / 7.2, field[2] / 2.3)))
    frame_h = round(h * FRAME_H)
    return Plan(margin, rank_px, rank_h, suit_h, index_w, index_h, field, pip_h, frame_h)


@lru_cache(maxsize=256)
def suit_sign(suit: str, color: Color, height: int) -> pygame.Surface:
    """The suit's glyph cropped to its ink and ``height`` pixels tall, rendered at that size."""
    px = max(6, round(height / 0.75))
    for _ in range(3):  # glyph heights are not quite proportional to the font size
        glyph = font(px).render(SUIT_GLYPH[suit], True, color)
        ink = glyph.get_bounding_rect()
        if ink.h == height or px <= 6:
            break
        px = max(6, px + height - ink.h)
    return glyph.subsurface(ink).copy()


@lru_cache(maxsize=256)
def _rank(rank: str, px: int, width: int, color: Color) -> pygame.Surface:
    """The rank cropped to its ink; "10" drawn twice as large and condensed into ``width``."""
    if rank != "T":
        glyph = font(px, bold=True).render(rank, True, color)
        return glyph.subsurface(glyph.get_bounding_rect()).copy()
    one, zero = (font(2 * px, bold=True).render(d, True, color) for d in "10")
    inks = one.get_bounding_rect(), zero.get_bounding_rect()
    gap = max(1, px // 8)
    both = pygame.Surface((inks[0].w + gap + inks[1].w, max(i.h for i in inks)), pygame.SRCALPHA)
    both.blit(one, (0, 0), inks[0])
    both.blit(zero, (inks[0].w + gap, 0), inks[1])
    return pygame.transform.smoothscale(both, (width, max(1, both.get_height() // 2)))


def corner_index(code: str, p: Plan, color: Color) -> pygame.Surface:
    """Rank over suit, the corner a player reads when cards overlap."""
    rank = _rank(code[0], p.rank_px, p.index_w, color)
    suit = suit_sign(code[1], color, p.suit_h)
    index = pygame.Surface((p.index_w, p.index_h), pygame.SRCALPHA)
    index.blit(rank, rank.get_rect(midtop=(p.index_w // 2, 0)))
    index.blit(suit, suit.get_rect(midbottom=(p.index_w // 2, index.get_height())))
    return index


@lru_cache(maxsize=32)
def _artwork(code: str, height: int) -> pygame.Surface:
    """A portrait rendered from its SVG no smaller than ``height``; sizes share a few
    renders, since parsing the SVG costs more than scaling the result down."""
    return pygame.image.load_sized_svg(str(assets.path(f"cards/{code}.svg")), (height, height))


def portrait(code: str, height: int) -> pygame.Surface | None:
    """A court card's framed figure ``height`` pixels tall, or None if it cannot be drawn
    (an SVG-less SDL_image or a missing file: the card then shows its letter)."""
    bucket = max(64, 1 << (height - 1).bit_length())  # the next power of two
    try:
        art = _artwork(code, bucket)
    except (OSError, pygame.error):
        return None
    width = round(art.get_width() * height / art.get_height())
    return pygame.transform.smoothscale(art, (width, height))


CACHE_LIMIT = 400  # a few sizes' worth: resizing leaves old sizes behind


class CardArt:
    """Makes and remembers card surfaces for one theme."""

    def __init__(self, theme: Theme = THEME) -> None:
        self.theme = theme
        self._cache: dict[tuple, pygame.Surface] = {}

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self._cache.clear()

    def face(self, code: str, size: Size) -> pygame.Surface:
        code = code[:2]  # a card's invisible marks (its copy, its back) do not change its face
        key = ("face", code, size)
        if key not in self._cache:
            if len(self._cache) > CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = self._draw_face(code, size)
        return self._cache[key]

    def back(self, size: Size, card: str = "") -> pygame.Surface:
        """The player's back; the complementary one for a card marked ``SECOND_BACK``."""
        second = SECOND_BACK in card
        key = ("back", size, second)
        if key not in self._cache:
            self._cache[key] = self._draw_back(size, second)
        return self._cache[key]

    def _draw_face(self, code: str, size: Size) -> pygame.Surface:
        p = plan(size, self.theme.large_print)
        surf = rounded(size, self.theme.card, self.theme.card_edge)
        color = self.theme.suit_color(code[1])
        if code[0] in FACE_RANKS:
            self._court(surf, code, color, p)
        else:
            self._pips(surf, code, color, p)
        index = corner_index(code, p, color)
        w, h = size
        surf.blit(index, (p.margin, p.margin))
        surf.blit(
            pygame.transform.rotate(index, 180),
            (w - p.margin - p.index_w, h - p.margin - index.get_height()),
        )
        return surf

    def _pips(self, surf: pygame.Surface, code: str, color, p: Plan) -> None:
        """The pips where printed cards have them; the ace's one sign large."""
        x, y, fw, fh = p.field
        if code[0] == "A":
            sign = suit_sign(code[1], color, max(4, min(fw, round(fh * ACE.get(code[1], 0.36)))))
            surf.blit(sign, sign.get_rect(center=surf.get_rect().center))
            return
        pip = suit_sign(code[1], color, p.pip_h)
        flipped = pygame.transform.rotate(pip, 180)
        pw, ph = pip.get_size()
        for across, down in PIPS[code[0]]:
            image = flipped if down > 0.5 else pip
            centre = (round(x + pw / 2 + across * (fw - pw)), round(y + ph / 2 + down * (fh - ph)))
            surf.blit(image, image.get_rect(center=centre))

    def _court(self, surf: pygame.Surface, code: str, color, p: Plan) -> None:
        """The portrait, its frame notched where the corner indices stand: a large index
        reads at a glance, and the artwork's own corner suit signs were taken out for it."""
        figure = portrait(code, p.frame_h)
        if figure is None:
            self._court_letter(surf, code, color)
            return
        w, h = surf.get_size()
        frame = figure.get_rect(center=(w // 2, h // 2))
        surf.blit(figure, frame)
        pad = max(1, p.margin // 2)
        tab = pygame.Rect(p.margin - pad, p.margin - pad, p.index_w + 2 * pad, p.index_h + 2 * pad)
        if not tab.colliderect(frame):
            return
        line = max(1, round(p.frame_h / 150))
        surf.fill(self.theme.card, tab)
        corner = [(tab.right, frame.top), tab.bottomright, (frame.left, tab.bottom)]
        pygame.draw.lines(surf, FRAME_LINE, False, corner, line)
        surf.fill(self.theme.card, tab.move(w - tab.right - tab.x, h - tab.bottom - tab.y))
        corner = [(w - 1 - x, h - 1 - y) for x, y in corner]
        pygame.draw.lines(surf, FRAME_LINE, False, corner, line)

    def _court_letter(self, surf: pygame.Surface, code: str, color) -> None:
        """Jack, Queen, King without their portraits: a framed panel with the letter large."""
        w, h = surf.get_size()
        frame = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.56))
        frame.center = (w // 2, int(h * 0.52))
        tint = tuple(int(c * 0.12 + 255 * 0.88) for c in color)
        pygame.draw.rect(surf, tint, frame, border_radius=max(2, w // 20))
        pygame.draw.rect(surf, color, frame, width=max(1, w // 50), border_radius=max(2, w // 20))
        letter = font(int(h * 0.3), bold=True).render(code[0], True, color)
        surf.blit(letter, letter.get_rect(center=frame.center))

    def _draw_back(self, size: Size, second: bool = False) -> pygame.Surface:
        w = size[0]
        t = self.theme
        if second:
            colour, line = BACKS[PARTNER.get(t.back, "green")]
            t = replace(t, back=colour, back_line=line)
        surf = rounded(size, t.back_edge, t.card_edge)
        inner = surf.get_rect().inflate(-max(4, w // 9), -max(4, w // 9))
        panel = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, t.back, panel.get_rect(), border_radius=max(2, w // 16))
        step = max(6, w // 7)
        for k in range(-inner.h, inner.w + inner.h, step):  # a diamond lattice
            pygame.draw.line(panel, t.back_line, (k, 0), (k + inner.h, inner.h), 1)
            pygame.draw.line(panel, t.back_line, (k, inner.h), (k + inner.h, 0), 1)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, w // 16))
        panel.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(panel, inner)
        d = min(inner.w, inner.h) // 4
        cx, cy = inner.center
        diamond = [(cx, cy - d), (cx + d * 0.7, cy), (cx, cy + d), (cx - d * 0.7, cy)]
        pygame.draw.polygon(surf, t.back_edge, diamond)
        pygame.draw.polygon(
            surf, t.back, [(x + (cx - x) * 0.35, y + (cy - y) * 0.35) for x, y in diamond]
        )
        return surf
