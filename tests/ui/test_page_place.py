"""The page's address follows the learner (``PageShell.place``), in the page only.

Voilà and the static site show the app as the page: its address then names the language,
the rules and the lesson open, so that a reload comes back there. In a notebook the app
leaves the address alone (it is JupyterLab's).
"""

import os

from cuarenta_tutor.ui import app as app_module
from cuarenta_tutor.ui.app import TutorApp, launch

LESSON = "captures-match"


def test_the_address_follows_the_lesson_the_language_and_the_rules():
    app = TutorApp(query="?lang=es", page=True)
    assert app.shell.place == {"lang": "es", "rules": "", "lesson": "", "under": ""}  # the map
    app.open_lesson(LESSON)
    assert app.shell.place == {"lang": "es", "rules": "", "lesson": LESSON, "under": ""}
    app.language.value = "de"
    app.ruleset.value = "pagat"
    assert app.shell.place == {"lang": "de", "rules": "pagat", "lesson": LESSON, "under": ""}
    app.tabs.selected_index = 0  # back on the course map: a reload shows the map
    assert app.shell.place["lesson"] == ""
    app.tabs.selected_index = 1
    assert app.shell.place["lesson"] == LESSON
    app.tabs.selected_index = app.tabs.children.index(app.rules_page)
    assert app.shell.place["lesson"] == ""


def test_next_moves_the_address_to_the_next_lesson():
    """The walker's find: the Lesson tab stayed open, so no tab change told the address."""
    app = TutorApp(query=f"?lesson={LESSON}", page=True)
    following = app.session.order[app.session.order.index(LESSON) + 1]
    app.lesson_view.felt.table_row.clicked = "5c"
    app.lesson_view.felt.table_row.clicks += 1
    app.lesson_view.check.click()
    assert app.session.solved
    app.lesson_view.check.click()  # the main button now says Next
    assert app.session.lesson.id == following
    assert app.shell.place["lesson"] == following


def test_a_reload_of_the_followed_address_opens_the_same_place():
    app = TutorApp(query=f"?lang=nl&rules=pagat&lesson={LESSON}", page=True)
    again = TutorApp(query="?" + "&".join(f"{k}={v}" for k, v in app.shell.place.items()))
    assert (again.session.lang, again.session.rules) == ("nl", "pagat")
    assert again.session.lesson is not None
    assert again.session.lesson.id == LESSON
    assert again.tabs.selected_index == 1


def test_in_a_notebook_the_address_is_left_alone(monkeypatch):
    app = TutorApp(query=f"?lesson={LESSON}")
    assert app.shell.place == {}
    monkeypatch.delitem(os.environ, "QUERY_STRING", raising=False)  # a notebook's kernel
    built: list[TutorApp] = []
    real = app_module.TutorApp
    monkeypatch.setattr(app_module, "TutorApp", lambda **kw: built.append(real(**kw)) or built[-1])
    launch()
    assert built[-1].page is False
    monkeypatch.setenv("QUERY_STRING", f"lesson={LESSON}")  # Voilà's kernel
    launch()
    assert built[-1].page is True
    assert built[-1].shell.place["lesson"] == LESSON
    launch(query="")  # the static site: the page's query, even an empty one
    assert built[-1].page is True


def test_a_reload_in_a_lesson_opened_from_a_practice_link_returns_to_the_lesson():
    """The followed address keeps ``practice=`` (the assignment): the lesson still wins."""
    app = TutorApp(query=f"?practice=best-capture&lesson={LESSON}", page=True)
    assert app.tabs.children[app.tabs.selected_index] is app.lesson_tab.box
    assert app.practice.practice.themes == ("best-capture",)  # the assignment is kept
    assert app.shell.place["lesson"] == LESSON


def test_only_the_page_gets_the_landmark_and_the_followed_address():
    assert TutorApp(query="?lang=es", page=True).shell.page is True
    notebook = TutorApp(query="?lang=es")
    assert notebook.shell.page is False
    assert notebook.shell.place == {}
