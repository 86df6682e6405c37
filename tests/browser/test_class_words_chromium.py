"""A Dutch class on a real ``cuarenta-tutor serve --data``, in headless Chromium (UX walk N8–N11).

The pupil's nickname field holds a whole name at 1280 px and takes the row on a 390-px
phone; homework is due on a Dutch date; *Save my progress* says beside the button which
file it made. The teacher's page is titled by the class's name alone, and the Teacher
tab's new class shows the pupils' whole address with *Copy*.
"""

from __future__ import annotations

import os

import pytest
from support.servers import block_outside

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow
LESSON = "captures-match"
NL = Translator("nl")


def field_box(page):
    """The nickname field's width, its text's width, and its form's width, in px."""
    return page.evaluate(
        """() => {
          const input = document.querySelector('.ct-class-name input');
          const form = document.querySelector('.ct-class-form');
          return {width: input.getBoundingClientRect().width, text: input.scrollWidth,
                  inner: input.clientWidth, form: form.getBoundingClientRect().width,
                  em: parseFloat(getComputedStyle(input).fontSize)};
        }"""
    )


def test_a_pupil_joins_with_a_whole_name_sees_a_dutch_date_and_hears_the_save(
    browser,
    class_server,
):
    base, store = class_server
    made = store.create_class("Klas 3B")
    store.set_homework(made.code, [LESSON], [], "2026-12-12")
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    outside = block_outside(context, base)
    page = context.new_page()
    try:
        page.goto(f"{base}/?class={made.code}&lang=nl")
        field = page.locator(".ct-class-name input")
        field.wait_for(timeout=90_000)
        field.fill("Sanne de Vries")
        laptop = field_box(page)
        assert laptop["width"] >= 15 * laptop["em"], laptop  # about 16em, not 44 px
        assert laptop["text"] <= laptop["inner"], "the whole name shows"

        page.set_viewport_size({"width": 390, "height": 844})
        page.wait_for_function("window.innerWidth === 390")
        phone = field_box(page)
        assert phone["width"] >= phone["form"] - 4, phone  # the row's full width on a phone
        assert phone["width"] <= 390
        label = page.locator(".ct-class-rejoin .widget-label").evaluate(
            "l => ({width: l.getBoundingClientRect().width, text: l.scrollWidth,"
            " right: l.getBoundingClientRect().right})"
        )
        assert label["text"] <= label["width"] + 1, label  # the rejoin label wraps, never cut
        assert label["right"] <= 390, label

        page.set_viewport_size({"width": 1280, "height": 800})
        field.fill("Sanne")
        page.locator(".ct-class-join").click()
        page.locator(".ct-class-status", has_text="met de bijnaam Sanne").wait_for(timeout=30_000)
        status = page.locator(".ct-class-status").inner_text()
        assert "Klas 3B" in status
        assert "klas klas" not in status.lower()
        # the homework is drawn after the status (its own message): wait for it, then read it
        due = page.locator(".ct-class-homework", has_text="12 december 2026")
        due.wait_for(timeout=30_000)
        assert "2026-12-12" not in due.inner_text()

        page.get_by_role("tab", name=NL.pgettext("tab", "Course")).click()
        page.locator(".ct-learner-field").fill("Sanne")
        with page.expect_download(timeout=60_000) as waiting:
            page.click(".ct-save-progress")
        assert waiting.value.suggested_filename == "cuarenta-progress-Sanne.json"
        note = page.locator(".ct-save-note")
        note.filter(has_text="cuarenta-progress-Sanne.json").wait_for(timeout=10_000)
        assert note.inner_text() == "Opgeslagen in het bestand cuarenta-progress-Sanne.json."
        assert note.get_attribute("aria-live") == "polite"
        assert note.get_attribute("role") == "status"
    finally:
        context.close()
    assert outside == []


def test_the_teacher_sees_the_class_name_once_and_the_pupils_whole_address(
    browser,
    class_server,
):
    base, store = class_server
    made = store.create_class("Klas 3C")
    store.set_homework(made.code, [LESSON], [], "2026-12-12")
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    outside = block_outside(context, base)
    page = context.new_page()
    try:
        page.goto(f"{base}/cuarenta-class/{made.code}?lang=nl#key={made.key}")
        page.locator("#homework h3").first.wait_for(timeout=15_000)
        assert page.locator("#class-title").inner_text() == "Klas 3C"
        assert page.title() == "Klas 3C · Cuarenta Tutor"
        assert "12 december 2026" in page.locator("#homework").inner_text()

        page.goto(f"{base}/?lang=nl")
        page.get_by_role("tab", name=NL.pgettext("tab", "Teacher")).click(timeout=90_000)
        page.locator(".ct-class-new-name input").fill("Klas 3D")
        page.get_by_role("button", name=NL.gettext("Create the class")).click()
        address = page.locator(".ct-class-pupils .ct-address-field")
        address.wait_for(timeout=30_000)
        page.wait_for_function(
            "document.querySelector('.ct-class-pupils .ct-address-field').value.includes('class=')"
        )
        value = address.input_value()
        assert value.startswith(f"{base}/?class=")
        assert value.endswith("&lang=nl")
        copy = page.locator(".ct-class-pupils .ct-address-copy")
        assert copy.inner_text() == NL.pgettext("button", "Copy")
        said = page.locator(".ct-class-made").inner_text()
        assert "Klas 3D staat klaar. Klascode: " in said
        code = value.split("class=")[1].split("&")[0]
        assert store.class_exists(code)
        # the walk's P4-N11: the teacher's secret address as text, with Copy, said private
        secret = page.locator(".ct-class-teacher .ct-address-field")
        assert secret.is_visible()
        key = secret.input_value().split("#key=")[1]
        assert secret.input_value() == f"{base}/cuarenta-class/{code}?lang=nl#key={key}"
        assert store.key_matches(code, key)
        assert secret.get_attribute("aria-label") == NL.gettext(
            "Address of your page for this class"
        )
        context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base)
        page.locator(".ct-class-teacher .ct-address-copy").click()
        page.locator(".ct-class-teacher .ct-address-status", has_text="Gekopieerd").wait_for()
        assert page.evaluate("navigator.clipboard.readText()") == secret.input_value()
        assert "Houd dit adres geheim" in page.locator(".ct-class-keep").inner_text()
        if os.environ.get("LIVE_PAGE_SHOTS"):
            page.locator(".ct-class-keep").scroll_into_view_if_needed()
            page.screenshot(path=f"{os.environ['LIVE_PAGE_SHOTS']}/teacher-tab-class-made.png")
    finally:
        context.close()
    assert outside == []
