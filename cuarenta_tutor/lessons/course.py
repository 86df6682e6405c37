"""Courses: the folders of the course, their titles and summaries, and their lessons in order."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from ..engine.messages import detached
from .loader import lesson_files, lessons_dir, load_lesson
from .model import TRANSLATED, Lesson, LessonError
from .prebuilt import course_digest, read_courses
from .yamlmarks import YamlProblem, line_of, load_with_lines


@dataclass(frozen=True)
class Course:
    """One course folder: its title and summary per language and its lessons in order."""

    slug: str
    path: Path
    titles: dict[str, str]
    summaries: dict[str, str]
    lessons: tuple[Lesson, ...] = ()
    problems: tuple[LessonError, ...] = ()
    """What :func:`load_courses` left out: lesson files that failed to load or repeat an id,
    and the problems of ``course.yaml`` itself."""
    numbers: tuple[int, ...] = ()
    """Each lesson's place in the whole course, when :func:`select` kept only some of them
    (empty: the lessons are the whole course, numbered 1, 2, 3…)."""

    def title(self, lang: str) -> str:
        """Return the title in ``lang`` (English when it is not translated)."""
        return self.titles.get(lang, self.titles["en"])

    def numbered(self) -> list[tuple[int, Lesson]]:
        """Return each lesson with its number on the course map (its place in the whole course)."""
        return list(zip(self.numbers or range(1, len(self.lessons) + 1), self.lessons, strict=True))

    def summary(self, lang: str) -> str:
        """Return the summary in ``lang`` (English when it is not translated)."""
        return self.summaries.get(lang, self.summaries["en"])


def read_course(folder: Path, *, translations: bool = True) -> tuple[Course, list[LessonError]]:
    """Read ``folder/course.yaml``; return the course (without lessons) and its problems."""
    path = folder / "course.yaml"
    problems: list[LessonError] = []
    titles: dict[str, str] = {}
    summaries: dict[str, str] = {}
    if not path.is_file():
        problems.append(LessonError(path, 1, "the course has no course.yaml (title and summary)"))
    else:
        try:
            data, lines = load_with_lines(path.read_text(encoding="utf-8"))
        except (YamlProblem, OSError, UnicodeDecodeError) as problem:
            line = problem.line if isinstance(problem, YamlProblem) else 1
            return Course(folder.name, folder, {"en": folder.name}, {"en": ""}), [
                LessonError(path, line, str(problem))
            ]
        for key, target in (("title", titles), ("summary", summaries)):
            block = data.get(key) if isinstance(data, dict) else None
            if not isinstance(block, dict) or not isinstance(block.get("en"), str):
                problems.append(
                    LessonError(
                        path,
                        line_of(lines, (key,)),
                        "'{key}' needs an English text: {key}: {{en: ...}}",
                        key=key,
                    )
                )
                continue
            target.update({str(k): str(v) for k, v in block.items()})
            if translations:
                missing = (
                    "the {lang} title of the course is missing"
                    if key == "title"
                    else "the {lang} summary of the course is missing"
                )
                problems += [
                    LessonError(path, line_of(lines, (key,)), missing, lang=lang)
                    for lang in TRANSLATED
                    if lang not in block
                ]
    titles.setdefault("en", folder.name)
    summaries.setdefault("en", "")
    return Course(folder.name, folder, titles, summaries), problems


KEPT_READS = 8
"""Readings of a course folder a process keeps (:func:`load_courses`): a folder, checked or
not, with the files it held; the least recently asked for is let go first."""


def load_courses(root: Path | None = None, *, validate: bool = True) -> list[Course]:
    """Load every course with its lessons.

    A lesson that fails to load, or whose id an earlier lesson has, is left out and named in
    its course's ``problems``: one bad file never stops the others (nor the app). Without
    ``validate`` (the app), the course read at build time is used when the files are the
    same (:mod:`.prebuilt`, the static site).

    The reading is kept for the same folder while it holds the same folders and files, byte
    for byte (:func:`.prebuilt.course_digest`, a few milliseconds against a tenth of a second
    or more to read the lessons): an app built again, the class server's pages, the
    commands. Courses and lessons are frozen dataclasses and nothing changes their dicts, so
    the readings given out share them; the list is a new one. A folder with a file that
    cannot be read, or that changed while it was read, is read afresh every time (the file
    named in its course's ``problems``).
    """
    base = root or lessons_dir()
    digest = _digest(base)
    if digest is None:
        return _read_all(base, validate)
    try:
        return list(_kept_reading(base, validate, digest))
    except _ChangedWhileRead as changed:
        return changed.courses


def _digest(base: Path) -> str | None:
    """Return :func:`.prebuilt.course_digest` of ``base``, or None if a file cannot be read."""
    try:
        return course_digest(base)
    except OSError:
        return None


@functools.lru_cache(maxsize=KEPT_READS)
def _kept_reading(base: Path, validate: bool, digest: str) -> tuple[Course, ...]:
    """Return the reading of ``base`` while it holds the files of ``digest`` (kept)."""
    courses = None if validate else read_courses(base, digest=digest)
    if courses is None:
        courses = _read_all(base, validate)
        if _digest(base) != digest:  # an edit landed meanwhile: give it out, never keep it
            raise _ChangedWhileRead(courses)
    return tuple(courses)


class _ChangedWhileRead(Exception):
    """The folder changed while it was read (:func:`_kept_reading` keeps no such reading)."""

    def __init__(self, courses: list[Course]) -> None:
        super().__init__()
        self.courses = courses


def _read_all(base: Path, validate: bool) -> list[Course]:
    """Read every course folder under ``base`` and its lessons (see :func:`load_courses`)."""
    courses = []
    seen: set[str] = set()
    for folder in sorted(p for p in base.iterdir() if p.is_dir()):
        course, problems = read_course(folder, translations=False)
        lessons = []
        for path in lesson_files([folder]):
            try:
                lesson = load_lesson(path, validate=validate)
            except LessonError as error:
                problems.append(detached(error))
                continue
            if lesson.id in seen:
                problems.append(lesson.error("the id '{id}' is already used", "id", id=lesson.id))
                continue
            seen.add(lesson.id)
            lessons.append(lesson)
        courses.append(
            Course(
                course.slug,
                folder,
                course.titles,
                course.summaries,
                tuple(lessons),
                tuple(problems),
            )
        )
    return courses


def numbered_titles(courses: list[Course], lang: str) -> dict[str, str]:
    """Return each lesson's title in ``lang`` as the course map numbers it, by id.

    The number is the lesson's place in its whole course ("3. The ace counts as one"), also
    when a teacher's set keeps only some lessons: the one numbering of the course map, a
    pupil's homework, the teacher's page and the reports.
    """
    return {
        lesson.id: f"{number}. {lesson.text(lang)[0].title}"
        for course in courses
        for number, lesson in course.numbered()
    }


def course_places(courses: list[Course], lang: str) -> dict[str, tuple[str, int]]:
    """Return where each lesson sits on the course map, by id: course title and number.

    The title is in ``lang``; the number is the lesson's in its course, as
    :func:`numbered_titles` numbers it.

    >>> course_places(load_courses(), "en")["caida-and-limpia-four"]
    ('Caída and limpia', 7)
    """
    return {
        lesson.id: (course.title(lang), number)
        for course in courses
        for number, lesson in course.numbered()
    }


def course_titles(courses: list[Course], lang: str) -> dict[str, str]:
    """Return the title in ``lang`` of each lesson's course, by lesson id (for reports).

    >>> course_titles(load_courses(), "en")["captures-match"]
    'Taking cards'
    """
    return {lesson_id: title for lesson_id, (title, _) in course_places(courses, lang).items()}


def select(courses: list[Course], spec: str) -> list[Course]:
    """Keep only the lessons a teacher's set names: comma-separated course folders or lesson ids.

    A lesson id after a minus leaves that lesson out of a course named whole, which keeps the
    link short: ``03-the-run,-run-whole-run`` is the course without one lesson.

    >>> [c.slug for c in select(load_courses(), "02-captures,run-after-sum")]
    ['02-captures', '03-the-run']
    >>> [len(c.lessons) for c in select(load_courses(), "03-the-run,-run-whole-run")]
    [9]
    """
    parts = [part.strip() for part in spec.split(",") if part.strip()]
    dropped = {part[1:] for part in parts if part.startswith("-")}
    wanted = set(parts) - {f"-{key}" for key in dropped}
    chosen = []
    for course in courses:
        if course.slug in wanted and not dropped & {x.id for x in course.lessons}:
            chosen.append(course)
            continue
        kept = [
            (n, x)
            for n, x in enumerate(course.lessons, start=1)
            if (course.slug in wanted or x.id in wanted) and x.id not in dropped
        ]
        if kept:
            numbers, lessons = tuple(n for n, _ in kept), tuple(x for _, x in kept)
            chosen.append(
                Course(
                    course.slug,
                    course.path,
                    course.titles,
                    course.summaries,
                    lessons,
                    numbers=numbers,
                )
            )
    return chosen
