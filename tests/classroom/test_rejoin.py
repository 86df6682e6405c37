"""Rejoin codes on SQLite and on a real PostgreSQL server: a pupil comes back as herself."""

from __future__ import annotations

from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import pytest
import sqlalchemy as sa

from cuarenta_tutor.classroom.database import make_engine
from cuarenta_tutor.classroom.errors import ClassroomError
from cuarenta_tutor.classroom.migrations import migrate
from cuarenta_tutor.classroom.model import CHECK, Event
from cuarenta_tutor.classroom.rejoin import CODE_LETTERS, MAX_MISSES, REJOIN_LENGTH
from cuarenta_tutor.classroom.store import ClassStore
from cuarenta_tutor.classroom.summary import summarise


def other_code(code: str) -> str:
    """Return a valid code that is not ``code`` (its first letter changed)."""
    return ("B" if code[0] == "A" else "A") + code[1:]


def test_joining_gives_a_short_code_that_brings_the_pupil_back_from_another_browser(store):
    code = store.create_class("Class").code
    ana = store.join(code, "Ana")
    assert len(ana.rejoin_code) == REJOIN_LENGTH
    assert set(ana.rejoin_code) <= set(CODE_LETTERS)
    store.record(ana.pupil_id, Event(CHECK, "l1", "7h", correct=False))
    typed = " " + ana.rejoin_code[:2].lower() + "-" + ana.rejoin_code[2:] + " "
    again = store.join(code, "  ANA ", typed)
    assert (again.pupil_id, again.name, again.rejoin_code) == (ana.pupil_id, "Ana", ana.rejoin_code)
    assert again.token != ana.token, "the new browser has its own token"
    assert store.rejoin(code, again.token) == again
    store.record(again.pupil_id, Event(CHECK, "l1", "7s", correct=True))
    pupils = summarise(store.class_data(code), 0)["pupils"]
    assert len(pupils) == 1
    assert (pupils[0]["name"], pupils[0]["rejoin_code"]) == ("Ana", ana.rejoin_code)
    assert pupils[0]["lessons"]["l1"] == {
        "solved": True,
        "stars": 0,
        "first_stars": 0,
        "checks": 2,
        "misses": 1,
    }


def test_a_taken_nickname_without_its_code_is_refused_saying_what_to_do(store):
    code = store.create_class("Class").code
    store.join(code, "Ana")
    with pytest.raises(ClassroomError) as refused:
        store.join(code, "ana")
    said = str(refused.value)
    assert said.startswith("Ana is already in this class: if that is you, type your rejoin code")
    assert "your teacher" in said
    assert [pupil.name for pupil in store.class_data(code).pupils] == ["Ana"]


def test_a_code_with_a_nickname_nobody_has_joins_nobody(store):
    code = store.create_class("Class").code
    ana = store.join(code, "Ana")
    with pytest.raises(ClassroomError, match="nobody called Anna is in this class"):
        store.join(code, "Anna", ana.rejoin_code)
    assert [pupil.name for pupil in store.class_data(code).pupils] == ["Ana"]


def test_a_code_opens_only_its_own_pupil_in_its_own_class(store):
    code = store.create_class("Class").code
    ana, ben = store.join(code, "Ana"), store.join(code, "Ben")
    if ben.rejoin_code != ana.rejoin_code:
        with pytest.raises(ClassroomError, match="not the rejoin code of Ana"):
            store.join(code, "Ana", ben.rejoin_code)
    other = store.create_class("Other").code
    store.join(other, "Ana")
    if store.class_data(other).pupils[0].rejoin_code != ana.rejoin_code:
        with pytest.raises(ClassroomError, match="not the rejoin code of Ana"):
            store.join(other, "Ana", ana.rejoin_code)
    with pytest.raises(ClassroomError, match="not the rejoin code of Ana"):
        store.join(code, "Ana", "é" * REJOIN_LENGTH)


