"""The tab bar's one Tab stop is the open tab (P3b-5), in Chromium.

The tabs are a roving group: Tab reaches one of them, the arrows move along them. When the
app opens a tab itself (a lesson from the map opens the Lesson tab), the stop must move with
it: a keyboard learner tabbing back to the bar lands on the tab that is open, not on Course.
"""

from __future__ import annotations

from conftest import open_app

STOPS = """() => [...document.querySelectorAll('.ct-tabs > .lm-TabBar .lm-TabBar-tab')]
  .filter((t) => t.tabIndex === 0).map((t) => t.textContent.trim())"""
OPEN = """() => (document.querySelector('.ct-tabs > .lm-TabBar .lm-mod-current') || {})
  .textContent.trim()"""


def test_opening_a_lesson_from_the_map_moves_the_tab_stop_to_the_lesson_tab(page):
    open_app(page, "?lang=fi")
    page.locator(".ct-lesson-captures-match").click()
    page.wait_for_selector(".ct-player .ct-title", timeout=60_000)
    page.wait_for_function(f"() => ({OPEN})() !== ''", timeout=5_000)
    opened = page.evaluate(OPEN)
    assert opened == "Oppitunti"
    page.wait_for_function(f"() => ({STOPS})().join() === {opened!r}", timeout=5_000)
    # Shift+Tab from the lesson's first control walks back to the open tab, not to Course
    page.locator(".ct-player button").first.focus()
    for _ in range(60):
        if page.evaluate("() => document.activeElement.getAttribute('role') === 'tab'"):
            break
        page.keyboard.press("Shift+Tab")
    assert page.evaluate("() => document.activeElement.textContent.trim()") == opened
