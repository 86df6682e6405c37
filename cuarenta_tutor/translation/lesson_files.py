"""Lesson prose in one file per language: export it for a translator, import it back.

A translator who prefers one file to seventy can run ``cuarenta-tutor i18n export-lessons
de -o de.yaml``, translate, and ``cuarenta-tutor i18n import-lessons de de.yaml``: every
translation is written into its lesson file with the fingerprint of the English text it
was made from (so that it turns *stale* when the English changes).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from ..lessons.course import load_courses
from ..lessons.loader import parse_lesson
from ..lessons.model import Lesson, LessonError
from ..lessons.yamlmarks import Path_, YamlProblem, line_of, load_with_lines

FIELDS = ("title", "prompt", "explanation", "hints")
COURSE_FIELDS = ("title", "summary")


def export_lessons(lang: str, root: Path | None = None) -> str:
    """Return the course's prose as YAML: English, or the existing ``lang`` translations."""
    data: dict[str, Any] = {"courses": {}, "lessons": {}}
    for course in load_courses(root):
        data["courses"][course.slug] = {
            "title": course.title(lang),
            "summary": course.summary(lang),
        }
        for lesson in course.lessons:
            text = lesson.texts.get(lang) or lesson.texts["en"]
            data["lessons"][lesson.id] = {
                "title": text.title,
                "prompt": text.prompt,
                "explanation": text.explanation,
                "hints": list(text.hints),
                **({"nudge": text.nudge} if text.nudge else {}),
            }
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def import_lessons(lang: str, path: Path, root: Path | None = None) -> list[str]:
    """Write the translations in ``path`` into the lesson and course files; return the ids.

    The file is read as strictly as a lesson (no anchors, tags or duplicate keys), and every
    lesson it changes is checked as it would be written, before anything is written: a
    problem is a :class:`LessonError` naming the file's line, and the course stays as it was.
    """
    courses = load_courses(root)
    lessons = {lesson.id: lesson for course in courses for lesson in course.lessons}
    data, lines = read_translation_file(path, set(lessons))
    changed = {}
    for lesson_id, text in data["lessons"].items():
        lesson = lessons[lesson_id]
        content = translated_file(lesson, lang, text)
        try:
            parse_lesson(content, lesson.path)
        except LessonError as refused:
            line = line_of(lines, ("lessons", lesson_id))
            raise LessonError(path, line, refused.template, **refused.params) from None
        changed[lesson.path] = content
    for course in courses:
        course_text = data["courses"].get(course.slug)
        if course_text:
            _write_course(course.path / "course.yaml", lang, course_text)
    for lesson_path, content in changed.items():
        lesson_path.write_text(content, encoding="utf-8")
    return list(data["lessons"])


def read_translation_file(
    path: Path, lesson_ids: set[str]
) -> tuple[dict[str, Any], dict[Path_, int]]:
    """Read a file made by ``export_lessons``; refuse, with file and line, what it cannot hold.

    ``lesson_ids`` are the lessons there are: a lesson the file names but the course lacks
    (a typing slip in an id) is refused rather than its translation silently dropped. Return
    the data (``courses`` and ``lessons`` always present) and the line of every value.
    """
    try:
        data, lines = load_with_lines(path.read_text(encoding="utf-8"))
    except YamlProblem as unreadable:
        raise LessonError(path, unreadable.line, str(unreadable)) from None
    except (OSError, UnicodeDecodeError) as unreadable:
        raise LessonError(path, 1, str(unreadable)) from None
    if not isinstance(data, dict) or not set(data) <= {"courses", "lessons"}:
        raise _not_a_translation(path, 1)
    for section, fields in (("courses", COURSE_FIELDS), ("lessons", FIELDS)):
        entries = data.setdefault(section, {})
        if not isinstance(entries, dict):
            raise _not_a_translation(path, line_of(lines, (section,)))
        for name, text in entries.items():
            _check_entry(path, lines, (section, name), text, fields)
    for name in data["lessons"]:
        if name not in lesson_ids:
            line = line_of(lines, ("lessons", name))
            raise LessonError(path, line, "unknown lesson '{name}'", name=name)
    return data, lines


def _not_a_translation(path: Path, line: int) -> LessonError:
    return LessonError(
        path, line, "a translation file holds 'courses' and 'lessons', as export-lessons writes it"
    )


def _check_entry(
    path: Path, lines: dict[Path_, int], where: Path_, text: object, fields: tuple[str, ...]
) -> None:
    """Refuse an entry that lacks a field or holds anything but text (hints: a list of texts)."""
    name = ".".join(str(part) for part in where)
    for field in fields:
        value = text.get(field) if isinstance(text, dict) else None
        line = line_of(lines, (*where, field))
        if field == "hints":
            if not isinstance(value, list) or not all(isinstance(hint, str) for hint in value):
                raise LessonError(
                    path,
                    line,
                    "{where}: '{field}' must be a list of strings",
                    where=name,
                    field=field,
                )
        elif not isinstance(value, str):
            raise LessonError(
                path, line, "{where}: '{field}' must be text", where=name, field=field
            )


def translated_file(lesson: Lesson, lang: str, text: dict[str, Any]) -> str:
    """Return the lesson file's text with its ``lang`` block put in (or replaced)."""
    block = {
        lang: {
            "source": lesson.texts["en"].fingerprint(),
            "title": str(text["title"]),
            "prompt": str(text["prompt"]),
            "explanation": str(text["explanation"]),
            "hints": [str(hint) for hint in text["hints"]],
            **({"nudge": str(text["nudge"])} if text.get("nudge") else {}),
        }
    }
    dumped = yaml.safe_dump(
        block, allow_unicode=True, sort_keys=False, width=100, default_style=None
    )
    dumped = dumped.replace(
        f"source: {block[lang]['source']}", f"source: '{block[lang]['source']}'"
    )
    new_lines = ["  " + line if line else line for line in dumped.splitlines()]
    lines = lesson.path.read_text(encoding="utf-8").splitlines()
    start = lines.index("text:")
    blocks = _language_blocks(lines, start)
    if lang in blocks:
        first, last = blocks[lang]
        lines[first:last] = new_lines
    else:
        end = max((last for _, last in blocks.values()), default=start + 1)
        lines[end:end] = new_lines
    return "\n".join(lines) + "\n"


def _language_blocks(lines: list[str], start: int) -> dict[str, tuple[int, int]]:
    """Find each ``  <lang>:`` block under ``text:`` as (first line, line after it)."""
    blocks: dict[str, tuple[int, int]] = {}
    current, first = "", 0
    index = start + 1
    for index in range(start + 1, len(lines) + 1):
        line = lines[index] if index < len(lines) else ""
        top = index == len(lines) or (line and not line.startswith(" "))
        head = line.startswith("  ") and not line.startswith("   ") and line.rstrip().endswith(":")
        if current and (head or top):
            blocks[current] = (first, index)
            current = ""
        if top:
            break
        if head:
            current, first = line.strip()[:-1], index
    return blocks


def _write_course(path: Path, lang: str, text: dict[str, Any]) -> None:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    for key in ("title", "summary"):
        data[key][lang] = str(text[key])
    path.write_text(
        yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100), encoding="utf-8"
    )
