"""Why a move of The Towers is refused, in a sentence that names the rule broken.

Legality is decided in ``moves.py``; this is consulted only once a move is found missing
from the legal list, to tell the player which rule stands in the way, card first: "The 7♥
cannot go on the 9♠: a card goes on one rank higher, of its own suit (same-suit rule)."
Tests check that every refused move gets a specific reason, never the fallback.
"""

from __future__ import annotations

from ..errors import IllegalMove
from .board import COLUMNS, KING, Board, Place
from .moves import iter_legal
from .notation import Move, parse_move
from .text import SUIT_WORDS, card_name, cards_word, foundation_words, next_card, towers_word

FALLBACK = "That move is not legal here."


def explain(board: Board, text: object) -> str:
    """The reason ``text`` is not legal on ``board``; for text that is no move at all (a
    card dropped on a place nothing goes to, such as the stock), what is wrong with it."""
    try:
        move = parse_move(text)
    except IllegalMove as err:
        return str(err)
    return _reason(board, move) or FALLBACK


def _reason(board: Board, move: Move) -> str | None:
    src, dst = move.source, move.target
    if src.kind == "foundation":
        return _from_foundation(board, src)
    if src.name == dst.name:
        return f"A move goes from one place to another, not from {src.name} to itself."
    if src.kind == dst.kind == "tower":
        return "No card moves from tower to tower: it would change nothing."
    card = _top(board, src)
    if card is None:
        return f"{_capital(_place_words(src))} is empty: there is no card to move."
    if src.kind == "tower" and move.count > 1:
        single = _reason(board, Move(move.src, move.dst))
        name = card_name(card)
        return single or f"A tower holds one card: write {move.src}-{move.dst} to move the {name}."
    if dst.kind == "foundation":
        return _to_foundation(board, move, card, dst)
    if dst.kind == "tower":
        return _to_tower(board, move, card, dst)
    return _to_column(board, move) or _limit(board, move)


def _top(board: Board, place: Place) -> int | None:
    if place.kind == "tower":
        return board.towers[place.index]
    return board.exposed(place.index)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _place_words(place: Place) -> str:
    return f"{place.kind} {place.name}"


def _from_foundation(board: Board, src: Place) -> str:
    count = board.foundations[src.index]
    if not count:
        return (
            f"{_capital(foundation_words(src.index))} is empty, and no card ever leaves a "
            "foundation."
        )
    top = card_name((count - 1) * 4 + src.index)
    return f"The {top} stays where it is: no card ever leaves a foundation."


def _to_foundation(board: Board, move: Move, card: int, dst: Place) -> str | None:
    name, suit = card_name(card), card & 3
    if move.count > 1:  # the player held a run: that is the rule in the way, whatever card
        return (
            f"Cards go up to a foundation one at a time, so a run of {move.count} cannot go "
            f"up together: write {move.src}-{move.dst} for the {name}."
        )
    if suit != dst.index:
        return (
            f"The {name} goes only to {foundation_words(suit)}: each suit has its own, and "
            f"{dst.name} is for {SUIT_WORDS[dst.index]}."
        )
    count = board.foundations[suit]
    if card >> 2 != count:
        if count == 0:
            return (
                f"The {name} cannot go up yet: {foundation_words(suit)} is empty, and its Ace "
                "comes first."
            )
        top = card_name(next_card(board, suit) - 4)
        needed = card_name(next_card(board, suit))
        return (
            f"The {name} cannot go up yet: {foundation_words(suit)} has reached the {top}, so "
            f"the {needed} comes next."
        )
    return None


def _to_tower(board: Board, move: Move, card: int, dst: Place) -> str | None:
    held = board.towers[dst.index]
    name = card_name(card)
    if move.count > 1:  # a run held over a tower: one card is all a tower holds
        return f"A tower holds one card, so a run of {move.count} cannot go into {dst.name}."
    if held is not None:
        return (
            f"The {name} cannot go into tower {dst.name}: it holds the {card_name(held)}, and a "
            "tower holds one card."
        )
    return None


def _run_words(board: Board, move: Move) -> tuple[str, int] | str:
    """The moving cards as words (``"The 7♥"``, ``"The run of 3 headed by the 7♥"``) and
    their highest card, or the reason those cards are not a run at all."""
    src, k = move.source, move.count
    if src.kind == "tower":
        card = board.towers[src.index]
        assert card is not None
        return f"The {card_name(card)}", card
    col = board.columns[src.index]
    if k > len(col):
        return f"Column {src.name} holds {cards_word(len(col))}: there is no run of {k} to move."
    run = board.run_length(src.index)
    if k > run:
        upper, lower = card_name(col[-run]), card_name(col[-run - 1])
        rule = board.rule
        return (
            f"The top {k} cards of column {src.name} are not a run: the {upper} lies on the "
            f"{lower}, and a run goes down one rank at a time, each card {rule.words} "
            f"({rule.id} rule)."
        )
    head = col[-k]
    if k == 1:
        return f"The {card_name(head)}", head
    return f"The run of {k} headed by the {card_name(head)}", head


def _to_column(board: Board, move: Move) -> str | None:
    """Whether the cards fit the column at all: a King for an empty one, else the rule."""
    words = _run_words(board, move)
    if isinstance(words, str):
        return words
    who, head = words
    target = board.columns[move.target.index]
    reason = None
    if not target:
        column = board.columns[move.source.index] if move.source.kind == "column" else ()
        if head >> 2 != KING:
            reason = (
                f"{who} cannot go into empty column {move.dst}: an empty column takes only a "
                "King, or a run headed by a King."
            )
        elif move.count == len(column):
            reason = (
                f"{who} already lies at the bottom of column {move.src}: moving it into another "
                "empty column would change nothing."
            )
    elif not board.rule.fits(head, target[-1]):
        rule = board.rule
        reason = (
            f"{who} cannot go on the {card_name(target[-1])}: a card goes on one rank higher, "
            f"{rule.words} ({rule.id} rule)."
        )
    return reason and reason + _hint(board, move)


def _limit(board: Board, move: Move) -> str | None:
    """The run fits, but more cards than one plus the empty towers cannot move together."""
    k = move.count
    if k <= board.run_limit():
        return None
    head = card_name(board.columns[move.source.index][-k])
    return (
        f"The run of {k} headed by the {head} cannot move together: a run of {k} needs "
        f"{k - 1} empty {'tower' if k == 2 else 'towers'} (one card, plus one for each empty "
        "tower), and "
        f"{towers_word(board.empty_towers())}."
    )


def _hint(board: Board, move: Move) -> str:
    """Another count of cards from the same column that does fit there, if there is one."""
    if move.source.kind != "column":
        return ""
    pair = f"{move.src}-{move.dst}"
    for listed in iter_legal(board, move.src):
        if listed.split(":")[0] != pair:
            continue
        k = int(listed.split(":")[1]) if ":" in listed else 1
        head = card_name(board.columns[COLUMNS.index(move.src)][-k])
        who = f"The {head}" if k == 1 else f"The run of {k} headed by the {head}"
        return f" {who} fits there: write {listed}."
    return ""
