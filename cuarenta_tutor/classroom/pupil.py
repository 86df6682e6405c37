"""A pupil's link to their class: joining, and writing each step as it happens.

Importing this module needs no database library: the app imports it in the static site's
kernel too, where a class link only says that classes need a server.

The app calls :meth:`PupilLink.lesson_step` and :meth:`PupilLink.practice_step` after
the controller judged an answer and *before* the verdict is drawn: the step is committed
when the pupil sees it. Each judged answer (a new :class:`~..tutor.feedback.Feedback`) is
written once; a step that was not an answer (a hint, a cleared choice) writes nothing.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..tutor.feedback import Feedback, Verdict
from ..tutor.practice_record import PracticeDataError, PracticeRecord
from ..tutor.progress import Progress
from ..tutor.selection import Selection
from .model import (
    CHECK,
    DATABASE_ENV,
    LIVE,
    PRACTICE,
    REVIEW,
    SEEN,
    STARS,
    Event,
    Homework,
    LiveItem,
    illegal_play,
)
from .summary import own_homework

if TYPE_CHECKING:  # the store needs SQLAlchemy, which the static site's kernel does not have
    from .store import ClassStore, Joined

JUDGED = (Verdict.CORRECT, Verdict.WRONG, Verdict.ILLEGAL)
"""The verdicts of an answer that counts as a *Check* (a solution shown is not one)."""
HEARTBEAT_SECONDS = 30.0
"""How often an open page tells the class its pupil is still here."""
MAX_EARLIER_MISSES = 20
"""The most wrong *Checks* of one lesson sent from before joining (a file cannot flood a class)."""


def selection_text(chosen: Selection) -> str:
    """Return the cards chosen in play notation (``7h x 7s``), or nothing when none are.

    >>> from cuarenta_tutor.engine.cards import parse_card
    >>> selection_text(Selection(parse_card("7h"), frozenset({parse_card("7s")})))
    '7h x 7s'
    """
    if chosen.hand is None:
        return " ".join(sorted(str(card) for card in chosen.table))
    taken = " ".join(str(card) for card in sorted(chosen.table, key=str))
    return f"{chosen.hand} x {taken}" if taken else str(chosen.hand)


def class_store() -> ClassStore | None:
    """Return the store of the server's classes (``None``: this server keeps no classes)."""
    url = os.environ.get(DATABASE_ENV)
    if not url:
        return None
    from .store import ClassStore

    return ClassStore(url)


def with_class_work(progress: Progress, done: tuple[Event, ...]) -> Progress:
    """Return ``progress`` with the lessons a pupil's class events solved, never lowering it.

    A lesson is solved by a right *Check* or by stars; its stars are the best of both.

    >>> from cuarenta_tutor.classroom.model import Event
    >>> work = (Event(CHECK, "a", correct=False), Event(STARS, "a", stars=2))
    >>> with_class_work(Progress(), work).record("a").stars
    2
    """
    for event in done:
        record = progress.record(event.item)
        if event.kind == STARS and (event.stars or 0) > record.stars:
            progress = progress.update(event.item, solved=True, stars=event.stars)
        elif event.kind == CHECK and event.correct and not record.solved:
            progress = progress.update(event.item, solved=True)
    return progress


