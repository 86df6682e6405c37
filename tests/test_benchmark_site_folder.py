"""The site benchmarks name a folder that is not a built site in one line, before they start."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("script", ["bench_site_verdict.py", "site_imports.py"])
def test_a_folder_that_is_not_a_built_site_is_named_at_once(script, tmp_path):
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [
        f"{tmp_path} is not a built site (no {tmp_path}/static/pyodide/pyodide.mjs): "
        "build one with cuarenta-tutor site -o DIR"
    ]
    assert "mesas played" not in done.stdout  # stopped before any work
