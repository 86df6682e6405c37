"""What a class holds, as plain values: pupils, what they did, homework, the live position."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DATA_ENV = "CUARENTA_TUTOR_DATA"
"""An environment variable naming the data folder."""
DATABASE_ENV = "CUARENTA_TUTOR_DATABASE"
"""An environment variable holding the database URL (``serve`` sets it for the kernels)."""
TEACHER_PATH = "cuarenta-class"
"""Where a server answers with a class's teacher page: ``<base URL>cuarenta-class/CODE``."""


def default_data_folder() -> Path:
    """Return the data folder: ``$CUARENTA_TUTOR_DATA``, else the user's data folder.

    ``platformdirs`` is imported here: the static site's kernel, which reads this module for
    a class link, has none (tests/ui/test_class_join.py).
    """
    chosen = os.environ.get(DATA_ENV)
    if chosen:
        return Path(chosen)
    import platformdirs

    return Path(platformdirs.user_data_dir("cuarenta-tutor"))


CHECK = "check"
"""A lesson's *Check*: ``item`` the lesson, ``play`` the play chosen, ``correct`` the verdict."""
STARS = "stars"
"""A lesson finished: ``item`` the lesson, ``stars`` what it earned (1-3)."""
PRACTICE = "practice"
"""A practice answer: ``item`` the puzzle, ``theme``, ``correct``, ``rating`` after it."""
REVIEW = "review"
"""A game reviewed: ``item`` the game's result or id, ``play`` the worst band met."""
LIVE = "live"
"""An answer to the live position: ``item`` the position, ``round``, ``play``, ``correct``."""
SEEN = "seen"
"""A lesson's solution seen before it was solved (*Show solution*, the teacher's *Reveal*)."""
KINDS = (CHECK, STARS, PRACTICE, REVIEW, LIVE, SEEN)
LIVE_KINDS = ("lesson", "puzzle")
MAX_FIELD = 200
ILLEGAL = "illegal"
"""The play of an answer that was not a legal play: ``illegal`` or ``illegal:7h x 5s``."""


def illegal_play(cards: str) -> str:
    """Return the recorded play of an illegal answer with the cards chosen (maybe none).

    >>> illegal_play("7h x 5s"), illegal_play("")
    ('illegal:7h x 5s', 'illegal')
    """
    return f"{ILLEGAL}:{cards}" if cards else ILLEGAL


def illegal_cards(play: str) -> str | None:
    """Return the cards of an illegal answer's play, or ``None`` for a legal answer.

    >>> illegal_cards("illegal:7h x 5s"), illegal_cards("illegal"), illegal_cards("7h")
    ('7h x 5s', '', None)
    """
    if play == ILLEGAL:
        return ""
    head, colon, cards = play.partition(":")
    return cards if head == ILLEGAL and colon else None


"""The longest id, play or theme text an event keeps."""


@dataclass(frozen=True)
class Event:
    """One thing a pupil did (which fields matter depends on ``kind``, see the constants)."""

    kind: str
    item: str = ""
    play: str = ""
    correct: bool | None = None
    stars: int | None = None
    theme: str = ""
    rating: float | None = None
    round: int | None = None

    def columns(self) -> dict[str, Any]:
        """Return the event's database columns (texts cut to :data:`MAX_FIELD`)."""
        return {
            "kind": self.kind,
            "item": self.item[:MAX_FIELD],
            "play": self.play[:MAX_FIELD],
            "correct": self.correct,
            "stars": self.stars,
            "theme": self.theme[:MAX_FIELD],
            "rating": self.rating,
            "round": self.round,
        }

    @classmethod
    def from_row(cls, row: Mapping[Any, Any]) -> Event:
        """Return the event of a database row."""
        return cls(
            kind=row["kind"],
            item=row["item"],
            play=row["play"],
            correct=None if row["correct"] is None else bool(row["correct"]),
            stars=row["stars"],
            theme=row["theme"],
            rating=row["rating"],
            round=row["round"],
        )


@dataclass(frozen=True)
class PupilRow:
    """A pupil of a class: the nickname they gave, when they joined and were last seen.

    ``rejoin_code`` lets them back in from another browser (see :mod:`.rejoin`).
    """

    id: int
    name: str
    joined: float
    last_seen: float
    rejoin_code: str = ""
    rejoin_misses: int = 0
    """Wrong rejoin codes since her last right one (:data:`.rejoin.MAX_MISSES`: locked)."""


@dataclass(frozen=True)
class Homework:
    """Lessons and practice themes to finish by a due date (``YYYY-MM-DD``)."""

    lessons: tuple[str, ...]
    themes: tuple[str, ...]
    due: str
    set_at: float


@dataclass(frozen=True)
class LiveItem:
    """The position the teacher has put on every pupil's screen."""

    kind: str
    item: str
    round: int
    revealed: bool
    started: float
    revealed_at: float | None = None
    """When *Reveal* was pressed (answers after it are kept apart on the teacher's chart)."""


@dataclass(frozen=True)
class ClassData:
    """Everything about one class, read at one moment."""

    code: str
    name: str
    pupils: tuple[PupilRow, ...]
    events: tuple[tuple[int, float, Event], ...]
    """(pupil id, time, event), oldest first."""
    homework: tuple[Homework, ...]
    live: LiveItem | None
    pupil_query: str = ""
    """The pupils' address's query the class was made with (empty: ``class=CODE``)."""
