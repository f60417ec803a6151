"""The Cheshire lesson: dormant stacks, favors and coaxing. It builds on Squattsi, and so
on Lucky Seven and Hopscotch."""

from __future__ import annotations

from boardwalk.play.lesson import Answer, Step

from ..goals import because, card, every, kind, to
from .boards import lesson

DORMANT = ("1b", "1c", "1d", "1e")

CHESHIRE = lesson(
    "cheshire",
    "Cheshire: dormant stacks, favors and coaxing",
    {"1a": "9S", "1c": "6D", "1f": "QS", "hand": "7H 2D TC AH"},
    (
        Step(
            "Cheshire builds on Squattsi, and every Squattsi rule carries over. It has six "
            "columns on each walk, and row-1 stacks b, c, d and e start dormant: all four "
            "cards face down, and they do not flip themselves.",
            highlight=DORMANT,
            rules=("2.cheshire", "12.dormant"),
        ),
        Step(
            "Only a favor wakes a dormant stack, and the game must open with one. Try a live "
            "play first: drag the 9♠ from 1a onto the lowerwalk, at 4a (1a-4a).",
            refuse="1a-4a",
            goal=because("opens with a favor"),
            highlight=("1a", "4a"),
            hint="Drag the 9♠ from 1a onto the destination at 4a (1a-4a).",
            after="Cheshire's first move is a favor, of your choice.",
            rules=("12.first",),
        ),
        Step(
            "A favor flips a dormant stack's top card, and wakes that stack for good. Click "
            "the dormant stack in column c (1c*).",
            move="1c*",
            goal=kind("favor"),
            replies=(
                Answer(
                    kind("favor"),
                    "A favor: that stack is awake now and flips itself like any row-1 stack.",
                ),
            ),
            highlight=("1c",),
            hint="Click the face-down stack at 1c (1c*).",
            after="Stack 1c is awake and behaves as any row-1 stack. One favor per dormant "
            "stack: three are left, shown on the status line.",
            rules=("12.favor", "12.wakes"),
        ),
        Step(
            "Drag the 6♦ onto the destination in column b of the lowerwalk (1c-4b).",
            move="1c-4b",
            goal=every(card("6D"), kind("live")),
            replies=(Answer(kind("live"), "A live play: stack 1c flipped its next card itself."),),
            highlight=("1c", "4b"),
            hint="Drag the 6♦ from 1c onto the destination at 4b (1c-4b).",
            after="Stack 1c flipped its next card by itself, now that it is awake.",
        ),
        Step(
            "Coaxing: onto a dormant stack of an undeclared column, play a hand card, then "
            "bring back a face-up row-1 card. Drag the 7♥ onto the dormant stack at 1d, then "
            "click the 9♠ (h1-1d/1a).",
            move="h1-1d/1a",
            goal=every(kind("juggle"), to(*DORMANT)),
            replies=(
                Answer(
                    kind("juggle"),
                    "A coax all the same: the hand card sits on the dormant stack, locked.",
                ),
            ),
            highlight=("h1", "1d", "1a"),
            hint="Drag the 7♥ onto the dormant stack at 1d, then click the 9♠ (h1-1d/1a).",
            after="The 7♥ sits on the dormant stack. A coaxed card is locked like a juggled one, "
            "but stack 1a flipped as the 9♠ left, so it is already free.",
            rules=("12.coax", "11.coax"),
        ),
        Step(
            "While a coaxed card sits on it, a dormant stack takes no favor: a click on the "
            "7♥ only picks it up to move it. Press Show me to see the favor refused (1d*).",
            refuse="1d*",
            goal=because("coaxed"),
            highlight=("1d",),
            hint="Press Show me: the table never offers a favor on a coaxed stack (1d*).",
            after="The coaxed card must leave first.",
            rules=("12.coaxed",),
        ),
        Step(
            "Play the 7♥ onto the destination in column c of the lowerwalk (1d-4c).",
            move="1d-4c",
            goal=every(card("7H"), kind("live")),
            replies=(Answer(kind("live"), "Stack 1d shows its face-down top again."),),
            highlight=("1d", "4c"),
            hint="Drag the 7♥ from 1d onto the destination at 4c (1d-4c).",
            after="Stack 1d shows its face-down top again and is still dormant: it did not flip "
            "itself. Column c of the lowerwalk flipped the 9♦, as a live play does.",
            rules=("12.leaves",),
        ),
        Step(
            "Take another favor: click the dormant stack at 1d (1d*).",
            move="1d*",
            goal=kind("favor"),
            replies=(Answer(kind("favor"), "A favor: one more stack is awake."),),
            highlight=("1d",),
            hint="Click the face-down stack at 1d (1d*).",
            after="Two favors are left, for columns b and e.",
        ),
        Step(
            "Cheshire in short:\n"
            "• Every Squattsi rule, with six columns on each walk.\n"
            "• Stacks b, c, d and e of row 1 start dormant and do not flip themselves.\n"
            "• A favor flips a dormant stack and wakes it; the first move is a favor.\n"
            "• Coax: a hand card onto a dormant stack of an undeclared column; a face-up "
            "row-1 card comes back, and the coaxed card is locked.\n"
            "• No favor while a coaxed card sits on the stack.\n"
            "Cheshire can be won most of the time, played carefully. Next: a practice deal.",
        ),
    ),
    practice=10,
    builds_on="squattsi",
)
