"""A real PostgreSQL server for the tests, started in a temporary folder and stopped after.

Debian's ``postgresql`` package provides the programs (``.ci/run`` installs it). PostgreSQL
refuses to run as root: as root the server runs as the unprivileged ``postgres`` user
(made by the package) through ``runuser``. It listens on a free port, on a Unix socket
in the temporary folder only (no TCP), with trust authentication for that socket.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from support.servers import free_port

USER = "postgres"
"""The unprivileged system user the server runs as when the tests run as root."""


def postgres_bin() -> Path:
    """Return the folder of PostgreSQL's server programs (``initdb``, ``pg_ctl``)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("initdb")
    if on_path:
        return Path(on_path).parent
    pytest.fail("PostgreSQL is not installed: apt-get install postgresql (.ci/run does it)")


def _as_server_user(command: list[str]) -> list[str]:
    return ["runuser", "-u", USER, "--", *command] if os.geteuid() == 0 else command


@contextmanager
def postgres_server() -> Iterator[str]:
    """Run a fresh PostgreSQL server; yield the URL of its ``postgres`` database."""
    programs = postgres_bin()
    folder = Path(tempfile.mkdtemp(prefix="cuarenta-pg-"))
    if os.geteuid() == 0:
        shutil.chown(folder, USER)
    data, port = folder / "data", free_port()

    def run(*command: str) -> None:
        done = subprocess.run(
            _as_server_user([*command]), capture_output=True, text=True, timeout=120, check=False
        )
        if done.returncode:
            log = folder / "log"
            tail = log.read_text()[-2000:] if log.exists() else ""
            pytest.fail(f"{command[0]} failed: {done.stdout}{done.stderr}{tail}")

    run(
        str(programs / "initdb"),
        "-D",
        str(data),
        "-U",
        "tutor",
        "--auth=trust",
        "--no-sync",
        "-E",
        "UTF8",
        "--locale=C",
    )
    run(
        str(programs / "pg_ctl"),
        "-D",
        str(data),
        "-l",
        str(folder / "log"),
        "-w",
        "-t",
        "60",
        "-o",
        f"-p {port} -k {folder} -c listen_addresses='' -c fsync=off",
        "start",
    )
    try:
        yield f"postgresql://tutor@/postgres?host={folder}&port={port}"
    finally:
        run(str(programs / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(folder, ignore_errors=True)
