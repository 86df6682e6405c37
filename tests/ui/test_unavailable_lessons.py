"""A lesson that cannot be played under the chosen rules: the app says so and offers its own.

``mistakes-opponent-on-38`` is written for quito and rigor; under pagat its goal (keep the
opponent from 40) cannot be reached, so the engine has no answer there. The map tags it
before a click, says why beside its button after one, and opens it under its own rules for
that visit only: the learner's chosen rules stay for the rest of the app.
"""

from __future__ import annotations

from support.widgets import click_lesson, page_sends

from cuarenta_tutor.ui.app import TutorApp

LESSON = "mistakes-opponent-on-38"


def note(app) -> dict:
    """Return the refusal the map draws beside the lesson's button (empty: none)."""
    return app.course_map.lesson(LESSON)["refusal"]


def test_a_deep_link_under_other_rules_starts_the_app_and_offers_the_lessons_rules():
    app = TutorApp(query=f"?lang=es&rules=pagat&lesson={LESSON}")
    assert app.session.lesson is None
    assert app.tabs.selected_index == 0  # the course map
    assert "no se puede jugar si en el menú de reglas está elegido «pagat»" in note(app)["text"]
    assert "Cuando tu rival está en 38" in note(app)["text"]  # the title, in Spanish
    assert note(app)["rules"] == ["quito", "rigor"]
    assert app.unavailable.value == ""  # not at the top of the tab, far from the button
    assert app.error.value == ""
    app.language.value = "de"  # the notice follows the language
    assert "lässt sich nicht spielen, wenn im Regelmenü „pagat“ gewählt ist" in note(app)["text"]


def test_the_map_tags_lessons_not_written_for_the_chosen_rules_before_a_click():
    app = TutorApp(query="?lang=de&rules=pagat")
    state = app.course_map.lesson(LESSON)
    assert state["only"] == "nur quito, rigor"
    assert "nur für diese Regeln geschrieben: quito, rigor" in state["notes"]  # in words too
    assert app.course_map.lesson("captures-match")["only"] == ""  # written for every rules
    app.ruleset.value = ""  # the lessons' own rules: every lesson opens
    assert app.course_map.lesson(LESSON)["only"] == ""


def test_opening_it_under_its_own_rules_keeps_the_learners_rules_for_the_app():
    app = TutorApp(query="?rules=pagat", page=True)
    click_lesson(app, LESSON)
    assert app.session.lesson is None
    assert app.error.value == ""
    assert "cannot be played with ‘pagat’ chosen in the rules menu" in note(app)["text"]
    page_sends(app.course_map.root, {"open": LESSON, "rules": "quito"})  # the note's button
    assert app.session.lesson.id == LESSON
    assert app.session.ruleset == "quito"  # the lesson is judged under its own rules
    assert app.session.rules == "pagat"  # the header, Play and Practice keep the choice
    assert app.ruleset.value == "pagat"
    assert app.shell.place["rules"] == "pagat"  # a reload keeps it too
    assert app.shell.place["under"] == "quito"  # and the lesson under its own rules
    again = TutorApp(query=f"?rules=pagat&lesson={LESSON}&under=quito", page=True)
    assert (again.session.lesson.id, again.session.ruleset) == (LESSON, "quito")
    assert again.session.rules == "pagat"
    assert app.tabs.selected_index == 1
    assert note(app) == {}  # the note goes once the lesson opens
    click_lesson(app, "captures-match")  # the next lesson is under the learner's rules
    assert app.session.ruleset == "pagat"
    assert app.shell.place["under"] == ""


def test_a_page_cannot_open_a_lesson_under_rules_it_is_not_written_for():
    app = TutorApp(query="?rules=pagat")
    page_sends(app.course_map.root, {"open": LESSON, "rules": "cuenca"})
    assert app.session.lesson is None  # taken as the chosen rules: refused, said on the map
    assert note(app)["rules"] == ["quito", "rigor"]


def test_switching_to_those_rules_with_the_lesson_open_closes_it_and_says_so():
    app = TutorApp(query=f"?lesson={LESSON}")
    assert app.session.lesson.id == LESSON
    app.ruleset.value = "pagat"
    assert app.session.rules == "pagat"
    assert app.session.lesson is None
    assert app.tabs.selected_index == 0
    assert app.error.value == ""
    assert note(app)["rules"] == ["quito", "rigor"]
