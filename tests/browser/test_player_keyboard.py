"""The lesson player with a keyboard and a screen reader (issue 12, items 1–3, 7)."""

import json
import re

from conftest import open_app
from helpers import KernelWatch, settle, wait_for_focus
from keyboard import Keyboard

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses

SAME_RANK = "captures-match"
SEVEN_JACK = "run-seven-then-jack"
CHECK = ".ct-check:not([disabled])"
LESSON_SAID = "document.querySelector('.ct-player .ct-announce').textContent"


def wait_for_focus_in_lesson(page) -> None:
    """Wait until the page has put keyboard focus in the lesson (it does so once it is drawn)."""
    page.wait_for_function(
        "() => !!document.activeElement && !!document.activeElement.closest('.ct-player')",
        timeout=15_000,
    )


def card(row: str, code: str) -> str:
    return f".ct-{row} button[data-card='{code}']"


def solve_by_keyboard(page, lesson: str, cards: list[str]) -> Keyboard:
    open_app(page, f"?lesson={lesson}")
    page.wait_for_selector(card("table", cards[0]), timeout=15_000)
    wait_for_focus_in_lesson(page)  # a learner starts typing once the focus ring is in view
    keyboard = Keyboard(page)
    for code in cards:
        keyboard.activate(card("table", code))
        keyboard.wait_settled()
    keyboard.activate(CHECK, "Enter")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    return keyboard


def test_a_capture_lesson_is_solved_from_its_link_in_at_most_ten_keys(page):
    keyboard = solve_by_keyboard(page, SAME_RANK, ["5c"])
    print(f"\nkeystrokes, {SAME_RANK}: {keyboard.keys}")
    assert keyboard.fell == []
    assert keyboard.keys <= 5  # focus starts in the lesson its link opens (9 keys before)


def test_a_lesson_opened_by_its_link_starts_with_focus_in_the_lesson(page):
    open_app(page, f"?lang=fi&lesson={SAME_RANK}")
    wait_for_focus_in_lesson(page)
    assert page.evaluate("document.activeElement.classList.contains('ct-card')")


def test_the_seven_to_jack_run_by_keyboard(page):
    keyboard = solve_by_keyboard(page, SEVEN_JACK, ["3c", "4h", "Jd", "Qs", "Kc"])
    print(f"\nkeystrokes, {SEVEN_JACK}: {keyboard.keys}")
    assert keyboard.fell == []
    assert keyboard.keys <= 16  # five cards to choose: 42 keys before the fix


def test_focus_stays_on_a_clicked_card(page):
    open_app(page, f"?lesson={SEVEN_JACK}")
    target = page.locator(card("table", "4h"))
    target.click()
    page.wait_for_selector(f"{card('table', '4h')}[aria-pressed='true']", timeout=15_000)
    settle(page)  # the redraw is done: focus would have left by now
    wait_for_focus(page, card("table", "4h"))
    page.keyboard.press("Space")  # un-choose it again, still in place
    page.wait_for_selector(f"{card('table', '4h')}[aria-pressed='false']", timeout=15_000)
    settle(page)
    wait_for_focus(page, card("table", "4h"))


def test_the_verdict_is_announced_by_a_live_region_that_was_there_before(page):
    open_app(page, f"?lesson={SAME_RANK}")
    region = page.locator(".ct-announce[role='status'][aria-live='polite']")
    region.wait_for(state="attached", timeout=15_000)
    page.evaluate("""() => { window.announced = [];
      const node = document.querySelector('.ct-announce');
      new MutationObserver(() => window.announced.push(node.textContent))
        .observe(node, {childList: true, subtree: true, characterData: true}); }""")
    page.click(card("table", "5c"))
    page.click(CHECK)
    page.wait_for_function("window.announced.some(t => t.includes('Right'))", timeout=15_000)
    said = page.evaluate("window.announced.find(t => t.includes('Right'))")
    assert "3 stars of 3" in said  # the stars in words (was: ★★★, "black star" three times)
    assert not set("★☆") & set(said)
    assert not set("♠♥♦♣") & set(said), said  # the cards by their names (walk P3c-3)
    assert "five of clubs" in said, said
    assert not re.search(r"\s[,.;:!?]", said), said  # no space left by a tag before a mark


def test_after_next_a_choice_lesson_has_nothing_chosen_and_check_waits(page):
    open_app(page, "?lesson=first-forty-cards")
    options = page.locator(".ct-options input[type='radio']")
    options.first.wait_for(timeout=15_000)
    assert options.evaluate_all("nodes => nodes.filter(n => n.checked).length") == 0
    assert "mod-success" not in page.locator(".ct-check").get_attribute("class")
    page.click(".ct-options label:has-text('40')")
    page.wait_for_selector(CHECK, timeout=15_000)
    page.click(CHECK)
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    page.click(".ct-next")
    page.wait_for_function(
        "document.querySelectorAll('.ct-options input[type=radio]').length > 0"
        " && ![...document.querySelectorAll('.ct-options input')].some(n => n.checked)",
        timeout=15_000,
    )
    assert "mod-success" not in page.locator(".ct-check").get_attribute("class")


