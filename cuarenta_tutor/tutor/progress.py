"""A learner's progress: lessons solved, with stars, attempts, hints and time; practice.

Progress belongs to the learner: the app keeps it in the learner's browser and lets them
export and import it as a JSON file. Reading is strict and happens here only: data that
cannot be read raises :class:`ProgressError` (never another exception), and the caller
keeps it aside and says why in the user's language (``ui/saved.py``, ``cli/report.py``).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import asdict, dataclass, field, replace
from enum import StrEnum
from typing import Any

from .practice_record import ID as LESSON_ID  # a lesson id and a puzzle id look alike
from .practice_record import MAX_COUNT, PracticeDataError, PracticeRecord

FORMAT = "cuarenta-tutor-progress"
VERSION = 1
MAX_SIZE = 1_000_000
"""The most bytes of a progress file (characters of stored progress): real ones are a few KB."""
MAX_SECONDS = 100_000_000.0
"""The most seconds one lesson's record may hold (about three years)."""
MAX_TEXT = 200
"""The longest learner name, language, ruleset or lesson id."""
MAX_DIGITS = 20
"""The most characters of one number in the JSON text."""
UNSAFE_TEXT = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
"""Control characters and lone surrogates: never valid in a name or an id."""
MAX_STARS = 3


def earned_stars(*, misses: int, hints: int, revealed: bool) -> int:
    """Return the stars a finished lesson earns: 3, 2 after a hint or a retry, 1 when shown.

    >>> earned_stars(misses=0, hints=0, revealed=False), earned_stars(misses=1, hints=0,
    ...     revealed=False), earned_stars(misses=0, hints=2, revealed=True)
    (3, 2, 1)
    """
    if revealed:
        return 1
    return MAX_STARS - 1 if misses or hints else MAX_STARS


class ProgressProblem(StrEnum):
    """Why progress data cannot be read (the app and the report say it in the user's language)."""

    NOT_JSON = "not_json"
    FOREIGN = "foreign"
    VERSION = "version"
    DAMAGED = "damaged"
    TOO_LARGE = "too_large"


ENGLISH = {
    ProgressProblem.NOT_JSON: "not JSON (line {detail})",
    ProgressProblem.FOREIGN: "not a Cuarenta Tutor progress file",
    ProgressProblem.VERSION: "progress file version {detail} is not supported",
    ProgressProblem.DAMAGED: "damaged progress data ({detail})",
    ProgressProblem.TOO_LARGE: "larger than {detail} bytes",
}


class ProgressError(ValueError):
    """Progress data that is not a progress file of this tutor (or is damaged).

    ``problem`` says why, ``detail`` adds the technical particulars (a line, a version).
    """

    def __init__(self, problem: ProgressProblem, detail: str = "") -> None:
        super().__init__(ENGLISH[problem].format(detail=detail))
        self.problem = problem
        self.detail = detail


def too_large() -> ProgressError:
    """Return the error for progress of more than :data:`MAX_SIZE` bytes (or characters)."""
    return ProgressError(ProgressProblem.TOO_LARGE, str(MAX_SIZE))


@dataclass(frozen=True)
class LessonRecord:
    """What one learner did in one lesson."""

    solved: bool = False
    attempts: int = 0
    hints: int = 0
    revealed: bool = False
    seconds: float = 0.0
    stars: int = 0
    """The best stars earned (0: not finished; 1: only with the solution shown)."""

    @property
    def started(self) -> bool:
        """Whether the learner tried the lesson (an answer or a hint) but never finished it."""
        return self.stars == 0 and (self.attempts > 0 or self.hints > 0)

    @property
    def seen_only(self) -> bool:
        """Whether the learner has seen the solution but not solved the lesson."""
        return self.revealed and not self.solved


MAX_MISTAKES = 100
"""The most mistake positions kept (the newest)."""
MAX_POSITION = 1000
"""The longest position (or action) text of a kept mistake."""
BANDS = ("best", "good", "inaccuracy", "mistake", "blunder")
"""The coach's bands (:class:`~cuarenta_tutor.engine.search.coach.Band` values)."""


