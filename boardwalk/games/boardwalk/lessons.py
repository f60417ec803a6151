"""The tutorial's lessons, as data: a scripted deal and the steps that walk through it.

Each lesson runs a real game on its deal, so it can only teach what the engine enforces;
``tests/games/test_boardwalk_lessons.py`` replays every script through the engine. What a
step may hold is ``boardwalk.play.lesson.Step``'s to say.
"""

from __future__ import annotations

from boardwalk.play.lesson import Lesson, Step
from boardwalk.rules import deck_from_layout, find_variant


def lesson(variant: str, title: str, layout: dict[str, str], steps: tuple[Step, ...]) -> Lesson:
    """A lesson whose deal puts the named cards at the named places."""
    return Lesson(variant, title, deck_from_layout(find_variant(variant), layout), steps)


HOPSCOTCH = lesson(
    "hopscotch",
    "Hopscotch: the board, live plays, filing and slides",
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
            "Welcome to Boardwalk. Rows 1 and 2 are the upperwalk, rows 3 and 4 the lowerwalk. "
            "Rows 1 and 3 hold source stacks; rows 2 and 4 are destinations. A source stack and "
            "the destination below it make a column.",
            highlight=("1a", "2a", "3a", "4a"),
        ),
        Step(
            "The first card played onto a destination declares it: from then on it takes only "
            "that face value, four cards at most. Suits never matter. Every card on a "
            "destination scores a point.",
            highlight=("4a", "4b", "4c", "4d", "4e", "4f", "4g", "4h"),
        ),
        Step(
            "A live play: drag the 5♠ from 1a onto the lowerwalk destination 4c.",
            move="1a-4c",
            highlight=("1a", "4c"),
            hint="Drag the 5♠ on 1a onto 4c, the third lowerwalk destination.",
            after="Column c is declared for 5s. A live play flips the top card of the column "
            "played to: 3c turned up the 5♥. Row 1 turned up its next card by itself.",
        ),
        Step(
            "The 5♥ face up on 3c blocks column c: nothing plays live onto 4c while it is "
            "there. Try it: drag the 5♦ from 1b onto 4c.",
            refuse="1b-4c",
            highlight=("1b", "3c", "4c"),
            after="Refused, as it should be. A blocked column opens again when its blocking "
            "card leaves.",
        ),
        Step(
            "The blocking card itself may play onto its own column: the block lifts as the play "
            "begins. Drag the 5♥ from 3c onto 4c.",
            move="3c-4c",
            highlight=("3c", "4c"),
            hint="Play the blocking 5♥ on 3c onto its own column, 4c.",
            after="Two 5s on 4c, and 3c flipped its next card: the 9♣ blocks column c now.",
        ),
        Step(
            "Send the 9♣ from 3c to 4f, further right.",
            move="3c-4f",
            highlight=("3c", "4f"),
            hint="Drag the 9♣ on 3c onto 4f.",
            after="Column f takes 9s now, and column c is free again.",
        ),
        Step(
            "The lowerwalk must ascend from left to right: every declared column to the left "
            "holds a lower value, every one to the right a higher one. Try dragging the 7♦ from "
            "1d onto 4a, left of the 5s.",
            refuse="1d-4a",
            highlight=("1d", "4a", "4c"),
            after="A 7 belongs between the 5s and the 9s: 4d or 4e.",
        ),
        Step(
            "Drag the 7♦ from 1d onto 4e.",
            move="1d-4e",
            highlight=("1d", "4e"),
            hint="Put the 7♦ on 4e, between the 5s and the 9s.",
            after="The lowerwalk reads 5, 7, 9 so far, with room for a 6 or 8 in column d.",
        ),
        Step(
            "Drag the 6♠ from 1a onto 4d.",
            move="1a-4d",
            highlight=("1a", "4d"),
            after="1a is down to two cards. Upperwalk destinations open only when their row-1 "
            "stack is empty.",
        ),
        Step(
            "Drag the 10♠ from 1a onto 4g.",
            move="1a-4g",
            highlight=("1a", "4g"),
            after="Only the K♠ is left on 1a.",
        ),
        Step(
            "Filing: the last card of a row-1 stack may be filed onto its own destination. Drag "
            "the K♠ from 1a onto 2a.",
            move="1a-2a",
            highlight=("1a", "2a"),
            after="2a is declared for Kings and 1a is empty. Filing flips nothing. In Hopscotch "
            "the upperwalk may be declared in any order, but no value twice.",
        ),
        Step(
            "Any King may now be filed on 2a: drag the K♥ from 1e onto 2a.",
            move="1e-2a",
            highlight=("1e", "2a"),
        ),
        Step(
            "Column c is unblocked, so 5s may play there again: drag the 5♦ from 1b onto 4c.",
            move="1b-4c",
            highlight=("1b", "4c"),
            after="3c flipped the 5♣: another 5, blocking its own column.",
        ),
        Step(
            "Play the 5♣ from 3c onto 4c: the fourth 5.",
            move="3c-4c",
            highlight=("3c", "4c"),
            after="Column c is complete. Its last source card, the J♦, turned up.",
        ),
        Step(
            "Send the J♦ from 3c to 4h.",
            move="3c-4h",
            highlight=("3c", "4h"),
            after="3c is empty: an opening, with a dashed outline. One face-up card may slide "
            "there.",
        ),
        Step(
            "A slide moves a face-up card onto an opening, from row 1 or from row 3, where it "
            "frees a blocked column. Slide the 2♥ that blocks column f onto 3c.",
            move="3f-3c",
            highlight=("3f", "3c"),
            after="Column f is free, and the 2♥ is an ordinary source card on 3c.",
        ),
        Step(
            "The game ends when no move remains; you may also end it yourself at any time. You "
            "win by emptying row 1, and may play on for points: a point per card on rows 2 and "
            "4, 52 for a perfect game.",
            highlight=("1a", "1b", "1c", "1d", "1e"),
        ),
        Step(
            "One more kind of point: a spike is a face-down row-3 card whose column is declared "
            "with its own value, so it can never flip. If every face-down card left is a spike, "
            "each scores a point. That is all of Hopscotch: very difficult to win.",
        ),
    ),
)

