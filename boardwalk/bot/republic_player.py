"""An honest player of The Republic (COMPANIONS.md §2): the hint and the demo.

Honest means it decides from what a player at the table sees: the columns, the packet cards
turned up, the stock card, the talon (every card of it was seen going there), the
foundations, and how many cards lie face down in each packet and in the stock, but never
which. It makes sure of that by first *masking* the board (``masked``): every face-down card
becomes the same blank, so the rest of the player cannot read one; a test shuffles the unseen
cards and gets the same move.

Its plan: first, a card that nothing still out could ever want in a column goes home
(``safe_up``); then a short lookahead over the moves whose outcome is in view:

* every move but the stock's own (turn, stock card to talon, redeal) is tried, and so is
  every move followed by one *gain* (a card home, a packet card, the stock card or the talon
  top brought into play, a column's last run moved off its packet); a move that turns a
  packet up ends its line, since what turns up is not known;
* each position reached, once its safe cards are home (``_settled``), is weighed by
  ``evaluate``: cards home, face-down packet cards left (information first: a column emptied
  over its packet is worth more than a card home), vacancies kept (each further one worth a
  little less, so a spare one is spent digging), columns over packets kept short and in
  runs, and where the talon cannot be turned over again, the talon kept small and the cards
  a foundation wants not left buried in it;
* the best line is followed if it beats standing still; otherwise the stock is turned, the
  stock card goes to the talon, or the talon is turned over (under same suit, at most
  ``REDEAL_CAP`` times); when none of that is left, there is no useful move (None).

It ends: between two turns, turn-ups, redeals or safe cards home, the value of the line it
follows strictly grows (a two-move line is worth ``STEP`` less than its end, which the next
move then reaches outright), so no position comes back; and those are finite. The choice is
a pure function of what is seen (``seed`` only rotates exact ties). Weights were tuned on
deals 1001–1080, apart from the deals measured (1–500).
"""

from __future__ import annotations

from functools import lru_cache

from boardwalk.rules.cards import code
from boardwalk.rules.republic import RULES, Board, legal_moves, parse_move
from boardwalk.rules.republic.board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES
from boardwalk.rules.republic.engine import perform
from boardwalk.rules.republic.moves import iter_legal
from boardwalk.rules.republic.notation import REDEAL, TURN

BLANK = -8
"""A face-down card, once masked: rank −2, so it fits nothing and nothing fits on it (and
the engine can still name it in the events of a move that turns it up)."""
REDEAL_CAP = 6
"""Under same suit (unlimited redeals) the talon is turned over at most this many times."""
STEP = 0.5
"""What a two-move line gives up against reaching its end in one (and what makes it end)."""
HOME = 10.0
HIDDEN = 14.0
VACANCY = 9.0
COVER = 1.5
"""Each card in a column over a face-down packet (it must go before the packet turns up)."""
BLOCK = 3.0
"""Each separate run in a column over a packet (a run moves whole; a break must be undone)."""
BREAK = 2.0
"""Each break in a column over an empty packet (the cards below it are buried)."""
TALON_STUCK = 4.0
TALON_FREE = 0.3
DIG = 2.0
"""Each talon card over one a foundation takes now, when the talon cannot be turned over."""
FALLING = 0.8
"""Each further vacancy is worth this much of the one before (many are rarely all needed)."""
EPS = 1e-9

__all__ = ["choose", "evaluate", "gains", "hint", "lines", "masked", "reason", "safe_up"]


def masked(board: Board) -> Board:
    """The board as a player sees it: every face-down card (the packets' under their turned-up
    card, or all of a packet's while its column holds cards; the whole stock) a ``BLANK``."""
    packets = []
    for c, packet in enumerate(board.packets):
        up = board.packet_card(c)
        blanks = (BLANK,) * (len(packet) - (up is not None))
        packets.append(blanks + ((up,) if up is not None else ()))
    return Board(
        board.rule, tuple(packets), board.columns, (BLANK,) * len(board.stock), board.card,
        board.talon, board.foundations, board.redeals,
    )  # fmt: skip


