"""Gestures fed by hand, over real layout geometry and no window: drags, clicks, double and
right clicks, choosing a hand play's return, Esc, and a dormant stack's favor."""

from __future__ import annotations

from helpers import layout_game
from pygame import Rect

from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.rules import new_game
from boardwalk.screens.gestures import (
    CANCELLED,
    DOUBLE_CLICK_MS,
    DRAG_THRESHOLD,
    Gestures,
    Play,
    Position,
    Refuse,
    Say,
    SnapBack,
)

SIZE = (1280, 800)
HOPSCOTCH = {"1a": "2S 3S 4S 5S", "1b": "7D", "1d": "5D", "3c": "8C 5H", "1e": "KH"}
LUCKY = {"1a": "5S", "3c": "6C 4H", "3f": "JH", "3g": "QH", "h1": "5D", "h2": "9D", "h3": "7D"}
CHESHIRE = {"1a": "9S", "1c": "2D 3D 4D 5D", "1f": "8S", "h1": "7H", "h2": "7C", "h3": "7D"}


def position(game, legal: list[str] | None = None) -> Position:
    board = game.board
    layout = BOARDWALK.layout(game.variant.id, SIZE)
    return Position(BOARDWALK, board, layout, BOARDWALK.legal(board) if legal is None else legal)


def centre(at: Position, place: str) -> tuple[int, int]:
    """The middle of a place's top card, or where its next card would lie."""
    rect = at.top_rect(place) or at.layout.card_rect(place, 0)
    return rect.center


def drag(gestures: Gestures, at: Position, src: str, to: tuple[int, int]) -> list:
    start = centre(at, src)
    assert gestures.press(at, start, 1) == []
    steps = 6
    for i in range(1, steps + 1):
        gestures.motion(
            (
                start[0] + (to[0] - start[0]) * i // steps,
                start[1] + (to[1] - start[1]) * i // steps,
            )
        )
    return gestures.release(at, to, 1)


def click(gestures: Gestures, at: Position, pos: tuple[int, int], button: int = 1) -> list:
    return gestures.press(at, pos, button) + gestures.release(at, pos, button)


def hopscotch(moves: str = ""):
    return layout_game("hopscotch", HOPSCOTCH, moves)


# -- dragging --------------------------------------------------------------------------------
def test_a_drag_onto_a_legal_target_plays_it_from_where_the_card_was_let_go():
    at = position(hopscotch())
    g = Gestures(BOARDWALK)
    start = centre(at, "1a")
    g.press(at, start, 1)
    assert g.g.mode == "pressed" and g.targets(at) == frozenset()  # nothing glows yet
    g.motion((start[0] + DRAG_THRESHOLD + 1, start[1]))
    assert g.g.mode == "dragging" and g.busy
    assert g.targets(at) == frozenset(f"4{c}" for c in "abcdefgh")
    drop = centre(at, "4c")
    g.motion(drop)
    assert g.best_target(at) == "4c"
    held = g.drag_rect(at)
    assert held.center == drop and held.size == at.layout.card  # held where it was grabbed
    intents = g.release(at, drop, 1)
    assert intents == [Play("1a-4c", {"1a": held}, "only")]
    assert g.g.mode == "idle" and not g.busy


