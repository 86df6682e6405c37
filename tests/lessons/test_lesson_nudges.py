"""A question lesson's own nudge (walk P1, older 24): said after a wrong answer in place of
"more" or "less", in every language, never naming the answer; a translation must carry it."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.lessons.lint import translation_errors
from cuarenta_tutor.sentences.feedback import feedback_html
from cuarenta_tutor.tutor.feedback import Reason
from cuarenta_tutor.tutor.lesson import LessonSession

COURSES = load_courses()
NUDGED = [lesson for course in COURSES for lesson in course.lessons if lesson.texts["en"].nudge]
LANGS = ["en", "es", "de", "nl", "it", "sv", "fi"]


def test_the_first_steps_questions_with_numbers_have_nudges():
    ids = {lesson.id for lesson in NUDGED}
    assert {"first-forty-cards", "first-rounds-of-five", "first-empty-table"} <= ids


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson", NUDGED, ids=lambda lesson: lesson.id)
def test_every_wrong_answer_gets_the_nudge_in_the_learners_language(lesson, lang):
    session = LessonSession(COURSES, lang=lang)
    session.open(lesson.id)
    right = set(session.solution.correct)
    nudge = lesson.text(lang)[0].nudge
    assert nudge
    for option in lesson.options:
        if str(option).lower() in right:
            continue
        session.open(lesson.id)
        feedback = session.answer(str(option).lower())
        assert feedback.reason is Reason.NUDGE
        text = feedback_html(feedback, Translator(lang))
        assert nudge.split(":")[0] in text
        assert "more than" not in text
        assert "less than" not in text
    for answer in right:  # the nudge points to the rule, never to the answer itself
        word = rf"(?<!\d){answer}(?!\d)" if answer.isdigit() else rf"\b{re.escape(answer)}\b"
        assert not re.search(word, nudge, re.IGNORECASE), (answer, nudge)


def test_a_translation_without_the_nudge_is_a_lint_error():
    lesson = NUDGED[0]
    spanish = replace(lesson.texts["es"], nudge="")
    broken = replace(lesson, texts={**lesson.texts, "es": spanish})
    errors = translation_errors(broken)
    assert [error.params.get("lang") for error in errors] == ["es"]
    assert translation_errors(lesson) == []


def test_a_nudge_is_part_of_the_english_fingerprint_and_its_absence_is_not():
    text = NUDGED[0].texts["en"]
    assert replace(text, nudge="").fingerprint() != text.fingerprint()
    assert replace(text, nudge="other").fingerprint() != text.fingerprint()
