"""A move typed in the lesson's box is sent on Enter only, never when focus leaves (issue 25, N1).

A blind learner types a move, then Tabs away to re-read the table: the old box (a text field
that synced on blur) took that for the answer, judged it and cost a star.
"""

from conftest import open_app
from helpers import settle

SAME_RANK = "captures-match"
FIELD = ".ct-player .ct-typed input"
FEEDBACK = ".ct-player .ct-feedback"


def test_leaving_the_box_keeps_the_text_and_judges_nothing_until_enter(page):
    open_app(page, f"?lang=fi&lesson={SAME_RANK}")
    field = page.locator(FIELD)
    field.wait_for(timeout=15_000)
    field.focus()
    page.keyboard.type("5s")  # dropping 5♠ here would be a mistake
    page.keyboard.press("Tab")
    settle(page)
    page.keyboard.press("Shift+Tab")
    settle(page)
    assert page.locator(FEEDBACK).count() == 0  # was: judged on the blur, a star lost
    assert field.input_value() == "5s"
    assert page.evaluate("document.activeElement.matches('.ct-typed input')")
    page.keyboard.press("Control+A")
    page.keyboard.type("5s x 5c")
    page.keyboard.press("Enter")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
