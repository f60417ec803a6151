"""Opening a saved game: the files in the exports folder, newest first; or drop one on the
window from anywhere.

The files are a list in one panel, as a file chooser shows them: a header, one striped row
per file with its name and when it was saved, the chosen row lit. A long folder path is
cut in its middle, so both where it starts and the folder's own name stay readable.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.table import felt
from boardwalk.render.widgets import ELLIPSIS, Button, panel, text_in
from boardwalk.storage.files import exports_dir

from .base import Screen, handle_list
from .dialogs import ENTER, line_height, scale

if TYPE_CHECKING:
    from .context import Context

SHOWN = 10


def middle_cut(words: str, size: int, width: int) -> str:
    """``words`` with characters taken out of the middle (an ellipsis in their place)
    until they fit ``width`` pixels: a path keeps its root and its last folder."""
    f = font(size)
    if f.size(words)[0] <= width:
        return words
    head, tail = words[: len(words) // 2], words[len(words) // 2 :]
    while (head or tail) and f.size(head + ELLIPSIS + tail)[0] > width:
        if len(head) >= len(tail):
            head = head[:-1]
        else:
            tail = tail[1:]
    return head + ELLIPSIS + tail


def saved_when(stamp: float) -> str:
    return time.strftime("%d %b %Y, %H:%M", time.localtime(stamp))


class SavesScreen(Screen):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.folder = exports_dir()
        found = [(p, _modified(p)) for p in self.folder.glob("*.json")]
        kept = sorted(((p, t) for p, t in found if t is not None), key=lambda f: -f[1])
        self.files: list[Path] = [p for p, _ in kept][:SHOWN]  # no dangling links, folders
        self.times = dict(kept)
        self.found = len(kept)
        self.rows: list[tuple[Rect, Path]] = []
        self.selected = 0
        self.u = 1.0
        self.boxes: dict[str, Rect] = {}
        self.back = Button("Back", "back", Rect(0, 0, 0, 0))
        self.resized(ctx.size)

    def resized(self, size: tuple[int, int]) -> None:
        """A column centred in the window: heading, where the files are, the list (rows as
        tall as fit, up to a comfortable height), and a footer with Back."""
        w, h = size
        u = self.u = scale(size)
        margin = int(32 * u)
        col = Rect(0, margin, min(int(1000 * u), w - 2 * margin), h - 2 * margin)
        col.centerx = w // 2
        head_h = line_height(int(40 * u), True)
        line = line_height(self.text_size)
        bh = max(32, int(42 * u))
        self.boxes = {
            "head": Rect(col.x, col.y, col.w, head_h),
            "about": Rect(col.x, col.y + head_h + int(6 * u), col.w, line),
            "path": Rect(col.x, col.y + head_h + int(18 * u) + line, col.w, line + int(14 * u)),
            "foot": Rect(col.x, col.bottom - bh, col.w - bh * 3 - int(16 * u), bh),
        }
        self.back = Button("Back", "back", Rect(col.right - bh * 3, col.bottom - bh, bh * 3, bh))
        top = self.boxes["path"].bottom + int(18 * u)
        self.boxes["list"] = Rect(col.x, top, col.w, col.bottom - bh - int(18 * u) - top)
        self._lay_rows()

    @property
    def text_size(self) -> int:
        return max(13, int(17 * self.u))

    def _lay_rows(self) -> None:
        """The list's header and rows inside its panel, shrunk to fit but never taller
        than a comfortable row."""
        box = self.boxes["list"]
        inner = box.inflate(-int(16 * self.u), -int(16 * self.u))
        row_h = min(int(44 * self.u), inner.h // (len(self.files) + 1))
        self.boxes["header"] = Rect(inner.x, inner.y, inner.w, row_h)
        self.rows = [
            (Rect(inner.x, inner.y + (i + 1) * row_h, inner.w, row_h), path)
            for i, path in enumerate(self.files)
        ]
        if self.rows:
            box.h = self.rows[-1][0].bottom - box.y + int(8 * self.u)
        else:
            box.h = min(box.h, int(120 * self.u))

    def handle(self, event: pygame.event.Event) -> None:
        handle_list(self, event)

    def key(self, key: int) -> None:
        """The arrows choose a file and Enter opens it; Esc goes back."""
        if key == pygame.K_ESCAPE:
            self.dismiss()
        elif key in (pygame.K_UP, pygame.K_DOWN) and self.rows:
            step = 1 if key == pygame.K_DOWN else -1
            self.selected = (self.selected + step) % len(self.rows)
        elif key in ENTER and self.rows:
            self.dismiss(self.rows[self.selected][1])

    def draw(self, surface: pygame.Surface) -> None:
        theme, u, size = self.ctx.art.theme, self.u, self.text_size
        surface.blit(felt(surface.get_size(), theme), (0, 0))
        b = self.boxes
        text_in(surface, "Open a saved game", b["head"], int(40 * u), theme.ink, bold=True)
        about = "Games saved with Ctrl+S at the table are kept here. You can also drop one on "
        about += "the window."
        text_in(surface, about, b["about"], size, theme.ink_dim)
        self._path(surface)
        self._list(surface)
        hint = "Click a game, or choose one with the arrows and press Enter · Esc goes back"
        if not self.rows:
            hint = "Esc goes back"
        text_in(surface, hint, b["foot"], size, theme.ink_dim, lines=2)
        self.back.draw(surface, self.back.rect.collidepoint(self.hover), theme)

    def _path(self, surface: pygame.Surface) -> None:
        """The folder, on a dark strip of its own, cut in the middle when it is long."""
        theme, box = self.ctx.art.theme, self.boxes["path"]
        pygame.draw.rect(surface, theme.bar, box, border_radius=box.h // 4)
        inner = box.inflate(-int(24 * self.u), 0)
        words = middle_cut(str(self.folder), self.text_size, inner.w)
        text_in(surface, words, inner, self.text_size, theme.ink)

    def _list(self, surface: pygame.Surface) -> None:
        theme, size = self.ctx.art.theme, self.text_size
        panel(surface, self.boxes["list"], theme)
        if not self.rows:
            words = "No saved games yet. At the table, Ctrl+S saves a copy of the game."
            inner = self.boxes["list"].inflate(-int(48 * self.u), 0)
            text_in(surface, words, inner, size, theme.ink_dim, align="center", lines=0)
            return
        name = "Name" if self.found <= SHOWN else f"Name (the {SHOWN} newest of {self.found})"
        header = self.boxes["header"]
        self._cells(surface, header, name, "Saved", theme.ink_dim, size - 2)
        rule = header.bottom - 2
        pygame.draw.line(surface, theme.felt_light, (header.x, rule), (header.right, rule), 1)
        for i, (rect, path) in enumerate(self.rows):
            if i == self.selected:
                pygame.draw.rect(surface, theme.felt_light, rect, border_radius=rect.h // 4)
                pygame.draw.rect(surface, theme.glow, rect, width=2, border_radius=rect.h // 4)
            elif i % 2:
                pygame.draw.rect(surface, theme.felt_dark, rect, border_radius=rect.h // 4)
            when = saved_when(self.times[path])
            self._cells(surface, rect, path.name, when, theme.ink, size)

    def _cells(
        self, surface: pygame.Surface, rect: Rect, name: str, when: str, color, size: int
    ) -> None:
        """One line of the list: the name at the left, the date in a column at the right."""
        pad = int(14 * self.u)
        date_w = font(size).size("28 Sep 2026, 23:59")[0] + pad
        inner = rect.inflate(-2 * pad, 0)
        left = Rect(inner.x, inner.y, inner.w - date_w - pad, inner.h)
        right = Rect(inner.right - date_w, inner.y, date_w, inner.h)
        text_in(surface, name, left, size, color)
        text_in(surface, when, right, size, self.ctx.art.theme.ink_dim, align="right")


def _modified(path: Path) -> float | None:
    """When a saved game was written; None for what is not a readable file."""
    try:
        return path.stat().st_mtime if path.is_file() else None
    except OSError:
        return None
