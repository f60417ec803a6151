"""The score of a finished game, on an opaque panel over the dimmed table: the game draws
its own breakdown (for Boardwalk, RULES.md §13: piles, hand, spikes); this frames it with
a headline that says once how it went, the total counting up from 0, the player's record
for the variant and what the clairvoyant solver says of the deal.

Dismissed with the action chosen (``back``, ``replay``, ``stats``, ``again``, ``new``).
Copy challenge (Ctrl+C), beside the total, puts the game on the clipboard as a challenge
code and leaves the score on screen. Watch the win, beside the verdict once the solver has
won the deal, opens the replay of its win over the score, which is there again on Close.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Rect

from boardwalk.play.thinking import Background
from boardwalk.render.animation import Tween, ease_out_cubic
from boardwalk.render.fonts import font
from boardwalk.render.widgets import Button, button_at, panel, shade, text_in

from .base import Focus, Screen, command_held
from .headline import counted, headline, is_perfect, score_words
from .score_rules import challenge_standing, rule_standing

SOLVER_NODES = 15_000  # a few seconds: long enough to find most wins, short enough to wait for
COUNT_GLIDES = 5
"""The count-up lasts as long as five card glides: it follows the player's animation speed."""
COUNT_MOST_MS = 2400
"""…but never longer than this, whatever the speed: a score is read, not waited for."""

if TYPE_CHECKING:
    from boardwalk.render.theme import Color
    from boardwalk.rules import Game
    from boardwalk.solitaire import Kind
    from boardwalk.statistics import Figures

    from .context import Context

ACTIONS = [
    ("Back to the table", "back"),
    ("Replay this game", "replay"),
    ("Statistics", "stats"),
    ("Play this deal again", "again"),
    ("New deal", "new"),
]
SHARE = "Copy challenge"
WATCH = "Watch the win"


@dataclass(frozen=True)
class Frame:
    """Where each part of the panel goes, for one window size."""

    box: Rect
    size: int
    head: Rect
    under: Rect
    total: Rect
    bar: Rect
    breakdown: Rect
    compare: Rect
    verdict: Rect
    share: Rect
    watch: Rect