LUCKY_SEVEN = lesson(
    "lucky-seven",
    "Lucky Seven: the hand",
    {"1a": "4S", "3b": "JC 9H", "3e": "2C", "3f": "QD", "hand": "4H 8D QS QH"},
    (
        Step(
            "Lucky Seven has seven lowerwalk columns and a hand of four face-up cards. Every "
            "hand play puts one card out and brings exactly one back, into the same slot.",
            highlight=("h1", "h2", "h3", "h4"),
        ),
        Step(
            "First a live play from the board: drag the 4♠ from 1a onto 4b.",
            move="1a-4b",
            highlight=("1a", "4b"),
            after="Column b is declared for 4s and blocked by the 9♥.",
        ),
        Step(
            "The basic hand play goes onto a blocked column: its blocking card comes back to "
            "the hand, then the column flips. Drag the 4♥ from your hand onto 4b.",
            move="h1-4b",
            highlight=("h1", "4b", "3b"),
            hint="Drag the 4♥ in your hand onto 4b, the blocked column.",
            after="The 9♥ came into your hand, and 3b flipped the J♣.",
        ),
        Step(
            "The power play goes onto an unblocked column, and brings back any face-up row-3 "
            "card you choose. Drag the 8♦ from your hand onto 4e, then click the J♣ on 3b.",
            move="h2-4e/3b",
            highlight=("h2", "4e", "3b"),
            hint="Drag the 8♦ onto 4e, then click the J♣ on 3b.",
            after="The J♣ is in your hand, and column e flipped as a live play does.",
        ),
        Step(
            "The blind play also goes onto an unblocked column: the card that would flip comes "
            "into your hand instead, unseen until it arrives. Drag the 9♥ onto 4f and click the "
            "face-down top of 3f, marked blind.",
            move="h1-4f/?",
            highlight=("h1", "4f", "3f"),
            hint="Drag the 9♥ onto 4f, then click the face-down card on 3f.",
            after="The Q♦ came into your hand, and column f stays unblocked.",
        ),
        Step(
            "At the end, the hand scores the count of its most common value: four of a kind 4, "
            "three 3, a pair 2, otherwise 1. Three Queens now: 3 points. A hand card with no "
            "home on the board simply stays in the hand.",
            highlight=("h1", "h3", "h4"),
        ),
    ),
)

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
            "In Squattsi the hand may play to the upperwalk, and the upperwalk must ascend from "
            "left to right, like the lowerwalk. Watch: 1a and most of 1b go to the lowerwalk.",
            auto=("1a-4d", "1a-4e", "1a-4f", "1a-4g", "1b-4a", "1b-4b", "1b-4c"),
            highlight=("1a", "1b"),
        ),
        Step(
            "Column a is entirely empty. Juggling puts a hand card on such a column's source "
            "place and brings back a face-up row-1 card. Drag the 5♥ onto 1a, then click the "
            "4♠ on 1b.",
            move="h1-1a/1b",
            highlight=("h1", "1a", "1b"),
            hint="Drag the 5♥ onto the empty place 1a, then click the 4♠ on 1b.",
            after="The 5♥ is a row-1 card now, with a red border: nothing flipped, so the "
            "perpetual play rule locks it. It cannot go back into the hand until some card "
            "flips.",
        ),
        Step(
            "Any flip unlocks it. Drag the 3♥ from your hand onto 4c, a basic play onto the "
            "blocked column.",
            move="h3-4c",
            highlight=("h3", "4c", "1a"),
            after="Column c flipped the 8♦, and the red border is gone.",
        ),
        Step(
            "1b is empty, so its destination is open. A trump plays a hand card there and brings "
            "back a row-1 card. Drag the 6♥ onto 2b, then click the 5♥ on 1a.",
            move="h2-2b/1a",
            highlight=("h2", "2b", "1a"),
            hint="Drag the 6♥ onto 2b, then click the 5♥ on 1a.",
            after="2b is declared for 6s, and the 5♥ is back in your hand.",
        ),
        Step(
            "The upperwalk ascends. Try trumping the 9♠ from your hand onto 2a, left of the 6s.",
            refuse="h3-2a",
            highlight=("h3", "2a", "2b"),
            after="Only a value below 6 may be declared left of the 6s.",
        ),
        Step(
            "Drag the 5♥ onto 2a and bring back the card on 1c.",
            move="h2-2a/1c",
            highlight=("h2", "2a", "1c"),
            hint="Drag the 5♥ onto 2a, then click the card on 1c.",
            after="5s then 6s: the upperwalk ascends. Squattsi is mentally challenging: "
            "twelve values must interlock across both walks, and the thirteenth gathers in "
            "the hand.",
        ),
    ),
)

