"""The Hopscotch lesson: the goal, the board, live plays, blocks, the ascending order,
filing, slides, the end and the score. Every later lesson builds on it."""

from __future__ import annotations

from boardwalk.play.lesson import Answer, Step

from ..goals import because, card, every, kind, source, to, value
from .boards import LATE, SPIKE, WON, lesson

ROW_1 = ("1a", "1b", "1c", "1d", "1e")
LIVE_5S = every(card("5S"), kind("live"))

HOPSCOTCH = lesson(
    "hopscotch",
    "Hopscotch: the goal, live plays, filing and slides",
    {
        "1a": "KS TS 6S 5S",
        "1b": "5D",
        "1d": "7D",
        "1e": "KH",
        "3c": "JD 5C 9C 5H",
        "3d": "3D",
        "3e": "QD",
        "3f": "2H",
        "3g": "4D",
        "3h": "6D",
    },
    (
        Step(
            "The goal first. This is a won game: the top row is empty, and every card lies on "
            "a destination, in piles of four of a kind. Empty the top row and you win. Every "
            "card on a destination scores a point: all 52 make a perfect game.",
            scene=WON,
            highlight=ROW_1,
            rules=("13.win", "13.perfect"),
        ),
        Step(
            "Now a new deal, to learn how to get there. Rows 1 and 2 are the upperwalk, rows 3 "
            "and 4 the lowerwalk. Rows 1 and 3 hold source stacks of four cards; rows 2 and 4 are "
            "destinations. A stack and the destination below it make a column, lettered a, b, "
            "c… from the left on each walk.",
            highlight=("1a", "2a", "3a", "4a"),
            rules=("1.rows", "1.column", "2.hopscotch"),
        ),
        Step(
            "Each place is named by its row and column, as the table's edges show: 1a is the "
            "first stack of row 1, 4c the third destination of row 4. A move is written from "
            "place to place: 1a-4c puts the top card of 1a onto 4c. The lessons give each move "
            "so, in brackets.",
            highlight=("1a", "4c"),
            rules=("14.notation",),
        ),
        Step(
            "At the deal only the top card of each row-1 stack is face up; every card on row 3 "
            "is face down. A face-up card on top of a stack is a source card: only source cards "
            "move. When a row-1 stack's top card leaves, the stack turns its next card up by "
            "itself; a row-3 stack flips only when a card is played onto its column.",
            highlight=ROW_1,
            rules=("3.face", "4.source", "4.flip"),
        ),
        Step(
            "The first card played onto a destination declares it: from then on it takes only "
            "that face value, four cards at most. Suits never matter. Every card on a "
            "destination scores a point, and never moves again: the status line under the "
            "table keeps the score. The label on an empty destination shows the values it "
            "may still take.",
            highlight=(
                "2a",
                "2b",
                "2c",
                "2d",
                "2e",
                "4a",
                "4b",
                "4c",
                "4d",
                "4e",
                "4f",
                "4g",
                "4h",
            ),
            rules=("1.declared", "13.score"),
        ),
        Step(
            "A live play puts a source card onto a destination of row 4; then the stack of the "
            "column played to flips its top card. Drag the 5♠ from 1a onto the destination in "
            "column c of the lowerwalk (1a-4c).",
            move="1a-4c",
            goal=LIVE_5S,
            replies=(
                Answer(
                    LIVE_5S,
                    "A live play: that column is declared for 5s now, and its stack flipped its "
                    "top card, as a live play does.",
                ),
            ),
            highlight=("1a", "4c"),
            hint="Drag the 5♠ from the top of 1a down onto the destination at 4c (1a-4c).",
            after="Column c of the lowerwalk is declared for 5s, and its stack turned up the "
            "5♥: a live play flips the column played to. Stack 1a turned up the 6♠ by itself.",
            rules=("5.live", "4.upperwalk"),
        ),
        Step(
            "The 5♥, face up on its stack, blocks column c: no other card plays live onto the 5s "
            "while it is there. Try it: drag the 5♦ from 1b onto the 5s (1b-4c).",
            refuse="1b-4c",
            goal=because("blocks it"),
            highlight=("1b", "3c", "4c"),
            hint="Drag the 5♦ from 1b onto the 5s at 4c, to see the block at work (1b-4c).",
            after="Refused, as it should be. A blocked column opens again when its blocking "
            "card leaves.",
            rules=("5.blocked",),
        ),
        Step(
            "The blocking card itself may play onto its own column: the block lifts as the play "
            "begins. Drag the 5♥ onto the 5s below it (3c-4c).",
            move="3c-4c",
            highlight=("3c", "4c"),
            hint="Play the blocking 5♥ onto its own column, the 5s below it (3c-4c).",
            after="Two 5s now, and the stack flipped its next card: the 9♣ blocks column c.",
            rules=("5.itself",),
        ),
        Step(
            "Row 4 must ascend from left to right, so a 9 goes right of the 5s. Send the 9♣ "
            "to the destination in column f (3c-4f): that leaves columns d and e free for the "
            "values between.",
            move="3c-4f",
            goal=every(card("9C"), kind("live")),
            replies=(
                Answer(
                    to("4d", "4e"),
                    "The 9s sit close to the 5s: few columns are left for 6s, 7s and 8s. "
                    "Leave gaps in the ascending order for the values still to come.",
                ),
                Answer(
                    to("4g", "4h"),
                    "That leaves room for 6s, 7s and 8s between the 5s and the 9s, but little "
                    "for the 10s, Jacks, Queens and Kings to the right.",
                ),
            ),
            highlight=("3c", "4f"),
            hint="Drag the 9♣ onto an empty destination right of the 5s; column f leaves room "
            "on both sides (3c-4f).",
            after="Column f takes 9s now, and column c is free again. Gaps in the ascending "
            "order, as between the 5s and the 9s, keep room for later values.",
            rules=("7.ascending",),
        ),
        Step(
            "Every declared column to the left must hold a lower value, every one to the "
            "right a higher one. Try dragging the 7♦ from 1d onto the first lowerwalk "
            "destination, left of the 5s (1d-4a).",
            refuse="1d-4a",
            goal=because("must ascend"),
            highlight=("1d", "4a", "4c"),
            hint="Drag the 7♦ onto the destination at 4a, left of the 5s, to see the rule (1d-4a).",
            after="A 7 belongs between the 5s and the 9s: in column d or e.",
            rules=("7.left", "7.right"),
        ),
        Step(
            "Put the 7♦ between the 5s and the 9s: in column d or e. Before you choose, look "
            "at 1a: the 6♠ waits there, and it needs a place of its own between the 5s and "
            "the 7s.",
            move="1d-4e",
            goal=every(card("7D"), to("4d", "4e")),
            replies=(
                Answer(
                    to("4d"),
                    "The 7s sit right next to the 5s now, and no place is left for a 6: the "
                    "6♠ on 1a is stuck until column d is full. That is why gaps matter.",
                ),
            ),
            highlight=("1d", "4d", "4e", "1a"),
            hint="Drag the 7♦ onto column d or e of the lowerwalk; column e keeps column d "
            "for the 6♠ (1d-4e).",
            after="The lowerwalk reads 5, 7, 9 so far. Column d, between the 5s and the 7s, can "
            "now take only a 6, and no column is left for an 8.",
        ),
        Step(
            "Drag the 6♠ from 1a onto the destination in column d (1a-4d).",
            move="1a-4d",
            goal=every(card("6S"), kind("live")),
            highlight=("1a", "4d"),
            hint="Drag the 6♠ onto the destination at 4d, between the 5s and the 7s (1a-4d).",
            after="Stack 1a is down to two cards. An upperwalk destination takes the last card "
            "of the stack above it, and any card once that stack is empty.",
        ),
        Step(
            "Send the 10♠ to a destination right of the 9s: column g or h.",
            move="1a-4g",
            goal=every(card("TS"), kind("live")),
            replies=(
                Answer(
                    to("4h"),
                    "The 10s took the last column: no place is left on the lowerwalk for a "
                    "Jack, a Queen or a King. Keep a gap when you can.",
                ),
            ),
            highlight=("1a", "4g"),
            hint="Drag the 10♠ onto column g or h; column g keeps h free for a higher value "
            "(1a-4g).",
            after="Only the K♠ is left on stack 1a, and column h is still free for a Jack, "
            "a Queen or a King.",
        ),
        Step(
            "Filing: the last card of a row-1 stack may be filed onto its own destination, "
            "just below it. Drag the K♠ onto the destination at 2a (1a-2a).",
            move="1a-2a",
            hints=(
                Answer(
                    kind("live"),
                    "That would be a live play. This step is about filing: drag the K♠ onto "
                    "the destination just below its own stack (1a-2a).",
                ),
            ),
            highlight=("1a", "2a"),
            hint="Drag the K♠ straight down onto the destination at 2a (1a-2a).",
            after="Column a of the upperwalk is declared for Kings, and its stack is empty. "
            "Filing flips nothing. The author's advice: clear one upper stack at a time, as "
            "here, to open its destination soonest.",
            rules=("8.filed", "8.last"),
        ),
        Step(
            "With stack 1a empty, any King may be filed on the K♠: drag the K♥ from 1e onto it "
            "(1e-2a).",
            move="1e-2a",
            goal=every(value("K"), to("2a")),
            highlight=("1e", "2a"),
            hint="Drag the K♥ from 1e onto the K♠ at 2a (1e-2a).",
            after="Stack 1e turned up the 4♠ by itself. In Hopscotch the upperwalk may be "
            "declared in any order, but no value twice on the same walk. Cards moving down "
            "fill the lowerwalk's eight columns, cards moving up make room: mix the two.",
            rules=("8.empty", "7.twice"),
        ),
        Step(
            "Column c is unblocked, so 5s may play there again: drag the 5♦ onto the 5s (1b-4c).",
            move="1b-4c",
            goal=every(card("5D"), kind("live")),
            highlight=("1b", "4c"),
            hint="Drag the 5♦ from 1b onto the 5s at 4c (1b-4c).",
            after="Column c flipped the 5♣: another 5, blocking its own column.",
        ),
        Step(
            "Play the 5♣ onto the 5s below it: the fourth 5 (3c-4c).",
            move="3c-4c",
            highlight=("3c", "4c"),
            hint="Drag the 5♣ down onto the 5s in its own column (3c-4c).",
            after="Column c is complete: a destination holds four cards. Its last source card, "
            "the J♦, turned up.",
        ),
        Step(
            "Send the J♦ to the last lowerwalk destination, in column h (3c-4h).",
            move="3c-4h",
            goal=every(card("JD"), kind("live")),
            highlight=("3c", "4h"),
            hint="Drag the J♦ onto the empty destination at 4h (3c-4h).",
            after="Stack 3c is empty: an opening, with a dashed outline. One face-up card may "
            "slide there.",
            rules=("5.opening", "6.opening"),
        ),
        Step(
            "A slide moves a face-up card onto an opening: from a row-1 stack, or from a row-3 "
            "stack, where it frees a blocked column. Slide the 2♥ that blocks column f onto "
            "the opening (3f-3c).",
            move="3f-3c",
            goal=every(kind("slide"), to("3c")),
            replies=(
                Answer(
                    source(*ROW_1),
                    "A slide from row 1: that stack turned up its next card. The 2♥ still "
                    "blocks column f, though; sliding it would have freed the 9s.",
                ),
                Answer(
                    kind("slide"),
                    "That slide frees the column it left. The 2♥ still blocks column f, the "
                    "9s, though.",
                ),
            ),
            highlight=("3f", "3c"),
            hint="Drag the 2♥ from 3f onto the empty place at 3c (3f-3c).",
            after="Column f is free, and the 2♥ is an ordinary source card in the opening. An "
            "opening holds one card.",
            rules=("6.slide", "6.one"),
        ),
        Step(
            "Another game, later on. Column e of the lowerwalk is complete, four 8s, and the "
            "K♣ sits on its stack. Try sliding the K♣ to the opening at 3g (3e-3g).",
            refuse="3e-3g",
            goal=because("relieve nothing"),
            scene=LATE,
            highlight=("3e", "3g"),
            hint="Drag the K♣ from 3e onto the opening at 3g (3e-3g).",
            after="A slide from row 3 must free a blocked column, and this one would free "
            "nothing: the K♣ belongs on the Kings at 4h. Face-down cards never slide. A slide "
            "from row 1 is always allowed: it uncovers the card beneath, a way to dig out a "
            "card you need.",
            rules=("6.relieve", "6.face-down"),
        ),
        Step(
            "How to plan. Thirteen values need a destination each: eight fit on the lowerwalk, "
            "so at least five go up to row 2. A row-1 card whose value goes up leaves its "
            "stack only by filing (as its last card) or by a slide to an opening, never by a "
            "live play. So choose early which values go up, keep the lowerwalk for the others "
            "with gaps between them, and clear one upper stack at a time.",
            highlight=ROW_1,
            rules=("7.twice", "8.filed"),
        ),
        Step(
            "The end of a game. No move is left, so it is over (you may also end a game "
            "yourself at any time). Row 1 is empty: won. One card is still face down, on 3b: "
            "a spike, a face-down card on row 3 whose column is declared with its own value. "
            "It can never flip, since column b takes only 4s and the last 4 is that very card. "
            "When every face-down card left is a spike, each scores a point: 51 + 1 = 52.",
            scene=SPIKE,
            highlight=("3b", "4b"),
            rules=("13.over", "13.end", "13.spike"),
        ),
        Step(
            "Its score, card by card: 51 cards on destinations, and the spike turned up to "
            "count 1. 52 points: a perfect game, and won.",
            scene=SPIKE,
            score=True,
        ),
        Step(
            "Hopscotch in short:\n"
            "• Empty row 1 to win; a point per card on a destination, 52 is perfect.\n"
            "• A live play goes to row 4 and flips the column played to.\n"
            "• A face-up card on a row-3 stack blocks its column, except to itself.\n"
            "• Row 4 ascends from left to right; no value twice on a walk.\n"
            "• A row-1 stack's last card files below it; then any card may.\n"
            "• An opening takes one slid card.\n"
            "Next: win a practice deal alone, with Hint (H) and Undo (Ctrl+Z).",
            rules=("13.maximum",),
        ),
    ),
    practice=326,
)
