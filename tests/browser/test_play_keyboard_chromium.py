"""The Play tab with a keyboard, a screen reader and axe-core in Chromium.

After a ronda or a take-back focus stays in the game (on the hand: a card is played next),
never on "New mesa"; a new mesa during a game asks first; the game-over screen passes axe
and its outcome is announced; no label of the settings is cut short in any language.
"""

from __future__ import annotations

import re

from conftest import open_app
from helpers import SIZES, axe_at_sizes, settle, wait_for_focus, wait_for_viewport
from keyboard import FOCUS_IS, Keyboard
from learner import wait_for_turn

from cuarenta_tutor.i18n import LANGUAGES

PLAY_TAB = ".ct-tabs .lm-TabBar-tab:nth-child(4)"
HAND_CARD = ".ct-play-hand button.ct-card"
HAND = f"{HAND_CARD}:not([disabled])"
ANNOUNCED = "document.querySelector('.ct-play .ct-announce').textContent"


def start(page, query: str) -> None:
    open_app(page, query)
    page.click(PLAY_TAB)
    page.click(".ct-play-new")
    page.wait_for_selector(HAND, timeout=30_000)


def my_score(page) -> int:
    return int(re.search(r"You — score (\d+)", page.inner_text(".ct-play-status")).group(1))


def wait_hidden(page, selector: str) -> None:
    page.wait_for_selector(selector, state="hidden", timeout=15_000)
    settle(page)  # the whole redraw, after which the focus rescue runs


def test_after_a_ronda_focus_stays_on_the_hand_and_a_new_mesa_asks_first(page):
    start(page, "?seed=r17&lang=en")  # the first hand deals J♣ J♥ J♠
    keyboard = Keyboard(page)
    keyboard.activate(".ct-play-declare", "Enter")
    wait_hidden(page, ".ct-play-declare")
    wait_for_focus(page, HAND_CARD)  # was: New mesa
    scored = my_score(page)
    assert scored > 0
    keyboard.press("Space")  # chooses a card: the game goes on
    page.wait_for_selector(f"{HAND_CARD}[aria-pressed='true']", timeout=15_000)
    page.focus(".ct-play-new")
    keyboard.press("Enter")
    page.locator(".ct-play-new", has_text="Yes, start a new mesa").wait_for(timeout=15_000)
    wait_for_focus(page, ".ct-play-keep")  # the safe answer takes focus (was: the red one)
    assert "The game in progress will be lost" in page.inner_text(".ct-play-question")
    page.wait_for_function(f"{ANNOUNCED}.includes('will be lost')", timeout=5_000)
    assert my_score(page) == scored
    keyboard.press("Tab")  # the destructive answer comes after it
    assert page.evaluate(FOCUS_IS, ".ct-play-new")
    keyboard.press("Escape")  # cancels, as Keep playing does
    wait_hidden(page, ".ct-play-keep")
    wait_for_focus(page, HAND_CARD)
    assert page.inner_text(".ct-play-new") == "New mesa"
    page.focus(".ct-play-new")
    keyboard.press("Enter")  # asked again, then Keep playing with Enter
    wait_for_focus(page, ".ct-play-keep")
    keyboard.press("Enter")
    wait_hidden(page, ".ct-play-keep")
    wait_for_focus(page, HAND_CARD)  # was: New mesa
    assert my_score(page) == scored
    assert page.inner_text(".ct-play-new") == "New mesa"
    assert keyboard.fell == []


def test_after_a_take_back_focus_stays_on_the_hand_and_the_engine_move_is_shown(page):
    start(page, "?seed=e2e&lang=en")
    for made in range(60):  # any move can be taken back: the second, after an engine reply
        if made >= 2 and page.locator(".ct-play-takeback").is_visible():
            break
        before = page.inner_text(".ct-play-coach")
        page.click(f"{HAND} >> nth=0")
        page.click(".ct-play-play")
        page.wait_for_function(
            "(before) => document.querySelector('.ct-play-coach').innerText !== before",
            arg=before,
            timeout=30_000,
        )
    page.focus(".ct-play-takeback")
    page.keyboard.press("Enter")
    wait_hidden(page, ".ct-play-takeback")
    wait_for_focus(page, HAND_CARD)  # was: New mesa
    assert "The engine played" in page.inner_text(".ct-play-engine")
    assert "No engine move yet" not in page.inner_text(".ct-play-engine-cards")
    page.wait_for_function(f"{ANNOUNCED}.includes('taken back')", timeout=5_000)


