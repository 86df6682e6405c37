"""What the teacher's page and ``class report`` show: a class's work, worked out from its events.

Plain data (ids, counts, times): the page and the command put it into words. Rules:

- a lesson is *solved* once a *Check* was right or stars were earned; its stars are the best;
- a lesson whose solution was seen before it was solved has one star ("solution seen"), as
  on the pupil's own map, and stays unsolved;
- a pupil is *stuck* on a lesson missed :data:`STUCK_MISSES` times in a row and not solved,
  and stuck *idle* when, still on the page, they made no progress (a right answer, stars)
  for :data:`IDLE_SECONDS`;
- a homework's practice theme is done after :data:`THEME_GOAL` right answers in it.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from .model import (
    CHECK,
    LIVE,
    PRACTICE,
    REVIEW,
    SEEN,
    STARS,
    ClassData,
    Event,
    Homework,
    PupilRow,
)
from .rejoin import MAX_MISSES

STUCK_MISSES = 3
IDLE_SECONDS = 600
THEME_GOAL = 3
TOP_WRONG = 5
"""How many of a lesson's wrong answers the page lists (the most chosen)."""


def iso_time(seconds: float) -> str:
    """Return a time as ISO 8601 in UTC, to the second.

    >>> iso_time(0)
    '1970-01-01T00:00:00Z'
    """
    return datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def themes_of(happened: Event) -> list[str]:
    """Return the themes of a practice answer (its puzzle's themes, joined by commas).

    >>> themes_of(Event("practice", theme="caida,limpia"))
    ['caida', 'limpia']
    """
    return [theme for theme in happened.theme.split(",") if theme]


@dataclass
class _LessonTally:
    solved: bool = False
    stars: int = 0
    first_stars: int = 0
    """The stars of the first finish: a retry later (another browser) never hides it."""
    checks: int = 0
    misses: int = 0
    misses_in_a_row: int = 0

    def as_json(self) -> dict[str, Any]:
        return {
            "solved": self.solved,
            "stars": self.stars,
            "first_stars": self.first_stars,
            "checks": self.checks,
            "misses": self.misses,
        }


