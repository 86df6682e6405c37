"""A 390×844 phone in Chromium: every tab within reach, and number keys for a count.

- The tab row scrolls sideways: the Teacher tab was out of sight with no cue. An arrow shows
  where more tabs wait; a tap on it brings the last tab fully into view, and an arrow back
  appears. By keyboard, the arrow keys walk the tabs and each one reached is on screen.
- A count lesson's boxes ask the phone for its number keys (``inputmode="numeric"``, a digit
  pattern) and stay text boxes: the digits typed are judged as before.
axe-core finds nothing, with the arrows shown.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import SIZES, settle, violations, wait_for_focus, wait_for_viewport

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

BAR = ".ct-tabs > .lm-TabBar"
TABS = f"{BAR} .lm-TabBar-tab"
INSIDE = """(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth; }"""
LAST_TAB_INSIDE = f"""() => {{ const tabs = document.querySelectorAll('{TABS}');
  const bar = document.querySelector('{BAR}').getBoundingClientRect();
  const r = tabs[tabs.length - 1].getBoundingClientRect();
  return r.left >= bar.left - 0.5 && r.right <= bar.right + 0.5; }}"""


def phone(page) -> None:
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])


@pytest.mark.parametrize("lang", ["fi", "es"])
def test_the_tab_row_shows_where_more_tabs_wait_and_reaches_them(page, lang):
    phone(page)
    open_app(page, f"?lang={lang}")
    teacher = Translator(lang).pgettext("tab", "Teacher")
    last = page.locator(f"{TABS} >> nth=-1")
    assert last.inner_text().strip() == teacher  # the Teacher tab comes last
    settle(page)
    assert not page.evaluate(LAST_TAB_INSIDE)  # out of the row's sight …
    more = page.locator(".ct-tabs-more")
    more.wait_for(state="visible", timeout=5_000)  # … and an arrow says so, on the screen
    assert page.evaluate(INSIDE, ".ct-tabs-more")
    assert not page.locator(".ct-tabs-less").is_visible()
    assert violations(page) == []

    more.click()
    page.wait_for_function(LAST_TAB_INSIDE, timeout=5_000)
    page.locator(".ct-tabs-more").wait_for(state="hidden", timeout=5_000)
    assert page.locator(".ct-tabs-less").is_visible()
    assert page.evaluate(INSIDE, ".ct-tabs-less")
    last.click()
    page.locator(".ct-teacher-make").first.wait_for(state="attached", timeout=30_000)
    assert violations(page) == []

    page.locator(".ct-tabs-less").click()  # and back to the first tab
    page.wait_for_function(
        f"document.querySelector('{BAR}').scrollLeft < 2 && "
        "!getComputedStyle(document.querySelector('.ct-tabs-less')).display.includes('flex')",
        timeout=5_000,
    )
    assert page.locator(".ct-tabs-more").is_visible()
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
