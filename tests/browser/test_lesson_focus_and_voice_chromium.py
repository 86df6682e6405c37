"""A keyboard and screen-reader learner opens lessons from the map (P3-N1, P3-N2), on a phone.

Where focus lands on opening each kind of lesson from the course map: on the lesson's first
answer control (a card, an option, a count box) or its heading, never on the hint, which
costs a star when Enter or Space is pressed by habit. The walker's steps: map → a card
lesson → back to the map → a quiz, by keyboard only. And what the live region says once a
quiz or a count is answered: its verdict and its explanation (Finnish).
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import settle, wait_for_viewport
from keyboard import Keyboard

PHONE = (390, 844)
ANSWER = (
    ".ct-player :is(.ct-table, .ct-hand, .ct-options, .ct-count) :is(button, input),"
    " .ct-player .ct-title"
)
COSTLY = ".ct-hint-button, .ct-solution"
RECORD = """() => { window.ctFocusLog = [];
  document.addEventListener('focusin', (e) => window.ctFocusLog.push(e.target.className +
    ' ' + (e.target.closest('.ct-hint-button, .ct-solution') ? 'COSTLY' : ''))); }"""
COSTLY_FOCUSED = "() => (window.ctFocusLog || []).filter((c) => c.includes('COSTLY'))"
LIVE = "() => (document.querySelector('.ct-player .ct-announce') || {}).textContent || ''"


def on_phone(page) -> None:
    page.set_viewport_size({"width": PHONE[0], "height": PHONE[1]})
    wait_for_viewport(page, *PHONE)


def focus_settles_on_answer(page) -> str:
    """Wait until the kernel has drawn the lesson; return where focus is (never a hint)."""
    page.wait_for_function(
        "(sel) => !!document.activeElement && document.activeElement.matches(sel)",
        arg=ANSWER,
        timeout=20_000,
    )
    settle(page)
    page.wait_for_timeout(600)  # the page's focus rescue runs after each redraw
    assert page.evaluate(COSTLY_FOCUSED) == [], "focus passed through a button that costs"
    assert page.evaluate("(sel) => document.activeElement.matches(sel)", ANSWER)
    return page.evaluate("() => document.activeElement.outerHTML.slice(0, 120)")


def back_to_the_map(keys: Keyboard) -> None:
    """Shift+Tab up to the tab bar, arrow to the course map's tab, open it."""
    page = keys.page
    for _ in range(40):
        if page.evaluate("() => document.activeElement.getAttribute('role') === 'tab'"):
            break
        keys.press("Shift+Tab")
    for _ in range(6):
        if page.evaluate("() => document.activeElement.matches('[role=tab]:first-child')"):
            break
        keys.press("ArrowLeft")
    keys.press("Enter")
    page.locator(".ct-course-map").wait_for(timeout=15_000)


@pytest.mark.parametrize(
    "lesson",
    ["captures-match", "first-forty-cards", "carton-twenty-two", "captures-faces-never-add"],
)
def test_opening_each_kind_of_lesson_from_the_map_never_focuses_the_hint(page, lesson):
    open_app(page, "?lang=fi")
    on_phone(page)
    page.evaluate(RECORD)
    keys = Keyboard(page, limit=120)
    keys.activate(f".ct-lesson-{lesson}", "Enter")
    where = focus_settles_on_answer(page)
    assert "ct-hint" not in where
    assert keys.fell == []


def test_map_card_lesson_map_quiz_by_keyboard_puts_focus_on_the_quiz_not_the_hint(page):
    open_app(page, "?lang=fi")
    on_phone(page)
    keys = Keyboard(page, limit=120)
    keys.activate(".ct-lesson-captures-match", "Enter")
    focus_settles_on_answer(page)
    keys.reach(".ct-table button.ct-card[data-card='5c']")
    keys.press("Space")
    keys.activate(".ct-check:not([disabled])", "Enter")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    back_to_the_map(keys)
    page.evaluate(RECORD)
    keys.activate(".ct-lesson-captures-faces-never-add", "Enter")
    where = focus_settles_on_answer(page)
    assert "ct-hint" not in where
    # Tab from the heading or the first option reaches the options before the hint
    order = []
    for _ in range(8):
        keys.press("Tab")
        order.append(page.evaluate("() => document.activeElement.className"))
        if "ct-hint-button" in order[-1]:
            break
    assert any("ct-hint-button" in entry for entry in order)
    before_hint = order[: next(i for i, c in enumerate(order) if "ct-hint-button" in c)]
    assert page.locator(".ct-options input").count() >= 2
    assert keys.fell == []
    assert before_hint or "ct-options" in where or "radio" in where


@pytest.mark.parametrize(
    ("lesson", "answer"),
    [("first-forty-cards", "options"), ("carton-twenty-two", "count")],
)
def test_a_solved_quiz_or_count_is_read_out_with_its_explanation(page, lesson, answer):
    open_app(page, f"?lang=fi&lesson={lesson}")
    on_phone(page)
    if answer == "options":
        page.get_by_role("radio", name="40").check()
    else:
        boxes = page.locator(".ct-count input")
        boxes.nth(0).fill("8")
        boxes.nth(1).fill("0")
        boxes.nth(1).press("Tab")
    page.locator(".ct-check:not([disabled])").focus()
    page.keyboard.press("Enter")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    explanation = page.locator(".ct-explanation").inner_text().split()
    assert len(explanation) > 5
    page.wait_for_function(
        "([sel, tail]) => (document.querySelector(sel) || {}).textContent?.includes(tail)",
        arg=[".ct-player .ct-announce", " ".join(explanation[-3:])],
        timeout=10_000,
    )
    said = page.evaluate(LIVE)
    assert said.startswith("Oikein")  # the verdict first, then the explanation
    assert page.locator(".ct-player .ct-announce").get_attribute("aria-live") == "polite"
    assert page.locator(".ct-player .ct-announce").get_attribute("lang") == "fi"
    page.screenshot(path=f"/tmp/a11y3-{lesson}-phone.png")


def test_while_a_lessons_answers_are_not_drawn_focus_waits_on_its_heading(page):
    """The race the walker met: the quiz shown, its options not yet drawn, focus lost.

    The page's focus rescue then took the first button of the lesson: the hint, since
    *Check* waits for an answer. The options are hidden here as they are before the kernel's
    widget for them arrives; focus must go to the heading, then stay off the hint.
    """
    open_app(page, "?lang=fi&lesson=first-forty-cards")
    on_phone(page)
    first_option = page.locator(".ct-options input").first
    first_option.wait_for(timeout=15_000)
    first_option.focus()
    page.evaluate(RECORD)
    page.evaluate("() => { document.querySelector('.ct-options').style.display = 'none'; }")
    page.wait_for_function(
        "() => document.activeElement && document.activeElement !== document.body",
        timeout=5_000,
    )
    page.wait_for_timeout(300)
    assert page.evaluate(COSTLY_FOCUSED) == [], "the hint took focus while options were drawn"
    assert page.evaluate("() => document.activeElement.matches('.ct-player .ct-title')")
    page.evaluate("() => { document.querySelector('.ct-options').style.display = ''; }")
    keys = Keyboard(page)
    keys.press("Tab")  # from the heading, Tab reaches the options before any button
    assert page.evaluate("() => document.activeElement.matches('.ct-options input')")
    assert page.evaluate(COSTLY_FOCUSED) == []
