"""A fair share of a classroom server: one visitor's address cannot take every kernel.

The last test runs a real ``cuarenta-tutor serve`` as the issue found it (``--max-kernels 3
--cull-idle 10``) and visits it from two source addresses on loopback, 127.0.0.1 and
127.0.0.2, keeping a kernel websocket open for each page as a browser tab does.
"""

from __future__ import annotations

import asyncio
import re
import sys
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest
from support.servers import free_port, start_server, stop_server
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect

from cuarenta_tutor.cli.serve import voila_command
from cuarenta_tutor.i18n import LANGUAGES
from cuarenta_tutor.server import fair_share
from cuarenta_tutor.server.clients import client_address
from cuarenta_tutor.server.kernels import full_message, too_many_tabs_message
from cuarenta_tutor.server.proxy import setup

KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')
PUPIL, OTHER_PUPIL = "127.0.0.1", "127.0.0.2"


def test_the_default_share_leaves_room_for_others_and_for_a_spare_tab():
    assert fair_share(40) == 10
    assert fair_share(3) == 2
    assert fair_share(0) == 0
    for limit in range(3, 200):
        assert 2 <= fair_share(limit) < limit, "one address never takes every place"


def test_serve_passes_the_share_to_the_kernel_manager():
    assert "--ClassroomKernelManager.max_per_client=10" in voila_command(
        8866, "0.0.0.0", browser=False, max_kernels=40
    )
    assert "--ClassroomKernelManager.max_per_client=0" in voila_command(
        8866, "0.0.0.0", browser=False, max_kernels=40, max_per_client=0
    )
    with pytest.raises(ValueError, match="cannot be negative"):
        voila_command(8866, "127.0.0.1", browser=False, max_per_client=-1)


def test_the_hub_turns_the_share_off():
    # Behind jupyter-server-proxy every request comes from loopback, for one hub user.
    command = setup()["command"]
    assert command[command.index("--max-per-client") + 1] == "0"


def test_only_a_proxy_on_this_machine_may_name_the_visitor():
    assert client_address("127.0.0.1", "192.168.1.20") == "192.168.1.20"
    assert client_address("::1", "203.0.113.5, 192.168.1.21") == "192.168.1.21"
    assert client_address("192.168.1.30", "192.168.1.20") == "192.168.1.30"  # forged
    assert client_address("127.0.0.1", "not an address") == "127.0.0.1"
    assert client_address("fd00::1") != client_address("fd00::2")  # one classroom /64


def test_the_too_many_tabs_page_speaks_the_language_of_the_link():
    spanish = too_many_tabs_message("set=01-first-steps&lang=es", 2)
    assert "2" in spanish
    assert "\n\n" not in spanish
    assert spanish != too_many_tabs_message("lang=en", 2) != full_message("lang=en", 2)
    paragraphs = too_many_tabs_message("", 2).split("\n\n")
    assert len(paragraphs) == len(LANGUAGES) == len(set(paragraphs))


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != "en"])
def test_the_too_many_tabs_message_is_translated(lang):
    assert too_many_tabs_message(f"lang={lang}", 2) != too_many_tabs_message("lang=en", 2)


class Visitor:
    """A browser on one source address: loads tutor pages and keeps their websockets open."""

    def __init__(self, base: str, address: str) -> None:
        self.base, self.address = base, address
        self.cookies: dict[str, str] = {}
        self.sockets: dict[str, WebSocketClientConnection] = {}

    async def open_tab(self, query: str = "") -> tuple[int, str]:
        """Load the page; on success connect to its kernel as the page does. Return the answer."""
        answer = await AsyncHTTPClient().fetch(
            HTTPRequest(
                f"{self.base}/{query}",
                network_interface=self.address,
                request_timeout=120,
                headers=self._cookie_header(),
            ),
            raise_error=False,
        )
        for cookie in answer.headers.get_list("Set-Cookie"):
            name, _, value = cookie.split(";", 1)[0].partition("=")
            self.cookies[name] = value
        page = answer.body.decode("utf-8")
        kernel = KERNEL_ID.search(page)
        if answer.code == 200 and kernel:
            url = (
                f"{self.base.replace('http', 'ws', 1)}/api/kernels/{kernel.group(1)}/channels"
                f"?session_id={uuid.uuid4().hex}"
            )
            self.sockets[kernel.group(1)] = await websocket_connect(
                HTTPRequest(url, network_interface=self.address, headers=self._cookie_header())
            )
        return answer.code, page

    async def close_tab(self) -> None:
        """Close one tab: its websocket goes, and the page asks the server to free its kernel."""
        kernel, socket = self.sockets.popitem()
        socket.close()
        answer = await AsyncHTTPClient().fetch(
            HTTPRequest(
                f"{self.base}/voila/api/shutdown/{kernel}",
                method="POST",
                body=f"_xsrf={self.cookies.get('_xsrf', '')}",
                network_interface=self.address,
                headers=self._cookie_header(),
            ),
            raise_error=False,
        )
        assert answer.code == 204, answer.body[:300]

    def close_all(self) -> None:
        """Drop every websocket."""
        for socket in self.sockets.values():
            socket.close()

    def _cookie_header(self) -> dict[str, str]:
        return {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}


@pytest.fixture
def small_classroom():
    """A real tutor server for three tabs, with culling after 10 idle seconds."""
    port = free_port()
    process = start_server(
        [
            sys.executable,
            "-m",
            "cuarenta_tutor.cli",
            "serve",
            "--no-browser",
            "--port",
            str(port),
            "--max-kernels",
            "3",
            "--cull-idle",
            "10",
        ],
        f"http://127.0.0.1:{port}/voila/static/voila.js",
    )
    yield f"http://127.0.0.1:{port}"
    stop_server(process)


def test_one_pupil_with_open_tabs_cannot_lock_the_others_out(small_classroom):
    async def scenario() -> None:
        pupil, other = Visitor(small_classroom, PUPIL), Visitor(small_classroom, OTHER_PUPIL)
        try:
            for _ in range(fair_share(3)):
                assert (await pupil.open_tab())[0] == 200
            status, page = await pupil.open_tab("?lang=es")
            assert status == 429, "one address took more than its share"
            assert too_many_tabs_message("lang=es", 2) in page.replace("&#39;", "'")
            assert "Traceback" not in page

            status, page = await other.open_tab()
            assert status == 200, "the other pupil was turned away"
            assert KERNEL_ID.search(page)

            await pupil.close_tab()
            assert (await pupil.open_tab())[0] == 200, "a closed tab gives the share back"
        finally:
            pupil.close_all()
            other.close_all()

    # Its own thread: a session's Playwright browser may already run an event loop in this one.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, scenario()).result()