@dataclass(frozen=True)
class MistakePosition:
    """A position to practise again: where the learner went wrong in a mesa.

    ``position`` is in notation (:mod:`cuarenta_tutor.engine.notation`), ``played`` and
    ``best`` are actions in notation, ``band`` the coach's band for ``played``.
    """

    position: str
    played: str
    best: str
    band: str


@dataclass(frozen=True)
class Progress:
    """All of a learner's records and settings."""

    learner: str = ""
    lessons: dict[str, LessonRecord] = field(default_factory=dict)
    lang: str = ""
    rules: str = ""
    four_colour: bool = False
    practice: PracticeRecord = field(default_factory=PracticeRecord)
    """Puzzle practice: ratings, tallies, best streak, the repetition queue (older files: empty)."""
    mistakes: tuple[MistakePosition, ...] = ()
    """Mistake positions from Play, kept to practise again, oldest first.

    Saved under the JSON key ``review`` (older files have none)."""

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

    def with_mistakes(self, positions: list[MistakePosition]) -> Progress:
        """Return progress with ``positions`` kept (the newest :data:`MAX_MISTAKES`)."""
        kept = (*self.mistakes, *(p for p in positions if p not in self.mistakes))
        return replace(self, mistakes=kept[-MAX_MISTAKES:])

    def to_json(self) -> str:
        """Serialise the progress (a small, versioned JSON document)."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "learner": self.learner,
            "lang": self.lang,
            "rules": self.rules,
            "four_colour": self.four_colour,
            "lessons": {key: asdict(record) for key, record in sorted(self.lessons.items())},
        }
        if self.practice != PracticeRecord():  # a learner who never practised: as before
            data["practice"] = self.practice.to_data()
        if self.mistakes:
            data["review"] = [asdict(entry) for entry in self.mistakes]
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Progress:
        """Read progress written by :meth:`to_json`; anything else raises ProgressError.

        The data is checked strictly and once, here: at most :data:`MAX_SIZE` characters,
        JSON without NaN or Infinity and without absurd nesting, counts and times finite and
        within bounds, text valid Unicode without control characters and of bounded length.
        """
        if len(text) > MAX_SIZE:
            raise too_large()
        data = _parse(text)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ProgressError(ProgressProblem.FOREIGN)
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise ProgressError(ProgressProblem.DAMAGED, "the version is not a whole number")
        if version != VERSION:
            raise ProgressError(ProgressProblem.VERSION, str(version))
        lessons = data.get("lessons")
        if not isinstance(lessons, dict):
            raise ProgressError(ProgressProblem.DAMAGED, "the lessons are not an object")
        records: dict[str, LessonRecord] = {}
        for number, (lesson_id, value) in enumerate(lessons.items(), start=1):
            if not LESSON_ID.fullmatch(lesson_id) or len(lesson_id) > MAX_TEXT:
                raise ProgressError(ProgressProblem.DAMAGED, f"lesson {number}: not a lesson id")
            records[lesson_id] = _record(value, number)
        try:
            practice = PracticeRecord.from_data(data.get("practice", {}))
        except PracticeDataError as error:
            raise ProgressError(ProgressProblem.DAMAGED, str(error)) from None
        return cls(
            learner=_text(data, "learner"),
            lessons=records,
            lang=_text(data, "lang"),
            rules=_text(data, "rules"),
            four_colour=_flag(data, "four_colour"),
            practice=practice,
            mistakes=_mistakes(data.get("review", [])),
        )

    @classmethod
    def from_bytes(cls, data: bytes) -> Progress:
        """Read a progress file's bytes (UTF-8, at most :data:`MAX_SIZE`): see :meth:`from_json`."""
        if len(data) > MAX_SIZE:
            raise too_large()
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            detail = f"not UTF-8 at byte {error.start}"
            raise ProgressError(ProgressProblem.DAMAGED, detail) from None
        return cls.from_json(text)


