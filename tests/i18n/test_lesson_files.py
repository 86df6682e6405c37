"""``i18n import-lessons`` reads a translator's file as strictly as a lesson, before writing.

A file that is not what ``export-lessons`` wrote is refused with one ``file:line`` line, and
no lesson file is touched: a translator's slip never half-writes the course.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.lessons.loader import lessons_dir
from cuarenta_tutor.lessons.model import LessonError
from cuarenta_tutor.translation.lesson_files import export_lessons, import_lessons

GOOD_LESSON = """\
lessons:
  captures-match:
    title: Mesmo valor, mesma carta
    prompt: Jogue.
    explanation: Porque sim.
    hints: [Olhe a mesa.]
"""
BROKEN = {
    "alias": ("a: &x [1]\nlessons: *x\n", 1, "anchors"),
    "python tag": ("lessons: !!python/name:os.system\n", 1, "tag"),
    "not a mapping": ("- just\n- a list\n", 1, "'courses' and 'lessons'"),
    "other top key": ("lessons: {}\nnotes: hi\n", 1, "'courses' and 'lessons'"),
    "title a list": (
        GOOD_LESSON.replace("Mesmo valor, mesma carta", "[a, b]"),
        3,
        "'title' must be text",
    ),
    "hints a text": (GOOD_LESSON.replace("[Olhe a mesa.]", "Olhe a mesa."), 6, "list of strings"),
    "missing prompt": (GOOD_LESSON.replace("    prompt: Jogue.\n", ""), 2, "'prompt' must be text"),
    "unknown lesson": (
        GOOD_LESSON.replace("captures-match", "captures-mtach"),
        2,
        "captures-mtach",
    ),
    "duplicate key": (GOOD_LESSON + "  captures-match: {}\n", 7, "captures-match"),
    "one hint where the lesson needs two": (GOOD_LESSON, 2, "text.pt.hints"),
}


@pytest.fixture
def course(tmp_path: Path) -> Path:
    """A copy of the course to write into."""
    root = tmp_path / "lessons"
    shutil.copytree(lessons_dir(), root)
    return root


def snapshot(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): p.read_text(encoding="utf-8") for p in root.rglob("*.yaml")}


@pytest.mark.parametrize("case", BROKEN)
def test_a_broken_file_is_refused_with_its_line_and_nothing_is_written(course, tmp_path, case):
    text, line, words = BROKEN[case]
    file = tmp_path / "pt.yaml"
    file.write_text(text, encoding="utf-8")
    before = snapshot(course)
    with pytest.raises(LessonError) as refused:
        import_lessons("pt", file, course)
    assert refused.value.line == line, str(refused.value)
    assert words in str(refused.value)
    assert str(refused.value).startswith(f"{file}:{line}: ")
    assert snapshot(course) == before


def test_the_cli_says_one_line_for_a_broken_file(tmp_path, capsys):
    file = tmp_path / "pt.yaml"
    file.write_text(BROKEN["alias"][0], encoding="utf-8")
    assert main(["i18n", "import-lessons", "de", str(file)]) != 0
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert len(captured.err.strip().splitlines()) == 1
    assert f"{file}:1:" in captured.err


def test_a_good_file_is_written_and_reads_back(course, tmp_path):
    file = tmp_path / "pt.yaml"
    file.write_text(GOOD_LESSON.replace("[Olhe a mesa.]", "[Olhe a mesa., Os naipes não contam.]"))
    assert import_lessons("de", file, course) == ["captures-match"]
    assert "Mesmo valor, mesma carta" in export_lessons("de", course)