def _stuck(board: Board) -> bool:
    """Whether the talon cannot be turned over again (its deep cards come only from the top)."""
    return not board.rule.may_redeal(board.redeals) or board.redeals >= REDEAL_CAP


def evaluate(board: Board) -> float:
    """How good a (masked) position looks; higher is better. Reads only what ``masked`` keeps
    (a ``BLANK`` turned up by the line being weighed is a card not yet known)."""
    hidden = vacancies = 0
    score = HOME * board.on_foundations()
    for c, col in enumerate(board.columns):
        packet = board.packets[c]
        hidden += len(packet) - (0 if col else 1) if packet else 0
        if not col:
            vacancies += not packet
            continue
        score -= _column_cost(col, bool(packet), board.rule.id)
    waiting = len(board.talon) + (board.card is not None)
    if _stuck(board):
        score -= TALON_STUCK * waiting + DIG * _buried(board)
    else:
        score -= TALON_FREE * waiting
    return score - HIDDEN * hidden + VACANCY * sum(FALLING**i for i in range(vacancies))


def _buried(board: Board) -> int:
    """How many talon cards lie over the ones a foundation takes now, counted for each."""
    talon, total = board.talon, 0
    for depth, card in enumerate(reversed(talon)):
        if depth and board.takers(card):
            total += depth
    return total


@lru_cache(maxsize=200_000)
def _column_cost(col: tuple[int, ...], over_packet: bool, rule: str) -> float:
    """A column's cost in ``evaluate`` (kept: the same columns come back move after move)."""
    fits = RULES[rule].fits
    breaks = sum(not fits(col[i + 1], col[i]) for i in range(len(col) - 1))
    if over_packet:
        return COVER * len(col) + BLOCK * (breaks + 1)
    return BREAK * breaks


def _reveals(after: Board) -> bool:
    """Whether a move turned up a face-down card (its line ends there: what shows is unknown)."""
    return any(BLANK in col for col in after.columns) or any(
        after.packet_card(c) == BLANK for c in range(len(after.columns))
    )


def gains(board: Board) -> list[str]:
    """The moves that bring something forward: an exposed card home, the stock card, the talon
    top or a packet card home or into play, or a column's last run off its packet."""
    out = []
    for c in range(len(COLUMNS)):
        top = board.exposed(c)
        takers = board.takers(top) if top is not None else []
        if takers:
            out.append(f"{COLUMNS[c]}-{FOUNDATION_NAMES[takers[0]]}")
    sources = ([TURN] if board.card is not None else []) + (["w"] if board.talon else [])
    sources += [PACKET_NAMES[c] for c in range(len(COLUMNS)) if board.packet_card(c) is not None]
    for source in sources:
        out += list(iter_legal(board, source))
    for c, col in enumerate(board.columns):  # a column emptied over its packet turns it up
        if col and board.packets[c] and board.run_length(c) == len(col):
            out += [m for m in iter_legal(board, COLUMNS[c]) if _count(m) == len(col)]
    return _searchable(board, out)


def _count(move: str) -> int:
    return int(move.partition(":")[2] or 1)


def _searchable(board: Board, moves: list[str]) -> list[str]:
    """The moves worth weighing: not the stock's own, and into the first vacancy only (any
    vacancy is as good as another), onto the first foundation of a pair that takes a card."""
    vacancies = [COLUMNS[c] for c in range(len(COLUMNS)) if board.is_vacancy(c)]
    others = set(vacancies[1:]) | {"w"}
    out = []
    for m in moves:
        if m in (TURN, REDEAL):
            continue
        src, _, dst = m.partition("-")
        dst = dst.split(":")[0]
        if dst in others or (dst in ("f2", "f4", "f6", "f8") and _pair(src, dst) in moves):
            continue
        out.append(m)
    return out


def _pair(src: str, dst: str) -> str:
    return f"{src}-f{int(dst[1]) - 1}"


def lines(seen: Board) -> list[tuple[float, str]]:
    """Each first move with the value of the best line it starts (one move, or one move and
    a gain): on the masked board for the player, on the whole board for the clairvoyant
    search (where nothing is blank, so no line ends at a turn-up)."""
    out = []
    for move in _searchable(seen, legal_moves(seen)):
        after = perform(seen, move)[0]
        value = _settled(after)
        if not _reveals(after) and not after.won:
            for second in gains(after):
                value = max(value, _settled(perform(after, second)[0]) - STEP)
        out.append((value, move))
    return out


