"""Hostile lesson files: each gives one ``file:line`` line from ``lint``, fast, in bounded memory.

The fixtures in ``hostile/`` were made to hang or crash the tutor (alias bombs, a recursive
alias, a Python tag, control characters, deep nesting, a 5 000-digit number, a whole deal to
search…). Each says on its first line what ``lint`` must answer: ``# lint: LINE: message``.
``lint`` runs in a child process, so that a hang fails the test instead of stopping the run.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

HOSTILE = Path(__file__).parent / "hostile"
FILES = sorted(path for path in HOSTILE.glob("*.yaml") if path.name != "course.yaml")
SECONDS = 20
"""Generous: every file together takes about two seconds here (a 2-core shared machine)."""
MEMORY_MIB = 400
"""Generous too: ``lint`` itself needs about 100 MiB; the alias bombs took gigabytes."""


def expectation(path: Path) -> tuple[int, str]:
    """Read a fixture's ``# lint: LINE: message`` header."""
    header = path.read_bytes().split(b"\n", 1)[0].decode("utf-8")
    match = re.fullmatch(r"# lint: (\d+): (.+)", header)
    assert match, f"{path.name} needs a '# lint: LINE: message' first line"
    return int(match.group(1)), match.group(2)


LINT = """\
import resource, sys
from cuarenta_tutor.cli import main
try:
    status = main(sys.argv[1:])
finally:
    print("peak-kib:", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)
sys.exit(status)
"""
"""``cuarenta-tutor lint`` that reports its peak memory on its last line of errors."""


@pytest.fixture(scope="module")
def lint_run() -> tuple[int, str, str, float, int]:
    """Lint the hostile folder once; return status, output, errors, seconds and peak MiB."""
    started = time.monotonic()
    try:
        child = subprocess.run(
            [sys.executable, "-c", LINT, "lint", "--source-only", str(HOSTILE)],
            capture_output=True,
            text=True,
            timeout=SECONDS,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"lint of the hostile lessons ran past {SECONDS} s")
    seconds = time.monotonic() - started
    err, _, peak = child.stderr.rpartition("peak-kib: ")
    return child.returncode, child.stdout, err, seconds, int(peak) // 1024


def test_there_are_hostile_fixtures():
    assert len(FILES) >= 9


def test_lint_answers_quickly_in_bounded_memory_without_a_traceback(lint_run):
    status, out, err, seconds, peak = lint_run
    assert status == 1, (out, err)
    assert "Traceback" not in out + err
    assert err == ""
    assert seconds < SECONDS
    assert peak < MEMORY_MIB, f"lint took {peak} MiB"


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_each_hostile_file_gives_one_line_with_file_and_line(path, lint_run):
    line, message = expectation(path)
    errors = [row for row in lint_run[1].splitlines() if row.startswith(f"{path}:")]
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{path}:{line}: "), errors[0]
    assert message in errors[0]
    assert len(errors[0]) < 300
