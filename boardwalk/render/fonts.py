"""The bundled DejaVu Sans, loaded through boardwalk.assets.

pygame's default font has no suit glyphs. SDL_ttf reads a font file lazily, so each
Font gets its own in-memory copy of the bytes rather than a file handle that may close.
"""

from __future__ import annotations

import io
from functools import cache, lru_cache

import pygame

from boardwalk import assets

from . import ink

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"


@cache
def _font_bytes(name: str) -> bytes:
    return assets.read_bytes(name)


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A font of ``size`` pixels, cached: fonts are asked for every frame."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(io.BytesIO(_font_bytes(BOLD if bold else REGULAR)), max(6, size))


@lru_cache(maxsize=1024)
def _text(words: str, size: int, color: tuple[int, int, int], bold: bool) -> pygame.Surface:
    return font(size, bold).render(words, True, color)


def text(words: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """Rendered text, cached: labels repeat every frame and rendering is the costly part.
    Bounded, because some labels (the clock) change and must not pile up. Screens draw
    words with ``widgets.text_in``, which knows their box; the audit notes any other use."""
    ink.rendered(words)
    return _text(printable(words), size, color, bold)


def printable(words: str) -> str:
    """Text SDL_ttf can draw. File names in no encoding arrive as lone surrogates, and a
    NUL can hide in an edited file: either makes the font raise, so they become marks."""
    if "\0" in words:
        words = words.replace("\0", "\ufffd")
    if not words.isascii():
        try:
            words.encode("utf-8")
        except UnicodeEncodeError:
            words = words.encode("utf-8", "replace").decode("utf-8")
    return words