def test_a_drop_near_a_target_goes_to_the_target_it_overlaps_most():
    at = position(hopscotch())
    g = Gestures(BOARDWALK)
    target = at.layout.zone("4c")
    near = (target.right - at.layout.card[0] // 3, target.centery)  # mostly over 4c
    [play] = drag(g, at, "1a", near)
    assert play.move == "1a-4c"


def test_a_drop_on_an_illegal_place_snaps_back_and_is_refused():
    at = position(hopscotch("1a-4c"))
    g = Gestures(BOARDWALK)
    drop = centre(at, "4a")  # a 7 left of the 5s
    intents = drag(g, at, "1b", drop)
    assert len(intents) == 2
    snap, refuse = intents
    assert isinstance(snap, SnapBack) and snap.place == "1b" and snap.rect.center == drop
    assert refuse == Refuse("1b-4a")
    assert g.g.mode == "idle"


def test_a_drop_off_every_place_or_back_home_only_snaps_back():
    at = position(hopscotch())
    g = Gestures(BOARDWALK)
    far = (5, at.layout.status.top - 2)  # the bottom left corner: no place there
    assert at.place_at(far) is None
    [snap] = drag(g, at, "1a", far)
    assert isinstance(snap, SnapBack) and snap.place == "1a"
    home = centre(at, "1a")
    g.press(at, home, 1)
    g.motion((home[0], home[1] + 20))
    [snap] = g.release(at, (home[0] + 1, home[1] + 1), 1)
    assert snap == SnapBack("1a", snap.rect) and snap.rect.collidepoint(home)


def test_face_down_cards_and_destinations_cannot_be_picked_up():
    at = position(hopscotch("1a-4c"))
    g = Gestures(BOARDWALK)
    for place in ("3a", "4c"):
        assert at.source_at(centre(at, place)) is None
        assert click(g, at, centre(at, place)) == [] and g.g.mode == "idle"


# -- click to move ---------------------------------------------------------------------------
def test_a_small_move_is_a_click_that_selects_then_a_click_on_a_target_plays():
    at = position(hopscotch())
    g = Gestures(BOARDWALK)
    start = centre(at, "1a")
    g.press(at, start, 1)
    g.motion((start[0] + DRAG_THRESHOLD // 2, start[1] + DRAG_THRESHOLD // 2))
    assert g.g.mode == "pressed"
    assert g.release(at, (start[0] + 2, start[1] + 2), 1) == []
    assert g.g.mode == "selected" and g.g.src == "1a"
    assert "4c" in g.targets(at) and g.drag_rect(at) is None
    g.update(DOUBLE_CLICK_MS * 2)
    assert g.press(at, centre(at, "4c"), 1) == [Play("1a-4c", {}, "only")]
    assert g.release(at, centre(at, "4c"), 1) == []
    assert g.g.mode == "idle"


def test_clicking_the_selected_card_again_or_the_cloth_unselects():
    at = position(hopscotch())
    g = Gestures(BOARDWALK)
    click(g, at, centre(at, "1a"))
    g.update(DOUBLE_CLICK_MS + 1)
    assert click(g, at, centre(at, "1a")) == [] and g.g.mode == "idle"  # not a double-click
    g.update(DOUBLE_CLICK_MS + 1)
    click(g, at, centre(at, "1a"))
    assert g.g.mode == "selected"
    assert click(g, at, (5, at.layout.status.top - 2)) == [] and g.g.mode == "idle"


def test_clicking_another_card_selects_that_one_instead():
    at = position(hopscotch())
    g = Gestures(BOARDWALK)
    click(g, at, centre(at, "1a"))
    g.update(DOUBLE_CLICK_MS + 1)
    assert click(g, at, centre(at, "1b")) == []
    assert g.g.mode == "selected" and g.g.src == "1b"


def test_a_card_without_a_move_says_so_when_clicked():
    at = position(hopscotch("1a-4c"))
    g = Gestures(BOARDWALK)
    assert click(g, at, centre(at, "1d")) == [Say("The 5D has no legal move now.")]


# -- double and right click ------------------------------------------------------------------
def test_a_double_click_sends_the_card_to_the_one_declared_destination_taking_it():
    at = position(hopscotch("1a-4c"))  # 4c is declared for 5s; 3c shows the 5H
    g = Gestures(BOARDWALK)
    assert click(g, at, centre(at, "3c")) == []
    assert g.g.mode == "selected"
    g.update(DOUBLE_CLICK_MS - 50)
    assert click(g, at, centre(at, "3c")) == [Play("3c-4c", {}, "only")]
    assert g.g.mode == "idle"
    g.update(10)
    assert click(g, at, centre(at, "3c")) == []  # a third click starts over: a selection
    assert g.g.mode == "selected"


def test_two_clicks_too_far_apart_are_not_a_double_click():
    at = position(hopscotch("1a-4c"))
    g = Gestures(BOARDWALK)
    click(g, at, centre(at, "3c"))
    g.update(DOUBLE_CLICK_MS + 1)
    assert click(g, at, centre(at, "3c")) == [] and g.g.mode == "idle"


def test_a_double_click_with_no_declared_destination_says_to_drag():
    at = position(hopscotch())  # nothing declared yet: every destination is a choice
    g = Gestures(BOARDWALK)
    click(g, at, centre(at, "1a"))
    g.update(100)
    [say] = click(g, at, centre(at, "1a"))
    assert say == Say("No declared destination takes the 5S now: drag it where you want it.")


def test_a_double_click_with_two_declared_destinations_names_both():
    game = new_game("hopscotch", deal=112)
    for move in "1d-4g 3g-4e 1d-4h 1d-4a 3h-4c 3a-4b 3e-4g 1d-2d".split():
        game.play(move)
    at = position(game)
    card = at.card_at("1b")
    assert {"1b-2d", "1b-4a"} <= set(at.legal)
    g = Gestures(BOARDWALK)
    click(g, at, centre(at, "1b"))
    g.update(100)
    [say] = click(g, at, centre(at, "1b"))
    assert say == Say(f"The {card} could go to 2d or 4a: drag it where you want it.")


def test_a_right_click_is_a_double_click():
    at = position(hopscotch("1a-4c"))
    g = Gestures(BOARDWALK)
    assert g.press(at, centre(at, "3c"), 3) == [Play("3c-4c", {}, "only")]
    assert g.release(at, centre(at, "3c"), 3) == [] and g.g.mode == "idle"
    [say] = g.press(at, centre(at, "1d"), 3)  # 4c takes 5s, but column c is blocked
    assert say.words.startswith("No declared destination takes the 5D")
    assert g.press(at, (5, at.layout.status.top - 2), 3) == []  # on the cloth: nothing


def test_a_right_click_during_a_drag_sends_the_held_card_home_first():
    at = position(hopscotch("1a-4c"))
    g = Gestures(BOARDWALK)
    start = centre(at, "1b")
    g.press(at, start, 1)
    g.motion((start[0] + 40, start[1] + 40))
    snap, play = g.press(at, centre(at, "3c"), 3)
    assert isinstance(snap, SnapBack) and snap.place == "1b"
    assert play == Play("3c-4c", {}, "only") and g.g.mode == "idle"


# -- hand plays that need a return chosen ------------------------------------------------------
def lucky():
    return position(layout_game("lucky-seven", LUCKY, "1a-4c"))


def test_a_hand_play_onto_a_blocked_column_plays_at_once():
    at = lucky()
    g = Gestures(BOARDWALK)
    [play] = drag(g, at, "h1", centre(at, "4c"))
    assert play.move == "h1-4c" and play.words == "only" and set(play.origin) == {"h1"}


def test_a_hand_play_with_several_returns_asks_and_a_click_chooses():
    at = lucky()
    g = Gestures(BOARDWALK)
    [say] = drag(g, at, "h2", centre(at, "4g"))
    assert say.words.startswith("Choose the card to take into your hand")
    assert g.g.mode == "choosing" and g.busy
    assert g.g.options == {"3c": "h2-4g/3c", "3g": "h2-4g/?"}  # 3g: the blind card
    assert g.targets(at) == frozenset() and g.drag_rect(at) is None
    intents = g.press(at, centre(at, "3c"), 1)
    waiting = at.layout.card_rect("4g", 0)  # the 9D waited on 4g while the player chose
    assert intents == [Play("h2-4g/3c", {"h2": waiting}, "chosen")]
    assert g.g.mode == "idle"


def test_the_blind_return_is_chosen_by_clicking_the_face_down_top():
    at = lucky()
    g = Gestures(BOARDWALK)
    drag(g, at, "h2", centre(at, "4g"))
    [play] = g.press(at, centre(at, "3g"), 1)
    assert play.move == "h2-4g/?"


def test_escape_cancels_choosing_and_says_so():
    at = lucky()
    g = Gestures(BOARDWALK)
    assert g.escape(at) is None  # nothing held: the screen may use Esc itself
    drag(g, at, "h2", centre(at, "4g"))
    assert g.escape(at) == [Say(CANCELLED)]
    assert "Cancelled" in CANCELLED and g.g.mode == "idle" and g.g.options == {}
    assert g.escape(at) is None


def test_a_click_off_the_choices_cancels_too():
    at = lucky()
    g = Gestures(BOARDWALK)
    drag(g, at, "h2", centre(at, "4g"))
    assert g.press(at, centre(at, "1b"), 1) == [Say(CANCELLED)]
    assert g.g.mode == "idle"


def test_escape_during_a_drag_sends_the_card_home_silently():
    at = lucky()
    g = Gestures(BOARDWALK)
    start = centre(at, "h2")
    g.press(at, start, 1)
    g.motion((start[0], start[1] - 60))
    [snap] = g.escape(at)
    assert isinstance(snap, SnapBack) and snap.place == "h2" and g.g.mode == "idle"


# -- a place that is a move: Cheshire's favors -------------------------------------------------
def test_a_press_on_a_dormant_stack_then_release_takes_the_favor():
    game = layout_game("cheshire", CHESHIRE)
    at = position(game)
    g = Gestures(BOARDWALK)
    pos = centre(at, "1c")
    assert at.source_at(pos) is None  # all face down: nothing to pick up
    assert g.press(at, pos, 1) == []
    assert g.g.mode == "pressed" and g.g.place_move == "1c*"
    assert g.release(at, pos, 1) == [Play("1c*")]
    assert g.g.mode == "idle"
    game.play("1c*")
    after = position(game)
    assert after.source_at(centre(after, "1c")) == "1c"  # awake: its top card lifts now
    assert click(g, after, centre(after, "1d")) == [Play("1d*")]


def test_a_favor_that_is_not_legal_is_refused():
    game = layout_game("cheshire", CHESHIRE)
    game.end()
    at = position(game, game.legal_moves())  # an ended game offers no move
    g = Gestures(BOARDWALK)
    assert click(g, at, centre(at, "1c")) == [Refuse("1c*")]


def test_an_awake_or_non_row_one_place_is_no_favor():
    at = position(layout_game("cheshire", CHESHIRE))
    g = Gestures(BOARDWALK)
    assert click(g, at, centre(at, "4a")) == [] and g.g.mode == "idle"
    assert BOARDWALK.place_move(at.board, "1a") is None  # 1a is not dormant
    assert BOARDWALK.place_move(at.board, "3a") is None


# -- the table's position for the gestures ------------------------------------------------------
def test_a_reopened_ended_game_offers_its_moves_to_the_gestures_again():
    """BUG (boardwalk/screens/table_widget.py:90-95): the table keeps its Position while the
    board object and layout are unchanged, ignoring ``legal``. Ending a game leaves the board
    object as it is and makes ``legal`` empty; undo reopens it with the same board object, so
    a Position first computed while the game was ended (after a resize, or resuming an ended
    autosave) keeps offering no move: every drag is then refused."""
    from driver import Driver

    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    table = d.current
    table.ctx.keeper.end()
    table.widget.resized((1200, 780))  # the window changes size while the ended game shows
    d.frames(2)
    table.undo()  # reopens it: the board object is the same
    d.frames(2)
    assert not d.game.ended and "3c-4c" in d.game.legal_moves()
    assert "3c-4c" in table.hand.at().legal
    d.drag("3c", "4c")
    assert d.game.moves == ["1a-4c", "3c-4c"]


def test_positions_read_the_layout_the_gestures_use():
    at = position(hopscotch())
    assert at.top_rect("1a") == at.layout.card_rect("1a", 3)
    assert at.top_rect("4c") is None and at.count("4c") == 0
    assert at.place_at(centre(at, "4c")) == "4c"
    assert at.card_at("1a") == "5S" and at.source_at(centre(at, "1a")) == "1a"
    assert isinstance(at.pending_rect("1a-4c"), Rect)
