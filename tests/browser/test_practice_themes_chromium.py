"""Practice's themes in Chromium on a 390×844 phone: folded behind a button, puzzle first.

Opening Practice shows the puzzle's table on the first screen and no checkbox; the themes
button says what is chosen (``aria-expanded``, ``aria-controls`` → a named group). By keyboard
only: Tab to the button, Enter opens the list with focus still on the button, Tab reaches the
first theme, Space ticks it; the button's summary and the puzzle follow. A second theme ticked
with the list open stays chosen once it is closed (Space on the button). axe-core finds
nothing, closed and open, at a phone's and a laptop's size.
"""

from __future__ import annotations

from conftest import open_app
from helpers import SIZES, axe_at_sizes, settle
from keyboard import FOCUS_IS, Keyboard

from cuarenta_tutor.puzzles import THEMES, find_puzzle

TOGGLE = ".ct-practice-themes-toggle button.ct-disclosure"
PART = ".ct-practice-themes"
TITLE = ".ct-puzzle-title [data-puzzle]"
FIRST, SECOND = THEMES[0], THEMES[1]


def box(theme: str) -> str:
    return f".ct-practice .ct-theme-{theme} input"


def shown_puzzle_id(page, other_than: str = "") -> str:
    """Wait for a puzzle on screen (not ``other_than``) and return its id."""
    page.wait_for_function(
        "(old) => { const t = document.querySelector('.ct-puzzle-title [data-puzzle]');"
        " return t && t.dataset.puzzle !== old; }",
        arg=other_than,
        timeout=30_000,
    )
    return page.locator(TITLE).get_attribute("data-puzzle")


def axe_at_both_sizes(page, state: str) -> list[str]:
    """Run axe-core at a laptop's and a phone's size (the phone's is left set)."""
    return axe_at_sizes(page, state, ("laptop", "phone"))


def test_the_themes_fold_behind_a_button_and_the_puzzle_comes_first(page):
    page.set_viewport_size(SIZES["phone"])
    open_app(page, "?practice=mixed&lang=en")
    first = shown_puzzle_id(page)
    page.locator(".ct-practice-table button.ct-card").first.wait_for(timeout=15_000)
    settle(page)  # the page fully drawn: nothing left to move the puzzle
    for part in (".ct-practice-table", ".ct-practice-hand", ".ct-practice-check"):
        where = page.locator(part).bounding_box()
        assert where is not None
        assert 0 <= where["y"] <= where["y"] + where["height"] <= SIZES["phone"]["height"], part
    assert page.locator(".ct-practice .ct-theme").count() == len(THEMES)
    assert not page.locator(PART).is_visible()
    assert not any(page.locator(box(theme)).is_visible() for theme in THEMES)

    toggle = page.locator(TOGGLE)
    assert toggle.inner_text().endswith("Themes: all")
    assert toggle.get_attribute("aria-expanded") == "false"
    assert toggle.get_attribute("aria-controls") == "ct-practice-themes"
    group = page.locator("#ct-practice-themes")
    assert (group.get_attribute("role"), group.get_attribute("aria-label")) == ("group", "Themes")
    found = axe_at_both_sizes(page, "closed")

    keys = Keyboard(page)
    keys.reach(TOGGLE)  # from the top of the page, by Tab only
    keys.press("Enter")
    page.wait_for_selector(f"{TOGGLE}[aria-expanded='true']", timeout=5_000)
    page.locator(box(FIRST)).wait_for(state="visible", timeout=15_000)
    assert page.evaluate(FOCUS_IS, TOGGLE)  # focus stays on the button
    keys.press("Tab")
    assert page.evaluate(FOCUS_IS, box(FIRST))  # the first theme comes next
    keys.press("Space")
    page.locator(TOGGLE, has_text="Themes: Best capture").wait_for(timeout=15_000)
    assert page.locator(box(FIRST)).is_checked()
    puzzle = find_puzzle(shown_puzzle_id(page, first))
    assert FIRST in puzzle.themes  # the puzzle follows the choice
    assert page.evaluate(FOCUS_IS, box(FIRST))
    found += axe_at_both_sizes(page, "open")

    page.locator(box(SECOND)).check()  # a second theme, the list still open …
    page.locator(TOGGLE, has_text="Themes: Best capture, Match or sum").wait_for(timeout=15_000)
    keys.press("Shift+Tab")
    keys.press("Shift+Tab")
    assert page.evaluate(FOCUS_IS, TOGGLE)
    keys.press("Space")  # … then closed
    page.wait_for_selector(f"{TOGGLE}[aria-expanded='false']", timeout=5_000)
    assert page.evaluate(FOCUS_IS, TOGGLE)
    page.locator(PART).wait_for(state="hidden", timeout=5_000)
    settle(page)  # the kernel has answered the close: its answer would undo a lost choice
    assert page.locator(TOGGLE).inner_text().endswith("Themes: Best capture, Match or sum")
    assert page.locator(box(FIRST)).is_checked()
    assert page.locator(box(SECOND)).is_checked()
    page.locator(TOGGLE).click()
    page.locator(box(SECOND)).wait_for(state="visible", timeout=5_000)
    assert page.locator(box(SECOND)).is_checked()
    print(f"\nkeys in all (to the button, open, tick, back, close): {keys.keys}")
    assert keys.fell == []
    assert found == [], "\n".join(found)
    assert page.outside_requests == []
