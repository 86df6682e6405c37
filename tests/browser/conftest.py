"""Fixtures for end-to-end tests: a real ``cuarenta-tutor serve`` and a real headless Chromium.

These tests fail (they never skip) when Chromium or the server cannot start: CI installs
Debian's ``chromium`` first. External URLs are blocked, proving that the app works offline.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(url: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer within {seconds} s")


@pytest.fixture(scope="session")
def server():
    """Start the tutor as a learner would (``cuarenta-tutor serve``) and stop it afterwards."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser", "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(f"{base}/voila/static/voila.js", 90)
    except RuntimeError:
        process.kill()
        output = process.stdout.read() if process.stdout else ""
        pytest.fail(f"cuarenta-tutor serve did not start:\n{output[-3000:]}")
    yield base
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium driven by Playwright; missing Chromium fails the run."""
    if not shutil.which(CHROMIUM) and not Path(CHROMIUM).is_file():
        pytest.fail(f"Chromium is not installed at {CHROMIUM}: apt-get install chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser, server):
    """A fresh browser context (its own storage) with every external URL blocked."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    outside: list[str] = []

    def route(request_route):
        url = request_route.request.url
        if url.startswith(server) or url.startswith(("data:", "blob:")):
            request_route.continue_()
        else:
            outside.append(url)
            request_route.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.outside_requests = outside
    page.base = server
    yield page
    context.close()


def open_app(page, query: str = "") -> None:
    """Open the tutor and wait until it is interactive."""
    page.goto(f"{page.base}/{query}")
    page.wait_for_selector(".ct-app .ct-tabs", timeout=60_000)
    page.wait_for_function("document.querySelectorAll('.ct-lesson').length > 0", timeout=30_000)


def screenshot(page, name: str) -> None:
    """Save a screenshot for the README."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)
