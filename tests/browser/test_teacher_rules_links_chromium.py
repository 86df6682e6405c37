"""The Teacher tab's links under pagat, as the Dutch teacher of the walk made them (p4: N2,
N6, N13), in headless Chromium at 1280 px against a real ``cuarenta-tutor serve --data``.

Lessons not written for pagat are marked in the list as the course map marks them, left out
of the link, and counted beside *Link maken*; the link names whole courses with a minus for
each lesson left out (short); the pupils' class address carries pagat and that set, and a
pupil who opens it gets the set's lessons under pagat, the lessons left out nowhere.
"""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from helpers import violations, wait_for_viewport
from support.courses import set_size
from support.servers import block_outside

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

NL = Translator("nl")
CHOSEN = "03-the-run,-run-whole-run,04-caida-limpia,-caida-and-limpia-quito"


def address_of(page, part: str) -> str:
    """Wait for the address field of ``part`` to hold a link, and return it."""
    selector = f".{part} .ct-address-field"
    page.wait_for_function(
        f"(document.querySelector('{selector}') || {{}}).value?.includes('?')", timeout=30_000
    )
    return page.locator(selector).input_value()


def test_a_pagat_lesson_link_and_class_hold_only_lessons_written_for_pagat(browser, class_server):
    base, store = class_server
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="nl-NL")
    outside = block_outside(context, base)
    page = context.new_page()
    try:
        page.goto(f"{base}/?lang=nl&rules=pagat")
        page.get_by_role("tab", name=NL.pgettext("tab", "Teacher")).click(timeout=90_000)
        page.wait_for_selector(".ct-teacher-course .ct-disclosure", timeout=30_000)
        page.check(".ct-choose-03-the-run input")
        page.check(".ct-choose-04-caida-limpia input")
        page.click(".ct-unfold-03-the-run button")
        marked = page.locator(".ct-choose-run-whole-run")
        marked.wait_for(timeout=15_000)
        assert marked.inner_text().endswith(" — alleen quito, rigor, casual")
        assert "alleen" not in page.locator(".ct-choose-run-after-sum").inner_text()
        note = page.locator(".ct-teacher-left-out")
        note.filter(has_text="2 aangevinkte lessen").wait_for(timeout=15_000)
        assert note.inner_text() == (
            "2 aangevinkte lessen zitten niet in de link: die zijn niet geschreven voor "
            "‘pagat’ in het regelmenu."
        )
        make = page.locator(".ct-teacher-make").bounding_box()
        said = note.bounding_box()
        assert said["x"] > make["x"] + make["width"] - 1, (make, said)  # beside the button
        assert said["y"] < make["y"] + make["height"]
        assert make["y"] < said["y"] + said["height"]
        assert said["x"] + said["width"] <= 1280
        assert violations(page) == []
        page.set_viewport_size({"width": 390, "height": 844})  # on a phone it wraps, never cut
        wait_for_viewport(page, 390, 844)
        page.wait_for_function(
            "document.querySelector('.ct-teacher-left-out').getBoundingClientRect().right <= 390"
        )
        page.set_viewport_size({"width": 1280, "height": 800})
        wait_for_viewport(page, 1280, 800)
        page.click(".ct-teacher-make")
        link = address_of(page, "ct-teacher-address")
        assert link == f"{base}/?set={CHOSEN}&lang=nl&rules=pagat"  # 66 characters of set
        label = page.locator(".ct-teacher-address").inner_text()
        assert f"Link voor je klas: {set_size(CHOSEN)} lessen" in label

        page.locator(".ct-class-new-name input").fill("Groep 7B")
        page.get_by_role("button", name=NL.gettext("Create the class")).click()
        pupils = address_of(page, "ct-class-pupils")
        query = parse_qs(urlsplit(pupils).query)
        assert query["set"] == [CHOSEN]
        assert query["rules"] == ["pagat"]
        assert query["lang"] == ["nl"]
        assert store.class_exists(query["class"][0])

        pupil = context.new_page()
        pupil.goto(pupils)
        pupil.locator(".ct-class-name input").wait_for(timeout=90_000)  # the join form
        pupil.wait_for_function("document.querySelectorAll('.ct-lesson').length > 0")
        assert pupil.locator(".ct-lesson").count() == set_size(CHOSEN) == 16
        assert pupil.locator(".ct-lesson-run-whole-run").count() == 0
        assert pupil.locator(".ct-lesson-caida-and-limpia-quito").count() == 0
        assert pupil.locator(".ct-ruleset select").input_value() == "pagat"
    finally:
        context.close()
    assert outside == []
