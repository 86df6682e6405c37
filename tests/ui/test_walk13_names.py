"""Names and status lines said in words (walks13: P3 N7 and N8, P1 N8)."""

from __future__ import annotations

from datetime import date

import pytest

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.catalogs import available_languages
from cuarenta_tutor.lessons.course import numbered_titles
from cuarenta_tutor.tutor.practice import Mode, Practice
from cuarenta_tutor.tutor.streak import Streak
from cuarenta_tutor.ui import lesson_model, practice_model
from cuarenta_tutor.ui.app import TutorApp
from tests.support.widgets import click_lesson
from tests.ui.test_view_models import Holder, opened

LANGS = sorted(available_languages())


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_that_costs_a_star_says_so_in_words(lang: str) -> None:
    """P3 N7: "Vihje −★" was spoken "hint minus black star"."""
    tr = Translator(lang)
    session = opened("captures-match")
    costly = lesson_model.hint_button(session, 2, tr).description
    assert "★" not in costly
    assert "−" not in costly
    assert costly != tr.pgettext("button", "Hint")
    assert tr.pgettext("button", "Hint") in costly  # the same word, then its cost
    session.hint()
    assert lesson_model.hint_button(session, 2, tr).description == tr.pgettext("button", "Hint")


def test_the_course_maps_continue_names_the_lesson_it_opens() -> None:
    """P3 N8: after the first lesson the top button was just "Continue"."""
    app = TutorApp(query="?lang=en")
    assert app.course_map.root.continue_label == "Start the first lesson"
    first = app.session.continue_lesson()
    assert first == "first-forty-cards"
    click_lesson(app, first)
    app.lesson_view.options.value = "40"
    app.lesson_view.check.click()
    app.show_map()
    following = app.session.continue_lesson()
    assert following not in (None, first)
    number, title = numbered_titles(app.session.courses, "en")[following].split(". ", 1)
    assert app.course_map.root.continue_label == f"Continue: lesson {number}, {title}"


def test_an_ended_streak_is_the_last_run_in_the_status_line() -> None:
    """P1 N8: "Streak: 1 · best: 1" stood beside "The streak is over" once a run ended."""
    practice = Practice(Holder(), seed="m", today=lambda: date(2026, 12, 1))
    practice.start(Mode.STREAK)
    en = Translator("en")
    practice.streak = Streak(solved=("a",), best=1)
    assert "Streak: 1 · best: 1" in practice_model.status_html(practice, 0, en)
    practice.streak = practice.streak.lost()
    status = practice_model.status_html(practice, 0, en)
    assert "Last run: 1 · best: 1" in status
    assert "Streak:" not in status