CHESHIRE = lesson(
    "cheshire",
    "Cheshire: dormant stacks, favors and coaxing",
    {"1a": "9S", "1c": "6D", "1f": "QS", "hand": "7H 2D TC AH"},
    (
        Step(
            "Cheshire has six columns on each walk. Upperwalk stacks b, c, d and e start "
            "dormant: all four cards face down, and they never flip themselves.",
            highlight=("1b", "1c", "1d", "1e"),
        ),
        Step(
            "Taking a favor flips a dormant stack's top card and wakes that stack for good. The "
            "game must open with one. Click 1c.",
            move="1c*",
            highlight=("1c",),
            hint="Click the dormant stack 1c.",
            after="1c is awake and behaves as any row-1 stack. One favor per dormant stack: "
            "three are left.",
        ),
        Step(
            "Drag the 6♦ from 1c onto 4b.",
            move="1c-4b",
            highlight=("1c", "4b"),
            after="1c flipped its next card by itself, now that it is awake.",
        ),
        Step(
            "Coaxing: onto a dormant stack whose top is face down, play a hand card, then bring "
            "back a face-up row-1 card. Drag the 7♥ onto 1d, then click the 9♠ on 1a.",
            move="h1-1d/1a",
            highlight=("h1", "1d", "1a"),
            hint="Drag the 7♥ onto the dormant stack 1d, then click the 9♠ on 1a.",
            after="The 7♥ sits on 1d. A coaxed card is locked like a juggled one, but 1a "
            "flipped as the 9♠ left, so it is already free.",
        ),
        Step(
            "While a coaxed card sits on it, a dormant stack takes no favor. Play the 7♥ from "
            "1d onto 4c.",
            move="1d-4c",
            highlight=("1d", "4c"),
            after="1d shows its face-down top again and is still dormant: nothing flipped.",
        ),
        Step(
            "Take another favor: click 1d.",
            move="1d*",
            highlight=("1d",),
            after="Two favors are left, for 1b and 1e. You know every rule of Boardwalk now. "
            "Cheshire can be won most of the time, when played very carefully.",
        ),
    ),
)

LESSONS: dict[str, Lesson] = {
    each.variant: each for each in (HOPSCOTCH, LUCKY_SEVEN, SQUATTSI, CHESHIRE)
}
