"""The boards The Towers' lesson plays on: its scripted deal, and a won game to show.

The deal is written as the cards each column holds (deepest first, as ``Game.cards``
shows them) so each step's situation is plain to read here: the A♠ and A♥ go up at the
deal, the 9♥ builds onto the 10♥ to make a run of four that the run limit holds back
until a tower empties, the 2♠ and 3♠ go up one after another, and column c empties so
that only the K♣ may enter it. The won game is deal 2 as the exact solver wins it: a deal
number is stable forever, so the same moves give the same boards in every version.
"""

from __future__ import annotations

from boardwalk.play.lesson import Scene
from boardwalk.rules.towers import deal_string

LAYOUT = {
    "a": "AD 6C 5S 9H AH",
    "b": "4D 9C 3S 2S AS",
    "c": "5D 8H QH JH TH",
    "d": "AC 7D 3C 8S TC",
    "e": "2D 4S 7H 6S KH",
    "f": "3D KS 8C 5C QC",
    "g": "9S 4H 2C QD 6D",
    "h": "TD 5H 7S JD 4C",
    "i": "3H 8D 6H KD JS",
    "j": "QS TS 9D JC 7C",
    "t2": "2H",
    "t3": "KC",
}
DECK = deal_string(LAYOUT)
"""The lesson's deal string (every one of the 52 cards placed above)."""

WON_2 = (
    "i-d i-f2 h-t1 f-t4 j-a e-c t1-e b-t1 b-d h-c h-d g-d h-f h-f4 i-f4 t3-h t2-h j-t2 j-f1 "
    "f-i:2 f-j f-f3 b-f3 b-f1 a-h:2 t4-a i-a:3 i-f3 c-f3 c-f3 c-f3 g-i g-f3 g-f2 t2-f3 c-f2 "
    "c-h c-f2 d-f2 d-f2 d-f2 d-f2 d-f2 c-f2 e-f2 e-f2 i-f2 e-t2 e-f1 t2-e a-f1 a-f1 a-f1 "
    "a-f1 a-f1 h-f1 h-f1 h-f1 h-f1 h-f1 j-e:2 j-f3 d-f3 d-f3 t1-d a-f3 b-f3 d-t1 d-t2 d-f4 "
    "g-f4 e-f4 e-f4 e-f4 e-f4 f-f4 a-f4 t1-f4 t2-f4 a-f4"
)
WON = Scene(deal=2, moves=tuple(WON_2.split()))
"""Deal 2, won: all 52 cards home."""

ALTERNATING = Scene(deck=DECK, rule="alternating")
"""The lesson's own deal, dealt under the alternating-colour rule."""

PRACTICE = 1
"""The practice deal: the exact solver wins it (tests hold it to that)."""
