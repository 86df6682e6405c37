"""The course read at build time (the static site's): the same courses, found again anywhere.

It stands in for the YAML only while the folder holds exactly the files it was read from.
"""

import pickle
import shutil

import pytest

from cuarenta_tutor.engine.messages import MessageError
from cuarenta_tutor.lessons import course as course_module
from cuarenta_tutor.lessons import prebuilt
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.lessons.loader import lesson_files, lessons_dir
from cuarenta_tutor.lessons.model import LessonError


def lesson_count(folder) -> int:
    return len(lesson_files(sorted(path for path in folder.iterdir() if path.is_dir())))


@pytest.fixture
def moved(tmp_path):
    """The course read in one folder and shipped, then copied to another (an installation)."""
    built = tmp_path / "built"
    shutil.copytree(lessons_dir(), built)
    data = prebuilt.dump_courses(load_courses(built, validate=False), built)
    installed = tmp_path / "site-packages" / "course"
    shutil.copytree(built, installed)
    shutil.rmtree(built)  # nothing may point into the folder it was read in
    stored = tmp_path / "courses.pickle"
    stored.write_bytes(data)
    return installed, stored


def test_the_prebuilt_course_is_the_course_with_its_paths_in_the_new_folder(moved):
    installed, stored = moved
    courses = prebuilt.read_courses(installed, stored)
    parsed = load_courses(installed, validate=False)
    assert courses == parsed  # every lesson, every field == compares
    lines = [[lesson.lines for lesson in course.lessons] for course in parsed]
    assert [[lesson.lines for lesson in course.lessons] for course in courses] == lines  # and marks
    assert sum(len(course.lessons) for course in courses) == lesson_count(installed)
    for course in courses:
        assert course.path.parent == installed
        for lesson in course.lessons:
            assert lesson.path.is_file()
            assert lesson.path.is_relative_to(installed)


def test_an_edited_added_or_removed_file_means_the_yaml_is_read_again(moved):
    installed, stored = moved
    lesson = sorted(installed.rglob("*.yaml"))[3]
    text = lesson.read_text(encoding="utf-8")
    lesson.write_text(f"{text}# edited\n", encoding="utf-8")
    assert prebuilt.read_courses(installed, stored) is None
    lesson.write_text(text, encoding="utf-8")
    assert prebuilt.read_courses(installed, stored) is not None
    extra = lesson.with_name("zz-new.yaml")
    extra.write_text(text, encoding="utf-8")
    assert prebuilt.read_courses(installed, stored) is None
    extra.unlink()
    lesson.unlink()
    assert prebuilt.read_courses(installed, stored) is None


@pytest.mark.parametrize("damage", [b"", b"not a pickle", b"\x80\x05N."])
def test_a_damaged_or_missing_prebuilt_file_means_the_yaml_is_read(moved, damage):
    installed, stored = moved
    stored.write_bytes(damage)  # b"\x80\x05N." is a pickled None
    assert prebuilt.read_courses(installed, stored) is None
    stored.unlink()
    assert prebuilt.read_courses(installed, stored) is None


def test_the_app_reads_the_prebuilt_course_and_validation_always_reads_the_yaml(moved, monkeypatch):
    installed, stored = moved
    monkeypatch.setattr(
        course_module, "read_courses", lambda base, **kw: prebuilt.read_courses(base, stored, **kw)
    )
    parsed: list[object] = []
    real = course_module.load_lesson
    monkeypatch.setattr(
        course_module, "load_lesson", lambda path, **kw: parsed.append(path) or real(path, **kw)
    )
    assert load_courses(installed, validate=False)
    assert parsed == []  # the app's call: no YAML read
    assert load_courses(installed, validate=True)
    assert len(parsed) == lesson_count(installed)  # lint, the tests: every file read, checked


def test_a_course_with_problems_comes_back_with_them_in_the_new_folder(tmp_path):
    """Problems are kept (the Teacher tab lists them), their files found in the new folder."""
    built = tmp_path / "built"
    shutil.copytree(lessons_dir(), built)
    broken = sorted(built.rglob("*.yaml"))[5]
    broken.write_text("id: [unclosed\n", encoding="utf-8")
    courses = load_courses(built, validate=False)
    data = prebuilt.dump_courses(courses, built)
    installed = tmp_path / "installed"
    built.rename(installed)
    stored = tmp_path / "courses.pickle"
    stored.write_bytes(data)
    again = prebuilt.read_courses(installed, stored)
    assert again is not None
    (problem,) = [p for course in again for p in course.problems]
    (before,) = [p for course in courses for p in course.problems]
    assert problem.path == str(installed / broken.relative_to(built))
    assert (problem.line, problem.template, problem.params) == (
        before.line,
        before.template,
        before.params,
    )


def test_message_errors_pickle_with_their_template_and_values():
    """Pickled, an error keeps what a front end translates (not only the English)."""
    inner = MessageError("the card {card} appears twice", card="7h")
    error = LessonError("a.yaml", 3, "bad position: {reason}", reason=inner)
    again = pickle.loads(pickle.dumps(error))
    assert (again.path, again.line, str(again)) == (error.path, error.line, str(error))
    assert again.template == "bad position: {reason}"
    assert again.params["reason"].params == {"card": "7h"}
