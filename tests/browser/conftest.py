"""Fixtures for end-to-end tests: a real ``cuarenta-tutor serve`` and a real headless Chromium.

These tests fail (they never skip) when Chromium or the server cannot start: CI installs
Debian's ``chromium`` first. External URLs are blocked, proving that the app works offline.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from helpers import KernelWatch
from playwright.sync_api import sync_playwright
from support.servers import (
    OFFLINE_ARGS,
    free_port,
    serve_command,
    start_server,
    stop_server,
    watch_outside,
)

from cuarenta_tutor.classroom.store import ClassStore

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
NEXT_KERNEL_AHEAD = ("--ready-kernels", "1", "--refill-after", "0")
"""One kernel started ahead, the next one as soon as a page takes it: the next test's page
skips the kernel's start and first imports (about 2 s of the machine), which run while
the test before it clicks and reads."""
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    *OFFLINE_ARGS,
]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
UPDATE_SCREENSHOTS = bool(os.environ.get("UPDATE_SCREENSHOTS"))
"""Take the README's screenshots only when asked (``UPDATE_SCREENSHOTS=1``), as
``UPDATE_GOLDEN=1`` rewrites the golden transcripts: a plain run leaves the checkout clean."""


@pytest.fixture(scope="session")
def server():
    """Start the tutor as a learner would (``cuarenta-tutor serve``) and stop it afterwards.

    Without a per-computer share: every test's page comes from this one address, and
    Playwright closes a context without the page's ``beforeunload``, so each test's kernel
    stays until culled. After ten pages, the share would refuse the rest of the run
    (tests/server/test_fair_share.py tests the share). For the same reason without a kernel
    limit: the suite opens more than the default 40 pages (tests/server tests the limit).
    With :data:`NEXT_KERNEL_AHEAD`: the pooled path (:func:`class_server` keeps the plain one).
    """
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    process = start_server(
        serve_command(port, "--max-kernels", "0", *NEXT_KERNEL_AHEAD),
        f"{base}/voila/static/voila.js",
    )
    yield base
    stop_server(process)


@pytest.fixture(scope="session")
def class_server(tmp_path_factory):
    """A tutor server keeping its classes in a folder of its own, and that folder's store.

    One for the session: every class test makes its own class (its own code) and reads
    only that class, so the tests of the teacher's page, live lessons, rejoining and
    removed pupils share a server instead of starting one a module. Without a kernel
    limit, as :func:`server`: their pupils' pages stay until culled.
    """
    data = tmp_path_factory.mktemp("classes")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    process = start_server(
        serve_command(port, "--data", str(data), "--max-kernels", "0"),
        f"{base}/voila/static/voila.js",
    )
    store = ClassStore.open(data)
    yield base, store
    store.close()
    stop_server(process)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory):
    """The static site built once from this checkout, for every test that only reads it.

    A build takes most of a minute; a test that changes a site works on its own copy.
    """
    from cuarenta_tutor.site.build import build_site

    return build_site(tmp_path_factory.mktemp("site") / "_site")


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright; missing Chromium fails the run."""
    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).is_file():
        pytest.fail(f"Chromium is not installed at {CHROMIUM}: apt-get install chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


def watched_page(context, server):
    """A page of ``context`` on ``server``: every external URL blocked (by the browser's
    :data:`OFFLINE_ARGS`) and recorded, its kernel watched (``page.outside_requests``,
    ``page.kernel``, ``page.base``)."""
    outside = watch_outside(context, server)
    page = context.new_page()
    page.kernel = KernelWatch(page)
    page.outside_requests = outside
    page.base = server
    return page


@pytest.fixture
def page(browser, server):
    """A fresh browser context (its own storage) with every external URL blocked."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    yield watched_page(context, server)
    context.close()


def open_app(page, query: str = "") -> None:
    """Open the tutor and wait until it is interactive."""
    page.goto(f"{page.base}/{query}")
    page.wait_for_selector(".ct-app .ct-tabs", timeout=60_000)
    page.wait_for_function("document.querySelectorAll('.ct-lesson').length > 0", timeout=30_000)


def screenshot(page, name: str, *, full_page: bool = True) -> None:
    """Save a screenshot for the README when ``UPDATE_SCREENSHOTS=1`` (``full_page=False``:
    what the screen shows); otherwise do nothing."""
    if not UPDATE_SCREENSHOTS:
        return
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(
        path=str(SCREENSHOTS / f"{name}.png"), full_page=full_page, animations="disabled"
    )
