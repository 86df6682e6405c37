"""The Teacher tab's practice link: themes and rules chosen → ``?practice=…&rules=…&lang=…``."""

import pytest

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.puzzles import THEMES
from cuarenta_tutor.sentences.puzzle_text import theme_name
from cuarenta_tutor.tutor.practice import Mode
from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.practice_model import practice_link_themes
from cuarenta_tutor.ui.teacher import practice_query

TEACHER_TAB = 3


def teacher_app(query: str) -> TutorApp:
    """Return an app for a teacher with the Teacher tab opened (its widgets built)."""
    app = TutorApp(query=query)
    app.tabs.selected_index = TEACHER_TAB
    assert app.tabs.children[TEACHER_TAB] is app.teacher_tab.box
    assert app.teacher_tab.box.children == (app.teacher.root,)
    return app


@pytest.mark.parametrize(
    ("themes", "lang", "rules", "query"),
    [
        (["run-jump", "caida"], "es", "quito", "practice=run-jump,caida&rules=quito&lang=es"),
        (["limpia"], "fi", "pagat", "practice=limpia&rules=pagat&lang=fi"),
        ([], "de", "rigor", "practice=mixed&rules=rigor&lang=de"),
    ],
)
def test_the_practice_query_names_themes_rules_and_language(themes, lang, rules, query):
    assert practice_query(themes, lang, rules) == query
    assert practice_link_themes(query.split("&")[0].removeprefix("practice=")) == (themes, [])


def test_the_teacher_ticks_themes_and_gets_the_full_practice_link():
    app = teacher_app("?lang=de&rules=pagat")
    panel = app.teacher
    assert panel.practice_part in panel.root.children
    assert panel.theme_boxes["caida"].description == "Caída"  # the translated names
    assert panel.make_practice.description == "Übungslink erstellen"
    assert panel.practice_rules.description == "Regeln"
    panel.theme_boxes["caida"].value = True
    panel.theme_boxes["run-jump"].value = True
    panel.practice_rules.value = "quito"
    panel.make_practice.click()
    assert panel.practice_address.query == "practice=run-jump,caida&rules=quito&lang=de"
    tr = Translator("de")
    names = f"{theme_name('run-jump', tr)}, {theme_name('caida', tr)}"
    assert panel.practice_address.label == f"Übungslink für Ihre Klasse: {names}"
    assert panel.practice_address.copy_label == "Kopieren"
    assert panel.address.query == ""  # the lesson link is another button's
    panel.make.click()
    assert "Wählen Sie mindestens" in panel.link.value
    assert panel.practice_address.query.startswith("practice=run-jump,caida")


def test_the_practice_rules_follow_the_rules_menu_at_the_top():
    app = teacher_app("?lang=en&rules=pagat")
    assert app.teacher.practice_rules.value == "pagat"  # not quito, as before
    app.ruleset.value = "rigor"
    assert app.teacher.practice_rules.value == "rigor"
    app.teacher.practice_rules.value = "casual"  # the teacher's own choice stays...
    app.language.value = "de"
    assert app.teacher.practice_rules.value == "casual"
    app.ruleset.value = ""  # ...and "the lesson's own rules" has no bank: nothing changes
    assert app.teacher.practice_rules.value == "casual"


def test_no_theme_ticked_makes_a_mixed_practice_link():
    app = teacher_app("?lang=es")
    app.teacher.practice_rules.value = "casual"
    app.teacher.make_practice.click()
    assert app.teacher.practice_address.query == "practice=mixed&rules=casual&lang=es"
    assert app.teacher.practice_address.label.endswith("una mezcla de todos los temas")


def test_a_language_switch_relabels_the_themes_and_drops_the_old_link():
    app = teacher_app("?lang=en")
    app.teacher.theme_boxes["limpia"].value = True
    app.teacher.make_practice.click()
    assert "lang=en" in app.teacher.practice_address.query
    app.language.value = "it"
    assert app.teacher.practice_address.query == ""  # it carried the old language
    assert app.teacher.make_practice.description == "Crea il link per l'allenamento"
    for theme in THEMES:
        assert app.teacher.theme_boxes[theme].description == theme_name(theme, Translator("it"))


def test_a_pupil_who_opens_the_link_lands_on_practice_with_those_themes():
    app = teacher_app("?lang=sv")
    for theme in ("safe-drop", "carton"):
        app.teacher.theme_boxes[theme].value = True
    app.teacher.practice_rules.value = "rigor"
    app.teacher.make_practice.click()
    pupil = TutorApp(query="?" + app.teacher.practice_address.query)
    assert pupil.teacher_tab.box not in pupil.tabs.children
    assert pupil.tabs.children[pupil.tabs.selected_index] is pupil.practice_tab.box
    assert list(pupil.practice.practice.themes) == ["safe-drop", "carton"]
    assert pupil.practice.practice.rules == "rigor"
    assert pupil.practice.practice.mode is Mode.RATED
    assert pupil.session.lang == "sv"
