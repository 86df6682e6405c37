"""Kernels started ahead (``serve --ready-kernels``): a page gets one at once, with its link.

The pooled kernel was started before the page was asked for; the page's query string must
still reach the tutor (the language, the lesson of the link).
"""

from __future__ import annotations

import time

import psutil
import pytest
from support.servers import block_outside, free_port, serve_command, start_server, stop_server

pytestmark = pytest.mark.slow


def kernel_processes(pid):
    return [
        child
        for child in psutil.Process(pid).children(recursive=True)
        if "ipykernel_launcher" in " ".join(child.cmdline())
    ]


@pytest.fixture(scope="module")
def pooled_server(tmp_path_factory):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    process = start_server(
        serve_command(port, "--ready-kernels", "2", "--data", str(tmp_path_factory.mktemp("data"))),
        f"{base}/voila/static/voila.js",
    )
    deadline = time.monotonic() + 120
    while len(kernel_processes(process.pid)) < 2 and time.monotonic() < deadline:
        time.sleep(0.5)
    yield base, process
    stop_server(process)


def test_a_page_takes_a_kernel_started_ahead_and_still_follows_its_link(browser, pooled_server):
    base, process = pooled_server
    time.sleep(5)  # the pool's kernels have warmed up
    before = {kernel.pid: kernel.create_time() for kernel in kernel_processes(process.pid)}
    assert len(before) == 2
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    outside = block_outside(context, base)
    page = context.new_page()
    asked = time.time()
    page.goto(f"{base}/?lang=es&lesson=captures-match")
    page.locator(".ct-player .ct-title").wait_for(timeout=60_000)
    ready = time.time() - asked
    assert page.locator(".ct-tabs .lm-TabBar-tab").first.inner_text() == "Curso"
    page.locator(".ct-player .ct-typed input").fill("5s x 5c")
    page.locator(".ct-player .ct-typed input").press("Enter")
    page.locator(".ct-feedback-box .ct-fb-correct").wait_for(timeout=15_000)
    now = kernel_processes(process.pid)
    assert any(kernel.pid in before for kernel in now)
    started_after = [kernel for kernel in now if kernel.create_time() > asked]
    assert len(started_after) <= 1, "the page's kernel came from the pool (one refill at most)"
    context.close()
    assert outside == []
    print(f"page interactive after {ready:.1f} s")