def _parse(text: str) -> Any:
    """Parse JSON, refusing NaN, Infinity, numbers too long or too large and deep nesting."""
    try:
        return json.loads(
            text, parse_constant=_no_constant, parse_int=_small_int, parse_float=_finite_float
        )
    except json.JSONDecodeError as error:
        raise ProgressError(ProgressProblem.NOT_JSON, str(error.lineno)) from None
    except RecursionError:
        raise ProgressError(ProgressProblem.DAMAGED, "nested too deeply") from None


def _no_constant(name: str) -> Any:
    raise ProgressError(ProgressProblem.DAMAGED, f"{name} is not a number")


def _small_int(digits: str) -> int:
    if len(digits) > MAX_DIGITS:
        raise ProgressError(ProgressProblem.DAMAGED, "a number with too many digits")
    return int(digits)


def _finite_float(digits: str) -> float:
    number = float(digits)
    if not math.isfinite(number):
        raise ProgressError(ProgressProblem.DAMAGED, "a number too large")
    return number


def _text(data: dict[str, Any], key: str) -> str:
    """Return a text field: a string of valid Unicode, no control characters, bounded length."""
    value = data.get(key, "")
    if not isinstance(value, str) or len(value) > MAX_TEXT or UNSAFE_TEXT.search(value):
        raise ProgressError(ProgressProblem.DAMAGED, f"{key}: not a valid text")
    return value


def _flag(data: dict[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise ProgressError(ProgressProblem.DAMAGED, f"{key}: not true or false")
    return value


def _count(data: dict[str, Any], key: str, number: int) -> int:
    value = data.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise ProgressError(
            ProgressProblem.DAMAGED, f"lesson {number}: {key} is not a whole number 0–{MAX_COUNT}"
        )
    return value


def _seconds(data: dict[str, Any], number: int) -> float:
    value = data.get("seconds", 0.0)
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or not 0 <= value <= MAX_SECONDS
    ):
        raise ProgressError(
            ProgressProblem.DAMAGED, f"lesson {number}: seconds is not a time 0–{MAX_SECONDS:.0f}"
        )
    return float(value)


def _record(value: Any, number: int) -> LessonRecord:
    """Return one lesson's record (``number``: its place in the file, for the message)."""
    if not isinstance(value, dict):
        raise ProgressError(ProgressProblem.DAMAGED, f"lesson {number}: not an object")
    record = LessonRecord(
        solved=_flag(value, "solved"),
        attempts=_count(value, "attempts", number),
        hints=_count(value, "hints", number),
        revealed=_flag(value, "revealed"),
        seconds=_seconds(value, number),
    )
    if "stars" not in value:  # written before stars existed
        return replace(record, stars=_stars_before_stars(record))
    stars = _count(value, "stars", number)
    if stars > MAX_STARS:
        raise ProgressError(
            ProgressProblem.DAMAGED, f"lesson {number}: stars is not a whole number 0–{MAX_STARS}"
        )
    return replace(record, stars=stars)


def _stars_before_stars(record: LessonRecord) -> int:
    """Estimate the stars of a record written before stars existed (its attempts count all)."""
    if record.solved:
        return earned_stars(misses=record.attempts - 1, hints=record.hints, revealed=False)
    return 1 if record.revealed else 0


def _mistakes(value: Any) -> tuple[MistakePosition, ...]:
    """Read the mistake positions kept (JSON key ``review``): a short list of four texts each."""
    if not isinstance(value, list) or len(value) > MAX_MISTAKES:
        raise ProgressError(ProgressProblem.DAMAGED, "review: not a list of positions")
    entries = []
    for number, entry in enumerate(value, start=1):
        fields = ("position", "played", "best", "band")
        if not isinstance(entry, dict) or set(entry) != set(fields):
            raise ProgressError(ProgressProblem.DAMAGED, f"review {number}: not a position")
        texts = [entry[key] for key in fields]
        if (
            not all(
                isinstance(text, str) and len(text) <= MAX_POSITION and not UNSAFE_TEXT.search(text)
                for text in texts
            )
            or entry["band"] not in BANDS
        ):
            raise ProgressError(ProgressProblem.DAMAGED, f"review {number}: not a valid text")
        entries.append(MistakePosition(*texts))
    return tuple(entries)