@dataclass
class _PupilTally:
    pupil: PupilRow
    lessons: dict[str, _LessonTally] = field(default_factory=lambda: defaultdict(_LessonTally))
    answers: int = 0
    right: int = 0
    rating: float | None = None
    missed_themes: Counter[str] = field(default_factory=Counter)
    right_themes: Counter[str] = field(default_factory=Counter)
    reviews: int = 0
    progress_at: float = 0.0

    def add(self, at: float, happened: Event) -> None:
        if happened.kind in (CHECK, STARS, SEEN):
            self._lesson(at, happened)
        elif happened.kind == PRACTICE:
            self.answers += 1
            self.rating = happened.rating if happened.rating is not None else self.rating
            themes = themes_of(happened)
            if happened.correct:
                self.right += 1
                self.right_themes.update(themes)
                self.progress_at = at
            else:
                self.missed_themes.update(themes)
        elif happened.kind == REVIEW:
            self.reviews += 1

    def _lesson(self, at: float, happened: Event) -> None:
        tally = self.lessons[happened.item]
        if happened.kind == SEEN:  # one star, "solution seen", as her own map says; not solved
            tally.stars = max(tally.stars, 1)
            tally.first_stars = tally.first_stars or 1
            return
        if happened.kind == STARS:
            tally.solved = True
            tally.stars = max(tally.stars, happened.stars or 0)
            tally.first_stars = tally.first_stars or (happened.stars or 0)
            self.progress_at = at
            return
        tally.checks += 1
        if happened.correct:
            tally.solved = True
            tally.misses_in_a_row = 0
            self.progress_at = at
        else:
            tally.misses += 1
            tally.misses_in_a_row += 1

    def stuck(self, now: float) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = [
            {"why": "misses", "lesson": lesson, "misses": tally.misses_in_a_row}
            for lesson, tally in self.lessons.items()
            if not tally.solved and tally.misses_in_a_row >= STUCK_MISSES
        ]
        here = now - self.pupil.last_seen < IDLE_SECONDS
        if here and now - self.progress_at >= IDLE_SECONDS:
            found.append({"why": "idle", "minutes": int((now - self.progress_at) // 60)})
        return found

    def homework_done(self, work: Homework) -> dict[str, Any]:
        lessons = [
            lesson for lesson in work.lessons if self.lessons.get(lesson, _LessonTally()).solved
        ]
        themes = [theme for theme in work.themes if self.right_themes[theme] >= THEME_GOAL]
        return {
            "lessons_done": lessons,
            "themes_done": themes,
            "themes_right": {theme: self.right_themes[theme] for theme in work.themes},
            "items_done": len(lessons) + len(themes),
            "items": len(work.lessons) + len(work.themes),
            "done": len(lessons) == len(work.lessons) and len(themes) == len(work.themes),
        }

    def as_json(self, now: float, homework: tuple[Homework, ...]) -> dict[str, Any]:
        return {
            "id": self.pupil.id,
            "name": self.pupil.name,
            "rejoin_code": self.pupil.rejoin_code,
            "rejoin_locked": self.pupil.rejoin_misses >= MAX_MISSES,
            "lessons": {lesson: tally.as_json() for lesson, tally in self.lessons.items()},
            "practice": {
                "answers": self.answers,
                "correct": self.right,
                "rating": None if self.rating is None else round(self.rating),
                "missed_themes": dict(self.missed_themes.most_common()),
            },
            "reviews": self.reviews,
            "last_seen": iso_time(self.pupil.last_seen),
            "stuck": self.stuck(now),
            "homework": [self.homework_done(work) for work in homework],
        }


def summarise(data: ClassData, now: float) -> dict[str, Any]:
    """Return the class's work as JSON-ready data (see ``docs/classroom.md`` for its fields)."""
    tallies = {pupil.id: _PupilTally(pupil, progress_at=pupil.joined) for pupil in data.pupils}
    wrong: dict[str, Counter[str]] = defaultdict(Counter)
    themes_missed: Counter[str] = Counter()
    for pupil_id, at, happened in data.events:
        tally = tallies.get(pupil_id)
        if tally is None:
            continue
        tally.add(at, happened)
        if happened.kind == CHECK and happened.correct is False and happened.play:
            wrong[happened.item][happened.play] += 1
        if happened.kind == PRACTICE and happened.correct is False:
            themes_missed.update(themes_of(happened))
    return {
        "class": {"code": data.code, "name": data.name},
        "now": iso_time(now),
        "pupils": [tally.as_json(now, data.homework) for tally in tallies.values()],
        "themes_missed": [
            {"theme": theme, "misses": count} for theme, count in themes_missed.most_common()
        ],
        "wrong_answers": {
            lesson: [{"play": play, "count": n} for play, n in plays.most_common(TOP_WRONG)]
            for lesson, plays in sorted(wrong.items())
        },
        "homework": [
            {"lessons": list(work.lessons), "themes": list(work.themes), "due": work.due}
            for work in data.homework
        ],
        "live": _live(data),
    }


def _live(data: ClassData) -> dict[str, Any] | None:
    """Return the live position with its answers so far.

    The chart counts each pupil's *first* answer (what the class understood before a
    retry or *Reveal*); ``now_right`` counts the pupils whose latest answer is right.
    Answers given after *Reveal* (copied from the board, perhaps) are in neither:
    ``after_reveal`` counts the pupils who answered only then (a pupil who answered before
    and tried again after it is counted once, above, never again here); ``retried`` counts
    those who tried again after it.
    """
    if data.live is None:
        return None
    first: dict[int, Event] = {}
    last: dict[int, Event] = {}
    after: set[int] = set()
    revealed_at = data.live.revealed_at
    for pupil_id, at, happened in data.events:
        if happened.kind != LIVE or happened.round != data.live.round:
            continue
        if revealed_at is not None and at >= revealed_at:
            after.add(pupil_id)
        else:
            first.setdefault(pupil_id, happened)
            last[pupil_id] = happened
    chosen = Counter((event.play, bool(event.correct)) for event in first.values())
    return {
        "kind": data.live.kind,
        "item": data.live.item,
        "round": data.live.round,
        "revealed": data.live.revealed,
        "answered": len(first),
        "now_right": sum(1 for event in last.values() if event.correct),
        "after_reveal": len(after - first.keys()),
        "retried": len(after & first.keys()),
        "answers": [
            {"play": play, "correct": correct, "count": count}
            for (play, correct), count in chosen.most_common()
        ],
    }


def own_homework(done: tuple[Event, ...], work: tuple[Homework, ...]) -> list[dict[str, Any]]:
    """Return how far one pupil's events (``done``) went in each homework, as the page says.

    >>> set_ = Homework(("l1",), ("caida",), "2027-01-01", 0.0)
    >>> own_homework((Event(CHECK, "l1", "7h", True),), (set_,))[0]["items_done"]
    1
    """
    tally = _PupilTally(PupilRow(0, "", 0.0, 0.0))
    for happened in done:
        tally.add(0.0, happened)
    return [tally.homework_done(each) for each in work]
