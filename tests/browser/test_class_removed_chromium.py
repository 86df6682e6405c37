"""A pupil the teacher deleted answers on, on a real ``cuarenta-tutor serve`` (walk item M).

Her page was open; at her next *Check* she reads one sentence in her language, never a
traceback; the class banner is off, the join form back, and her lesson stays in her browser.
"""

from __future__ import annotations

import json

import pytest
from support.servers import block_outside
from test_class_rejoin_chromium import answer, join

from cuarenta_tutor.classroom.errors import removed_from_class
from cuarenta_tutor.i18n import Translator, alert_text

pytestmark = pytest.mark.slow
LESSON = "captures-match"
NL = Translator("nl")


def test_a_deleted_pupil_is_told_in_a_sentence_and_keeps_her_work(browser, class_server):
    base, store = class_server
    made = store.create_class("Klas 3B")
    context = browser.new_context(viewport={"width": 390, "height": 844})
    outside = block_outside(context, base)
    page = context.new_page()
    try:
        page.goto(f"{base}/?class={made.code}&lesson={LESSON}&lang=nl")
        page.locator(".ct-class-name input").wait_for(timeout=90_000)
        join(page, "Sanne")
        page.locator(".ct-class-status", has_text="Sanne").wait_for(timeout=30_000)
        (sanne,) = store.class_data(made.code).pupils
        assert store.delete_pupil(made.code, sanne.id)
        answer(page, "5s x 5c", "correct")
        said = alert_text(removed_from_class(), NL)
        assert said.startswith("Je docent heeft je uit deze klas gehaald")
        page.locator(".ct-class-problem [role=alert]", has_text=said).wait_for(timeout=15_000)
        text = page.locator("body").inner_text()
        assert "Traceback" not in text
        assert "ClassroomError" not in text
        assert page.locator(".ct-class-status").inner_text().strip() == ""
        assert page.locator(".ct-class-name input").input_value() == "Sanne"
        kept = page.evaluate(
            "() => Object.values(localStorage).find(v => v.includes('captures-match')) || ''"
        )
        assert json.loads(kept)["lessons"][LESSON]["solved"], "her lesson stays in the browser"
    finally:
        context.close()
    assert outside == []
