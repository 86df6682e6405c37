"""Serving a class: the kernel limit, its friendly page, freeing the kernels of closed tabs.

The last test runs a real ``cuarenta-tutor serve`` with a limit of one kernel.
"""

from __future__ import annotations

import http.cookiejar
import re
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from support.servers import free_port, start_server, stop_server

from cuarenta_tutor.cli.serve import KERNEL_MANAGER, lan_addresses, voila_command
from cuarenta_tutor.i18n import LANGUAGES
from cuarenta_tutor.server.kernels import full_message

KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')


def test_the_full_page_speaks_the_language_of_the_link():
    spanish = full_message("set=01-first-steps&lang=es", 30)
    assert "30" in spanish
    assert spanish != full_message("lang=en", 30)
    assert "\n\n" not in spanish


def test_without_a_language_the_full_page_says_it_in_every_language():
    paragraphs = full_message("", 2).split("\n\n")
    assert len(paragraphs) == len(LANGUAGES) == len(set(paragraphs))
    assert paragraphs[0].startswith("The tutor is full: 2 tabs")


@pytest.mark.parametrize("lang", [code for code in LANGUAGES if code != "en"])
def test_the_full_message_is_translated(lang):
    english = full_message("lang=en", 1)
    assert full_message(f"lang={lang}", 1) != english, f"{lang} lacks the message"


def test_serve_passes_the_limit_and_culling_to_voila():
    command = voila_command(8866, "0.0.0.0", browser=False, max_kernels=32, cull_idle=120)
    assert f"--VoilaConfiguration.multi_kernel_manager_class={KERNEL_MANAGER}" in command
    assert "--ClassroomKernelManager.max_kernels=32" in command
    assert "--ClassroomKernelManager.cull_idle_timeout=120" in command
    assert "--Voila.ip=0.0.0.0" in command
    assert "--no-browser" in command
    assert "--VoilaExecutor.iopub_timeout=60" in command  # a class arriving at once
    assert "--Voila.base_url=/" in command
    with pytest.raises(ValueError, match="base-url"):
        voila_command(8866, "127.0.0.1", browser=False, base_url="tutor")
    with pytest.raises(ValueError, match="cannot be negative"):
        voila_command(8866, "127.0.0.1", browser=False, max_kernels=-1)


def test_serve_names_the_addresses_pupils_can_open():
    for address in lan_addresses():
        parts = address.split(".")
        assert len(parts) == 4
        assert all(part.isdigit() for part in parts)
        assert not address.startswith("127.")


def test_the_addresses_leave_out_loopback_and_survive_a_machine_without_routes(monkeypatch):
    import socket

    def no_route(self, address):
        raise OSError("network unreachable")

    monkeypatch.setattr(socket.socket, "connect", no_route)
    monkeypatch.setattr(
        socket,
        "getaddrinfo",
        lambda *args: [
            (socket.AF_INET, socket.SOCK_DGRAM, 0, "", ("127.0.1.1", 0)),
            (socket.AF_INET, socket.SOCK_DGRAM, 0, "", ("192.168.1.20", 0)),
        ],
    )
    assert lan_addresses() == ["192.168.1.20"]


def test_a_negative_limit_is_a_clear_command_line_error():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "cuarenta_tutor.cli",
            "serve",
            "--no-browser",
            "--max-kernels",
            "-3",
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert done.returncode == 2
    assert "cannot be negative" in done.stderr
    assert "Traceback" not in done.stderr


def _get(opener, url):
    try:
        with opener.open(url, timeout=120) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


@pytest.fixture
def full_server():
    """A real tutor server that allows one kernel and culls it after 3 idle seconds."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
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
            "1",
            "--cull-idle",
            "3",
        ],
        f"{base}/voila/static/voila.js",
    )
    yield base
    stop_server(process)


def test_the_limit_turns_visitors_away_kindly_and_frees_places(full_server):
    jar = http.cookiejar.CookieJar()
    pupil = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    status, page = _get(pupil, f"{full_server}/")
    assert status == 200
    kernel = KERNEL_ID.search(page).group(1)
    xsrf = {cookie.name: cookie.value for cookie in jar}.get("_xsrf")
    assert xsrf, "the page must set the _xsrf cookie that the tab sends when it closes"

    status, page = _get(urllib.request.build_opener(), f"{full_server}/?lang=es")
    assert status == 503
    assert full_message("lang=es", 1) in page.replace("&#39;", "'")
    assert "Traceback" not in page

    # Closing the tab: the page posts its kernel's shutdown with the token from the cookie.
    closing = urllib.request.Request(
        f"{full_server}/voila/api/shutdown/{kernel}", data=f"_xsrf={xsrf}".encode(), method="POST"
    )
    with pupil.open(closing, timeout=30) as answer:
        assert answer.status == 204
    status, page = _get(urllib.request.build_opener(), f"{full_server}/")
    assert status == 200, "a closed tab gives its place back at once"

    # That new visitor never connects (a tab closed while loading): culling frees the place.
    deadline = time.monotonic() + 40
    while time.monotonic() < deadline:
        status, _ = _get(urllib.request.build_opener(), f"{full_server}/")
        if status == 200:
            break
        assert status == 503
        time.sleep(1)
    assert status == 200, "culling did not free the kernel of an abandoned page"
