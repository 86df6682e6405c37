"""A pupil's lessons solved before she joined reach her class, once (walk P4, N3).

On a class link the join form is optional: a pupil who solved a lesson first and joined
afterwards saw her homework say "0 of 4 done", and the teacher's table and ``class report``
showed nothing. On joining, the lessons she solved go to the class as it records them
(the wrong *Checks*, the right one, the stars), on SQLite and on PostgreSQL; joining again
(a reload, a rejoin from the same browser) doubles nothing.
"""

from __future__ import annotations

from cuarenta_tutor.classroom.pupil import MAX_EARLIER_MISSES, PupilLink
from cuarenta_tutor.classroom.summary import summarise
from cuarenta_tutor.tutor.progress import LessonRecord, Progress

FIRST, SECOND, TRIED, OTHER = "captures-match", "captures-sum", "captures-sum-of-two", "x-other"
BROWSER = Progress(
    lessons={
        FIRST: LessonRecord(solved=True, attempts=1, stars=3, seconds=40.0),
        SECOND: LessonRecord(solved=True, attempts=3, hints=1, stars=2),
        TRIED: LessonRecord(attempts=2),  # tried, not solved: nothing to send
    }
)


def lessons_of(store, code):
    return summarise(store.class_data(code), 0)["pupils"][0]["lessons"]


def test_lessons_solved_before_joining_reach_the_class_once(store):
    code = store.create_class("Groep 7B").code
    store.set_homework(code, [FIRST, SECOND, TRIED, OTHER], [], "2027-01-15")
    link = PupilLink(store, code)
    fatima = link.join("Fatima")
    merged = link.own_work(BROWSER)
    assert merged == BROWSER, "the browser's own progress is kept as it was"
    lessons = lessons_of(store, code)
    assert lessons == {
        FIRST: {"solved": True, "stars": 3, "first_stars": 3, "checks": 1, "misses": 0},
        SECOND: {"solved": True, "stars": 2, "first_stars": 2, "checks": 3, "misses": 2},
    }
    news = link.news(0)
    assert news is not None
    assert news.done[0]["lessons_done"] == [FIRST, SECOND]
    assert news.done[0]["items_done"] == 2
    summary = summarise(store.class_data(code), 0)
    assert summary["pupils"][0]["homework"][0]["items_done"] == 2
    assert summary["wrong_answers"] == {}, "misses with unknown plays are no wrong answers"

    link.own_work(BROWSER)  # the page's progress arrives after the join: asked again
    again = PupilLink(store, code)
    again.join("fatima", fatima.rejoin_code)  # another browser with the same file loaded
    again.own_work(BROWSER)
    assert lessons_of(store, code) == lessons, "joining again doubles nothing"


def test_more_stars_than_the_class_has_are_sent_and_never_fewer(store):
    code = store.create_class("3B").code
    link = PupilLink(store, code)
    link.join("Noor")
    link.own_work(Progress(lessons={FIRST: LessonRecord(solved=True, attempts=2, stars=2)}))
    better = Progress(lessons={FIRST: LessonRecord(solved=True, attempts=1, stars=3)})
    link.own_work(better)
    assert lessons_of(store, code)[FIRST] == {
        "solved": True, "stars": 3, "first_stars": 2, "checks": 2, "misses": 1}  # fmt: skip
    link.own_work(Progress(lessons={FIRST: LessonRecord(solved=True, attempts=1, stars=1)}))
    assert lessons_of(store, code)[FIRST]["stars"] == 3


def test_a_file_with_huge_counts_sends_a_bounded_number_of_misses(store):
    code = store.create_class("3B").code
    link = PupilLink(store, code)
    link.join("Ana")
    link.own_work(Progress(lessons={FIRST: LessonRecord(solved=True, attempts=10**6, stars=2)}))
    assert lessons_of(store, code)[FIRST]["misses"] == MAX_EARLIER_MISSES


def test_a_pupil_with_nothing_solved_sends_nothing(store):
    code = store.create_class("3B").code
    link = PupilLink(store, code)
    link.join("Ben")
    assert link.own_work(Progress(lessons={TRIED: LessonRecord(attempts=4)})).lessons
    assert lessons_of(store, code) == {}
