"""Read lesson files: YAML with line numbers, validation against the published JSON Schema."""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from ..engine.cards import NotationError, parse_cards
from ..paths import data_dir
from .model import Lesson, LessonError, LessonKind, LessonText
from .schema_lite import first_problem
from .yamlmarks import YamlProblem, line_of, load_with_lines

RAW_KEYS = frozenset({"source", "id", "options", "expected"})
"""Fields kept as written: a fingerprint, an id or an option is text even when it looks like
a number or a yes/no (YAML 1.1 would read ``no`` as false)."""
MAX_BYTES = 256 * 1024
"""The largest lesson file read: the course's largest is 8 KB."""


COURSE_FOLDER = "course"
"""The course's folder inside the package, in a wheel (``lessons/`` beside it in a checkout)."""


def lessons_dir() -> Path:
    """Return the course folder (``lessons/`` in a checkout, ``course/`` in a wheel)."""
    return data_dir(COURSE_FOLDER, "lessons")


@cache
def schema() -> dict[str, Any]:
    """Return the lesson JSON Schema (``lessons/schema.json``)."""
    data: dict[str, Any] = json.loads((lessons_dir() / "schema.json").read_text(encoding="utf-8"))
    return data


def lesson_files(paths: Iterable[Path] = ()) -> list[Path]:
    """Expand files and folders to lesson files (``*.yaml`` except ``course.yaml``), sorted."""
    found: list[Path] = []
    for path in list(paths) or [lessons_dir()]:
        if path.is_dir():
            found += [p for p in path.rglob("*.yaml") if p.name != "course.yaml"]
        else:
            found.append(path)
    return sorted(found)


def load_lesson(path: Path, *, validate: bool = True) -> Lesson:
    """Read and validate one lesson file; problems raise :class:`LessonError` with the line.

    ``validate=False`` checks the JSON Schema with :mod:`.schema_lite` only, whose messages
    are plainer (the app does: ``jsonschema`` would cost a learner's kernel about 25 MiB).
    """
    try:
        if path.stat().st_size > MAX_BYTES:
            raise LessonError(path, 1, "the file is larger than {size} KiB", size=MAX_BYTES // 1024)
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise LessonError(path, 1, "the file cannot be read: {error}", error=error) from None
    return parse_lesson(text, path, validate=validate)


def parse_lesson(text: str, path: Path, *, validate: bool = True) -> Lesson:
    """Validate lesson YAML given as text (``path`` names it in errors and gives its course)."""
    try:
        data, lines = load_with_lines(text, RAW_KEYS)
    except YamlProblem as unreadable:
        raise LessonError(path, unreadable.line, str(unreadable)) from None
    if not isinstance(data, dict):
        raise LessonError(path, 1, "a lesson is a mapping of fields (id, ruleset, kind, …)")
    if validate:
        _validate(path, data, lines)
    problem = first_problem(schema(), data)
    if problem is not None:
        where, message = problem
        raise LessonError(path, line_of(lines, where), message)
    try:
        return _build(path, data, lines)
    except (KeyError, TypeError, AttributeError) as error:
        raise LessonError(
            path, 1, "not a valid lesson ({error}): run cuarenta-tutor lint", error=error
        ) from None


def _validate(path: Path, data: dict[str, Any], lines: dict[Any, int]) -> None:
    """Check ``data`` against the JSON Schema; the first problem raises with its line."""
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema())
    errors = sorted(validator.iter_errors(data), key=lambda e: (len(e.absolute_path), e.message))
    if errors:
        worst = _most_specific(errors)
        where = tuple(worst.absolute_path)
        raise LessonError(path, line_of(lines, where), _describe(worst, where))


def _most_specific(errors: list[Any]) -> Any:
    deepest = max(errors, key=lambda e: len(e.absolute_path))
    if deepest.context:
        return max(deepest.context, key=lambda e: len(e.absolute_path))
    return deepest


def _describe(error: Any, where: tuple[Any, ...]) -> str:
    field = ".".join(str(part) for part in where) or "the lesson"
    if error.validator == "additionalProperties":
        unknown = error.message.replace("Additional properties are not allowed", "unknown field")
        return f"{field}: {unknown}"
    if error.validator == "required":
        return f"{field}: {error.message.replace('is a required property', 'is missing')}"
    if error.validator == "pattern" and isinstance(error.instance, str):
        reason = _card_problem(error.instance)
        if reason:
            return f"{field}: {reason}"
        hint = error.schema.get("description", "") if isinstance(error.schema, dict) else ""
        return f"{field}: '{error.instance}' is not valid" + (f" ({hint})" if hint else "")
    return f"{field}: {error.message}"


def _card_problem(text: str) -> str:
    """Return the engine's reason why ``text`` is not a list of cards (or an empty string)."""
    try:
        parse_cards(text, unique=False)
    except NotationError as error:
        return str(error)
    return ""


def _build(path: Path, data: dict[str, Any], lines: dict[Any, int]) -> Lesson:
    rulesets = data["ruleset"] if isinstance(data["ruleset"], list) else [data["ruleset"]]
    texts = {
        lang: LessonText(
            title=block["title"],
            prompt=block["prompt"],
            explanation=block["explanation"],
            hints=tuple(block["hints"]),
            source=block.get("source"),
            nudge=block.get("nudge", ""),
        )
        for lang, block in data["text"].items()
    }
    return Lesson(
        id=data["id"],
        course=path.parent.name,
        path=path,
        rulesets=tuple(rulesets),
        kind=LessonKind(data["kind"]),
        position=data.get("position", {}),
        texts=texts,
        play=data.get("play"),
        goal=data.get("goal", "deal" if data["kind"] == LessonKind.ENDGAME else "immediate"),
        expected=tuple(data.get("expected", ())),
        count=data.get("count"),
        target=data.get("target"),
        ask=data.get("ask"),
        options=tuple(data.get("options", ())),
        lines=lines,
    )
