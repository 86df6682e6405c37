"""What a screen-reader and keyboard-only learner needs of the page's structure (walk of
5 December, P3): headings to move between the courses, the lesson and the puzzle, and a rules
text that the keyboard alone reaches and scrolls."""

from __future__ import annotations

from conftest import open_app
from helpers import SIZES, settle

from cuarenta_tutor.i18n import Translator

HEADINGS = "[role='heading'][aria-level='2'], h2"


def test_the_courses_the_lesson_and_the_puzzle_are_headings(page):
    page.set_viewport_size(SIZES["laptop"])
    open_app(page, "?lang=fi")
    page.wait_for_selector(".ct-course .ct-title", timeout=30_000)
    courses = page.locator(f".ct-course .ct-title:is({HEADINGS})")
    assert courses.count() >= 9
    open_app(page, "?lang=fi&lesson=captures-match")
    page.wait_for_selector(f".ct-player .ct-title:is({HEADINGS})", timeout=30_000)
    open_app(page, "?lang=fi&practice=mixed")
    page.wait_for_selector(f".ct-practice .ct-title:is({HEADINGS})", timeout=30_000)


def test_the_rules_text_is_reached_and_scrolled_by_keyboard_alone(page):
    page.set_viewport_size(SIZES["laptop"])
    open_app(page, "?lang=fi")
    rules = Translator("fi").pgettext("tab", "Rules")
    tab = page.locator(f".ct-tabs .lm-TabBar-tab:has-text('{rules}')")
    tab.click()
    page.wait_for_selector(".ct-rules-page table", timeout=15_000)
    settle(page)
    page.focus(".ct-rules-text")
    assert page.evaluate("document.activeElement.classList.contains('ct-rules-text')")
    top = page.locator(".ct-rules-text").bounding_box()["y"]
    for _ in range(3):
        page.keyboard.press("PageDown")
    page.keyboard.press("ArrowDown")
    page.wait_for_function(
        "(top) => document.querySelector('.ct-rules-text').getBoundingClientRect().top < top - 300",
        arg=top,
        timeout=5_000,
    )
    assert page.evaluate("document.activeElement.classList.contains('ct-rules-text')")


def test_tab_reaches_the_rules_text_from_the_rules_tab(page):
    page.set_viewport_size(SIZES["laptop"])
    open_app(page, "?lang=fi")
    rules = Translator("fi").pgettext("tab", "Rules")
    page.locator(f".ct-tabs .lm-TabBar-tab:has-text('{rules}')").click()
    page.wait_for_selector(".ct-rules-page table", timeout=15_000)
    settle(page)
    for _ in range(8):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('ct-rules-text')"):
            return
    raise AssertionError("Tab did not reach the rules text")
