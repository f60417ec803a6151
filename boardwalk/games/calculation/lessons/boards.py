"""The boards Calculation's lesson plays on: its scripted deal, and that deal played to the
end twice, won and lost.

The deal string is written in three parts so each step's situation is plain to read: the
stack bases (A, 2, 3, 4), the cards the lesson deals into play one by one (a 2 and a 4 that
go up at once, a 5 that fits no stack, a 4 built onto it, a King for a pile of its own, the
3 that brings the 4 and the 5 back up, a 6 that three stacks want, a J and a 10 built down
for stack 1, a second King), then the rest of the deck. The two endings go on from the
lesson's own moves (``OPENING``): the won one as the clairvoyant search wins it, the lost
one as the honest hint player loses it (a 10 under a King on the Kings' pile), so the same
moves give the same boards in every version.
"""

from __future__ import annotations

from boardwalk.play.lesson import Scene

RULE = "4-000000"
"""The standard variation: four piles, only their top cards in view, stacks from A 2 3 4."""
BASES = "AC 2H 3C 4D"
DEALT = "2D 4C 5S 4H KS 3D 6H JC TD KD"
"""Dealt into play in this order while the lesson's steps place them."""
REST = (
    "AD 6S AH 5D 3S 7C QC TH 9H 8S QS 9S 8C QH 5C TS QD KC 7S 9D 8H 6C JS AS 7H 2S 3H 9C 6D "
    "8D JH TC JD 4S 7D 2C KH 5H"
)
DECK = f"{BASES} {DEALT} {REST}"
"""The lesson's deal string (every one of the 52 cards, bases first)."""

OPENING = tuple("p-1 p-2 p-a p-a p-d p-1 a-1 a-1 p-1 p-b p-b p-d".split())
"""The lesson's own moves, step by step (a test holds the steps to this)."""

WON_LINE = (
    "p-a p-2 p-a p-c p-c p-1 p-a p-a p-a p-1 a-1 a-1 p-c p-a p-2 b-2 b-1 c-1 d-1 p-2 p-b p-d "
    "p-c p-d p-d p-d p-4 c-4 c-4 p-3 a-3 a-3 a-2 p-a p-d p-4 a-4 p-3 p-2 b-2 c-3 p-a p-d p-3 "
    "p-3 p-b p-b p-a p-2 p-4 d-4 d-3 a-3 a-2 b-2 b-4 a-4 p-2 p-4 d-4 d-3 d-4 d-3 d-3"
)
LOST_LINE = (
    "p-a p-2 p-a p-c p-c p-1 p-a p-a p-a p-1 a-1 a-1 p-c p-a p-2 b-2 b-1 c-1 d-1 p-2 p-b p-d "
    "p-c p-d p-d p-c p-4 p-3 a-3 a-3 a-2 p-a p-a p-c p-3 b-3 p-2 p-a p-b p-3 p-3 p-b p-b p-c "
    "p-a p-b p-b p-2 a-2 a-2 a-3 a-2 b-2 c-3 c-3"
)
WON = Scene(deck=DECK, moves=OPENING + tuple(WON_LINE.split()), rule=RULE)
"""The lesson's deal, won: all 52 cards up, the four Kings last off the Kings' pile."""
LOST = Scene(deck=DECK, moves=OPENING + tuple(LOST_LINE.split()), rule=RULE)
"""The lesson's deal, lost with 39 cards up: a 10 lies under a King on pile d."""

PRACTICE = 9
"""The practice deal: under the standard variation the hint player wins it (tests hold
it to that), so a learner who follows Hint (H) can win it too."""
