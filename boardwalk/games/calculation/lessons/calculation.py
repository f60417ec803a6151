"""Calculation's lesson, on a scripted deal under the standard variation: the aim and the
four sequences, the card in play and the deal, cards going up, discarding (any pile takes
any card), only tops moving and never among piles, the discards built down in the order
the stacks will want them, a pile kept for the Kings, the end won and lost, the 256
variations. The readme's Advice Column is quoted where it applies, marked as its advice.
The same goal-driven steps as the other lessons: every move that shows a step's point
meets it, and each restriction is tried by the learner and refused in the engine's words.
"""

from __future__ import annotations

from boardwalk.play.lesson import Answer, Lesson, Step

from .boards import DECK, LOST, PRACTICE, RULE, WON
from .goals import because, card, either, every, onto, onto_empty, onto_kings, source, to

STACKS = ("1", "2", "3", "4")
PILES = ("a", "b", "c", "d")
GAP = "\u2004"
"""Between the ranks of a sequence: a space as wide as a plain one that the panel never
wraps at (it breaks lines at plain spaces only), so each row stays whole and the four
stand as a table; a row fits the panel at every window size (the screen test holds it)."""


def _row(stack: int, ranks: str) -> str:
    return f"{stack}:{GAP}{GAP.join(ranks.split())}"


SEQUENCES = "\n".join(
    _row(n, ranks)
    for n, ranks in enumerate(
        (
            "A 2 3 4 5 6 7 8 9 10 J Q K",
            "2 4 6 8 10 Q A 3 5 7 9 J K",
            "3 6 9 Q 2 5 8 J A 4 7 10 K",
            "4 8 Q 3 7 J 2 6 10 A 5 9 K",
        ),
        start=1,
    )
)
"""The four sequences as the readme's card "by your side" lists them (a test holds them to
the engine's)."""

KINGS_PILE = Answer(
    onto("4H"),
    "Legal, but the readme warns: “The quickest way to insure you'll never win a game is to "
    "put a king or two on a card that you need.” The 4♥ is needed soon. Put the K♠ on an "
    "empty pile.",
)

