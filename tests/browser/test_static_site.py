"""The static site (``cuarenta-tutor site``), built from this checkout and served by a plain
``python -m http.server``, works in Chromium with every request outside the site blocked.

The build downloads from the package registries only at build time, into the cache that
``cuarenta-tutor site`` uses (``CUARENTA_TUTOR_SITE_CACHE`` or ``~/.cache``): a rebuild
downloads nothing.
"""

import hashlib
import json
import re
import sys
import zipfile
from pathlib import Path

import pytest
from helpers import axe_at_sizes
from learner import (
    HAND,
    check,
    click_play,
    next_card_puzzle,
    play_first_card,
    shown_puzzle,
    wait_for_turn,
)
from support.courses import set_size
from support.servers import block_outside, free_port, start_server, stop_server

from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.i18n.glossary import glossary
from cuarenta_tutor.lessons import prebuilt
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.site.build import PAGE
from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.assets import STATIC

LESSON = "captures-match"
TABS = ("Course", "Lesson", "Practice", "Play", "Rules")
SIZE_BUDGET_MIB = 40
"""The whole site on disk, Pyodide included, pre-compressed copies aside: about 39.4 MiB
(40.06 MiB on 5 December, once the code had grown: leaving out the modules only the command
line and the server import brought it back under).
Its archives are stored uncompressed inside, so that brotli compresses each as a whole (what
a browser downloads fell, what the disk holds rose to 43 MiB); leaving out of them what the
page cannot import (:mod:`cuarenta_tutor.site.slim`) brought it back within 40 MiB; at
40.07 MiB, later that day, the wheels' long descriptions went too (39.96 MiB); at 40.03 MiB on
6 December the tutor's bytecode left its docstrings out (:mod:`cuarenta_tutor.site.docstrings`,
about 0.33 MiB)."""
DOWNLOAD_BUDGET_MIB = 12
"""Every file of the site as its brotli copy (about 11.2 MiB): more than a visit downloads,
since it counts the JavaScript of paths the page may never take. What a first visit moves
is measured, and held to 12 MiB, by ``test_site_app_chromium.py``."""


@pytest.fixture(scope="module")
def site(built_site):
    return built_site


@pytest.fixture(scope="module")
def site_url(site):
    """Serve the site with ``python -m http.server``, one server for every test of the module.

    (Its access log once went to a pipe nobody read: after about 600 requests the server
    blocked on a log line and the next page waited for ever — webpack's "Loading chunk …
    failed". ``start_server`` now writes the output to a file.)
    """
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


@pytest.fixture
def site_page(browser, site_url):
    """A fresh browser context (empty storage) on the site, every outside request blocked.

    On leaving, no request went outside the site and none failed.
    """
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    outside = block_outside(context, site_url)
    missing = []
    page = context.new_page()
    page.on("response", lambda answer: answer.status >= 400 and missing.append(answer.url))
    page.base = site_url
    yield page
    context.close()
    assert outside == []
    assert missing == []


def open_site(page, query=""):
    page.goto(f"{page.base}/{query}", wait_until="commit")  # the app's wait is below
    page.wait_for_selector(".ct-app .ct-tabs", timeout=120_000)
    page.wait_for_function("document.querySelectorAll('.ct-lesson').length > 0", timeout=30_000)


def tab_titles(page) -> list[str]:
    return page.locator(".ct-tabs .lm-TabBar-tab").all_inner_texts()


def test_the_site_is_within_its_size_budget(site):
    assert (site.output / PAGE).is_file()
    assert site.size < SIZE_BUDGET_MIB * 2**20, f"{site.size / 2**20:.1f} MiB"
    assert site.brotli < DOWNLOAD_BUDGET_MIB * 2**20, f"{site.brotli / 2**20:.1f} MiB"


def test_every_wheel_is_in_pyodides_lock_as_bytecode(site):
    pyodide = site.output / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    laid = sorted(path.name for path in pyodide.glob("*.whl"))
    assert sorted(entry["file_name"] for entry in lock.values()) == laid
    for entry in lock.values():  # Pyodide refuses a wheel whose checksum differs
        data = (pyodide / entry["file_name"]).read_bytes()
        assert hashlib.sha256(data).hexdigest() == entry["sha256"]
    (tutor,) = pyodide.glob("cuarenta_tutor-*.whl")
    with zipfile.ZipFile(tutor) as archive:
        names = archive.namelist()
    assert "cuarenta_tutor/ui/app.pyc" in names
    assert not [name for name in names if name.endswith(".py")]  # compiled at build time
    with zipfile.ZipFile(pyodide / "python_stdlib.zip") as archive:
        names = archive.namelist()
        decoder = archive.read("json/decoder.pyc")
    assert {"pydoc.pyc", "encodings/__init__.pyc", "urllib/request.pyc"} <= set(names)
    assert not [name for name in names if name.endswith(".py")]  # the stdlib too
    assert b"/lib/python313.zip/json/decoder.py" in decoder  # tracebacks name the page's file
    assert b"/sources/" not in decoder  # not the build's
    assert "parso" not in lock  # jedi's only user
    with zipfile.ZipFile(pyodide / lock["jedi"]["file_name"]) as archive:
        assert [name for name in archive.namelist() if "dist-info" not in name] == [
            "jedi/__init__.pyc"  # a stub: IPython starts without it
        ]
    config = (site.output / PAGE).read_text(encoding="utf-8")
    assert '"loadPyodideOptions": {"packages": [' in config  # the kernel loads them all
    assert "piplite.install" not in config


