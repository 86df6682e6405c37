"""Real servers for the tests: start one, wait until it answers, stop it; keep pages offline."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import HTTPServer
from pathlib import Path

import pytest


def free_port() -> int:
    """Return a free TCP port on the loopback interface."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


SHUTDOWN_POLL = 0.02
"""How often a server in a thread looks for its shutdown (the standard library: 0.5 s, which
every test that stopped one waited)."""


@contextmanager
def in_a_thread(server: HTTPServer) -> Iterator[str]:
    """Serve with ``server`` in a thread; yield its address; stop and close it after."""
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": SHUTDOWN_POLL}, daemon=True
    )
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def wait_for(url: str, seconds: float) -> bool:
    """Wait until ``url`` answers 200; return whether it did within ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return True
        except OSError:
            time.sleep(0.2)
    return False


def start_server(
    command: list[str],
    ready_url: str,
    *,
    cwd: Path | None = None,
    seconds: float = 90,
    env: dict[str, str] | None = None,
) -> subprocess.Popen:
    """Start ``command`` and wait for ``ready_url``; fail the test with its output if it never
    answers.

    ``env`` holds variables to set on top of this process's environment.
    """
    # The output goes to a file, never to a pipe nobody reads: once a pipe's buffer (64 KiB)
    # is full, the server blocks on its next log line and every later request hangs.
    log = tempfile.TemporaryFile(mode="w+", encoding="utf-8")  # noqa: SIM115 (outlives the call)
    process = subprocess.Popen(
        command,
        cwd=cwd,
        stdout=log,
        stderr=subprocess.STDOUT,
        text=True,
        env={**os.environ, **env} if env else None,
    )
    process.log = log  # type: ignore[attr-defined]
    if not wait_for(ready_url, seconds):
        process.kill()
        log.seek(0)
        pytest.fail(f"{' '.join(command[:4])}… did not start:\n{log.read()[-3000:]}")
    return process


def stop_server(process: subprocess.Popen) -> None:
    """Stop a server started by :func:`start_server` (politely, then firmly)."""
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
    log = getattr(process, "log", None)
    if log is not None:
        log.close()


OUTSIDE_HOST = "outside.test"
"""A name the test browser resolves to this machine, as if it were elsewhere: a request to
it is one that would leave the machine (tests/browser/test_offline_browser.py)."""
OFFLINE_ARGS = (
    "--proxy-server=http://127.0.0.1:9",
    f"--host-resolver-rules=MAP {OUTSIDE_HOST} 127.0.0.1",
)
"""Chromium's arguments for a browser with no way out: every request leaving this machine
goes to a proxy that does not exist (port 9 on the loopback interface refuses), while the
loopback interface itself never goes through a proxy. It blocks what :func:`block_outside`
blocks without holding every request of a page in the driver (about 0.3 s a tutor page)."""


def watch_outside(context, allowed: str) -> list[str]:
    """Record every request of a browser context that leaves ``allowed``; return those URLs.

    For a browser started with :data:`OFFLINE_ARGS`, which blocks them; the requests of
    service workers are not seen here (a site's app uses :func:`block_outside`).
    """
    outside: list[str] = []

    def note(request) -> None:
        if not request.url.startswith((allowed, "data:", "blob:")):
            outside.append(request.url)

    context.on("request", note)
    return outside


def block_outside(context, allowed: str) -> list[str]:
    """Abort every request of a browser context that leaves ``allowed``; return those URLs."""
    outside: list[str] = []

    def route(request_route) -> None:
        url = request_route.request.url
        if url.startswith(allowed) or url.startswith(("data:", "blob:")):
            request_route.continue_()
        else:
            outside.append(url)
            request_route.abort()

    context.route("**/*", route)
    return outside


def serve_command(port: int, *options: str) -> list[str]:
    """Return ``cuarenta-tutor serve`` on ``port`` as the browser tests start it: no browser
    opened, no limit per address (every test page comes from 127.0.0.1), then ``options``."""
    return [
        sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser",
        "--port", str(port), "--max-per-client", "0", *options,
    ]  # fmt: skip
