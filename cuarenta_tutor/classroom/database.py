"""Where the classes are kept: the database URL, the engine, and its problems in one line.

By default a SQLite file, :data:`FILE_NAME`, in the data folder. Many processes write
to it at once (the pupils' kernels and the teacher's page in the server), so it runs in
WAL mode (readers never wait for a writer), every transaction takes the write lock when
it begins (``BEGIN IMMEDIATE``: no deadlock between two readers turning writers), waits
up to :data:`BUSY_SECONDS` for it, and commits durably (``synchronous=FULL``): a step
written before the pupil sees the verdict survives a killed server. ``postgresql://``
URLs reach a PostgreSQL server through psycopg 3.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy import event, exc

from .errors import DatabaseError
from .model import default_data_folder

FILE_NAME = "classes.sqlite3"
BUSY_SECONDS = 20


def database_url(data: Path | None = None, database: str | None = None) -> str:
    """Return the database URL: ``database`` when given, else the SQLite file in ``data``.

    A ``postgresql://`` URL is given psycopg 3 as its driver.

    >>> database_url(Path("/srv/tutor"))
    'sqlite:////srv/tutor/classes.sqlite3'
    >>> database_url(database="postgresql://tutor@db/classes")
    'postgresql+psycopg://tutor@db/classes'
    """
    if database:
        scheme, sep, rest = database.partition("://")
        if scheme in ("postgresql", "postgres"):
            return f"postgresql+psycopg://{rest}"
        if not sep or scheme not in ("sqlite", "postgresql+psycopg"):
            raise DatabaseError(
                "--database takes a postgresql:// address (got '{url}')", url=database
            )
        return database
    folder = (data or default_data_folder()).expanduser().resolve()
    return f"sqlite:///{folder / FILE_NAME}"


def sqlite_file(url: str) -> Path | None:
    """Return the file of a SQLite URL (``None`` for another database)."""
    parsed = sa.make_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database:
        return None
    return Path(parsed.database)


def database_place(url: str) -> str:
    """Return where a database is, for a message: its file, or its URL without the password.

    >>> database_place("postgresql+psycopg://tutor:s3cret@db/classes")
    'postgresql+psycopg://tutor:***@db/classes'
    """
    path = sqlite_file(url)
    return str(path) if path else sa.make_url(url).render_as_string(hide_password=True)


def make_engine(url: str, *, create: bool) -> sa.Engine:
    """Return an engine for ``url``; a SQLite file must exist unless ``create`` is true.

    Raises:
        DatabaseError: the file (or its folder, when creating) is missing.

    """
    path = sqlite_file(url)
    if path is None:
        return sa.create_engine(url, pool_pre_ping=True)
    if create:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseError(
                "cannot make the data folder {folder}: {reason}",
                folder=str(path.parent),
                reason=error.strerror or str(error),
            ) from error
    elif not path.is_file():
        raise DatabaseError(
            "no class database at {file}: create a class first (cuarenta-tutor class new)",
            file=str(path),
        )
    engine = sa.create_engine(url, connect_args={"timeout": BUSY_SECONDS})
    event.listen(engine, "connect", _sqlite_settings)
    event.listen(engine, "begin", _begin_immediate)
    return engine


def _sqlite_settings(connection: sqlite3.Connection, record: Any) -> None:
    """Set up each new SQLite connection: our own transactions, WAL, waits, foreign keys."""
    connection.isolation_level = None  # BEGIN is ours (see _begin_immediate)
    connection.execute(f"PRAGMA busy_timeout = {BUSY_SECONDS * 1000}")
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute("PRAGMA synchronous = FULL")
    connection.execute("PRAGMA foreign_keys = ON")


def _begin_immediate(connection: sa.Connection) -> None:
    """Begin every SQLite transaction holding the write lock (writers queue, never deadlock)."""
    connection.exec_driver_sql("BEGIN IMMEDIATE")


def database_problem(error: exc.SQLAlchemyError, url: str) -> DatabaseError:
    """Return a one-line problem for a database error, naming the file or the server."""
    path = sqlite_file(url)
    reason = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
    if path is not None:
        if isinstance(error, exc.DatabaseError) and "not a database" in reason:
            return DatabaseError(
                "{file} is not a class database (damaged, or another file)", file=str(path)
            )
        return DatabaseError(
            "the class database {file} cannot be used: {reason}", file=str(path), reason=reason
        )
    return DatabaseError(
        "the class database {url} cannot be used: {reason}", url=database_place(url), reason=reason
    )
