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

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.deck_points import deck_points
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.play_kept import KeptMesa
from cuarenta_tutor.ui.play_kept import KEY
from cuarenta_tutor.ui.play_results import deck_lead

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


def reopened(page, *, play: bool = True, size: str = "laptop"):
    """Close the page as a tab is closed; open the app again in the same browser.

    ``play``: open the Play tab at once (else the page stays on the course map).
    """
    context = page.context
    with page.expect_event("close"):  # closed before the next page opens, as a tab is
        page.close(run_before_unload=True)
    again = watched_page(context, page.base)
    again.set_viewport_size(SIZES[size])
    open_app(again, "?seed=kept-later&lang=en")
    if play:
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


def kept_at_a_chica_end() -> PlayGame:
    """A mesa of chicas of 20 played (first legal action) until a deck's end ends a chica."""
    game = PlayGame("quito+rapido+no_zapateria", seed="chica-a", pause_at_deck_end=True)
    while game.deck_end is None or not game.deck_end.chica_ended:
        if game.deck_end is not None:
            game.next_deck()
        else:
            game.act(legal_actions(game.position)[0])
    return game


def test_the_map_says_a_mesa_waits_and_play_resumes_its_chica_end(page):
    """Walk P2b: the map's notice (N1), the offer's end of deck and chicas (N4), the chica's
    end with *Next chica* and the standing, the deck's points in play in the list (N7)."""
    game = kept_at_a_chica_end()
    end, (ours, theirs) = game.deck_end, game.position.chicas
    open_app(page, "?lang=en")
    page.evaluate("([key, text]) => window.localStorage.setItem(key, text)",
                  [KEY, KeptMesa.of(game).to_json()])  # fmt: skip
    page = reopened(page, play=False)  # the course map, Play not opened
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    line = page.locator(".ct-mesa-waiting")
    line.wait_for(timeout=30_000)
    assert "You have an unfinished mesa." in line.inner_text()
    assert page.inner_text(".ct-mesa-waiting-open") == "Resume it in Play"
    box = page.locator(".ct-mesa-waiting-open").bounding_box()
    assert box
    assert box["x"] + box["width"] <= SIZES["phone"]["width"]
    shot(page, "waiting-map-phone")
    found = axe_at_sizes(page, "mesa waiting on the map")
    assert found == [], "\n".join(found)
    shot(page, "waiting-map-laptop")
    keys = Keyboard(page)
    keys.reach(".ct-mesa-waiting-open")
    keys.press("Enter")
    wait_for_focus(page, ".ct-play-resume")  # Play, on the offer's button
    offer = page.inner_text(".ct-play-kept")
    assert (
        f"end of deck {end.deck_no + 1} · score: {end.scores[0]} for you, {end.scores[1]} for "
        f"the engine · chicas: {ours} for you, {theirs} for the engine"
    ) in offer
    shot(page, "waiting-offer-laptop")
    keys.press("Enter")
    wait_for_focus(page, ".ct-play-continue")  # resumed on the chica's end, as offered
    assert page.inner_text(".ct-play-continue") == "Next chica"
    panel = page.inner_text(".ct-play-deck-end")
    assert f"Chicas won: you {ours}, the engine {theirs}." in panel
    results = page.inner_text(".ct-play-results")
    lead = deck_lead(deck_points(game.moves)[end.deck_no], 2, Translator("en"))
    assert lead  # points made in play (and the cards, when counted)
    for said in lead:
        assert said in results
    shot(page, "chica-end-laptop")
    page.locator(".ct-play-results").scroll_into_view_if_needed()
    shot(page, "chica-end-results-laptop")
    found = axe_at_sizes(page, "chica end resumed", ("laptop", "phone"))
    assert found == [], "\n".join(found)
    shot(page, "chica-end-phone")
    assert keys.fell == []