def test_the_archives_leave_out_what_the_page_cannot_import(site):
    """Test suites, widget front ends, servers, the tutor's command line are not shipped;
    what the page imports is (every visit below loads them: no 404, no missing module)."""
    pyodide = site.output / "static" / "pyodide"
    shipped = {}
    for archive in [*pyodide.glob("*.whl"), pyodide / "python_stdlib.zip"]:
        with zipfile.ZipFile(archive) as opened:
            shipped[archive.name.split("-")[0]] = set(opened.namelist())
    everything = set().union(*shipped.values())
    assert not [name for name in everything if "/tests/" in name or "labextension" in name]
    assert not [name for name in everything if ".data/data/" in name]
    assert not [name for name in shipped["cuarenta_tutor"] if name.startswith(
        ("cuarenta_tutor/cli/", "cuarenta_tutor/server/", "cuarenta_tutor/site/",
         "cuarenta_tutor/documents/", "cuarenta_tutor/classroom/store")
    )]  # fmt: skip
    assert "cuarenta_tutor/classroom/pupil_link.pyc" in shipped["cuarenta_tutor"]
    assert "cuarenta_tutor/ui/page_query.pyc" in shipped["cuarenta_tutor"]
    stdlib = shipped["python_stdlib.zip"]
    assert not [name for name in stdlib if name.startswith(("multiprocessing/", "xmlrpc/"))]
    assert {"encodings/utf_8.pyc", "encodings/cp437.pyc", "asyncio/__init__.pyc"} <= stdlib
    assert "encodings/big5.pyc" not in stdlib
    assert "babel/numbers.pyc" in shipped["babel"]
    assert not [name for name in shipped["babel"] if name.startswith("babel/messages/")]


def test_the_tutor_wheel_ships_its_course_read_at_build_time(site, tmp_path):
    """The page loads the course from the wheel's pickle: its digest fits the wheel's files."""
    (tutor,) = (site.output / "static" / "pyodide").glob("cuarenta_tutor-*.whl")
    with zipfile.ZipFile(tutor) as archive:
        archive.extractall(tmp_path)
    course = tmp_path / "cuarenta_tutor" / "course"
    courses = prebuilt.read_courses(course, tmp_path / prebuilt.WHEEL_PATH)
    assert courses is not None
    assert courses == load_courses(course, validate=False)


def test_the_site_ships_the_front_ends_files(site):
    """The widgets' JavaScript and the stylesheet are files of the tutor's wheel, unchanged."""
    (tutor,) = (site.output / "static" / "pyodide").glob("cuarenta_tutor-*.whl")
    with zipfile.ZipFile(tutor) as archive:
        shipped = {
            name.rsplit("/", 1)[-1]: archive.read(name)
            for name in archive.namelist()
            if name.startswith("cuarenta_tutor/ui/static/")
        }
    assert shipped == {path.name: path.read_bytes() for path in STATIC.iterdir()}
    assert "tutor.css" in shipped
    assert "card_row.js" in shipped


def test_a_learner_uses_the_site_offline(site_page, tmp_path):
    page = site_page
    open_site(page, f"?lesson={LESSON}")  # a deep link to a lesson
    page.click(".ct-table button[data-card='5c']")
    page.click(".ct-check")
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=30_000)
    assert "Right!" in page.locator(".ct-feedback.ct-fb-correct").inner_text()

    page.select_option(".ct-language select", label="Deutsch")
    following = Translator("de").pgettext("button", "Next")  # solved: the main action is Next
    assert following != "Next"
    page.wait_for_selector(f".ct-next:has-text('{following}')", timeout=30_000)

    page.reload()  # the address followed the learner: the same lesson, still in German …
    check = Translator("de").pgettext("button", "Check")
    page.wait_for_selector(f".ct-player .ct-check:has-text('{check}')", timeout=120_000)
    assert page.evaluate("document.documentElement.lang") == "de"
    open_site(page)  # … and the progress is kept in the browser
    page.wait_for_selector(f".ct-lesson-{LESSON}.ct-done:has-text('★★★')", timeout=30_000)
    page.locator(".ct-learner-field").fill("Ana")
    with page.expect_download(timeout=60_000) as waiting:  # Save my progress, in the page's kernel
        page.click(".ct-save-progress")
    assert waiting.value.suggested_filename == "cuarenta-progress-Ana.json"
    saved = Path(waiting.value.path()).read_bytes()
    assert LESSON in saved.decode("utf-8")

    open_site(page, f"?lang=fi&rules=pagat&lesson={LESSON}")
    page.wait_for_selector(".ct-player .ct-title", timeout=30_000)
    assert page.locator(".ct-ruleset select").input_value() == "pagat"
    assert page.locator(".ct-language select").input_value() == "suomi"
    assert "pagat" in page.locator(".ct-player").inner_text()

    page.evaluate("localStorage.clear()")  # another browser: no progress …
    open_site(page)
    assert page.locator(f".ct-lesson-{LESSON}.ct-done").count() == 0
    exported = tmp_path / "progress.json"
    exported.write_bytes(saved)
    page.set_input_files(".ct-import-input", str(exported))  # … until the file is loaded
    page.wait_for_selector(f".ct-lesson-{LESSON}.ct-done:has-text('★★★')", timeout=30_000)


