"""A game shared in one line of text: the challenge code, and the deal line.

A challenge code is ``boardwalk.1.<game>.<check>``: the game id (other solitaires will
have their own), the format version, the game as URL-safe base64 with no padding, and a
checksum (the first 6 bytes of the SHA-256 of everything before it, in the same base64).
It holds no space, so a chat program cannot break it, and a human prefix such as
``Boardwalk challenge:`` may stand before it. The game part is, in bytes:

* the variant's number in ``VARIANT_CODES`` (a list that only ever grows);
* for a game with rules (The Towers), the rule's number in ``RULE_CODES`` (a code of a
  game without rules has no such byte, so every code written before The Towers still reads);
* the deal number as a LEB128 varint, or 0 and the cards of the deck (52; The Republic 104);
* the score claimed (``score().total``: points, or cards home), as a varint;
* each move as a varint: its place in the sorted legal moves of its position. A move is a
  byte where its notation would take three, and a code cannot even write an illegal move
  (a change to which moves the rules allow, or to their notation, needs a new version).

Decoding replays every move through the rules and refuses a claim the moves do not reach,
so a ``Challenge`` is a proven game. Anything wrong is one sentence (ValueError) that says
which part: not a code, another version, cut short, a changed character, an illegal move.

A deal line is how a deal is shared: ``Boardwalk Squattsi deal 7`` (or ``squattsi 7``);
it is read and written by ``deal_lines``, and ``pasted`` takes either.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass

from boardwalk.play.deal_lines import DealLine, deal_line, of_game, parse_deal, rule_words
from boardwalk.play.session import deal_words
from boardwalk.rules import Game, new_game
from boardwalk.rules.cards import CODES
from boardwalk.rules.errors import clip, shown
from boardwalk.storage.history import split_deck, stored_deck

GAME = "boardwalk"
VERSION = 1
PREFIX = "Boardwalk challenge: "
"""What the game puts before a code it copies; any words may stand there."""
VARIANT_CODES = ("hopscotch", "lucky-seven", "squattsi", "cheshire", "towers", "republic")
VARIANT_CODES += ("calculation",)
"""A variant's number in a code. Append new variants: a number never changes meaning."""
RULE_CODES = {
    "towers": ("same-suit", "alternating", "any-suit"),
    "republic": ("alternating", "same-suit", "any-suit"),
    "calculation": tuple(
        f"{piles}-{bits:06b}" for piles in (4, 3, 5, 6) for bits in range(64)
    ),  # the 256 variation codes, 4-000000 first; a test pins the numbering
}
"""A rule's number in a code, for each game with rules; append only, like the variants."""
DECK_CARDS = {"republic": 104}
"""How many cards a deck holds, where it is not 52 (The Republic's two decks)."""
CHECK_BYTES = 6
CHECK_CHARS = 8
MOST_CHARS = 4096
"""Longer than any real game's code: more is not a code, and is not read."""
_B64 = re.compile(r"[A-Za-z0-9_-]+")
_VERSION = re.compile(r"[0-9]{1,4}")
_TAGGED = re.compile(r"[a-z][a-z0-9-]*\.\d+\.[A-Za-z0-9_.-]*")
_EDGES = "\"'`<>()[]{}“”‘’«»"
HOW = "A code looks like boardwalk.1.… and is copied whole, in one line."


class NotACode(ValueError):
    """The text holds nothing that looks like a challenge code at all."""


@dataclass(frozen=True)
class Challenge:
    """A shared game, proven: its moves replay through the rules to the score it claims."""

    variant: str
    deal: int | None
    """The deal number, or None for a game dealt from a deck."""
    deck: str
    """The deck order string (for a numbered deal, that deal's cards), after its rule
    (``alternating: …``) for a game with rules, as the history keeps a deck."""
    moves: tuple[str, ...]
    score: int

    @property
    def rule(self) -> str:
        return split_deck(self.deck)[0]

    def fresh(self) -> Game:
        """Its deal dealt again under its rule, no move made: the challenge taken up."""
        return _dealt(self.variant, self.deal, self.deck)

    def game(self) -> Game:
        """The game replayed from its deal: what the replay screen shows."""
        game = _dealt(self.variant, self.deal, self.deck)
        for move in self.moves:
            game.play(move)
        return game


