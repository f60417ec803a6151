"""The live verdict at the table: "Can still be won", "Lost since move 23", written where
the game's layout keeps a ``verdict`` box (The Towers: under the rule's plaque), and, once
the game is lost, one button (or U) that takes back the moves that lost it in one
animated change, each counted as an undo and kept on the redo list.

The game decides (``Kind.verdict``) off the frame loop, once per position; an answer is
only ever taken for the position it was asked about, so an answer that comes after a move,
an undo or a redo is dropped. While a new answer is on its way the last words stay for a
moment (most answers take a few milliseconds), then give way to "Looking ahead…": a
verdict never stands for a position it was not decided for longer than that moment, and
the button only acts on the answer for the position on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from boardwalk.play.session import Outcome
from boardwalk.play.thinking import Background
from boardwalk.render.fonts import font
from boardwalk.render.widgets import Button, text_in
from boardwalk.solitaire import Outlook

if TYPE_CHECKING:
    from boardwalk.play.keeper import Keeper
    from boardwalk.render.theme import Theme

    from .table_widget import TableWidget

HOLD_MS = 400.0
"""How long the last words stay while the answer for a new position is on its way."""
LOOKING = Outlook("unknown", "Looking ahead…", "The solver is looking at this position.")
KEY_WORDS = "U"
SETTLE_SECONDS = 10.0


def undo_words(back_to: int, played: int) -> str:
    """The button that keeps ``back_to`` of ``played`` moves, named by the moves it takes
    back (``Undo move 23``, ``Undo moves 23–30``), so it is exact what "to move 23" does."""
    first = back_to + 1
    return f"Undo move {first}" if first >= played else f"Undo moves {first}–{played}"


def undo_tip(back_to: int, played: int) -> str:
    where = "from the deal" if back_to == 0 else f"after move {back_to}"
    moves = f"move {played}" if back_to + 1 >= played else f"moves {back_to + 1} to {played}"
    return f"Takes back {moves}: {where} the game can still be won ({KEY_WORDS})."


def back_step(keeper: Keeper, game: Any, keep: int) -> Outcome:
    """Undo, one move at a time through the keeper (each saved and counted), until ``keep``
    moves are left; the outcome of the last undo, or why nothing was undone."""
    outcome = Outcome(False, refusal="Nothing to take back.")
    while len(game.moves) > keep:
        outcome = keeper.undo()
        if not outcome.changed:
            break
    return outcome


class LiveVerdict:
    """The verdict of the position on the table: asked for when the position changes,
    taken when it comes, drawn in the layout's ``verdict`` box with its button."""

    def __init__(self, kind: Any) -> None:
        self.kind = kind
        self.thinking = Background()
        self.asked: tuple[object, bool] | None = None
        """The position asked about (its board, and whether the game was ended)."""
        self.wanted = False
        """The game gives a verdict for that position (not won, not ended, cards in view)."""
        self.known: tuple[object, Outlook] | None = None
        """The last answer taken, with the board it is the answer for."""
        self.waited = 0.0
        self.played = 0
        self.button: Button | None = None
        self._drawn: object = None

    # -- thinking -------------------------------------------------------------------------
    def update(self, game: Any, dt: float) -> None:
        """Ask again when the position changed; take an answer only for the position asked."""
        self.played = len(game.moves)
        if self.asked is None or self.asked[0] is not game.board or self.asked[1] != game.ended:
            self._ask(game)
        answer = self.thinking.take()
        if answer is not None and self.asked is not None and answer[0] is self.asked[0]:
            self.known = answer
        self.waited += dt

    def _ask(self, game: Any) -> None:
        self.asked, self.waited = (game.board, game.ended), 0.0
        ask = getattr(self.kind, "verdict", None)
        work: Callable[..., Outlook] | None = ask(game) if ask is not None else None
        self.wanted = work is not None
        if work is None:
            self.thinking.forget()
        else:
            self.thinking.start(game.board, work, stop=True)

    def settle(self, game: Any) -> None:
        """A settled table (a screenshot): the answer for the position, waited for."""
        self.update(game, 0.0)
        self.thinking.wait(SETTLE_SECONDS)
        self.update(game, 0.0)

    def current(self) -> Outlook | None:
        """The answer for the position on the table; None until it has come."""
        if self.wanted and self.known is not None and self.asked is not None:
            return self.known[1] if self.known[0] is self.asked[0] else None
        return None

    def shown(self) -> Outlook | None:
        """What the table writes now: the answer, else the last words for a moment, else
        "Looking ahead…"; nothing where no verdict is wanted."""
        if not self.wanted:
            return None
        now = self.current()
        if now is not None:
            return now
        if self.known is not None and self.waited < HOLD_MS:
            return self.known[1]
        return LOOKING

    def busy(self) -> bool:
        """What would be drawn differs from what was: an answer came, or the moment passed."""
        return self._look() != self._drawn

    def _look(self) -> tuple[str, str]:
        shown = self.shown()
        return (shown.words, self._label(shown)) if shown is not None else ("", "")

    def _label(self, shown: Outlook) -> str:
        back = shown.back_to
        return undo_words(back, self.played) if back is not None and back < self.played else ""

    # -- the click ------------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]) -> bool:
        return self.button is not None and self.button.hit(pos)

    def back(self, keeper: Keeper, game: Any) -> Callable[[], Outcome] | None:
        """The undo-to that the button and U ask for, as a step for the table to animate;
        None when the game gives no verdict (the key then does nothing)."""
        if not self.wanted:
            return None
        now = self.current()
        if self.known is None or self.known[0] is not game.board:
            now = None  # the game moved since the last look (several keys in one frame)
        if now is None:
            why = "A moment: the solver is still looking at this position."
            return lambda: Outcome(False, refusal=why)
        if now.back_to is None or now.back_to >= len(game.moves):
            return lambda: Outcome(False, refusal=_nothing_to_take_back(now))
        keep = now.back_to
        return lambda: back_step(keeper, game, keep)

    # -- drawing --------------------------------------------------------------------------
    def draw(
        self, surface: pygame.Surface, widget: TableWidget, board: Any, floating: tuple = ()
    ) -> None:
        """The verdict in its box, under any card that moves or is held over it."""
        self._drawn = self._look()
        self.button = None
        box = getattr(widget.view.layout, "verdict", None)
        shown = self.shown()
        if shown is None or box is None or box.h < 16 or box.w < 40:
            return
        covers = _covers(widget, board, floating, box)
        saved = [(r, surface.subsurface(r).copy()) for r in covers]
        self._badge(surface, box, shown, widget)
        for rect, pixels in saved:
            surface.blit(pixels, rect)
        if not covers:
            self._tooltip(surface, widget, box, shown)

    def _badge(self, surface: pygame.Surface, box: Rect, shown: Outlook, widget) -> None:
        """A dot of the verdict's colour and its words; below them the button, if any."""
        theme = widget.view.theme
        unit = max(11, int(box.h * 0.24))
        line = Rect(box.x, box.y, box.w, min(box.h // 2, int(unit * 1.5)))
        dot = max(3, unit // 3)
        words = line.inflate(-2 * dot - 4, 0).move(dot + 2, 0)
        ink = theme.ink if shown.state == "lost" else theme.ink_dim
        drawn = text_in(surface, shown.words, words, unit, ink, bold=True, align="center")
        centre = (drawn.left - dot - max(3, unit // 3), drawn.centery)
        color = {"winnable": theme.target, "lost": theme.warn}.get(shown.state, theme.ink_dim)
        pygame.draw.circle(surface, color, centre, dot, 0 if shown.state != "unknown" else 2)
        label = self._label(shown)
        if label:
            self.button = self._button(box, line, unit, label, shown)
            hover = self.button.rect.collidepoint(widget.hover)
            self.button.draw(surface, hover, theme)

    def _button(self, box: Rect, line: Rect, unit: int, label: str, shown: Outlook) -> Button:
        height = min(box.bottom - line.bottom - 2, int(unit * 2))
        width = min(box.w, font(max(11, int(height * 0.42))).size(label)[0] + height)
        rect = Rect(0, 0, width, height)
        rect.midtop = (box.centerx, line.bottom + max(1, (box.bottom - line.bottom - height) // 3))
        tip = undo_tip(shown.back_to or 0, self.played)
        return Button(label, "undo-to", rect, tip)

    def _tooltip(self, surface: pygame.Surface, widget, box: Rect, shown: Outlook) -> None:
        """The long words, under the box, while the pointer rests on the verdict."""
        hover = widget.hover
        on_button = self.button is not None and self.button.rect.collidepoint(hover)
        if not (box.collidepoint(hover) and shown.tip):
            return
        words = self.button.tip if on_button and self.button else shown.tip
        tooltip(surface, widget.view.theme, words, box, widget.view.layout)


def tooltip(surface: pygame.Surface, theme: Theme, words: str, under: Rect, layout: Any) -> None:
    """A tooltip box centred under ``under``, kept inside the window, its words the size
    of the toolbar's tooltips."""
    size = layout.size
    text = max(12, int(layout.toolbar.h * 0.35))
    w, h = font(text).size(words)
    box = Rect(0, 0, min(w + 16, size[0] - 8), h + 8)
    box.midtop = (under.centerx, under.bottom + 6)
    box.clamp_ip(Rect(4, 0, size[0] - 8, size[1]))
    pygame.draw.rect(surface, theme.bar, box, border_radius=6)
    pygame.draw.rect(surface, theme.felt_light, box, width=1, border_radius=6)
    text_in(surface, words, box.inflate(-12, -4), text, theme.ink, align="center")


def _covers(widget: TableWidget, board: Any, floating: tuple, box: Rect) -> list[Rect]:
    """The parts of ``box`` under a card that glides or is held: drawn over the verdict."""
    view, anim = widget.view, widget.anim
    rects = [Rect(rect) for _, rect in floating]
    if anim.glides:
        for spot in view.kind.spots(board):
            if spot.card in anim.glides:
                where = anim.position(spot.card, view.home(spot).topleft)
                rects.append(Rect(where, view.layout.card))
    bounds = surface_bounds(view.layout.size)
    return [r.clip(box).clip(bounds) for r in rects if r.colliderect(box)]


def surface_bounds(size: tuple[int, int]) -> Rect:
    return Rect((0, 0), size)


def _nothing_to_take_back(now: Outlook) -> str:
    """Why the undo-to does nothing for this verdict."""
    if now.state == "winnable":
        return "This game can still be won: there is nothing to take back."
    if now.state == "unknown":
        return "The solver has not decided this position, so there is nothing to go back to."
    return f"{now.tip} There is no move to take back to."
