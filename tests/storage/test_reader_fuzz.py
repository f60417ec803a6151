"""Property-based fuzz of every reader of the player's files: whatever bytes or JSON a file
holds, reading it never raises; it gives a checked value or a sentence, and damage is kept
aside byte for byte."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from boardwalk.play.session import Session
from boardwalk.rules import new_game
from boardwalk.storage.files import load
from boardwalk.storage.progress import progress_from
from boardwalk.storage.settings import CHOICES, Settings, settings_from

READERS = {
    "settings": (settings_from, Settings),
    "tutorial progress": (progress_from, tuple),
    "saved game": (Session.from_json, Session),
}
scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=10**300, max_value=10**400)
    | st.floats()
    | st.text(max_size=20)
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def good(what: str) -> dict:
    if what == "settings":
        return {"version": 1, "speed": "fast", "card_back": "red", "table": "grey"}
    if what == "tutorial progress":
        return {
            "version": 1,
            "offered": True,
            "done": ["hopscotch"],
            "left": {"cheshire": [2, True]},
        }
    session = Session(new_game("squattsi", deal=11))
    session.play(session.game.legal_moves()[0])
    return session.to_json()


def read_back(raw: bytes, what: str):
    """Write ``raw`` as the file, read it through the guarded reader; check what happened."""
    check, kind = READERS[what]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "file.json"
        path.write_bytes(raw)
        value, problem = load(path, what, check)
        if problem is None:
            assert isinstance(value, kind)
            assert path.read_bytes() == raw, "a good file is not written back"
        else:
            assert value is None and problem.startswith(f"Your {what} could not be read: ")
            [aside] = Path(folder).glob("file.json.damaged-*")
            assert aside.read_bytes() == raw
        return value


@settings(max_examples=150)
@given(raw=st.binary(max_size=300), what=st.sampled_from(list(READERS)))
def test_any_bytes_are_read_or_kept_aside(raw, what):
    read_back(raw, what)


@settings(max_examples=200)
@given(value=json_values, what=st.sampled_from(list(READERS)))
def test_any_json_is_read_or_kept_aside(value, what):
    read_back(json.dumps(value).encode(), what)


@settings(max_examples=300)
@given(data=st.data(), what=st.sampled_from(list(READERS)))
def test_a_good_file_with_one_field_changed_is_read_checked_or_kept_aside(data, what):
    original = good(what)
    key = data.draw(st.sampled_from(sorted(original)), label="field")
    changed = {**original, key: data.draw(json_values, label="value")}
    value = read_back(json.dumps(changed).encode(), what)
    if isinstance(value, Settings):
        assert all(getattr(value, name) in CHOICES[name] for name in CHOICES)
    elif isinstance(value, Session):
        assert value.undos >= 0 and value.elapsed_ms >= 0 and value.game.moves is not None
    elif value is not None:
        offered, done, left = value
        assert isinstance(offered, bool) and all(isinstance(d, str) for d in done)
        assert all(type(step) is int and type(made) is bool for step, made in left.values())


def test_the_good_files_themselves_are_read():
    for what in READERS:
        assert read_back(json.dumps(good(what)).encode(), what) is not None