# -- encoding ---------------------------------------------------------------------------------
def encode(game: Game) -> str:
    """The challenge code of ``game`` as it stands (an ended game scores as it stands)."""
    variant = game.variant.id
    if variant not in VARIANT_CODES:
        raise ValueError(f"{game.variant.name} games cannot be shared as challenges yet.")
    data = bytearray([VARIANT_CODES.index(variant)])
    if variant in RULE_CODES:
        data.append(RULE_CODES[variant].index(game.rule))
    if game.deal is not None:
        data += _varint(game.deal)
    else:
        data += _varint(0) + bytes(CODES.index(c) for c in game.deck.split())
    data += _varint(game.score().total)
    again = _dealt(variant, game.deal, stored_deck(game.deck, getattr(game, "rule", None)))
    for move in game.moves:  # each move by its place among its position's legal moves
        data += _varint(again.legal_moves().index(move))
        again.play(move)
    body = f"{GAME}.{VERSION}.{_b64(bytes(data))}"
    return f"{body}.{_check(body)}"


def share_line(game: Game) -> str:
    """What "Copy challenge" puts on the clipboard: a few words, then the code."""
    return PREFIX + encode(game)


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _check(body: str) -> str:
    return _b64(hashlib.sha256(body.encode("utf-8", "replace")).digest()[:CHECK_BYTES])


# -- decoding ---------------------------------------------------------------------------------
def decode(text: str) -> Challenge:
    """The proven game a code holds; ValueError (NotACode for text with no code in it)
    with one sentence saying what is wrong."""
    payload = _payload(_code_in(text))
    reader = _Reader(payload)
    variant, deal, deck = reader.deal()
    claimed = reader.varint("the score it claims")
    indexes = []
    while not reader.done:
        indexes.append(reader.varint(f"its move {len(indexes) + 1}"))
    return _proven(variant, deal, deck, indexes, claimed)


def _code_in(text: object) -> str:
    """The word of ``text`` that is the code (its quotes and final full stop taken off)."""
    if not isinstance(text, str):
        raise NotACode(f"A challenge code is text, not {shown(text)}.")
    if len(text) > MOST_CHARS:
        raise NotACode("This text is far too long to be a challenge code. " + HOW)
    words = [w.strip(_EDGES).rstrip(".,;:!?").strip(_EDGES) for w in text.split()]
    tagged = [w for w in words if w.lower().startswith(GAME + ".") or _TAGGED.fullmatch(w)]
    if not tagged:
        raise NotACode("This is not a challenge code. " + HOW)
    return tagged[0]


def _payload(code: str) -> bytes:
    """The game part of a code whose tag, version and checksum are right."""
    parts = code.split(".")
    if parts[0] != GAME:
        raise ValueError(f"This is not a Boardwalk challenge code: it begins {shown(parts[0])}.")
    if not _VERSION.fullmatch(parts[1]):
        raise ValueError("This challenge code has no version number after “boardwalk.”.")
    if int(parts[1]) != VERSION:
        raise ValueError(
            f"This challenge code is format version {parts[1]}; this Boardwalk reads "
            f"version {VERSION} (a newer Boardwalk may read it)."
        )
    if len(parts) < 4 or not parts[2]:
        raise ValueError("This challenge code is cut short: its game or its checksum is missing.")
    if len(parts) > 4:
        raise ValueError("This challenge code has a dot too many: it was changed.")
    body, check = ".".join(parts[:3]), parts[3]
    if len(check) != CHECK_CHARS:
        raise ValueError(
            f"This challenge code's checksum has {len(check)} characters where it has "
            f"{CHECK_CHARS}: it was cut short or changed."
        )
    if not (_B64.fullmatch(parts[2]) and _B64.fullmatch(check)) or check != _check(body):
        raise ValueError(
            "This challenge code does not match its checksum: a character was changed or "
            "lost on the way. Copy it again, whole."
        )
    try:
        return base64.urlsafe_b64decode(parts[2] + "=" * (-len(parts[2]) % 4))
    except (binascii.Error, ValueError):
        raise ValueError("This challenge code's game part is not readable.") from None


