"""A class keeps the pupils' address it was made with (the Dutch teacher's walk, N1).

The Teacher tab's *Create the class* gave the pupils ``?class=…&set=…&lang=nl&rules=pagat``
but the teacher's page, the one she bookmarks, said ``?class=…`` alone. The class now keeps
the whole query (the set made after the class too), and its summary gives it back.
"""

from __future__ import annotations

from urllib.parse import parse_qs

from test_teacher_links_follow_rules import teacher_app, tick_two_courses

from cuarenta_tutor.classroom.summary import summarise


def test_the_class_keeps_the_pupils_address_of_the_teacher_tab(classroom):
    store, _ = classroom
    app = teacher_app("?lang=nl&rules=pagat")
    maker = app.class_maker
    maker.name.value = "Groep 7B"
    maker.make.click()
    code = parse_qs(maker.pupils.query)["class"][0]
    assert store.class_data(code).pupil_query == maker.pupils.query
    tick_two_courses(app)
    app.teacher.make.click()  # the set made after the class goes with it
    assert parse_qs(maker.pupils.query)["set"][0].startswith("03-the-run,")
    summary = summarise(store.class_data(code), store.clock())
    assert summary["class"]["pupils_query"] == maker.pupils.query
    assert summary["class"]["rules"] == "pagat"


def test_a_class_made_without_them_keeps_its_short_address(classroom):
    store, made = classroom
    summary = summarise(store.class_data(made.code), store.clock())
    assert summary["class"]["pupils_query"] == f"class={made.code}"
    assert summary["class"]["rules"] == ""
