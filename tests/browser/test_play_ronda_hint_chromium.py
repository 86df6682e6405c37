"""A hint on a ronda, in Chromium: declare first, then a named card (walk P2, N6).

A German learner holding B♣ B♥ B♠ asks for a *Tipp*. The coach's box says to declare the
ronda first and then which card to play, with that card's reason; the *Ronda ansagen* button
is ringed as a hinted card is and its accessible description says "Tipp des Trainers"; axe
finds nothing. Declaring removes the ring.
"""

from __future__ import annotations

import os
import re

from helpers import settle, violations
from playwright.sync_api import expect
from test_play_keyboard_chromium import start, wait_hidden

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.play_text import hint_said
from cuarenta_tutor.tutor.play import PlayGame

DECLARE = ".ct-play-declare"
SHOTS = os.environ.get("RONDA_HINT_SHOTS", "")  # a folder: screenshots to look at (not committed)


def test_a_ronda_hint_names_the_card_and_rings_the_declaring_button(page):
    start(page, "?seed=r17&lang=de")  # the first hand deals B♣ B♥ B♠
    game = PlayGame(seed="r17-1")  # the page's game, replayed here
    said = hint_said(game.ask_hint(), Translator("de"))
    assert said.startswith("Der Trainer würde zuerst die Ronda ansagen und dann ")  # play or drop
    page.click(".ct-play-hint")
    page.locator(".ct-play-hint-why").wait_for(timeout=30_000)
    settle(page)
    assert page.inner_text(".ct-play-hint-why") == said
    button = page.locator(DECLARE)
    expect(button).to_have_class(re.compile(r"\bct-hinted\b"))
    expect(button).to_have_accessible_description("Tipp des Trainers")
    assert button.evaluate("(b) => getComputedStyle(b).boxShadow") != "none"  # seen, too
    if SHOTS:
        button.scroll_into_view_if_needed()
        page.screenshot(path=f"{SHOTS}/ronda-hint.png")
    assert violations(page) == []
    page.click(DECLARE)
    wait_hidden(page, DECLARE)  # declared: the button goes, and its ring with it
    assert page.locator(f"{DECLARE}.ct-hinted").count() == 0
