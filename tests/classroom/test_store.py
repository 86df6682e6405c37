"""The class store on SQLite and on a real PostgreSQL server: classes, pupils, events, secrets."""

from __future__ import annotations

import pytest

from cuarenta_tutor.classroom.errors import ClassroomError, NicknameError
from cuarenta_tutor.classroom.model import CHECK, LIVE, PRACTICE, STARS, Event
from cuarenta_tutor.classroom.store import CODE_LENGTH, CODE_LETTERS, ClassStore
from cuarenta_tutor.classroom.summary import summarise
from cuarenta_tutor.classroom.teacher_key import normal_key


def test_a_new_class_has_a_readable_code_and_a_secret_key(store):
    made = store.create_class("  6th   grade B ")
    assert made.name == "6th grade B"
    assert len(made.code) == CODE_LENGTH
    assert set(made.code) <= set(CODE_LETTERS)
    assert len(made.key) >= 32
    assert store.key_matches(made.code, made.key)
    assert store.key_matches(made.code.lower(), made.key), "codes are read in any case"
    # another last letter, not the same one in another case (keys are read in any case)
    other_last = next(c for c in "XY" if normal_key(c) != normal_key(made.key[-1]))
    assert not store.key_matches(made.code, made.key[:-1] + other_last)
    assert not store.key_matches(made.code, "")
    assert not store.key_matches("NOSUCH", made.key)
    other = store.create_class("6th grade C")
    assert other.code != made.code
    assert other.key != made.key
    assert not store.key_matches(other.code, made.key), "one class's key opens no other class"


def test_the_key_and_tokens_are_kept_only_as_hashes(store):
    made = store.create_class("Class")
    joined = store.join(made.code, "Ana")
    with store.engine.connect() as db:
        dump = repr(
            [
                tuple(row)
                for table in ("classes", "pupils")
                for row in db.exec_driver_sql(f"SELECT * FROM {table}")
            ]
        )
    assert made.key not in dump
    assert joined.token not in dump


def test_pupils_join_with_a_nickname_and_come_back_with_their_token(store):
    code = store.create_class("Class").code
    ana = store.join(code, " Ana  María ")
    assert ana.name == "Ana María"
    assert store.rejoin(code, ana.token) == ana
    assert store.rejoin(code, ana.token + "x") is None
    other = store.create_class("Other").code
    assert store.rejoin(other, ana.token) is None, "a token opens only its own class"
    with pytest.raises(ClassroomError, match="no class with the code ZZZZZZ"):
        store.join("ZZZZZZ", "Ana")


@pytest.mark.parametrize(
    ("nickname", "problem"),
    [
        ("", "write a nickname"),
        ("   ", "write a nickname"),
        ("x" * 10_000, "at most 24 characters; this one has 10000"),
        ("Ana\x00", "control or invisible"),
        ("Ana\x1b[31m", "control or invisible"),
        ("An\u202ea", "control or invisible"),  # a right-to-left override
        ("A\u200bna", "control or invisible"),  # a zero-width space
    ],
)
def test_nicknames_that_cannot_be_shown_are_refused_with_a_reason(store, nickname, problem):
    code = store.create_class("Class").code
    with pytest.raises(NicknameError, match=problem):
        store.join(code, nickname)
    assert store.class_data(code).pupils == ()


def test_a_nickname_already_in_the_class_is_refused_whatever_its_case(store):
    code = store.create_class("Class").code
    store.join(code, "Zoë")
    with pytest.raises(ClassroomError, match="Zoë is already in this class"):
        store.join(code, "ZOË")
    store.join(store.create_class("Other").code, "Zoë")  # another class may have one


def test_markup_in_a_nickname_is_kept_as_text(store):
    code = store.create_class("Class").code
    store.join(code, "<script>x</script>")
    assert store.class_data(code).pupils[0].name == "<script>x</script>"


def test_what_pupils_do_is_summed_up_for_the_teacher(store, clock):
    code = store.create_class("Class").code
    ana, ben = store.join(code, "Ana"), store.join(code, "Ben")
    for play in ("7h", "7h+Ad", "Kd"):
        store.record(ben.pupil_id, Event(CHECK, "captures-match", play, correct=False))
    store.record(ana.pupil_id, Event(CHECK, "captures-match", "7h", correct=False))
    store.record(ana.pupil_id, Event(CHECK, "captures-match", "7h+7s", correct=True))
    store.record(ana.pupil_id, Event(STARS, "captures-match", stars=2))
    store.record(ana.pupil_id, Event(PRACTICE, "p1", "5c", False, theme="caida", rating=1480))
    store.record(ana.pupil_id, Event(PRACTICE, "p2", "5c", True, theme="limpia", rating=1510.4))
    clock.now += 5
    summary = summarise(store.class_data(code), clock.now)
    by_name = {pupil["name"]: pupil for pupil in summary["pupils"]}
    assert by_name["Ana"]["lessons"] == {
        "captures-match": {"solved": True, "stars": 2, "first_stars": 2, "checks": 2, "misses": 1}
    }
    assert by_name["Ana"]["practice"] == {
        "answers": 2,
        "correct": 1,
        "rating": 1510,
        "missed_themes": {"caida": 1},
    }
    assert by_name["Ana"]["stuck"] == []
    assert by_name["Ben"]["stuck"] == [{"why": "misses", "lesson": "captures-match", "misses": 3}]
    assert summary["wrong_answers"]["captures-match"][0] == {"play": "7h", "count": 2}
    assert summary["themes_missed"] == [{"theme": "caida", "misses": 1}]
    assert by_name["Ana"]["last_seen"] == "2027-01-15T08:00:00Z"


