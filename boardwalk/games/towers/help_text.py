"""The rules of The Towers as the help screen (F1) tells them: COMPANIONS.md §0, §1 and §4
in a player's words, with every ruling (Decision) stated plainly, the three matching rules
with their points, the place names and the notation. Data, not code; the points are read
from the rules themselves, so the table here cannot disagree with the scoring.
"""

from __future__ import annotations

from boardwalk.rules.towers import RULES

from .words import signed

SECTIONS: list[tuple[str, str]] = [
    (
        "The aim",
        "Build four foundations, one for each suit, from the Ace up to the King. All 52 "
        "cards home wins. Every card is dealt face up: nothing is hidden, so every deal can "
        "be thought through to the end.",
    ),
    (
        "The table",
        "Ten columns, a to j, are dealt five cards each, fanned so that every card shows; "
        "the last card dealt to a column is its exposed card. Above them stand four towers, "
        "t1 to t4, each holding one card, and four foundations, f1 to f4, one per suit: ♠, "
        "♥, ♦ and ♣, in that order. The two cards left over from the deal start in towers "
        "t2 and t3.\n"
        "Before the first move, every Ace that is exposed or in a tower goes up to its "
        "foundation, and again whenever that uncovers another Ace. This is part of the deal, "
        "not a move. A buried Ace waits until it is uncovered, like any other card.",
    ),
    (
        "Building down",
        "A card may lie on a card one rank higher, of the suit the game's rule asks for (see "
        "The three rules). A card matches a column when it may lie on that column's exposed "
        "card. A run is a group of cards at the open end of a column, each one rank below "
        "the card it lies on and matching it; a single card is a run of one.",
    ),
    (
        "Moves",
        "• An exposed card or a tower card goes up to its foundation: the Ace first, then "
        "the next rank of its suit.\n"
        "• An exposed card goes into an empty tower.\n"
        "• An exposed card or a tower card goes onto a column it matches.\n"
        "• A run moves onto a column its highest card matches, if it holds no more cards "
        "than one plus the number of empty towers: with two towers empty, a run of up to "
        "three.\n"
        "• An empty column takes only a King, or a run headed by a King (by the same limit).\n"
        "Layoff (Ctrl+L) sends up every card that can go up: exposed cards from column a to "
        "j, then tower cards, again and again until none fits. Each card laid off is a move "
        "of its own, so Undo takes them back one at a time.",
    ),
    (
        "The three rules",
        "The rule is chosen for each deal, and a game is worth what its rule says:\n"
        + "\n".join(
            f"• {r.name}{' (the standard)' if i == 0 else ''}: a card goes on one rank "
            f"higher {r.words}. A win scores {signed(r.win)}, a loss {signed(r.loss)}."
            for i, r in enumerate(RULES.values())
        )
        + "\nAny suit is the easiest, and scores nothing either way; same suit is the hardest.",
    ),
    (
        "End and score",
        "The game is won when all 52 cards are on the foundations. It is lost when no "
        "further card can go home; you judge that and deal again, and the program also says "
        "when no legal move at all is left. A game is scored once: when it is won, or when "
        "you deal a new game instead (it then counts as a loss, even with no move made). "
        "Quitting is not abandoning: the game is saved after every move and waits for you.",
    ),
    (
        "Rulings",
        "Where the original texts are silent, this version rules:\n"
        "• The rule is fixed when the cards are dealt. Choosing another one takes effect at "
        "the next deal, so every game is scored under exactly one rule.\n"
        "• An unwon game left for a new deal is a loss, even with no move made: otherwise "
        "fishing for easy deals would cost nothing.\n"
        "• The two cards left over from the deal start in towers t2 and t3, as in Seahaven "
        "Towers.\n"
        "• At the deal only available Aces (exposed, or in a tower) go up; buried Aces wait.\n"
        "• A run may hold one card plus one for each empty tower.\n"
        "• Only a King, or a run headed by a King, may enter an empty column.\n"
        "• Empty columns never raise the run limit: only Kings may enter them, so they "
        "cannot hold the cards of a run on its way.\n"
        "• No card moves from tower to tower (it would change nothing), and no card ever "
        "leaves a foundation.\n"
        "• A King, or a run headed by a King, that already lies at the bottom of its column "
        "never moves into another empty column: that too would change nothing, and would "
        "keep a dead game from ever being over. A King from a tower, or from on top of other "
        "cards, may.\n"
        "• Each foundation belongs to one suit (f1 ♠, f2 ♥, f3 ♦, f4 ♣), so every card has "
        "exactly one foundation.\n"
        "• Undo and redo are free, back to the deal. A new move after stepping back drops "
        "the moves that were ahead.",
    ),
    (
        "Cards, places and notation",
        "Messages name the card first, then its place, as in “the 7♥ onto the 8♥ in column "
        "e”; the move follows in brackets, in the notation the move list, saves and replays "
        "use. Places: the columns a to j from the left, the towers t1 to t4, the foundations "
        "f1 to f4 (♠ ♥ ♦ ♣). A move is its place of departure, a dash, and its place of "
        "arrival: c-f2 (up to a foundation, always by number, since a bare f is column f), "
        "c-t1 (into a tower), t3-e (from a tower), c-e (one card). When more than one card "
        "moves together their number follows a colon: c-e:3 is a run of three onto column "
        "e, or into it when it is empty.",
    ),
    (
        "Playing with the mouse and keys",
        "Drag a card onto a glowing place to play it; or click a card, then its target. Drag "
        "any card of a run and the cards on it come too; or drop the exposed card alone where"
        " the run's highest card fits, and the whole run goes. Double-click (or right-click) "
        "a card to send it up to its foundation, or, when it cannot go up, onto the column it"
        " builds on best. Shift-click a card to send it up only: when it cannot go, it stays,"
        " and you are told why.\n"
        "Without a mouse: the arrows move a focus ring, Tab goes to the cards that can move, "
        "Enter or Space picks one up and plays it where the focus is, Shift with an arrow "
        "aims anywhere, Esc puts the card back; ? shows every key, W tells the table in "
        "words, Ctrl+C copies the deal.\n"
        "Layoff Ctrl+L (every card that can go up goes, one move each), undo Ctrl+Z, back to "
        "the last position that can still be won U, redo Ctrl+Y or Ctrl+Shift+Z, new deal "
        "Ctrl+N or F2, restart F5, deal number Ctrl+D, end the game Ctrl+E, replay Ctrl+R, "
        "save a copy Ctrl+S, open a saved game Ctrl+O, a hint H (the first move of a win the "
        "solver finds, when it finds one), a demo D (any key stops it), statistics F8, rules "
        "F1, fullscreen F11, animation speed A, back to the title Esc. The game is saved "
        "after every move.",
    ),
]


def sections() -> list[tuple[str, str]]:
    return list(SECTIONS)
