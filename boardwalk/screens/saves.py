"""Opening a saved game: the files in the exports folder, newest first; or drop one on the
window from anywhere."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import text
from boardwalk.render.table import felt
from boardwalk.render.widgets import panel
from boardwalk.storage.files import exports_dir

from .base import Screen

if TYPE_CHECKING:
    from .context import Context

SHOWN = 10


class SavesScreen(Screen):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.folder = exports_dir()
        found = [(p, _modified(p)) for p in self.folder.glob("*.json")]
        found = [(p, t) for p, t in found if t is not None]  # dangling links, folders
        self.files: list[Path] = [p for p, _ in sorted(found, key=lambda f: -f[1])][:SHOWN]
        self.rows: list[tuple[Rect, Path]] = []

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, path in self.rows:
                if rect.collidepoint(event.pos):
                    self.dismiss(path)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.dismiss()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.art.theme
        w, h = surface.get_size()
        surface.blit(felt((w, h), theme), (0, 0))
        size = max(14, h // 42)
        surface.blit(text("Open a saved game", size * 2, theme.ink, True), (60, 40))
        where = (
            f"Saved games (Ctrl+S at the table) are in {self.folder}. "
            "You can also drop a file onto the window."
        )
        surface.blit(text(where, size - 2, theme.ink_dim), (60, 50 + size * 2))
        self.rows = []
        y = 100 + size * 3
        if not self.files:
            surface.blit(text("No saved games yet.", size, theme.ink), (60, y))
        for path in self.files:
            rect = Rect(60, y, w - 120, size * 2 + 10)
            panel(
                surface,
                rect,
                self.ctx.art.theme,
                alpha=250 if rect.collidepoint(self.hover) else 200,
            )
            surface.blit(text(path.name, size, theme.ink), (rect.x + 16, rect.y + 8))
            self.rows.append((rect, path))
            y += rect.h + 8
        hint = text("Click a game to open it · Esc goes back", size - 2, theme.ink_dim)
        surface.blit(hint, hint.get_rect(center=(w // 2, h - size * 2)))


def _modified(path: Path) -> float | None:
    """When a saved game was written; None for what is not a readable file."""
    try:
        return path.stat().st_mtime if path.is_file() else None
    except OSError:
        return None
