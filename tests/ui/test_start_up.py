"""What the page receives at start-up: a light app whose tabs are built when first needed.

Every widget is a model the kernel sends and the page creates and draws; the course map is
one of them, and the tabs a learner has not opened yet are empty boxes.
"""

from __future__ import annotations

import json
import subprocess
import sys

import ipywidgets as w
import pytest
from ipywidgets.widgets.widget import _instances
from support.widgets import click_continue, click_lesson, page_sends

from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.lazy import LazyTab

LAZY = ("lesson_tab", "teacher_tab", "play_tab", "practice_tab")


def models_made_by(make) -> int:
    """Return how many widget models ``make()`` creates."""
    before = set(_instances)
    make()
    return len(set(_instances) - before)


def test_a_lazy_tab_is_built_once_and_only_when_first_needed():
    made, rendered = [], []
    tab = LazyTab(lambda: made.append(w.HTML()) or made[-1], lambda part: part, rendered.append)
    tab.render()  # nothing to render yet
    assert (made, rendered, tab.box.children) == ([], [], ())
    part = tab.get()
    assert tab.get() is part  # once
    assert made == [part]
    assert rendered == [part]  # rendered before it is shown
    assert tab.box.children == (part,)
    tab.render()
    assert rendered == [part, part]


def test_the_course_map_page_starts_with_no_other_tab_built():
    app = TutorApp()
    assert [getattr(app, name).part for name in LAZY] == [None] * 4
    assert [getattr(app, name).box.children for name in LAZY] == [()] * 4
    assert app.repetition_note.root.layout.display == "none"  # nothing due: said without Practice


def test_the_start_up_page_is_a_few_dozen_models_not_hundreds():
    count = models_made_by(TutorApp)
    assert count < 80, count  # 353 before the tabs were built lazily and the map was one widget


@pytest.mark.parametrize(
    ("tab", "name"), [(1, "lesson_tab"), (2, "practice_tab"), (3, "play_tab"), (5, "teacher_tab")]
)
def test_each_tab_is_built_on_its_first_selection_and_kept(tab, name):
    app = TutorApp()
    app.tabs.selected_index = tab
    part = getattr(app, name).part
    assert part is not None
    assert getattr(app, name).box.children == (part.root,)
    app.tabs.selected_index = 0
    app.tabs.selected_index = tab
    assert getattr(app, name).part is part  # not built again
    others = [getattr(app, other).part for other in LAZY if other != name]
    assert others == [None] * 3


def test_deep_links_build_only_the_tab_they_open():
    lesson = TutorApp(query="?lesson=captures-match")
    assert lesson.lesson_tab.part is not None
    assert [lesson.play_tab.part, lesson.practice_tab.part, lesson.teacher_tab.part] == [None] * 3
    practice = TutorApp(query="?practice=caida")
    assert practice.practice_tab.part is not None
    assert practice.tabs.children[practice.tabs.selected_index] is practice.practice_tab.box
    assert [practice.lesson_tab.part, practice.play_tab.part] == [None, None]


def test_the_maps_messages_open_the_lesson_clicked_or_the_suggested_one():
    app = TutorApp()
    third = app.session.order[2]
    click_lesson(app, third)
    assert app.session.lesson.id == third
    assert app.tabs.selected_index == 1
    assert app.lesson_tab.part is not None
    assert "ct-current" in app.course_map.lesson(third)["marks"]
    app.tabs.selected_index = 0
    suggested = app.course_map.root.suggested  # as the page shows it
    assert suggested == app.session.continue_lesson() != third
    click_continue(app)
    assert app.session.lesson.id == suggested
    assert app.tabs.selected_index == 1
    page_sends(app.course_map.root, {"open": "no-such-lesson"})  # a page that lies
    page_sends(app.course_map.root, {"open": ["captures-match"]})
    assert app.session.lesson.id == suggested
    assert app.error.value == ""


def test_the_map_state_as_the_page_receives_it():
    app = TutorApp(query="?lang=es")
    first = app.session.order[0]
    app.session.progress = app.session.progress.update(first, solved=True, stars=2)
    app.render()
    state = json.loads(json.dumps(app.course_map.root.get_state()))  # what goes on the wire
    assert state["continue_label"] == "Continuar: lección 2, ¿Qué viene después del 7?"
    assert state["suggested"] == app.session.order[1]
    total = len(app.session.order)
    assert state["overall"] == {
        "solved": 1,
        "total": total,
        "text": f"Lecciones resueltas: 1 de {total}",
        "stars": f"2/{3 * total}",
    }
    assert state["legend"].startswith("★★★ ")
    course = state["courses"][0]
    assert course["title"] == app.session.courses[0].title("es")
    assert (course["solved"], course["finished"]) == (1, "")
    lessons = [lesson["id"] for course in state["courses"] for lesson in course["lessons"]]
    assert lessons == app.session.order  # every lesson, in the course's order
    done, following = course["lessons"][0], course["lessons"][1]
    assert done["signs"] == "★★☆ "
    assert done["title"].startswith("1. ")
    assert done["notes"] == "2 estrellas"  # also the button's accessible text
    assert done["marks"] == ["ct-done"]
    assert following["signs"] == "▶ "
    assert following["marks"] == ["ct-suggested"]
    texts = [
        (c["title"], c["summary"], lesson["title"], lesson["notes"])
        for c in state["courses"]
        for lesson in c["lessons"]
    ]
    assert "<" not in json.dumps(texts)  # plain text: the page writes it as text
    summaries = [c["summary"] for c in state["courses"]]  # never raw Markdown
    assert not [text for text in summaries if "*" in text]
    assert state["welcome"] == {"title": "", "text": ""}  # one lesson solved: no newcomer


def test_a_newcomer_is_greeted_and_starts_the_first_lesson_in_one_click():
    app = TutorApp(query="?lang=es")
    state = app.course_map.root.get_state()
    assert state["welcome"]["title"] == "Cuarenta, el juego de cartas del Ecuador"
    assert state["welcome"]["text"].startswith("Llévate cartas de la mesa")
    assert state["continue_label"] == "Empezar la primera lección"
    click_continue(app)
    assert app.session.lesson.id == app.session.order[0]
    assert app.course_map.root.welcome["title"] == ""  # a lesson is open: no more greeting


def test_one_lesson_carries_the_next_marker():
    app = TutorApp()
    click_lesson(app, app.session.order[4])  # open lesson 5 with 1 to 4 unsolved
    app.session.progress = app.session.progress.update(app.session.order[0], solved=True)
    app.render()
    arrows = [
        lesson
        for course in app.course_map.root.courses
        for lesson in course["lessons"]
        if "▶" in lesson["signs"]
    ]
    assert [lesson["id"] for lesson in arrows] == [app.course_map.root.suggested]


def test_the_course_map_page_imports_no_search_nor_other_tabs():
    code = (
        "import sys; from cuarenta_tutor.ui.app import TutorApp; TutorApp(); "
        "print(' '.join(sorted(sys.modules)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(done.stdout.split())
    later = {
        "cuarenta_tutor.engine.search",  # the solver and coach: when a lesson needs them
        "nh3",  # the HTML cleaner: with the first Markdown page (rules, a lesson)
        "markdown_it",
        "cuarenta_tutor.ui.lesson",  # the tabs: when first opened
        "cuarenta_tutor.ui.play",
        "cuarenta_tutor.ui.practice",
        "cuarenta_tutor.ui.teacher",
    }
    assert loaded & later == set()
