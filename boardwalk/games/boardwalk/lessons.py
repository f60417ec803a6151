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
            "the destination below it make a column; on each walk the columns are lettered a, b, "
            "c… from the left.",
            highlight=("1a", "2a", "3a", "4a"),
        ),
        Step(
            "The first card played onto a destination declares it: from then on it takes only "
            "that face value, four cards at most. Suits never matter. Every card on a "
            "destination scores a point.",
            highlight=("4a", "4b", "4c", "4d", "4e", "4f", "4g", "4h"),
        ),
        Step(
            "A live play: drag the 5♠ from the first upperwalk stack onto the third lowerwalk "
            "destination, in column c (1a-4c).",
            move="1a-4c",
            highlight=("1a", "4c"),
            hint="Drag the 5♠ onto the third lowerwalk destination, in column c (1a-4c).",
            after="Column c of the lowerwalk is declared for 5s. A live play flips the top card "
            "of the column played to: its stack turned up the 5♥. The upperwalk stack turned up "
            "its next card by itself.",
        ),
        Step(
            "The 5♥, face up on its stack, blocks column c: no other card plays live onto the 5s "
            "while it is there. Try it: drag the 5♦ from the upperwalk onto the 5s (1b-4c).",
            refuse="1b-4c",
            highlight=("1b", "3c", "4c"),
            after="Refused, as it should be. A blocked column opens again when its blocking "
            "card leaves.",
        ),
        Step(
            "The blocking card itself may play onto its own column: the block lifts as the play "
            "begins. Drag the 5♥ onto the 5s below it (3c-4c).",
            move="3c-4c",
            highlight=("3c", "4c"),
            hint="Play the blocking 5♥ onto its own column, the 5s below it (3c-4c).",
            after="Two 5s now, and the stack flipped its next card: the 9♣ blocks column c.",
        ),
        Step(
            "Send the 9♣ to the empty destination in column f, further right (3c-4f).",
            move="3c-4f",
            highlight=("3c", "4f"),
            hint="Drag the 9♣ onto the sixth lowerwalk destination, in column f (3c-4f).",
            after="Column f takes 9s now, and column c is free again.",
        ),
        Step(
            "The lowerwalk must ascend from left to right: every declared column to the left "
            "holds a lower value, every one to the right a higher one. Try dragging the 7♦ onto "
            "the first lowerwalk destination, left of the 5s (1d-4a).",
            refuse="1d-4a",
            highlight=("1d", "4a", "4c"),
            after="A 7 belongs between the 5s and the 9s: in column d or e.",
        ),
        Step(
            "A 7 may go in column d or e, but in column d it would leave no place for a 6, and "
            "the 6♠ waits on the first upperwalk stack. Drag the 7♦ onto the destination in "
            "column e (1d-4e).",
            move="1d-4e",
            highlight=("1d", "4e"),
            hint="Put the 7♦ in column e, just left of the 9s: column d is kept for the 6♠ "
            "(1d-4e).",
            after="The lowerwalk reads 5, 7, 9 so far. Column d, between the 5s and the 7s, can "
            "now take only a 6, and no column is left for an 8.",
        ),
        Step(
            "Drag the 6♠ from the first upperwalk stack onto the destination in column d (1a-4d).",
            move="1a-4d",
            highlight=("1a", "4d"),
            after="The first upperwalk stack is down to two cards. An upperwalk destination "
            "takes the last card of the stack above it, and any card once that stack is empty.",
        ),
        Step(
            "Drag the 10♠ onto the destination in column g, right of the 9s (1a-4g).",
            move="1a-4g",
            highlight=("1a", "4g"),
            after="Only the K♠ is left on the first upperwalk stack.",
        ),
        Step(
            "Filing: the last card of an upperwalk stack may be filed onto its own destination. "
            "Drag the K♠ onto the destination just below it (1a-2a).",
            move="1a-2a",
            highlight=("1a", "2a"),
            after="Column a of the upperwalk is declared for Kings, and its stack is empty. "
            "Filing flips no card in the column filed to. In Hopscotch the upperwalk may be "
            "declared in any order, but no value twice.",
        ),
        Step(
            "Any King may now be filed on the K♠: drag the K♥ from the last upperwalk stack "
            "onto it (1e-2a).",
            move="1e-2a",
            highlight=("1e", "2a"),
            after="The last upperwalk stack turned up the 4♠ by itself, as upperwalk stacks "
            "do whenever their top card leaves.",
        ),
        Step(
            "Column c is unblocked, so 5s may play there again: drag the 5♦ onto the 5s (1b-4c).",
            move="1b-4c",
            highlight=("1b", "4c"),
            after="Column c flipped the 5♣: another 5, blocking its own column.",
        ),
        Step(
            "Play the 5♣ onto the 5s below it: the fourth 5 (3c-4c).",
            move="3c-4c",
            highlight=("3c", "4c"),
            after="Column c is complete. Its last source card, the J♦, turned up.",
        ),
        Step(
            "Send the J♦ to the last lowerwalk destination, in column h (3c-4h).",
            move="3c-4h",
            highlight=("3c", "4h"),
            after="The stack of column c is empty: an opening, with a dashed outline. One "
            "face-up card may slide there.",
        ),
        Step(
            "A slide moves a face-up card onto an opening: from an upperwalk stack, or from a "
            "lowerwalk stack, where it frees a blocked column. Slide the 2♥ that blocks column f "
            "onto the opening (3f-3c).",
            move="3f-3c",
            highlight=("3f", "3c"),
            after="Column f is free, and the 2♥ is an ordinary source card in the opening.",
        ),
        Step(
            "The game ends when no move remains; you may also end it yourself at any time. You "
            "win by emptying the upperwalk's stacks, and may play on for points: a point per "
            "card on a destination, 52 for a perfect game.",
            highlight=("1a", "1b", "1c", "1d", "1e"),
        ),
        Step(
            "One more kind of point: a spike is a face-down card on a lowerwalk stack whose "
            "column is declared with its own value. If every face-down card left is a spike, "
            "none of them can ever flip, and each scores a point. Those are the main rules of "
            "Hopscotch, a very difficult game to win; the Rules (F1) hold every case.",
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
            "First a live play from the board: drag the 4♠ from the upperwalk onto the "
            "destination in column b of the lowerwalk (1a-4b).",
            move="1a-4b",
            highlight=("1a", "4b"),
            after="Column b is declared for 4s and blocked by the 9♥.",
        ),
        Step(
            "The basic hand play goes onto a blocked column: its blocking card comes back to "
            "the hand, then the column flips. Drag the 4♥ from your hand onto the 4s (h1-4b).",
            move="h1-4b",
            highlight=("h1", "4b", "3b"),
            hint="Drag the 4♥ in your hand onto the 4s, the blocked column (h1-4b).",
            after="The 9♥ came into your hand, and column b flipped the J♣.",
        ),
        Step(
            "The power play goes onto an unblocked column, and brings back any face-up card "
            "you choose from a lowerwalk stack. Drag the 8♦ from your hand onto the destination "
            "in column e, then click the J♣ (h2-4e/3b).",
            move="h2-4e/3b",
            highlight=("h2", "4e", "3b"),
            hint="Drag the 8♦ onto the destination in column e, then click the J♣ (h2-4e/3b).",
            after="The J♣ is in your hand, and column e flipped as a live play does.",
        ),
        Step(
            "The blind play also goes onto an unblocked column: the card that would flip comes "
            "into your hand instead, unseen until it arrives. Drag the 9♥ onto the destination "
            "in column f and click the face-down card above it, marked blind (h1-4f/?).",
            move="h1-4f/?",
            highlight=("h1", "4f", "3f"),
            hint="Drag the 9♥ onto the destination in column f, then click the face-down card "
            "above it (h1-4f/?).",
            after="The Q♦ came into your hand, and column f stays unblocked.",
        ),
        Step(
            "At the end, the hand scores the count of its most common value: four of a kind 4, "
            "three 3, a pair 2, otherwise 1. Three Queens now: 3 points. In Lucky Seven the hand "
            "plays only to the lowerwalk: a card with no place there simply stays in the hand.",
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
            "left to right, like the lowerwalk. Watch: the first upperwalk stack and most of the "
            "second go to the lowerwalk.",
            auto=("1a-4d", "1a-4e", "1a-4f", "1a-4g", "1b-4a", "1b-4b", "1b-4c"),
            highlight=("1a", "1b"),
        ),
        Step(
            "Column a of the upperwalk is entirely empty. Juggling puts a hand card where its "
            "stack was and brings back a face-up upperwalk card. Drag the 5♥ onto the empty "
            "place, then click the 4♠ (h1-1a/1b).",
            move="h1-1a/1b",
            highlight=("h1", "1a", "1b"),
            hint="Drag the 5♥ onto the empty place at the top of column a, then click the 4♠ "
            "(h1-1a/1b).",
            after="The 5♥ is on the upperwalk now, with a red border: the perpetual play rule "
            "locks a juggled card until some card flips after it, and nothing flipped. Until "
            "then it cannot go back into the hand.",
        ),
        Step(
            "Any flip unlocks it. Drag the 3♥ from your hand onto the 3s, a basic play onto the "
            "blocked column (h3-4c).",
            move="h3-4c",
            highlight=("h3", "4c", "1a"),
            after="Column c flipped the 8♦, and the red border is gone.",
        ),
        Step(
            "The stack of column b is empty, so its destination is open. A trump plays a hand "
            "card there and brings back a face-up upperwalk card. Drag the 6♥ onto that "
            "destination, then click the 5♥ (h2-2b/1a).",
            move="h2-2b/1a",
            highlight=("h2", "2b", "1a"),
            hint="Drag the 6♥ onto the destination in column b, then click the 5♥ (h2-2b/1a).",
            after="Column b of the upperwalk is declared for 6s, and the 5♥ is back in your hand.",
        ),
        Step(
            "The upperwalk ascends. Try trumping the 9♠ from your hand onto the destination in "
            "column a, left of the 6s (h3-2a).",
            refuse="h3-2a",
            highlight=("h3", "2a", "2b"),
            after="Only a value below 6 may be declared left of the 6s.",
        ),
        Step(
            "Drag the 5♥ onto the destination in column a and bring back the A♠ from the third "
            "upperwalk stack (h2-2a/1c).",
            move="h2-2a/1c",
            highlight=("h2", "2a", "1c"),
            hint="Drag the 5♥ onto the destination in column a, then click the A♠ on the "
            "third upperwalk stack (h2-2a/1c).",
            after="5s then 6s: the upperwalk ascends. Squattsi is mentally challenging: for a "
            "perfect game twelve values must interlock across both walks, and the thirteenth "
            "gather in the hand.",
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
            "dormant: all four cards face down, and while dormant they do not flip themselves. "
            "Only a favor turns a dormant stack's top card up, and wakes it.",
            highlight=("1b", "1c", "1d", "1e"),
        ),
        Step(
            "Taking a favor flips a dormant stack's top card and wakes that stack for good. The "
            "game must open with one. Click the dormant stack in column c (1c*).",
            move="1c*",
            highlight=("1c",),
            hint="Click the third upperwalk stack, in column c (1c*).",
            after="The stack of column c is awake and behaves as any upperwalk stack. One favor "
            "per dormant stack: three are left.",
        ),
        Step(
            "Drag the 6♦ onto the destination in column b of the lowerwalk (1c-4b).",
            move="1c-4b",
            highlight=("1c", "4b"),
            after="Its stack flipped its next card by itself, now that it is awake.",
        ),
        Step(
            "Coaxing: onto a dormant stack whose top is face down, play a hand card, then bring "
            "back a face-up upperwalk card. Drag the 7♥ onto the dormant stack in column d, then "
            "click the 9♠ (h1-1d/1a).",
            move="h1-1d/1a",
            highlight=("h1", "1d", "1a"),
            hint="Drag the 7♥ onto the dormant stack in column d, then click the 9♠ (h1-1d/1a).",
            after="The 7♥ sits on the dormant stack. A coaxed card is locked like a juggled one, "
            "but the stack of column a flipped as the 9♠ left, so it is already free.",
        ),
        Step(
            "While a coaxed card sits on it, a dormant stack takes no favor. Play the 7♥ onto "
            "the destination in column c of the lowerwalk (1d-4c).",
            move="1d-4c",
            highlight=("1d", "4c"),
            after="The stack in column d shows its face-down top again and is still dormant: it "
            "did not flip itself. Column c of the lowerwalk flipped the 9♦, as a live play does.",
        ),
        Step(
            "Take another favor: click the dormant stack in column d (1d*).",
            move="1d*",
            highlight=("1d",),
            after="Two favors are left, for columns b and e. That is what Cheshire adds to "
            "Squattsi: dormant stacks, favors and coaxing; every other rule carries over, and "
            "the Rules (F1) hold every case the lessons did not show. Cheshire can be won most "
            "of the time, when played very carefully.",
        ),
    ),
)

LESSONS: dict[str, Lesson] = {
    each.variant: each for each in (HOPSCOTCH, LUCKY_SEVEN, SQUATTSI, CHESHIRE)
}
