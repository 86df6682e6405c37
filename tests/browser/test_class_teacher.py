"""The teacher's live page on a real ``cuarenta-tutor serve --data``, in headless Chromium.

Pupils' work is written through the class store here, as their kernels write it; the page
must show it within its refresh, escaped, translated, and pass axe-core.
"""

from __future__ import annotations

import contextlib
import csv
import io
from pathlib import Path

import pytest
from support.servers import block_outside
from test_accessibility import violations

from cuarenta_tutor.classroom.errors import ClassroomError
from cuarenta_tutor.classroom.model import CHECK, LIVE, PRACTICE, STARS, Event

pytestmark = pytest.mark.slow


FITTED = """() => [...document.querySelectorAll('section > .wrap')]
  .every((box) => (box.scrollWidth > box.clientWidth + 1) === box.hasAttribute('tabindex'))"""
"""Every box whose table is wider than the screen scrolls and takes focus; the others don't."""


@pytest.fixture
def teacher(browser, class_server):
    base, _ = class_server
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    outside = block_outside(context, base)
    page = context.new_page()
    yield page
    context.close()
    assert outside == []


def test_the_teacher_sees_the_class_work_live_and_can_delete_a_pupil(teacher, class_server):
    base, store = class_server
    made = store.create_class("6th grade B")
    ana = store.join(made.code, "Ana")
    store.join(made.code, "<img src=x onerror=document.title='owned'>"[:24])
    store.record(ana.pupil_id, Event(STARS, "captures-match", stars=3))
    store.record(ana.pupil_id, Event(CHECK, "captures-sum-of-two", "7h", correct=False))
    store.record(ana.pupil_id, Event(STARS, "captures-sum-of-two", stars=2))
    store.record(ana.pupil_id, Event(STARS, "captures-sum-of-two", stars=3))  # a retry, elsewhere
    cy = store.join(made.code, "Cy")  # answered the live lesson after the teacher's Reveal
    store.record(cy.pupil_id, Event(STARS, "captures-match", stars=1))
    teacher.on("dialog", lambda dialog: dialog.accept())
    teacher.goto(f"{base}/cuarenta-class/{made.code}#key={made.key}")
    teacher.locator("#pupils table").first.wait_for(timeout=15_000)
    assert teacher.locator("#class-title").inner_text() == "6th grade B"
    assert teacher.locator("#pupils td.stars").first.get_attribute("aria-label") == "Stars: 3 of 3"
    retried = teacher.locator("#pupils td.stars[aria-label*='first time']")
    assert retried.get_attribute("aria-label") == (
        "Stars: 3 of 3; Stars the first time: 2 of 3; Wrong answers: 1"
    ), "a retry never hides the first finish or the wrong answer"
    # the walk's P4d-N2: one star the first time is a solution seen, said in words
    seen = teacher.locator("#pupils tr", has_text="Cy").locator("td.stars")
    assert seen.inner_text() == "★ solution seen"
    assert seen.get_attribute("aria-label") == "Stars: 1 of 3; solution seen"
    markup = teacher.locator("#practice tbody th").first.inner_text()
    assert markup.startswith("<img"), "the nickname is shown as the text it is"
    assert teacher.locator("main img").count() == 0
    assert teacher.title() != "owned"

    bob = store.join(made.code, "Bob")  # joins while the page is open: it shows within 5 s
    for play in ("7h", "Kd", "7h"):
        store.record(bob.pupil_id, Event(CHECK, "captures-sum", play, correct=False))
    store.record(bob.pupil_id, Event(PRACTICE, "p1", "5c", False, theme="caida", rating=1480))
    stuck = teacher.locator("#stuck li", has_text="Bob")
    stuck.wait_for(timeout=5_000)
    assert "wrong answers in a row: 3" in stuck.inner_text()
    assert "drop 7♥ (2)" in teacher.locator("#wrong-answers").inner_text()  # as the tutor says it
    assert "Caída: 1" in teacher.locator("#themes-missed").inner_text()
    assert violations(teacher) == []

    # the teacher's controls sit in the Pupils section, one row per pupil
    bob_row = teacher.locator("#pupils #roster tbody tr", has_text="Bob")
    for button in ("button.show-code", "button.delete-pupil"):
        assert bob_row.locator(button).count() == 1, button
    assert teacher.locator("#practice button").count() == 0
    wrong = "AAAA" if ana.rejoin_code != "AAAA" else "BBBB"
    for _ in range(5):  # Ana's code is locked: her row says so, with the button that unlocks
        with contextlib.suppress(ClassroomError):
            store.join(made.code, "Ana", wrong)
    ana_row = teacher.locator("#roster tbody tr", has_text="Ana")
    ana_row.locator(".code-locked", has_text="locked: give a new code").wait_for(timeout=5_000)
    ana_row.locator("button.new-code").click()
    ana_row.locator(".code-locked").wait_for(state="detached", timeout=5_000)
    # the walk's P4b-N6: the row stays open on the new code, to be read out
    given = next(p.rejoin_code for p in store.class_data(made.code).pupils if p.name == "Ana")
    ana_row.locator("code.rejoin-code", has_text=given).wait_for(timeout=5_000)
    # P4c-N7: and the page says so in words, in a region a screen reader reads out
    said = teacher.locator("#pupils-said[role=status]")
    said.wait_for(timeout=5_000)
    assert said.inner_text() == f"New rejoin code for Ana: {given}. The old code no longer works."
    for width, height in ((390, 844), (1280, 800)):  # a phone and a laptop
        teacher.set_viewport_size({"width": width, "height": height})
        teacher.wait_for_function(FITTED, timeout=5_000)  # the page has followed the resize
        assert violations(teacher) == [], width

    teacher.click(f"button.delete-pupil[data-pupil='{bob.pupil_id}']")
    teacher.locator("#practice tbody th", has_text="Bob").wait_for(state="detached", timeout=5_000)
    assert [pupil.name for pupil in store.class_data(made.code).pupils if pupil.name == "Bob"] == []

    with teacher.expect_download() as download:
        teacher.click("#export-csv")
    saved = Path(download.value.path()).read_bytes()
    assert saved.startswith(b"\xef\xbb\xbf"), "a BOM: Excel reads the accents right"
    rows = list(csv.reader(io.StringIO(saved.decode("utf-8-sig"))))
    assert ["Ana", "Lesson", "1. Same rank, same card", "yes", "3"] in [row[:5] for row in rows]


