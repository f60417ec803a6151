"""Card faces and backs drawn by code at the exact size needed, and cached.

Drawing at the needed size (instead of scaling a bitmap) keeps cards crisp at any window
size. Rounded outlines are drawn at twice the size and reduced, which anti-aliases the
corners; glyphs come anti-aliased from the font at their final size.
"""

from __future__ import annotations

import re

import pygame

from .fonts import font
from .theme import THEME, Theme

SUIT_GLYPH = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_TEXT = {"T": "10"}
FACE_RANKS = "JQK"
Size = tuple[int, int]


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
        key = ("face", code, size)
        if key not in self._cache:
            if len(self._cache) > CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = self._draw_face(code, size)
        return self._cache[key]

    def back(self, size: Size) -> pygame.Surface:
        key = ("back", size)
        if key not in self._cache:
            self._cache[key] = self._draw_back(size)
        return self._cache[key]

    def _draw_face(self, code: str, size: Size) -> pygame.Surface:
        w, h = size
        t = self.theme
        surf = rounded(size, t.card, t.card_edge)
        color = t.suit_color(code[1])
        index = self._index(code, h, color)
        surf.blit(index, (int(w * 0.06), int(h * 0.035)))
        surf.blit(
            pygame.transform.rotate(index, 180),
            index.get_rect(bottomright=(w - int(w * 0.06), h - int(h * 0.035))),
        )
        if code[0] in FACE_RANKS:
            self._court(surf, code, color)
        else:
            glyph = font(int(h * 0.46)).render(SUIT_GLYPH[code[1]], True, color)
            surf.blit(glyph, glyph.get_rect(center=(w // 2, int(h * 0.54))))
        return surf

    def _index(self, code: str, h: int, color) -> pygame.Surface:
        """Rank over suit, the corner a player reads when cards overlap."""
        rank = font(int(h * 0.2), bold=True).render(rank_text(code), True, color)
        suit = font(int(h * 0.15)).render(SUIT_GLYPH[code[1]], True, color)
        w = max(rank.get_width(), suit.get_width())
        surf = pygame.Surface(
            (w, rank.get_height() + suit.get_height() - int(h * 0.05)), pygame.SRCALPHA
        )
        surf.blit(rank, rank.get_rect(midtop=(w // 2, 0)))
        surf.blit(suit, suit.get_rect(midbottom=(w // 2, surf.get_height())))
        return surf

    def _court(self, surf: pygame.Surface, code: str, color) -> None:
        """Jack, Queen, King: a framed panel with the letter large, no portrait to decode."""
        w, h = surf.get_size()
        frame = pygame.Rect(0, 0, int(w * 0.5), int(h * 0.56))
        frame.center = (w // 2, int(h * 0.52))
        tint = tuple(int(c * 0.12 + 255 * 0.88) for c in color)
        pygame.draw.rect(surf, tint, frame, border_radius=max(2, w // 20))
        pygame.draw.rect(surf, color, frame, width=max(1, w // 50), border_radius=max(2, w // 20))
        letter = font(int(h * 0.3), bold=True).render(code[0], True, color)
        surf.blit(letter, letter.get_rect(center=(frame.centerx, frame.centery - int(h * 0.05))))
        suit = font(int(h * 0.14)).render(SUIT_GLYPH[code[1]], True, color)
        surf.blit(suit, suit.get_rect(center=(frame.centerx, frame.bottom - int(h * 0.09))))

    def _draw_back(self, size: Size) -> pygame.Surface:
        w = size[0]
        t = self.theme
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
