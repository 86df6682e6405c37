"""An answer given after the teacher's *Reveal* counts as a solution seen (the walk's P4d-N2).

On the pupil's screen, in what the class keeps (the teacher's table) and in the report.
"""

from __future__ import annotations

from test_class_join import LESSON, joined_app
from typed_entry import enter_move

from cuarenta_tutor.classroom.summary import summarise
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.class_text import report_lines

RIGHT, WRONG = "5s x 5c", "2h"


def _live_lesson(store, code, *names):
    apps = [joined_app(code, query="", name=name) for name in names]
    store.push_live(code, "lesson", LESSON)
    for app in apps:
        app.classroom.ticker.tick += 1  # the page's clock ticks: the lesson opens
        assert app.session.lesson.id == LESSON
    return apps


def _first_stars(store, code):
    summary = summarise(store.class_data(code), store.clock())
    return {p["name"]: p["lessons"].get(LESSON, {}).get("first_stars") for p in summary["pupils"]}


def test_an_answer_after_the_reveal_earns_the_star_of_a_solution_seen(classroom):
    store, made = classroom
    early, late, retry = _live_lesson(store, made.code, "Pieter", "Sanne", "Daan")
    enter_move(early.lesson_view, RIGHT)  # before the reveal: found alone
    enter_move(retry.lesson_view, WRONG)
    store.reveal_live(made.code)
    for app in (early, late, retry):
        app.classroom.ticker.tick += 1
    enter_move(late.lesson_view, RIGHT)  # after it: seen, not found
    retry.lesson_view.retry.click()
    enter_move(retry.lesson_view, RIGHT)
    assert (early.session.earned, late.session.earned, retry.session.earned) == (3, 1, 1)
    finish = " ".join(getattr(child, "value", "") for child in late.lesson_view.root.children)
    assert "Solution seen." in finish
    assert "1 star of 3" in finish
    assert "Lesson solved!" in " ".join(
        getattr(child, "value", "") for child in early.lesson_view.root.children
    )
    assert late.session.progress.record(LESSON).revealed  # the course map says "solution seen"
    assert not early.session.progress.record(LESSON).revealed
    assert _first_stars(store, made.code) == {"Daan": 1, "Pieter": 3, "Sanne": 1}


def test_a_pupil_who_opens_the_lesson_after_the_reveal_has_seen_it_too(classroom):
    store, made = classroom
    (app,) = _live_lesson(store, made.code, "Noor")
    app.open_lesson("captures-sum-of-two")  # elsewhere when the teacher reveals
    store.reveal_live(made.code)
    app.classroom.ticker.tick += 1
    assert app.session.earned == 0  # another lesson: untouched
    app.open_lesson(LESSON)
    app.classroom.ticker.tick += 1
    enter_move(app.lesson_view, RIGHT)
    assert app.session.earned == 1
    assert _first_stars(store, made.code) == {"Noor": 1}


def test_the_report_says_solution_seen_in_words(classroom):
    store, made = classroom
    (app,) = _live_lesson(store, made.code, "Sanne")
    store.reveal_live(made.code)
    app.classroom.ticker.tick += 1
    enter_move(app.lesson_view, RIGHT)
    summary = summarise(store.class_data(made.code), store.clock())
    lines = report_lines(summary, Translator("nl"), {LESSON: "Gelijke kaart"})
    assert "  oplossing bekeken: Gelijke kaart" in lines
