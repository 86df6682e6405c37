"""The teacher's live page on a laptop (1280×800), in Chromium: what the class does now first.

The walk P4 found the live position below every course table, without its cards, an
illegal answer with an empty label, and *Reveal* landing out of sight. Here a class of
twelve pupils (long tables) has a lesson live; the page is a real tornado server with the
class API and a real SQLite store, the screen is Chromium's.
"""

from __future__ import annotations

import asyncio
import os
import threading
from pathlib import Path

import pytest
from support.servers import block_outside
from test_accessibility import violations
from tornado import web
from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets

from cuarenta_tutor.classroom.database import database_url
from cuarenta_tutor.classroom.model import CHECK, LIVE, STARS, Event
from cuarenta_tutor.classroom.store import ClassStore
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.server.class_api import class_handlers

LESSON = "captures-match"  # hand 5♠ …, the 5♣ on the table
SHOTS = Path(os.environ.get("LIVE_PAGE_SHOTS", "")) if os.environ.get("LIVE_PAGE_SHOTS") else None


@pytest.fixture
def class_api(tmp_path):
    """The class pages alone (no Voilà) on a free port, their classes in SQLite."""
    url = database_url(tmp_path)
    store = ClassStore(url, create=True)
    ready, box = threading.Event(), {}

    def serve():
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        sockets = bind_sockets(0, "127.0.0.1")
        HTTPServer(web.Application(class_handlers("/", url))).add_sockets(sockets)
        box.update(loop=loop, port=sockets[0].getsockname()[1])
        ready.set()
        loop.run_forever()

    threading.Thread(target=serve, daemon=True).start()
    assert ready.wait(10)
    yield f"http://127.0.0.1:{box['port']}", store
    box["loop"].call_soon_threadsafe(box["loop"].stop)
    store.close()


def shot(page, name):
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"), animations="disabled")


def within_screen(page, selector):
    box = page.locator(selector).bounding_box()
    height = page.viewport_size["height"]
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def test_the_live_position_is_first_with_its_cards_and_the_reveal_beside_it(browser, class_api):
    base, store = class_api
    made = store.create_class("Klas 3B")
    pupils = [store.join(made.code, name) for name in (
        "Anouk", "Bram", "Daan", "Eva", "Fleur", "Jesse", "Lotte", "Milan", "Noor", "Sem",
        "Tess", "Zoë")]  # fmt: skip
    for pupil in pupils:
        store.record(pupil.pupil_id, Event(STARS, "first-forty-cards", stars=3))
        store.record(pupil.pupil_id, Event(CHECK, LESSON, "illegal:2h", correct=False))
    live_round = store.push_live(made.code, "lesson", LESSON)
    answers = (("5s x 5c", True), ("5s x 5c", True), ("illegal:2h", False))
    for pupil, (play, right) in zip(pupils, answers, strict=False):
        store.record(pupil.pupil_id, Event(LIVE, LESSON, play, right, round=live_round))

    context = browser.new_context(viewport={"width": 1280, "height": 800})
    outside = block_outside(context, base)
    page = context.new_page()
    try:
        page.goto(f"{base}/cuarenta-class/{made.code}?lang=nl#key={made.key}")
        page.locator("#live-board svg").first.wait_for(timeout=15_000)
        # first on the page, the tables after it; the position is on screen without scrolling
        assert page.locator("#live-item").input_value() == LESSON, "the picker shows what is live"
        order = page.evaluate("[...document.querySelectorAll('main > section')].map((s) => s.id)")
        assert order[0] == "live", order
        assert within_screen(page, "#live-board"), page.locator("#live-board").bounding_box()
        assert within_screen(page, "#live-chart")
        # the cards, each with its name for a screen reader, in a group that says what it is
        assert page.locator("#live-board").get_attribute("aria-label") == (
            "De stelling die de leerlingen zien"
        )
        names = page.locator("#live-board svg[role=img]").evaluate_all(
            "(cards) => cards.map((card) => card.getAttribute('aria-label'))"
        )
        assert "schoppenvijf" in names
        assert "klaverenvijf" in names
        chart = page.locator("#live-chart").inner_text()
        assert "ongeldige zet: 2♥: 1 (fout)" in chart
        shot(page, "live-nl-1280-before-reveal")
        found = violations(page)
        assert found == [], found

        page.click("#live-reveal")
        page.locator("#live-explanation").wait_for(timeout=10_000)
        said = Translator("nl").gettext("Revealed: the explanation is now on every pupil's screen.")
        page.locator("#live-said", has_text=said).wait_for(timeout=5_000)
        assert within_screen(page, "#live-explanation h4")
        board = page.locator("#live-board").bounding_box()
        explanation = page.locator("#live-explanation").bounding_box()
        assert 0 <= explanation["y"] - (board["y"] + board["height"]) < 40, "right under the cards"
        shot(page, "live-nl-1280-revealed")
        found = violations(page)
        assert found == [], found
        # the picker names puzzles by their cards, never by the bank's id
        texts = page.locator("#live-item option[data-kind=puzzle]").all_inner_texts()
        assert texts
        assert all(text.startswith("Hand ") and "-2p-" not in text for text in texts)
    finally:
        context.close()
    assert outside == []
