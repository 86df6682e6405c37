"""The Play tab end to end in Chromium: a whole deck and a chica by clicking, with the coach."""

import re

from conftest import open_app, screenshot
from learner import HAND, next_deck_if_waiting, play_first_card, wait_for_turn
from playwright.sync_api import expect

PLAY_TAB = ".ct-tabs .lm-TabBar-tab:nth-child(4)"


def start(page, query: str = "?seed=e2e") -> None:
    open_app(page, query)
    page.click(PLAY_TAB)
    page.click(".ct-play-new")
    page.wait_for_selector(HAND, timeout=30_000)


def status(page) -> str:
    return page.inner_text(".ct-play-status")


def test_play_a_whole_deck_take_a_move_back_and_finish_a_chica(page):
    start(page)
    assert page.locator(".ct-play .ct-announce[aria-live='polite']").count()  # from the start
    messages, taken_back, decks, hand_before = [], False, set(), 0
    for _ in range(400):
        wait_for_turn(page)
        if "won the chica" in page.inner_text(".ct-play-results"):
            break
        if next_deck_if_waiting(page):  # a deck's end waits for the learner
            continue
        text = status(page)
        decks.add(re.search(r"Deck (\d+)", text).group(1))
        if not taken_back and page.locator(".ct-play-takeback").is_visible():
            page.click(".ct-play-takeback")
            page.wait_for_function(
                "document.querySelector('.ct-play-coach').innerText.includes('taken back')",
                timeout=15_000,
            )
            # the coach's line comes first, then the hand is redrawn: wait for the hand
            expect(page.locator(".ct-play-hand button.ct-card")).to_have_count(
                hand_before, timeout=15_000
            )
            assert not page.locator(".ct-play-takeback").is_visible()
            taken_back = True
            continue
        hand_before = page.locator(".ct-play-hand button.ct-card").count()
        messages.append(play_first_card(page))
    assert "won the chica" in page.inner_text(".ct-play-results")
    assert len(decks) >= 2, "a whole deck was played and the next one dealt"
    assert taken_back
    assert any(re.match(r"(Best|Good|Inaccuracy|Mistake|Blunder)", m) for m in messages)
    assert any(m.startswith(("Mistake", "Blunder")) for m in messages)
    assert page.outside_requests == []


def test_the_play_tab_on_a_phone_and_a_laptop(browser, server):
    for width, height, name in ((390, 844, "play-phone"), (1280, 800, "play")):
        context = browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        page.base = server
        start(page)
        play_first_card(page)
        wait_for_turn(page)
        page.wait_for_function(  # the engine's line is drawn just after the turn comes back
            "document.querySelector('.ct-play-engine').innerText.includes('The engine played')",
            timeout=15_000,
        )
        overflow = page.evaluate("document.documentElement.scrollWidth > window.innerWidth + 1")
        assert not overflow, f"the page scrolls sideways at {width} px"
        screenshot(page, name)
        context.close()
