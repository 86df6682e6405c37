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
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cuarenta_tutor.cli import main
from cuarenta_tutor.lessons.loader import parse_lesson
from cuarenta_tutor.lessons.model import LessonError

HOSTILE = Path(__file__).parent / "hostile"
FILES = sorted(path for path in HOSTILE.glob("*.yaml") if path.name != "course.yaml")
CPU_SECONDS = 10
"""Generous: linting every file together takes about 3 s of CPU here."""
HANG_SECONDS = 60
"""Wall time after which ``lint`` counts as hung (the machine may be busy with other work)."""
MEMORY_MIB = 300
"""Generous too: ``lint`` needs about 120 MiB; the alias bombs took gigabytes."""
LINT = """\
import re, resource, sys
from cuarenta_tutor.cli import main
try:
    status = main(sys.argv[1:])
finally:
    use = resource.getrusage(resource.RUSAGE_SELF)
    with open("/proc/self/status") as status_file:
        peak = re.search(r"VmHWM:\\s+(\\d+) kB", status_file.read()).group(1)
    print("usage:", use.ru_utime + use.ru_stime, peak, file=sys.stderr)
sys.exit(status)
"""
"""``cuarenta-tutor lint`` that reports its CPU seconds and peak KiB on its last line of errors.

The peak is the process's own high-water mark (``VmHWM``). ``ru_maxrss`` would not do: Linux
carries the parent's resident size over the ``exec``, so it reported pytest's ~400 MiB."""


def expectation(path: Path) -> tuple[int, str]:
    """Read a fixture's ``# lint: LINE: message`` header."""
    header = path.read_bytes().split(b"\n", 1)[0].decode("utf-8")
    match = re.fullmatch(r"# lint: (\d+): (.+)", header)
    assert match, f"{path.name} needs a '# lint: LINE: message' first line"
    return int(match.group(1)), match.group(2)


@pytest.fixture(scope="module")
def lint_run() -> tuple[int, str, str, float, int]:
    """Lint the hostile folder once; return status, output, errors, CPU seconds and peak MiB."""
    try:
        child = subprocess.run(
            [sys.executable, "-c", LINT, "lint", "--source-only", str(HOSTILE)],
            capture_output=True,
            text=True,
            timeout=HANG_SECONDS,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"lint of the hostile lessons ran past {HANG_SECONDS} s")
    err, _, usage = child.stderr.rpartition("usage: ")
    seconds, peak = usage.split()
    return child.returncode, child.stdout, err, float(seconds), int(peak) // 1024


def test_there_are_hostile_fixtures():
    assert len(FILES) >= 11


@pytest.mark.slow  # lint runs in a process of its own, with its time and memory taken
def test_lint_answers_quickly_in_bounded_memory_without_a_traceback(lint_run):
    status, out, err, seconds, peak = lint_run
    assert status == 1, (out, err)
    assert "Traceback" not in out + err
    assert err == ""
    assert seconds < CPU_SECONDS, f"lint took {seconds:.1f} s of CPU"
    assert peak < MEMORY_MIB, f"lint took {peak} MiB"


@pytest.mark.slow  # the same lint process
@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_each_hostile_file_gives_one_line_with_file_and_line(path, lint_run):
    line, message = expectation(path)
    errors = [row for row in lint_run[1].splitlines() if row.startswith(f"{path}:")]
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{path}:{line}: "), errors[0]
    assert message in errors[0]
    assert len(errors[0]) < 300


def test_a_file_too_large_for_a_lesson_is_not_read(tmp_path, capsys):
    (tmp_path / "course.yaml").write_text("title: {en: T}\nsummary: {en: S}\n", encoding="utf-8")
    path = tmp_path / "01-large.yaml"
    path.write_text("id: large\n" + "# padding\n" * 30_000, encoding="utf-8")
    assert main(["lint", "--source-only", str(path)]) == 1
    assert f"{path}:1: the file is larger than 256 KiB" in capsys.readouterr().out


YAML_BITS = st.sampled_from(
    ["id: x\n", "ruleset: quito\n", "kind: capture\n", "text:\n", "  en:\n", "    title: t\n",
     "- ", "[", "]", "{", "}", ": ", ", ", "&a ", "*a", "!!str ", "? ", "---\n", "'", '"',
     "#", "\t", "\n", "  ", "9" * 30, "1e999", "2001-02-30", "\x00", "\x1b", "\ud800", "~"]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(YAML_BITS | st.text(max_size=5), max_size=30).map("".join))
def test_any_text_gives_a_lesson_or_one_lesson_error(text):
    """What the app's loader meets in a course folder: never anything but a LessonError."""
    path = Path("course/01-fuzz.yaml")
    try:
        lesson = parse_lesson(text, path, validate=False)
    except LessonError as error:
        problem = error
    else:
        problem = None
    if problem is not None:
        assert problem.path == str(path)
        assert problem.line >= 1
        assert "\n" not in problem.message
        return
    assert isinstance(lesson.id, str)
    assert all(isinstance(rules, str) for rules in lesson.rulesets)
    assert isinstance(lesson.texts["en"].title, str)
