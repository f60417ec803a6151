"""The Republic's lesson, on a scripted deal under alternating colour: the aim, the table,
a card up, building down in alternating colour (a same-colour build tried and refused), a
column emptied so its packet turns up, packet cards played and a packet's last card
dropping into its column, a vacancy, the run limit tried and then a run that fits, any card
into a vacancy, play-back, the stock turned (the auto-talon trip, a card that stays, the
stock card moved to the talon by hand), the one redeal, the three rules with their points
and the bonus, and a practice deal. Every move that shows a step's point meets it, and each
restriction is tried by the learner and refused in the engine's own words.
"""

from __future__ import annotations

from boardwalk.play.lesson import Answer, Lesson, Step

from .boards import DECK, PRACTICE, RULE, WON, rest_of_stock
from .goals import (
    because,
    builds,
    empties_under_packet,
    into_vacancy,
    makes_vacancy,
    run,
    source,
    source_is,
    to,
)

FOUNDATIONS = ("f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8")
BEFORE_THE_STOCK = (
    "c-f3", "b-e", "a-e", "pc-f3", "pc-e", "c-f3", "e-h:2", "g-c", "f3-i", "s", "s", "s-w",
)  # fmt: skip
"""The lesson's own moves up to the redeal (a test holds them to the steps)."""

OPENING = (
    Step(
        "The aim: build eight foundations, two for each suit, from the Ace up to the King: "
        "f1 f2 ♠, f3 f4 ♥, f5 f6 ♦, f7 f8 ♣. This game is won: all 104 cards of the two "
        "decks are home.",
        scene=WON,
        highlight=FOUNDATIONS,
    ),
    Step(
        "Now a new deal, under the standard rule, alternating colour. Ten packets, pa to pj, "
        "hold three face-down cards each; under each packet is its column, a to j, dealt one "
        "card face up. The other 64 cards are the stock, face down at the top left, with the "
        "talon, w, beside it.",
        highlight=("stock", "w", "pa", "a"),
    ),
    Step(
        "A card goes up to a foundation of its suit: an Ace onto an empty one, then 2, 3 and "
        "on to the King. Send the A♥ from column c up to f3 (c-f3).",
        move="c-f3",
        goal=to("foundation"),
        replies=(Answer(to("foundation"), "Either ♥ foundation takes it: f3 and f4 both."),),
        highlight=("c", "f3"),
        hint="Drag the A♥ from column c onto foundation f3 (c-f3).",
        after="The A♥ is home. Column c emptied, so packet pc above it turned up its top "
        "card, the 2♥: more on that soon.",
    ),
    Step(
        "In the columns you build down: a card goes on one rank higher, of the other colour, "
        "red on black or black on red. Try putting the 8♠ from column b on the 9♣ in column "
        "f (b-f).",
        refuse="b-f",
        goal=because("of the other colour"),
        highlight=("b", "f"),
        hint="Drag the 8♠ from column b onto the 9♣ in column f, to see the rule (b-f).",
        after="Black on black is refused. The 8♠ belongs on a red 9: the 9♥ in column e.",
    ),
    Step(
        "Put the 8♠ on the 9♥ in column e (b-e).",
        move="b-e",
        goal=builds(),
        replies=(Answer(builds(), "Red on black, or black on red: alternating colour."),),
        highlight=("b", "e"),
        hint="Drag the 8♠ from column b onto the 9♥ in column e (b-e).",
        after="Black on red. Column b emptied too, and packet pb turned up the K♦.",
    ),
)

PACKETS = (
    Step(
        "Whenever a column empties, its packet's top card turns up at once, as part of the "
        "same move. Empty column a: put its 7♥ on the 8♠ in column e (a-e), and watch "
        "packet pa.",
        move="a-e",
        goal=empties_under_packet(),
        replies=(Answer(empties_under_packet(), "The column emptied: its packet turned up."),),
        highlight=("a", "pa", "e"),
        hint="Drag the 7♥ from column a onto the 8♠ in column e (a-e).",
        after="Packet pa turned up the Q♠. Column e holds a run: 9♥ 8♠ 7♥, each card one rank "
        "lower and of the other colour.",
    ),
    Step(
        "A packet's turned-up card plays like any card in view: up to a foundation, onto a "
        "column it fits, or into a vacancy; nothing is ever played onto a packet. Send the 2♥ "
        "from packet pc up to f3 (pc-f3).",
        move="pc-f3",
        goal=source("packet"),
        highlight=("pc", "f3"),
        hint="Drag the 2♥ from packet pc onto the A♥ on foundation f3 (pc-f3).",
        after="The 2♥ left packet pc, so its next card, the 6♣, turned up: part of the move.",
    ),
    Step(
        "Packet pc holds two cards now. Put its 6♣ on the 7♥ in column e (pc-e), and watch "
        "the last one.",
        move="pc-e",
        goal=source_is("pc"),
        highlight=("pc", "e", "c"),
        hint="Drag the 6♣ from packet pc onto the 7♥ in column e (pc-e).",
        after="The packet's last card, the 3♥, turned up and dropped at once into column c, "
        "face up, as the column's first card. A last card is never played from its packet.",
    ),
    Step(
        "Columns a and b are empty, but their packets are not: they take no card. Once a "
        "column and its packet are both empty, the column is a vacancy, which takes any card. "
        "Send the 3♥ up to f3 (c-f3) to make one.",
        move="c-f3",
        goal=makes_vacancy(),
        replies=(Answer(to("column"), "On the 4♣ it leaves column c a vacancy too."),),
        highlight=("c", "pc", "f3"),
        hint="Drag the 3♥ from column c onto the 2♥ on foundation f3 (c-f3).",
        after="Column c is a vacancy: the column and its packet are both empty.",
    ),
)

