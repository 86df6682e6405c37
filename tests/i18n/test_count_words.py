"""A count quiz names *you* and *your opponent* in a two-player lesson, *us* and *them*
with partners.

Every count lesson is a two-player position: "6 for us, 0 for them" read as if the learner
had a partner. The input labels, the answer and the reason a count is wrong all follow the
lesson's number of players.
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.sentences.feedback import answer_html, feedback_html
from cuarenta_tutor.tutor.feedback import Code, Feedback, Reason, Verdict
from cuarenta_tutor.ui.app import TutorApp


def test_a_count_names_you_and_your_opponent_with_two_players_and_the_sides_with_four():
    tr = Translator("en")
    assert answer_html("6-0", tr, 2) == "6 for you, 0 for your opponent"
    assert answer_html("6-0", tr, 4) == "6 for us, 0 for them"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_says_both_and_they_differ(lang):
    tr = Translator(lang)
    two, four = answer_html("8-2", tr, 2), answer_html("8-2", tr, 4)
    assert two != four
    assert "for" not in two
    assert all("8" in text and "2" in text for text in (two, four))
    wrong = [
        feedback_html(Feedback(Verdict.WRONG, Code.WRONG_ANSWER, reason=reason, players=n), tr)
        for reason in (Reason.OUR_SIDE, Reason.THEIR_SIDE)
        for n in (2, 4)
    ]
    assert len(set(wrong)) == 4  # each side, each number of players: its own sentence


def test_every_count_lesson_is_a_two_player_lesson_and_knows_it():
    lessons = [lesson for course in load_courses() for lesson in course.lessons]
    counts = [lesson for lesson in lessons if lesson.kind == "count"]
    assert counts
    assert all(lesson.players == 2 for lesson in counts)
    by_id = {lesson.id: lesson for lesson in lessons}
    assert by_id["mistakes-declare-in-time"].players == 4


def test_the_count_lesson_labels_its_inputs_and_its_reasons_for_one_opponent():
    app = TutorApp(query="?lesson=carton-twenty-two&lang=es")
    labels = [box.description for box in (app.lesson_view.ours, app.lesson_view.theirs)]
    assert labels == ["Puntos para ti:", "Puntos para tu rival:"]  # each a whole name
    app.lesson_view.ours.value, app.lesson_view.theirs.value = "8", "2"
    app.lesson_view.check.click()
    assert (
        "Tus puntos están bien; vuelve a contar los de tu rival." in app.lesson_view.feedback.value
    )
    app.lesson_view.ours.value, app.lesson_view.theirs.value = "6", "0"
    app.lesson_view.check.click()
    assert "Los puntos de tu rival están bien" in app.lesson_view.feedback.value


def test_a_number_answer_is_shown_as_the_number_in_every_language():
    """The walk's N2: lesson 1.1 offered "drop 36 / drop 40 / drop 52" (read as card drops)."""
    from cuarenta_tutor.i18n.catalogs import LANGUAGES
    from cuarenta_tutor.lessons.course import load_courses

    numbers = {
        option
        for course in load_courses()
        for lesson in course.lessons
        for option in (getattr(lesson, "options", None) or ())
        if str(option).isdigit()
    }
    assert {"36", "40", "52"} <= numbers
    for lang in LANGUAGES:
        tr = Translator(lang)
        for number in numbers:
            assert answer_html(number, tr) == number, (lang, number)
    assert "5" in answer_html("5c", Translator("en")), "a card still reads as a drop"
    assert answer_html("5c", Translator("en")).startswith("drop ")
