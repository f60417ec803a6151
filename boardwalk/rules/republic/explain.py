"""Why a move of The Republic is refused, in a sentence that names the rule broken.

Legality is decided in ``moves.py``; this is consulted only once a move is found missing
from the legal list, to tell the player which rule stands in the way, card first: "The 7♥
cannot go on the 9♠: a card goes on one rank higher, of the other colour (alternating
rule)." Tests check that every refused move gets a specific reason, never the fallback.
"""

from __future__ import annotations

from ..errors import IllegalMove
from .board import Board, Place
from .moves import iter_legal, run_limit
from .notation import TURN, Move, parse_move
from .text import (
    SUIT_WORDS,
    card_name,
    cards_word,
    pair_words,
    place_words,
    vacancies_word,
)

FALLBACK = "That move is not legal here."
ON_STOCK = (
    "No card goes onto the stock: it is turned one card at a time (a click, or s) and "
    "filled again only by a redeal of the talon."
)


def explain(board: Board, text: object) -> str:
    """The reason ``text`` is not legal on ``board``; for text that is no move at all (a
    card dropped on a place nothing goes to, such as the stock), what is wrong with it."""
    try:
        move = parse_move(text)
    except IllegalMove as err:
        if isinstance(text, str) and text.endswith("-stock"):  # a card dropped on the stock
            return ON_STOCK
        return str(err)
    return _reason(board, move) or FALLBACK


def _reason(board: Board, move: Move) -> str | None:
    if board.won:
        return "The game is won: all 104 cards are on the foundations, and nothing is left to do."
    if not move.dst:
        return _turn(board) if move.src == TURN else _redeal(board)
    src, dst = move.source, move.target
    if src.name == dst.name:
        return f"A move goes from one place to another, not from {src.name} to itself."
    if src.kind == dst.kind == "foundation":
        return "No card moves from one foundation to another: it would change nothing."
    card = _available(board, src)
    if isinstance(card, str):
        return card
    if dst.kind in ("packet", "card"):
        return f"Nothing is ever played onto {place_words(dst)}: it only gives up its cards."
    if move.count > 1 and src.kind != "column":
        return (
            f"Only a column's runs move together: {place_words(src)} gives one card at a time, "
            f"so write {src.name}-{dst.name} for the {card_name(card)}."
        )
    if dst.kind == "talon":
        return (
            f"Only the stock card goes to the talon (s-w): the {card_name(card)} from "
            f"{place_words(src)} cannot."
        )
    if dst.kind == "foundation":
        return _to_foundation(board, move, card, dst)
    return _to_column(board, move, dst)


def _no_redeal(board: Board) -> str:
    rule = board.rule
    if rule.redeals == 0:
        return f"the {rule.id} rule allows no redeal"
    return f"the {rule.id} rule allows {rule.redeal_words()}, and this game has had it"


def _turn(board: Board) -> str | None:
    if board.card is not None:
        return (
            f"The {card_name(board.card)} is showing on the stock: play it, or move it to the "
            "talon with s-w, before turning another card."
        )
    if board.stock:
        return None
    if not board.talon:
        return "The stock and the talon are both empty: there is no card left to turn."
    if board.rule.may_redeal(board.redeals):
        return "The stock is empty: write R to turn the talon over and deal it again."
    return f"The stock is empty, and the talon cannot be dealt again: {_no_redeal(board)}."


def _redeal(board: Board) -> str | None:
    if board.stock:
        return (
            f"The stock still holds {cards_word(len(board.stock))}: the talon is turned over only "
            "once the stock is empty."
        )
    if board.card is not None:
        return (
            f"The {card_name(board.card)} is still showing on the stock: play it, or move it to "
            "the talon with s-w, before a redeal."
        )
    if not board.talon:
        return "The talon is empty: there is nothing to deal again."
    if not board.rule.may_redeal(board.redeals):
        return f"No more redeals: {_no_redeal(board)}."
    return None