VACANCIES = (
    Step(
        "A run (cards going down one rank at a time, in alternating colour) moves as one "
        "onto a column its highest card fits, but n vacancies let only 2 to the power n "
        "cards move together. There is one vacancy here: try the run 9♥ 8♠ 7♥ 6♣ on the 10♠ "
        "in column j (e-j:4).",
        refuse="e-j:4",
        goal=because("cannot move together"),
        highlight=("e", "j", "c"),
        hint="Drag the run from column e, by any of its cards, onto the 10♠ in column j (e-j:4).",
        after="Into a vacancy the limit halves: 2 to the power n−1, counting that vacancy.",
    ),
    Step(
        "With one vacancy two cards may move: put the 7♥ and the 6♣ on the 8♣ in column h (e-h:2).",
        move="e-h:2",
        goal=run(),
        highlight=("e", "h"),
        hint="Drag the 6♣ (or the 7♥) from column e onto the 8♣ in column h: both go (e-h:2).",
        after="Two cards moved as one, and the vacancy is still free. Column e ends in the 8♠.",
    ),
    Step(
        "A vacancy takes any card at all, whatever its rank. Put the Q♣ from column g into "
        "the vacancy, column c (g-c).",
        move="g-c",
        goal=into_vacancy(),
        replies=(Answer(into_vacancy(), "Any card will do: a vacancy takes them all."),),
        highlight=("g", "c"),
        hint="Drag the Q♣ from column g into the empty column c (g-c).",
        after="The Q♣ heads column c. Column g emptied, and packet pg turned up the J♥, which "
        "fits on the Q♣.",
    ),
    Step(
        "Play-back: a foundation's top card may come back down, onto a column it fits or "
        "into a vacancy, to hold a card one rank lower. Play the 3♥ back from f3 onto the 4♣ "
        "in column i (f3-i).",
        move="f3-i",
        goal=source("foundation"),
        highlight=("f3", "i"),
        hint="Drag the 3♥ from foundation f3 onto the 4♣ in column i (f3-i).",
        after="The 3♥ lies on the 4♣, and f3 is back to the 2♥. The 3♥ may go up again at "
        "any time.",
    ),
)

STOCK = (
    Step(
        "Now the stock. A click on it turns its top card face up beside it: the stock card, "
        "s. If no foundation, column or vacancy can take that card, it goes on to the talon "
        "at once, as part of the turn. Click the stock.",
        move="s",
        highlight=("stock", "s", "w"),
        hint="Click the stock, at the top left, to turn its top card.",
        after="The J♠ had nowhere to go (no red Q ends a column, and there is no vacancy), "
        "so it went straight on to the talon.",
    ),
    Step(
        "Turn the next card: click the stock again.",
        move="s",
        highlight=("stock", "s"),
        hint="Click the stock, at the top left, to turn its next card.",
        after="The 5♦ stays as the stock card: it could go on the 6♣ at the foot of column h. "
        "No other card turns until it has gone somewhere.",
    ),
    Step(
        "You need not play the stock card: it may always go to the talon instead. Drag the "
        "5♦ onto the talon, w (s-w).",
        move="s-w",
        highlight=("s", "w"),
        hint="Drag the 5♦ from the stock card's place onto the talon, w (s-w).",
        after="The talon's top card may be played at any time: the 5♦ could still go on the "
        "6♣ (w-h).",
    ),
    Step(
        "The rest of the stock has been turned for you, each card that stayed moved to the "
        "talon unplayed: the stock is empty, and the talon holds all 64 cards. Alternating "
        "colour allows one redeal: click the empty stock to deal the talon again.",
        auto=rest_of_stock(list(BEFORE_THE_STOCK)),
        move="R",
        highlight=("stock", "w"),
        hint="Click the empty stock, at the top left, to turn the talon over (R).",
        after="The talon turned over whole and is the stock again: its cards will come in the "
        "same order as before. That was this game's one redeal: next time, the talon stays.",
    ),
)

ENDING = (
    Step(
        "The rule is chosen for each deal and fixed once dealt. Alternating colour is the "
        "standard, with one redeal. Same suit, the hardest: a card goes only on one rank "
        "higher of its own suit, with any number of redeals. Any suit, the easiest: any card "
        "one rank higher, with no redeal at all.",
    ),
    Step(
        "What a game is worth depends on its rule: alternating colour +2 for a win, −2 for a "
        "loss; same suit +4 and −1; any suit +1 and −4. The bonus is +1 more for a win under "
        "alternating colour with no redeal, or under same suit with fewer than two redeals. "
        "This game, won under alternating colour after its one redeal, scores +2.",
        scene=WON,
        score=True,
    ),
    Step(
        "The Republic in short:\n"
        "• Build each suit up twice, from the Ace to the King.\n"
        "• Build down in the columns by the deal's rule; an emptied column turns its packet "
        "up.\n"
        "• A vacancy takes any card; each one doubles the run that may move.\n"
        "• A turned card that nothing takes goes to the talon.\n"
        "• Lost when no legal move is left; a new deal instead counts as a loss.\n"
        f"Next: deal {PRACTICE}, a practice deal to try alone, one that can be won.",
    ),
)

STEPS = (*OPENING, *PACKETS, *VACANCIES, *STOCK, *ENDING)

REPUBLIC_LESSON = Lesson(
    "republic",
    "The Republic: packets, vacancies and the stock",
    DECK,
    STEPS,
    practice=PRACTICE,
    rule=RULE,
)
