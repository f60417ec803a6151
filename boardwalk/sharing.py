"""Sharing through the clipboard, the routes' part of it: a deal line copied or pasted, a
challenge code copied, and a pasted code taken up. A code is offered two ways: watch the
challenger's game replayed (proven by the rules), or play the same deal under the same rule
yourself, their result kept with your game for the score screen to compare
(``play/rivalry.py``). A mix-in of ``navigation.Routes``, which it leans on for the game
in progress and for dealing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from boardwalk import clipboard
from boardwalk.play import challenge
from boardwalk.play.rivalry import rival_of
from boardwalk.screens.dialogs import Dialog, confirm

if TYPE_CHECKING:
    from boardwalk.rules import Game
    from boardwalk.screens.context import Context
    from boardwalk.screens.table import TableScreen


class Sharing:
    """The clipboard's routes (``copy-deal``, ``copy-challenge``, ``paste``)."""

    ctx: Context
    table: TableScreen | None
    game: Game | None
    begin: Callable[..., None]
    start: Callable[..., None]
    replay: Callable[..., None]
    confirm_abandon: Callable[..., None]

    def tell(self, words: str, title: str) -> None:
        """At the table a toast; anywhere else a dialog."""
        if self.table is None or self.ctx.top() is not self.table:
            return self.ctx.report(words, title)
        self.table.widget.say(words, 7000)

    def copy_deal(self) -> None:
        if self.game is not None:
            reached = clipboard.copy(challenge.deal_line(self.game))
            self.tell(challenge.deal_copied(self.game, reached), "Deal copied")

    def copy_challenge(self, game: Game | None = None, **record: Any) -> None:
        """``game``'s code, or a history game's (its variant, deal, deck and moves)."""
        try:
            game = game or challenge.recorded(**record)
            reached = clipboard.copy(challenge.share_line(game))
        except ValueError as err:
            return self.ctx.report(f"This game could not be shared: {err}", "Not copied")
        self.tell(challenge.challenge_copied(game, reached), "Challenge copied")

    def paste(self) -> None:
        """A challenge code is offered to play or to watch; a deal line is offered to play."""
        try:
            found = challenge.pasted(clipboard.paste())
        except ValueError as err:
            return self.tell(str(err), "Not opened")
        if isinstance(found, challenge.DealLine):
            return self._offer_deal(found)
        self._offer_challenge(found)

    def _offer_challenge(self, found: challenge.Challenge) -> None:
        """Play the deal yourself (their result waits for the score screen), or watch
        their game replayed; Enter plays, Esc does neither."""
        buttons = [("Watch their game", "watch"), ("Cancel", "cancel"), ("Play it", "play")]
        title, body = challenge.offer_words(found)
        dialog = Dialog(self.ctx, title, body, buttons, default="play")
        self.ctx.push(dialog, lambda answer: self._challenge_answered(found, answer))

    def _challenge_answered(self, found: challenge.Challenge, answer: object) -> None:
        if answer == "watch":
            title = challenge.replay_title(found)
            return self.replay(found.variant, found.deck, list(found.moves), title)
        if answer == "play":
            game = found.fresh()
            play = lambda: self.begin(game, rival=rival_of(found))  # noqa: E731
            self.confirm_abandon(play, "take up the challenge", game)

    def _offer_deal(self, line: challenge.DealLine) -> None:
        """Asks first: the one confirmation when a game is in progress (which knows the
        game that would replace it: the same deal again is a restart), else an offer."""
        play = lambda: self.start(line.variant, line.deal, line.deck, line.rule)  # noqa: E731
        session, game = self.ctx.keeper.current, line.game()
        if session is not None and session.abandon_question("", game) is not None:
            self.confirm_abandon(play, f"play {line.named} from the clipboard", game)
            return
        body = f"The clipboard holds {line.named}: the same cards for everyone who plays it."
        confirm(self.ctx, f"Play {line.named}?", body, "Play it", play, destructive=False)