def earlier_work(progress: Progress, held: tuple[Event, ...]) -> tuple[Event, ...]:
    """Return the events that bring the lessons a pupil did before joining to her class.

    A lesson ``progress`` solved that the class (its events ``held``) does not have solved is
    sent as the class records a lesson: her wrong *Checks* (at most :data:`MAX_EARLIER_MISSES`,
    their plays unknown), the right one and the stars; a lesson the class has with fewer
    stars gets its stars. A lesson whose solution she saw without solving it is sent as
    seen, with her wrong *Checks*. What the class already holds is never sent again, so
    joining twice (a reload, a rejoin) doubles nothing.

    >>> from cuarenta_tutor.tutor.progress import LessonRecord
    >>> mine = Progress(lessons={"a": LessonRecord(solved=True, attempts=2, stars=2)})
    >>> [(e.kind, e.correct, e.stars) for e in earlier_work(mine, ())]
    [('check', False, None), ('check', True, None), ('stars', None, 2)]
    >>> earlier_work(mine, (Event(CHECK, "a", correct=True), Event(STARS, "a", stars=2)))
    ()
    """
    solved: set[str] = set()
    stars: dict[str, int] = {}
    for event in held:
        if event.kind == STARS or (event.kind == CHECK and event.correct):
            solved.add(event.item)
        if event.kind in (STARS, SEEN):
            stars[event.item] = max(stars.get(event.item, 0), event.stars or 1)
    sent: list[Event] = []
    for lesson_id, record in sorted(progress.lessons.items()):
        seen = record.seen_only and lesson_id not in solved and lesson_id not in stars
        if (record.solved and lesson_id not in solved) or seen:
            misses = record.attempts - 1 if record.solved else record.attempts
            sent += [Event(CHECK, lesson_id, correct=False)] * min(
                max(misses, 0), MAX_EARLIER_MISSES
            )
        if record.solved and lesson_id not in solved:
            sent.append(Event(CHECK, lesson_id, correct=True))
        if seen:
            sent.append(Event(SEEN, lesson_id))
        elif record.solved and record.stars > stars.get(lesson_id, 0):
            sent.append(Event(STARS, lesson_id, stars=record.stars))
    return tuple(sent)


def with_class_practice(progress: Progress, kept: str) -> Progress:
    """Return ``progress`` with the Practice the class ``kept`` (JSON) when it is further on.

    "Further on" is more rated answers: a fresh device (none) takes the class's copy, and a
    browser that practised more keeps its own, so a rating is never set back. A damaged
    copy is ignored (the browser's own stays).

    >>> kept = '{"learner": [1350.0, 90.0, 0.06, 12, 9]}'
    >>> with_class_practice(Progress(), kept).practice.learner.attempts
    12
    >>> with_class_practice(Progress(), "").practice == PracticeRecord()
    True
    """
    if not kept:
        return progress
    try:
        stored = PracticeRecord.from_data(json.loads(kept))
    except (ValueError, PracticeDataError):
        return progress
    if stored.learner.attempts <= progress.practice.learner.attempts:
        return progress
    return replace(progress, practice=stored)


def answer_played(feedback: Feedback, chosen: Selection) -> str:
    """Return the play to write for a judged answer: as read, else the cards chosen.

    An illegal answer is marked so (:func:`~.model.illegal_play`): the teacher's page
    names it, never shows it as a play that was made.
    """
    played = feedback.given or selection_text(chosen)
    return illegal_play(played) if feedback.verdict is Verdict.ILLEGAL else played


@dataclass(frozen=True)
class ClassNews:
    """What the class has for its pupil now: homework (newest first) and the live position."""

    name: str
    homework: tuple[Homework, ...]
    live: LiveItem | None
    done: tuple[dict[str, Any], ...] = ()
    """How far the pupil is in each homework (as :func:`~.summary.own_homework` says)."""


