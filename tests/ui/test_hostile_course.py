"""The app starts whatever lesson files its course folder holds, and tells the teacher.

The hostile fixtures of ``tests/lessons/hostile`` are copied into a course beside a good
lesson; the app (in-process, real handlers) must start quickly, leave the bad files out,
and name each of them, with its line, in the Teacher tab.
"""

from __future__ import annotations

import gc
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.widgets import click_lesson

from cuarenta_tutor.engine.search.tree import AlphaBeta
from cuarenta_tutor.lessons import course as course_module
from cuarenta_tutor.lessons.loader import lessons_dir
from cuarenta_tutor.ui.app import TutorApp

HOSTILE = Path(__file__).parents[1] / "lessons" / "hostile"
GOOD = lessons_dir() / "02-captures" / "01-match.yaml"


def header_line(path: Path) -> int:
    """The line ``lint`` names for a hostile fixture (its ``# lint: LINE: …`` header)."""
    match = re.match(rb"# lint: (\d+): ", path.read_bytes())
    assert match
    return int(match.group(1))


@pytest.fixture
def hostile_course(tmp_path, monkeypatch):
    """A course folder of every hostile fixture and one good lesson, as the app's course."""
    folder = tmp_path / "01-hostile"
    shutil.copytree(HOSTILE, folder)
    shutil.copy(GOOD, folder / "00-good.yaml")
    monkeypatch.setattr(course_module, "lessons_dir", lambda: tmp_path)
    return folder


def test_the_app_starts_leaves_the_bad_files_out_and_tells_the_teacher(hostile_course):
    started = time.process_time()
    app = TutorApp(query="?lang=es")
    assert time.process_time() - started < 10
    # The whole deal is a valid lesson (too big to solve: see the player's tests).
    assert app.session.order == ["captures-match", "full-deal"]
    problems = app.teacher.problems.value
    assert "10 archivos del curso tienen errores y se han dejado fuera" in problems
    for path in sorted(hostile_course.glob("*.yaml")):
        if path.name in ("course.yaml", "00-good.yaml", "full-deal.yaml"):
            continue
        assert f"01-hostile/{path.name}:{header_line(path)}</code>" in problems, path.name
    assert str(hostile_course) not in problems  # no server paths


def test_a_lesson_too_big_to_solve_says_so_when_opened(hostile_course):
    app = TutorApp(query="?lang=es")
    started = time.process_time()
    click_lesson(app, "full-deal")
    assert time.process_time() - started < 10
    assert app.session.lesson is None
    assert app.error.value == ""  # no traceback
    notice = app.unavailable.value
    assert "«A whole deal» no se puede abrir: su archivo de lección tiene un error" in notice
    # the details are for the teacher, in the page's language too
    assert "01-hostile/full-deal.yaml:5: con quito el motor necesita más de 100000" in notice
    assert str(hostile_course) not in notice


def test_a_lesson_too_big_to_solve_keeps_no_search_in_memory(hostile_course):
    """The refusal the app keeps on screen held the search it stopped (the limit's traceback,
    a frame for each ply of the search's path, and through them the search and its table of
    77 000 positions) until another refusal or a lesson opened."""
    app = TutorApp(query="?lang=es")
    gc.collect()
    # The searches held, not only their ids: one freed meanwhile could lend its id to a new one.
    before = {id(found): found for found in gc.get_objects() if type(found) is AlphaBeta}
    click_lesson(app, "full-deal")
    assert app.unavailable.value  # the refusal is kept and shown
    gc.collect()
    assert not [f for f in gc.get_objects() if type(f) is AlphaBeta and id(f) not in before]


def test_the_refusal_kept_on_screen_keeps_its_words_not_its_frames(hostile_course):
    """Its traceback, and that of the error it came from, would keep the frames of the code
    that refused the lesson (the solve, the lesson's opening, the click's handler)."""
    app = TutorApp(query="?lang=es")
    click_lesson(app, "full-deal")
    refused = app._refused
    assert refused is not None
    assert "100000" in str(refused.reason)
    chain = [refused, refused.reason, refused.__cause__, refused.__context__]
    assert refused.reason in chain[2:]  # raised from it
    assert all(error is None or error.__traceback__ is None for error in chain)


def test_the_files_left_out_are_kept_without_their_frames(hostile_course):
    """A course's reading is kept for the process: each problem's traceback held the reading's
    frames, and through them the courses read so far (a cycle)."""
    (course,) = course_module.load_courses(hostile_course.parent)
    assert len(course.problems) == 10
    assert all(problem.__traceback__ is None for problem in course.problems)


def test_without_problems_the_teacher_sees_no_notice():
    assert TutorApp().teacher.problems.value == ""


def test_the_app_checks_the_schema_without_importing_jsonschema():
    code = (
        "import sys\n"
        "from cuarenta_tutor.ui.app import TutorApp\n"
        "TutorApp()\n"
        "print(sorted(name for name in sys.modules if name.startswith('jsonschema')))\n"
    )
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert child.returncode == 0, child.stderr
    assert child.stdout.strip() == "[]"  # it would cost every learner's kernel ~25 MiB
