"""The Republic in a player's words, for the table: a move, a place, a hint's reason, and
the whole position (the W key). Card first, as the corner shows it (``7♥``); places by what
they are (``column e``, ``packet pc``, ``the talon``, ``foundation f3``); the notation in a
bracket at the end, as every message of the shell writes it. Only cards in view are named:
a face-down card is never read.
"""

from __future__ import annotations

from boardwalk.rules.republic import Board, Rule, legal_moves, parse_move
from boardwalk.rules.republic.board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES, locate
from boardwalk.rules.republic.moves import run_limit
from boardwalk.rules.republic.notation import REDEAL, TURN
from boardwalk.rules.republic.text import SIGNS, capital, card_name, cards_word
from boardwalk.rules.republic.text import place_words as engine_place_words

Section = tuple[str, str]


def signed(n: int) -> str:
    """Points as a table prints them: ``+4``, ``−1`` (a true minus), ``0``."""
    return "0" if n == 0 else f"+{n}" if n > 0 else f"−{-n}"


def bonus_words(rule: Rule) -> str:
    """When a won game under ``rule`` earns the +1 bonus (COMPANIONS.md §2), or ``""``."""
    if rule.id == "alternating":
        return "+1 more for a win with no redeal"
    if rule.id == "same-suit":
        return "+1 more for a win with fewer than two redeals"
    return ""


def worth(rule: Rule) -> str:
    """``"win +2 · loss −2"``: what a game under ``rule`` scores."""
    return f"win {signed(rule.win)} · loss {signed(rule.loss)}"


def redeals_left(board: Board) -> str:
    """``"1 redeal left"``, ``"no redeal left"``, ``"redeals: any number"``."""
    allowed = board.rule.redeals
    if allowed is None:
        return "redeals: any number"
    left = max(0, allowed - board.redeals)
    if left == 1:
        return "1 redeal left"
    return f"{left or 'no'} redeals left"


def runs_words(board: Board) -> str:
    """How long a run may move now: ``"runs of 4 (2 vacancies)"``."""
    n = board.vacancies()
    most = run_limit(n, False)
    vac = "no vacancy" if n == 0 else "1 vacancy" if n == 1 else f"{n} vacancies"
    return f"{'one card' if most == 1 else f'runs of {most}'} ({vac})"


def place_words(board: Board, place: str) -> str:
    return engine_place_words(locate(place))


def moving(board: Board, move: str) -> list[int]:
    """The cards a move carries, from the one that lands first (its highest)."""
    m = parse_move(move)
    src = m.source
    if src.kind == "column":
        return list(board.columns[src.index][-m.count :])
    if src.kind == "packet":
        card = board.packet_card(src.index)
    elif src.kind == "card":
        card = board.card
    elif src.kind == "talon":
        card = board.talon[-1] if board.talon else None
    else:
        card = board.foundation_top(src.index)
    return [] if card is None else [card]


def _carried(board: Board, move: str) -> str:
    cards = moving(board, move)
    if not cards:
        return "a card"
    if len(cards) == 1:
        return f"the {card_name(cards[0])}"
    return f"the run of {len(cards)} headed by the {card_name(cards[0])}"


def _onto(board: Board, move: str) -> str:
    dst = parse_move(move).target
    if dst.kind == "foundation":
        return f"up to {dst.name} ({SIGNS[dst.index // 2]})"
    if dst.kind == "talon":
        return "to the talon"
    column = board.columns[dst.index]
    if not column:
        return f"into the vacancy {dst.name}"
    return f"onto the {card_name(column[-1])} in column {dst.name}"


def move_words(board: Board, move: str) -> str:
    """``"the run of 3 headed by the 9♠ onto the 10♥ in column e (c-e:3)"``."""
    m = parse_move(move)
    if m.src == TURN and not m.dst:
        return "turn the top card of the stock (s)"
    if m.src == REDEAL:
        return "turn the talon over into the stock: a redeal (R)"
    return f"{_carried(board, move)} from {place_words(board, m.src)} {_onto(board, move)} ({m})"


def reason(board: Board, move: str) -> str:
    """Why the hint chose this move, in a sentence for its toast."""
    m = parse_move(move)
    if m.src == TURN and not m.dst:
        return "Nothing better is in view: turn the next card of the stock (s)."
    if m.src == REDEAL:
        return (
            "The stock is empty and nothing better is in view: turn the talon over (R; "
            f"{redeals_left(board)} before it)."
        )
    words = capital(move_words(board, move)) + "."
    if m.target.kind == "foundation":
        return f"One more card home: {words}"
    if m.source.kind == "column" and len(board.columns[m.source.index]) == m.count:
        return f"That empties column {m.src}, so its packet turns up: {words}"
    return f"A build that keeps cards in play: {words}"


def describe(board: Board) -> list[Section]:
    """The rule and score, the foundations, stock and talon, every packet and column (only
    the cards in view), and every move (the table's W key)."""
    return [
        ("Rule and score", _rule(board)),
        ("Foundations", _foundations(board)),
        ("Stock and talon", _stock(board)),
        ("Packets and columns, each column from its first card", _columns(board)),
        ("What can move", _moves(board)),
    ]


def _rule(board: Board) -> str:
    rule, home = board.rule, board.on_foundations()
    won = " All 104 cards are home: the game is won." if board.won else ""
    bonus = f", {bonus_words(rule)}" if bonus_words(rule) else ""
    return (
        f"{rule.name} rule: a card goes on one rank higher, {rule.words}; "
        f"{rule.redeal_words()} of the talon. {capital(cards_word(home))} of 104 on the "
        f"foundations. A win scores {signed(rule.win)}{bonus}; a loss {signed(rule.loss)}.{won}"
    )


def _foundations(board: Board) -> str:
    lines = []
    for i, name in enumerate(FOUNDATION_NAMES):
        top, count = board.foundation_top(i), board.foundations[i]
        suit = SIGNS[i // 2]
        if top is None:
            lines.append(f"{name} {suit}: empty, takes an Ace")
        elif count == 13:
            lines.append(f"{name} {suit}: complete, up to the King")
        else:
            lines.append(f"{name} {suit}: up to the {card_name(top)}")
    return "\n".join(lines)


def _stock(board: Board) -> str:
    card = "none" if board.card is None else f"the {card_name(board.card)}"
    talon = f"the {card_name(board.talon[-1])} on top" if board.talon else "empty"
    return (
        f"Stock: {cards_word(len(board.stock))} face down; {redeals_left(board)}.\n"
        f"Stock card: {card}.\nTalon: {cards_word(len(board.talon))}, {talon}."
    )


def _columns(board: Board) -> str:
    lines = []
    for c, letter in enumerate(COLUMNS):
        packet = board.packets[c]
        up = board.packet_card(c)
        down = len(packet) - (up is not None)
        head = f"{PACKET_NAMES[c]}: {cards_word(down)} face down"
        if up is not None:
            head += f", the {card_name(up)} turned up"
        cards = " ".join(card_name(x) for x in board.columns[c])
        if board.is_vacancy(c):
            cards = "empty: a vacancy, takes any card"
        lines.append(f"{head}; {letter}: {cards or 'empty'}")
    lines.append(capital(runs_words(board)) + " may move together onto a column.")
    return "\n".join(lines)


def _moves(board: Board) -> str:
    moves = legal_moves(board)
    if not moves:
        return "Nothing: no legal move is left."
    return "\n".join(capital(move_words(board, m)) for m in moves)
