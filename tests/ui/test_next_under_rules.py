"""The way on follows the chosen rules: no *Next*, *Continue* or ▶ leads to a dead end.

Under pagat, after ``ronda-pagat-below-30`` comes ``ronda-caida-en-ronda``, written for quito
only: the next lesson the learner is sent to is the next one pagat can play (walk P2c-N1).
"""

from __future__ import annotations

from support.widgets import page_sends

from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.tutor.lesson import LessonSession
from cuarenta_tutor.ui.app import TutorApp

PAGAT_ONLY = "ronda-pagat-below-30"
QUITO_ONLY = "ronda-caida-en-ronda"
AFTER = "carton-twenty-cards"  # the first lesson after both that pagat plays


def test_next_and_continue_skip_a_lesson_the_chosen_rules_cannot_play():
    session = LessonSession(load_courses(), rules="pagat")
    session.open(PAGAT_ONLY)
    assert session.next_lesson() == AFTER
    assert session.continue_lesson() == AFTER
    session.set_rules("")  # the lessons' own rules: every lesson is on the way
    assert session.next_lesson() == QUITO_ONLY


def test_the_lessons_next_button_opens_the_next_lesson_pagat_plays():
    app = TutorApp(query=f"?lang=de&rules=pagat&lesson={PAGAT_ONLY}", page=True)
    app.session.reveal()
    app.changed()
    assert "ct-next" in app.lesson_view.check._dom_classes
    app.lesson_view.check.click()  # Next
    assert app.session.lesson is not None
    assert app.session.lesson.id == AFTER
    assert app.course_map.refused is None  # no refusal note


def test_the_maps_marker_and_continue_point_to_a_lesson_pagat_plays():
    app = TutorApp(query="?lang=de&rules=pagat", page=True)
    done = {"solved": True, "stars": 3}
    order = app.session.order
    for lesson_id in order[: order.index(PAGAT_ONLY) + 1]:
        app.session.progress = app.session.progress.update(lesson_id, **done)
    app.course_map.render(app.tr)
    assert app.course_map.root.suggested == AFTER
    assert app.course_map.lesson(AFTER)["signs"].startswith("▶")
    assert not app.course_map.lesson(QUITO_ONLY)["signs"].startswith("▶")
    page_sends(app.course_map.root, {"continue": True})
    assert app.session.lesson is not None
    assert app.session.lesson.id == AFTER
    assert app.course_map.refused is None
