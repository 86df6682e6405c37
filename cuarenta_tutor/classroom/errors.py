"""The problems of a classroom, worded for the user (translated by the caller)."""

from __future__ import annotations

from ..engine.messages import MessageError


class ClassroomError(MessageError):
    """A class, a pupil or the class database cannot be used as asked."""


class NicknameError(ClassroomError):
    """A nickname that cannot be a pupil's name in a class."""


class RemovedFromClass(ClassroomError):
    """A pupil the teacher deleted who still writes to the class (her page was open)."""


def removed_from_class() -> RemovedFromClass:
    """Return the error for a pupil the teacher has taken out of the class."""
    return RemovedFromClass(
        "your teacher has taken you out of this class: join it again if you should be in it"
    )


class DatabaseError(ClassroomError):
    """The class database is missing, damaged, unreachable or from a newer tutor."""


def unknown_class(code: str) -> ClassroomError:
    """Return the error for a class code that no class has."""
    return ClassroomError("there is no class with the code {code}", code=code)
