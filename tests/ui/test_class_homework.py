"""Homework on a pupil's screen: buttons that open each lesson or theme, done ones ticked.

The walk's P4b-N3: homework was one line of plain text ("Due ...: Optellen, De aas telt
voor één, Limpia") with no way to open a lesson, no numbers, and no word that a theme asks
for three right answers. The teacher's page saw only who had finished everything.
"""

from __future__ import annotations

import ipywidgets as w
from test_class_join import LESSON, joined_app

from cuarenta_tutor.classroom.model import CHECK, PRACTICE, Event
from cuarenta_tutor.classroom.summary import THEME_GOAL, summarise


def buttons(app) -> list[w.Button]:
    return [
        button
        for part in app.classroom.homework.root.children
        if isinstance(part, w.HBox)
        for button in part.children
    ]


def test_each_homework_item_is_a_button_with_its_number_or_its_goal(classroom):
    store, made = classroom
    store.set_homework(made.code, [LESSON, "captures-ace-is-one"], ["limpia"], "2026-12-12")
    app = joined_app(made.code, query="&lang=nl", name="Noor")
    said = [button.description for button in buttons(app)]
    assert said[0].startswith("Les 1. "), said
    assert said[1].startswith("Les 4. "), said
    assert said[2] == f"Oefenen: Limpia (0 van {THEME_GOAL} goede antwoorden)"
    assert "0 van de 3 af" in app.classroom.homework.text()
    buttons(app)[0].click()
    assert app.session.lesson.id == LESSON
    assert app.tabs.selected_index == 1
    buttons(app)[2].click()
    assert app.practice.practice.themes == ("limpia",) or "limpia" in app.practice.practice.themes
    assert app.tabs.selected_index == 2


def test_done_items_are_ticked_and_a_theme_counts_its_right_answers(classroom):
    store, made = classroom
    store.set_homework(made.code, [LESSON], ["limpia"], "2026-12-12")
    app = joined_app(made.code, query="", name="Noor")
    noor = app.classroom.link.pupil.pupil_id
    store.record(noor, Event(CHECK, LESSON, "5s x 5c", correct=True))
    store.record(noor, Event(PRACTICE, "p1", "7h", True, theme="limpia,caida", rating=1250))
    app.classroom.ticker.tick += 1
    said = [button.description for button in buttons(app)]
    assert said[0].endswith(" ✓")
    assert said[1] == f"Practice: Limpia (1 of {THEME_GOAL} right answers)"
    assert "1 of 2 done" in app.classroom.homework.text()
    for number in range(2, THEME_GOAL + 1):
        store.record(noor, Event(PRACTICE, f"p{number}", "7h", True, theme="limpia", rating=1260))
    app.classroom.ticker.tick += 1
    said = [button.description for button in buttons(app)]
    assert said[1] == f"Practice: Limpia ({THEME_GOAL} of {THEME_GOAL} right answers) ✓"
    assert "2 of 2 done" in app.classroom.homework.text()


def test_the_teachers_summary_counts_each_pupils_items_done(classroom):
    store, made = classroom
    store.set_homework(made.code, [LESSON, "captures-ace-is-one"], ["limpia"], "2026-12-12")
    ana = store.join(made.code, "Ana")
    store.join(made.code, "Ben")
    store.record(ana.pupil_id, Event(CHECK, LESSON, "5s x 5c", correct=True))
    store.record(ana.pupil_id, Event(PRACTICE, "p1", "7h", True, theme="limpia", rating=1250))
    rows = {
        p["name"]: p["homework"][0] for p in summarise(store.class_data(made.code), 0)["pupils"]
    }
    assert (rows["Ana"]["items_done"], rows["Ana"]["items"], rows["Ana"]["done"]) == (1, 3, False)
    assert rows["Ana"]["themes_right"] == {"limpia": 1}
    assert (rows["Ben"]["items_done"], rows["Ben"]["items"]) == (0, 3)


def test_the_course_map_marks_the_homework_lessons(classroom):
    store, made = classroom
    app = joined_app(made.code, query="", name="Noor")
    assert "ct-homework" not in app.course_map.lesson(LESSON)["marks"]
    store.set_homework(made.code, [LESSON], ["limpia"], "2026-12-12")
    app.classroom.ticker.tick += 1
    marked = app.course_map.lesson(LESSON)
    assert "ct-homework" in marked["marks"]
    assert "Homework" in marked["notes"]
    assert "ct-homework" not in app.course_map.lesson("captures-ace-is-one")["marks"]


def test_the_next_lesson_set_as_homework_shows_both_marks(classroom):
    """Walk P4c-N3: the ▶ frame hid the homework edge; the homework tag is its own sign."""
    store, made = classroom
    app = joined_app(made.code, query="", name="Noor")
    first = app.session.continue_lesson()
    assert first is not None
    store.set_homework(made.code, [first], [], "2026-12-12")
    app.classroom.ticker.tick += 1
    state = app.course_map.lesson(first)
    assert state["signs"].startswith("▶")
    assert {"ct-suggested", "ct-homework"} <= set(state["marks"])
    assert state["homework"] == "Homework"
    assert app.course_map.lesson("captures-ace-is-one")["homework"] == ""
