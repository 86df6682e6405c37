"""A hint paid for on a phone comes into view, as the verdict of Check does (walk P1d-N3).

On a 390×844 phone, *Pista* in lesson 5 drew its hint at y≈910 and in lesson 6 cut at the
bottom edge, and the page did not move: the learner saw only a star go. The page now brings
the hint on screen with the verdict's own mechanism (page_shell.js); the focus stays on the
hint button. Practice's hint is checked the same way.
"""

from __future__ import annotations

import pytest
from conftest import open_app, watched_page
from helpers import axe_at_sizes, settle, wait_for_viewport
from learner import shown_puzzle

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

ES = Translator("es")
IN_VIEW = """(selector) => { const box = [...document.querySelectorAll(selector)]
  .find((node) => node.offsetParent !== null);
  if (!box) return false;
  const where = box.getBoundingClientRect();
  return where.top >= 0 && where.bottom <= window.innerHeight; }"""
WHERE = """(selector) => { const box = document.querySelector(selector);
  const where = box.getBoundingClientRect();
  return { top: where.top, bottom: where.bottom, screen: window.innerHeight,
           focus: document.activeElement.className }; }"""


def hint_comes_into_view(page, scope: str, button: str) -> None:
    """Press the hint button as a phone does; its hint must end inside the screen, focus kept."""
    settle(page)
    page.locator(f"{scope} {button}").tap()
    hint = f"{scope} .ct-hint-bulb"
    page.locator(hint).last.wait_for(timeout=15_000)
    try:
        page.wait_for_function(IN_VIEW, arg=hint, timeout=5_000)
    except Exception:  # say where it stayed
        pytest.fail(f"the hint stayed out of view: {page.evaluate(WHERE, hint)}")
    assert page.evaluate("(c) => document.activeElement.matches(c)", button), page.evaluate(
        WHERE, hint
    )
    assert not axe_at_sizes(page, scope)  # the hint shown, at 390 and 1280 px


@pytest.fixture
def phone(browser, server):
    """A touch phone of 390×844 (the walk's), with its own storage."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    yield watched_page(context, server)
    context.close()


@pytest.mark.parametrize("lesson", ["first-empty-table", "first-take-or-drop"])
def test_a_lessons_hint_comes_into_view_on_a_phone(phone, lesson):
    wait_for_viewport(phone, 390, 844)
    open_app(phone, f"?lang=es&lesson={lesson}")
    phone.wait_for_function(IN_VIEW, arg=".ct-player .ct-main", timeout=20_000)
    hint_comes_into_view(phone, ".ct-player", ".ct-hint-button")


def test_practices_hint_comes_into_view_on_a_phone(phone):
    wait_for_viewport(phone, 390, 844)
    open_app(phone, "?lang=es&practice=mixed")
    shown_puzzle(phone)
    phone.wait_for_function(IN_VIEW, arg=".ct-practice .ct-practice-check", timeout=20_000)
    hint_comes_into_view(phone, ".ct-practice", ".ct-practice-hint")
