"""The rules of The Republic as the help screen (F1) tells them: COMPANIONS.md §0, §2 and §4
in a player's words, with every ruling (Decision) stated plainly, the three matching rules
with their points and bonus, the place names and the notation. The points are read from
the rules themselves, so the table here cannot disagree with the scoring.
"""

from __future__ import annotations

from boardwalk.rules.republic import RULES

from .words import bonus_words, signed


def _rules() -> str:
    lines = []
    for i, r in enumerate(RULES.values()):
        bonus = f", {bonus_words(r)}" if bonus_words(r) else ""
        lines.append(
            f"• {r.name}{' (the standard)' if i == 0 else ''}: a card goes on one rank higher "
            f"{r.words}; {r.redeal_words()} of the talon. A win scores {signed(r.win)}{bonus}; "
            f"a loss {signed(r.loss)}."
        )
    return (
        "The rule is chosen for each deal, and a game is worth what its rule says:\n"
        + "\n".join(lines)
        + "\nAny suit is the easiest, same suit the hardest."
    )


SECTIONS: list[tuple[str, str]] = [
    (
        "The aim",
        "Build eight foundations, two for each suit, from the Ace up to the King. The game "
        "uses two decks, 104 cards; it is won when all 104 are on the foundations. The "
        "Republic is Ralph Sutherland's Card Shell game after the Napoleonic Emperor.",
    ),
    (
        "The table",
        "Ten packets, pa to pj, of three face-down cards each (the badge says how many are "
        "left); under each packet its column, a to j, dealt one card face up. The other 64 "
        "cards are the stock, face down at the top left; beside it the stock card s (the "
        "card turned up) and the talon w (the waste pile). At the right, the eight "
        "foundations in suit pairs: f1 f2 ♠, f3 f4 ♥, f5 f6 ♦, f7 f8 ♣. The packets and "
        "the stock wear the two decks' backs in two colours.",
    ),
    (
        "Packets and vacancies",
        "A packet stays face down while its column holds a card. When the column is emptied, "
        "the packet's top card turns up at once, as part of that move: the packet card. It "
        "may go to a foundation, onto a column it matches, or into a vacancy; when it leaves, "
        "the next card of the packet turns up the same way. When the card that turns up is "
        "the packet's last, it drops at once into the empty column below as its new first "
        "card, and is never played from the packet.\n"
        "A vacancy is an empty column under an empty packet: it takes any card. An empty "
        "column under a packet that still has cards takes nothing.",
    ),
    (
        "Moves",
        "• Turn (click the stock): when the stock has cards and no stock card is showing, its "
        "top card turns up as the stock card. If at that moment no foundation, column or "
        "vacancy can take it, it goes to the talon at once, as part of the turn. So a stock "
        "card that stays has a play; you may still put it on the talon yourself (drag it to "
        "w).\n"
        "• Any available card (the stock card, the talon's top, a packet card, a column's "
        "exposed card) goes up to a foundation of its suit: an Ace onto an empty one of its "
        "pair, then the next rank.\n"
        "• An available card goes onto a column it matches, or into a vacancy.\n"
        "• A run is cards at the end of a column, each one rank below the card it lies on "
        "and matching it. With n vacancies a run of up to 2ⁿ cards moves onto a column its "
        "highest card matches (1 vacancy: 2 cards, 2: 4, 3: 8), and a run of up to 2ⁿ⁻¹ "
        "into a vacancy, n counting that vacancy (1 vacancy: 1 card, 2: 2, 3: 4).\n"
        "• Play-back: the top card of a foundation, an Ace included, comes back onto a "
        "column it matches, or into a vacancy.\n"
        "• Redeal (click the empty stock): when the stock is empty and no stock card shows, "
        "the talon is turned over whole to be the stock again, its cards coming in the same "
        "order, if the rule allows one more redeal.\n"
        "Layoff (Ctrl+L) sends up every card it can from the columns a to j, then the "
        "packets pa to pj, each to the lower-numbered foundation that takes it, again and "
        "again until none fits; never from the stock or the talon. Each card is a move of "
        "its own, so Undo takes them back one at a time.",
    ),
    ("The three rules", _rules()),
    (
        "End and score",
        "The game is won when all 104 cards are on the foundations, and lost when no legal "
        "move is left (you may also judge it lost yourself and deal again). A game is "
        "scored once: when it is won, or when you deal a new game instead; then it counts "
        "as a loss, even with no move made. Quitting is not abandoning: the game is saved "
        "after every move and waits for you.",
    ),
    (
        "Rulings",
        "Where the original text is silent, this version rules:\n"
        "• Which deck a card came from is not part of the game: the backs differ on screen "
        "only (the packets wear one colour, the stock's cards the other).\n"
        "• The foundations are bound to suits in pairs (f1 f2 ♠, f3 f4 ♥, f5 f6 ♦, f7 f8 "
        "♣); a card that fits both of its pair may go to either.\n"
        "• Nothing is ever played onto a packet.\n"
        "• A packet's last card drops into the empty column below by itself.\n"
        "• The turned card goes to the talon by itself only when nothing can take it at "
        "the moment it turns; a stock card that later loses its play stays until you move "
        "it.\n"
        "• A redeal turns the talon over whole, so its cards come again in the same order.\n"
        "• The vacancies that count for a run are those before the move: the column the "
        "run leaves is not one, nor is an empty column under a packet. Any tail of a run is "
        "a run, so a run may move in part.\n"
        "• A column's whole contents never move into a vacancy when their own packet is "
        "empty: that would only trade one vacancy for another.\n"
        "• No card moves from one foundation to another.\n"
        "• The bonus is +1 on a won game only: alternating colour with no redeal (3 in "
        "all), or same suit with fewer than two redeals (5 in all). The redeals counted are "
        "those in the game's record: an undone redeal does not count.\n"
        "• The rule is fixed when the cards are dealt; choosing another takes effect at the "
        "next deal. An unwon game left for a new deal is a loss, even with no move made.\n"
        "• Undo and redo are free, back to the deal. Stepping back may show cards that were "
        "face down: that is left to your conscience, as the original says. A new move after "
        "stepping back drops the moves that were ahead.",
    ),
    (
        "Cards, places and notation",
        "Messages name the card first, then its place, as in “the 7♥ onto the 8♠ in column "
        "e”; the move follows in brackets. Places: columns a to j, packets pa to pj, the "
        "stock card s, the talon w, foundations f1 to f8. A move is its place of departure, "
        "a dash, and its place of arrival: s (turn the stock), s-w, w-f3, pc-e, c-e, c-e:4 "
        "(a run of four), f3-c (play-back), R (redeal). Foundations are always named by "
        "number, since a bare f is column f. Packet turn-ups, a last card's drop and the "
        "trip of a turned card to the talon are part of the move that caused them.",
    ),
    (
        "Playing with the mouse and keys",
        "Drag a card onto a glowing place to play it, or click a card and then its target. "
        "Drag any card of a run and the cards on it come too. Click the stock to turn a "
        "card; click the empty stock to redeal. Double-click (or right-click) a card to send "
        "it up, or where it builds best. Shift-click a card to send it up only: when it "
        "cannot go, it stays, and you are told why.\n"
        "Without a mouse: the arrows move a focus ring, Tab goes to the places that can "
        "move (the stock among them: Enter turns it, or redeals), Enter or Space picks a "
        "card up and plays it where the focus is, Esc puts it back; ? shows every key, W "
        "tells the table in words.\n"
        "Layoff Ctrl+L, undo Ctrl+Z, redo Ctrl+Y, new deal Ctrl+N or F2, restart F5, deal "
        "number Ctrl+D, end the game Ctrl+E, replay Ctrl+R, a hint H, a demo D, statistics "
        "F8, rules F1, fullscreen F11, back to the title Esc.",
    ),
]


def sections() -> list[tuple[str, str]]:
    return list(SECTIONS)