def test_a_wrong_or_missing_key_shows_nothing_of_the_class(teacher, class_server):
    base, store = class_server
    made = store.create_class("Secret class")
    store.join(made.code, "Zelda")
    for fragment in ("", "#key=wrong", f"#key={store.create_class('Other').key}"):
        teacher.goto(f"{base}/cuarenta-class/{made.code}?lang=es{fragment}")
        teacher.locator("#wrong-key").wait_for(timeout=10_000)
        text = teacher.locator("body").inner_text()
        assert "Zelda" not in text
        assert "Secret class" not in text
        assert "clave válida" in text


def test_homework_and_a_live_position_from_the_teachers_page(teacher, class_server):
    base, store = class_server
    made = store.create_class("Live class")
    pupils = [store.join(made.code, name) for name in ("Ana", "Ben", "Cy")]
    teacher.on("dialog", lambda dialog: dialog.accept())
    teacher.goto(f"{base}/cuarenta-class/{made.code}?lang=de#key={made.key}")
    teacher.locator("#homework-form").wait_for(timeout=15_000)
    chosen = teacher.locator("input[value='captures-match']")
    teacher.locator("#homework-form details", has=chosen).locator("summary").click()
    teacher.locator("#homework-form").locator(chosen).check()
    teacher.fill("#homework-due", "2027-03-01")
    teacher.click("#homework-form button[type=submit]")
    teacher.locator("#homework h3", has_text="1. März 2027").wait_for(timeout=5_000)  # German date
    assert store.class_data(made.code).homework[0].lessons == ("captures-match",)

    teacher.select_option("#live-item", "captures-match")
    teacher.click("#live-push")
    teacher.locator("#live-title").wait_for(timeout=5_000)
    live = store.live_item(made.code)
    for pupil, play in zip(pupils, ("7h+7s", "7h+7s", "Kd"), strict=True):
        store.record(pupil.pupil_id, Event(LIVE, live.item, play, play != "Kd", round=live.round))
    teacher.locator("#live-chart li", has_text="7h+7s: 2").wait_for(timeout=5_000)
    teacher.click("#live-reveal")
    teacher.locator("#live-explanation").wait_for(timeout=5_000)
    assert "Erklärung" in teacher.locator("#live-explanation").inner_text()
    assert store.live_item(made.code).revealed
    assert violations(teacher) == []
