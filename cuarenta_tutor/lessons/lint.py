"""Lint lessons: load, validate, check with the engine, and report translation status."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.messages import detached
from .checker import check
from .course import read_course
from .loader import lesson_files, load_lesson
from .model import TRANSLATED, Lesson, LessonError, LessonKind


@dataclass
class LintReport:
    """What linting a set of lesson files found."""

    lessons: list[Lesson] = field(default_factory=list)
    errors: list[LessonError] = field(default_factory=list)
    seconds: float = 0.0

    def kinds(self) -> dict[str, int]:
        """Count the lessons of each kind (every kind listed, zero included)."""
        counts = Counter(lesson.kind for lesson in self.lessons)
        return {kind: counts.get(kind, 0) for kind in LessonKind}

    def languages(self) -> dict[str, dict[str, int]]:
        """Per translated language: how many lessons are complete, missing or stale."""
        from ..i18n.catalogs import available_languages

        result = {}
        for lang in available_languages()[1:]:
            counts = Counter(lesson.status(lang) for lesson in self.lessons)
            result[lang] = {key: counts.get(key, 0) for key in ("complete", "missing", "stale")}
        return result

    def to_dict(self) -> dict[str, object]:
        """Return the report in the ``lint --json`` form."""
        return {
            "lessons": len(self.lessons),
            "errors": [{"file": e.path, "line": e.line, "message": e.message} for e in self.errors],
            "kinds": self.kinds(),
            "languages": self.languages(),
            "seconds": round(self.seconds, 3),
        }


def lint(paths: Iterable[Path] = (), *, translations: bool = True) -> LintReport:
    """Lint the given files and folders (default: the whole course).

    With ``translations`` a missing or stale translation is an error too.
    """
    import time

    started = time.perf_counter()
    report = LintReport()
    seen_ids: dict[str, Lesson] = {}
    files = lesson_files(paths)
    for folder in sorted({path.parent for path in files}):
        report.errors += read_course(folder, translations=translations)[1]
    for path in files:
        try:
            lesson = load_lesson(path)
        except LessonError as error:
            report.errors.append(detached(error))
            continue
        if lesson.id in seen_ids:
            first = seen_ids[lesson.id]
            report.errors.append(
                lesson.error(
                    "the id '{id}' is already used by {file}", "id", id=lesson.id, file=first.path
                )
            )
            continue
        seen_ids[lesson.id] = lesson
        report.lessons.append(lesson)
        report.errors += check(lesson)
        if translations:
            report.errors += translation_errors(lesson)
    report.seconds = time.perf_counter() - started
    return report


def translation_errors(lesson: Lesson) -> list[LessonError]:
    """Return an error for each language whose translation is missing or stale."""
    errors = []
    for lang in TRANSLATED:
        status = lesson.status(lang)
        if status == "missing":
            errors.append(lesson.error("the {lang} translation is missing", "text", lang=lang))
        elif status == "stale":
            current = lesson.texts["en"].fingerprint()
            errors.append(
                lesson.error(
                    "the {lang} translation is stale: the English text changed since it was made "
                    "(update it, then set source: {source})",
                    "text",
                    lang,
                    "source",
                    lang=lang,
                    source=current,
                )
            )
        elif lesson.texts["en"].nudge and not lesson.texts[lang].nudge:
            errors.append(
                lesson.error(
                    "the {lang} translation has no nudge, but the English text has one",
                    "text",
                    lang,
                    lang=lang,
                )
            )
    return errors