class _Reader:
    """Reads the game part byte by byte; a part that ends early is named in a sentence."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    @property
    def done(self) -> bool:
        return self.at >= len(self.data)

    def byte(self, what: str) -> int:
        if self.done:
            raise ValueError(f"This challenge code ends before {what}.")
        self.at += 1
        return self.data[self.at - 1]

    def varint(self, what: str) -> int:
        n = 0
        for shift in range(0, 70, 7):
            b = self.byte(what)
            n |= (b & 0x7F) << shift
            if not b & 0x80:
                return n
        raise ValueError(f"This challenge code's number for {what} is too long.")

    def deal(self) -> tuple[str, int | None, str]:
        """The variant, the deal number (None: a deck) and the deck, after its rule for a
        game with rules (``alternating: …``; just ``alternating: `` for a numbered deal)."""
        number = self.byte("its variant")
        if number >= len(VARIANT_CODES):
            raise ValueError(
                f"This challenge code is for a variant this Boardwalk lacks ({number})."
            )
        variant = VARIANT_CODES[number]
        rule = self.rule(variant)
        deal = self.varint("its deal")
        if deal:
            return variant, deal, stored_deck("", rule)
        cards = [self.byte("the end of its deck") for _ in range(DECK_CARDS.get(variant, 52))]
        if max(cards) >= len(CODES):
            raise ValueError("This challenge code's deck names a card that does not exist.")
        return variant, None, stored_deck(" ".join(CODES[c] for c in cards), rule)

    def rule(self, variant: str) -> str | None:
        """The rule of a game with rules (None for a game without)."""
        if variant not in RULE_CODES:
            return None
        number = self.byte("its rule")
        if number >= len(RULE_CODES[variant]):
            raise ValueError(f"This challenge code is for a rule this Boardwalk lacks ({number}).")
        return RULE_CODES[variant][number]


def _dealt(variant: str, deal: int | None, deck: str) -> Game:
    """The deal dealt again, under the rule kept before the deck (``alternating: …``)."""
    rule, deck = split_deck(deck)
    ruled = {"rule": rule} if rule else {}
    try:
        if deal:
            return new_game(variant, deal=deal, **ruled)
        return new_game(variant, deck=deck, **ruled)
    except ValueError as err:
        raise ValueError(f"This challenge code's deal cannot be dealt. {err}") from None


def _proven(variant: str, deal: int | None, deck: str, indexes: list[int], claimed: int):
    """Every move replayed through the rules, and the claim held against their score."""
    game = _dealt(variant, deal, deck)
    for n, index in enumerate(indexes, 1):
        legal = game.legal_moves()
        if index >= len(legal):
            raise ValueError(f"This challenge code's move {n} is not one the rules allow there.")
        game.play(legal[index])
    real = game.score().total
    if real != claimed:
        raise ValueError(
            f"This challenge code claims {_scored(game, claimed)}, but its moves score "
            f"{_scored(game, real)}: the claim is refused."
        )
    kept = stored_deck(game.deck, getattr(game, "rule", None))
    return Challenge(variant, deal, kept, tuple(game.moves), real)


def _scored(game: Game, total: int) -> str:
    """A score in its game's unit: Boardwalk's points, or a Card Shell game's cards home
    (its score also has ``points``, what a finished game is worth under its rule)."""
    if hasattr(game.score(), "points"):  # Calculation's cards go up onto stacks, not home
        where = "up" if game.variant.id == "calculation" else "home"
        return f"{total} {'card' if total == 1 else 'cards'} {where}"
    return f"{total} {'point' if total == 1 else 'points'}"


# -- what the player reads --------------------------------------------------------------------
NEITHER = "The clipboard holds neither a challenge code nor a deal like “Squattsi deal 7”."
EMPTY = "The clipboard is empty: copy a challenge code or a deal such as “Squattsi 7” first."
ONLY_HERE = " The system clipboard could not take it: it can be pasted in this window only."


def pasted(text: str) -> DealLine | Challenge:
    """What a paste holds: a deal line, or a proven challenge; ValueError with the one
    sentence the player reads for anything else (an empty clipboard included)."""
    try:
        return parse_deal(text) or decode(text)
    except NotACode:
        raise ValueError(NEITHER if str(text).strip() else EMPTY) from None


def recorded(variant: str, deal: int | None, deck: str, moves: list[str]) -> Game:
    """A game of the history dealt again and replayed, to be shared; ValueError in words
    for one whose deal or moves the rules refuse (a damaged row), or of a game that codes
    do not cover yet."""
    if variant not in VARIANT_CODES:
        name = new_game(variant, deal=1).variant.name
        raise ValueError(f"{name} games cannot be shared as challenges yet.")
    return replayed(_dealt(variant, deal, deck), moves)


def replayed(game: Game, moves: Iterable[str]) -> Game:
    """``game`` with ``moves`` played; a move the rules refuse is named in words that follow
    a colon ("its move 3, 4c-1a, is refused." and the rule)."""
    for n, move in enumerate(moves, 1):
        try:
            game.play(move)
        except ValueError as err:
            raise ValueError(f"its move {n}, {clip(str(move), 20)}, is refused. {err}") from None
    return game


def deal_copied(game: Game, reached: bool) -> str:
    """What the player reads after Copy deal."""
    if game.deal is None:
        words = (
            f"Copied this {of_game(game.variant.name, 'deal')}, all "
            f"{len(game.deck.split())} cards of it, as one line."
        )
    else:
        words = f"Copied “{deal_line(game)}”: paste it into Boardwalk (Ctrl+V) to play it."
    return words + ("" if reached else ONLY_HERE)


def challenge_copied(game: Game, reached: bool) -> str:
    """What the player reads after Copy challenge."""
    words = (
        f"Copied a challenge code for this {of_game(game.variant.name, 'game')}, "
        f"{deal_words(game.deal)}"
        f"{_ruled(game.variant.id, getattr(game, 'rule', ''))}, "
        f"{_scored(game, game.score().total)}. Whoever pastes it into Boardwalk "
        "(Ctrl+V) may play the same deal to beat it, or watch it replayed, its score "
        "proven by the rules."
    )
    return words + ("" if reached else ONLY_HERE)


def replay_title(found: Challenge) -> str:
    """The replay's title: the game, and the score its moves were proven to reach."""
    game = _dealt(found.variant, found.deal, found.deck)
    name, rule = game.variant.name, _ruled(found.variant, found.rule)
    scored = _scored(game, found.score)
    return f"Challenge: {name}, {deal_words(found.deal)}{rule}, scored {scored} (proven)"


def offer_words(found: Challenge) -> tuple[str, str]:
    """The question a pasted code asks: play the deal yourself, or watch their game."""
    game = found.fresh()
    rule = _ruled(found.variant, found.rule)
    won = "won" if found.game().score().won else "did not win"
    body = (
        f"Someone played {game.variant.name}, {deal_words(found.deal)}{rule}, and {won}: "
        f"{_scored(game, found.score)} in {len(found.moves):,} "
        f"move{'' if len(found.moves) == 1 else 's'} (proven by the rules). "
        "Play the same cards yourself and see their result beside yours when your game "
        "ends, or watch their game replayed."
    )
    return "A challenge", body


def _ruled(variant: str, rule: str) -> str:
    """``, Alternating colour rule`` for a game with rules, else nothing."""
    return f", {rule_words(variant, rule).lower()}" if rule else ""