STEPS = (
    Step(
        "The aim: build all 52 cards onto four stacks. Suits do not matter, only ranks: "
        "stack 1 counts up by 1, stack 2 by 2, stack 3 by 3 and stack 4 by 4; past 13 the "
        "count goes round again, so every stack ends with a King:\n"
        f"{SEQUENCES}\n"
        "This game is won: all four stacks have reached their King.",
        scene=WON,
        highlight=STACKS,
    ),
    Step(
        "Now the lesson's deal. The stacks start with an A, a 2, a 3 and a 4; the plate under "
        "each says the rank it wants next. The deck has dealt its top card into play (p): "
        "the 2♦. The card in play must be placed, up on a stack or down on a discard pile "
        "(a to d, empty for now); then the deck deals the next card at once, one at a "
        "time, until it is empty.",
        highlight=("p", "deck"),
    ),
    Step(
        "Stack 1 counts by 1 and has its A: it wants a 2. Put the 2♦ up on stack 1 (p-1).",
        move="p-1",
        goal=every(card("2D"), to("stack")),
        highlight=("p", "1"),
        hint="Drag the 2♦ from play onto the A♣ on stack 1 (p-1).",
        after="Stack 1 wants a 3 now. The deck dealt the next card into play: the 4♣.",
    ),
    Step(
        "Stack 2 counts by 2: 2, 4, 6, 8… Its 2♥ wants a 4. Put the 4♣ up on stack 2 (p-2).",
        move="p-2",
        goal=every(card("4C"), to("stack")),
        highlight=("p", "2"),
        hint="Drag the 4♣ from play onto the 2♥ on stack 2 (p-2).",
        after="Stack 2 wants a 6 next. The card in play is the 5♠.",
    ),
    Step(
        "A card goes up only as the very next rank of its stack. The 5♠ fits none: stack 1 "
        "wants a 3, stacks 2 and 3 a 6, stack 4 an 8. Try it: drag the 5♠ onto stack 1 (p-1).",
        refuse="p-1",
        goal=because("does not fit stack"),
        highlight=("p", "1"),
        hint="Drag the 5♠ from play onto stack 1, to see the rule (p-1).",
        after="The 5♠ must wait on a discard pile.",
    ),
    Step(
        "A card that fits no stack goes onto a discard pile, and any pile takes any card, "
        "whatever it shows. Put the 5♠ on pile a (p-a).",
        move="p-a",
        goal=every(card("5S"), to("pile")),
        replies=(Answer(to("pile"), "Any pile takes it: they are all empty."),),
        highlight=("p", "a"),
        hint="Drag the 5♠ from play onto pile a (p-a).",
        after="The 5♠ waits on pile a, and the next card is in play: the 4♥. A pile gives "
        "its cards back from the top only.",
    ),
    Step(
        "The 4♥ fits no stack either (stack 2 has its 4). The readme's advice: “Try to "
        "build sequences in the discard piles. For example, place the four on the five and "
        "the three on the four. Then when you need the three for the first stack, you also "
        "get the four and the five.” Put the 4♥ on the 5♠ (p-a).",
        move="p-a",
        goal=every(card("4H"), onto("5S")),
        highlight=("p", "a"),
        hint="Drag the 4♥ from play onto the 5♠ on pile a (p-a): stack 1 wants the 4 before the 5.",
        after="Stack 1 wants a 3, then the 4, then the 5: pile a will give them back in that "
        "order. Only a pile's top card shows; the 5 lies face down under the 4♥.",
    ),
    Step(
        "Only a pile's top card moves, and only up to a stack: in the standard game no card "
        "moves from one pile to another. Try it: drag the 4♥ from pile a to pile c (a-c).",
        refuse="a-c",
        goal=because("cannot move among the discard piles"),
        highlight=("a", "c"),
        hint="Drag the 4♥ from pile a onto pile c, to see the rule (a-c).",
        after="A discard stays where it is put until it goes up: choose its pile with care.",
    ),
    Step(
        "The K♠ is in play. A King is the last card of every stack, so a King on a pile "
        "buries what lies under it until the very end. The readme's advice: “Leave one "
        "discard pile free to accept kings. Don't put any other cards on this pile until "
        "you have all four kings there.” Put the K♠ on pile d (p-d).",
        move="p-d",
        goal=every(card("KS"), either(onto_empty(), onto_kings())),
        replies=(
            Answer(onto_empty(), "Any empty pile can be the Kings' pile; the lesson keeps d."),
        ),
        hints=(KINGS_PILE,),
        highlight=("p", "d"),
        hint="Drag the K♠ from play onto the empty pile d (p-d).",
        after="Pile d is the Kings' pile now. The next card in play is the 3♦.",
    ),
    Step(
        "Stack 1 has reached its 2♦ and wants a 3: put the 3♦ up (p-1).",
        move="p-1",
        goal=every(card("3D"), to("stack")),
        highlight=("p", "1"),
        hint="Drag the 3♦ from play onto stack 1 (p-1).",
        after="Stack 1 wants a 4, and the 4♥ is on top of pile a. The card in play is the 6♥.",
    ),
    Step(
        "A pile's top card may go up at any time, even while a card is in play. The "
        "readme's advice: “Always work first from the discard piles… This way you free the "
        "card underneath.” Send the 4♥ from pile a up to stack 1 (a-1).",
        move="a-1",
        goal=every(card("4H"), to("stack")),
        highlight=("a", "1"),
        hint="Drag the 4♥ from pile a onto stack 1 (a-1).",
        after="The 5♠ is pile a's top card again, and stack 1 wants a 5.",
    ),
    Step(
        "Send the 5♠ up too (a-1): the sequence built on pile a comes back up in order.",
        move="a-1",
        goal=every(card("5S"), source("pile"), to("stack")),
        highlight=("a", "1"),
        hint="Drag the 5♠ from pile a onto stack 1 (a-1).",
        after="Pile a is empty again, and stack 1 runs from the A♣ to the 5♠.",
    ),
    Step(
        "The 6♥ fits three stacks: stack 1 after the 5♠, stack 2 after the 4♣, stack 3 "
        "after the 3♣. The readme's advice: keep the four sequences by your side (F1 shows "
        "them; rest the pointer on a stack to read its own). Double-click sends a card to "
        "the lowest stack that takes it. Put the 6♥ on stack 1 (p-1).",
        move="p-1",
        goal=every(card("6H"), to("stack")),
        replies=(Answer(to("stack"), "Any of the three takes it."),),
        highlight=("p", "1", "2", "3"),
        hint="Drag the 6♥ from play onto stack 1 (p-1), or double-click it.",
        after="Stack 1 wants a 7 now; stacks 2 and 3 still want a 6. In play: the J♣.",
    ),
    Step(
        "Plan the piles by the sequences. The J♣ fits no stack, and none wants it soon: "
        "stack 1 takes a 7, 8, 9 and 10 first, stack 4 an 8, Q, 3 and 7. A card wanted late "
        "is a good foot for a pile, as sooner cards can go on it. Put it on an empty pile, "
        "not the Kings' (p-b).",
        move="p-b",
        goal=every(card("JC"), onto_empty()),
        replies=(Answer(onto_empty(), "Any empty pile will do."),),
        hints=(
            Answer(
                onto_kings(),
                "Legal, but pile d is the Kings' pile: the readme's advice keeps it for "
                "Kings alone. Put the J♣ on an empty pile.",
            ),
        ),
        highlight=("p", "b"),
        hint="Drag the J♣ from play onto the empty pile b (p-b).",
        after="The J♣ lies on pile b. In play: the 10♦.",
    ),
    Step(
        "Stack 1 wants its 10 before its J: put the 10♦ on the J♣ (p-b), and they will go "
        "up in that order. The readme's advice: “don't build sequences you will never use”, "
        "and never an impossible one, such as “a queen on the only remaining jack”.",
        move="p-b",
        goal=every(card("TD"), onto("JC")),
        hints=(
            Answer(
                onto_empty(),
                "Legal, but keep the empty piles free while you can: the 10♦ on the J♣ "
                "costs nothing, as stack 1 takes the 10 first.",
            ),
        ),
        highlight=("p", "b"),
        hint="Drag the 10♦ from play onto the J♣ on pile b (p-b).",
        after="Pile b holds the J, then the 10♦ on it. In play: the K♦.",
    ),
    Step(
        "Another King: put the K♦ on the K♠, on the Kings' pile (p-d). A King on a King "
        "buries nothing: all four Kings go up last.",
        move="p-d",
        goal=every(card("KD"), onto_kings()),
        hints=(
            Answer(
                to("pile"),
                "Legal, but a King belongs on the Kings' pile, with the K♠ (p-d).",
            ),
        ),
        highlight=("p", "d"),
        hint="Drag the K♦ from play onto the K♠ on pile d (p-d).",
        after="The deal goes on like this to its end: each card up if it fits, else onto "
        "the pile that suits it best.",
    ),
    Step(
        "The end. This is the lesson's deal played on and won: all 52 cards are up, every "
        "stack at its King. A game is scored once, as a win or a loss, with the cards up "
        "as its result (52 here); there are no points.",
        scene=WON,
        highlight=STACKS,
    ),
    Step(
        "The same deal played another way, and lost with 39 cards up: the deck is empty, "
        "no card is in play, and no pile's top fits a stack. Stack 3 wants a 10 and stack 4 "
        "a Q, but the tops are the A♦, 2♣, 9♦ and 7♠. A 10 lies under a King on pile d, the "
        "Kings' pile. Undo still works: the readme's advice, “Undoing is not cheating.”",
        scene=LOST,
        highlight=("3", "4", *PILES),
    ),
    Step(
        "Calculation has 256 variations, from seven option sets: 3 to 6 piles, all discards "
        "in view, moves onto an empty pile, same-colour stacks, the deck in view, Kings "
        "starting on the piles, empty stacks. Each has a code; this lesson plays the "
        "standard, 4-000000. The readme's first advice: “Don't start with the standard "
        "rules.” Its easy game, 6-100010, is offered at every new deal.",
    ),
    Step(
        "Calculation in short:\n"
        "• Stack 1 counts up by 1, stack 2 by 2, stack 3 by 3, stack 4 by 4.\n"
        "• The card in play goes up if it fits, else onto any pile.\n"
        "• Only a pile's top card moves, and only up.\n"
        "• Build piles down in the order the stacks want them.\n"
        "• Keep a pile for the Kings.\n"
        "Next: win a practice deal alone, with Hint (H) and Undo (Ctrl+Z).",
    ),
)

CALCULATION_LESSON = Lesson(
    "calculation",
    "Calculation: the four counts and the discards",
    DECK,
    STEPS,
    practice=PRACTICE,
    rule=RULE,
)
