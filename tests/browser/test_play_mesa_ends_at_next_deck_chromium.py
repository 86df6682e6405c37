"""A four-player mesa that the engine seats end at *Next deck* (their first cards: a caída
that wins the chica and the mesa), in Chromium on a phone, keyboard only: the mesa's end is
shown and focused, its review says the mistakes were kept, and nothing falls to the page."""

from __future__ import annotations

import json
import os
from pathlib import Path

from conftest import open_app
from helpers import SIZES, axe_at_sizes, settle, wait_for_focus, wait_for_viewport
from keyboard import Keyboard
from support.mesas import kept_before_an_engine_end

from cuarenta_tutor.ui.play_kept import KEY

SHOTS = Path(os.environ.get("PLAY_SHOTS", "/tmp/ux13-shots"))


def test_the_engine_seats_end_the_mesa_at_next_deck_on_a_phone(page):
    page.add_init_script(
        f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(kept_before_an_engine_end())})"
    )
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    open_app(page, "?lang=en")
    page.locator(".ct-tabs .lm-TabBar-tab", has_text="Play").first.click()
    page.locator(".ct-play-resume").wait_for(timeout=30_000)  # the offer, once read
    settle(page)
    keys = Keyboard(page)
    keys.reach(".ct-play-resume")
    keys.press("Enter")
    page.wait_for_selector(".ct-play-deck-end", state="visible", timeout=60_000)
    settle(page)
    wait_for_focus(page, ".ct-play-continue")  # resumed on the deck's end, Next deck focused
    keys.press("Enter")
    page.wait_for_selector(".ct-play-mesa-end", state="visible", timeout=60_000)
    settle(page, timeout_ms=90_000)  # drawn first; the review once its moves are judged
    wait_for_focus(page, ".ct-play-mesa-result")  # the mesa's end, not the hand that is gone
    assert not page.locator(".ct-play-deck-end").is_visible()
    assert not page.locator(".ct-play-hand").is_visible()  # the table gives way to the end
    review = page.locator(".ct-play-mesa-end").inner_text()
    assert "Your mistakes were saved for review in your progress." in review
    box = page.locator(".ct-play-mesa-result").bounding_box()
    assert box
    assert box["y"] >= 0  # on screen, whole
    assert box["y"] + box["height"] <= SIZES["phone"]["height"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "mesa-ends-at-next-deck-phone.png"), animations="disabled")
    found = axe_at_sizes(page, "mesa ended at Next deck")
    assert found == [], "\n".join(found)
    assert keys.fell == []
