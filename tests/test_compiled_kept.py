"""The test processes keep compiled modules in the run's cache folder (support/compiled.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from support.compiled import FOLDER


def test_this_process_keeps_bytecode_under_the_cache_folder_not_beside_the_sources():
    assert sys.pycache_prefix == str(FOLDER)
    assert not sys.dont_write_bytecode
    assert FOLDER.parent.name == ".pytest_cache"


def test_a_command_the_tests_start_keeps_its_bytecode_there_too():
    said = subprocess.run(
        [sys.executable, "-c", "import sys; print(sys.pycache_prefix, sys.dont_write_bytecode)"],
        capture_output=True,
        text=True,
        check=True,
        env=os.environ.copy(),
    ).stdout.split()
    assert Path(said[0]) == FOLDER
    assert said[1] == "False"
