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
from ..lessons.model import Lesson, LessonText

FIELDS = ("title", "prompt", "explanation", "hints")


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
            }
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def import_lessons(lang: str, path: Path, root: Path | None = None) -> list[str]:
    """Write the translations in ``path`` into the lesson and course files; return the ids."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    written = []
    for course in load_courses(root):
        course_text = data.get("courses", {}).get(course.slug)
        if course_text:
            _write_course(course.path / "course.yaml", lang, course_text)
        for lesson in course.lessons:
            text = data.get("lessons", {}).get(lesson.id)
            if text:
                write_translation(lesson, lang, text)
                written.append(lesson.id)
    return written


def write_translation(lesson: Lesson, lang: str, text: dict[str, Any]) -> None:
    """Put (or replace) the ``lang`` block under ``text:`` of a lesson file."""
    translation = LessonText(
        title=str(text["title"]),
        prompt=str(text["prompt"]),
        explanation=str(text["explanation"]),
        hints=tuple(str(hint) for hint in text["hints"]),
    )
    block = {
        lang: {
            "source": lesson.texts["en"].fingerprint(),
            **{
                field: list(value) if field == "hints" else value
                for field, value in zip(
                    FIELDS,
                    (
                        translation.title,
                        translation.prompt,
                        translation.explanation,
                        translation.hints,
                    ),
                    strict=True,
                )
            },
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
    lesson.path.write_text("\n".join(lines) + "\n", encoding="utf-8")


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
