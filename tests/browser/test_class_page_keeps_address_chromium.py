"""The teacher's page of a class made under pagat, in Chromium (the Dutch teacher's walk).

N1: its top line gave the pupils' address as ``/?class=CODE`` alone, dropping the set and
rules the Teacher tab had put in it. N2: its live board said "regels: quito" while every
pupil's screen said "regels: pagat". N3: a key retyped by hand (small letters, no dashes)
opens the page. A real tornado server with the class API, a real SQLite store.
"""

from __future__ import annotations

from support.servers import block_outside
from test_class_live_page_chromium import class_api  # noqa: F401 (the fixture)

from cuarenta_tutor.classroom.pupil_link import class_query, keep_pupils_query

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
