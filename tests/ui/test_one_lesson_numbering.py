"""One numbering of the lessons everywhere: the course map's (walk P4c-N4).

A pupil's homework list said "Les 4" where the teacher's page said "2.4" for the same lesson.
Now the map, the pupil's homework, the Teacher tab, the class page and the report all number a
lesson by its place in its course, as the map does.
"""

from __future__ import annotations

import json

from cuarenta_tutor.classroom.model import Homework
from cuarenta_tutor.server.class_page import lesson_names, page_data
from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.class_homework import HomeworkBox

LESSON = "captures-ace-is-one"  # the fourth lesson of the second course


def test_the_pupils_homework_the_teachers_page_and_the_map_number_a_lesson_alike() -> None:
    app = TutorApp(query="?lang=nl", page=True)
    app.course_map.render(app.tr)
    on_map = app.course_map.lesson(LESSON)["title"]
    assert on_map.startswith("4. ")

    homework = HomeworkBox(app, lambda _work, _tr: "")
    homework.show((Homework((LESSON,), (), "2026-12-24", 0.0),), ({},))
    assert f"Les {on_map}" in homework.text()

    assert app.teacher.lesson_boxes[LESSON].description == on_map
    assert lesson_names("nl")[LESSON] == on_map  # the live page's lists and its CSV
    courses = json.loads(page_data("nl"))["courses"]
    picked = next(x for course in courses for x in course["lessons"] if x["id"] == LESSON)
    assert f"{picked['number']} {picked['title']}" == on_map  # the homework picker


def test_a_teachers_set_of_some_lessons_keeps_their_numbers_in_the_course() -> None:
    app = TutorApp(query=f"?lang=nl&set=captures-match,{LESSON}", page=True)
    app.course_map.render(app.tr)
    assert [x.id for x in app.session.courses[0].lessons] == ["captures-match", LESSON]
    assert app.course_map.lesson("captures-match")["title"].startswith("1. ")
    assert app.course_map.lesson(LESSON)["title"] == lesson_names("nl")[LESSON]  # "4. …"
