"""The Lucky Seven lesson: the hand and its three plays to the lowerwalk, the opening a
blind play can make, and the hand's score. It builds on Hopscotch."""

from __future__ import annotations

from boardwalk.play.lesson import Answer, Step

from ..goals import because, card, every, kind, source, to
from .boards import lesson

HAND = ("h1", "h2", "h3", "h4")
ROW_1 = ("1a", "1b", "1c", "1d", "1e")

LUCKY_SEVEN = lesson(
    "lucky-seven",
    "Lucky Seven: the hand",
    {"1a": "4S", "3b": "QD 4C JC 9H", "3e": "2C", "3f": "4D", "hand": "4H 8D QS QH"},
    (
        Step(
            "Lucky Seven builds on Hopscotch: the same goal, empty row 1 to win, and every "
            "Hopscotch rule. It has seven lowerwalk columns and a hand of four face-up cards, "
            "below the lowerwalk. The hand scores too: the count of its most common value, so "
            "the pair of Queens already makes 2 points. 52 is still perfect: 48 cards on "
            "destinations and four of a kind in the hand.",
            highlight=HAND,
            rules=("2.lucky", "9.hand", "13.hand"),
        ),
        Step(
            "First a live play from the board: drag the 4♠ from 1a onto the destination in "
            "column b of the lowerwalk (1a-4b).",
            move="1a-4b",
            goal=every(card("4S"), kind("live")),
            replies=(
                Answer(
                    kind("live"),
                    "A live play, and its column flipped a card that blocks it now.",
                ),
            ),
            highlight=("1a", "4b"),
            hint="Drag the 4♠ from 1a onto the destination at 4b (1a-4b).",
            after="Column b is declared for 4s, and the 9♥ it flipped blocks it.",
        ),
        Step(
            "Every hand play puts one card out and brings exactly one back, its return card, "
            "into the slot it left. The basic play goes onto a blocked column: its blocking "
            "card comes back to the hand, then the column flips. Drag the 4♥ from your hand "
            "onto the 4s (h1-4b).",
            move="h1-4b",
            goal=kind("basic"),
            highlight=("h1", "4b", "3b"),
            hint="Drag the 4♥ in your hand onto the 4s, the blocked column (h1-4b).",
            after="The 9♥ came into your hand, into the 4♥'s slot, and column b flipped the J♣.",
            rules=("9.basic", "9.return"),
        ),
        Step(
            "The power play goes onto an unblocked column, and brings back any face-up card "
            "of row 3 you choose. Drag the 8♦ from your hand onto the destination in column "
            "e, then click the J♣ (h2-4e/3b).",
            move="h2-4e/3b",
            goal=kind("power"),
            replies=(
                Answer(
                    kind("power"),
                    "A power play all the same: a card came back from row 3, and the column "
                    "played flipped, as a live play does.",
                ),
            ),
            hints=(
                Answer(
                    kind("blind"),
                    "That would be a blind play, taking the unseen card. This step is about "
                    "the power play: click the face-up J♣ instead.",
                ),
            ),
            highlight=("h2", "4e", "3b"),
            hint="Drag the 8♦ onto the destination at 4e, then click the J♣ (h2-4e/3b).",
            after="The J♣ is in your hand and column b is unblocked. Column e flipped the 2♣, "
            "as a live play does.",
            rules=("9.power",),
        ),
        Step(
            "The blind play also goes onto an unblocked column: the card that would flip comes "
            "into your hand instead, unseen until it arrives. Drag the 9♥ onto the destination "
            "in column f and click the face-down card above it, marked blind (h1-4f/?).",
            move="h1-4f/?",
            goal=kind("blind"),
            replies=(
                Answer(kind("blind"), "A blind play: the card that would have flipped is yours."),
            ),
            hints=(
                Answer(
                    kind("power"),
                    "That would be a power play, bringing back a face-up card. This step is "
                    "about the blind play: click the face-down card above the column instead.",
                ),
            ),
            highlight=("h1", "4f", "3f"),
            hint="Drag the 9♥ onto the destination at 4f, then click the face-down card above "
            "it (h1-4f/?).",
            after="The 4♦ came into your hand, and column f stays unblocked.",
            rules=("9.blind",),
        ),
        Step(
            "Column b holds two 4s, is unblocked, and has two face-down cards left. Play the "
            "4♦ onto the 4s blind: drag it there, then click the face-down card (h1-4b/?).",
            move="h1-4b/?",
            goal=every(kind("blind"), to("4b")),
            highlight=("h1", "4b", "3b"),
            hint="Drag the 4♦ onto the 4s at 4b, then click the face-down card above them "
            "(h1-4b/?).",
            after="The 4♣ came into your hand: the last 4. One face-down card is left on 3b.",
        ),
        Step(
            "Now the fourth 4, blind again (h1-4b/?). This time the card taken is the stack's "
            "last: its place becomes an opening.",
            move="h1-4b/?",
            goal=every(kind("blind"), to("4b")),
            highlight=("h1", "4b", "3b"),
            hint="Drag the 4♣ onto the 4s, then click the face-down card above them (h1-4b/?).",
            after="The Q♦ came into your hand, column b is complete, and 3b is an opening.",
            rules=("9.opening",),
        ),
        Step(
            "A hand card never slides. Try it: drag the J♣ from your hand onto the opening "
            "at 3b (h2-3b).",
            refuse="h2-3b",
            goal=because("never slide"),
            highlight=("h2", "3b"),
            hint="Drag a card from your hand onto the opening at 3b (h2-3b).",
            after="A hand card leaves only by a play that brings another one back.",
            rules=("6.hand",),
        ),
        Step(
            "Board cards slide as in Hopscotch. Slide the 2♣, which blocks column e, onto the "
            "opening (3e-3b).",
            move="3e-3b",
            goal=every(kind("slide"), to("3b")),
            replies=(
                Answer(
                    source(*ROW_1),
                    "A slide from row 1: its stack turned up its next card. The 2♣ still "
                    "blocks column e, though.",
                ),
            ),
            highlight=("3e", "3b"),
            hint="Drag the 2♣ from 3e onto the opening at 3b (3e-3b).",
            after="Column e is unblocked again.",
        ),
        Step(
            "In Lucky Seven the hand plays only to the lowerwalk. Try dragging the Q♠ from "
            "your hand onto the destination at 2c (h3-2c).",
            refuse="h3-2c",
            goal=because("plays only to the lowerwalk"),
            highlight=("h3", "2c"),
            hint="Drag the Q♠ from your hand onto the destination at 2c (h3-2c).",
            after="A hand card with no place on the lowerwalk simply stays in your hand, where "
            "it scores at the end.",
            rules=("8.lucky", "9.stays"),
        ),
        Step(
            "The score as it stands: a point per card on a destination, plus the hand's: the "
            "count of its most common value. Four of a kind scores 4, three 3, a pair 2, "
            "less than a pair 1. Three Queens here: 3.",
            score=True,
            rules=("13.hand",),
        ),
        Step(
            "Lucky Seven in short:\n"
            "• Every Hopscotch rule, with seven lowerwalk columns and a hand of four.\n"
            "• Each hand play brings exactly one card back, into the same slot.\n"
            "• Basic play: onto a blocked column; its blocker comes back.\n"
            "• Power play: onto an unblocked column; any face-up row-3 card comes back.\n"
            "• Blind play: onto an unblocked column; the card that would flip comes back.\n"
            "• The hand never slides and never reaches row 2; it scores at the end.\n"
            "Next: a practice deal, with Hint (H) and Undo (Ctrl+Z).",
        ),
    ),
    practice=227,
    builds_on="hopscotch",
)