class PupilLink:
    """One page's link to its class: who the pupil is, and what was last written."""

    def __init__(self, store: ClassStore, code: str) -> None:
        self.store = store
        self.code = code
        self.pupil: Joined | None = None
        self._last: Feedback | None = None
        self._stars: tuple[str, int] = ("", 0)
        self._seen = 0.0

    def join(self, nickname: str, rejoin_code: str = "") -> Joined:
        """Join the class, or come back with a rejoin code (raises the store's errors)."""
        self.pupil = self.store.join(self.code, nickname, rejoin_code)
        return self.pupil

    def rejoin(self, token: str) -> bool:
        """Come back as the pupil this browser joined as; return whether that pupil exists."""
        self.pupil = self.store.rejoin(self.code, token) if token else None
        return self.pupil is not None

    def own_work(self, progress: Progress) -> Progress:
        """Send the class her lessons it lacks, and return ``progress`` with what it keeps.

        Lessons she solved before joining (or on this browser only) go to the class
        (:func:`earlier_work`); her lessons (solved, stars) and her Practice (ratings,
        themes, review queue) from the class are merged in.
        """
        if self.pupil is None:
            return progress
        pupil_id = self.pupil.pupil_id
        held = self.store.lesson_events(pupil_id, (CHECK, STARS, SEEN))
        if sent := earlier_work(progress, held):
            self.store.record(pupil_id, sent)
        progress = with_class_work(progress, held)
        return with_class_practice(progress, self.store.practice_of(pupil_id))

    def _write(self, event: Event, practice: PracticeRecord | None = None) -> None:
        if self.pupil is not None:
            kept = None if practice is None else json.dumps(practice.to_data())
            self.store.record(self.pupil.pupil_id, event, kept)

    def lesson_step(
        self,
        lesson_id: str,
        feedback: Feedback | None,
        chosen: Selection,
        stars: int,
        live: LiveItem | None,
    ) -> None:
        """Write a lesson's new judged answer (and the stars it earned; a live answer too).

        The play is the answer as the session read it, else the cards chosen.
        """
        if feedback is None or feedback is self._last or self.pupil is None:
            return
        self._last = feedback
        if feedback.verdict in JUDGED:
            correct = feedback.verdict is Verdict.CORRECT
            played = answer_played(feedback, chosen)
            self._write(Event(CHECK, lesson_id, played, correct))
            if live is not None and live.kind == "lesson" and live.item == lesson_id:
                self._write(Event(LIVE, lesson_id, played, correct, round=live.round))
        elif feedback.verdict is Verdict.SOLUTION:  # Show solution: one star, as on her map
            self._write(Event(SEEN, lesson_id))
        if stars and self._stars != (lesson_id, stars):
            self._stars = (lesson_id, stars)
            self._write(Event(STARS, lesson_id, stars=stars))

    def practice_step(
        self,
        puzzle_id: str,
        themes: tuple[str, ...],
        feedback: Feedback | None,
        rating: float,
        live: LiveItem | None = None,
        chosen: Selection | None = None,
        record: PracticeRecord | None = None,
    ) -> None:
        """Write a practice answer with its puzzle's themes and the rating after it.

        When the puzzle is the class's live position, the answer is a live answer too. An
        illegal answer is written as such, with the cards ``chosen``. The pupil's whole
        Practice (``record``) is kept with it, for her next device.
        """
        if feedback is None or feedback is self._last or self.pupil is None:
            return
        self._last = feedback
        if feedback.verdict in JUDGED:
            correct = feedback.verdict is Verdict.CORRECT
            played = answer_played(feedback, chosen or Selection())
            self._write(Event(PRACTICE, puzzle_id, played, correct, theme=",".join(themes),
                              rating=rating), record)  # fmt: skip
            if live is not None and live.kind == "puzzle" and live.item == puzzle_id:
                self._write(Event(LIVE, puzzle_id, played, correct, round=live.round))

    def solution_seen(self, lesson_id: str) -> None:
        """Write that the teacher's *Reveal* showed her a lesson she had not solved."""
        self._write(Event(SEEN, lesson_id))

    def game_reviewed(self, positions: int) -> None:
        """Write that a finished game was reviewed (``positions``: mistakes kept for practice)."""
        self._write(Event(REVIEW, "mesa", str(positions)))

    def news(self, now: float) -> ClassNews | None:
        """Return the class's homework and live position (and say the pupil is still here)."""
        if self.pupil is None:
            return None
        if now - self._seen >= HEARTBEAT_SECONDS:
            self._seen = now
            self.store.touch(self.pupil.pupil_id)
        current = self.store.rejoin(self.code, self.pupil.token)
        if current is not None:  # the teacher may have given her a new code since she joined
            self.pupil = current
        name, homework, live = self.store.news(self.code)
        newest = tuple(reversed(homework))
        done: tuple[dict[str, Any], ...] = ()
        if newest:
            mine = self.store.lesson_events(self.pupil.pupil_id, (CHECK, STARS, PRACTICE))
            done = tuple(own_homework(mine, newest))
        return ClassNews(name, newest, live, done)
