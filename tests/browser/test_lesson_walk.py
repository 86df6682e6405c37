"""The lessons as a tester walked them in Chromium: a press meant for Next, focus after Next
and back on the map, the radio group's name."""

from conftest import open_app
from helpers import settle, wait_for_focus


def test_a_double_click_on_next_does_not_answer_the_next_lesson(page):
    open_app(page, "?lang=en&lesson=captures-match")
    page.click(".ct-table button[data-card='5c']")
    page.click(".ct-check:not([disabled])")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    page.dblclick(".ct-next")
    page.locator(".ct-player .ct-title", has_text="Two of a rank").wait_for(timeout=15_000)
    settle(page)  # the kernel has answered both clicks
    assert page.locator(".ct-feedback").count() == 0  # was: judged as a drop, ★★☆
    assert "mod-success" not in page.locator(".ct-check").get_attribute("class")
    wait_for_focus(page, ".ct-table button.ct-card")  # where this lesson is answered


def test_enter_twice_on_next_does_not_answer_the_next_count(page):
    open_app(page, "?lang=en&lesson=carton-twenty-two")
    boxes = page.locator(".ct-count input")
    boxes.first.wait_for(timeout=15_000)
    assert boxes.evaluate_all("nodes => nodes.map(n => n.value)") == ["", ""]
    assert "mod-success" not in page.locator(".ct-check").get_attribute("class")
    boxes.nth(0).fill("8")
    boxes.nth(1).fill("0")
    page.locator(".ct-check:not([disabled])").focus()
    page.keyboard.press("Enter")
    page.locator(".ct-next").wait_for(timeout=15_000)
    wait_for_focus(page, ".ct-next")
    page.keyboard.press("Enter")
    page.locator(".ct-next").wait_for(state="detached", timeout=15_000)  # the next lesson …
    wait_for_focus(page, ".ct-count-ours input")  # … drawn, as a learner sees it a second later
    page.keyboard.press("Enter")  # a second Enter
    settle(page)  # the kernel has answered both
    assert page.locator(".ct-feedback").count() == 0  # was: "Not quite…" and ★★☆
    wait_for_focus(page, ".ct-count-ours input")
    assert boxes.evaluate_all("nodes => nodes.map(n => n.value)") == ["", ""]


def test_the_count_boxes_are_named_by_their_labels(page):
    open_app(page, "?lang=es&lesson=carton-twenty-two")
    page.locator(".ct-count input").first.wait_for(timeout=15_000)
    assert page.get_by_label("Puntos para ti:", exact=True).count() == 1
    assert page.get_by_label("Puntos para tu rival:", exact=True).count() == 1  # a whole name


def test_back_to_the_course_puts_focus_on_the_lesson_just_left(page):
    open_app(page, "?lang=en&lesson=mistakes-opponent-on-38")
    page.locator(".ct-solution").click()
    page.locator(".ct-next").wait_for(timeout=15_000)
    page.locator(".ct-next").focus()
    page.keyboard.press("Enter")  # the last lesson: Back to the course
    wait_for_focus(page, ".ct-lesson-mistakes-opponent-on-38")  # was: the page body


def test_the_quiz_options_are_a_group_named_by_the_question(page):
    open_app(page, "?lang=en&lesson=first-forty-cards")
    group = page.get_by_role("radiogroup")
    group.wait_for(timeout=15_000)
    assert "cards" in group.get_attribute("aria-label")
    assert group.get_by_role("radio").count() >= 2


def test_a_run_cut_short_is_told_the_cards_it_left_behind(page):
    """The run lesson's verdict names the cards the run goes on with, as the engine finds them
    (here past the missing 8, 9 and 10), in the learner's language and card letters."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, "?lang=es&lesson=run-six-seven-jack")
    for card in ("6c", "7d"):
        page.click(f".ct-table button[data-card='{card}']")
    page.click(".ct-check:not([disabled])")
    verdict = page.locator(".ct-feedback-box .ct-feedback")
    verdict.wait_for(timeout=15_000)
    text = verdict.inner_text()
    assert "J♥ Q♠" in text, text
    assert "3♣" not in text  # not part of the run: not named
