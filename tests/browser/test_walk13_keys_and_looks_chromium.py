"""Walks 13 in Chromium: a keyboard and screen-reader learner in Finnish, and a 390-px phone.

- A fresh capture lesson: Tab reaches *Check* (it was disabled and skipped, P3 old N4);
  Enter on it says what to choose first. The hint button is named in words ("costs a
  star", not "−★": P3 N7). The same wrong answer pressed twice is said twice, the second
  time as the same answer again (P3 old N3), and costs one star only.
- Play: the hinted card and the focused card differ in colour, not only dashed against solid
  (P3 old N8): computed styles, contrast against the felt and the focus ring, a screenshot.
axe-core finds nothing.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import open_app
from helpers import SIZES, settle, violations, wait_for_focus, wait_for_viewport
from keyboard import Keyboard

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

SHOTS = Path(os.environ.get("WALK13_SHOTS", "/tmp/walk13-shots"))
SAID = "document.querySelector('.ct-player .ct-announce').textContent"
PLAY_TAB = ".ct-tabs .lm-TabBar-tab:nth-child(4)"
HINTED = ".ct-play-hand .ct-card.ct-best"
RING = """(sel) => { const s = getComputedStyle(document.querySelector(sel));
  return { shadow: s.boxShadow, outline: s.outlineStyle + ' ' + s.outlineColor }; }"""


def said_after(page, before: str) -> str:
    """Wait until the lesson's live region says something other than ``before``; return it."""
    page.wait_for_function(f"(b) => {SAID} !== b && {SAID} !== ''", arg=before, timeout=15_000)
    return page.evaluate(SAID)


def test_check_is_reached_and_every_press_is_said(page):
    tr = Translator("fi")
    page.set_viewport_size(SIZES["laptop"])
    open_app(page, "?lang=fi&lesson=captures-match")
    wait_for_focus(page, ".ct-player .ct-table button.ct-card")  # the lesson starts there
    settle(page)
    keys = Keyboard(page)
    names = []
    for _ in range(3):  # the table's row is one Tab stop: the hand's card, then the actions
        keys.press("Tab")
        names.append(page.evaluate("document.activeElement.textContent.trim()"))
    check = tr.pgettext("button", "Check")
    hint = tr.pgettext("button", "Hint (costs a star)")
    assert check in names, names  # Tab meets Check before anything is chosen
    assert hint in names, names
    assert not any("★" in name for name in names), names
    keys.press("Shift+Tab")  # back from the hint to Check
    wait_for_focus(page, ".ct-check")
    before = page.evaluate(SAID)
    keys.press("Enter")
    asked = tr.gettext("First choose the table cards to take, or your card alone to drop it.")
    assert said_after(page, before) == asked
    assert page.locator(".ct-feedback").inner_text().strip() == asked
    assert page.locator(".ct-stakes").inner_text().count("★") == 3  # nothing cost

    for _ in range(2):  # back from Check: the hand's row, then the table's
        keys.press("Shift+Tab")
    wait_for_focus(page, ".ct-player .ct-table button.ct-card")
    at = page.evaluate("document.activeElement.dataset.card")
    if at != "2h":  # the row's stop is the card last focused there: 5♣ 2♥ Q♦
        keys.press("ArrowRight" if at == "5c" else "ArrowLeft")
    wait_for_focus(page, ".ct-player .ct-table button[data-card='2h']")
    keys.press("Space")  # the 2♥: not a 5, not a legal capture
    keys.reach(".ct-check")  # the hand's card now goes with the table cards: one Tab
    keys.press("Enter")
    first = said_after(page, asked)
    assert first.startswith(tr.gettext("That is not a legal play."))
    page.evaluate(
        "() => { window.ctHeard = []; new MutationObserver(() => window.ctHeard.push("
        f"{SAID})).observe(document.querySelector('.ct-player .ct-announce'),"
        " { childList: true, subtree: true, characterData: true }); }"
    )
    keys.press("Enter")  # the same answer again
    again = f"{tr.gettext('The same answer again.')} {first}"
    page.wait_for_function(f"(t) => {SAID} === t", arg=again, timeout=15_000)
    assert again in page.evaluate("window.ctHeard")  # written anew: a screen reader hears it
    stakes = page.locator(".ct-stakes").inner_text()
    assert stakes.count("★") == 2  # ★★☆: one miss, one star, however often pressed
    assert keys.fell == []
    assert violations(page) == []
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "lesson-same-answer.png"), animations="disabled")
    assert page.outside_requests == []


def luminance(rgb: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def first_colour(css: str) -> tuple[int, int, int]:
    start = css.index("(") + 1
    inside = css[start : css.index(")", start)]
    r, g, b = (int(part) for part in inside.split(",")[:3])
    return r, g, b


@pytest.mark.parametrize("size", ["laptop", "phone"])
def test_the_hinted_card_and_the_focused_card_differ_in_colour(page, size):
    page.set_viewport_size(SIZES[size])
    wait_for_viewport(page, **SIZES[size])
    open_app(page, "?seed=hint13&lang=fi")
    page.click(PLAY_TAB)
    page.click(".ct-play-new")
    page.wait_for_selector(".ct-play-hand button.ct-card:not([disabled])", timeout=30_000)
    page.click(".ct-play-hint")
    page.wait_for_selector(HINTED, timeout=30_000)
    settle(page)
    hinted = page.evaluate(RING, HINTED)
    other = ".ct-play-hand .ct-card:not(.ct-best)"
    page.keyboard.press("Shift")  # the keyboard's turn: focus is shown as for a key
    page.focus(other)
    focused = page.evaluate(
        "() => { const a = document.activeElement, s = getComputedStyle(a);"
        " return { shadow: s.boxShadow, outline: s.outlineStyle + ' ' + s.outlineColor,"
        " visible: a.matches(':focus-visible') }; }"
    )
    assert focused["visible"], focused
    felt = page.evaluate(
        "getComputedStyle(document.querySelector('.ct-play .ct-felt')).backgroundImage"
    )
    greens = [first_colour(part) for part in felt.split("rgb")[1:] if part.startswith("(")]
    assert greens, felt
    hint_ring, focus_ring = first_colour(hinted["shadow"]), first_colour(focused["shadow"])
    assert hint_ring != focus_ring, (hinted, focused)
    assert contrast(hint_ring, focus_ring) >= 3, (hint_ring, focus_ring)
    for green in greens:  # the felt's lightest and darkest greens alike
        assert contrast(hint_ring, green) >= 3, (hint_ring, green)
    assert "dashed" in focused["outline"]
    assert "none" in hinted["outline"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".ct-play-hand").screenshot(
        path=str(SHOTS / f"hint-vs-focus-{size}.png"), animations="disabled"
    )
    page.focus(HINTED)  # a hinted card with focus shows both rings
    both = page.evaluate("getComputedStyle(document.activeElement).boxShadow")
    assert both.count("rgb(") == 2, both
    assert violations(page) == []
    assert page.outside_requests == []
