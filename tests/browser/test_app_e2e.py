"""End to end in Chromium against a running ``cuarenta-tutor serve``."""

from conftest import open_app, screenshot
from keyboard import FOCUS_IS, Keyboard

from cuarenta_tutor.i18n import Translator

LESSON = "captures-match"


def feedback(page, kind: str) -> str:
    locator = page.locator(f".ct-feedback.ct-fb-{kind}")
    locator.wait_for(timeout=15_000)
    return locator.inner_text()


def test_solve_a_lesson_by_clicking(page):
    open_app(page, f"?lesson={LESSON}")
    page.click(".ct-table button[data-card='5c']")
    page.click(".ct-check")
    assert "Right!" in feedback(page, "correct")
    screenshot(page, "lesson-solved")
    assert page.outside_requests == []


def test_the_page_loads_only_what_it_needs_without_errors(page):
    errors, scripts = [], []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("request", lambda request: scripts.append(request.url))
    open_app(page, f"?lesson={LESSON}")
    page.click(".ct-table button[data-card='5c']")
    page.click(".ct-check")
    feedback(page, "correct")
    assert errors == []
    extensions = {
        url.split("/labextensions/")[1].split("/static/")[0]
        for url in scripts
        if "/labextensions/" in url
    }
    assert extensions <= {
        "@voila-dashboards/widgets-manager8",
        "anywidget",
        "@jupyter-widgets/jupyterlab-manager",
    }, extensions


def test_a_wrong_answer_is_explained(page):
    open_app(page, f"?lesson={LESSON}")
    page.click(".ct-table button[data-card='2h']")
    page.click(".ct-check")
    text = feedback(page, "illegal")
    assert "not a legal play" in text
    assert "sum" in text


def test_switching_language_translates_the_app(page):
    open_app(page, f"?lesson={LESSON}")
    page.select_option(".ct-language select", label="Deutsch")
    check = Translator("de").pgettext("button", "Check")
    page.wait_for_selector(f".ct-check:has-text('{check}')", timeout=15_000)
    assert check != "Check"


def test_progress_survives_a_reload(page):
    open_app(page, f"?lesson={LESSON}")
    page.click(".ct-table button[data-card='5c']")
    page.click(".ct-check")
    feedback(page, "correct")
    open_app(page)  # the page loaded again, once (a reload then a second load raced)
    page.wait_for_selector(f".ct-lesson-{LESSON}.ct-done:has-text('★★★')", timeout=15_000)
    screenshot(page, "course-map")


def test_a_deep_link_opens_the_lesson_in_language_and_rules(page):
    open_app(page, f"?lang=fi&rules=pagat&lesson={LESSON}")
    page.wait_for_selector(".ct-player .ct-title", timeout=15_000)
    assert page.locator(".ct-ruleset select").input_value() == "pagat"
    assert page.locator(".ct-language select").input_value() == "suomi"  # the option label
    assert "pagat" in page.locator(".ct-player").inner_text()


def test_the_rules_tab_shows_the_ruleset(page):
    open_app(page, "?rules=pagat")
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(5)")
    page.wait_for_selector(".ct-rules-page table", timeout=15_000)
    assert "pagat" in page.locator(".ct-rules-page").inner_text()
    screenshot(page, "rules")


def test_the_course_map_by_keyboard_keeps_focus_through_a_redraw(page):
    open_app(page)
    lesson = page.locator(f".ct-lesson-{LESSON}")
    assert lesson.evaluate("b => b.tagName") == "BUTTON"  # a native button, one Tab stop
    assert page.locator(".ct-continue").is_visible()
    assert page.locator(".ct-course-map .ct-course .ct-title").count() > 1
    keyboard = Keyboard(page)
    keyboard.reach(f".ct-lesson-{LESSON}")
    # a redraw of the whole map (the language changes) leaves focus on the same lesson
    page.evaluate("""() => { const s = document.querySelector('.ct-language select');
      s.value = [...s.options].find(o => o.text === 'Deutsch').value;
      s.dispatchEvent(new Event('change', { bubbles: true })); }""")
    page.wait_for_selector(".ct-continue:has-text('Erste Lektion starten')", timeout=15_000)
    assert page.evaluate(FOCUS_IS, f".ct-lesson-{LESSON}")
    page.keyboard.press("Enter")  # the map hides: focus follows to the lesson, not the page
    page.wait_for_function(
        "() => document.activeElement && !!document.activeElement.closest('.ct-player')",
        timeout=15_000,
    )
    assert keyboard.fell == []


def test_the_maps_notes_are_accessible_text_said_once(page):
    """The notes (stars, "you are here") are the button's words for a screen reader, once: no
    tooltip besides, which Chromium reads as the description and said them twice (walk P3)."""
    open_app(page, f"?lesson={LESSON}")
    page.click(".ct-table button[data-card='5c']")
    page.click(".ct-check")
    feedback(page, "correct")
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(1)")
    done = page.locator(f".ct-lesson-{LESSON}.ct-done.ct-current")
    done.wait_for(timeout=15_000)
    assert done.get_attribute("title") is None
    tree = page.context.new_cdp_session(page).send("Accessibility.getFullAXTree")["nodes"]
    said = [  # Chromium's own words for the button: the name, and a description if any
        " ".join(str(n.get(part, {}).get("value", "")) for part in ("name", "description"))
        for n in tree
        if n.get("role", {}).get("value") == "button"
    ]
    assert [words.count("3 stars") for words in said if "3 stars" in words] == [1]
    assert done.locator(".ct-signs[aria-hidden='true']").text_content() == "★★★ "
    assert page.locator(".ct-lesson .ct-signs:has-text('▶')").count() == 1  # only the next one
    assert done.locator(".ct-visually-hidden").text_content() == " (3 stars · you are here)"
    # "you are here" is a tint and an edge, never the ring that marks focus (walk P3-N3)
    page.locator(".ct-lesson:not(.ct-current)").first.focus()
    assert done.evaluate("e => getComputedStyle(e).outlineStyle") == "none"
    assert done.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(232, 240, 251)"
    label = page.locator(".ct-overall-label").inner_text()
    assert label.startswith("Lessons solved: 1 of ")
    assert page.locator("progress.ct-overall").evaluate("p => p.value") == 1
