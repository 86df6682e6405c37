"""The README's first screenshots, in English and Spanish, at a phone's and a laptop's size.

A newcomer's first screen (what Cuarenta is, one button that starts) and a lesson just
checked, each in both languages; the screenshots are written only with
``UPDATE_SCREENSHOTS=1`` (see conftest.py), the checks run every time.
"""

from __future__ import annotations

import pytest
from conftest import open_app, screenshot

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

SIZES = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1280, "height": 800}}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_first_screen_and_a_checked_lesson_in_english_and_spanish(page, lang):
    tr = Translator(lang)
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        open_app(page, f"?lang={lang}")
        welcome = page.locator(".ct-welcome")
        assert welcome.is_visible()
        assert tr.gettext("Cuarenta, Ecuador's card game") in welcome.inner_text()
        screenshot(page, f"welcome-{lang}-{size}", full_page=False)
    page.set_viewport_size(SIZES["laptop"])
    open_app(page, f"?lang={lang}&lesson=captures-match")
    page.click(".ct-table button[data-card='5c']")
    page.click(".ct-check")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    page.wait_for_timeout(300)
    verdict = page.locator(".ct-feedback-box").bounding_box()
    assert verdict["y"] + verdict["height"] <= SIZES["laptop"]["height"] + 1  # ± a subpixel
    page.set_viewport_size({"width": 1280, "height": 1000})  # the header too, for the README
    page.evaluate("document.querySelector('.ct-app').scrollIntoView()")
    screenshot(page, f"lesson-{lang}", full_page=False)
