"""A lesson hint's bulb (drawn in CSS, row 23) stands beside the hint's first line.

A lesson's hint is a paragraph: the bulb stood alone on a line above it (a hint then took
three lines of a phone for one line of text).
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import violations, wait_for_viewport

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

PLACES = """() => { const hint = document.querySelector('.ct-player .ct-hint-bulb');
  const text = hint.querySelector('p').getBoundingClientRect();
  const box = hint.getBoundingClientRect();
  return { indent: text.left - box.left, above: text.top - box.top }; }"""


def test_the_bulb_stands_beside_the_hints_first_line_on_a_phone(page):
    page.set_viewport_size({"width": 390, "height": 844})
    wait_for_viewport(page, 390, 844)
    open_app(page, "?lang=es&lesson=first-after-the-seven")
    page.click(f".ct-player button:has-text('{Translator('es').pgettext('button', 'Hint')}')")
    page.locator(".ct-player .ct-hint-bulb p").wait_for(timeout=15_000)
    places = page.evaluate(PLACES)
    assert places["indent"] >= 30, places  # border, padding, then the bulb, then the text
    assert places["above"] <= 12, places  # the text starts on the bulb's line, not below it
    assert not violations(page)
