"""Schema migrations: numbered steps that bring any class database up to :data:`VERSION`.

The table ``schema_version`` holds the version a database has reached. Each step is run
once, in its own transaction with the version update, so a database is never left half
migrated. Steps describe their tables as they were at that version (never the current
:mod:`.schema`): an old database is upgraded the way it was built. Two processes that
open a new database at once take turns (SQLite's write lock; an advisory lock on
PostgreSQL).
"""

from __future__ import annotations

from collections.abc import Callable

import sqlalchemy as sa

from .errors import DatabaseError
from .rejoin import new_rejoin_code

ADVISORY_LOCK = 0x43_75_61_72  # "Cuar": the lock id the tutor's migrations take on PostgreSQL

version_table = sa.Table(
    "schema_version", sa.MetaData(), sa.Column("version", sa.Integer, nullable=False)
)


def _first_tables(connection: sa.Connection) -> None:
    """Version 1: classes, their pupils and what the pupils did.

    The tables are written out here, not taken from :mod:`.schema`: a migration is history
    and must create exactly what version 1 was, whatever the schema module says later.
    """
    tables = sa.MetaData()
    sa.Table(
        "classes",
        tables,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("code", sa.String(16), nullable=False, unique=True),
        sa.Column("key_hash", sa.String(64), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
    )
    sa.Table(
        "pupils",
        tables,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("class_id", sa.ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("name_key", sa.String(100), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("joined", sa.Float, nullable=False),
        sa.Column("last_seen", sa.Float, nullable=False),
        sa.UniqueConstraint("class_id", "name_key"),
    )
    sa.Table(
        "events",
        tables,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("class_id", sa.ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
        sa.Column("pupil_id", sa.ForeignKey("pupils.id", ondelete="CASCADE"), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("item", sa.String(200), nullable=False, server_default=""),
        sa.Column("play", sa.String(200), nullable=False, server_default=""),
        sa.Column("correct", sa.Boolean, nullable=True),
        sa.Column("stars", sa.Integer, nullable=True),
        sa.Column("theme", sa.String(200), nullable=False, server_default=""),
        sa.Column("rating", sa.Float, nullable=True),
        sa.Column("at", sa.Float, nullable=False),
        sa.Index("events_by_class", "class_id", "at"),
        sa.Index("events_by_pupil", "pupil_id", "at"),
    )
    tables.create_all(connection)


def _homework_and_live(connection: sa.Connection) -> None:
    """Version 2: homework, the live position, and the round a live answer belongs to."""
    tables = sa.MetaData()
    sa.Table("classes", tables, sa.Column("id", sa.Integer, primary_key=True))
    sa.Table(
        "homework",
        tables,
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("class_id", sa.ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
        sa.Column("lessons", sa.Text, nullable=False),
        sa.Column("themes", sa.Text, nullable=False),
        sa.Column("due", sa.String(10), nullable=False),
        sa.Column("set_at", sa.Float, nullable=False),
    )
    sa.Table(
        "live",
        tables,
        sa.Column("class_id", sa.ForeignKey("classes.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("item", sa.String(200), nullable=False),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("revealed", sa.Boolean, nullable=False),
        sa.Column("started", sa.Float, nullable=False),
    )
    tables.create_all(connection, tables=[tables.tables["homework"], tables.tables["live"]])
    connection.execute(sa.text("ALTER TABLE events ADD COLUMN round INTEGER"))


def _rejoin_codes(connection: sa.Connection) -> None:
    """Version 3: each pupil's rejoin code and count of wrong codes (see :mod:`.rejoin`).

    Pupils who joined before get a code now, so they can come back from another browser.
    """
    connection.execute(
        sa.text("ALTER TABLE pupils ADD COLUMN rejoin_code VARCHAR(8) NOT NULL DEFAULT ''")
    )
    connection.execute(
        sa.text("ALTER TABLE pupils ADD COLUMN rejoin_misses INTEGER NOT NULL DEFAULT 0")
    )
    table = sa.table("pupils", sa.column("id"), sa.column("rejoin_code"))
    for (pupil_id,) in connection.execute(sa.select(table.c.id)).all():
        connection.execute(
            table.update().where(table.c.id == pupil_id).values(rejoin_code=new_rejoin_code())
        )


def _practice_copies(connection: sa.Connection) -> None:
    """Version 4: each pupil's whole Practice as JSON; when the live position was revealed.

    A pupil who comes back on another device gets her Practice back (ratings, themes,
    review queue), not only her lessons; pupils who joined before have none kept until
    their next answer. Live answers given after *Reveal* are told apart by its time.
    """
    connection.execute(sa.text("ALTER TABLE pupils ADD COLUMN practice TEXT NOT NULL DEFAULT ''"))
    connection.execute(sa.text("ALTER TABLE live ADD COLUMN revealed_at FLOAT"))


def _pupils_query(connection: sa.Connection) -> None:
    """Version 5: the pupils' address a class was made with (its lesson set, language, rules).

    Classes made before keep none: their pupils' address stays ``?class=CODE``.
    """
    connection.execute(
        sa.text("ALTER TABLE classes ADD COLUMN pupil_query TEXT NOT NULL DEFAULT ''")
    )


STEPS: tuple[Callable[[sa.Connection], None], ...] = (
    _first_tables,
    _homework_and_live,
    _rejoin_codes,
    _practice_copies,
    _pupils_query,
)
"""Step ``n`` (from 1) brings a database from version ``n - 1`` to ``n``."""
VERSION = len(STEPS)
"""The schema version this tutor reads and writes."""


def current_version(connection: sa.Connection) -> int:
    """Return the schema version of the database (0: a new, empty database)."""
    if not sa.inspect(connection).has_table("schema_version"):
        return 0
    found = connection.execute(sa.select(sa.func.max(version_table.c.version))).scalar()
    return int(found or 0)


def migrate(engine: sa.Engine, target: int = VERSION) -> int:
    """Bring the database up to ``target``, one step per transaction; return its version.

    Raises:
        DatabaseError: the database was made by a newer tutor (a version above ours).

    """
    while True:
        with engine.begin() as connection:
            if connection.dialect.name == "postgresql":
                connection.execute(sa.select(sa.func.pg_advisory_xact_lock(ADVISORY_LOCK)))
            version = current_version(connection)
            if version > VERSION:
                raise DatabaseError(
                    "the class database has schema version {found}; this tutor knows up to "
                    "{known}: update cuarenta-tutor",
                    found=version,
                    known=VERSION,
                )
            if version >= target:
                return version
            if version == 0:
                version_table.create(connection, checkfirst=True)
            STEPS[version](connection)
            connection.execute(version_table.delete())
            connection.execute(version_table.insert().values(version=version + 1))
