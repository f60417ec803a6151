"""The score screen's line for a Card Shell game (COMPANIONS.md §4: statistics shown after
each game): the figures of the rule the game was dealt under, this game counted as it
stands, in place of Boardwalk's best and average."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardwalk.play.keeper import record_of
from boardwalk.play.rivalry import Standing, standing
from boardwalk.solitaire import rule_names
from boardwalk.statistics import rule_figures

from .stats_rules import rule_line

if TYPE_CHECKING:
    from boardwalk.play.keeper import Keeper
    from boardwalk.rules import Game


def rule_standing(keeper: Keeper, kind: object, game: Game) -> str:
    """The rule's line of figures after ``game``: the player's finished games under its
    rule, with this one as it stands (it is the latest, recorded or not: a read-only run
    keeps no history, and the line must still count the game just played). "" for a game
    without rules (Boardwalk keeps its best and average)."""
    names, rule = rule_names(kind, game.variant.id), getattr(game, "rule", "")
    if not names:
        return ""
    records = [r for r in keeper.history.games(game.variant.id) if r.rule == rule]
    session = keeper.current
    if session is not None and session.game is game:
        records = [r for r in records if r.session != session.id]
        records.append(record_of(session, "ended"))
    points = all(r.has_points() for r in records)
    noun = getattr(kind, "rule_noun", "rule")
    return rule_line(names.get(rule, rule), rule_figures(records), points, noun)


def challenge_standing(keeper: Keeper, kind: object, game: Game) -> Standing | None:
    """The challenge this game took up, its result beside the challenger's (None for a
    game that took up none)."""
    session = keeper.current
    rival = session.rival if session is not None and session.game is game else None
    if rival is None:
        return None
    return standing(rival, game, getattr(kind, "score_unit", ("point", "points")))
