"""The teacher's page of a class made under pagat, in Chromium (the Dutch teacher's walk).

N1: its top line gave the pupils' address as ``/?class=CODE`` alone, dropping the set and
rules the Teacher tab had put in it. N2: its live board said "regels: quito" while every
pupil's screen said "regels: pagat". N3: a key retyped by hand (small letters, no dashes)
opens the page. A real tornado server with the class API, a real SQLite store.
"""

from __future__ import annotations

from support.servers import block_outside
from test_class_live_page_chromium import class_api  # noqa: F401 (the fixture)

from cuarenta_tutor.classroom.model import STARS, Event
from cuarenta_tutor.classroom.pupil_link import class_query, keep_pupils_query
from cuarenta_tutor.server.class_page import class_lessons

LESSON = "caida-choose-the-caida"  # "4. Punten gaan voor kaarten": quito first, pagat too
SET = "04-caida-limpia,-caida-and-limpia-quito"


def teacher_page(browser, base, made, key):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    outside = block_outside(context, base)
    page = context.new_page()
    page.goto(f"{base}/cuarenta-class/{made.code}?lang=nl#key={key}")
    page.locator("#class-join").wait_for(timeout=15_000)
    page.locator("#live-board .row").last.wait_for(timeout=15_000)
    return context, page, outside


def test_the_page_gives_the_whole_pupils_address_and_the_class_rules(browser, class_api):  # noqa: F811
    base, store = class_api
    made = store.create_class("Groep 7B")
    query = class_query(made.code, "nl", "quito", f"set={SET}&lang=nl&rules=pagat")
    keep_pupils_query(store, made.code, query)
    store.push_live(made.code, "lesson", LESSON)
    old = store.create_class("Oude klas")  # made before classes kept their address
    keep_pupils_query(store, old.code, "")
    store.push_live(old.code, "lesson", LESSON)

    typed = made.key.replace("-", "").lower()  # copied by hand from a notebook
    context, page, outside = teacher_page(browser, base, made, typed)
    try:
        join = page.locator("#class-join").inner_text()
        assert f"{base}/?class={made.code}&set={SET}&lang=nl&rules=pagat" in join, join
        assert page.locator("#live-board .row").last.inner_text().endswith("regels: pagat")
    finally:
        context.close()
    context, page, outside_old = teacher_page(browser, base, old, old.key)
    try:
        join = page.locator("#class-join").inner_text()
        assert f"{base}/?class={old.code}" in join
        assert "rules=" not in join
        assert page.locator("#live-board .row").last.inner_text().endswith("regels: quito")
    finally:
        context.close()
    assert outside == outside_old == []


def test_the_pickers_and_tables_hold_the_class_lessons_and_rules(browser, class_api):  # noqa: F811
    """Walk P4 (N1, second walk): a pagat class of seven lessons offered all 71, quito's puzzles
    and a quito-only lesson unmarked; its progress showed nine courses of empty dots."""
    base, store = class_api
    made = store.create_class("Groep 8A")
    query = class_query(made.code, "nl", "pagat", f"set={SET}&rules=pagat")
    keep_pupils_query(store, made.code, query)
    ana = store.join(made.code, "Ana")
    store.record(ana.pupil_id, Event(STARS, "caida-first-caida", stars=3))
    store.record(ana.pupil_id, Event(STARS, "captures-match", stars=2))  # outside the set
    store.push_live(made.code, "lesson", LESSON)
    wanted = class_lessons(query)
    assert len(wanted) == 7
    assert "caida-and-limpia-quito" not in wanted
    context, page, outside = teacher_page(browser, base, made, made.key)
    try:
        lessons = page.locator("#live-item option:not([data-kind])")
        assert lessons.evaluate_all("(os) => os.map((o) => o.value)") == wanted
        puzzles = page.locator("#live-item option[data-kind=puzzle]")
        ids = puzzles.evaluate_all("(os) => os.map((o) => o.value)")
        assert ids
        assert all(i.startswith("pagat-") for i in ids), ids
        boxes = page.locator("#homework-form input[name=lesson]")
        assert boxes.evaluate_all("(bs) => bs.map((b) => b.value)") == wanted
        assert page.locator("#homework-form details[open]").count() == 1, "one course: open"
        captions = page.locator("#pupils table caption").all_inner_texts()
        assert captions == ["Kaarten pakken", "Caída en limpia"], "the set, and Ana's other lesson"
        headings = page.locator("#pupils table:has(caption)").nth(1).locator("thead th")
        assert headings.count() == 1 + len(wanted)
    finally:
        context.close()

    whole = store.create_class("Groep 8B")  # the whole course under pagat: quito-only marked
    keep_pupils_query(store, whole.code, class_query(whole.code, "nl", "pagat"))
    store.push_live(whole.code, "lesson", LESSON)
    context, page, outside_whole = teacher_page(browser, base, whole, whole.key)
    try:
        options = page.locator("#live-item option:not([data-kind])")
        assert options.count() == 71
        quito_only = page.locator("#live-item option[value=caida-and-limpia-quito]").inner_text()
        assert quito_only.endswith("— alleen quito"), quito_only
        marked = options.evaluate_all("(os) => os.filter((o) => o.text.includes(' — ')).length")
        assert 0 < marked < 71
    finally:
        context.close()
    assert outside == outside_whole == []
