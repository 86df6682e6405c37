"""A closed tab frees its visitor's place at once (the Dutch teacher's walk, N4).

The teacher opened and closed the tutor about a dozen times within five minutes and got
"too many tabs open" with none open: a tab closed without its unload request (Playwright,
a phone, a crashed tab) held its place until the idle cull, 300 s later. Now only pages
whose connection is open count, and the refusal says to wait a minute if no tab is open.
A real ``cuarenta-tutor serve`` with two places per computer; tabs are :class:`Visitor`'s
(a page load, then the kernel websocket the page keeps open).
"""

from __future__ import annotations

import asyncio
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest
from support.servers import free_port, start_server, stop_server
from test_fair_share import PUPIL, Visitor

from cuarenta_tutor.server.kernels import too_many_tabs_message

pytestmark = pytest.mark.slow


@pytest.fixture
def two_per_computer():
    port = free_port()
    process = start_server(
        [sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser",
         "--port", str(port), "--max-kernels", "8", "--max-per-client", "2"],
        f"http://127.0.0.1:{port}/voila/static/voila.js",
    )  # fmt: skip
    yield f"http://127.0.0.1:{port}"
    stop_server(process)


def test_tabs_closed_without_their_unload_request_free_their_place(two_per_computer):
    async def scenario() -> None:
        teacher = Visitor(two_per_computer, PUPIL)
        try:
            for _ in range(3):  # open two tabs, close both as a phone or a crash would
                assert (await teacher.open_tab())[0] == 200
                assert (await teacher.open_tab())[0] == 200
                teacher.close_all()  # the websockets go; no shutdown request is sent
                teacher.sockets.clear()
                await asyncio.sleep(1.5)
            assert (await teacher.open_tab())[0] == 200
            assert (await teacher.open_tab())[0] == 200
            status, page = await teacher.open_tab(
                "?lang=nl"
            )  # two open now: a third is one too many
            assert status == 429
            said = page.replace("&#39;", "'")
            assert too_many_tabs_message("lang=nl", 2) in said
            assert "wacht dan een minuut" in said, "what to do when no tab is open"
        finally:
            teacher.close_all()

    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, scenario()).result()