def _settled(board: Board) -> float:
    """``evaluate`` once the cards ``safe_up`` sends home have gone (the player's next moves
    anyway): a card played back only to go straight home again gains nothing."""
    while (move := safe_up(board)) is not None:
        board = perform(board, move)[0]
    return evaluate(board)


def _safe(board: Board, card: int) -> bool:
    """Whether no card still out could ever want ``card`` in a column: every card that could
    lie on it, and every card that could lie on those, is home (under alternating colour: both
    piles of each suit of the other colour hold its rank below, those of its own colour the
    rank below that; under same suit, the other pile of its suit holds the rank below; under
    any suit, all eight do). Play-back cannot help then: a card played back onto it could only
    carry cards already home."""
    rank, suit, f = card >> 2, card & 3, board.foundations
    suits = board.rule.suits
    if suits == "same":
        return min(f[2 * suit], f[2 * suit + 1]) >= rank
    if suits == "any":
        return min(f) >= rank
    red = suit in (1, 2)
    for s in range(4):
        need = rank if (s in (1, 2)) != red else rank - 1
        if min(f[2 * s], f[2 * s + 1]) < need:
            return False
    return True


def safe_up(board: Board) -> str | None:
    """A move of a card home that no win can regret (``_safe``), or None."""
    sources = [(COLUMNS[c], board.exposed(c)) for c in range(len(COLUMNS))]
    sources += [(PACKET_NAMES[c], board.packet_card(c)) for c in range(len(COLUMNS))]
    sources += [(TURN, board.card), ("w", board.talon[-1] if board.talon else None)]
    for name, card in sources:
        if card is None:
            continue
        takers = board.takers(card)
        if takers and _safe(board, card):
            return f"{name}-{FOUNDATION_NAMES[takers[0]]}"
    return None


def choose(board: Board, seed: int = 0) -> str | None:
    """The honest player's move, or None when no useful move is left (or the game is won)."""
    seen = masked(board)
    if seen.won:
        return None
    safe = safe_up(seen)
    if safe is not None:
        return safe
    options = lines(seen)
    if options:
        n = len(options)
        best = max(range(n), key=lambda i: (options[i][0], -((i + seed) % n)))
        if options[best][0] > evaluate(seen) + EPS:
            return options[best][1]
    return _stock_move(seen)


def _stock_move(seen: Board) -> str | None:
    """Nothing in view is worth doing: the stock card to the talon, the next turn, a redeal."""
    if seen.card is not None:
        return f"{TURN}-w"
    if seen.stock:
        return TURN
    if seen.talon and seen.rule.may_redeal(seen.redeals) and seen.redeals < REDEAL_CAP:
        return REDEAL
    return None


def hint(board: Board, seed: int = 0) -> str | None:
    """The move to suggest on ``board`` (``Kind.hint``), in the engine's notation."""
    return choose(board, seed)


def reason(board: Board, move: str) -> str:
    """One line saying why ``move`` is good, from what the player sees."""
    m = parse_move(move)
    if m.src == TURN and not m.dst:
        return "Nothing in view gains: turn the next card of the stock."
    if m.src == REDEAL:
        return "The stock is spent and nothing in view gains: turn the talon over."
    if m.dst == "w":
        return "The stock card helps nowhere now: put it on the talon and turn the next."
    src, dst = m.source, m.target
    if dst.kind == "foundation":
        return "One more card home, where nothing in view still needs it as a base."
    if src.kind == "column" and len(board.columns[src.index]) == m.count:
        if board.packets[src.index]:
            return f"That empties column {m.src}: its packet turns up (information first)."
        return f"That frees column {m.src} as a vacancy."
    if src.kind == "foundation":
        return f"Play the {code(board.foundation_top(src.index) or 0)} back: it makes a base."
    if src.kind in ("card", "talon", "packet"):
        return "It brings a card into play instead of leaving it waiting."
    return "That build opens the way for a card home, a packet or a vacancy next."
