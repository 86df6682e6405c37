"""Unreadable progress in Chromium: kept aside in the browser, a notice in the learner's language.

Bad progress is put in ``localStorage`` before the page loads (as a damaged or hostile
earlier visit would leave it), or chosen as a file with the real file input.
"""

import json
from pathlib import Path

import pytest
from conftest import open_app

from cuarenta_tutor.i18n import Translator

LESSON = "captures-match"
KEY = "cuarenta-tutor-progress"
HOSTILE = Path(__file__).parents[1] / "tutor" / "hostile-progress"
SET_ASIDE = (
    "Your saved progress could not be read ({reason}). It has been kept in this "
    "browser's storage as “{key}”, and you start afresh."
)
REFUSED = "That file cannot be loaded ({reason}); nothing was changed."


def seed(page, text: str) -> None:
    """Leave ``text`` as the stored progress before the app loads (once per test)."""
    page.context.add_init_script(
        f"window.__bad = {text};\n"
        "if (!sessionStorage.getItem('seeded')) {\n"
        f"  localStorage.setItem({json.dumps(KEY)}, window.__bad);\n"
        "  sessionStorage.setItem('seeded', '1');\n"
        "}"
    )


def notice(page, expected: str) -> str:
    """Wait until the notice shows ``expected`` and return the notice's text."""
    page.wait_for_function(
        "text => (document.querySelector('.ct-notice')?.innerText || '').includes(text)",
        arg=expected,
        timeout=30_000,
    )
    return page.locator(".ct-notice").inner_text()


def solve(page) -> None:
    """A later action: solve the lesson; the app must still answer and save."""
    page.click(".ct-table button[data-card='5c']")
    page.click(".ct-check")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=15_000)
    page.wait_for_function(
        "([key, lesson]) => (JSON.parse(localStorage.getItem(key) || '{}').lessons || {})"
        "[lesson]?.solved === true",
        arg=[KEY, LESSON],
        timeout=15_000,
    )
    assert page.locator(".ct-error").count() == 0


@pytest.mark.parametrize(
    ("lang", "stored"),
    [
        # 1e999 once ended in a traceback and the next action overwrote the stored progress
        ("de", json.dumps((HOSTILE / "attempts-1e999.json").read_text(encoding="utf-8"))),
        # a lone surrogate in the name (a JavaScript string may hold one) broke every action
        (
            "es",
            '\'{"format": "cuarenta-tutor-progress", "version": 1, "learner": "Ana \\uDCFF", '
            '"lessons": {}}\'',
        ),
    ],
)
def test_unreadable_stored_progress_is_set_aside_at_start_up(page, lang, stored):
    seed(page, stored)
    open_app(page, f"?lang={lang}&lesson={LESSON}")
    tr = Translator(lang)
    assert tr.gettext(SET_ASIDE) != SET_ASIDE
    head = tr.gettext(SET_ASIDE).split("{key}")[0]
    text = notice(page, head.format(reason=tr.gettext("the progress data is damaged")))
    kept = f"{KEY}:unreadable:"
    aside = page.evaluate(
        "prefix => Object.keys(localStorage).filter(k => k.startsWith(prefix))", kept
    )
    assert len(aside) == 1
    assert aside[0] in text  # the learner is told where it is kept
    assert page.evaluate("k => localStorage.getItem(k) === window.__bad", aside[0])
    assert page.evaluate("k => localStorage.getItem(k)", KEY) is None  # moved, not copied
    solve(page)
    assert page.evaluate("k => localStorage.getItem(k) === window.__bad", aside[0])  # still kept


def test_bad_progress_files_are_refused_in_the_learners_language(page, tmp_path):
    open_app(page, f"?lang=es&lesson={LESSON}")
    solve(page)
    saved = page.evaluate("k => localStorage.getItem(k)", KEY)
    tr = Translator("es")
    damaged = tr.gettext(REFUSED).format(reason=tr.gettext("the progress data is damaged"))
    huge = tmp_path / "video.json"
    with huge.open("wb") as file:
        file.truncate(60_000_000)  # 60 MB (sparse): the browser must not read it
    too_large = tr.gettext(REFUSED).format(
        reason=tr.gettext("it is larger than {size} MB").format(size="1")
    )
    for name in ("attempts-1e999.json", "lone-surrogate.json", "deep-nesting.json"):
        page.set_input_files(".ct-import-input", str(HOSTILE / name))
        notice(page, damaged)
        page.set_input_files(".ct-import-input", str(huge))  # another notice between the two
        notice(page, too_large)
    assert page.evaluate("k => localStorage.getItem(k)", KEY) == saved  # nothing was changed
    assert page.locator(".ct-error").count() == 0
    page.click(".ct-retry")
    solve(page)
