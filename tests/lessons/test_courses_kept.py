"""A course folder read once is kept while it holds the same files (``load_courses``).

The app, the class server's pages and the commands read the course again and again; the
YAML is parsed and checked again only when a file changed, was added or was removed.
"""

import shutil

import pytest

from cuarenta_tutor.lessons import course as course_module
from cuarenta_tutor.lessons.course import KEPT_READS, load_courses
from cuarenta_tutor.lessons.loader import lessons_dir


@pytest.fixture
def folder(tmp_path):
    """A copy of the course, so the test can edit its files."""
    copy = tmp_path / "course"
    shutil.copytree(lessons_dir(), copy)
    return copy


@pytest.fixture
def parsed(monkeypatch):
    """The lesson files the loader reads from now on, in order (no course read at build time
    stands in for them, as in an installed site's wheel)."""
    read: list[object] = []
    real = course_module.load_lesson
    monkeypatch.setattr(
        course_module, "load_lesson", lambda path, **kw: read.append(path) or real(path, **kw)
    )
    monkeypatch.setattr(course_module, "read_courses", lambda *_, **__: None)
    return read


def test_the_same_files_are_read_once_and_give_the_same_courses(folder, parsed):
    first = load_courses(folder)
    files = len(parsed)
    assert files > 50
    again = load_courses(folder)
    assert len(parsed) == files  # nothing read again
    assert again == first
    assert again is not first  # a list of one's own: changing it changes no later answer
    again.clear()
    assert load_courses(folder) == first


def test_an_edited_added_or_removed_file_is_read_again(folder, parsed):
    before = load_courses(folder)
    lesson = before[0].lessons[0]
    text = lesson.path.read_text(encoding="utf-8")
    lesson.path.write_text(text.replace(lesson.id, "kept-edited", 1), encoding="utf-8")
    edited = load_courses(folder)
    assert edited[0].lessons[0].id == "kept-edited"
    extra = lesson.path.with_name("zz-extra.yaml")
    extra.write_text(text.replace(lesson.id, "kept-extra", 1), encoding="utf-8")
    assert "kept-extra" in {x.id for x in load_courses(folder)[0].lessons}
    extra.unlink()
    lesson.path.write_text(text, encoding="utf-8")
    files = len(parsed)
    assert load_courses(folder) == before  # the first files again: their reading was kept
    assert len(parsed) == files


def test_a_checked_reading_and_the_apps_are_kept_apart(folder, parsed):
    load_courses(folder, validate=False)
    files = len(parsed)
    load_courses(folder, validate=True)
    assert len(parsed) == 2 * files  # the checked reading is never the app's kept one


def test_only_the_latest_folders_are_kept(tmp_path, parsed):
    folders = []
    for number in range(KEPT_READS + 1):
        copy = tmp_path / f"course-{number}"
        shutil.copytree(lessons_dir(), copy)
        (copy / f"marker-{number}.txt").write_text("a file the digest counts", encoding="utf-8")
        folders.append(copy)
        load_courses(copy, validate=False)
    files = len(parsed)
    load_courses(folders[-1], validate=False)
    assert len(parsed) == files  # the latest is kept
    load_courses(folders[0], validate=False)
    assert len(parsed) > files  # the oldest was let go


def test_an_empty_folder_added_is_read_again(folder, parsed):
    before = load_courses(folder)
    (folder / "zz-empty").mkdir()
    after = load_courses(folder)
    assert [c.slug for c in after] == [*(c.slug for c in before), "zz-empty"]


def test_a_folder_that_cannot_be_read_whole_is_read_every_time(folder, parsed, monkeypatch):
    def unreadable(base):
        raise PermissionError(13, "Permission denied", str(base / "a.yaml"))

    monkeypatch.setattr(course_module, "course_digest", unreadable)
    first = load_courses(folder)
    files = len(parsed)
    assert first  # the lessons that can be read, as before
    assert files > 50
    assert load_courses(folder) == first
    assert len(parsed) == 2 * files  # nothing kept


def test_a_folder_that_changed_while_it_was_read_is_not_kept(folder, parsed, monkeypatch):
    lesson = sorted(folder.rglob("*.yaml"))[3]
    text = lesson.read_text(encoding="utf-8")
    real = course_module.load_lesson

    def edited_meanwhile(path, **kw):
        if path == lesson:  # an editor saves the lesson while the course is read
            lesson.write_text(text.replace("id: ", "id: edited-", 1), encoding="utf-8")
        return real(path, **kw)

    monkeypatch.setattr(course_module, "load_lesson", edited_meanwhile)
    during = load_courses(folder)
    assert "edited-" in "".join(x.id for c in during for x in c.lessons)
    monkeypatch.setattr(course_module, "load_lesson", real)
    lesson.write_text(text, encoding="utf-8")  # the files as they were when the reading began
    again = load_courses(folder)
    assert "edited-" not in "".join(x.id for c in again for x in c.lessons)