def test_too_many_wrong_codes_lock_the_nickname_until_the_teacher_gives_a_new_code(store):
    code = store.create_class("Class").code
    ana = store.join(code, "Ana")
    wrong = other_code(ana.rejoin_code)
    for tried in range(1, MAX_MISSES):
        with pytest.raises(ClassroomError, match="not the rejoin code of Ana") as refused:
            store.join(code, "Ana", wrong)
        assert refused.value.params["left"] == MAX_MISSES - tried, "she is told the tries left"
        assert not summarise(store.class_data(code), 0)["pupils"][0]["rejoin_locked"]
    with pytest.raises(ClassroomError, match="too many wrong codes for Ana: ask your teacher"):
        store.join(code, "Ana", wrong)
    assert summarise(store.class_data(code), 0)["pupils"][0]["rejoin_locked"], "the teacher sees it"
    with pytest.raises(ClassroomError, match="too many wrong codes for Ana"):
        store.join(code, "Ana", ana.rejoin_code)  # even the right one, now
    assert store.rejoin(code, ana.token) == ana, "her open browser stays in"
    fresh = store.renew_rejoin_code(code, ana.pupil_id)
    assert fresh is not None
    assert len(fresh) == REJOIN_LENGTH
    if fresh != ana.rejoin_code:
        with pytest.raises(ClassroomError, match="not the rejoin code of Ana"):
            store.join(code, "Ana", ana.rejoin_code)
    back = store.join(code, "Ana", fresh)
    assert (back.pupil_id, back.rejoin_code) == (ana.pupil_id, fresh)


def test_wrong_codes_sent_at_once_are_counted_one_by_one(store):
    code = store.create_class("Class").code
    ana = store.join(code, "Ana")
    wrong = other_code(ana.rejoin_code)

    def guess(_):
        try:
            store.join(code, "Ana", wrong)
        except ClassroomError as refused:
            return str(refused).split(":")[0]
        return "in"

    with ThreadPoolExecutor(max_workers=16) as pool:
        said = Counter(pool.map(guess, range(48)))
    assert said == {"that is not the rejoin code of Ana": MAX_MISSES - 1,
                    "too many wrong codes for Ana": 48 - MAX_MISSES + 1}  # fmt: skip


def test_a_right_code_forgets_the_wrong_tries_before_it(store):
    code = store.create_class("Class").code
    ana = store.join(code, "Ana")
    for _ in range(2):
        for _ in range(MAX_MISSES - 1):
            with pytest.raises(ClassroomError, match="not the rejoin code"):
                store.join(code, "Ana", other_code(ana.rejoin_code))
        assert store.join(code, "Ana", ana.rejoin_code).pupil_id == ana.pupil_id


def test_a_new_code_is_given_only_to_a_pupil_of_the_class(store):
    code = store.create_class("Class").code
    ana = store.join(code, "Ana")
    other = store.create_class("Other").code
    assert store.renew_rejoin_code(other, ana.pupil_id) is None
    assert store.renew_rejoin_code(code, ana.pupil_id + 1000) is None
    assert store.class_data(code).pupils[0].rejoin_code == ana.rejoin_code


def test_a_version_2_database_gives_its_pupils_rejoin_codes(database):
    engine = make_engine(database, create=True)
    assert migrate(engine, target=2) == 2
    with engine.begin() as db:
        db.execute(
            sa.text(
                "INSERT INTO classes (code, key_hash, name, created) VALUES ('ABCDEF', 'h', 'C', 1)"
            )
        )
        for number, name in enumerate(("Ana", "Ben", "Cy")):
            db.execute(
                sa.text(
                    "INSERT INTO pupils (class_id, name, name_key, token_hash, joined, last_seen) "
                    "SELECT id, :name, :key, :token, 1, 1 FROM classes"
                ),
                {"name": name, "key": name.lower(), "token": f"t{number}"},
            )
    engine.dispose()
    store = ClassStore(database)  # opening migrates
    pupils = store.class_data("ABCDEF").pupils
    assert [pupil.name for pupil in pupils] == ["Ana", "Ben", "Cy"]
    assert all(len(pupil.rejoin_code) == REJOIN_LENGTH for pupil in pupils)
    ana = pupils[0]
    back = store.join("ABCDEF", "Ana", ana.rejoin_code)
    assert back.pupil_id == ana.id
    store.close()