def test_a_pupil_still_here_without_progress_for_ten_minutes_is_stuck(store, clock):
    code = store.create_class("Class").code
    ana = store.join(code, "Ana")
    clock.now += 9 * 60
    store.record(ana.pupil_id, Event(CHECK, "l1", "7h", correct=False))
    assert summarise(store.class_data(code), clock.now)["pupils"][0]["stuck"] == []
    clock.now += 61
    store.touch(ana.pupil_id)
    stuck = summarise(store.class_data(code), clock.now)["pupils"][0]["stuck"]
    assert stuck == [{"why": "idle", "minutes": 10}]
    clock.now += 3600  # gone home: no longer on the page
    assert summarise(store.class_data(code), clock.now)["pupils"][0]["stuck"] == []


def test_homework_shows_who_finished_what(store):
    code = store.create_class("Class").code
    ana, ben = store.join(code, "Ana"), store.join(code, "Ben")
    store.set_homework(code, ["l1", "l2"], ["caida"], "2027-02-01")
    for lesson in ("l1", "l2"):
        store.record(ana.pupil_id, Event(STARS, lesson, stars=3))
    for number in range(3):
        store.record(ana.pupil_id, Event(PRACTICE, f"p{number}", "5c", True, theme="caida"))
    store.record(ben.pupil_id, Event(CHECK, "l1", "7h", correct=True))
    summary = summarise(store.class_data(code), 0)
    assert summary["homework"] == [
        {"lessons": ["l1", "l2"], "themes": ["caida"], "due": "2027-02-01"}
    ]
    done = {pupil["name"]: pupil["homework"][0] for pupil in summary["pupils"]}
    assert done["Ana"] == {
        "lessons_done": ["l1", "l2"],
        "themes_done": ["caida"],
        "themes_right": {"caida": 3},
        "items_done": 3,
        "items": 3,
        "done": True,
    }
    assert done["Ben"] == {
        "lessons_done": ["l1"],
        "themes_done": [],
        "themes_right": {"caida": 0},
        "items_done": 1,
        "items": 3,
        "done": False,
    }


def test_the_live_chart_counts_each_pupils_first_answer_and_the_latest_apart(store, clock):
    code = store.create_class("Class").code
    assert store.live_item(code) is None
    pupils = [store.join(code, name) for name in ("Ana", "Ben", "Cy")]
    first = store.push_live(code, "puzzle", "p-caida-1")
    for pupil, play in zip(pupils, ("7h", "Kd", "Kd"), strict=True):
        store.record(pupil.pupil_id, Event(LIVE, "p-caida-1", play, play == "7h", round=first))
    store.record(pupils[1].pupil_id, Event(LIVE, "p-caida-1", "7h", True, round=first))
    live = summarise(store.class_data(code), 0)["live"]
    assert live["answered"] == 3
    assert not live["revealed"]
    first_answers = [
        {"play": "Kd", "correct": False, "count": 2},
        {"play": "7h", "correct": True, "count": 1},
    ]
    assert live["answers"] == first_answers, "a retry does not hide the first wrong answer"
    assert live["now_right"] == 2
    clock.now += 5
    store.reveal_live(code)
    assert store.live_item(code).revealed
    clock.now += 5
    store.record(pupils[2].pupil_id, Event(LIVE, "p-caida-1", "7h", True, round=first))
    live = summarise(store.class_data(code), 0)["live"]
    assert live["answers"] == first_answers, "nor does an answer after Reveal"
    # Cy's retry after Reveal: Cy is one of the three who answered, not a late pupil (P4c-N6)
    assert (live["answered"], live["now_right"], live["after_reveal"]) == (3, 2, 0)
    assert live["retried"] == 1
    second = store.push_live(code, "lesson", "captures-match")
    assert second == first + 1
    live = summarise(store.class_data(code), 0)["live"]
    assert (live["item"], live["answered"], live["revealed"]) == ("captures-match", 0, False)
    store.stop_live(code)
    assert summarise(store.class_data(code), 0)["live"] is None


