"""The Squattsi lesson: the hand on the upperwalk (juggles and trumps), the perpetual play
rule, and the upperwalk's ascending order. It builds on Lucky Seven and Hopscotch."""

from __future__ import annotations

from boardwalk.play.lesson import Answer, Step

from ..goals import because, every, flips, kind, to
from .boards import SQUATTSI_END, lesson

SQUATTSI = lesson(
    "squattsi",
    "Squattsi: trumps, juggles and the perpetual play rule",
    {
        "1a": "KC QC JC TC",
        "1b": "4S 3C 2C AC",
        "3c": "8D 9S",
        "hand": "5H 6H 3H KD",
    },
    (
        Step(
            "Squattsi builds on Lucky Seven: the same goal, the same hand plays, and the hand "
            "may also play to the upperwalk. In return the upperwalk must ascend from left to "
            "right, like the lowerwalk. Watch: stack 1a and most of 1b go to the lowerwalk.",
            auto=("1a-4d", "1a-4e", "1a-4f", "1a-4g", "1b-4a", "1b-4b", "1b-4c"),
            highlight=("1a", "1b"),
            rules=("2.squattsi", "7.squattsi"),
        ),
        Step(
            "Column a of the upperwalk is entirely empty, stack and destination. A juggle puts "
            "a hand card where its stack was, and brings back any face-up row-1 card. Drag the "
            "5♥ onto the empty place at 1a, then click the 4♠ (h1-1a/1b).",
            move="h1-1a/1b",
            goal=kind("juggle"),
            replies=(
                Answer(
                    kind("juggle"),
                    "A juggle all the same: the 5♥ is on row 1 and a row-1 card came back. "
                    "A red border marks it locked, by the perpetual play rule.",
                ),
            ),
            highlight=("h1", "1a", "1b"),
            hint="Drag the 5♥ onto the empty place at the top of column a, then click the 4♠ "
            "(h1-1a/1b).",
            after="The 5♥ sits on row 1 with a red border: it is locked. A card the hand put on "
            "row 1 may not come back to the hand until some card flips after it, and none has: "
            "the perpetual play rule.",
            rules=("10.juggle", "11.locked"),
        ),
        Step(
            "See the lock at work. Stack 1b is empty now, so its destination is open: drag the "
            "6♥ onto 2b, then click the locked 5♥ to bring it back (h2-2b/1a).",
            refuse="h2-2b/1a",
            goal=because("locked until"),
            highlight=("h2", "2b", "1a"),
            hint="Drag the 6♥ onto the destination at 2b, then click the 5♥ (h2-2b/1a).",
            after="Until a card flips, the 5♥ stays on row 1.",
            rules=("11.perpetual",),
        ),
        Step(
            "The 5♥ also closes the destination below it: a destination opens only while its "
            "stack is empty. Try dragging the 3♥ from your hand onto 2a (a hand card played to "
            "row 2 is a trump, coming next) (h3-2a).",
            refuse="h3-2a",
            goal=because("opens only when its stack is empty"),
            highlight=("h3", "2a", "1a"),
            hint="Drag the 3♥ from your hand onto the destination at 2a (h3-2a).",
            after="A juggled card blocks its own column's destination until it leaves.",
            rules=("10.blocked",),
        ),
        Step(
            "Any flip unlocks every locked card. Drag the 3♥ onto the 3s: a basic play onto the "
            "blocked column c, which then flips (h3-4c).",
            move="h3-4c",
            goal=flips(),
            replies=(
                Answer(flips(), "A card flipped, and the red border is gone: any flip unlocks."),
            ),
            highlight=("h3", "4c", "1a"),
            hint="Drag the 3♥ from your hand onto the 3s at 4c (h3-4c).",
            after="Column c flipped the 8♦, and the red border is gone: any flip unlocks.",
            rules=("11.flip",),
        ),
        Step(
            "A trump plays a hand card onto a row-2 destination whose stack is empty, and "
            "brings back any face-up row-1 card. Drag the 6♥ onto 2b, then click the 5♥ "
            "(h2-2b/1a).",
            move="h2-2b/1a",
            goal=kind("trump"),
            replies=(
                Answer(
                    kind("trump"),
                    "A trump all the same: a hand card declared a row-2 destination, and a "
                    "row-1 card came back into your hand.",
                ),
            ),
            highlight=("h2", "2b", "1a"),
            hint="Drag the 6♥ onto the destination at 2b, then click the 5♥ (h2-2b/1a).",
            after="Column b of the upperwalk is declared for 6s, and the 5♥ is back in your hand.",
            rules=("10.trump",),
        ),
        Step(
            "The upperwalk ascends. Try trumping the 9♠ from your hand onto 2a, left of the "
            "6s (h3-2a).",
            refuse="h3-2a",
            goal=because("must ascend"),
            highlight=("h3", "2a", "2b"),
            hint="Drag the 9♠ from your hand onto the destination at 2a (h3-2a).",
            after="Only a value below 6 may be declared left of the 6s.",
        ),
        Step(
            "Drag the 5♥ onto 2a and bring back the A♠ from 1c (h2-2a/1c).",
            move="h2-2a/1c",
            goal=every(kind("trump"), to("2a")),
            replies=(Answer(kind("trump"), "5s then 6s: the upperwalk ascends."),),
            highlight=("h2", "2a", "1c"),
            hint="Drag the 5♥ onto the destination at 2a, then click the A♠ on 1c (h2-2a/1c).",
            after="5s then 6s: the upperwalk ascends. For a perfect game twelve values must "
            "interlock across both walks, and the thirteenth gather in the hand.",
        ),
        Step(
            "The end of another game: row 1 is empty, so it is won. With no row-1 card left to "
            "bring back, the hand can no longer trump or juggle. Try it: drag the K♣ from your "
            "hand onto the Kings at 2e (h3-2e).",
            refuse="h3-2e",
            goal=because("no upperwalk stack shows"),
            scene=SQUATTSI_END,
            highlight=("h3", "2e"),
            hint="Drag the K♣ from your hand onto the Kings at 2e (h3-2e).",
            after="A won game goes on for points, by live plays and filing, until no move is "
            "left or you end it.",
            rules=("10.empty", "13.goes"),
        ),
        Step(
            "Its score: 46 cards on destinations, 3 for the three 8s in the hand, and 1 for the "
            "spike on 3a, the last Ace: 50 points.",
            scene=SQUATTSI_END,
            score=True,
        ),
        Step(
            "Squattsi in short:\n"
            "• Every Lucky Seven rule, and the upperwalk ascends too.\n"
            "• Trump: a hand card onto a row-2 destination whose stack is empty.\n"
            "• Juggle: a hand card onto an entirely empty column's stack place.\n"
            "• Both bring back a face-up row-1 card of your choice.\n"
            "• A card the hand put on row 1 is locked until a card flips.\n"
            "Next: a practice deal, with Hint (H) and Undo (Ctrl+Z).",
        ),
    ),
    practice=12,
    builds_on="lucky-seven",
)
