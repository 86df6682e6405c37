"""``serve --ready-kernels``: kernels started ahead count against no limit until handed out."""

from __future__ import annotations

import sys
import time
import urllib.error
import urllib.request

import psutil
import pytest
from support.servers import free_port, start_server, stop_server

from cuarenta_tutor.cli.serve import POOLED_KERNEL_MANAGER, voila_command

pytestmark = pytest.mark.slow


def test_serve_asks_for_the_pool_only_when_kernels_are_started_ahead():
    pooled = voila_command(8866, "127.0.0.1", browser=False, ready_kernels=4)
    assert f"--VoilaConfiguration.multi_kernel_manager_class={POOLED_KERNEL_MANAGER}" in pooled
    assert "--PooledKernelManager.ready=4" in pooled
    plain = voila_command(8866, "127.0.0.1", browser=False)
    assert not any("Pooled" in part for part in plain)
    with pytest.raises(ValueError, match="--ready-kernels"):
        voila_command(8866, "127.0.0.1", browser=False, ready_kernels=-1)
    assert "--PooledKernelManager.refill_after=20" in pooled  # a class arrives first
    at_once = voila_command(8866, "127.0.0.1", browser=False, ready_kernels=1, refill_after=0)
    assert "--PooledKernelManager.refill_after=0" in at_once
    with pytest.raises(ValueError, match="--refill-after"):
        voila_command(8866, "127.0.0.1", browser=False, ready_kernels=1, refill_after=-1)


def _status(url):
    try:
        with urllib.request.urlopen(url, timeout=120) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_the_limit_counts_pages_not_kernels_waiting_in_the_pool(tmp_path):
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
            "--max-per-client",
            "0",
            "--max-kernels",
            "4",
            "--ready-kernels",
            "3",
            "--data",
            str(tmp_path),
        ],
        f"{base}/voila/static/voila.js",
    )
    try:
        deadline = time.monotonic() + 120
        while (
            time.monotonic() < deadline
            and len(psutil.Process(process.pid).children(recursive=True)) < 3
        ):
            time.sleep(0.5)
        time.sleep(3)
        assert [_status(f"{base}/?lang=es") for _ in range(5)] == [200, 200, 200, 200, 503]
    finally:
        stop_server(process)


def _kernels(process):
    return [
        child
        for child in psutil.Process(process.pid).children(recursive=True)
        if "ipykernel_launcher" in " ".join(child.cmdline())
    ]


def _wait_for_kernels(process, count, seconds):
    deadline = time.monotonic() + seconds
    while len(_kernels(process)) < count and time.monotonic() < deadline:
        time.sleep(0.2)
    return len(_kernels(process))


def test_refill_after_0_starts_the_next_kernel_while_the_page_just_opened_is_read(tmp_path):
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    command = [sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser",
               "--port", str(port), "--max-per-client", "0", "--ready-kernels", "1",
               "--refill-after", "0", "--data", str(tmp_path)]  # fmt: skip
    process = start_server(command, f"{base}/voila/static/voila.js")
    try:
        assert _wait_for_kernels(process, 1, 120) == 1  # the pool's one kernel
        assert _status(f"{base}/?lang=fi") == 200  # the page takes it
        opened = time.monotonic()
        # the default (20 s without a page) would start none for 20 s
        assert _wait_for_kernels(process, 2, 60) == 2
        assert time.monotonic() - opened < 15
    finally:
        stop_server(process)


def test_the_code_a_pooled_kernel_runs_ahead_works_and_imports_what_a_class_page_needs():
    import subprocess
    import sys

    from cuarenta_tutor.server.kernel_pool import WARM_CODE

    check = (
        WARM_CODE + "\nimport sys\n"
        "print(sorted(m for m in ('cuarenta_tutor.ui.app', 'cuarenta_tutor.ui.lesson', "
        "'cuarenta_tutor.ui.class_join', 'sqlalchemy', 'babel.numbers') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                          timeout=120, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr  # a renamed module would fail here, not silently
    assert done.stdout.strip() == str(sorted([
        "babel.numbers", "cuarenta_tutor.ui.app", "cuarenta_tutor.ui.class_join",
        "cuarenta_tutor.ui.lesson", "sqlalchemy"]))  # fmt: skip
