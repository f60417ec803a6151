"""The Towers' lesson, on a scripted deal: the aim, the table, the Aces at the deal,
building down by suit, runs and their limit (one card plus one per empty tower), cards
going up and Layoff, towers, Kings into empty columns, the three rules and their worth,
the end and the score. The same goal-driven steps as Boardwalk's lessons: every move
that shows a step's point meets it, and each restriction is tried by the learner and
refused in the engine's own words.
"""

from __future__ import annotations

from boardwalk.play.lesson import Answer, Lesson, Step

from .boards import ALTERNATING, DECK, PRACTICE, WON
from .goals import because, card, every, into_empty, run, source, to

FOUNDATIONS = ("f1", "f2", "f3", "f4")
TOWERS = ("t1", "t2", "t3", "t4")

STEPS = (
    Step(
        "The aim: build four foundations, one for each suit, from the Ace up to the King. "
        "This game is won: all 52 cards are home on the foundations, ♠ ♥ ♦ ♣ from the left. "
        "Every card is dealt face up, so nothing is hidden and every deal can be thought "
        "through.",
        scene=WON,
        highlight=FOUNDATIONS,
    ),
    Step(
        "Now a new deal. Ten columns, a to j, of five cards each, are fanned so that every "
        "card shows; the last card of a column is its exposed card, the one that moves. "
        "Above them stand four towers, t1 to t4, each holding one card: the two cards left "
        "over from the deal start in t2 and t3.",
        highlight=TOWERS,
    ),
    Step(
        "The A♠ and the A♥ are home already: at the deal, every Ace that is exposed or in a "
        "tower goes up to its foundation by itself. That is part of the deal, not a move. A "
        "buried Ace, like the A♦ deep in column a, waits until it is uncovered.",
        highlight=("f1", "f2", "a"),
    ),
    Step(
        "In the columns you build down: a card may lie on a card one rank higher, of its "
        "own suit (the standard rule). Try putting the 9♥ from column a on the 10♣ at the "
        "foot of column d (a-d).",
        refuse="a-d",
        goal=because("a card goes on one rank higher"),
        highlight=("a", "d"),
        hint="Drag the 9♥ from column a onto the 10♣ in column d, to see the rule (a-d).",
        after="A heart goes on a heart here: the 9♥ belongs on the 10♥ in column c.",
    ),
    Step(
        "Put the 9♥ on the 10♥ at the foot of column c (a-c).",
        move="a-c",
        goal=every(card("9H"), to("column")),
        highlight=("a", "c"),
        hint="Drag the 9♥ from column a onto the 10♥ in column c (a-c).",
        after="Column c ends in a run now: Q♥ J♥ 10♥ 9♥, each card one rank below the one "
        "it lies on, and of its suit. A single card is a run of one.",
    ),
    Step(
        "A run moves as one, onto a column its highest card matches: this one would go on "
        "the K♥ in column e. But a run may hold only one card, plus one for each empty "
        "tower. Two towers are empty, so three cards at most. Try it: drag the 9♥ onto the "
        "K♥, to move the run of four (c-e:4).",
        refuse="c-e:4",
        goal=because("cannot move together"),
        highlight=("c", "e", "t1", "t4"),
        hint="Drag the 9♥, the run's exposed card, onto the K♥ in column e (c-e:4).",
        after="An empty tower is where a card of the run waits while the others pass. Free "
        "a tower, and the run can go.",
    ),
    Step(
        "Cards go up to their foundation in order, each the next rank of its suit. The 2♥ "
        "in tower t2 can go up now: send it up, and a tower is free (t2-f2).",
        move="t2-f2",
        goal=to("foundation"),
        replies=(
            Answer(
                card("2S"),
                "The 2♠ went up from column b. The 2♥ in tower t2 can go up too, and that "
                "frees a tower: the lesson sends it up next.",
            ),
        ),
        highlight=("t2", "f2"),
        hint="Drag the 2♥ from tower t2 onto the A♥ on its foundation (t2-f2).",
        after="Tower t2 is empty: three towers are free, so a run of four may move.",
    ),
    Step(
        "Every card that can go up, goes up: here the 2♠ went up from column b, then the 3♠ "
        "it uncovered, each as a move of its own. Layoff (Ctrl+L) does that for you: it "
        "plays every card that can go up, one move each, until none fits, and Undo takes "
        "them back one at a time.",
        auto=("b-f1", "b-f1"),
        highlight=("b", "f1"),
    ),
    Step(
        "Now move the run Q♥ J♥ 10♥ 9♥ onto the K♥: drag its exposed card, the 9♥, and the "
        "whole run goes (c-e:4).",
        move="c-e:4",
        goal=run(),
        highlight=("c", "e"),
        hint="Drag the 9♥ from column c onto the K♥ in column e: the run goes with it (c-e:4).",
        after="Four cards moved as one, with three towers free. Column c is down to two cards.",
    ),
    Step(
        "An exposed card goes onto any column it matches: put the 8♥ on the 9♥ (c-e).",
        move="c-e",
        goal=every(card("8H"), to("column")),
        highlight=("c", "e"),
        hint="Drag the 8♥ from column c onto the 9♥ in column e (c-e).",
        after="Column e holds a run of six, from the K♥ down. Only the 5♦ is left in c.",
    ),
    Step(
        "An exposed card may also go into an empty tower, to wait there. Put the 5♦ into a "
        "tower, and column c is empty (c-t1).",
        move="c-t1",
        goal=every(card("5D"), to("tower")),
        replies=(
            Answer(
                to("tower"),
                "Any empty tower will do: a tower is a tower. Column c is empty.",
            ),
        ),
        highlight=("c", "t1", "t4"),
        hint="Drag the 5♦ from column c into an empty tower, t1 or t4 (c-t1).",
        after="Column c is empty, and the 5♦ waits in tower t1. No card moves from tower "
        "to tower: it would change nothing.",
    ),
    Step(
        "An empty column takes only a King, or a run headed by a King. Try putting the Q♣ "
        "from column f into empty column c (f-c).",
        refuse="f-c",
        goal=because("takes only a King"),
        highlight=("f", "c"),
        hint="Drag the Q♣ from column f into the empty column c, to see the rule (f-c).",
        after="Only a King starts a column. So empty columns never raise the run limit: "
        "they cannot hold the cards of a run on its way.",
    ),
    Step(
        "Play the K♣ from tower t3 into empty column c (t3-c). A card in a tower may go "
        "onto any column it matches, as an exposed card does.",
        move="t3-c",
        goal=into_empty(),
        highlight=("t3", "c"),
        hint="Drag the K♣ from tower t3 into the empty column c (t3-c).",
        after="The K♣ heads column c, and the Q♣ may follow it. A King already at the "
        "bottom of its column never moves to another empty one: that would change nothing.",
    ),
    Step(
        "Empty the towers when you can: each one free lets a run move one card longer. Put "
        "the 5♦ from tower t1 on the 6♦ at the foot of column g (t1-g).",
        move="t1-g",
        goal=every(source("tower"), to("column")),
        highlight=("t1", "g"),
        hint="Drag the 5♦ from tower t1 onto the 6♦ in column g (t1-g).",
        after="All four towers are free again: a run of up to five may move now.",
    ),
    Step(
        "The rule is chosen for each deal and fixed once it is dealt. This is the same deal "
        "under alternating colour: a card goes on one rank higher, of the other colour. Put "
        "the 9♥ on the 10♣ (a-d), the move the standard rule refused.",
        move="a-d",
        goal=every(source("column"), to("column")),
        replies=(
            Answer(
                to("column"),
                "Red on black, or black on red: that is the alternating-colour rule.",
            ),
        ),
        scene=ALTERNATING,
        highlight=("a", "d"),
        hint="Drag the 9♥ from column a onto the 10♣ in column d (a-d).",
        after="Red on black. Under the third rule, any suit, a card goes on any card one "
        "rank higher: the easiest of the three.",
    ),
    Step(
        "The end. A game is won when all 52 cards are home. It is lost when no more cards "
        "can go home: you judge that, and deal again (the table also says when no legal move "
        "is left). A game is scored once: when it is won, or when you deal a new game "
        "instead, which counts as a loss even with no move made.",
        scene=WON,
        highlight=FOUNDATIONS,
    ),
    Step(
        "What a game is worth depends on its rule: same suit, the standard, scores +4 for a "
        "win and −1 for a loss; alternating colour +1 and −4; any suit 0 either way. This "
        "won game, dealt under same suit, scores +4.",
        scene=WON,
        score=True,
    ),
    Step(
        "The Towers in short:\n"
        "• Build each suit up from its Ace to its King.\n"
        "• In the columns, build down by the deal's rule.\n"
        "• A tower holds one card; an empty column takes only a King.\n"
        "• A run may hold one card plus one for each empty tower.\n"
        "• Every card that can go up, goes up: Layoff (Ctrl+L).\n"
        "Next: win a practice deal alone, with Hint (H) and Undo (Ctrl+Z).",
    ),
)

TOWERS_LESSON = Lesson(
    "towers",
    "The Towers: towers, runs and Kings",
    DECK,
    STEPS,
    practice=PRACTICE,
    rule="same-suit",
)
