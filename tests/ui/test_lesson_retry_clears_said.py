"""*Try again* empties the lesson's live region: the verdict it held no longer applies (walk
P3-N2: a reader going through the page line by line still found "That is not a legal play…"
after the verdict's box had gone)."""

from __future__ import annotations

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.ui.app import TutorApp


def test_try_again_clears_the_old_verdict_from_the_live_region():
    app = TutorApp(query="?lang=fi&lesson=captures-match", page=True)
    view = app.lesson_view
    app.session.toggle_table(parse_card("2h"))  # the 5♠ cannot take the 2♥
    app.session.check()
    app.changed()
    assert "ct-fb-" in view.feedback.value
    assert view.announcer.text  # the wrong answer is said
    serial = view.announcer.serial
    view.retry.click()
    assert view.feedback.value == ""
    assert view.announcer.text == ""
    assert view.announcer.serial == serial  # emptied, not a new announcement
