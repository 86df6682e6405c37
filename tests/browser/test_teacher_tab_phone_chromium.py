"""The Teacher tab fits a phone (390 px): no field or button runs past the tab's edge.

Found while re-walking the UX review's rows 11 and 19: on a phone the live class's name
field ran past the tab's right edge and its border was cut there (a text field was 100 %
wide plus ipywidgets' margins).
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import violations, wait_for_viewport

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses

pytestmark = pytest.mark.slow

OUTSIDE = """() => {
  const panel = [...document.querySelectorAll('.ct-tabs > .widget-tab-contents > *')]
    .find((part) => part.offsetParent !== null);
  const edge = panel.getBoundingClientRect().right;
  return [...panel.querySelectorAll('input, select, button, textarea')]
    .filter((n) => n.offsetParent !== null && n.getBoundingClientRect().right > edge + 0.5)
    .map((n) => (n.className || n.tagName) + ' ' + Math.round(n.getBoundingClientRect().right)
      + ' > ' + Math.round(edge)); }"""


@pytest.mark.parametrize("lang", ["nl", "fi", "de"])
def test_nothing_on_the_teacher_tab_runs_off_a_phone(page, lang):
    page.set_viewport_size({"width": 390, "height": 844})
    wait_for_viewport(page, 390, 844)
    open_app(page, f"?lang={lang}")
    teacher = Translator(lang).pgettext("tab", "Teacher")
    page.click(f".ct-tabs .lm-TabBar-tab:has-text('{teacher}')")
    page.locator(".ct-class-new-name input").wait_for(timeout=30_000)
    page.locator(".ct-teacher-make").first.wait_for(state="attached", timeout=30_000)
    assert page.evaluate(OUTSIDE) == []
    assert not violations(page)


def test_each_course_s_single_lessons_button_names_its_course(page):
    open_app(page, "?lang=fi")
    tr = Translator("fi")
    page.click(f".ct-tabs .lm-TabBar-tab:has-text('{tr.pgettext('tab', 'Teacher')}')")
    page.locator(".ct-teacher-make").first.wait_for(state="attached", timeout=30_000)
    label = tr.pgettext("button", "Choose single lessons")
    buttons = page.locator(f"button.ct-disclosure:has-text('{label}')")
    buttons.first.wait_for(state="attached", timeout=30_000)
    names = [buttons.nth(i).get_attribute("aria-label") or "" for i in range(buttons.count())]
    courses = [course.title("fi") for course in load_courses(validate=False)]
    assert len(courses) > 1
    assert names == [f"{label}: {course}" for course in courses]  # was: the same name each time