def drop_first_card(page) -> None:
    """Choose the hand's first card, wait for the button to say Drop, press it, wait."""
    wait_for_turn(page)  # the engine may still be thinking on a busy machine
    if not page.locator(HAND).count():
        return  # a moment's panel came instead: the caller looks again
    page.click(f"{HAND} >> nth=0")
    page.locator(".ct-play-play", has_text="Drop").wait_for(timeout=15_000)
    page.click(".ct-play-play")
    page.wait_for_function(  # the engine's answer, or a moment's panel (a deck's end, the mesa's)
        "document.querySelector('.ct-play-play').innerText.trim() === 'Play'"
        " || document.querySelector('.ct-play-continue').offsetParent !== null"
        " || document.querySelector('.ct-play-again').offsetParent !== null",
        timeout=30_000,
    )


def test_the_game_over_screen_passes_axe_and_its_outcome_is_announced(page):
    open_app(page, "?seed=axe&lang=en")
    page.click(PLAY_TAB)
    page.select_option(".ct-play-strength select", "expert")
    page.click(".ct-rules-variants button")  # the house variants, folded at first …
    page.check(".ct-variant-rapido input")  # … a chica to 20: a short mesa
    settle(page)  # the kernel has the rules
    page.click(".ct-play-new")
    for _ in range(120):  # the engine's search may take other lines on a busier machine
        if page.locator(".ct-play-again").is_visible():  # the mesa's end: its screen is up
            break
        if page.locator(".ct-play-continue").is_visible():  # a deck's end waits for the learner
            page.click(".ct-play-continue")
            page.wait_for_selector(".ct-play-deck-end", state="hidden", timeout=15_000)
            continue
        drop_first_card(page)  # a drop each time: the expert engine wins by zapatería
    page.wait_for_function(  # the end screen's parts arrive one by one: the results too
        "document.querySelector('.ct-play-results').innerText.includes('won the mesa')",
        timeout=30_000,
    )
    results = page.inner_text(".ct-play-results")
    assert "Deck 1" in results
    assert "+0" not in results
    assert "The engine won the mesa by zapatería." in results
    page.wait_for_function(f"{ANNOUNCED}.includes('won the mesa')", timeout=5_000)
    said = page.evaluate(ANNOUNCED)
    assert said.startswith("The engine won the mesa by zapatería. "), said  # first (P3c-1)
    assert "Cartón for the engine" in said
    assert "Game review" in said  # the review's summary is said …
    assert ", your move " not in said  # … its key moments are read on the screen (walk P3-N5)
    found = axe_at_sizes(page, "game over")
    assert found == [], "\n".join(found)


CUT = """() => [...document.querySelectorAll('.ct-play .widget-label, .ct-play button')]
  .filter(e => e.offsetParent !== null && !e.classList.contains('ct-card'))
  .filter(e => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > innerWidth)
  .map(e => e.textContent)"""


def test_no_play_label_is_cut_short_in_any_language(page):
    for lang in LANGUAGES:
        open_app(page, f"?lang={lang}")
        page.click(PLAY_TAB)
        page.wait_for_selector(".ct-play-strength .widget-label", timeout=15_000)
        for size, viewport in SIZES.items():
            page.set_viewport_size(viewport)
            wait_for_viewport(page, **viewport)
            assert page.evaluate(CUT) == [], f"{lang} at {size}"


def test_a_hint_asked_by_keyboard_leaves_the_hint_button_on_the_screen(page):
    """The walk's P3-N1: the hint's words, drawn above the table, pushed the focused Hint
    button below a laptop's screen (y 808–844 of 800)."""
    page.set_viewport_size(SIZES["laptop"])
    start(page, "?lang=fi&seed=walk")
    hint = page.locator(".ct-play-hint button, button.ct-play-hint").first
    hint.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => (document.querySelector('.ct-play-coach') || {}).textContent?.trim()", timeout=15_000
    )
    settle(page)
    page.wait_for_function(
        """() => { const a = document.activeElement, r = a.getBoundingClientRect();
          return a.closest('.ct-play-hint, button') && r.top >= 0 && r.bottom <= innerHeight; }""",
        timeout=5_000,
    )
