"""A class pupil's screen in Chromium, on a real class server (walk P4: N3, N4, N12).

- The join form names the class and says that lessons solved before joining go to it; a
  lesson solved before joining counts for her homework, on her screen and the teacher's.
- The position the teacher pushes (*Show to everyone*) opens in view, its board and its main
  action on the screen, at 1280×800 and on a 390×844 phone, for a pupil whose page was at
  the top under her homework; the keyboard focus stays where she had it.
"""

from __future__ import annotations

import os

import pytest
from support.servers import block_outside

from cuarenta_tutor.classroom.summary import summarise
from cuarenta_tutor.server.class_page import live_puzzles

pytestmark = pytest.mark.slow
SOLVED = "captures-match"
PUSHED = "captures-ace-is-one"
HOMEWORK = [SOLVED, "captures-two-of-a-rank", "captures-sum-of-two", PUSHED]


LAPTOP = {"width": 1280, "height": 800}


@pytest.fixture
def groep(class_server):
    """The class server's address and store, and a new class of its own for the test."""
    base, store = class_server
    return base, store, store.create_class("Groep 7B")


def new_page(browser, base, address, size=LAPTOP):
    """Open ``address`` in a context of its own, outside addresses blocked."""
    context = browser.new_context(viewport=size)
    outside = block_outside(context, base)
    page = context.new_page()
    page.goto(f"{base}{address}")
    return context, page, outside


def open_page(browser, base, code, size, path=""):
    context, page, outside = new_page(browser, base, f"/?class={code}&lang=en{path}", size)
    page.locator(".ct-class-name input").wait_for(timeout=90_000)
    return context, page, outside


def join(page, name):
    page.locator(".ct-class-name input").fill(name)
    page.get_by_role("button", name="Join").click()
    page.locator(".ct-class-status", has_text=f"as {name}").wait_for(timeout=30_000)


def test_a_lesson_solved_before_joining_counts_for_the_homework(browser, groep):
    base, store, made = groep
    store.set_homework(made.code, HOMEWORK, [], "2027-03-01")
    context, page, outside = open_page(browser, base, made.code, LAPTOP, f"&lesson={SOLVED}")
    try:
        heading = page.locator(".ct-class h2").first.inner_text()
        assert heading == "Join your class: Groep 7B"
        sent = "The lessons you have already solved on this device go to your class when you join."
        assert page.locator(".ct-class-sent").inner_text() == sent
        typed = page.locator(".ct-player .ct-typed input")
        typed.wait_for(timeout=20_000)
        typed.fill("5s x 5c")
        typed.press("Enter")
        page.locator(".ct-feedback-box .ct-fb-correct").wait_for(timeout=15_000)
        join(page, "Fatima")
        page.locator(".ct-homework-due", has_text="1 of 4 done").wait_for(timeout=15_000)
        done = page.locator("button.ct-homework-done")
        assert done.count() == 1
        assert "1. " in done.inner_text()
        pupil = summarise(store.class_data(made.code), 0)["pupils"][0]
        assert pupil["lessons"][SOLVED] == {
            "solved": True, "stars": 3, "first_stars": 3, "checks": 1, "misses": 0}  # fmt: skip
        assert pupil["homework"][0]["items_done"] == 1

        page.reload()  # joined again from what the browser kept: nothing doubles
        page.locator(".ct-class-status", has_text="as Fatima").wait_for(timeout=90_000)
        page.locator(".ct-homework-due", has_text="1 of 4 done").wait_for(timeout=15_000)
        again = summarise(store.class_data(made.code), 0)["pupils"][0]["lessons"][SOLVED]
        assert again["checks"] == 1
    finally:
        context.close()
    assert outside == []


ON_SCREEN = """([board, action]) => {
    const inside = (selector) => [...document.querySelectorAll(selector)].some((node) => {
        const box = node.getBoundingClientRect();
        return node.offsetParent !== null && box.height > 0 && box.top >= 0
            && box.bottom <= window.innerHeight;
    });
    return inside(board) && inside(action);
}"""


def first_offered_puzzle():
    """Return the id of a puzzle the teacher's picker offers."""
    return next(puzzle.id for puzzles in live_puzzles().values() for puzzle in puzzles)


