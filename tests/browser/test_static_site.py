"""The static site (``cuarenta-tutor site``), built from this checkout and served by a plain
``python -m http.server``, works in Chromium with every request outside the site blocked.

The build downloads from the package registries only at build time, into the cache that
``cuarenta-tutor site`` uses (``CUARENTA_TUTOR_SITE_CACHE`` or ``~/.cache``): a rebuild
downloads nothing.
"""

import base64
import sys

import pytest
from support.servers import block_outside, free_port, start_server, stop_server

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.site.build import PAGE, build_site

LESSON = "captures-match"
SIZE_BUDGET_MIB = 45
"""The whole site, Pyodide included (README: "The static site"); it is about 39 MiB."""


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build_site(tmp_path_factory.mktemp("site") / "_site")


@pytest.fixture(scope="module")
def site_url(site):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    command = [
        sys.executable,
        "-m",
        "http.server",
        "--bind",
        "127.0.0.1",
        "--directory",
        str(site.output),
        str(port),
    ]
    process = start_server(command, f"{base}/index.html")
    yield base
    stop_server(process)


def open_site(page, base, query=""):
    page.goto(f"{base}/{query}")
    page.wait_for_selector(".ct-app .ct-tabs", timeout=120_000)
    page.wait_for_function("document.querySelectorAll('.ct-lesson').length > 0", timeout=30_000)


def test_the_site_is_within_its_size_budget(site):
    assert (site.output / PAGE).is_file()
    assert site.size < SIZE_BUDGET_MIB * 2**20, f"{site.size / 2**20:.1f} MiB"


def test_a_learner_uses_the_site_offline(browser, site_url):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    outside = block_outside(context, site_url)
    missing = []
    page = context.new_page()
    page.on("response", lambda answer: answer.status >= 400 and missing.append(answer.url))
    try:
        open_site(page, site_url, f"?lesson={LESSON}")  # a deep link to a lesson
        page.click(".ct-table button[data-card='5c']")
        page.click(".ct-check")
        page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=30_000)
        assert "Right!" in page.locator(".ct-feedback.ct-fb-correct").inner_text()

        page.select_option(".ct-language select", label="Deutsch")
        following = Translator("de").pgettext("button", "Next")  # solved: the main action is Next
        assert following != "Next"
        page.wait_for_selector(f".ct-next:has-text('{following}')", timeout=30_000)

        page.reload()  # the progress is kept in the browser
        open_site(page, site_url)
        page.wait_for_selector(f".ct-lesson-{LESSON}.ct-done:has-text('★★★')", timeout=30_000)
        href = page.locator(".ct-export-link").get_attribute("href")  # Save my progress
        assert href.startswith("data:application/json;base64,")
        assert LESSON in base64.b64decode(href.split(",", 1)[1]).decode("utf-8")

        open_site(page, site_url, f"?lang=fi&rules=pagat&lesson={LESSON}")
        page.wait_for_selector(".ct-player .ct-title", timeout=30_000)
        assert page.locator(".ct-ruleset select").input_value() == "pagat"
        assert page.locator(".ct-language select").input_value() == "suomi"
        assert "pagat" in page.locator(".ct-player").inner_text()
    finally:
        context.close()
    assert outside == []
    assert missing == []
