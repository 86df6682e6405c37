"""A lesson that cannot be played under the chosen rules: the app says so and offers its own.

``mistakes-opponent-on-38`` is written for quito and rigor; under pagat its goal (keep the
opponent from 40) cannot be reached, so the engine has no answer there.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs

from support.widgets import click_lesson

from cuarenta_tutor.ui.app import TutorApp

LESSON = "mistakes-opponent-on-38"


def offered_links(app):
    """Return the query of each ruleset link the notice offers, by its label."""
    found = re.findall(
        r"<a class='ct-open-under' href='\?([^']*)'>([^<]+)</a>", app.unavailable.value
    )
    return {label: parse_qs(query.replace("&amp;", "&")) for query, label in found}


def test_a_deep_link_under_other_rules_starts_the_app_and_offers_the_lessons_rules():
    app = TutorApp(query=f"?lang=es&rules=pagat&lesson={LESSON}")
    assert app.session.lesson is None
    assert app.tabs.selected_index == 0  # the course map
    assert "no se puede jugar con las reglas pagat" in app.unavailable.value
    assert "Cuando tu rival está en 38" in app.unavailable.value  # the title, in Spanish
    links = offered_links(app)
    assert set(links) == {"quito", "rigor"}
    assert links["quito"] == {"lang": ["es"], "rules": ["quito"], "lesson": [LESSON]}
    assert app.error.value == ""
    app.language.value = "de"  # the notice follows the language
    assert "lässt sich mit dem Regelwerk „pagat“ nicht spielen" in app.unavailable.value
    # The link it offers opens the lesson.
    again = TutorApp(query="?lang=es&rules=quito&lesson=" + LESSON)
    assert again.session.lesson.id == LESSON
    assert again.tabs.selected_index == 1


def test_opening_it_from_the_map_under_those_rules_says_so_without_a_traceback():
    app = TutorApp(query="?rules=pagat")
    click_lesson(app, LESSON)
    assert app.session.lesson is None
    assert app.error.value == ""
    assert "cannot be played under the pagat rules" in app.unavailable.value
    click_lesson(app, "captures-match")  # another lesson opens, the notice goes
    assert app.session.lesson.id == "captures-match"
    assert app.unavailable.value == ""


def test_switching_to_those_rules_with_the_lesson_open_closes_it_and_says_so():
    app = TutorApp(query=f"?lesson={LESSON}")
    assert app.session.lesson.id == LESSON
    app.ruleset.value = "pagat"
    assert app.session.rules == "pagat"
    assert app.session.lesson is None
    assert app.tabs.selected_index == 0
    assert app.error.value == ""
    assert set(offered_links(app)) == {"quito", "rigor"}
