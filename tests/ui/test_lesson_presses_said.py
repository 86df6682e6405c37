"""Every press of Check is heard (walk P3, old N3 and N4).

A second press with the same wrong answer left the live text unchanged, so nothing was said;
a fresh lesson's Check was disabled and skipped by Tab. Now the same answer again is said as
such (the star it cost is not lost twice), and Check, pressed too early, says what to choose.
"""

from __future__ import annotations

from cuarenta_tutor.ui.app import TutorApp

ASKED = (
    "Valitse ensin pöydän kortit, jotka haluat ottaa, tai pelkkä oma korttisi, jos haluat "
    "laskea sen pöytään."
)


def test_the_same_wrong_answer_twice_is_said_twice_and_costs_one_star() -> None:
    app = TutorApp(query="?lang=en&lesson=first-forty-cards")
    view = app.lesson_view
    view.options.value = "36"
    view.check.click()
    first = view.announcer.text
    serial = view.announcer.serial
    assert first.startswith("Not quite.")
    assert "★★☆" in view.stakes.value
    view.check.click()  # the same answer again
    assert view.announcer.serial == serial + 1
    assert view.announcer.text == f"The same answer again. {first}"
    assert "★★☆" in view.stakes.value  # still two stars possible: a miss costs one, once
    view.options.value = "40"
    view.check.click()
    assert "★★☆" in view.feedback.value


def test_a_language_switch_says_the_verdict_without_calling_it_a_repeat() -> None:
    app = TutorApp(query="?lang=en&lesson=first-forty-cards")
    view = app.lesson_view
    view.options.value = "36"
    view.check.click()
    app.language.value = "es"
    assert view.announcer.text.startswith("Todavía no.")


def test_check_pressed_before_an_answer_says_what_to_choose() -> None:
    app = TutorApp(query="?lang=fi&lesson=captures-match")
    view = app.lesson_view
    assert not view.check.disabled  # Tab reaches it
    serial = view.announcer.serial
    view.check.click()
    assert view.announcer.serial == serial + 1
    assert view.announcer.text == ASKED
    assert app.session.misses == 0
    assert app.session.progress.record("captures-match").attempts == 0
    view.check.click()  # again: said again, not as a wrong answer
    assert view.announcer.serial == serial + 2
    assert view.announcer.text == ASKED
