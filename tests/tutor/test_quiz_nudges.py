"""A wrong answer's nudge never gives the answer away (the UX walk's row 24).

"The answer is less than 1" with the options 0, 1 and 2 leaves one option: the learner is
told the answer. Over every quiz lesson of the course with numeric options, every order in
which a learner may try its wrong options, and every language, the rendered feedback's
direction ("more than", "less than") never leaves exactly one option open; where it would,
the feedback points to the rule instead. A lesson with its own nudge (walk P1, older 24:
"less than 52" still left two of three) says that nudge after every wrong answer.
"""

from __future__ import annotations

import html
from itertools import permutations

import pytest
from markupsafe import escape

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.sentences.feedback import feedback_html
from cuarenta_tutor.tutor.feedback import Code
from cuarenta_tutor.tutor.lesson import LessonSession

COURSES = load_courses()
LANGS = ["en", "es", "de", "nl", "it", "sv", "fi"]
QUIZZES = [
    lesson
    for course in COURSES
    for lesson in course.lessons
    if lesson.options and all(str(option).isdigit() for option in lesson.options)
]
MORE = "The answer is more than {given}."
LESS = "The answer is less than {given}."
RULE = "Before you choose again, think about which rule of the game decides this question."


def said(text: str, template: str, given: str, tr: Translator) -> bool:
    return str(escape(tr.gettext(template))).format(given=given) in text


def test_the_course_has_numeric_quizzes_with_three_options_or_more():
    assert len(QUIZZES) >= 10
    assert all(len(lesson.options) >= 3 for lesson in QUIZZES)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson", QUIZZES, ids=lambda lesson: lesson.id)
def test_no_nudge_leaves_exactly_one_option(lesson, lang):
    tr = Translator(lang)
    numbers = [int(option) for option in lesson.options]
    session = LessonSession(COURSES, lang=lang)
    session.open(lesson.id)
    right = {int(answer) for answer in session.solution.correct}
    wrong = [number for number in numbers if number not in right]
    pointed = 0
    for order in permutations(wrong):
        session.open(lesson.id)
        open_now = set(numbers)
        for number in order:
            feedback = session.answer(str(number))
            assert feedback.code is Code.WRONG_ANSWER
            text = feedback_html(feedback, tr)
            open_now.discard(number)
            before = set(open_now)
            if said(text, MORE, str(number), tr):
                open_now = {n for n in open_now if n > number}
            elif said(text, LESS, str(number), tr):
                open_now = {n for n in open_now if n < number}
            elif lesson.texts["en"].nudge:  # the lesson's own nudge: the rule, no direction
                assert lesson.text(lang)[0].nudge in html.unescape(text)
                pointed += 1
            else:
                assert said(text, RULE, str(number), tr), text
                pointed += 1
            assert open_now & right  # the nudge is true
            if len(before) > 1:  # the nudge, not the elimination, would decide it
                assert len(open_now) != 1, (order, number, text)
    if len(numbers) == 3 and min(right) != min(numbers) and max(right) != max(numbers):
        return  # the answer in the middle: each first wrong pick leaves two
    assert pointed  # the middle pick next to the answer points to the rule
