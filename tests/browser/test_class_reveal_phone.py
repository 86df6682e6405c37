"""The teacher's *Reveal* on a pupil's phone (390×844), in Chromium, on a real class server.

The walk P4 (N10) saw the explanation land above the tabs, far from the lesson the pupil
was working in. It comes under the cards and the verdict, is scrolled into view without
taking the focus, and the lesson's live region says it came.
"""

from __future__ import annotations

import os

import pytest
from test_class_live import open_pupil

pytestmark = pytest.mark.slow
LESSON = "captures-match"


def test_the_reveal_comes_under_the_cards_on_a_phone(browser, class_server):
    base, store = class_server
    made = store.create_class("Klas 3B")
    context, page, outside = open_pupil(browser, base, made.code, "Daan")
    try:
        store.push_live(made.code, "lesson", LESSON)
        typed = page.locator(".ct-player .ct-typed input")
        typed.wait_for(timeout=20_000)
        typed.fill("5s x 5c")
        typed.press("Enter")
        page.locator(".ct-feedback-box [class*=ct-fb-]").first.wait_for(timeout=15_000)
        focused = page.evaluate("document.activeElement.outerHTML")
        store.reveal_live(made.code)
        explanation = page.locator(".ct-player .ct-live-reveal .ct-live-explanation")
        explanation.wait_for(timeout=20_000)
        assert page.locator(".ct-class-live .ct-live-explanation").count() == 0
        page.wait_for_function(
            """() => {
                const box = document.querySelector('.ct-live-reveal h2').getBoundingClientRect();
                return box.top >= 0 && box.bottom <= window.innerHeight;
            }""",
            timeout=10_000,
        )
        said = "Your teacher has revealed the answer: the explanation is below."
        page.locator(".ct-player [aria-live]", has_text=said).wait_for(
            state="attached", timeout=5_000
        )
        assert page.evaluate("document.activeElement.outerHTML") == focused, "focus stays"
        if os.environ.get("LIVE_PAGE_SHOTS"):
            page.screenshot(path=f"{os.environ['LIVE_PAGE_SHOTS']}/pupil-390-revealed.png")
    finally:
        context.close()
    assert outside == []
