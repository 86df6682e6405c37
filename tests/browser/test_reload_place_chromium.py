"""A reload comes back to the same place: the page's address follows the learner.

In Chromium against ``cuarenta-tutor serve``: open the course map, open a lesson from it,
switch to German and to the pagat rules, then reload (the browser's own reload): the same
lesson is open, in German, under pagat. Back on the course map, a reload shows the map. The
address changes in place: the history gains no entry (Back still leaves the tutor).
"""

from urllib.parse import parse_qs, urlparse

from conftest import open_app

from cuarenta_tutor.i18n import Translator

LESSON = "captures-match"
CURRENT_TAB = ".ct-tabs .lm-TabBar-tab.lm-mod-current"


def address(page) -> dict[str, str]:
    return {key: values[-1] for key, values in parse_qs(urlparse(page.url).query).items()}


def test_a_reload_comes_back_to_the_lesson_the_language_and_the_rules(page):
    open_app(page, "?lang=en")
    length = page.evaluate("history.length")
    page.click(f".ct-lesson-{LESSON}")
    page.wait_for_selector(".ct-player .ct-check", timeout=15_000)
    page.select_option(".ct-language select", label="Deutsch")
    de = Translator("de")
    check = de.pgettext("button", "Check")
    page.wait_for_selector(f".ct-check:has-text('{check}')", timeout=15_000)
    page.select_option(".ct-ruleset select", "pagat")
    page.wait_for_function("location.search.includes('rules=pagat')", timeout=15_000)
    assert address(page) == {"lang": "de", "rules": "pagat", "lesson": LESSON}

    page.reload()
    page.wait_for_selector(f".ct-player .ct-check:has-text('{check}')", timeout=60_000)
    assert page.evaluate("document.documentElement.lang") == "de"
    assert page.locator(".ct-ruleset select").input_value() == "pagat"
    assert page.locator(CURRENT_TAB).inner_text() == de.pgettext("tab", "Lesson")
    assert "pagat" in page.locator(".ct-player").inner_text()

    page.click(".ct-tabs .lm-TabBar-tab:nth-child(1)")  # the course map
    page.wait_for_function("!location.search.includes('lesson=')", timeout=15_000)
    assert address(page) == {"lang": "de", "rules": "pagat"}
    page.reload()
    page.wait_for_selector(f".ct-lesson-{LESSON}", timeout=60_000)
    assert page.locator(CURRENT_TAB).inner_text() == de.pgettext("tab", "Course")
    assert page.evaluate("history.length") == length
    assert page.outside_requests == []