def frame(w: int, h: int) -> Frame:
    """The panel and its parts: it grows with the window, and so does its text."""
    box = Rect(0, 0, min(int(w * 0.9), int(h * 1.45)), int(h * 0.88))
    box.center = (w // 2, h // 2)
    size = max(15, box.h // 36)
    pad, line = size * 3 // 2, font(size).get_linesize()
    inner = box.inflate(-2 * pad, -2 * pad)
    big = font(size * 2, True).get_linesize()
    head = Rect(inner.x, inner.y, inner.w * 3 // 5, big)
    total = Rect(inner.right - inner.w // 3, inner.y, inner.w // 3, big)
    bar = Rect(total.x, total.bottom + size // 3, total.w, max(6, size // 2))
    share = share_button(inner.right, bar.bottom + size * 2 // 3, size)
    under = Rect(inner.x, max(head.bottom, bar.bottom) + size // 3, 0, line)
    under.w = share.x - size - inner.x
    buttons_top = inner.bottom - button_height(size)
    verdict = Rect(inner.x, buttons_top - size - 2 * line, inner.w, 2 * line)
    compare = Rect(inner.x, verdict.y - size // 2 - line, inner.w, line)
    top = max(under.bottom + size, share.bottom + size // 2)
    breakdown = Rect(inner.x, top, inner.w, compare.y - size // 2 - top)
    watch = watch_button(verdict, size)
    return Frame(box, size, head, under, total, bar, breakdown, compare, verdict, share, watch)


def button_height(size: int) -> int:
    return max(36, size * 12 // 5)


def share_button(right: int, top: int, size: int) -> Rect:
    """Copy challenge, under the total it shares: as wide as its words, a little lower than
    the buttons along the foot, since it is not a way out of the screen."""
    bh = button_height(size) * 5 // 6
    w = font(max(11, int(bh * 0.42))).size(SHARE)[0] + bh
    return Rect(right - w, top, w, bh)


def watch_button(verdict: Rect, size: int) -> Rect:
    """Watch the win, at the end of the verdict that points at it: as wide as its words
    (bold, as when the keys are on it) and as tall as Copy challenge."""
    bh = button_height(size) * 5 // 6
    w = font(max(11, int(bh * 0.42)), True).size(WATCH)[0] + bh
    rect = Rect(verdict.right - w, 0, w, bh)
    rect.centery = verdict.centery
    return rect


def win_title(game: Game) -> str:
    """The replay's title: whose win, and of which deal."""
    name = game.variant.name
    where = f"{name} deal {game.deal}" if game.deal is not None else f"a custom {name} deal"
    return f"The solver's win, {where}"


def action_buttons(box: Rect, size: int) -> list[Button]:
    """The five choices along the panel's foot, each as wide as its words need, together
    filling the row."""
    pad, gap, bh = size * 3 // 2, max(8, size // 2), button_height(size)
    room = box.w - 2 * pad - gap * (len(ACTIONS) - 1)
    label = max(11, int(bh * 0.42))
    needs = [font(label, True).size(words)[0] + bh for words, _ in ACTIONS]
    x, y, buttons = box.x + pad, box.bottom - pad - bh, []
    for (words, action), need in zip(ACTIONS, needs, strict=True):
        bw = room * need // sum(needs)
        buttons.append(Button(words, action, Rect(x, y, bw, bh), primary=action == "new"))
        x += bw + gap
    return buttons


class ScoreScreen(Screen):
    opaque = False

    def __init__(self, ctx: Context, kind: Kind, game: Game, before: Figures) -> None:
        super().__init__(ctx)
        self.kind, self.game, self.before = kind, game, before
        self.rule_words = rule_standing(ctx.keeper, kind, game)
        """A game with rules shows its rule's figures (with this game) for the record line."""
        self.challenge = challenge_standing(ctx.keeper, kind, game)
        """A challenge taken up shows the challenger's result beside this one instead."""
        self.verdict: Any = None
        """The solver's answer (the game's own ``Verdict``: winnable, best, line, nodes),
        kept for the screen's life: a replay opened over it leaves it be."""
        self.resized(ctx.size)
        total = game.score().total
        length = min(COUNT_MOST_MS, COUNT_GLIDES * ctx.anim_ms) if total else 0
        self.count = Tween(ctx.anim_ms / 2 if length else 0, length)
        """The total counting up from 0; a click or a key brings it to the end at once."""
        self._drawn: tuple[object, ...] = ()
        self.thinking = Background()
        self.solver = kind.solver(SOLVER_NODES)
        self.thinking.start("deal", self.solver.solve, self.game.start)

    @property
    def demo(self) -> bool:
        """The bot played in this game: it was not recorded."""
        session = self.ctx.keeper.current
        return bool(session and session.game is self.game and session.demo)

    def exit(self) -> None:
        self.solver.cancel()  # leaving the score: its answer would go unread

    def settle(self) -> None:
        self.count.elapsed = self.count.delay + self.count.duration

    def shown_total(self) -> int:
        """The total as the count-up stands now."""
        return round(self.game.score().total * ease_out_cubic(self.count.progress))

    def busy(self) -> bool:
        """Drawn again while the total counts up, and once when the solver answers; a
        score being read is not redrawn."""
        return not self.count.done or self._drawn != self._look()

    def _look(self) -> tuple[object, ...]:
        return (self.shown_total(), self.count.done, self.verdict)

    def update(self, dt: float) -> None:
        self.count.elapsed += dt
        answer = self.thinking.take()
        if answer is not None:
            self.verdict = answer[1]

    def verdict_words(self) -> str:
        """What the clairvoyant solver says of this deal, once it has looked."""
        v = self.verdict
        if v is None:
            return "The solver, which sees every card, is looking at this deal…"
        best = counted(v.best, "point") if v.best is not None else ""
        if self.win_line():
            return "This deal was winnable: watch how the solver won it, seeing every card."
        if v.winnable:
            return f"This deal was winnable: the solver found a win; it reached {best}."
        if v.winnable is False:
            return (
                "This deal could not be won, even seeing every card: the solver tried every "
                "line and proved it." + (f" At best {best}." if best else "")
            )
        where = counted(v.nodes, "position")
        return (
            f"The solver's budget ran out after {where} without a win: that does not prove "
            "the deal lost." + (f" It reached {best}." if best else "")
        )

    def win_line(self) -> tuple[str, ...]:
        """The solver's moves from the deal to its win; none while it thinks, or without
        a win (then there is nothing to watch)."""
        v = self.verdict
        return tuple(v.line) if v is not None and v.winnable is True else ()

    def compare_words(self) -> str:
        """The game beside the player's record for the variant (a demo game has no place
        in it: the bot played)."""
        b, name = self.before, self.game.variant.name
        if self.demo:
            return "The bot played in this game, so it is not recorded in your statistics."
        if self.challenge is not None:
            return self.challenge.words
        if self.rule_words:
            return self.rule_words
        if not b.games:
            return f"Your first recorded game of {name}."
        return (
            f"Your {name} so far: best {b.best}, average {b.average:.1f} over "
            f"{counted(b.games, 'game')}, {b.wins:,} won."
        )

    def badge(self) -> str:
        """A word of praise after the record line: a new best, or a challenge beaten."""
        if self.challenge is not None:
            return "CHALLENGE WON" if self.challenge.beaten and not self.demo else ""
        b = self.before
        best = not self.demo and b.games > 0 and self.game.score().total > b.best
        return "NEW BEST" if best and not self.rule_words else ""  # no best by rule

    def resized(self, size: tuple[int, int]) -> None:
        self.frame = frame(*size)
        self.box = self.frame.box
        self.fixed = action_buttons(self.box, self.frame.size)
        self.fixed.append(Button(SHARE, "share", self.frame.share))
        self.watch = Button(WATCH, "watch", self.frame.watch)
        if not getattr(self, "focus", None):
            actions = [b.action for b in self.fixed]
            self.focus = Focus(actions.index("new") if "new" in actions else 0)

    @property
    def buttons(self) -> list[Button]:
        """The choices in view: Watch the win joins them, last in the keys' round so that
        no other button's place in it moves, once the solver has a win to show."""
        return [*self.fixed, self.watch] if self.win_line() else self.fixed

    @property
    def focused(self) -> Button:
        """The button the keys are on (the last, should the buttons ever be fewer)."""
        buttons = self.buttons
        return buttons[min(self.focus.index, len(buttons) - 1)]

    def handle(self, event: pygame.event.Event) -> None:
        """A button, Esc (back to the table) or Enter (the highlighted New deal) chooses at
        once, counting or not; any other click or key brings the count to its end."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN:
            hit = button_at(self.buttons, event.pos) if event.button == 1 else None
            if hit:
                self.choose(hit.action)
            else:
                self.settle()
        elif event.type == pygame.KEYDOWN:
            took = self.focus.key(event, len(self.buttons))
            if took is False:
                self.settle()
            elif took and self.focus.shown:
                self.choose(self.focused.action)
            elif event.key == pygame.K_ESCAPE:
                self.choose("back")
            elif event.key == pygame.K_c and command_held(event):
                self.choose("share")
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.choose("new")  # the highlighted button, as in every dialog
            else:
                self.settle()

    def choose(self, action: str) -> None:
        """Every choice leaves the screen with its action but Copy challenge, which copies
        and stays (the player may still want the table, the replay or a new deal), and
        Watch the win, whose replay opens over the score and gives it back on Close."""
        if action == "share":
            self.settle()
            self.ctx.go("copy-challenge", game=self.game)
        elif action == "watch":
            self.settle()
            g, moves = self.game, list(self.win_line())
            title = win_title(g)
            self.ctx.go("replay", variant=g.variant.id, deck=g.deck, moves=moves, title=title)
        else:
            self.dismiss(action)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme, f, s = self.ctx.art.theme, self.frame, self.game.score()
        most = self.kind.max_score(self.game.variant.id)
        head = headline(s.total, most, s.won, is_perfect(s), theme, score_words(self.kind, most))
        self._drawn = self._look()
        shade(surface, 150)
        panel(surface, f.box, theme)
        if head.perfect:  # a gold rim: the one game in many that scores everything
            pygame.draw.rect(surface, theme.glow, f.box, width=3, border_radius=16)
        text_in(surface, head.words, f.head, f.size * 2, head.color, bold=True)
        text_in(surface, head.under, f.under, f.size, theme.ink_dim)
        self._total(surface, most, head.color)
        self.kind.look.score(surface, f.breakdown, self.game, self.ctx.art, f.size)
        self._compare(surface)
        self._verdict(surface)
        focused = self.focused
        for b in self.buttons:
            b.primary = b is focused  # Enter's button is the lit one
            b.draw(surface, b.rect.collidepoint(self.hover), theme)
        self.focus.ring(surface, focused.rect, theme.focus)

    def _verdict(self, surface: pygame.Surface) -> None:
        """The solver's words, making room at their end for Watch the win when it is there."""
        f, ink = self.frame, self.ctx.art.theme.ink_dim
        room = Rect(f.verdict)
        if self.win_line():
            room.w = f.watch.x - f.size - room.x
        valign = "center" if self.win_line() else "top"
        text_in(surface, self.verdict_words(), room, f.size - 1, ink, lines=2, valign=valign)

    def _total(self, surface: pygame.Surface, most: int, landed: Color) -> None:
        """The total counting up with its bar filling; it takes the headline's colour once
        it lands, so the end of the count is felt."""
        theme, f, shown = self.ctx.art.theme, self.frame, self.shown_total()
        won = self.game.score().won
        color = landed if self.count.done and won else theme.ink
        words = f"{shown} / {most}"
        text_in(surface, words, f.total, f.size * 2, color, bold=True, align="right")
        radius = f.bar.h // 2
        pygame.draw.rect(surface, theme.felt_dark, f.bar, border_radius=radius)
        filled = Rect(f.bar.x, f.bar.y, f.bar.w * shown // max(1, most), f.bar.h)
        if filled.w:
            pygame.draw.rect(surface, landed if won else theme.glow, filled, border_radius=radius)

    def _compare(self, surface: pygame.Surface) -> None:
        """The record line, with a badge after it when the game beat the best or the
        challenge (a challenge's line may take two lines: it holds both results)."""
        theme, f, words = self.ctx.art.theme, self.frame, self.badge()
        room, lines = Rect(f.compare), 1 + (self.challenge is not None)
        room.y, room.h = f.compare.bottom - lines * f.compare.h, lines * f.compare.h
        badge = None
        if words:
            label = font(f.size - 2, True).size(words)[0] + f.size * 2
            badge = Rect(0, 0, label, f.compare.h)
            room.w -= label + f.size
        drawn = text_in(surface, self.compare_words(), room, f.size, theme.ink, lines=lines)
        if badge is not None:
            badge.midleft = (drawn.right + f.size, drawn.centery)
            pygame.draw.rect(surface, theme.glow, badge, border_radius=badge.h // 2)
            text_in(surface, words, badge, f.size - 2, theme.bar, bold=True, align="center")
