"""Boardwalk Solitaire as the shell sees it: the rules, the table's geometry and gestures,
its words, its marks, its lessons and its bot, behind the ``Kind`` protocol.

Everything that names a Boardwalk place (rows 1–4 and the hand) lives in this package.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from threading import Event

from boardwalk.bot.reasons import reason as bot_reason
from boardwalk.bot.rollout import RolloutPlayer
from boardwalk.bot.solver import Solver
from boardwalk.rules import VARIANTS, Board, Game, find_variant, new_game, score
from boardwalk.rules.board import cards_at, locate, names
from boardwalk.rules.cards import code
from boardwalk.rules.describe import describe
from boardwalk.rules.events import CardFlipped, CardMoved, ColumnDeclared
from boardwalk.rules.explain import explain as explain_move
from boardwalk.rules.moves import legal_moves
from boardwalk.rules.text import capital, card_name, column_words, move_words, place_words
from boardwalk.solitaire import Motion, Spot

from .help_text import sections_for
from .layout import Layout, compute
from .lessons import LESSONS
from .look import BoardwalkLook

BLURBS = {
    "hopscotch": "Thirteen stacks and no hand. Very difficult to win.",
    "lucky-seven": "A four-card hand plays to the lowerwalk. A good recreational game.",
    "squattsi": "The hand reaches the upperwalk, which must ascend too. Mentally challenging.",
    "cheshire": "Six and six columns, dormant stacks, favors and coaxing. Maximum control.",
}
LIFTABLE_ROWS = "13h"
"""A card is picked up from a source stack (rows 1 and 3) or the hand, never a destination."""
FULL = 4
"""A destination is complete with four cards: one value, every suit."""
HINT_SECONDS, DEMO_SECONDS = 0.5, 1.5
"""Time a hint, or a demo move, imagines worlds for (the world being played out always
finishes, and the first is always judged)."""


class Boardwalk:
    id = "boardwalk"
    name = "Boardwalk Solitaire"
    variants = VARIANTS
    lessons = LESSONS
    look = BoardwalkLook()

    quick_nowhere = "No declared destination takes the {card}"
    """What a double-click on a card with no destination to go to says (then " now: …")."""

    @cached_property
    def bot(self) -> RolloutPlayer:
        """The honest bot behind hints and the demo (it decides from what a player sees,
        and plays each imagined world out as a player would), built when first asked."""
        return RolloutPlayer()

    # -- rules ---------------------------------------------------------------------------
    def new_game(self, variant: str, deal: int | None = None, deck: str | None = None) -> Game:
        return new_game(variant, deal=deal, deck=deck)

    def rule_choices(self, variant: str) -> tuple[()]:
        """None: Boardwalk has one set of rules, so a new deal asks nothing."""
        return ()

    def spots(self, board: Board) -> list[Spot]:
        """Every card of the board in drawing order (bottom cards first)."""
        n = names(board.variant)
        result = []
        for c, stack in enumerate(board.stacks):
            down = board.down[c]
            result += [Spot(code(card), n.src[c], i, i >= down) for i, card in enumerate(stack)]
        for c, pile in enumerate(board.piles):
            result += [Spot(code(card), n.dst[c], i, True) for i, card in enumerate(pile)]
        result += [Spot(code(card), n.hand[i], 0, True) for i, card in enumerate(board.hand)]
        return result

    def legal(self, board: Board) -> list[str]:
        return legal_moves(board)

    def explain(self, board: Board, move: str) -> str:
        return explain_move(board, move)

    def motions(self, events: Sequence[object]) -> list[Motion]:
        motions = []
        for event in events:
            if isinstance(event, CardMoved):
                motions.append(Motion("glide", card=event.card))
            elif isinstance(event, CardFlipped):
                motions.append(Motion("flip", card=event.card))
            elif isinstance(event, ColumnDeclared):
                motions.append(Motion("pulse", place=event.place))
        return motions

    def completed(self, before: Board, events: Sequence[object]) -> list[str]:
        """The destinations these events filled to four cards (a completed column)."""
        count = dict(zip(names(before.variant).dst, map(len, before.piles), strict=True))
        done = []
        for event in events:
            if isinstance(event, CardMoved):
                if event.src in count:
                    count[event.src] -= 1
                if event.dst in count:
                    count[event.dst] += 1
                    if count[event.dst] == FULL:
                        done.append(event.dst)
        return done

    def max_score(self, variant: str) -> int:
        return 52

    def points(self, board: Board) -> int:
        return score(board).total

    # -- the table -------------------------------------------------------------------------
    def layout(self, variant: str, size: tuple[int, int], rule: str = "") -> Layout:
        return compute(find_variant(variant), size)

    def can_lift(self, board: Board, place: str) -> bool:
        return place[0] in LIFTABLE_ROWS

    def lift_count(self, board: Board, place: str, index: int) -> int:
        """A top card lifts alone (a hand slot holds one card): nothing moves in groups."""
        if not self.can_lift(board, place):
            return 0
        return int(place[0] == "h" or index == len(cards_at(board, place)) - 1)

    def foundation_move(self, board: Board, place: str) -> None:
        """Boardwalk has no foundations (its destinations are built by declared value, not
        by suit from the Ace), so a shift-click is an ordinary click."""
        return None

    def layoff(self, board: Board) -> None:
        """No layoff: no card of Boardwalk goes up to a foundation."""
        return None

    def source(self, move: str) -> str:
        return move.split("-")[0].rstrip("*")

    def target(self, move: str) -> str:
        return move.split("-")[1].split("/")[0] if "-" in move else ""

    def choice_place(self, move: str) -> str:
        """Where the player clicks to choose this return: the blind card is the column's top."""
        ret = move.split("/")[1]
        return "3" + self.target(move)[1] if ret == "?" else ret

    def choice_word(self, move: str) -> str:
        return "blind" if move.endswith("/?") else ""

    def quick_targets(self, board: Board, moves: Sequence[str]) -> set[str]:
        """Double-click sends a card to a declared destination (rows 2 and 4, not empty)."""
        targets = {self.target(m) for m in moves}
        return {t for t in targets if t[:1] in "24" and cards_at(board, t)}

    def place_move(self, board: Board, place: str) -> str | None:
        """A click on a dormant stack (Cheshire) asks for a favor."""
        if place[0] != "1":
            return None
        _, column = locate(board.variant, place)
        return f"{place}*" if column in board.dormant else None

    def played_words(self, board: Board, move: str, only: bool) -> str:
        """After a hand play that brought a card back (``board`` is the board after it):
        which card came into the hand, for which card, card first."""
        if "/" not in move:
            return ""
        ret, slot = move.split("/")[1], move.split("-")[0]
        _, column = locate(board.variant, self.target(move))
        played = board.stacks[column] if self.target(move)[0] == "1" else board.piles[column]
        came, went = card_name(board.hand[int(slot[1]) - 1]), card_name(played[-1])
        if ret == "?":
            words = f"the blind card, the {came}, came into your hand for the {went}"
        else:
            _, back = locate(board.variant, ret)
            words = f"the {came} came back from {column_words(board.variant, back)} for the {went}"
        return f"The only return: {words} ({move})." if only else f"{capital(words)} ({move})."

    def move_words(self, board: Board, move: str) -> str:
        """A move in a player's words, from the board it is played on, for the replay:
        ``"the 7♦ onto column e of the lowerwalk (1c-4e)"``."""
        return move_words(board, move)

    def place_words(self, board: Board, place: str) -> str:
        """A place in a player's words: ``"the 5s in column c of the lowerwalk"``."""
        return place_words(board, place)

    def places_named(self, move: str) -> tuple[str, ...]:
        """The places a move names, to highlight it: ``h2-4d/3g`` -> h2, 4d, 3g."""
        parts = move.replace("*", "").replace("/", "-").split("-")
        return tuple(p for p in parts if p and p != "?")

    # -- words ------------------------------------------------------------------------------
    def status_parts(self, game: Game) -> list[str]:
        if not game.variant.favors:
            return []
        left = len(game.board.dormant)
        return [f"{left or 'no'} favor{'' if left == 1 else 's'} left"]

    def help_sections(self, variant: str) -> list[tuple[str, str]]:
        return sections_for(variant)

    def describe(self, board: Board) -> list[tuple[str, str]]:
        """The position in words, row by row, and every move (the table's W key)."""
        return describe(board)

    def blurb(self, variant: str) -> tuple[str, str]:
        """The variant's shape and a line about it, for the title screen."""
        v = find_variant(variant)
        hand = f", a hand of {v.hand_size}" if v.hand_size else ", no hand"
        return f"{v.upper_columns} + {v.lower_columns} columns{hand}", BLURBS[variant]

    # -- the bot ----------------------------------------------------------------------------
    def hint(self, board: Board, stop: Event | None = None, demo: bool = False) -> str | None:
        """A hint comes within a second; the demo, which nobody waits on, thinks longer."""
        return self.bot.hint(board, stop, DEMO_SECONDS if demo else HINT_SECONDS)

    def reason(self, board: Board, move: str) -> str:
        return bot_reason(board, move)

    def solver(self, nodes: int) -> Solver:
        return Solver(nodes)

    def verdict(self, game: Game) -> None:
        """None: the hand and the face-down cards are hidden, so whether a game can still be
        won is not known to the player, and the table shows no verdict."""
        return None


BOARDWALK = Boardwalk()
