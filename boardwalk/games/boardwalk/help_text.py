"""The rules as the help screen tells them (RULES.md in a player's words), per variant.

Data, not code: sections with the variants they apply to. The rulings (Decisions) of
RULES.md are stated too, as the rules page asks.
"""

from __future__ import annotations

ALL = ("hopscotch", "lucky-seven", "squattsi", "cheshire")
HAND = ("lucky-seven", "squattsi", "cheshire")
UPPER_HAND = ("squattsi", "cheshire")

SECTIONS: list[tuple[str, tuple[str, ...], str]] = [
    (
        "The board",
        ALL,
        "Rows 1 and 2 are the upperwalk, rows 3 and 4 the lowerwalk. Row 1 and row 3 hold "
        "source stacks; rows 2 and 4 are destinations. A column is a source stack with the "
        "destination below it; on each walk the columns are lettered a, b, c… from the left. "
        "The first card played onto a destination declares it: from then on it takes only "
        "cards of that face value, four at most. Every card on a destination scores a point "
        "and never moves again. Suits never matter.",
    ),
    (
        "Live plays",
        ALL,
        "Playing a card onto a lowerwalk destination is a live play: the top face-down card "
        "of that column's own source stack then turns up in place. Always flip on the column "
        "played to, never the one played from. Upperwalk stacks turn their next card up by "
        "themselves.",
    ),
    (
        "Blocked columns",
        ALL,
        "A face-up card on a lowerwalk source stack blocks its column: no other board card "
        "plays live there until it leaves. The blocking card itself may play onto its own "
        "column, which flips the next card.",
    ),
    (
        "Ascending order",
        ALL,
        "Lowerwalk destinations are declared in ascending order from left to right (Ace low, "
        "King high): every declared column to the left holds a lower value, every one to the "
        "right a higher one. No value is declared twice on one walk, but the same value may "
        "be declared once on each walk.",
    ),
    (
        "Ascending upperwalk",
        UPPER_HAND,
        "The upperwalk must ascend from left to right too.",
    ),
    (
        "Filing",
        ALL,
        "An upperwalk destination opens when the stack above it is empty. Any face-up board "
        "card may then be filed there, declaring it; the last card of an upperwalk stack may "
        "be filed onto its own destination. Filing flips no card in the column filed to (an "
        "upperwalk stack a card leaves still turns up its next card).",
    ),
    (
        "Openings and slides",
        ALL,
        "When a lowerwalk column holds four of a kind and its source place is empty, that "
        "place is an opening. A slide moves one face-up card there, from the top of an "
        "upperwalk stack or from a lowerwalk stack. An opening holds one card.",
    ),
    (
        "The hand",
        HAND,
        "The hand always holds four face-up cards. Every hand play puts one card out and "
        "brings one return card in, into the slot the played card left.\n"
        "Basic play: onto a blocked column; its blocking card comes back, then the column "
        "flips.\n"
        "Power play: onto an unblocked column; bring back any face-up card from a lowerwalk "
        "stack, then the column flips.\n"
        "Blind play: onto an unblocked column; the card that would have flipped comes into "
        "the hand instead.\n"
        "A hand card that cannot play stays in the hand.",
    ),
    (
        "Trump and juggle",
        UPPER_HAND,
        "The hand may play to the upperwalk, always bringing back a face-up card of your "
        "choice from an upperwalk stack. Trump: onto the destination of a column whose "
        "upperwalk stack is empty. Juggle: onto the stack place of a column that is entirely "
        "empty; the juggled card then sits on the upperwalk and blocks that destination until "
        "it leaves. With no upperwalk card to bring back, the hand cannot play to the "
        "upperwalk.",
    ),
    (
        "The perpetual play rule",
        UPPER_HAND,
        "A card the hand puts on an upperwalk stack (juggled or coaxed) is locked, shown by a "
        "red border: it cannot go back into the hand until some other card flips somewhere. "
        "It may still be played anywhere else.",
    ),
    (
        "Favors and coaxing",
        ("cheshire",),
        "Cheshire's upperwalk stacks b, c, d and e start dormant: all face down, and while "
        "dormant they do not flip themselves. A favor flips a dormant stack's top card and "
        "wakes it for good; you have one favor for each. Coaxing: while a column is "
        "undeclared and its stack is topped by a face-down card, play a hand card there, "
        "and bring back a face-up upperwalk card. When a coaxed card "
        "leaves, the stack shows its face-down top again.",
    ),
    (
        "End and score",
        ALL,
        "The game is over when no move remains; you may also end it at any time. You win when "
        "the upperwalk's stacks (row 1) are empty, and may play on for points. Score: one "
        "point per card on a destination, plus the hand score (the count of the hand's most "
        "common value: four of a kind 4, three 3, a pair 2, otherwise 1), plus spikes. A "
        "spike is a face-down card on a lowerwalk stack whose column is declared with its own "
        "value. If every face-down card left is a spike, none of them can ever flip, and each "
        "scores a point. A perfect game scores 52.",
    ),
    (
        "Rulings",
        ALL,
        "Where the original texts were silent, this version rules:\n"
        "• A hand card never slides: the hand always holds four cards.\n"
        "• A slide from a lowerwalk stack must relieve a blocked column: a card on a "
        "completed column cannot slide to another opening.\n"
        "• The ascending rule does not look ahead: a King may be declared on the first "
        "lowerwalk column, leaving the rest undeclarable.\n"
        "• A flip caused by the same move's return card unlocks a juggled or coaxed card.\n"
        "• Cheshire's first move must be a favor of your choice.\n"
        "• Face-down cards never slide.\n"
        "Every rule and ruling, with every case spelled out, is also in docs/RULES.md in "
        "the game's source folder.",
    ),
    (
        "Cards, places and notation",
        ALL,
        "Messages name the card first, then its place by column and walk, as in “the 7♦ onto "
        "column e of the lowerwalk”. The move follows in brackets, in the notation that the "
        "move list, saves and replays use: a row number and a column letter for each place, "
        "h1–h4 for the hand's slots from the left, as in (1c-4e); a return card follows a "
        "slash (h2-4d/3g, or /? for the blind card), and a favor is a star (1c*).",
    ),
    (
        "Playing with the mouse and keys",
        ALL,
        "Drag a card onto a glowing place to play it; or click a card, then its target. "
        "Double-click (or right-click) a card to send it to the one declared destination that "
        "takes it. Click a dormant stack for a favor. When a hand play needs a return card, "
        "the choices light up: click one; Esc cancels.\n"
        "Without a mouse: the arrows move a focus ring, Tab goes to the cards that can move, "
        "Enter or Space picks one up and plays it where the focus is, Shift with an arrow "
        "aims anywhere, Esc puts the card back; ? shows every key, W tells the table in "
        "words, Ctrl+C copies the deal and Ctrl+V pastes a deal or a challenge.\n"
        "Undo Ctrl+Z, redo Ctrl+Y or Ctrl+Shift+Z, new deal Ctrl+N or F2, restart F5, deal "
        "number Ctrl+D, end the game Ctrl+E, replay Ctrl+R, save a copy Ctrl+S, open a saved "
        "game Ctrl+O (or drop its file on the window), a hint H, a demo by the bot D (any key "
        "stops it), statistics F8, rules F1, fullscreen F11, animation speed A, back to the "
        "title Esc. The game is saved after every move.",
    ),
]


def sections_for(variant_id: str) -> list[tuple[str, str]]:
    return [(title, body) for title, variants, body in SECTIONS if variant_id in variants]
