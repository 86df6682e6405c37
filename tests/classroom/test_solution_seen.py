"""A lesson's solution seen before it was solved reads the same for pupil and teacher (P4, N9).

After the teacher's *Reveal* (or her own *Show solution*) a pupil's map says "★☆☆ · solution
seen"; the teacher's table said ✗ and 0 stars. The class now keeps that she saw it: one
star, "solution seen", the lesson still unsolved (and so not done as homework).
"""

from __future__ import annotations

from cuarenta_tutor.classroom.model import SEEN
from cuarenta_tutor.classroom.pupil import PupilLink, earlier_work
from cuarenta_tutor.classroom.summary import summarise
from cuarenta_tutor.tutor.feedback import Code, Feedback, Verdict
from cuarenta_tutor.tutor.progress import LessonRecord, Progress
from cuarenta_tutor.tutor.selection import Selection

LESSON = "captures-match"


def pupil_of(store, code):
    return summarise(store.class_data(code), 0)["pupils"][0]


def wrong() -> Feedback:
    return Feedback(Verdict.WRONG, Code.WRONG_ANSWER, given="5s")


def test_a_revealed_lesson_not_solved_is_one_star_seen_and_not_done(store):
    code = store.create_class("Groep 7B").code
    store.set_homework(code, [LESSON], [], "2027-01-15")
    link = PupilLink(store, code)
    link.join("Daan")
    link.lesson_step(LESSON, wrong(), Selection(), 0, None)
    link.solution_seen(LESSON)
    pupil = pupil_of(store, code)
    assert pupil["lessons"][LESSON] == {
        "solved": False, "stars": 1, "first_stars": 1, "checks": 1, "misses": 1}  # fmt: skip
    assert pupil["homework"][0]["items_done"] == 0
    news = link.news(0)
    assert news is not None
    assert news.done[0]["lessons_done"] == []


def test_show_solution_in_a_class_is_written_as_seen(store):
    code = store.create_class("3B").code
    link = PupilLink(store, code)
    link.join("Eva")
    link.lesson_step(LESSON, Feedback(Verdict.SOLUTION, Code.SOLUTION), Selection(), 0, None)
    assert pupil_of(store, code)["lessons"][LESSON]["first_stars"] == 1
    kinds = [event.kind for event in store.lesson_events(1, (SEEN,))]
    assert kinds == [SEEN]


def test_a_solution_seen_before_joining_is_sent_once():
    seen = Progress(lessons={LESSON: LessonRecord(attempts=2, revealed=True, stars=1)})
    sent = earlier_work(seen, ())
    assert [(event.kind, event.correct) for event in sent] == [
        ("check", False), ("check", False), (SEEN, None)]  # fmt: skip
    assert earlier_work(seen, sent) == ()
