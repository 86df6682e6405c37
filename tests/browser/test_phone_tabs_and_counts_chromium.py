"""A 390×844 phone in Chromium: every tab in sight, and number keys for a count.

- The tab row wraps onto a second line (walk P1 older 19: a sideways-scrolling row hid the
  Rules tab under its arrow and the Teacher tab off screen). Every tab, in the languages
  with the longest labels, lies wholly on the screen, none over another; a tap opens it.
  By keyboard, the arrow keys walk the tabs and each one reached is on screen.
- A count lesson's boxes ask the phone for its number keys (``inputmode="numeric"``, a digit
  pattern) and stay text boxes: the digits typed are judged as before.
axe-core finds nothing.
"""

from __future__ import annotations

import os
from itertools import pairwise
from pathlib import Path

import pytest
from conftest import open_app
from helpers import SIZES, settle, violations, wait_for_focus, wait_for_viewport

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

SHOTS = Path(os.environ.get("WALK13_SHOTS", "/tmp/walk13-shots"))
BAR = ".ct-tabs > .lm-TabBar"
TABS = f"{BAR} .lm-TabBar-tab"
TAB_BOXES = f"""() => [...document.querySelectorAll('{TABS}')].map((tab) => {{
  const r = tab.getBoundingClientRect();
  const label = tab.querySelector('.lm-TabBar-tabLabel');
  return {{ left: r.left, right: r.right, top: r.top, bottom: r.bottom,
    cut: label.scrollWidth > label.clientWidth + 1, text: tab.textContent.trim() }}; }})"""


def phone(page) -> None:
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])


@pytest.mark.parametrize("lang", ["fi", "de", "nl", "es"])
def test_every_tab_is_on_the_phones_screen(page, lang):
    phone(page)
    open_app(page, f"?lang={lang}")
    teacher = Translator(lang).pgettext("tab", "Teacher")
    last = page.locator(f"{TABS} >> nth=-1")
    assert last.inner_text().strip() == teacher  # the Teacher tab comes last
    settle(page)
    boxes = page.evaluate(TAB_BOXES)
    width = SIZES["phone"]["width"]
    for box in boxes:
        assert box["left"] >= 0, box
        assert box["right"] <= width, box
        assert box["top"] >= 0, box
        assert not box["cut"], box
    for one, other in pairwise(boxes):  # none over another: side by side, or below
        assert one["right"] <= other["left"] + 0.5 or one["bottom"] <= other["top"] + 0.5
    assert page.evaluate(f"document.querySelector('{BAR}').scrollWidth") <= width
    assert violations(page) == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(
        path=str(SHOTS / f"phone-tabs-{lang}.png"),
        clip={"x": 0, "y": 0, "width": width, "height": 260},
    )
    last.click()  # a tap on the last tab opens it
    page.locator(".ct-teacher-make").first.wait_for(state="attached", timeout=30_000)
    assert page.outside_requests == []


def test_the_keyboard_walks_every_tab_into_view(page):
    phone(page)
    open_app(page, "?lang=fi")
    page.locator(f"{TABS}.lm-mod-current").focus()
    count = page.locator(TABS).count()
    for index in range(1, count):
        page.keyboard.press("ArrowRight")
        wait_for_focus(page, f"{TABS}:nth-child({index + 1})")
        page.wait_for_function(
            f"() => {{ const r = document.activeElement.getBoundingClientRect();"
            f" const bar = document.querySelector('{BAR}').getBoundingClientRect();"
            f" return r.left >= bar.left - 0.5 && r.right <= bar.right + 0.5; }}",
            timeout=5_000,
        )
    page.keyboard.press("Enter")
    page.locator(".ct-teacher-make").first.wait_for(state="attached", timeout=30_000)


def test_a_count_asks_for_number_keys_and_takes_the_digits_typed(page):
    phone(page)
    open_app(page, "?lang=es&lesson=carton-twenty-two")
    boxes = page.locator(".ct-count input")
    boxes.first.wait_for(timeout=15_000)
    page.wait_for_function(
        "[...document.querySelectorAll('.ct-count input')]"
        ".every((n) => n.getAttribute('inputmode') === 'numeric')",
        timeout=10_000,
    )
    assert boxes.count() == 2
    for index in range(2):
        box = boxes.nth(index)
        assert box.get_attribute("type") == "text"  # not a number box: nothing is refused
        assert box.get_attribute("pattern") == "[0-9]*"
        assert box.get_attribute("autocomplete") == "off"
    boxes.nth(0).click()
    page.keyboard.type("8")
    boxes.nth(1).click()
    page.keyboard.type("0")
    page.locator(".ct-check:not([disabled])").click()
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    assert violations(page) == []
    assert page.outside_requests == []
