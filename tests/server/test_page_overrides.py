"""A link cannot choose Voilà's page template or theme: ``?template=`` and ``?theme=`` are ignored.

With Voilà's defaults, ``?template=../../../../etc`` gave HTTP 500, ``?template=no-such-template``
a page that never finished while it held a kernel, ``?template=lab`` Voilà's stock page with
fonts from a CDN, and ``?theme=dark`` a theme the tutor is not made for. The real-server
tests run ``cuarenta-tutor serve`` (also what the hub runs) and a Jupyter server with Voilà as
its extension, configured by ``voila.json`` as on Binder.
"""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from support.servers import free_port, start_server, stop_server

from cuarenta_tutor.cli.serve import voila_command

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = [
    "template=../../../../etc",
    "template=no-such-template",
    "template=lab",
    "theme=dark",
    "template=lab&theme=dark&lang=es",
]
KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')
SECONDS = 60
"""Longest wait for a page: a normal one takes a few seconds; the hanging one never ended."""


def test_voila_json_turns_both_overrides_off():
    settings = json.loads((ROOT / "voila.json").read_text())["VoilaConfiguration"]
    assert settings["allow_template_override"] == "NO"
    assert settings["allow_theme_override"] == "NO"
    assert settings["template"] == "cuarenta"


def test_serve_turns_both_overrides_off():
    command = voila_command(8866, "127.0.0.1", browser=False)
    assert "--VoilaConfiguration.allow_template_override=NO" in command
    assert "--VoilaConfiguration.allow_theme_override=NO" in command


def _fetch(opener, url):
    """Return (status, page) for ``url``; a page that does not end in time fails the test.

    The deadline is for the whole page: Voilà keeps a slow page's connection alive with a
    heartbeat every few seconds, so a socket timeout alone would wait for ever.
    """
    deadline = time.monotonic() + SECONDS
    try:
        answer = opener.open(url, timeout=SECONDS)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8")
    with answer:
        chunks = []
        while chunk := answer.read1(65536):
            chunks.append(chunk)
            if time.monotonic() > deadline:
                pytest.fail(f"{url} did not finish within {SECONDS} s")
        return answer.status, b"".join(chunks).decode("utf-8")


def assert_the_tutor_page(status, page):
    assert status == 200, page[-2000:]
    assert "application/vnd.jupyter.widget-view+json" in page
    assert "cdn.jsdelivr.net" not in page, "Voilà's stock template, with fonts from a CDN"
    assert '"jupyterLabTheme": "light"' in page
    assert "Traceback" not in page


@pytest.fixture
def one_place_server():
    """A real ``serve`` with room for one kernel: a page that kept its kernel shows at once."""
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
            "1",
        ],
        f"http://127.0.0.1:{port}/voila/static/voila.js",
    )
    yield f"http://127.0.0.1:{port}"
    stop_server(process)


def test_serve_ignores_template_and_theme_in_the_link_and_keeps_no_kernel(one_place_server):
    jar = http.cookiejar.CookieJar()
    pupil = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    for query in [*HOSTILE, ""]:
        status, page = _fetch(pupil, f"{one_place_server}/?{query}")
        assert_the_tutor_page(status, page)
        # The tab closes: the one place must be free again for the next link.
        xsrf = {cookie.name: cookie.value for cookie in jar}["_xsrf"]
        closing = urllib.request.Request(
            f"{one_place_server}/voila/api/shutdown/{KERNEL_ID.search(page).group(1)}",
            data=f"_xsrf={xsrf}".encode(),
            method="POST",
        )
        with pupil.open(closing, timeout=30) as answer:
            assert answer.status == 204


@pytest.fixture(scope="module")
def binder_like_server(tmp_path_factory):
    """Voilà as a Jupyter server extension in the repository, as Binder runs it (voila.json)."""
    port = free_port()
    home = tmp_path_factory.mktemp("jupyter")
    env = {
        "JUPYTER_PATH": str(ROOT / "jupyter"),
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_DATA_DIR": str(home / "data"),
    }
    command = [
        sys.executable,
        "-m",
        "jupyter_server",
        "--no-browser",
        f"--port={port}",
        "--ServerApp.ip=127.0.0.1",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--ServerApp.allow_root=True")
    process = start_server(
        command, f"http://127.0.0.1:{port}/api/status", cwd=ROOT, env=env, seconds=60
    )
    yield f"http://127.0.0.1:{port}"
    stop_server(process)


@pytest.mark.parametrize("query", HOSTILE)
def test_binder_ignores_template_and_theme_in_the_link(binder_like_server, query):
    status, page = _fetch(
        urllib.request.build_opener(), f"{binder_like_server}/voila/render/tutor.ipynb?{query}"
    )
    assert_the_tutor_page(status, page)
