"""A pupil comes back to her class from a second browser, on a real ``cuarenta-tutor serve``.

Ana joins on her phone and answers; her phone dies, she opens the class on a school laptop
(a second browser context, in Spanish): her nickname alone is refused saying what to do, a
wrong code is refused in her language, her code brings her back as the same pupil, and her
next answer joins the first on the teacher's page. The phone, reloaded, is Ana again.
"""

from __future__ import annotations

import pytest
from support.servers import block_outside
from test_accessibility import violations

from cuarenta_tutor.classroom.rejoin import name_taken, wrong_code
from cuarenta_tutor.i18n import Translator, alert_text

pytestmark = pytest.mark.slow
LESSON = "captures-match"
ES = Translator("es")


def answer(page, play, verdict):
    """Type a play into the open lesson and wait for the verdict ``verdict`` (correct/wrong)."""
    field = page.locator(".ct-player .ct-typed input")
    field.wait_for(timeout=60_000)
    field.fill(play)
    field.press("Enter")
    shown = page.locator(".ct-feedback-box [class*=ct-fb-]").first
    shown.wait_for(timeout=15_000)
    assert f"ct-fb-{verdict}" in shown.get_attribute("class"), shown.inner_text()


def join(page, name, code=""):
    """Fill the join form and press its button (the button's name is in the page's language)."""
    page.locator(".ct-class-name input").fill(name)
    page.locator(".ct-class-rejoin input").fill(code)
    page.locator("button.ct-class-join").click()


def test_a_pupil_rejoins_with_her_code_from_another_browser(browser, class_server):
    base, store = class_server
    made = store.create_class("Class 6C")
    address = f"{base}/?class={made.code}&lesson={LESSON}"
    phone = browser.new_context(viewport={"width": 390, "height": 844})
    laptop = browser.new_context(viewport={"width": 1280, "height": 800}, locale="es-ES")
    teacher_context = browser.new_context(viewport={"width": 1280, "height": 900})
    outside = [block_outside(context, base) for context in (phone, laptop, teacher_context)]
    try:
        first = phone.new_page()
        first.goto(f"{address}&lang=en")
        first.locator(".ct-class-name input").wait_for(timeout=90_000)
        join(first, "Ana")
        first.locator(".ct-class-status", has_text="as Ana").wait_for(timeout=30_000)
        code = first.locator(".ct-rejoin-code").inner_text()
        assert len(code) == 4, code
        assert "from any device" in first.locator(".ct-class-code").inner_text()
        assert first.locator(".ct-rejoin-code").is_visible()
        answer(first, "5s", "wrong")

        second = laptop.new_page()
        second.goto(f"{address}&lang=es")
        second.locator(".ct-class-rejoin input").wait_for(timeout=90_000)
        label = second.locator(".ct-class-rejoin label").inner_text()
        assert label == ES.gettext("Rejoin code (only if you joined before)")
        join(second, "ana")
        problem = second.locator(".ct-class-problem [role=alert]")
        problem.wait_for(timeout=30_000)
        assert problem.inner_text() == alert_text(name_taken("Ana"), ES)
        wrong = ("B" if code[0] == "A" else "A") + code[1:]
        join(second, "Ana", wrong)
        expected = alert_text(wrong_code("Ana", 4), ES)
        second.locator(".ct-class-problem [role=alert]", has_text=expected).wait_for(timeout=30_000)
        assert "código para volver" in expected, "the refusal is in Spanish"
        found = violations(second)
        assert found == [], found

        join(second, "Ana", code.lower())
        second.locator(".ct-class-status", has_text="Ana").wait_for(timeout=30_000)
        assert second.locator(".ct-rejoin-code").inner_text() == code
        answer(second, "5s x 5c", "correct")

        pupils = store.class_data(made.code).pupils
        assert [pupil.name for pupil in pupils] == ["Ana"], "one Ana, never two"
        teacher = teacher_context.new_page()
        teacher.goto(f"{base}/cuarenta-class/{made.code}#key={made.key}")
        teacher.locator("#practice tbody th", has_text="Ana").wait_for(timeout=15_000)
        assert teacher.locator("#practice tbody tr").count() == 1
        teacher.locator("#wrong-answers li", has_text="5♠").wait_for(timeout=10_000)
        row = teacher.locator("#pupils tbody tr", has_text="Ana")
        assert row.locator("td.stars, td[aria-label=solved]").count() == 1, "solved on the laptop"
        events = [(e.kind, e.play, e.correct) for _, _, e in store.class_data(made.code).events]
        assert ("check", "5s", False) in events
        assert ("check", "5s x 5c", True) in events

        assert teacher.locator(".rejoin-code").count() == 0, "codes are hidden on the projector"
        teacher.get_by_role("button", name="Show code: Ana").click()
        assert teacher.locator(".rejoin-code").inner_text() == code
        teacher.get_by_role("button", name="Show code: Ana").wait_for(state="detached")
        assert teacher.get_by_role("button", name="Hide code: Ana").evaluate(
            "button => button === document.activeElement"
        ), "the keyboard user's button keeps the focus"
        found = violations(teacher)
        assert found == [], found

        first.reload()  # the phone's token was replaced: its kept nickname and code bring it back
        first.locator(".ct-class-status", has_text="as Ana").wait_for(timeout=90_000)
        # the lesson she solved on the laptop comes back to the phone's own progress
        first.get_by_text("Lessons solved: 1 of").wait_for(state="attached", timeout=30_000)
        assert len(store.class_data(made.code).pupils) == 1
    finally:
        for context in (phone, laptop, teacher_context):
            context.close()
    assert outside == [[], [], []]
