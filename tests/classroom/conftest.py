"""Fixtures of the classroom tests: a class store on SQLite and on a real PostgreSQL server."""

from __future__ import annotations

import psycopg
import pytest
from support.postgres import postgres_server

from cuarenta_tutor.classroom.database import database_url
from cuarenta_tutor.classroom.store import ClassStore


@pytest.fixture(scope="session")
def postgres_url():
    """The URL of a PostgreSQL server the tests started (one per test session)."""
    with postgres_server() as url:
        yield url


@pytest.fixture
def fresh_postgres(postgres_url):
    """The URL of the test PostgreSQL server's database, emptied (a new public schema)."""
    with psycopg.connect(postgres_url, autocommit=True) as admin:
        admin.execute("DROP SCHEMA public CASCADE")
        admin.execute("CREATE SCHEMA public")
    return postgres_url


@pytest.fixture
def clock():
    """A clock the test moves by hand (seconds)."""

    class Clock:
        now = 1_800_000_000.0

        def __call__(self):
            return self.now

    return Clock()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request, tmp_path):
    """A new database URL: a SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return database_url(tmp_path)
    return database_url(database=request.getfixturevalue("fresh_postgres"))


@pytest.fixture
def store(database, clock):
    """A class store on a new database (each kind), with a hand-moved clock."""
    opened = ClassStore(database, create=True, clock=clock)
    yield opened
    opened.close()
