"""A mesa in progress outlives its page (walk P2, N1): Chromium, a real Voilà kernel each page.

Four players, three moves, then the page is closed as a learner closes a tab. A new page
of the same browser offers the unfinished mesa on the Play tab (its settings, deck and
score); *Resume the mesa*, pressed with the keyboard, brings back the same hand, table,
score and status line, and the take-back of the last move. A kept mesa that cannot be
read is set aside under its own key and said, and the learner's progress is untouched.
Screenshots at 1280×800 and 390×844; axe-core finds nothing on the offer or the resumed mesa.
"""

from __future__ import annotations

import os
from pathlib import Path

from conftest import open_app, watched_page
from helpers import SIZES, axe_at_sizes, settle, wait_for_focus, wait_for_viewport
from keyboard import Keyboard
from test_play_moments_chromium import HAND, drop_first, start

from cuarenta_tutor.ui.play_kept import KEY

PLAY_TAB = ".ct-tabs .lm-TabBar-tab:nth-child(4)"
SHOTS = Path(os.environ.get("PLAY_SHOTS", "/tmp/ux13-shots"))
SEEN = """() => ({
  hand: [...document.querySelectorAll('.ct-play-hand button.ct-card')].map((b) => b.dataset.card),
  table: [...document.querySelectorAll('.ct-play-table button.ct-card')].map(
    (b) => b.dataset.card),
  score: [...document.querySelectorAll('.ct-play-status .ct-scoreline')].map(
    (row) => row.innerText),
  turn: document.querySelector('.ct-play-status .ct-play-turn').innerText,
  held: document.querySelector('.ct-play-status .ct-play-held').innerText,
  takeBack: getComputedStyle(document.querySelector('.ct-play-takeback')).display !== 'none',
})"""


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False, animations="disabled")


def reopened(page):
    """Close the page as a tab is closed; open the app again in the same browser."""
    context = page.context
    page.close(run_before_unload=True)
    again = watched_page(context, page.base)
    again.set_viewport_size(SIZES["laptop"])
    open_app(again, "?seed=kept-later&lang=en")
    again.click(PLAY_TAB)
    return again


def test_a_closed_page_offers_the_mesa_and_resumes_it_as_it_stood(page):
    page.set_viewport_size(SIZES["laptop"])
    wait_for_viewport(page, **SIZES["laptop"])
    start(page, "?seed=kept&lang=en", players=4)
    for _ in range(3):
        drop_first(page)
    page.wait_for_selector(HAND, timeout=30_000)
    before = page.evaluate(SEEN)
    assert before["hand"]
    assert before["score"]
    assert before["takeBack"]  # hints and take-backs on: any move may be taken back (N3)
    kept = page.evaluate("(key) => window.localStorage.getItem(key)", KEY)
    assert '"players": 4' in kept
    shot(page, "kept-before-laptop")
    page = reopened(page)
    offer = page.locator(".ct-play-kept")
    offer.wait_for(timeout=30_000)
    text = offer.inner_text()
    assert "You have an unfinished mesa." in text
    assert "Players: 4 · engine: beginner · rules: quito · deck 1 · score:" in text
    assert page.locator(".ct-play-hand button.ct-card").count() == 0  # not before asked
    assert "mod-primary" not in page.get_attribute(".ct-play-new", "class")  # Resume is
    shot(page, "kept-offer-laptop")
    found = axe_at_sizes(page, "kept mesa offered")
    assert found == [], "\n".join(found)
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    page.locator(".ct-play-resume").scroll_into_view_if_needed()
    shot(page, "kept-offer-phone")
    box = page.locator(".ct-play-resume").bounding_box()
    assert box
    assert box["x"] + box["width"] <= SIZES["phone"]["width"]
    page.set_viewport_size(SIZES["laptop"])
    wait_for_viewport(page, **SIZES["laptop"])
    keys = Keyboard(page)
    keys.reach(".ct-play-resume")
    keys.press("Enter")
    page.wait_for_selector(HAND, timeout=60_000)
    settle(page)
    after = page.evaluate(SEEN)
    assert after == before
    wait_for_focus(page, ".ct-play-hand button.ct-card")  # the button pressed is gone
    assert not offer.is_visible()
    page.wait_for_function(
        "document.querySelector('.ct-play .ct-announce').textContent.includes('Mesa resumed.')",
        timeout=10_000,
    )
    shot(page, "kept-resumed-laptop")
    found = axe_at_sizes(page, "kept mesa resumed")
    assert found == [], "\n".join(found)
    assert keys.fell == []


def test_a_kept_mesa_that_cannot_be_read_is_set_aside_and_said(page):
    open_app(page, "?lang=en")
    page.evaluate(
        '(key) => { window.localStorage.setItem(key, \'{"kind": "cuarenta-tutor-mesa", [\');'
        " window.localStorage.setItem('cuarenta-tutor-progress-probe', 'kept'); }",
        KEY,
    )
    progress = page.evaluate("window.localStorage.getItem('cuarenta-tutor-progress')")
    page = reopened(page)
    note = page.locator(".ct-play-kept [role='status']")
    note.wait_for(timeout=30_000)
    text = note.inner_text()
    assert "Your unfinished mesa could not be read." in text
    assert "your other progress is not affected" in text
    stored = page.evaluate(
        "() => Object.fromEntries(Object.keys(window.localStorage).map("
        "(key) => [key, window.localStorage.getItem(key)]))"
    )
    aside = [key for key in stored if key.startswith(f"{KEY}:unreadable:")]
    assert len(aside) == 1
    assert aside[0] in text
    assert stored[aside[0]] == '{"kind": "cuarenta-tutor-mesa", ['
    assert KEY not in stored  # moved, not copied: it is not offered again
    assert stored.get("cuarenta-tutor-progress") == progress
    assert stored["cuarenta-tutor-progress-probe"] == "kept"
    assert not page.locator(".ct-play-resume").is_visible()
    shot(page, "kept-aside-laptop")
