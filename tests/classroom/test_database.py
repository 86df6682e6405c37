"""The class database: migrations, a missing or damaged file, many writers, a killed server."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from concurrent.futures import ProcessPoolExecutor

import pytest
import sqlalchemy as sa

from cuarenta_tutor.classroom.database import database_url, make_engine
from cuarenta_tutor.classroom.errors import DatabaseError
from cuarenta_tutor.classroom.migrations import VERSION, current_version, migrate, version_table
from cuarenta_tutor.classroom.model import CHECK, Event
from cuarenta_tutor.classroom.store import ClassStore


def test_a_new_database_is_built_up_to_the_newest_version_and_again_is_a_no_op(database):
    engine = make_engine(database, create=True)
    assert migrate(engine) == VERSION == 5
    assert migrate(engine) == VERSION
    with engine.connect() as db:
        assert current_version(db) == VERSION
        assert db.execute(sa.select(sa.func.count()).select_from(version_table)).scalar() == 1
        names = set(sa.inspect(db).get_table_names())
    assert {"classes", "pupils", "events", "homework", "live", "schema_version"} <= names
    engine.dispose()


def test_a_version_1_database_is_upgraded_with_its_classes_kept(database):
    engine = make_engine(database, create=True)
    assert migrate(engine, target=1) == 1
    with engine.begin() as db:
        assert not sa.inspect(db).has_table("homework")
        db.execute(
            sa.text(
                "INSERT INTO classes (code, key_hash, name, created) "
                "VALUES ('ABCDEF', 'h', 'Old class', 1)"
            )
        )
        db.execute(
            sa.text(
                "INSERT INTO pupils (class_id, name, name_key, token_hash, joined, "
                "last_seen) SELECT id, 'Ana', 'ana', 't', 1, 1 FROM classes"
            )
        )
    engine.dispose()
    store = ClassStore(database)  # opening migrates
    data = store.class_data("ABCDEF")
    assert (data.name, [pupil.name for pupil in data.pupils]) == ("Old class", ["Ana"])
    store.record(data.pupils[0].id, Event("live", "p1", "7h", True, round=1))  # a version-2 column
    store.set_homework("ABCDEF", ["l1"], [], "2027-01-01")
    assert store.class_data("ABCDEF").events[0][2].round == 1
    store.close()


def test_a_database_from_a_newer_tutor_is_refused_in_one_line(database):
    engine = make_engine(database, create=True)
    migrate(engine)
    with engine.begin() as db:
        db.execute(version_table.update().values(version=VERSION + 1))
    engine.dispose()
    with pytest.raises(DatabaseError, match=f"schema version {VERSION + 1}; .* update cuarenta"):
        ClassStore(database)


def test_a_missing_database_file_is_named(tmp_path):
    with pytest.raises(DatabaseError) as raised:
        ClassStore.open(tmp_path / "nowhere")
    message = str(raised.value)
    assert str(tmp_path / "nowhere" / "classes.sqlite3") in message
    assert "\n" not in message
    assert not (tmp_path / "nowhere").exists(), "reading never creates a database"


@pytest.mark.parametrize(
    "content",
    [b"this is not a database\n" * 100, b"\x00" * 4096, b"SQLite format 3\x00" + b"\xff" * 5000],
)
def test_a_damaged_database_file_is_named_in_one_line(tmp_path, content):
    (tmp_path / "classes.sqlite3").write_bytes(content)
    with pytest.raises(DatabaseError) as raised:
        ClassStore.open(tmp_path)
    message = str(raised.value)
    assert str(tmp_path / "classes.sqlite3") in message
    assert "\n" not in message


def test_a_postgresql_server_that_does_not_answer_is_named_without_its_password(tmp_path):
    url = database_url(database=f"postgresql://tutor:s3cret@/x?host={tmp_path}&port=1")
    with pytest.raises(DatabaseError) as raised:
        ClassStore(url)
    message = str(raised.value)
    assert "cannot be used" in message
    assert "s3cret" not in message
    assert "\n" not in message


def test_another_kind_of_database_address_is_refused():
    with pytest.raises(DatabaseError, match="postgresql://"):
        database_url(database="mysql://db/classes")


def _write_checks(url: str, pupil_id: int, count: int) -> int:
    store = ClassStore(url)
    for number in range(count):
        store.record(pupil_id, Event(CHECK, "l1", f"play-{number}", number % 2 == 0))
    store.close()
    return count


def test_many_processes_write_at_once_and_nothing_is_lost(database):
    store = ClassStore(database, create=True)
    code = store.create_class("Class").code
    pupils = [store.join(code, f"Pupil {number}").pupil_id for number in range(6)]
    with ProcessPoolExecutor(max_workers=6) as pool:
        written = sum(pool.map(_write_checks, [database] * 6, pupils, [40] * 6))
    data = store.class_data(code)
    assert written == len(data.events) == 240
    assert {pupil_id for pupil_id, _, _ in data.events} == set(pupils)
    store.close()


PUPIL_KERNEL = textwrap.dedent("""
    import sys, time
    from cuarenta_tutor.classroom.model import Event
    from cuarenta_tutor.classroom.store import ClassStore
    store = ClassStore(sys.argv[1])
    store.record(int(sys.argv[2]), Event("check", "l1", "7h+7s", True))
    print("saved", flush=True)  # the pupil now sees the verdict
    time.sleep(60)
""")


def test_a_step_shown_as_saved_survives_kill_9(tmp_path):
    url = database_url(tmp_path)
    store = ClassStore(url, create=True)
    code = store.create_class("Class").code
    pupil = store.join(code, "Ana").pupil_id
    store.close()
    process = subprocess.Popen(
        [sys.executable, "-c", PUPIL_KERNEL, url, str(pupil)], stdout=subprocess.PIPE, text=True
    )
    assert process.stdout.readline().strip() == "saved"
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=10)
    reopened = ClassStore(url)
    events = reopened.class_data(code).events
    assert [(event.item, event.play, event.correct) for _, _, event in events] == [
        ("l1", "7h+7s", True)
    ]
    reopened.close()


def test_sqlite_runs_in_wal_mode_with_a_busy_timeout(tmp_path):
    store = ClassStore.open(tmp_path, create=True)
    with store.engine.connect() as db:
        assert db.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert db.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 10_000
        assert db.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    store.close()


def test_a_test_run_keeps_its_classes_in_a_temporary_folder_never_in_the_users_home():
    import tempfile
    from pathlib import Path

    from cuarenta_tutor.classroom.model import default_data_folder

    folder = default_data_folder().resolve()
    assert folder.is_relative_to(Path(tempfile.gettempdir()).resolve())
    assert not folder.is_relative_to(Path.home().resolve() / ".local")
