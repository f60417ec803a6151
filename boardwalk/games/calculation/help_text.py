"""The rules of Calculation as the help screen (F1) tells them: COMPANIONS.md §0, §3 and §4 in
a player's words, with every ruling (Decision) stated plainly, the four sequences as a
table (read from the rules themselves, so they cannot disagree), the seven option sets
and their codes, the place names and the notation. Data, not code.
"""

from __future__ import annotations

from boardwalk.rules.calculation import sequence
from boardwalk.rules.calculation.options import SETS

PAD = {"A": "\u2002\u200a", "J": "\u2002\u2008\u200a", "Q": "\u2002", "K": "\u2002\u200a",
       "10": ""}  # fmt: skip
"""Unicode spaces that bring each rank to the width of "10" in DejaVu Sans (a digit takes
one figure space), so the four sequences stand in columns, a table a player can read."""


def _row(stack: int) -> str:
    """One stack's sequence as cells of one width, an em space between them (no plain
    space: the help wraps at those, and a row must never break)."""
    cells = [rank + PAD.get(rank, "\u2007") for rank in sequence(stack).split()]
    return "\u2003".join(cells)


def _sequences() -> str:
    rows = [f"• Stack {s + 1}, counting by {s + 1}: {_row(s)}" for s in range(4)]
    return (
        "Each stack counts up by its own number, from its base to its King; past the King "
        "the count goes round again (13 is taken away), so every stack ends with a King:\n"
        + "\n".join(rows)
        + "\nOn the table, the plate under each stack says the rank it needs next; rest the "
        "pointer on a stack to see its whole sequence there, the ranks it has taken dimmed."
    )


def _options() -> str:
    rows = [
        f"• Set {n}, {name}: {standard} (the standard, 0) or {other} (1)."
        for n, (name, standard, other) in enumerate(SETS, 2)
    ]
    return (
        "Calculation comes in 256 variations, made of seven option sets. A variation is "
        "named by its code: the number of discard piles, a dash, then one digit for each of "
        "sets 2 to 7, 0 for the standard choice and 1 for the other. The standard game is "
        "4-000000; 6-100010 is the easy game the original advises for a beginner.\n"
        "• Set 1, discard piles: 4 (the standard), or 3, 5 or 6.\n"
        + "\n".join(rows)
        + "\nThe variation is chosen when the cards are dealt and kept for the whole game."
    )


SECTIONS: list[tuple[str, str]] = [
    (
        "The aim",
        "Build all 52 cards onto four stacks. Suits do not matter (unless the variation asks "
        "for same colour): only ranks do, and each stack wants its ranks in its own order. "
        "The game is won when all four stacks reach their King.",
    ),
    ("The four sequences", _sequences()),
    (
        "The table",
        "At the top, the four stacks, 1 to 4, start with an Ace, a 2, a 3 and a 4. Beside "
        "them lie the card in play and the deck. Below them are the discard piles, a to d "
        "in the standard game (three to six, as the variation says), fanned downward so "
        "every card shows. The deck's top card is dealt at once as the card in play.",
    ),
    (
        "Moves",
        "• The card in play goes up onto a stack it fits: the rank that stack needs next.\n"
        "• Or the card in play goes onto any discard pile, whatever that pile shows. Either "
        "way, the next card is dealt into play at once, until the deck is empty.\n"
        "• The top card of a discard pile goes up onto a stack it fits, at any time, also "
        "while a card is in play.\n"
        "• Only in variations that allow it (set 3): the top card of a discard pile moves "
        "onto an empty discard pile, never onto one that holds cards.\n"
        "The skill is in the discards: a pile gives its cards back from the top, so put a "
        "card onto one that will be wanted after it.",
    ),
    (
        "End and result",
        "The game is won when all 52 cards are up. It is lost when the deck is empty, no "
        "card is in play and no card can reach a stack any more; the program says so, and "
        "Undo still works until you deal again. There are no points: a game is a win or a "
        "loss, with the cards up (bases included, 52 for a win) as its result, and the "
        "statistics are kept for each variation. A game is scored once: when it is won, or "
        "when you deal a new one instead (it then counts as a loss, even with no move "
        "made). Quitting is not abandoning: the game is saved after every move.",
    ),
    ("The 256 variations", _options()),
    (
        "Rulings",
        "Where the original text is silent, this version rules:\n"
        "• Same colour (set 4): stacks 1 and 3 take only red cards (♥ ♦), stacks 2 and 4 "
        "only black ones (♠ ♣). It is the only split that can be won.\n"
        "• Empty stacks (set 7): stack 1 starts only with an Ace, stack 2 with a 2, stack 3 "
        "with a 3 and stack 4 with a 4 — and of the stack's colour under same colour.\n"
        "• Kings start (set 6): the four Kings go one each onto piles a, b, c and d; with "
        "three piles the fourth King goes onto a.\n"
        "• Undealt cards visible (set 5): the whole deck shows, face up, in dealing order. "
        "Like set 2 it changes only what you see, never a rule.\n"
        "• A discard moves only onto an empty pile (set 3), and never a pile's only card: "
        "that would change nothing.\n"
        "• No card ever leaves a stack.\n"
        "• A card that fits two stacks goes, with one click, to the lower-numbered one; "
        "drag it to choose the other.\n"
        "• The variation is fixed at the deal; choosing another takes effect at the next "
        "deal, so every game is scored under exactly one variation.\n"
        "• An unwon game left for a new deal is a loss, even with no move made.\n"
        "• Undo and redo are free, back to the deal; a new move after stepping back drops "
        "the moves that were ahead.",
    ),
    (
        "Cards, places and notation",
        "Messages name the card first, then its place, as in “the 7♥ in play up to stack "
        "3”; the move follows in brackets, in the notation the move list, saves and replays "
        "use. Places: the stacks 1 to 4, the discard piles a to f, the card in play p. A "
        "move is its place of departure, a dash and its place of arrival: p-3 (the card in "
        "play up to stack 3), p-b (onto pile b), b-2 (pile b's top up to stack 2), b-e (onto "
        "empty pile e, where set 3 allows).",
    ),
    (
        "Playing with the mouse and keys",
        "Drag the card in play, or a pile's top card, onto a glowing stack or pile; or "
        "click it, then its target. Double-click (or right-click) a card to send it up to "
        "the lowest-numbered stack that takes it. Shift-click sends it up only: when it "
        "cannot go, it stays, and you are told why.\n"
        "Without a mouse: the arrows move a focus ring, Tab goes to the cards that can move, "
        "Enter or Space picks one up and plays it where the focus is, Shift with an arrow "
        "aims anywhere, Esc puts the card back; ? shows every key, W tells the table in "
        "words.\n"
        "Undo Ctrl+Z, redo Ctrl+Y or Ctrl+Shift+Z, new deal Ctrl+N or F2, restart F5, deal "
        "number Ctrl+D, end the game Ctrl+E, replay Ctrl+R, save a copy Ctrl+S, open a "
        "saved game Ctrl+O, a hint H, a demo D (any key stops it), statistics F8, rules F1, "
        "fullscreen F11, back to the title Esc. The game is saved after every move.",
    ),
]


def sections() -> list[tuple[str, str]]:
    return list(SECTIONS)
