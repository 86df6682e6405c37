"""Compiled modules kept between test runs, in the run's cache folder, whatever the shell says.

A machine may set ``PYTHONDONTWRITEBYTECODE`` (this one does): every run then compiles every
module of the package afresh and pytest rewrites the asserts of every test module again —
about half of a test process's collection (12.9 s against 6.2 s here, each of the loop's
processes). Imported by ``tests/conftest.py`` before any module of the project, this module
lets the test processes keep what they compile in ``.pytest_cache/compiled``
(:data:`sys.pycache_prefix`, which pytest's rewritten test modules follow too), never beside
the sources, and passes the same setting to the commands the tests start. Python checks
every kept file against its source, so a changed module is compiled again.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[2] / ".pytest_cache" / "compiled"
"""Where the test processes keep compiled modules (beside the coach's kept answers)."""


def keep_compiled(folder: Path = FOLDER) -> None:
    """Let this process and the processes it starts keep compiled modules under ``folder``."""
    sys.pycache_prefix = str(folder)
    sys.dont_write_bytecode = False
    os.environ["PYTHONPYCACHEPREFIX"] = str(folder)
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)


keep_compiled()
