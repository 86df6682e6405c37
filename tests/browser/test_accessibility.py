"""axe-core on every screen, in every language, at a phone's and a laptop's size.

The screens — course map, a capture lesson, a quiz lesson, a count lesson, the endgame
(and its Take back state, in English), rules, Teacher —
are reached in one page per language (deep link, then the app's own tabs and buttons), and
each is checked at 390×844 and 1280×800: no violation of a WCAG 2.0/2.1/2.2 A or AA rule,
nor of axe's ``region`` rule (all content inside landmarks). axe-core's script comes from
the PyPI package ``axe-playwright-python``, injected from disk: no CDN.

The English run also takes the README's screenshots (docs/screenshots/phone-*.png and
laptop-*.png).
"""

from __future__ import annotations

import pytest
from conftest import open_app, screenshot
from helpers import SIZES, violations, wait_for_viewport

from cuarenta_tutor.i18n import LANGUAGES
from cuarenta_tutor.lessons.course import load_courses

CAPTURE, QUIZ, ENDGAME = "captures-match", "first-after-the-seven", "endgame-last-capture"
COUNT = "carton-twenty-two"
LESSONS = {lesson.id: lesson for course in load_courses(validate=False) for lesson in course.lessons}


def check_screen(page, lang: str, screen: str, found: list[str]) -> None:
    """Check one screen at both sizes (screenshots in the English run)."""
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        wait_for_viewport(page, **viewport)
        found += [f"{lang} {screen} {size}: {line}" for line in violations(page)]
        if lang == "en":
            screenshot(page, f"{size}-{screen}", full_page=False)
    page.set_viewport_size(SIZES["laptop"])


def open_lesson(page, lang: str, lesson_id: str) -> None:
    """Open a lesson from the course map and wait until its title is drawn."""
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(1)")
    page.click(f".ct-lesson-{lesson_id}")
    title = LESSONS[lesson_id].text(lang)[0].title
    page.locator(".ct-player .ct-title", has_text=title).wait_for(timeout=15_000)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_screen_passes_axe_at_phone_and_laptop_size(page, lang):
    page.set_viewport_size(SIZES["laptop"])
    open_app(page, f"?lang={lang}&lesson={CAPTURE}")
    page.locator(".ct-player .ct-title").wait_for(timeout=15_000)
    found: list[str] = []
    check_screen(page, lang, "capture-lesson", found)
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(1)")
    page.locator(f".ct-lesson-{QUIZ}").wait_for(timeout=15_000)
    check_screen(page, lang, "course-map", found)
    open_lesson(page, lang, QUIZ)
    check_screen(page, lang, "quiz-lesson", found)
    open_lesson(page, lang, COUNT)
    check_screen(page, lang, "count-lesson", found)
    open_lesson(page, lang, ENDGAME)
    check_screen(page, lang, "endgame", found)
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(3)")
    page.wait_for_selector(".ct-rules-page table", timeout=15_000)
    check_screen(page, lang, "rules", found)
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(4)")
    page.wait_for_selector(".ct-teacher-make .widget-label, .ct-teacher-make:not(:empty)",
                           timeout=30_000)
    check_screen(page, lang, "teacher", found)
    assert found == [], "\n".join(found)
    assert page.outside_requests == []


def test_the_take_back_state_passes_axe(page):
    """The endgame after a losing move: the Take back button's colours (were 2.7:1)."""
    open_app(page, "?lang=en&lesson=endgame-limpia-then-caida")
    page.locator(".ct-typed input").fill("5s x 5c")
    page.locator(".ct-typed input").press("Enter")
    page.locator(".ct-take-back").wait_for(timeout=30_000)
    found: list[str] = []
    check_screen(page, "en", "endgame-take-back", found)
    assert found == [], "\n".join(found)
