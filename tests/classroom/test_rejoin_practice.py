"""A pupil who rejoins on a new device gets her Practice back, not only her lessons.

On SQLite and on a real PostgreSQL server: her rating, her themes and her review queue come
back with her nickname and rejoin code, and the teacher's row never drops to a new
learner's rating because she changed phones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

import sqlalchemy as sa

from cuarenta_tutor.classroom.database import make_engine
from cuarenta_tutor.classroom.migrations import migrate
from cuarenta_tutor.classroom.pupil import PupilLink
from cuarenta_tutor.classroom.store import ClassStore
from cuarenta_tutor.classroom.summary import summarise
from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play, format_play, parse_play_text
from cuarenta_tutor.puzzles import Puzzle, load_bank
from cuarenta_tutor.tutor.practice import Practice
from cuarenta_tutor.tutor.practice_record import LEARNER_START, PracticeRecord
from cuarenta_tutor.tutor.progress import Progress


@dataclass
class Phone:
    """One device's own copy of the pupil's progress (a new phone starts empty)."""

    progress: Progress = field(default_factory=Progress)


def legal_actions_of(puzzle: Puzzle) -> list[Play]:
    return [a for a in legal_actions(parse_position(puzzle.position)) if isinstance(a, Play)]


def play_puzzles() -> list[Puzzle]:
    """Return bank puzzles answered by a card play that have a wrong legal play too."""
    return [p for p in load_bank("quito") if p.answers[0] not in ("ronda", "claim")][:40]


def answer(practice: Practice, link: PupilLink, puzzle: Puzzle, *, right: bool) -> None:
    """Open ``puzzle``, answer it right or wrong, and write the answer to the class."""
    practice.open(puzzle)
    assert practice.position is not None
    legal = [format_play(a) for a in legal_actions(practice.position) if isinstance(a, Play)]
    key = puzzle.answers[0] if right else next(k for k in legal if k not in puzzle.answers)
    card, captured = parse_play_text(key)
    practice.pick_hand(card)
    for taken in captured:
        practice.toggle_table(taken)
    feedback = practice.check()
    link.practice_step(puzzle.id, puzzle.themes, feedback, practice.record.learner.rating.rating,
                       None, practice.selection, practice.record)  # fmt: skip


def practise(store: ClassStore, code: str) -> tuple[PupilLink, Practice, str]:
    """Join as Noor and answer puzzles: mostly right, one wrong (into the review queue)."""
    link = PupilLink(store, code)
    noor = link.join("Noor")
    practice = Practice(Phone(), seed="n", today=lambda: date(2026, 12, 5))
    puzzles = [p for p in play_puzzles() if any(
        format_play(a) not in p.answers for a in legal_actions_of(p))]  # fmt: skip
    for index, puzzle in enumerate(puzzles[:6]):
        answer(practice, link, puzzle, right=index != 2)
    return link, practice, noor.rejoin_code


def test_a_new_phone_gets_the_rating_themes_and_review_queue_back(store):
    code = store.create_class("3B").code
    _, first_phone, rejoin = practise(store, code)
    done = first_phone.record
    assert done.learner.attempts == 6
    assert done.learner.rating.rating != LEARNER_START.rating
    assert done.repetition.items, "the wrong answer is due for review"
    assert done.themes
    new_phone = PupilLink(store, code)
    new_phone.join("noor", rejoin)
    back = new_phone.own_work(Progress())
    assert back.practice == done


def test_a_browser_that_practised_more_keeps_its_own_practice(store):
    code = store.create_class("3B").code
    link, phone, _ = practise(store, code)
    further = Progress(practice=phone.record)
    fewer = PracticeRecord()
    assert link.own_work(further).practice == phone.record
    assert link.own_work(Progress(practice=fewer)).practice == phone.record


def test_the_teachers_row_does_not_drop_after_an_answer_on_the_new_phone(store):
    code = store.create_class("3B").code
    _, first_phone, rejoin = practise(store, code)
    before = summarise(store.class_data(code), 0)["pupils"][0]["practice"]["rating"]
    link = PupilLink(store, code)
    link.join("Noor", rejoin)
    phone = Phone(link.own_work(Progress()))
    practice = Practice(phone, seed="n2", today=lambda: date(2026, 12, 5))
    answer(practice, link, play_puzzles()[-1], right=True)
    after = summarise(store.class_data(code), 0)["pupils"][0]["practice"]["rating"]
    assert after >= before > LEARNER_START.rating
    assert practice.record.learner.attempts == first_phone.record.learner.attempts + 1


def test_a_version_3_database_gains_the_practice_copy_with_its_pupils_kept(database):
    engine = make_engine(database, create=True)
    assert migrate(engine, target=3) == 3
    with engine.begin() as db:
        db.execute(
            sa.text(
                "INSERT INTO classes (code, key_hash, name, created) "
                "VALUES ('ABCDEF', 'k', 'Old', 0)"
            )
        )
        db.execute(
            sa.text(
                "INSERT INTO pupils (class_id, name, name_key, token_hash, joined, last_seen,"
                " rejoin_code) VALUES (1, 'Ana', 'ana', 't', 0, 0, 'KQ7M')"
            )
        )
    engine.dispose()
    store = ClassStore(database)  # opening migrates
    try:
        link = PupilLink(store, "ABCDEF")
        link.join("Ana", "KQ7M")
        assert link.own_work(Progress()) == Progress(), "nothing kept yet: nothing changes"
        practice = Practice(Phone(), seed="a", today=lambda: date(2026, 12, 5))
        answer(practice, link, play_puzzles()[0], right=True)
        assert store.practice_of(link.pupil.pupil_id)
        assert PupilLink(store, "ABCDEF").join("Ana", "KQ7M")
    finally:
        store.close()