def _available(board: Board, src: Place) -> int | str:
    """The card a source offers, or why it offers none."""
    i = src.index
    if src.kind == "card":
        if board.card is None:
            return "No stock card is showing: write s to turn one."
        return board.card
    if src.kind == "talon":
        return board.talon[-1] if board.talon else "The talon is empty: there is no card to move."
    if src.kind == "packet":
        if not board.packets[i]:
            return f"Packet {src.name} is empty: all its cards have left it."
        up = board.packet_card(i)
        if up is None:
            return (
                f"Packet {src.name} is face down: its top card turns up only once column "
                f"{src.name[1]} is empty."
            )
        return up
    if src.kind == "column":
        top = board.exposed(i)
        if top is not None:
            return top
        up = board.packet_card(i)
        if up is not None:
            return (
                f"Column {src.name} is empty: its packet's card, the {card_name(up)}, plays "
                f"from p{src.name}."
            )
        return f"Column {src.name} is empty: there is no card to move."
    top = board.foundation_top(i)
    return f"Foundation {src.name} is empty: there is no card to play back." if top is None else top


def _to_foundation(board: Board, move: Move, card: int, dst: Place) -> str | None:
    name, suit = card_name(card), card & 3
    if move.count > 1:  # the player held a run: that is the rule in the way, whatever card
        return (
            f"Cards go up to a foundation one at a time, so a run of {move.count} cannot go "
            f"up together: write {move.src}-{move.dst} for the {name}."
        )
    if suit != dst.index // 2:
        return (
            f"The {name} goes only to {pair_words(suit)}: {dst.name} is for "
            f"{SUIT_WORDS[dst.index // 2]}."
        )
    top = board.foundation_top(dst.index)
    if top is None:
        return f"The {name} cannot go up on {dst.name} yet: it is empty, and an Ace starts it."
    needed = card_name(top + 4) if top >> 2 < 12 else None
    if needed is None:
        return f"The {name} cannot go on {dst.name}: it is complete, up to the {card_name(top)}."
    return (
        f"The {name} cannot go on {dst.name}: it has reached the {card_name(top)}, so the "
        f"{needed} comes next."
    )


def _run_words(board: Board, move: Move, card: int) -> tuple[str, int] | str:
    """The moving cards as words (``"The 7♥"``, ``"The run of 3 headed by the 7♥"``) and
    their highest card, or the reason those cards are not a run at all."""
    src, k = move.source, move.count
    if src.kind != "column":
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


def _to_column(board: Board, move: Move, dst: Place) -> str | None:
    """Whether the cards may go there at all: the packet above, the rule, the run limit."""
    x = dst.index
    target = board.columns[x]
    if not target and board.packets[x]:
        return (
            f"Column {dst.name} is empty, but its packet is not: it takes no card until the "
            "packet's last card drops into it."
        )
    card = _available(board, move.source)
    assert isinstance(card, int)
    words = _run_words(board, move, card)
    if isinstance(words, str):
        return words
    who, head = words
    rule = board.rule
    if target and not rule.fits(head, target[-1]):
        return (
            f"{who} cannot go on the {card_name(target[-1])}: a card goes on one rank higher, "
            f"{rule.words} ({rule.id} rule)." + _hint(board, move)
        )
    if not target and move.source.kind == "column":
        column = board.columns[move.source.index]
        if move.count == len(column) and not board.packets[move.source.index]:
            return (
                f"{who} is all of column {move.src}, whose packet is empty: moving it into "
                f"vacancy {dst.name} would leave a vacancy behind and change nothing."
            )
    return _limit(board, move, who, into_vacancy=not target)


def _limit(board: Board, move: Move, who: str, into_vacancy: bool) -> str | None:
    """The cards fit, but more of them than 2^n (2^(n−1) into a vacancy) cannot move."""
    k, n = move.count, board.vacancies()
    if k <= run_limit(n, into_vacancy):
        return None
    if into_vacancy:
        need = (k - 1).bit_length() + 1
        rule = (
            "into a vacancy, a run of up to 2 to the power of one less than the vacancies "
            "moves, counting the one it goes into (1 card with one, 2 with two, 4 with three)"
        )
    else:
        need = (k - 1).bit_length()
        rule = (
            "a run of up to 2 to the power of the vacancies moves together (1 card with "
            "none, 2 with one, 4 with two)"
        )
    return (
        f"{who} cannot move together: {rule}, so a run of {k} needs {need} "
        f"vacanc{'y' if need == 1 else 'ies'}, and "
        f"{vacancies_word(n)}."
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
        head = card_name(board.columns[move.source.index][-k])
        who = f"The {head}" if k == 1 else f"The run of {k} headed by the {head}"
        return f" {who} fits there: write {listed}."
    return ""
