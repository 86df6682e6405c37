"""Screens that flow on a phone (390×844, touch) and look the same on a laptop, in Chromium.

- after *Check* the verdict is inside the screen (it was at or below the bottom edge), and
  keyboard focus is not moved by the scrolling;
- the header and the tabs take one compact block: the tabs are one row;
- a newcomer's first screen says what Cuarenta is and starts the first lesson in one click;
- the course map shows one "next" marker and no raw Markdown; the stars are readable;
- the Teacher tab starts with the guide and folds each course's lessons.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import SIZES, settle

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses

pytestmark = pytest.mark.slow

PHONE = {"width": 390, "height": 844}
FIRST = [lesson.id for lesson in load_courses(validate=False)[0].lessons]
IN_VIEW = """(selector) => { const box = document.querySelector(selector);
  const r = box.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, height: window.innerHeight,
           text: box.innerText.trim() }; }"""
HEADER = """() => { const bar = document.querySelector('.ct-tabs > .lm-TabBar');
  const tabs = [...bar.querySelectorAll('.lm-TabBar-tab')];
  return { bottom: bar.getBoundingClientRect().bottom,
           rows: new Set(tabs.map((t) => Math.round(t.getBoundingClientRect().top))).size }; }"""


def phone(page) -> None:
    page.set_viewport_size(PHONE)


@pytest.mark.parametrize("lang", ["es", "fi"])
def test_after_check_the_verdict_is_on_the_phones_screen(page, lang):
    phone(page)
    open_app(page, f"?lang={lang}&lesson=first-empty-table")  # the verdict landed at 819–876
    box = page.evaluate(IN_VIEW, ".ct-feedback-box")
    assert box["top"] > PHONE["height"]  # below the fold before Check: the test can fail
    page.click(".ct-options .widget-radio-box label >> nth=1")  # 1: a wrong answer
    page.click(".ct-check")
    page.locator(".ct-feedback.ct-fb-wrong").wait_for(timeout=15_000)
    page.wait_for_timeout(300)
    box = page.evaluate(IN_VIEW, ".ct-feedback-box")
    assert box["text"]
    assert box["top"] >= 0, box
    assert box["bottom"] <= box["height"], box


def test_the_scroll_to_the_verdict_leaves_keyboard_focus_alone(page):
    phone(page)
    open_app(page, "?lang=en&lesson=first-empty-table")
    page.focus(".ct-options input >> nth=0")
    page.keyboard.press("Space")  # choose 0 (the answer: an empty table takes nothing) by keyboard
    page.wait_for_selector(".ct-check:not(:disabled)", timeout=15_000)  # the kernel has it
    for _ in range(3):  # Tab to Check
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.classList.contains('ct-check')"):
            break
    page.keyboard.press("Enter")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    page.wait_for_timeout(300)
    box = page.evaluate(IN_VIEW, ".ct-feedback-box")
    assert box["top"] >= 0, box
    assert box["bottom"] <= box["height"], box
    # focus is where the app puts it after Check (its main button, now Next), not on the box
    assert page.evaluate("document.activeElement.classList.contains('ct-main')")


@pytest.mark.parametrize("lang", ["es", "fi", "nl"])
def test_the_header_and_one_row_of_tabs_fit_in_a_fifth_of_the_phone(page, lang):
    phone(page)
    open_app(page, f"?lang={lang}")
    header = page.evaluate(HEADER)
    assert header["rows"] == 1
    assert header["bottom"] <= 200, header  # was 217 (es) and 265 (fi) with two rows of tabs


def test_a_newcomer_is_told_what_cuarenta_is_and_starts_in_one_click(page):
    phone(page)
    open_app(page, "?lang=es")
    tr = Translator("es")
    welcome = page.locator(".ct-welcome")
    assert welcome.is_visible()
    assert tr.gettext("Cuarenta, Ecuador's card game") in welcome.inner_text()
    start = welcome.locator(".ct-continue")
    assert start.inner_text() == tr.pgettext("button", "Start the first lesson")
    assert start.bounding_box()["y"] + start.bounding_box()["height"] <= PHONE["height"]
    start.click()
    title = load_courses(validate=False)[0].lessons[0].text("es")[0].title
    page.locator(".ct-player .ct-title", has_text=title).wait_for(timeout=15_000)
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(1)")
    page.locator(".ct-map-top .ct-continue").wait_for(timeout=15_000)  # back in its place
    assert not page.locator(".ct-welcome").is_visible()  # a lesson opened: no more greeting


def test_the_map_has_one_next_marker_no_raw_markdown_and_readable_stars(page):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, f"?lang=nl&lesson={FIRST[4]}")  # lesson 5 open: the old map marked 5 and 6
    page.locator(".ct-player .ct-title").wait_for(timeout=15_000)
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(1)")
    page.locator(".ct-course-map").wait_for(timeout=15_000)
    signs = page.locator(".ct-lesson .ct-signs").all_inner_texts()
    assert sum("▶" in sign for sign in signs) == 1, signs
    regional = page.locator(".ct-course-summary").all_inner_texts()
    assert regional
    assert not [text for text in regional if "*" in text]
    colour = page.evaluate("getComputedStyle(document.querySelector('.ct-stars')).color")
    assert colour == "rgb(138, 83, 0)"  # 6.3:1 on white (was 4.24:1)


def test_the_teacher_tab_starts_with_the_guide_and_folds_the_courses(page):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, "?lang=nl")
    page.click(".ct-tabs .lm-TabBar-tab:has-text('Docent')")
    page.wait_for_selector(".ct-teacher-course .ct-disclosure", timeout=15_000)
    guide = page.locator(".ct-guide summary").bounding_box()
    first_course = page.locator(".ct-teacher-course").first.bounding_box()
    assert guide["y"] < first_course["y"]
    make = page.locator(".ct-teacher-make").bounding_box()
    assert make["y"] < 1500, make  # was about 3000 px down, after 80 checkbox rows
    assert page.locator(".ct-choose-lesson:visible").count() == 0
    page.check(".ct-choose-02-captures input")  # the whole course …
    page.click(".ct-unfold-02-captures button")
    lessons = page.locator(".ct-choose-lessons-02-captures .ct-choose-lesson input")
    lessons.first.wait_for(timeout=15_000)
    assert all(box.is_checked() for box in lessons.all())  # … ticks each of its lessons
    assert page.get_attribute(".ct-unfold-02-captures button", "aria-expanded") == "true"


def on_screen(page, selector: str) -> dict:
    """Return where the first shown ``selector`` is, and whether it is wholly on the screen."""
    return page.evaluate(
        """(selector) => {
      const node = [...document.querySelectorAll(selector)].find((n) => n.offsetParent !== null);
      const r = node.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, inside: r.top >= 0 && r.bottom <= innerHeight }; }""",
        selector,
    )


@pytest.mark.parametrize("lang", ["es", "de"])
def test_practice_opens_with_the_hand_and_check_on_the_phones_screen(page, lang):
    phone(page)
    open_app(page, f"?lang={lang}")
    practice = Translator(lang).pgettext("tab", "Practice")
    page.click(f".ct-tabs .lm-TabBar-tab:has-text('{practice}')")
    page.locator(".ct-practice .ct-practice-hand button.ct-card").first.wait_for(timeout=30_000)
    page.wait_for_function(
        """() => { const b = document.querySelector('.ct-practice-check').getBoundingClientRect();
          return b.top >= 0 && b.bottom <= innerHeight; }""",
        timeout=10_000,
    )
    assert on_screen(page, ".ct-practice .ct-practice-check")["inside"]
    assert on_screen(page, ".ct-practice .ct-practice-hand button.ct-card")["inside"]


@pytest.mark.parametrize("lang", ["de", "fi"])
def test_a_practice_link_opens_with_the_puzzle_whole_on_the_phones_screen(page, lang):
    """Opened by a pupil's link: the puzzle (its title and task first) comes before the modes,
    and its table, hand and Check are on the first screen, or the page brings Check in."""
    phone(page)
    open_app(page, f"?lang={lang}&practice=mixed")
    page.locator(".ct-practice .ct-practice-hand button.ct-card").first.wait_for(timeout=30_000)
    page.wait_for_function(
        """() => { const b = document.querySelector('.ct-practice-check').getBoundingClientRect();
          return b.top >= 0 && b.bottom <= innerHeight; }""",
        timeout=20_000,
    )
    settle(page)
    for part in (".ct-practice-table", ".ct-practice-hand button.ct-card", ".ct-practice-check"):
        assert on_screen(page, f".ct-practice {part}")["inside"], part
    order = page.evaluate("""() => ['.ct-puzzle-title', '.ct-practice-status', '.ct-practice-modes']
      .map((s) => document.querySelector('.ct-practice ' + s).getBoundingClientRect().top)""")
    assert order == sorted(order), order  # the puzzle, then the rating, then the modes
    title = page.locator(".ct-puzzle-title .ct-title")
    assert title.get_attribute("data-puzzle") not in title.inner_text()  # no bank id to read


def test_after_a_hint_on_a_phone_the_play_button_is_still_on_the_screen(page):
    """The walk's P1-N4: the hint's words, drawn above the table, pushed Jugar to y 868–912.

    A seeded deal whose first hint is a card of the hand (a random deal's may be the ronda).
    """
    phone(page)
    open_app(page, "?lang=es&seed=a")
    page.click(".ct-tabs .lm-TabBar-tab:has-text('Jugar')")
    page.click(".ct-play-new")
    page.locator(".ct-play-hand button.ct-card").first.wait_for(timeout=30_000)
    page.click(".ct-play-hint")
    page.locator(".ct-play-hand button.ct-card.ct-best").first.wait_for(
        state="attached", timeout=15_000
    )
    page.wait_for_function(
        """() => { const b = document.querySelector('.ct-play-play').getBoundingClientRect();
          return b.top >= 0 && b.bottom <= innerHeight + 1; }""",
        timeout=10_000,
    )


def test_plays_hand_and_play_button_are_on_the_phones_screen_once_a_mesa_starts(page):
    phone(page)
    open_app(page, "?lang=es")
    page.click(".ct-tabs .lm-TabBar-tab:has-text('Jugar')")
    page.click(".ct-play-new")
    page.locator(".ct-play-hand button.ct-card").first.wait_for(timeout=30_000)
    page.wait_for_function(
        """() => { const b = document.querySelector('.ct-play-play').getBoundingClientRect();
          return b.top >= 0 && b.bottom <= innerHeight; }""",
        timeout=10_000,
    )
    assert on_screen(page, ".ct-play-hand button.ct-card")["inside"]  # was at y 983–1079
    assert on_screen(page, ".ct-play-play")["inside"]  # was at y 1095–1139


def saved_file(page) -> tuple[str, dict]:
    """Click Save at once (no Tab, no Enter before it); return the file's name and content."""
    import json

    with page.expect_download(timeout=30_000) as waiting:
        page.click(".ct-save-progress")
    download = waiting.value
    with open(download.path(), encoding="utf-8") as file:
        return download.suggested_filename, json.load(file)


def test_the_saved_file_names_the_pupil_typed_just_before_the_click(page):
    phone(page)
    open_app(page, "?lang=nl")
    field = page.locator(".ct-learner-field")
    field.scroll_into_view_if_needed()
    field.type("Sanne de Vries")
    name, saved = saved_file(page)  # the old field sent its text only when it lost focus
    assert name == "cuarenta-progress-Sanne-de-Vries.json"
    assert saved["learner"] == "Sanne de Vries"
    field.fill("")
    field.type("Pieter Jansen")  # the next pupil at the same computer
    name, saved = saved_file(page)
    assert name == "cuarenta-progress-Pieter-Jansen.json"
    assert saved["learner"] == "Pieter Jansen"
    page.reload()  # and the name is kept for the next visit
    page.wait_for_selector(".ct-learner-field", timeout=60_000)
    page.wait_for_function(
        "document.querySelector('.ct-learner-field').value === 'Pieter Jansen'", timeout=30_000
    )


def test_a_four_player_hand_is_whole_on_a_laptop_once_the_mesa_starts(page):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, "?lang=de")
    page.click(".ct-tabs .lm-TabBar-tab:has-text('Spielen')")
    page.select_option(".ct-play-players select", label="4")
    page.click(".ct-play-new")
    page.locator(".ct-play-hand button.ct-card").first.wait_for(timeout=30_000)
    page.wait_for_function(
        """() => { const b = document.querySelector('.ct-play-play').getBoundingClientRect();
          return b.top >= 0 && b.bottom <= innerHeight; }""",
        timeout=10_000,
    )
    assert on_screen(page, ".ct-play-hand")["inside"]  # the walk found it cut at the bottom
    # the score bars of both sides start and end alike: their 30 and 38 marks line up
    bars = page.locator(".ct-scores .ct-bar").all()
    edges = {(round(bar.bounding_box()["x"]), round(bar.bounding_box()["width"])) for bar in bars}
    assert len(bars) == 2
    assert len(edges) == 1, edges


@pytest.mark.parametrize(
    ("size", "query"),
    [
        (
            "laptop",
            "?lang=de&lesson=endgame-limpia-then-caida",
        ),  # the walk's P2-N3: Spielen at y 858
        ("phone", "?lang=es&lesson=endgame-limpia-then-caida"),
    ],
)
def test_a_lesson_opened_by_its_link_shows_its_main_button(page, size, query):
    page.set_viewport_size(SIZES[size])
    open_app(page, query)
    page.locator(".ct-player .ct-main").first.wait_for(timeout=30_000)
    page.wait_for_function(
        """() => { const b = [...document.querySelectorAll('.ct-player .ct-main')]
            .find((n) => n.offsetParent !== null).getBoundingClientRect();
          return b.top >= 0 && b.bottom <= innerHeight + 1; }""",
        timeout=20_000,
    )  # ± a subpixel
    settle(page)
    button = on_screen(page, ".ct-player .ct-main")
    assert button["top"] >= 0
    assert button["bottom"] <= SIZES[size]["height"] + 1
