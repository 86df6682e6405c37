"""The teacher's live board shows a lesson under the class's rules, as the pupils' screens do.

The Dutch teacher's walk (N2): a class made under pagat had its pupils read "rules: pagat"
for the live lesson while the projected board read "rules: quito" (the lesson's first).
"""

from __future__ import annotations

import re

import pytest

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.server.class_page import live_text
from cuarenta_tutor.tutor.lesson import LessonSession
from cuarenta_tutor.ui import lesson_model
from cuarenta_tutor.ui.markup import plain_text


def board_score(item: str, rules: str) -> str:
    """Return the score line of the live board of lesson ``item`` in a class under ``rules``."""
    live = {"kind": "lesson", "item": item, "revealed": False}
    rows = re.findall(r"<div class='row'>(.*?)</div>", live_text(live, "nl", rules)["board"])
    return plain_text(rows[-1]) if rows else ""


@pytest.mark.parametrize("rules", ["pagat", "quito"])
def test_every_lesson_board_reads_as_a_pupil_under_the_class_rules(rules: str) -> None:
    courses = load_courses()
    tr = Translator("nl")
    compared = 0
    for lesson in (x for course in courses for x in course.lessons if rules in x.rulesets):
        session = LessonSession(courses, rules=rules)  # a pupil on the class's address
        session.open(lesson.id)
        phone = plain_text(lesson_model.score_html(session, tr))
        if phone and board_score(lesson.id, rules):
            assert board_score(lesson.id, rules) == phone, lesson.id
            compared += 1
    assert compared > 5


def test_the_walked_lesson_reads_pagat_on_the_board_of_a_pagat_class() -> None:
    lesson = next(
        x
        for course in load_courses()
        for x in course.lessons
        if x.ruleset != "pagat" and "pagat" in x.rulesets and board_score(x.id, "pagat")
    )
    assert board_score(lesson.id, "pagat").endswith("regels: pagat")
    assert board_score(lesson.id, "").endswith(f"regels: {lesson.ruleset}")  # an old class


def test_a_lesson_not_written_for_the_class_rules_keeps_its_own() -> None:
    lesson = next(
        x for course in load_courses() for x in course.lessons if "pagat" not in x.rulesets
        and board_score(x.id, "")
    )  # fmt: skip
    assert board_score(lesson.id, "pagat") == board_score(lesson.id, "")
