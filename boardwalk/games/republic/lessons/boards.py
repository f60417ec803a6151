"""The boards The Republic's lesson plays on: its scripted deal, and a won game to show.

The deal is written as the cards that matter (``deal_string`` fills in the rest), so each
step's situation is plain to read here, all under alternating colour: the A♥ goes up from
column c and packet pc turns up its 2♥; the 8♠ is refused on the 9♣ and built on the 9♥,
the 7♥ follows it and column a empties; packet pc gives up the 2♥, then the 6♣, and its
last card, the 3♥, drops into column c; the 3♥ goes up and column c is a vacancy; the run
9♥ 8♠ 7♥ 6♣ is too long for the 10♠ with one vacancy, two of it go on the 8♣; the Q♣
fills the vacancy; the 3♥ is played back onto the 4♣. The stock's first card, the J♠, has
nowhere to go and trips to the talon; the second, the 5♦, stays (it fits the 6♣). No move
joins two neighbouring columns, so the lesson's arrow always has room to point.

The won game is deal 111 as the plain hint (``bot.plain_move``) plays it, one redeal and
all: a deal number is stable forever, so the same moves give the same boards in every
version, and a test replays them to the win.
"""

from __future__ import annotations

from boardwalk.play.lesson import Scene
from boardwalk.rules import new_game
from boardwalk.rules.republic import deal_string, deck_of_deal
from boardwalk.rules.republic.deal import format_deck

CHOSEN = {
    "a": "7H",
    "b": "8S",
    "c": "AH",
    "d": "5S",
    "e": "9H",
    "f": "9C",
    "g": "QC",
    "h": "8C",
    "i": "4C",
    "j": "TS",
    "pa": "QS",
    "pb": "KD",
    "pc": "2H 6C 3H",
    "pg": "JH",
    "stock": "JS 5D",
}
DECK = deal_string(CHOSEN, fill=format_deck(deck_of_deal(1)))
"""The lesson's deal string: 104 cards, the ones above where they matter, the rest in
deal 1's shuffled order (so the stock turns up cards in no tidy order)."""
RULE = "alternating"

WON_111 = (
    "g-f3 i-f4 j-f3 pg-c f-b h-b ph-c s s s s s s-f1 s s-d s s-f5 a-f5 pa-f1 s s-f1 s s s s s "
    "s s s-f7 s s-f4 s s-b pa-b s s-f7 s s s s-a pf-a pf-d pi-f pi-b pj-f pj-d w-b ph-b h-f7 "
    "j-f7 b-f7 i-f7 pg-h g-f3 b-h:7 pb-g pb-g d-b:4 pd-i pd-g e-d pe-f5 pe-f7 w-j s s-f1 c-f1 "
    "a-f1 s s-f8 s s-f8 s s s-c s s-f s s s s s-f s s s-f6 d-f6 s s-f3 s s s-g s s s-e s s "
    "s-a s s s-f8 s s-f4 s s-a s s-f2 s s s-j s s-f4 s s-f7 i-f7 w-i s s s-i s s-f s s-f5 "
    "a-f5 s s s-f3 h-f3 f-f3 h-f1 f-f1 h-f3 g-f3 h-f1 g-f1 h-f3 g-f3 s s-b s s-f8 c-f8 b-f8 "
    "c-f5 b-f5 s s-f1 g-f1 w-g s s s s-j c-j s s-b s s-j pc-j w-j s s-f5 f-f5 f-f7 h-f7 h-f3 "
    "i-f7 h-f7 w-i pc-h R s s-c s s-f1 s s-a s s s-f4 s s s s-c s s-e s s s-f6 j-f6 a-f6 w-f6 "
    "s s-h s s-f8 s s-f2 d-f2 g-f2 j-f2 a-f2 j-f4 a-f6 b-f4 j-f2 a-f2 b-f8 j-f4 b-f4 j-f2 "
    "j-f5 f-f5 w-a w-f4 w-f6 c-f6 c-f2 e-f2 e-f5 f-f2 a-f5 e-f2 s s-f3 s s-a s s-d s s-f6 "
    "c-f6 s s-d s s-f8 b-f8 b-f4 h-f8 d-f4 h-f6 i-f8 a-f4 d-f8 i-f6"
)
WON = Scene(deal=111, moves=tuple(WON_111.split()), rule=RULE)
"""Deal 111, won under alternating colour with its one redeal: all 104 cards home."""

PRACTICE = 124
"""The practice deal: the plain hint wins it under alternating colour (a test holds it)."""


def rest_of_stock(moves: list[str]) -> tuple[str, ...]:
    """The turns that empty the stock after ``moves`` on the lesson's deal: each card
    turned, and one that stays (something could take it) moved to the talon unplayed."""
    game = new_game("republic", deck=DECK, rule=RULE)
    for move in moves:
        game.play(move)
    turns: list[str] = []
    while game.board.stock or game.board.card is not None:
        turns.append("s-w" if game.board.card is not None else "s")
        game.play(turns[-1])
    return tuple(turns)
