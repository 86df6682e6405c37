"""Each theme's box sits by its own name, not by the name before it (the UX walk's row 28).

The boxes flowed inline, 16 px after the previous name and 10 px before their own:
"Das Beste nehmen ☐ Paar oder Summe" read as if the box belonged to either. Measured on
Practice's themes (de) and the Teacher tab's practice themes (nl), laptop and phone: on each
row, the gap from a name to the next box is at least twice the gap from a box to its name.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import violations, wait_for_viewport

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

GAPS = """(selector) => {
  const items = [...document.querySelectorAll(selector + ' .widget-checkbox')]
    .filter((item) => item.offsetParent !== null).map((item) => {
      const box = item.querySelector('input').getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(item.querySelector('input + span'));  // the name's own text
      const name = range.getBoundingClientRect();
      return { top: Math.round(box.top), boxLeft: box.left, boxRight: box.right,
               nameLeft: name.left, nameRight: name.right }; });
  const own = items.map((i) => i.nameLeft - i.boxRight);
  const between = [];
  for (let n = 1; n < items.length; n++) {
    if (items[n].top === items[n - 1].top) between.push(items[n].boxLeft - items[n - 1].nameRight);
  }
  return { count: items.length, own, between }; }"""


def check(page, selector: str) -> None:
    gaps = page.evaluate(GAPS, selector)
    assert gaps["count"] >= 6, gaps
    assert gaps["between"], gaps  # some boxes share a row
    assert min(gaps["between"]) >= 2 * max(gaps["own"]), gaps


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)])
def test_practice_theme_boxes_sit_by_their_own_names(page, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    wait_for_viewport(page, *size)
    open_app(page, "?lang=de")
    tr = Translator("de")
    page.click(f".ct-tabs .lm-TabBar-tab:has-text('{tr.pgettext('tab', 'Practice')}')")
    page.locator(".ct-practice-themes-toggle button").first.click()
    page.locator(".ct-practice-themes .widget-checkbox").first.wait_for(timeout=30_000)
    check(page, ".ct-practice-themes")
    assert not violations(page)


def test_teacher_theme_boxes_sit_by_their_own_names(page):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, "?lang=nl")
    page.click(".ct-tabs .lm-TabBar-tab:has-text('Docent')")
    page.locator(".ct-teacher-themes .widget-checkbox").first.wait_for(
        state="attached", timeout=30_000
    )
    page.locator(".ct-teacher-themes").first.scroll_into_view_if_needed()
    check(page, ".ct-teacher-themes")