def test_an_answer_copied_after_the_reveal_is_no_first_answer_and_not_now_right(store, clock):
    """The walk's P4b-N2: a pupil who answered only after Reveal read "Now right: 1 of 1"."""
    code = store.create_class("Class").code
    ana, ben = (store.join(code, name) for name in ("Ana", "Ben"))
    shown = store.push_live(code, "puzzle", "p-caida-1")
    clock.now += 20
    store.record(ana.pupil_id, Event(LIVE, "p-caida-1", "Kd", False, round=shown))
    clock.now += 20
    store.reveal_live(code)
    revealed_at = store.live_item(code).revealed_at
    assert revealed_at == clock.now
    clock.now += 3
    store.record(ben.pupil_id, Event(LIVE, "p-caida-1", "7h", True, round=shown))
    store.record(ana.pupil_id, Event(LIVE, "p-caida-1", "7h", True, round=shown))
    clock.now += 3
    store.reveal_live(code)  # a second click keeps the first time
    assert store.live_item(code).revealed_at == revealed_at
    live = summarise(store.class_data(code), 0)["live"]
    assert live["answers"] == [{"play": "Kd", "correct": False, "count": 1}]
    # Ben answered only after Reveal; Ana's retry then is no late answer of a second pupil
    assert (live["answered"], live["now_right"], live["after_reveal"]) == (1, 0, 1)
    assert live["retried"] == 1
    again = store.push_live(code, "puzzle", "p-caida-1")
    live = summarise(store.class_data(code), 0)["live"]
    assert (again, live["revealed"], live["after_reveal"]) == (shown + 1, False, 0)
    assert store.live_item(code).revealed_at is None, "a new round is not revealed"


def test_a_position_shown_after_stop_starts_with_no_answers(store):
    """The walk's N1: after Stop, the next position began with the last round's answers."""
    code = store.create_class("Class").code
    ana = store.join(code, "Ana")
    first = store.push_live(code, "lesson", "first-jack")
    store.record(ana.pupil_id, Event(LIVE, "first-jack", "j", True, round=first))
    store.stop_live(code)
    second = store.push_live(code, "lesson", "first-forty-cards")
    assert second > first
    live = summarise(store.class_data(code), 0)["live"]
    assert (live["item"], live["answered"], live["answers"]) == ("first-forty-cards", 0, [])


def test_deleting_a_pupil_removes_their_work_and_only_theirs(store):
    code = store.create_class("Class").code
    ana, ben = store.join(code, "Ana"), store.join(code, "Ben")
    for pupil in (ana, ben):
        store.record(pupil.pupil_id, Event(CHECK, "l1", "7h", correct=True))
    other = store.create_class("Other").code
    assert not store.delete_pupil(other, ana.pupil_id), "a pupil is deleted from their class only"
    assert store.delete_pupil(code, ana.pupil_id)
    data = store.class_data(code)
    assert [pupil.name for pupil in data.pupils] == ["Ben"]
    assert {pupil_id for pupil_id, _, _ in data.events} == {ben.pupil_id}
    with pytest.raises(ClassroomError, match="taken you out of this class"):
        store.record(ana.pupil_id, Event(CHECK, "l1", "7h", correct=True))
    assert store.rejoin(code, ana.token) is None
    store.join(code, "Ana")  # the name is free again


def test_deleting_a_class_removes_everything_in_it(store):
    made = store.create_class("Class")
    ana = store.join(made.code, "Ana")
    store.record(ana.pupil_id, Event(CHECK, "l1", "7h", correct=True))
    store.set_homework(made.code, ["l1"], [], "2027-02-01")
    store.push_live(made.code, "lesson", "l1")
    kept = store.create_class("Kept")
    store.join(kept.code, "Ana")
    store.delete_class(made.code)
    assert not store.class_exists(made.code)
    assert not store.key_matches(made.code, made.key)
    with store.engine.connect() as db:
        counts = {
            table: db.exec_driver_sql(f"SELECT COUNT(*) FROM {table}").scalar()
            for table in ("events", "homework", "live", "pupils", "classes")
        }
    assert counts == {"events": 0, "homework": 0, "live": 0, "pupils": 1, "classes": 1}


def test_a_second_store_on_the_same_database_sees_the_first_ones_writes(database, clock):
    teacher = ClassStore(database, create=True, clock=clock)
    pupil_side = ClassStore(database, clock=clock)
    code = teacher.create_class("Class").code
    ana = pupil_side.join(code, "Ana")
    pupil_side.record(ana.pupil_id, Event(CHECK, "l1", "7h", correct=True))
    assert summarise(teacher.class_data(code), clock.now)["pupils"][0]["lessons"]["l1"]["solved"]
    teacher.close()
    pupil_side.close()


def test_rounds_only_grow_across_a_stop_when_nobody_answered(store):
    """The walk's P4c-N1: shown, stopped unanswered, then another shown — the same round
    number came back, so the pupils' pages (which open a position once per round) kept the
    old board. A stopped position keeps its round; the next one's is higher."""
    code = store.create_class("Class").code
    first = store.push_live(code, "puzzle", "p-caida-1")
    store.reveal_live(code)
    store.stop_live(code)
    assert store.live_item(code) is None
    assert summarise(store.class_data(code), 0)["live"] is None
    store.reveal_live(code)  # nothing is shown: nothing is revealed
    second = store.push_live(code, "puzzle", "p-caida-2")
    assert second > first
    shown = store.live_item(code)
    assert (shown.item, shown.round, shown.revealed) == ("p-caida-2", second, False)
    store.stop_live(code)
    assert store.push_live(code, "lesson", "captures-match") > second
