"""What the benchmark scripts share: Chromium's settings, free ports, percentiles."""

from __future__ import annotations

import os
import socket
import time
import urllib.request

import psutil

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
"""Debian's Chromium (``apt-get install chromium``); ``playwright install`` is not needed."""
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def free_port() -> int:
    """Return a free TCP port on the loopback interface."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def percentile(values: list[float], share: float) -> float:
    """Return the ``share`` percentile (nearest rank); 0 for no values.

    >>> percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.95), percentile([], 0.5)
    (5.0, 0.0)
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def process_tree(pid: int) -> list[psutil.Process]:
    """Return ``pid`` and every process below it (empty when it has ended)."""
    try:
        root = psutil.Process(pid)
        return [root, *root.children(recursive=True)]
    except psutil.NoSuchProcess:
        return []


def rss_mib(processes: list[psutil.Process]) -> list[float]:
    """Return the resident memory of each process that still runs, in MiB."""
    sizes = []
    for process in processes:
        try:
            sizes.append(process.memory_info().rss / 2**20)
        except psutil.NoSuchProcess:
            continue
    return sizes


def kernels(pid: int) -> list[psutil.Process]:
    """Return the Jupyter kernels started (at any depth) by the server ``pid``."""
    found = []
    for process in process_tree(pid)[1:]:
        try:
            if "ipykernel" in " ".join(process.cmdline()):
                found.append(process)
        except psutil.NoSuchProcess:
            continue
    return found


def wait_for(url: str, seconds: float = 90) -> None:
    """Wait until ``url`` answers 200."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"{url} did not answer")
