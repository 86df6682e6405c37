"""A learner's progress: which lessons are solved, with attempts, hints and time.

Progress belongs to the learner: the app keeps it in the learner's browser and lets them
export and import it as a JSON file. Reading never loses data: a file that cannot be read
raises :class:`ProgressError`, and the caller keeps the raw text aside and tells the learner.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from enum import StrEnum
from typing import Any

FORMAT = "cuarenta-tutor-progress"
VERSION = 1


class ProgressProblem(StrEnum):
    """Why progress data cannot be read (the app and the report say it in the user's language)."""

    NOT_JSON = "not_json"
    FOREIGN = "foreign"
    VERSION = "version"
    DAMAGED = "damaged"


ENGLISH = {
    ProgressProblem.NOT_JSON: "not JSON (line {detail})",
    ProgressProblem.FOREIGN: "not a Cuarenta Tutor progress file",
    ProgressProblem.VERSION: "progress file version {detail} is not supported",
    ProgressProblem.DAMAGED: "damaged progress data ({detail})",
}


class ProgressError(ValueError):
    """Progress data that is not a progress file of this tutor (or is damaged).

    ``problem`` says why, ``detail`` adds the technical particulars (a line, a version).
    """

    def __init__(self, problem: ProgressProblem, detail: str = "") -> None:
        super().__init__(ENGLISH[problem].format(detail=detail))
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True)
class LessonRecord:
    """What one learner did in one lesson."""

    solved: bool = False
    attempts: int = 0
    hints: int = 0
    revealed: bool = False
    seconds: float = 0.0


@dataclass(frozen=True)
class Progress:
    """All of a learner's records and settings."""

    learner: str = ""
    lessons: dict[str, LessonRecord] = field(default_factory=dict)
    lang: str = ""
    rules: str = ""
    four_colour: bool = False

    def record(self, lesson_id: str) -> LessonRecord:
        """Return the record of a lesson (empty when never opened)."""
        return self.lessons.get(lesson_id, LessonRecord())

    def update(self, lesson_id: str, **changes: Any) -> Progress:
        """Return progress with a lesson's record changed."""
        record = replace(self.record(lesson_id), **changes)
        return replace(self, lessons={**self.lessons, lesson_id: record})

    def solved(self, lesson_ids: list[str]) -> int:
        """Count how many of ``lesson_ids`` are solved."""
        return sum(1 for lesson_id in lesson_ids if self.record(lesson_id).solved)

    def to_json(self) -> str:
        """Serialise the progress (a small, versioned JSON document)."""
        data = {
            "format": FORMAT,
            "version": VERSION,
            "learner": self.learner,
            "lang": self.lang,
            "rules": self.rules,
            "four_colour": self.four_colour,
            "lessons": {key: asdict(record) for key, record in sorted(self.lessons.items())},
        }
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Progress:
        """Read progress written by :meth:`to_json`; anything else raises ProgressError."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise ProgressError(ProgressProblem.NOT_JSON, str(error.lineno)) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ProgressError(ProgressProblem.FOREIGN)
        if data.get("version") != VERSION:
            raise ProgressError(ProgressProblem.VERSION, str(data.get("version")))
        try:
            lessons = {str(key): _record(value) for key, value in data["lessons"].items()}
            return cls(
                learner=str(data.get("learner", "")),
                lessons=lessons,
                lang=str(data.get("lang", "")),
                rules=str(data.get("rules", "")),
                four_colour=bool(data.get("four_colour", False)),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise ProgressError(ProgressProblem.DAMAGED, str(error)) from None


def _record(value: Any) -> LessonRecord:
    if not isinstance(value, dict):
        raise TypeError("a lesson record must be an object")
    return LessonRecord(
        solved=bool(value.get("solved", False)),
        attempts=int(value.get("attempts", 0)),
        hints=int(value.get("hints", 0)),
        revealed=bool(value.get("revealed", False)),
        seconds=float(value.get("seconds", 0.0)),
    )
