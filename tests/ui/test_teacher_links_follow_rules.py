"""The Teacher tab's links under the rules chosen at the top (the Dutch teacher's walk, N2, N6).

A lesson not written for those rules is marked as the course map marks it and left out of
the set link, and the tab says how many it left out; the pupils' class address carries the
rules and the set of lessons the teacher made a link for.
"""

from __future__ import annotations

from urllib.parse import parse_qs

from cuarenta_tutor.lessons.course import select
from cuarenta_tutor.ui.app import TutorApp

NOT_FOR_PAGAT = {"run-whole-run", "caida-and-limpia-quito"}  # quito, rigor, casual / quito


def teacher_app(query: str) -> TutorApp:
    app = TutorApp(query=query)
    app.tabs.selected_index = app.tabs.children.index(app.teacher_tab.box)  # built when opened
    return app


def tick_two_courses(app: TutorApp) -> None:
    for slug in ("03-the-run", "04-caida-limpia"):
        app.teacher.course_boxes[slug].value = True


def test_lessons_not_written_for_the_rules_are_marked_and_left_out_of_the_link():
    app = teacher_app("?lang=nl&rules=pagat")
    boxes = app.teacher.lesson_boxes
    assert boxes["run-whole-run"].description.endswith(" — alleen quito, rigor, casual")
    assert boxes["caida-and-limpia-quito"].description.endswith(" — alleen quito")
    assert "ct-not-for-rules" in boxes["run-whole-run"]._dom_classes
    marked = {key for key, box in boxes.items() if "ct-not-for-rules" in box._dom_classes}
    every = [x for course in app.teacher.courses for x in course.lessons]
    assert marked == {x.id for x in every if not x.written_for("pagat")}
    tick_two_courses(app)
    assert app.teacher.left_out.value == (
        "<p>2 aangevinkte lessen zitten niet in de link: die zijn niet geschreven voor "
        "‘pagat’ in het regelmenu.</p>"
    )
    app.teacher.make.click()
    query = parse_qs(app.teacher.address.query)
    assert query["rules"] == ["pagat"]
    opened = {x.id for course in select(app.all_courses, query["set"][0]) for x in course.lessons}
    assert not opened & NOT_FOR_PAGAT
    assert all(lesson.written_for("pagat") for lesson in _lessons(app, opened))
    ticked = {x.id for c in app.teacher.courses if c.slug in ("03-the-run", "04-caida-limpia")
              for x in c.lessons}  # fmt: skip
    assert opened == ticked - NOT_FOR_PAGAT
    # whole courses with a lesson or two left out stay short (223 characters before)
    assert query["set"] == ["03-the-run,-run-whole-run,04-caida-limpia,-caida-and-limpia-quito"]
    n = len(opened)
    assert app.teacher.address.label == f"Link voor je klas: {n} lessen"


def test_the_marks_follow_the_rules_menu_and_leave_nothing_out_under_the_lessons_own():
    app = teacher_app("?lang=de&rules=pagat")
    tick_two_courses(app)
    assert "2 angekreuzte Lektionen fehlen im Link" in app.teacher.left_out.value
    app.ruleset.value = ""  # the lesson's own rules: every lesson is written for them
    assert app.session.rules == ""
    assert app.teacher.left_out.value == ""
    assert "nur" not in app.teacher.lesson_boxes["run-whole-run"].description
    app.teacher.make.click()
    assert app.teacher.address.query.startswith("set=03-the-run,04-caida-limpia&")


def test_the_pupils_class_address_carries_the_rules_and_the_lesson_set(classroom):
    app = teacher_app("?lang=nl&rules=pagat")
    maker = app.class_maker
    maker.name.value = "Groep 7B"
    maker.make.click()
    made = parse_qs(maker.pupils.query)
    assert made["rules"] == ["pagat"]
    assert made["lang"] == ["nl"]
    assert "set" not in made
    tick_two_courses(app)
    app.teacher.make.click()  # a set link made after the class: the class takes it
    link = parse_qs(app.teacher.address.query)
    pupils = parse_qs(maker.pupils.query)
    assert pupils["class"] == made["class"]
    assert pupils["set"] == link["set"]
    assert pupils["rules"] == ["pagat"]
    pupil = TutorApp(query="?" + maker.pupils.query)  # what the pupils open
    assert pupil.session.rules == "pagat"
    assert [x.id for c in pupil.session.courses for x in c.lessons] == [
        x.id for c in select(app.all_courses, link["set"][0]) for x in c.lessons
    ]


def _lessons(app: TutorApp, ids: set[str]) -> list:
    return [x for course in app.teacher.courses for x in course.lessons if x.id in ids]
