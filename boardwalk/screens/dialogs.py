"""Modal dialogs over any scene: a question with buttons, and a number entry. Generic.

A dialog is an opaque panel over the dimmed screen beneath, sized to its words. One
button has the focus (drawn as the primary one): Enter presses it, Tab and the arrows
move it, Escape or a click outside cancels. When the yes of a question throws work away,
the focus starts on Cancel, so a hasty Enter loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from boardwalk.render.fonts import font
from boardwalk.render.widgets import Button, button_at, panel, shade, text_in, wrap

from .base import Screen

if TYPE_CHECKING:
    from .context import Context

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def scale(size: tuple[int, int]) -> float:
    """How much bigger than 1280×800 the window is. Words and buttons grow with it, so
    they keep their share of a large screen instead of shrinking into its middle; below
    three quarters they would stop being readable, so they stop shrinking there."""
    w, h = size
    return max(0.75, min(w / 1280, h / 800))


def line_height(size: int, bold: bool = False) -> int:
    """The height a line of text needs: some glyphs reach a pixel past the line spacing,
    and a box cut to the spacing would let them out."""
    f = font(size, bold)
    return max(f.get_linesize(), f.get_height(), f.size("Ég")[1])


class Dialog(Screen):
    """A panel in the middle of the window; the scene beneath stays visible, dimmed.
    ``default`` is the action Enter takes at first (the last button's when None)."""

    opaque = False

    def __init__(
        self,
        ctx: Context,
        title: str,
        body: str,
        buttons: list[tuple[str, str]],
        default: str | None = None,
    ) -> None:
        super().__init__(ctx)
        self.title, self.body, self.specs = title, body, buttons
        actions = [action for _, action in buttons]
        self.focus = actions.index(default) if default in actions else len(buttons) - 1
        self.buttons: list[Button] = []
        self.box = Rect(0, 0, 0, 0)
        self.title_box = Rect(0, 0, 0, 0)
        self.body_box = Rect(0, 0, 0, 0)
        self.sizes = (24, 18)
        self.resized(ctx.size)

    # -- layout -------------------------------------------------------------------------------
    def extra_height(self, u: float) -> int:
        """Room below the words for what a kind of dialog adds (a field); none here."""
        return 0

    def width(self, u: float) -> int:
        """How wide the panel would be (a kind of dialog with more to show is wider)."""
        return max(420, int(580 * u))

    def resized(self, size: tuple[int, int]) -> None:
        """Lay the panel out around its words: title, body, extra room, buttons."""
        w, h = size
        u = scale(size)
        pad, gap = int(28 * u), int(14 * u)
        title_size, body_size = max(18, int(26 * u)), max(14, int(18 * u))
        self.sizes = (title_size, body_size)
        width = min(self.width(u), w - 2 * gap)
        inner = width - 2 * pad
        title_h = line_height(title_size, True)
        body_h = len(wrap(self.body, body_size, inner)) * line_height(body_size)
        bh = max(34, int(44 * u))
        height = pad + title_h + gap + body_h + self.extra_height(u) + 2 * gap + bh + pad
        height = min(height, h - 2 * gap)
        self.box = Rect(0, 0, width, height)
        self.box.center = (w // 2, h // 2)
        self.title_box = Rect(self.box.x + pad, self.box.y + pad, inner, title_h)
        bottom = self.box.bottom - pad - bh - 2 * gap - self.extra_height(u)
        self.body_box = Rect(self.box.x + pad, self.title_box.bottom + gap, inner, 0)
        self.body_box.h = max(line_height(body_size), bottom - self.body_box.y)
        self.buttons = self._buttons(Rect(self.box.x + pad, self.box.bottom - pad - bh, inner, bh))

    def _buttons(self, row: Rect) -> list[Button]:
        """The buttons at the right of ``row``, each as wide as its bold label needs (the
        focus may fall on any of them), narrowed alike when they cannot all fit."""
        gap = max(8, row.h // 4)
        size = max(11, int(row.h * 0.42))
        widths = [
            max(font(size, True).size(label)[0] + row.h, row.h * 5 // 2) for label, _ in self.specs
        ]
        room = row.w - gap * (len(widths) - 1)
        if sum(widths) > room:
            widths = [w * room // sum(widths) for w in widths]
        x = row.right - sum(widths) - gap * (len(widths) - 1)
        buttons = []
        for (label, action), bw in zip(self.specs, widths, strict=True):
            buttons.append(Button(label, action, Rect(x, row.y, bw, row.h)))
            x += bw + gap
        return buttons

    # -- input --------------------------------------------------------------------------------
    def choose(self, action: str) -> None:
        """Every way out hands back the action: a button's, or ``cancel``."""
        self.dismiss(action)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = button_at(self.buttons, event.pos)
            if hit:
                self.choose(hit.action)
            elif not self.box.collidepoint(event.pos):
                self.choose("cancel")
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        """Escape cancels, Enter presses the button with the focus, Tab and the arrows
        move the focus (Shift+Tab back)."""
        back = event.key == pygame.K_LEFT or (
            event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        )
        if event.key == pygame.K_ESCAPE:
            self.choose("cancel")
        elif event.key in ENTER:
            self.choose(self.buttons[self.focus].action)
        elif back:
            self.focus = (self.focus - 1) % len(self.buttons)
        elif event.key in (pygame.K_TAB, pygame.K_RIGHT):
            self.focus = (self.focus + 1) % len(self.buttons)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.art.theme
        shade(surface, 150)
        panel(surface, self.box, theme)
        title_size, body_size = self.sizes
        text_in(surface, self.title, self.title_box, title_size, theme.ink, bold=True)
        text_in(surface, self.body, self.body_box, body_size, theme.ink, lines=0, valign="top")
        self.draw_extra(surface)
        for i, b in enumerate(self.buttons):
            b.primary = i == self.focus
            b.draw(surface, b.rect.collidepoint(self.hover), theme)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """What a kind of dialog draws between its words and its buttons."""


def confirm(
    ctx: Context,
    title: str,
    body: str,
    yes: str,
    then: Callable[[], None],
    *,
    destructive: bool = True,
) -> None:
    """Ask before doing something that throws work away; ``then`` runs on yes. Enter
    answers Cancel unless ``destructive`` is False (a yes that loses nothing, such as
    ending a game that Undo reopens, may be the quick answer)."""
    buttons = [("Cancel", "cancel"), (yes, "yes")]
    dialog = Dialog(ctx, title, body, buttons, default="cancel" if destructive else "yes")
    ctx.push(dialog, lambda r: then() if r == "yes" else None)


class NumberDialog(Dialog):
    """Type a deal number; Enter plays it. Dismissed with the number, or None."""

    def __init__(self, ctx: Context, title: str, body: str) -> None:
        self.digits = ""
        self.field = Rect(0, 0, 0, 0)
        super().__init__(ctx, title, body, [("Cancel", "cancel"), ("Play", "play")])

    def extra_height(self, u: float) -> int:
        return int(14 * u) + self._field_height(u)

    @staticmethod
    def _field_height(u: float) -> int:
        return max(36, int(52 * u))

    def resized(self, size: tuple[int, int]) -> None:
        super().resized(size)
        u = scale(size)
        top = self.buttons[0].rect.top - int(28 * u) - self._field_height(u)
        self.field = Rect(self.body_box.x, top, self.body_box.w, self._field_height(u))

    def choose(self, action: str) -> None:
        if action == "play":
            if not self.digits or int(self.digits) < 1:
                self.body = "Type a deal number: 1 or more, digits only."
                self.resized(self.ctx.size)
                return
            self.dismiss(int(self.digits))
        else:
            self.dismiss(None)

    def key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_BACKSPACE:
            self.digits = self.digits[:-1]
        elif event.unicode and event.unicode.isdigit() and len(self.digits) < 18:
            self.digits += event.unicode
        else:
            super().key(event)

    def draw_extra(self, surface: pygame.Surface) -> None:
        """The field: the digits typed, or a dim hint, and the caret after them."""
        field, dark = self.field, (20, 20, 20)
        pygame.draw.rect(surface, (250, 250, 244), field, border_radius=field.h // 5)
        pygame.draw.rect(surface, self.ctx.art.theme.glow, field, 2, border_radius=field.h // 5)
        inner = field.inflate(-field.h // 2, -field.h // 5)
        size = int(field.h * 0.5)
        if self.digits:
            drawn = text_in(surface, self.digits, inner, size, dark, bold=True)
            caret_x = drawn.right + 3
        else:
            text_in(surface, "a deal number, like 7", inner, int(size * 0.8), (130, 130, 124))
            caret_x = inner.x - 4
        top, bottom = field.y + field.h // 5, field.bottom - field.h // 5
        pygame.draw.line(surface, dark, (caret_x, top), (caret_x, bottom), 2)


KEYS: tuple[tuple[str, str], ...] = (
    ("Arrows", "move between places"),
    ("Tab, Shift+Tab", "the cards that can move"),
    ("Enter, Space", "pick up · play on the focus"),
    ("Esc", "put the card back"),
    ("Shift+arrows", "aim anywhere, to see why not"),
    ("H · D", "a hint · the bot plays"),
    ("W · S", "the table in words · Show me"),
    ("Ctrl+Z · Ctrl+Y", "undo · redo"),
    ("Ctrl+N · F5", "a new deal · this deal again"),
    ("Ctrl+D · Ctrl+E", "a deal by number · end the game"),
    ("Ctrl+R · Ctrl+S", "replay · save a copy"),
    ("F1 · F8 · A", "rules · statistics · animation speed"),
)
"""The keys of every game's table and lessons, for the sheet ``?`` shows; a game's own
(``Kind.own_keys``: The Towers' U, The Republic's R) follow the undo row."""


class KeysSheet(Dialog):
    """The keys on one sheet (``?``), a key beside what it does on every row: everything
    the mouse does, by keys. While a card is held the arrows and Tab choose its target."""

    def __init__(self, ctx: Context, own: tuple[tuple[str, str], ...] = ()) -> None:
        at = KEYS.index(("Ctrl+Z · Ctrl+Y", "undo · redo")) + 1
        self.rows = (*KEYS[:at], *own, *KEYS[at:])
        intro = (
            "While a card is held, the arrows and Tab choose among its targets. In a lesson, "
            "Tab puts the focus on the cards and Esc gives the arrows back to the steps."
        )
        super().__init__(ctx, "Keys", intro, [("Close", "cancel")])

    def extra_height(self, u: float) -> int:
        return len(self.rows) * line_height(self.row_size(u)) + int(8 * u)

    def row_size(self, u: float) -> int:
        return max(14, int(17 * u))

    def draw_extra(self, surface: pygame.Surface) -> None:
        theme, u = self.ctx.art.theme, scale(self.ctx.size)
        size = self.row_size(u)
        step = line_height(size)
        top = self.body_box.bottom + int(8 * u)
        split = self.body_box.w * 9 // 25
        for i, (keys, what) in enumerate(self.rows):
            y = top + i * step
            left = Rect(self.body_box.x, y, split - int(10 * u), step)
            right = Rect(self.body_box.x + split, y, self.body_box.w - split, step)
            text_in(surface, keys, left, size, theme.glow, bold=True, align="left")
            text_in(surface, what, right, size, theme.ink, align="left")


def keys_sheet(ctx: Context, kind: object = None) -> None:
    """The table's keys on one sheet (``?``): every game's, and those of ``kind``."""
    ctx.push(KeysSheet(ctx, getattr(kind, "own_keys", ())))