ARRIVALS = {
    "lesson": (".ct-player .ct-table .ct-card", ".ct-player .ct-main"),
    "puzzle": (".ct-practice .ct-practice-table .ct-card", ".ct-practice .ct-main"),
}


@pytest.mark.parametrize("kind", ["lesson", "puzzle"])
@pytest.mark.parametrize("size", [LAPTOP, {"width": 390, "height": 844}], ids=["laptop", "phone"])
def test_the_pushed_position_opens_in_view_and_the_focus_stays(browser, groep, size, kind):
    base, store, made = groep
    store.set_homework(made.code, HOMEWORK, ["caida"], "2027-03-01")
    context, page, outside = open_page(browser, base, made.code, size)
    try:
        join(page, "Daan")
        page.locator("button.ct-homework-item").first.wait_for(timeout=15_000)
        page.evaluate("window.scrollTo(0, 0)")
        # she is tabbing through her homework when the teacher pushes the position
        page.locator("button.ct-homework-item").last.focus()
        focused = page.evaluate("document.activeElement.outerHTML")
        store.push_live(made.code, kind, PUSHED if kind == "lesson" else first_offered_puzzle())
        page.locator(".ct-class-live", has_text="showing this to the whole class").wait_for(
            timeout=15_000
        )
        page.wait_for_function(ON_SCREEN, arg=list(ARRIVALS[kind]), timeout=15_000)
        assert page.evaluate("document.activeElement.outerHTML") == focused, "focus stays"
        if os.environ.get("LIVE_PAGE_SHOTS"):
            shot = f"{os.environ['LIVE_PAGE_SHOTS']}/pushed-{kind}-{size['width']}.png"
            page.screenshot(path=shot)
    finally:
        context.close()
    assert outside == []


def test_the_teachers_live_picker_is_a_44_px_target(browser, groep):
    """Walk P4 (N10): the picker was a 19 px `<select>` in 13 px type, beside 32 px buttons."""
    base, _, made = groep
    address = f"/cuarenta-class/{made.code}?lang=nl#key={made.key}"
    context, page, outside = new_page(browser, base, address)
    try:
        picker = page.locator("#live-item")
        picker.locator("option").first.wait_for(state="attached", timeout=15_000)
        for control in (picker, page.locator("#live-push"), page.locator("#live-reveal")):
            box = control.bounding_box()
            assert box is not None
            assert box["height"] >= 44, box
        size = picker.evaluate("(node) => parseFloat(getComputedStyle(node).fontSize)")
        assert size >= 16, size
    finally:
        context.close()
    assert outside == []


def test_after_reveal_pupil_and_teacher_both_read_one_star_solution_seen(browser, groep):
    """Walk P4 (N9): Daan's screen said ★☆☆ after *Reveal*, the teacher's table ✗1, 0 stars."""
    base, store, made = groep
    context, page, outside = open_page(browser, base, made.code, LAPTOP)
    teacher_context = browser.new_context(viewport=LAPTOP)
    teacher = teacher_context.new_page()
    try:
        join(page, "Daan")
        store.push_live(made.code, "lesson", SOLVED)
        typed = page.locator(".ct-player .ct-typed input")
        page.locator(".ct-player .ct-lesson-title", has_text="Same rank, same card").wait_for(
            timeout=20_000
        )
        typed.fill("2h")
        typed.press("Enter")
        page.locator(".ct-feedback-box [class*=ct-fb-]").first.wait_for(timeout=15_000)
        store.reveal_live(made.code)
        page.locator(".ct-live-explanation").wait_for(timeout=15_000)
        earned = page.locator(".ct-player .ct-stakes-text")
        earned.filter(has_text="Earned").wait_for(timeout=10_000)
        assert earned.inner_text().count("★") == 1
        teacher.goto(f"{base}/cuarenta-class/{made.code}#key={made.key}")
        cell = teacher.locator("#pupils tr", has_text="Daan").locator("td.stars")
        cell.wait_for(timeout=10_000)
        assert cell.inner_text() == "★ solution seen"
        record = summarise(store.class_data(made.code), 0)["pupils"][0]["lessons"][SOLVED]
        assert (record["solved"], record["stars"], record["misses"]) == (False, 1, 1)
    finally:
        context.close()
        teacher_context.close()
    assert outside == []