def lesson_words(lesson_id: str, lang: str) -> tuple[str, str]:
    """The title and the question of a lesson, as its course file says them in ``lang``."""
    lessons = {
        lesson.id: lesson for course in load_courses(validate=False) for lesson in course.lessons
    }
    text = lessons[lesson_id].text(lang)[0]
    return text.title, text.prompt


def test_an_opened_lesson_says_its_title_and_question_and_focus_stays(page):
    open_app(page, "?lang=fi&lesson=first-forty-cards")
    page.wait_for_selector(".ct-options input[type='radio']", timeout=15_000)
    page.click(".ct-options label:has-text('40')")
    page.wait_for_selector(CHECK, timeout=15_000)
    page.click(CHECK)
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    page.focus(".ct-next")
    page.keyboard.press("Enter")  # Next: the following lesson
    title, prompt = lesson_words("first-after-the-seven", "fi")
    page.wait_for_function(  # was: nothing (the live region emptied)
        f"{LESSON_SAID}.startsWith({json.dumps(title)})"
        f" && {LESSON_SAID}.endsWith({json.dumps(prompt)})",
        timeout=15_000,
    )
    wait_for_focus(page, ".ct-player input[type='radio']")  # where the app puts it, still


def animations_after_a_capture(page) -> int:
    open_app(page, f"?lesson={SAME_RANK}")
    page.click(card("table", "5c"))
    page.wait_for_selector(f"{card('table', '5c')}[aria-pressed='true']", timeout=15_000)
    page.evaluate("""() => { window.seen = 0; const count = () => {
      window.seen = Math.max(window.seen, document.getAnimations().length);
      requestAnimationFrame(count); }; count(); }""")
    page.click(CHECK)
    page.locator(".ct-event, .ct-finish").first.wait_for(timeout=15_000)
    page.wait_for_selector(".ct-pile:has-text('2')", timeout=15_000)
    settle(page)  # every class of the capture drawn: its motion has begun, if any
    return page.evaluate("window.seen")


def test_a_capture_moves_the_cards_to_the_pile(page):
    assert animations_after_a_capture(page) > 0


def test_no_motion_under_prefers_reduced_motion(browser, server):
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    page.kernel = KernelWatch(page)
    page.base = server
    try:
        assert animations_after_a_capture(page) == 0
    finally:
        context.close()


CUT_OFF = """() => [...document.querySelectorAll('.ct-player button, .ct-course-map button')]
  .filter(b => b.offsetParent !== null && !b.classList.contains('ct-card'))
  .filter(b => b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().right > innerWidth)
  .map(b => b.textContent)"""


def test_no_label_is_cut_off_on_a_phone(browser, server):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.kernel = KernelWatch(page)
    page.base = server
    try:
        for lesson in (SEVEN_JACK, "endgame-limpia-then-caida", "first-forty-cards"):
            open_app(page, f"?lang=de&lesson={lesson}")
            page.wait_for_selector(".ct-player .ct-main", timeout=15_000)
            settle(page)  # the lesson fully drawn …
            page.evaluate("document.fonts.ready.then(() => true)")  # … in its fonts
            assert page.evaluate(CUT_OFF) == [], lesson
    finally:
        context.close()


def test_the_options_are_one_tab_stop_and_arrow_keys_choose(page):
    """A learner's walk found each option a Tab stop of its own (the radios had no name)."""
    open_app(page, "?lesson=first-forty-cards")
    options = page.locator(".ct-options input[type='radio']")
    options.first.wait_for(timeout=15_000)
    page.wait_for_function(
        "[...document.querySelectorAll('.ct-options input')].every("
        "n => n.name.startsWith('ct-options-') && n.name === document.querySelector("
        "'.ct-options input').name)",
        timeout=15_000,
    )
    in_group = "document.activeElement.matches('.ct-options input')"
    options.first.focus()
    page.keyboard.press("Tab")
    assert not page.evaluate(in_group)  # one Tab leaves the group
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(in_group)
    page.keyboard.press("ArrowDown")  # the next option is chosen, and the kernel knows it
    page.wait_for_selector(CHECK, timeout=15_000)
    assert options.evaluate_all("nodes => nodes.map(n => n.checked)") == [False, True, False]


def test_the_move_field_has_a_real_label_and_is_described_by_the_notation_help(page):
    open_app(page, f"?lang=fi&lesson={SAME_RANK}")
    field = page.locator(".ct-typed input")
    field.wait_for(timeout=15_000)
    label = Translator("fi").gettext("Type your play:")
    page.wait_for_function(  # was: an empty <label>, the name taken from the placeholder
        "(label) => [...document.querySelector('.ct-typed input').labels]"
        ".some((node) => node.textContent.trim() === label)",
        arg=label,
        timeout=15_000,
    )
    page.wait_for_function(
        "() => { const id = document.querySelector('.ct-typed input')"
        ".getAttribute('aria-describedby'); return !!id && !!document.getElementById(id); }",
        timeout=15_000,
    )
    described = page.evaluate(
        "document.getElementById(document.querySelector('.ct-typed input')"
        ".getAttribute('aria-describedby')).textContent"
    )
    assert described.strip() == page.inner_text(".ct-typed-help").strip()
    assert "=" in described  # the notation help: letters and suit signs
