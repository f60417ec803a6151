"""One table, composed by every screen that shows a game (play, a lesson, a replay): the
board view, its animations, a toolbar with tooltips, a status line, short messages, the
points a move wins and the win celebration. It draws what it is given and animates what
happened; it decides nothing. It plays the sounds of what it animates too, each timed to
its animation (a card is heard as it lands), through ``ctx.sounds``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from boardwalk.render.animation import Animator, Celebration
from boardwalk.render.cardart import with_suits
from boardwalk.render.choreography import (
    animate_deal,
    animate_diff,
    animate_motions,
    celebration,
    let_go,
)
from boardwalk.render.fonts import font
from boardwalk.render.table import Highlights, TableView
from boardwalk.render.widgets import Button, Toast, button_at, button_row, panel, text_in

from .gestures import Position

if TYPE_CHECKING:
    from boardwalk.solitaire import Kind, Motion

    from .context import Context

ART_DEBOUNCE_MS = 150
Specs = list[tuple[str, str, str]]  # (caption, action, tooltip)
GO_ON = "Click or press any key to go on"
RIGHT_SIDE = ("replay", "help", "close")
"""Toolbar actions kept at the bar's right end, apart from the game's own actions."""
CHIME_AFTER_MS = 60
"""A completed column chimes this long after its last card is heard landing."""
SAME_SOUND_MS = 40
"""A sound asked for again this soon is heard once: two cards turning at the same moment
would otherwise be one sound at twice the loudness."""


class TableWidget:
    def __init__(
        self,
        ctx: Context,
        kind: Kind,
        variant: str,
        toolbar: Specs,
        width_of: Callable[[int], int] = lambda w: w,
        place_names: bool = False,
        rule: str = "",
    ) -> None:
        self.ctx, self.kind, self.variant, self.specs = ctx, kind, variant, toolbar
        self.rule = rule
        """The rule the game on this table was dealt under ("" for none): a layout may
        depend on it (Calculation's pile count)."""
        self.place_names = place_names
        """Row numbers and column letters always (a lesson); otherwise as the setting says."""
        self.width_of = width_of
        """How much of the window's width the table takes (a lesson keeps a panel beside)."""
        self.anim = Animator()
        self.toast = Toast()
        self.hover: tuple[int, int] = (-1, -1)
        self.art_wait = 0.0
        self.buttons: list[Button] = []
        self.view = self._view(ctx.size)
        self._position: Position | None = None
        self._canvas: pygame.Surface | None = None
        """The win cascade's board and trails, kept between frames (see ``_cascade``)."""
        self._cleared: set[str] = set()
        self._cues: list[tuple[float, str]] = []
        """Sounds waiting for their moment: (ms from now, name)."""
        self._clock = 0.0
        self._heard: dict[str, float] = {}
        """When each sound was last played, by ``_clock``."""
        self._layout_buttons()

    # -- size and colours --------------------------------------------------------------------
    def _view(self, size: tuple[int, int]) -> TableView:
        area = (self.width_of(size[0]), size[1])
        layout = self.kind.layout(self.variant, area, self.rule)
        return TableView(self.kind, layout, self.ctx.art)

    def _layout_buttons(self) -> None:
        """The game's actions from the toolbar's left end, watching and reading (Replay,
        Rules, Close) from its right, so a wide bar is not left half empty; the buttons
        and their words grow with the bar, and the right group never runs over the left."""
        bar = self.view.layout.toolbar
        height, gap = int(bar.h * 0.7), max(8, bar.h // 5)
        left = button_row([s for s in self.specs if s[1] not in RIGHT_SIDE], bar, height, gap)
        right = button_row([s for s in self.specs if s[1] in RIGHT_SIDE], bar, height, gap)
        if right:
            shift = bar.right - gap - right[-1].rect.right
            if left:
                shift = max(shift, left[-1].rect.right + 2 * gap - right[0].rect.x)
            for b in right:
                b.rect.x += shift
        order = [action for _, action, _ in self.specs]
        self.buttons = sorted(left + right, key=lambda b: order.index(b.action))

    def resized(self, size: tuple[int, int]) -> None:
        """Re-flow at once; redraw card art at the new size once resizing pauses. A win
        cascade in flight ends: its cards were thrown across the old window."""
        art_size = self.view.art_size
        self.view = self._view(size)
        self.view.art_size = art_size
        self.art_wait = ART_DEBOUNCE_MS
        self.anim.stop_celebrating()
        self._layout_buttons()

    def catch_up(self) -> None:
        """Back on top: take in a size or colours changed while the table was away."""
        size = self.ctx.size
        moved = self.view.layout.size != (self.width_of(size[0]), size[1])
        if moved or self.view.theme is not self.ctx.art.theme:
            self.resized(size)

    def settle(self) -> None:
        self.anim.finish()
        self.anim.stop_celebrating()
        self.view.art_size = self.view.layout.card
        self._cues.clear()

    def update(self, dt: float) -> None:
        if self.art_wait > 0:
            self.art_wait -= dt
            if self.art_wait <= 0:
                self.view.art_size = self.view.layout.card
        self.anim.update(dt)
        self.toast.update(dt)
        self._clock += dt
        self._sound_cues(dt)

    def busy(self) -> bool:
        """Something on the table moves or is about to change (or to be heard): draw the
        next frame, so that time keeps its pace."""
        return self.anim.active or self.toast.stale or self.art_wait > 0 or bool(self._cues)

    # -- what the gestures read ---------------------------------------------------------------
    def position(self, board: Any, legal: Sequence[str]) -> Position:
        """The board on this layout, kept while neither changes (asked on every event)."""
        p = self._position
        stale = p is None or p.board is not board or p.layout is not self.view.layout
        if stale or (p.legal is not legal and p.legal != legal):  # ended, or reopened
            self._position = Position(self.kind, board, self.view.layout, legal)
        return self._position

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        return button_at(self.buttons, pos)

    # -- sounds --------------------------------------------------------------------------------
    def sound(self, name: str, after: float = 0.0) -> None:
        """Play a sound now, or ``after`` ms, when the animation it belongs to gets there."""
        if after > 0:
            self._cues.append((after, name))
        elif self._clock - self._heard.get(name, -SAME_SOUND_MS) >= SAME_SOUND_MS:
            self._heard[name] = self._clock
            self.ctx.sounds.play(name)

    def _sound_cues(self, dt: float) -> None:
        due = [name for after, name in self._cues if after <= dt]
        self._cues = [(after - dt, name) for after, name in self._cues if after > dt]
        for name in due:
            self.sound(name)

    def picked_up(self) -> None:
        """A card has just been lifted off the table (a drag began)."""
        self.sound("pick")

    def _sound_motions(self, before: Any, events: Sequence[Any], motions: list[Motion]) -> None:
        """A move heard as it is seen: each card as it lands, each flip as it turns, and a
        chime for a place the move completed, once its card is down. The moments are read
        from the animations just set (none when animations are off: all is heard at once)."""
        landed = 0.0
        for motion in motions:
            if motion.kind == "glide":
                glide = self.anim.glides.get(motion.card)
                at = glide.delay + glide.duration if glide else 0.0
                landed = max(landed, at)
                self.sound("place", at)
            elif motion.kind == "flip":
                flip = self.anim.flips.get(motion.card)
                self.sound("flip", flip.delay if flip else 0.0)
        if self.kind.completed(before, events):
            self.sound("complete", landed + CHIME_AFTER_MS if landed else 0.0)

    # -- telling and animating -----------------------------------------------------------------
    def say(self, message: str, ms: float = 4200) -> None:
        self.toast.show(with_suits(message), ms)

    def homes(self, board: Any) -> dict[str, Rect]:
        """Where every card of ``board`` is drawn: what a move's glides start from."""
        return {s.card: self.view.home(s) for s in self.kind.spots(board)}

    def animate_move(self, before: Any, events: Sequence[Any], held: dict[str, Rect]) -> None:
        """A move's events from the board it was played on; cards let go from the hand
        (``held``: a place, and where the lowest card taken from it was let go) glide from
        where they were let go, a run keeping its fan."""
        spots = self.kind.spots(before)
        up = {s.card for s in spots if s.face_up}  # a card in view flies as it is seen
        motions = [m for m in self.kind.motions(events) if m.kind != "flip" or m.card not in up]
        starts = self.homes(before)
        starts |= let_go(spots, self.view.home, motions, held)
        animate_motions(self.anim, motions, starts.get, self.ctx.anim_ms)
        self._sound_motions(before, events, motions)

    def pop_points(self, before: Any, after: Any, place: str) -> None:
        """Points a move won rise from where its card lands ("+1"), once it has landed."""
        gained = self.kind.points(after) - self.kind.points(before)
        if gained > 0 and self.ctx.anim_ms > 0 and place in self.view.layout.places:
            self.anim.pop(place, f"+{gained}", self.ctx.anim_ms)

    def animate_change(self, before: Any, after: Any, slow: float = 1.0) -> None:
        """Undo, redo and jumps: every card whose place or face changed goes there."""
        old, new = self.kind.spots(before), self.kind.spots(after)
        animate_diff(self.anim, old, new, self.view.home, self.ctx.anim_ms * slow)
        if old != new:
            self.sound("place", self.ctx.anim_ms * slow)

    def animate_deal(self, board: Any) -> None:
        layout = self.view.layout
        origin = (layout.size[0] // 2 - layout.card[0] // 2, layout.toolbar.bottom + 4)
        animate_deal(self.anim, self.kind.spots(board), origin, self.ctx.anim_ms)
        self.sound("deal")

    def snap_back(self, card: str, rect: Rect | None) -> None:
        """A card let go where it cannot stay glides home (silently: a refusal is heard from
        whoever refuses it, and a card put back on purpose says nothing)."""
        if rect is None:
            return
        if self.ctx.anim_ms > 0:
            self.anim.glide(card, rect.topleft, 0, self.ctx.anim_ms)

    def celebrate(self, board: Any, perfect: bool = False) -> None:
        """A won game: the cards cascade off the table once the winning move has landed,
        to a chime. Only the chime when animations are off: the game-over panel says it."""
        if self.ctx.anim_ms <= 0:
            self.sound("win")
            return
        layout = self.view.layout
        wait = self.ctx.anim_ms * 2 + 250
        self.sound("win", wait)
        spots = self.kind.spots(board)
        party = celebration(spots, self.view.home, layout.size, layout.status.top, perfect, wait)
        self.anim.celebrate(party)
        self._canvas = None

    def stop_celebrating(self) -> bool:
        """A click or a key during the cascade ends it (and does nothing else)."""
        self._canvas = None
        return self.anim.stop_celebrating()

    # -- drawing -------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        board: Any,
        marks: Highlights,
        status: str,
        enabled: Callable[[str], bool] = lambda action: True,
        bare: bool = False,
    ) -> None:
        """The table, its bars and messages; ``bare`` leaves the felt empty of cards, for
        a screen that shows something else on it (a lesson's score card)."""
        self.view.show_places = self.place_names or self.ctx.settings.place_names
        party = self.anim.celebration
        if bare:
            surface.fill(self.view.theme.felt_dark, Rect((0, 0), self.view.layout.size))
        elif party is not None:
            self._cascade(surface, board, party)
            self._sparks(surface, party)
        else:
            self._canvas = None
            self.view.draw(surface, board, self.anim, marks)
        self._bars(surface, status, enabled)
        self._pops(surface, board)
        self._tooltip(surface)
        if party is not None:
            self._party(surface, party)
        self.toast.draw(surface, self.toast_strip(), self.view.theme)

    def toast_strip(self) -> Rect:
        """Where short messages show: over the status line, grown upward into the free felt
        below the lowest card when there is some, and never over a card."""
        layout = self.view.layout
        status = layout.status
        lowest = max(layout.zone(place).bottom for place in layout.places) + 8
        top = min(status.top, max(lowest, status.top - status.h))
        return Rect(status.x, top, status.w, status.bottom - top)

    def _bars(self, surface: pygame.Surface, status: str, enabled: Callable[[str], bool]) -> None:
        layout, theme = self.view.layout, self.view.theme
        pygame.draw.rect(surface, theme.bar, layout.toolbar)
        pygame.draw.rect(surface, theme.bar, layout.status)
        for b in self.buttons:
            b.enabled = enabled(b.action)
            b.draw(surface, b.rect.collidepoint(self.hover), theme)
        line = layout.status.inflate(-28, -4)
        text_in(surface, status, line, max(12, int(layout.status.h * 0.5)), theme.ink)

    def _tooltip(self, surface: pygame.Surface) -> None:
        """What a toolbar button does and its key, under the pointer: shortcuts are found."""
        button = next((b for b in self.buttons if b.rect.collidepoint(self.hover)), None)
        if button is None or not button.tip:
            return
        theme, size = self.view.theme, max(12, button.rect.h // 2)
        w, h = font(size).size(button.tip)
        box = Rect(button.rect.x, button.rect.bottom + 6, w + 16, h + 8)
        box.right = min(box.right, self.view.layout.size[0] - 4)
        pygame.draw.rect(surface, theme.bar, box, border_radius=6)
        pygame.draw.rect(surface, theme.felt_light, box, width=1, border_radius=6)
        text_in(surface, button.tip, box.inflate(-12, -4), size, theme.ink, align="center")

    def _pops(self, surface: pygame.Surface, board: Any) -> None:
        """Points won rise from the top card of the place that won them, and fade."""
        if not self.anim.pops:
            return
        layout, theme = self.view.layout, self.view.theme
        tops = {s.place: s.index for s in self.kind.spots(board)}
        size = max(14, layout.card[1] // 5)
        for pop in self.anim.pops:
            if not pop.started:
                continue
            rise, strength = pop.look()
            card = layout.card_rect(pop.place, tops.get(pop.place, 0))
            box = Rect(0, 0, size * 3, int(size * 1.5))
            box.center = (card.centerx, int(card.top - rise * card.h * 0.45))
            chip = pygame.Surface(box.size, pygame.SRCALPHA)
            radius = box.h // 2
            pygame.draw.rect(chip, (*theme.bar, int(220 * strength)), chip.get_rect(), 0, radius)
            pygame.draw.rect(chip, (*theme.glow, int(255 * strength)), chip.get_rect(), 2, radius)
            surface.blit(chip, box)
            alpha = int(255 * strength)
            text_in(
                surface, pop.words, box, size, theme.glow, bold=True, align="center", alpha=alpha
            )

    def _cascade(self, surface: pygame.Surface, board: Any, party: Celebration) -> None:
        """The board as the cascade leaves it, and the trails of the falling cards: each is
        stamped where it is now onto a canvas kept between frames, so every earlier stamp
        stays (the classic ribbons of cards). When a card leaves, the cards left in its
        place are stamped again over it, as the classics did; a frame costs one blit."""
        canvas = self._canvas
        if canvas is None or canvas.get_size() != surface.get_size():
            hidden = Highlights(hidden=frozenset(party.gone))
            self.view.draw(surface, board, self.anim, hidden)
            self._canvas = canvas = surface.copy()
            self._cleared = set(party.gone)
        left = party.gone - self._cleared
        if left:
            spots = self.kind.spots(board)
            places = {s.place for s in spots if s.card in left}
            for s in spots:
                if s.place in places and s.card not in party.gone:
                    canvas.blit(self.view.image(s.card, s.face_up), self.view.home(s))
            self._cleared |= left
        for f in party.flying:
            canvas.blit(self.view.image(f.card, f.face_up), (int(f.x), int(f.y)))
        surface.blit(canvas, (0, 0))

    def _sparks(self, surface: pygame.Surface, party: Celebration) -> None:
        """A perfect game's sparks: small diamonds in the suits' colours, over the felt."""
        r = max(4, self.view.layout.card[0] // 12)
        for p in party.particles:
            x, y = int(p.x), int(p.y)
            pygame.draw.polygon(
                surface, p.color, [(x, y - r), (x + r // 2, y), (x, y + r), (x - r // 2, y)]
            )

    def _party(self, surface: pygame.Surface, party: Celebration) -> None:
        """The words of the celebration, bigger for a perfect game, and how to go on."""
        layout, theme = self.view.layout, self.view.theme
        unit = max(16, layout.size[1] // (24 if party.perfect else 30))
        box = Rect(0, 0, min(layout.size[0] - 40, unit * 14), int(unit * 4.4))
        box.center = (layout.size[0] // 2, layout.toolbar.bottom + box.h // 2 + unit)
        panel(surface, box, theme, alpha=230)
        words = "A perfect game!" if party.perfect else "You won!"
        inner = box.inflate(-unit, 0)
        title = Rect(inner.x, box.y + unit // 3, inner.w, int(unit * 2.6))
        text_in(surface, words, title, unit * 2, theme.glow, bold=True, align="center")
        below = Rect(inner.x, title.bottom, inner.w, box.bottom - title.bottom - unit // 3)
        text_in(surface, GO_ON, below, int(unit * 0.75), theme.ink_dim, align="center")
