"""axe-core on every screen, in every language, at a phone's and a laptop's size.

The screens — course map, a capture lesson, a quiz lesson, a count lesson, the endgame
(and its Take back state, in English), rules, Teacher, Play (a mesa started), Practice —
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

from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.lessons.course import load_courses

CAPTURE, QUIZ, ENDGAME = "captures-match", "first-after-the-seven", "endgame-last-capture"
COUNT = "carton-twenty-two"
LESSONS = {
    lesson.id: lesson for course in load_courses(validate=False) for lesson in course.lessons
}


def check_screen(page, lang: str, screen: str, found: list[str]) -> None:
    """Check one screen at both sizes (screenshots in the English run)."""
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        wait_for_viewport(page, **viewport)
        found += [f"{lang} {screen} {size}: {line}" for line in violations(page)]
        if lang == "en":
            screenshot(page, f"{size}-{screen}", full_page=False)
    page.set_viewport_size(SIZES["laptop"])


def open_tab(page, lang: str, name: str) -> None:
    """Open a tab by its title in ``lang`` (the tabs' order differs for teachers and pupils)."""
    title = Translator(lang).pgettext("tab", name)
    page.locator(".ct-tabs .lm-TabBar-tab", has_text=title).first.click()


def open_lesson(page, lang: str, lesson_id: str) -> None:
    """Open a lesson from the course map and wait until its title is drawn."""
    open_tab(page, lang, "Course")
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
    open_tab(page, lang, "Course")
    page.locator(f".ct-lesson-{QUIZ}").wait_for(timeout=15_000)
    check_screen(page, lang, "course-map", found)
    open_lesson(page, lang, QUIZ)
    check_screen(page, lang, "quiz-lesson", found)
    open_lesson(page, lang, COUNT)
    check_screen(page, lang, "count-lesson", found)
    open_lesson(page, lang, ENDGAME)
    check_screen(page, lang, "endgame", found)
    open_tab(page, lang, "Rules")
    page.wait_for_selector(".ct-rules-page table", timeout=15_000)
    check_screen(page, lang, "rules", found)
    open_tab(page, lang, "Teacher")
    page.wait_for_selector(
        ".ct-teacher-make .widget-label, .ct-teacher-make:not(:empty)", timeout=30_000
    )
    check_screen(page, lang, "teacher", found)
    open_tab(page, lang, "Play")
    page.click(".ct-play-new")
    page.wait_for_selector(".ct-play-hand button.ct-card", timeout=30_000)
    check_screen(page, lang, "play", found)
    open_tab(page, lang, "Practice")
    page.wait_for_selector(".ct-practice-hand button.ct-card", timeout=30_000)
    check_screen(page, lang, "practice", found)
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
