"""The live class's words as a Dutch teacher and her pupils read them (the UX walk, N9–N11).

Due dates in the reader's language, never ISO; a class named "Klas 3B" never becomes
"Klas Klas 3B"; problems said as whole sentences; the pupils' whole address with *Copy*;
and *Save my progress* says beside the button which file it made.
"""

from __future__ import annotations

import pytest
from test_class_join import joined_app

from cuarenta_tutor.classroom.errors import ClassroomError, NicknameError
from cuarenta_tutor.i18n import Translator, alert_text
from cuarenta_tutor.sentences.class_text import due_date
from cuarenta_tutor.server.class_page import page_html, page_texts
from cuarenta_tutor.ui.app import TutorApp

LESSON = "captures-match"


def class_maker_in_dutch():
    app = TutorApp(query="?lang=nl")
    app.tabs.selected_index = app.tabs.children.index(app.teacher_tab.box)  # built when opened
    return app.class_maker


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "March 1, 2027"),
        ("es", "1 de marzo de 2027"),
        ("de", "1. März 2027"),
        ("nl", "1 maart 2027"),
        ("it", "1 marzo 2027"),
        ("sv", "1 mars 2027"),
        ("fi", "1. maaliskuuta 2027"),
    ],
)
def test_a_due_date_is_written_as_the_pupils_language_writes_dates(lang, said):
    assert due_date("2027-03-01", lang) == said
    assert due_date("soon", lang) == "soon"  # not a date: shown as it was set


def test_the_pupil_sees_homework_due_in_dutch_and_the_class_name_once(classroom):
    store, _ = classroom
    made = store.create_class("Klas 3B")
    store.set_homework(made.code, [LESSON], [], "2026-12-12")
    app = joined_app(made.code, query="&lang=nl", name="Sanne")
    assert "Uiterlijk af op 12 december 2026" in app.classroom.homework.text()
    assert "2026-12-12" not in app.classroom.homework.text()
    status = app.classroom.status.value
    assert "Klas 3B" in status
    assert "klas klas" not in status.lower()
    assert "Sanne" in status


def test_the_teachers_page_is_titled_by_the_class_name_alone():
    assert "title" not in page_texts(Translator("nl"))
    html = page_html("ABC123", "nl")
    assert '<h1 id="class-title">ABC123</h1>' in html  # the name replaces it once loaded
    assert "Klas ABC123" not in html


def test_a_problem_on_a_page_is_a_whole_sentence_in_the_readers_language():
    nl = Translator("nl")
    error = ClassroomError("a class name has 1 to {limit} characters", limit=100)
    assert alert_text(error, nl) == "Een klasnaam heeft 1 tot 100 tekens."
    assert alert_text(NicknameError("write a nickname to join the class"), Translator("en")) == (
        "Write a nickname to join the class."
    )
    taken = ClassroomError("{name} is already in this class: choose another nickname", name="sanne")
    assert alert_text(taken, Translator("en")) == (
        "sanne is already in this class: choose another nickname."
    )  # a name stays as typed
    assert alert_text(ValueError("Already a sentence."), nl) == "Already a sentence."


def test_the_teacher_tab_refuses_an_empty_class_name_with_a_sentence(classroom):
    maker = class_maker_in_dutch()
    maker.name.value = ""
    maker.make.click()
    assert "Een klasnaam heeft 1 tot 100 tekens." in maker.result.value
    assert maker.pupils.query == ""


def test_a_class_made_on_the_teacher_tab_shows_the_pupils_whole_address_with_copy(
    classroom,
):
    store, _ = classroom
    maker = class_maker_in_dutch()
    assert maker.pupils in maker.root.children
    assert maker.pupils.query == ""  # hidden until a class is made
    assert maker.pupils.copy_label == "Kopiëren"
    assert maker.pupils.label == Translator("nl").gettext("The pupils' page")
    maker.name.value = "Klas 3B"
    maker.make.click()
    assert "Klas 3B staat klaar. Klascode: " in maker.result.value
    code = maker.result.value.split("Klascode: ")[1][:6]
    assert store.class_exists(code)
    assert maker.pupils.query == f"class={code}&lang=nl"


def test_save_my_progress_says_beside_the_button_which_file_it_made():
    app = TutorApp(query="?lang=nl")
    saver = app.progress_file.saver
    assert saver.saved_label == "Opgeslagen in het bestand {file}."
    sent: list[dict[str, str]] = []
    saver.send = sent.append  # type: ignore[method-assign]
    saver._handle_msg(
        {"content": {"data": {"method": "custom", "content": {"save": "Sanne"}}}, "buffers": []}
    )
    assert sent[0]["said"] == "Opgeslagen in het bestand cuarenta-progress-Sanne.json."
