"""Where the focus goes once a pupil is in her class (the walk's P4d-N1), in headless Chromium.

Joined by mouse with no live position open, the focus fell to the first control of the page,
the language menu: one ↓ to scroll switched the whole app to another language. Now it goes to
the sentence that says she is in the class (read out), by mouse, by keyboard and after a
rejoin with her code (a wrong code first), and ↓ only scrolls.
"""

from __future__ import annotations

import pytest
from support.servers import block_outside
from test_accessibility import violations

pytestmark = pytest.mark.slow

FOCUSED = """() => {
  const node = document.activeElement;
  return {tag: node.tagName, cls: node.className, said: node.closest('.ct-class-said') !== null,
          tabindex: node.getAttribute('tabindex'), text: node.textContent};
}"""


def _open(context, base, code):
    page = context.new_page()
    page.goto(f"{base}/?class={code}&lang=nl")
    page.locator(".ct-class-name input").wait_for(timeout=90_000)
    return page


def _landed(page, name):
    """Wait until the class says she is in, and focus has settled; return what has it."""
    page.locator(".ct-class-said", has_text=name).wait_for(timeout=30_000)
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.closest('.ct-class-said')",
        timeout=10_000,
    )
    page.wait_for_timeout(1_000)  # a late redraw or rescue must not take it elsewhere
    return page.evaluate(FOCUSED)


def _arrow_only_scrolls(page):
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.wait_for_timeout(500)
    assert page.evaluate("document.documentElement.lang") == "nl"
    assert page.locator(".ct-class-said").first.is_visible()


def test_joined_by_mouse_the_focus_is_on_the_class_sentence_never_the_language_menu(
    browser, class_server
):
    base, store = class_server
    made = store.create_class("Klas 2B")
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    laptop = browser.new_context(viewport={"width": 1280, "height": 800})  # another browser
    outside = [block_outside(each, base) for each in (context, laptop)]
    try:
        page = _open(context, base, made.code)
        page.locator(".ct-class-name input").click()
        page.keyboard.type("Sanne")
        page.locator("button.ct-class-join").click()
        focused = _landed(page, "Sanne")
        assert (focused["tag"], focused["tabindex"]) == ("P", "-1"), focused
        assert "Sanne" in focused["text"]
        _arrow_only_scrolls(page)
        assert violations(page) == []

        # another browser: a wrong code first, then hers, by mouse
        code = page.locator(".ct-rejoin-code").inner_text()
        other = _open(laptop, base, made.code)
        wrong = ("B" if code[0] == "A" else "A") + code[1:]
        other.locator(".ct-class-name input").fill("Sanne")
        other.locator(".ct-class-rejoin input").fill(wrong)
        other.locator("button.ct-class-join").click()
        other.locator(".ct-class-problem [role=alert]").wait_for(timeout=30_000)
        other.locator(".ct-class-rejoin input").fill(code)
        other.locator("button.ct-class-join").click()
        focused = _landed(other, "Sanne")
        assert focused["tag"] == "P", focused
        _arrow_only_scrolls(other)
        assert violations(other) == []
    finally:
        context.close()
        laptop.close()
    assert outside == [[], []]


def test_joined_by_keyboard_the_focus_is_on_the_class_sentence(browser, class_server):
    base, store = class_server
    made = store.create_class("Klas 2C")
    context = browser.new_context(viewport={"width": 390, "height": 844})
    outside = block_outside(context, base)
    try:
        page = _open(context, base, made.code)
        page.locator(".ct-class-name input").focus()
        page.keyboard.type("Daan")
        page.keyboard.press("Tab")  # to the rejoin code, left empty
        page.keyboard.press("Tab")  # to Join
        assert page.evaluate("document.activeElement.closest('.ct-class-join') !== null")
        page.keyboard.press("Enter")
        focused = _landed(page, "Daan")
        assert focused["tag"] == "P", focused
        _arrow_only_scrolls(page)
        assert violations(page) == []
    finally:
        context.close()
    assert outside == []
