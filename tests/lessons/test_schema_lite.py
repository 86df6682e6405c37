"""The app's schema check (``schema_lite``) gives jsonschema's verdict on every lesson.

The app validates lessons without jsonschema (it would cost every learner's kernel about
25 MiB); these tests hold the small interpreter to the reference validator: on the course,
and on lessons changed at random places (Hypothesis).
"""

from __future__ import annotations

import contextlib
import copy
from pathlib import Path

import jsonschema
import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from cuarenta_tutor.lessons.course import Course
from cuarenta_tutor.lessons.loader import RAW_KEYS, lesson_files, parse_lesson, schema
from cuarenta_tutor.lessons.model import LessonError
from cuarenta_tutor.lessons.schema_lite import UnknownKeyword, first_problem
from cuarenta_tutor.lessons.yamlmarks import load_with_lines
from cuarenta_tutor.tutor.lesson import LessonSession, LessonUnavailable

REFERENCE = jsonschema.Draft202012Validator(schema())
COURSE = [load_with_lines(path.read_text(encoding="utf-8"), RAW_KEYS)[0] for path in lesson_files()]
WORDS = [
    "quito",
    "pagat",
    "capture",
    "endgame",
    "rule",
    "count",
    "7s",
    "3c 4h",
    "9x",
    "es",
    "deal",
    "us",
    "best",
    "save-chica",
    "ronda",
    "0c54b1f3",
    "",
    "a",
    "A",
    "x y",
]
KEYS = sorted(
    {
        *schema()["properties"],
        *schema()["properties"]["position"]["properties"],
        "en",
        "de",
        "title",
        "hints",
        "cards",
        "carton",
        "legal",
        "table",
        "zz",
    }
)
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-3, 45)
    | st.sampled_from([1.0, 2.5, -0.0])
    | st.sampled_from(WORDS)
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(KEYS), inner, max_size=3)
    ),
    max_leaves=6,
)


def places(data, path=()):
    """Every path in ``data``, the root included."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from places(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from places(value, (*path, index))


def change(data, path, how, value, key):
    """Replace the value at ``path``, delete it, or add ``key`` to the mapping there."""
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    target = parent[path[-1]] if path else data
    if how == "add" and isinstance(target, dict):
        target[key] = value
    elif how == "delete" and path:
        del parent[path[-1]]
    elif path:
        parent[path[-1]] = value
    return data


def test_every_course_lesson_is_valid_for_both():
    assert COURSE
    for data in COURSE:
        assert REFERENCE.is_valid(data)
        assert first_problem(schema(), data) is None


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_a_changed_lesson_gets_the_same_verdict_as_from_jsonschema(data):
    lesson = copy.deepcopy(data.draw(st.sampled_from(COURSE)))
    path = data.draw(st.sampled_from(list(places(lesson))))
    how = data.draw(st.sampled_from(["replace", "delete", "add"]))
    changed = change(lesson, path, how, data.draw(VALUES), data.draw(st.sampled_from(KEYS)))
    problem = first_problem(schema(), changed)
    assert (problem is None) == REFERENCE.is_valid(changed), (problem, changed)


def test_a_problem_names_its_field():
    lesson = copy.deepcopy(COURSE[0])
    lesson["id"] = ["a", "b"]
    assert first_problem(schema(), lesson) == (("id",), "id: should be text")
    lesson["id"] = "x"
    lesson["ruleset"] = ["quito", "quito"]
    assert first_problem(schema(), lesson) == (("ruleset",), "ruleset: has an entry twice")


def test_json_equality_keeps_true_apart_from_one():
    assert first_problem({"enum": [1]}, True) is not None
    assert first_problem({"enum": [1]}, 1.0) is None
    assert first_problem({"const": True}, 1) is not None


def test_a_keyword_it_does_not_check_is_refused_not_ignored():
    with pytest.raises(UnknownKeyword, match="'format'"):
        first_problem({"format": "email"}, "x")


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_changed_lesson_the_app_loads_opens_or_is_refused_with_a_reason(data):
    """The app's whole path for a lesson file: load it, then open it under any rules."""
    lesson = copy.deepcopy(data.draw(st.sampled_from(COURSE)))
    path = data.draw(st.sampled_from(list(places(lesson))))
    how = data.draw(st.sampled_from(["replace", "delete", "add"]))
    changed = change(lesson, path, how, data.draw(VALUES), data.draw(st.sampled_from(KEYS)))
    text = yaml.safe_dump(changed, allow_unicode=True)
    try:
        loaded = parse_lesson(text, Path("course/01-changed.yaml"), validate=False)
    except LessonError:
        return
    rules = data.draw(st.sampled_from(["", "quito", "rigor", "pagat", "casual"]))
    session = LessonSession([Course("course", Path("course"), {"en": "C"}, {"en": ""}, (loaded,))])
    session.rules = rules
    with contextlib.suppress(LessonUnavailable):  # any other error fails the test
        session.open(loaded.id)
        assert session.lesson is loaded