def test_next_opens_a_quiz_with_nothing_chosen_and_the_address_follows(site_page):
    """A learner's walk of the site found both: after *Next* the new quiz showed its first
    option ticked while the kernel had none (Check stayed disabled, clicking the option did
    nothing), and the address kept the lesson just solved, so a reload went back to it."""
    page = site_page
    first = "first-forty-cards"
    order = TutorApp(query=f"?lesson={first}").session.order
    following = order[order.index(first) + 1]
    answer = TutorApp(query=f"?lesson={following}").session.solution.correct
    (key,) = answer
    ticked = "() => [...document.querySelectorAll('.ct-options input')].map((i) => i.checked)"
    open_site(page, f"?lesson={first}&lang=en")
    page.locator(".ct-options label:has-text('40') input").check()
    page.locator(".ct-check:not([disabled])").click()
    page.locator(".ct-next").click()
    page.wait_for_function(
        "document.querySelectorAll('.ct-options input').length > 0"
        " && ![...document.querySelectorAll('.ct-options label')].some("
        "(l) => l.innerText.trim() === '40')",
        timeout=30_000,
    )
    # the kernel's last message for the new lesson: the page's address names it
    page.wait_for_function(
        "(id) => location.search.includes('lesson=' + id)", arg=following, timeout=30_000
    )
    assert page.evaluate(ticked) == [False, False, False]  # nothing chosen …
    assert "mod-success" not in page.locator(".ct-check").get_attribute(
        "class"
    )  # … and Check waits for a choice
    assert f"lesson={following}" in page.url
    page.locator(f".ct-options label:has-text('{key.upper()}') input").check()
    page.locator(".ct-check:not([disabled])").click()
    page.locator(".ct-feedback.ct-fb-correct").wait_for(timeout=30_000)
    page.reload()
    page.wait_for_selector(".ct-options input", timeout=120_000)
    labels = page.locator(".ct-options label").all_inner_texts()
    assert key.upper() in [label.strip() for label in labels]  # the same lesson again


def test_axe_finds_nothing_in_the_site_at_both_sizes(site_page):
    """The site's page is Voici's, not our Voilà template: the app gives its own landmark."""
    page = site_page
    open_site(page, f"?lesson={LESSON}")
    page.wait_for_selector(".ct-player .ct-check", timeout=30_000)
    found = axe_at_sizes(page, "lesson", ("laptop", "phone"))
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(1)")
    page.wait_for_selector(f".ct-lesson-{LESSON}", timeout=30_000)
    found += axe_at_sizes(page, "map", ("laptop", "phone"))
    assert found == [], "\n".join(found)


def test_practice_and_play_work_in_the_site(site_page):
    page = site_page
    open_site(page, "?practice=best-capture&rules=quito&class=ABCDEF")
    assert "Classes need the tutor on a server" in page.locator(".ct-class").inner_text()
    puzzle = next_card_puzzle(page, shown_puzzle(page))
    click_play(page, puzzle.answers[0])  # the engine's best play: solved
    check(page, "correct")

    page.locator(".ct-tabs .lm-TabBar-tab", has_text=re.compile(r"^Play$")).click()
    page.click(".ct-play-new")
    page.wait_for_selector(HAND, timeout=30_000)
    wait_for_turn(page)
    coach = play_first_card(page)  # a card against the engine, judged by the coach
    assert re.match(r"(Best|Good|Inaccuracy|Mistake|Blunder)", coach), coach
    wait_for_turn(page)  # the engine has answered


def test_a_set_link_in_all_seven_languages(site_page):
    page = site_page
    open_site(page, "?set=captures-match,03-the-run&lang=en&rules=pagat")
    # the set's lessons only
    assert page.locator(".ct-lesson").count() == set_size("captures-match,03-the-run")
    assert tab_titles(page) == list(TABS)  # a pupil's link: no Teacher tab
    seen = {}
    for lang in (*LANGUAGES[1:], LANGUAGES[0]):  # English last: every step changes the titles
        title = Translator(lang).pgettext("tab", "Course")
        page.select_option(".ct-language select", label=glossary(lang).name)
        page.wait_for_function(
            "title => document.querySelector('.ct-tabs .lm-TabBar-tab')?.innerText === title",
            arg=title,
            timeout=30_000,
        )
        tr = Translator(lang)
        assert tab_titles(page) == [tr.pgettext("tab", name) for name in TABS]
        seen[lang] = title
        assert page.locator(".ct-lesson").count() == set_size("captures-match,03-the-run")
    assert len(set(seen.values())) >= 6, seen  # translated (Swedish and German share "Kurs")
