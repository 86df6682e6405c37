"""Which rules a lesson may be played under, and its position and answers under them."""

from __future__ import annotations

from ..engine.game import Position
from ..engine.messages import detached
from ..lessons.checker import Solution, solve
from ..lessons.model import Lesson
from ..lessons.positions import lesson_position


class LessonUnavailable(ValueError):
    """A lesson that cannot be played under a ruleset: it is not written for it, or is wrong.

    The engine decides: under a ruleset the lesson does not name its position may be
    impossible or its goal out of reach (an endgame lesson written for ``quito`` can have
    no answer under ``pagat``). ``reason`` is the engine's or the lesson file's error, kept
    :func:`~cuarenta_tutor.engine.messages.detached` (its words, not its frames).
    """

    def __init__(self, lesson: Lesson, ruleset: str, reason: ValueError) -> None:
        super().__init__(f"{lesson.id} cannot be played under {ruleset}: {reason}")
        self.lesson = lesson
        self.ruleset = ruleset
        self.reason = detached(reason)

    @property
    def elsewhere(self) -> tuple[str, ...]:
        """The lesson's own rulesets, to offer instead (none when it fails under its own)."""
        return () if self.ruleset in self.lesson.rulesets else self.lesson.rulesets


def prepare(lesson: Lesson, ruleset: str) -> tuple[Position, Solution]:
    """Return the position and answers under ``ruleset``: one the words are proved for."""
    if not lesson.written_for(ruleset):
        written = ValueError(f"it is written for {', '.join(lesson.rulesets)}")
        raise LessonUnavailable(lesson, ruleset, written)
    try:
        return lesson_position(lesson, ruleset), solve(lesson, ruleset)
    except ValueError as error:  # the lesson's or the engine's error, a ruleset unknown
        raise LessonUnavailable(lesson, ruleset, error) from error


__all__ = ["LessonUnavailable", "prepare"]
