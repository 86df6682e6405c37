"""The class store: every read and write of the class database, each one transaction.

A write returns only after its commit, so what a pupil is shown as saved is on disk.
Database failures come out as one :class:`~.errors.DatabaseError` naming the database.
Secrets (the teacher's key, a pupil's token) are kept as SHA-256 hashes only; a pupil's
rejoin code is kept as it is, for the teacher to read out (:mod:`.rejoin`).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy import exc

from .database import database_problem, database_url, make_engine
from .errors import ClassroomError, removed_from_class, unknown_class
from .migrations import migrate
from .model import KINDS, LIVE_KINDS, ClassData, Event, Homework, LiveItem, PupilRow
from .nickname import clean_nickname, name_key
from .reads import STOPPED, live_of
from .reads import homework_and_live as _homework_and_live
from .rejoin import (
    CODE_LETTERS,
    MAX_MISSES,
    locked,
    name_taken,
    new_rejoin_code,
    no_such_pupil,
    normal_rejoin_code,
    wrong_code,
)
from .schema import classes, events, homework, live, pupils

__all__ = ["CODE_LETTERS", "ClassStore", "Joined", "NewClass", "normal_code"]
CODE_LENGTH = 6
MAX_CLASS_NAME = 100
T = TypeVar("T")


def _hash(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def normal_code(code: str) -> str:
    """Return a class code as stored: upper case, without spaces or dashes.

    >>> normal_code(" k7qm-4r ")
    'K7QM4R'
    """
    return "".join(code.split()).replace("-", "").upper()


@dataclass(frozen=True)
class NewClass:
    """A class just made: its code for the pupils and the teacher's secret key."""

    code: str
    key: str
    name: str


@dataclass(frozen=True)
class Joined:
    """A pupil who has just joined: id, name, token and rejoin code.

    The token lets this browser back in; the rejoin code (with the name) any browser.
    """

    pupil_id: int
    name: str
    token: str
    rejoin_code: str = ""


class ClassStore:
    """The classes in one database (see :mod:`.database` for where and how it is kept)."""

    def __init__(
        self, url: str, *, create: bool = False, clock: Callable[[], float] = time.time
    ) -> None:
        self.url = url
        self.clock = clock
        self.engine = make_engine(url, create=create)
        self._run(lambda: migrate(self.engine))

    @classmethod
    def open(
        cls, data: Path | None = None, database: str | None = None, *, create: bool = False
    ) -> ClassStore:
        """Open the store of a data folder, or of a database URL when one is given."""
        return cls(database_url(data, database), create=create)

    def close(self) -> None:
        """Close the database connections."""
        self.engine.dispose()

    def _run(self, work: Callable[[], T]) -> T:
        try:
            return work()
        except exc.SQLAlchemyError as error:
            raise database_problem(error, self.url) from error

    @contextmanager
    def _transaction(self) -> Iterator[sa.Connection]:
        try:
            with self.engine.begin() as connection:
                yield connection
        except exc.SQLAlchemyError as error:
            raise database_problem(error, self.url) from error

    # Classes --------------------------------------------------------------------------

    def create_class(self, name: str) -> NewClass:
        """Make a class called ``name``; return its new code and key."""
        name = " ".join(name.split())
        if not name or len(name) > MAX_CLASS_NAME:
            raise ClassroomError("a class name has 1 to {limit} characters", limit=MAX_CLASS_NAME)
        key = secrets.token_urlsafe(24)
        with self._transaction() as db:
            while True:
                code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
                if db.execute(sa.select(classes.c.id).where(classes.c.code == code)).first():
                    continue
                db.execute(
                    classes.insert().values(
                        code=code, key_hash=_hash(key), name=name, created=self.clock()
                    )
                )
                return NewClass(code, key, name)

    def _class_id(self, db: sa.Connection, code: str) -> int:
        found = db.execute(
            sa.select(classes.c.id).where(classes.c.code == normal_code(code))
        ).scalar()
        if found is None:
            raise unknown_class(code)
        return int(found)

    def class_exists(self, code: str) -> bool:
        """Return whether a class has this code."""
        with self._transaction() as db:
            row = db.execute(sa.select(classes.c.id).where(classes.c.code == normal_code(code)))
            return row.first() is not None

    def key_matches(self, code: str, key: str) -> bool:
        """Return whether ``key`` is the teacher's key of the class ``code`` (no such class: no)."""
        with self._transaction() as db:
            stored = db.execute(
                sa.select(classes.c.key_hash).where(classes.c.code == normal_code(code))
            ).scalar()
        return stored is not None and hmac.compare_digest(str(stored), _hash(key))

    def delete_class(self, code: str) -> None:
        """Delete a class with its pupils, their work, its homework and live position."""
        with self._transaction() as db:
            class_id = self._class_id(db, code)
            for table in (events, live, homework, pupils):
                db.execute(table.delete().where(table.c.class_id == class_id))
            db.execute(classes.delete().where(classes.c.id == class_id))

    # Pupils ---------------------------------------------------------------------------

    def join(self, code: str, nickname: str, rejoin_code: str = "") -> Joined:
        """Add a pupil called ``nickname`` to the class, or let them back in with their code.

        Without ``rejoin_code`` the nickname must be new in the class. With it, the
        nickname must be a pupil's whose code it is: they come back as that pupil, with
        their work, and a new token for this browser. A wrong code is counted (committed
        before the refusal); see :mod:`.rejoin`.

        Raises:
            NicknameError: the nickname cannot be used (empty, too long, hidden characters).
            ClassroomError: no such class; the nickname taken and no code; a wrong code.

        """
        name = clean_nickname(nickname)
        typed = normal_rejoin_code(rejoin_code)
        token = secrets.token_urlsafe(24)
        now = self.clock()
        with self._transaction() as db:
            class_id = self._class_id(db, code)
            found = db.execute(  # locked (PostgreSQL): parallel guesses are counted one by one
                sa.select(pupils)
                .where(pupils.c.class_id == class_id, pupils.c.name_key == name_key(name))
                .with_for_update()
            ).first()
            if found is None and not typed:
                made = new_rejoin_code()
                added = db.execute(
                    pupils.insert().values(
                        class_id=class_id,
                        name=name,
                        name_key=name_key(name),
                        token_hash=_hash(token),
                        joined=now,
                        last_seen=now,
                        rejoin_code=made,
                    )
                )
                pupil_id = added.inserted_primary_key[0] if added.inserted_primary_key else 0
                return Joined(int(pupil_id), name, token, made)
            refusal = _code_refusal(db, found, name, typed)
            if refusal is None:
                assert found is not None
                db.execute(
                    pupils.update()
                    .where(pupils.c.id == found.id)
                    .values(token_hash=_hash(token), rejoin_misses=0, last_seen=now)
                )
                return Joined(int(found.id), str(found.name), token, str(found.rejoin_code))
        raise refusal

    def rejoin(self, code: str, token: str) -> Joined | None:
        """Return the pupil of the class ``code`` whose token this is (``None``: none is)."""
        with self._transaction() as db:
            row = db.execute(
                sa.select(pupils.c.id, pupils.c.name, pupils.c.rejoin_code)
                .join(classes)
                .where(classes.c.code == normal_code(code), pupils.c.token_hash == _hash(token))
            ).first()
        return Joined(int(row.id), str(row.name), token, str(row.rejoin_code)) if row else None

    def renew_rejoin_code(self, code: str, pupil_id: int) -> str | None:
        """Give a pupil of the class a new rejoin code (wrong tries forgotten); return it.

        Their open pages stay joined; the old code no longer lets anyone in.
        ``None``: the class has no such pupil.
        """
        made = new_rejoin_code()
        with self._transaction() as db:
            class_id = self._class_id(db, code)
            done = db.execute(
                pupils.update()
                .where(pupils.c.id == pupil_id, pupils.c.class_id == class_id)
                .values(rejoin_code=made, rejoin_misses=0)
            )
            return made if done.rowcount else None

    def delete_pupil(self, code: str, pupil_id: int) -> bool:
        """Delete one pupil of the class and their work; return whether there was one."""
        with self._transaction() as db:
            class_id = self._class_id(db, code)
            mine = (pupils.c.id == pupil_id) & (pupils.c.class_id == class_id)
            if not db.execute(sa.select(pupils.c.id).where(mine)).first():
                return False
            db.execute(events.delete().where(events.c.pupil_id == pupil_id))
            db.execute(pupils.delete().where(mine))
            return True

    def touch(self, pupil_id: int) -> None:
        """Note that the pupil is here now (their page is open)."""
        with self._transaction() as db:
            db.execute(
                pupils.update().where(pupils.c.id == pupil_id).values(last_seen=self.clock())
            )

    # What pupils do -------------------------------------------------------------------

    def record(
        self, pupil_id: int, happened: Event | tuple[Event, ...], practice: str | None = None
    ) -> None:
        """Write what a pupil just did (with her whole Practice as JSON); return once committed.

        Several events (her work from before she joined) are written in one transaction.

        Raises:
            RemovedFromClass: the pupil is no longer in the class (the teacher deleted them).

        """
        done = happened if isinstance(happened, tuple) else (happened,)
        if unknown := [event.kind for event in done if event.kind not in KINDS]:
            raise ValueError(f"unknown event kind {unknown[0]!r}")
        now = self.clock()
        with self._transaction() as db:
            class_id = db.execute(
                sa.select(pupils.c.class_id).where(pupils.c.id == pupil_id)
            ).scalar()
            if class_id is None:
                raise removed_from_class()
            db.execute(events.insert(), [
                {"class_id": class_id, "pupil_id": pupil_id, "at": now, **event.columns()}
                for event in done
            ])  # fmt: skip
            kept = {} if practice is None else {"practice": practice}
            db.execute(pupils.update().where(pupils.c.id == pupil_id).values(last_seen=now, **kept))

    def practice_of(self, pupil_id: int) -> str:
        """Return the pupil's Practice as last written (JSON; empty when none was kept)."""
        with self._transaction() as db:
            found = db.execute(sa.select(pupils.c.practice).where(pupils.c.id == pupil_id))
            return str(found.scalar() or "")

    def lesson_events(
        self, pupil_id: int, kinds: tuple[str, ...] = ("check", "stars")
    ) -> tuple[Event, ...]:
        """Return a pupil's events of ``kinds``, oldest first (her work, for a new browser)."""
        with self._transaction() as db:
            rows = db.execute(
                sa.select(events)
                .where(events.c.pupil_id == pupil_id, events.c.kind.in_(kinds))
                .order_by(events.c.at, events.c.id)
            )
            return tuple(Event.from_row(r._mapping) for r in rows)

    # Homework and the live position ---------------------------------------------------

    def set_homework(self, code: str, lessons: list[str], themes: list[str], due: str) -> None:
        """Set homework: lessons and practice themes to finish by ``due`` (``YYYY-MM-DD``)."""
        work = Homework(tuple(lessons), tuple(themes), due, self.clock())
        with self._transaction() as db:
            db.execute(
                homework.insert().values(
                    class_id=self._class_id(db, code),
                    lessons=json.dumps(work.lessons),
                    themes=json.dumps(work.themes),
                    due=work.due,
                    set_at=work.set_at,
                )
            )

    def push_live(self, code: str, kind: str, item: str) -> int:
        """Put a lesson or a puzzle on every joined pupil's screen; return its round number."""
        if kind not in LIVE_KINDS or not item or len(item) > 200:
            raise ClassroomError("a live position is a lesson or a puzzle id")
        with self._transaction() as db:
            class_id = self._class_id(db, code)
            # rounds only grow: after Stop there is no live row, but the answers of the last
            # round remain, and a new position must not start with them
            shown = db.execute(sa.select(live.c.round).where(live.c.class_id == class_id)).scalar()
            answered = db.execute(
                sa.select(sa.func.max(events.c.round)).where(events.c.class_id == class_id)
            ).scalar()
            number = max(int(shown or 0), int(answered or 0)) + 1
            db.execute(live.delete().where(live.c.class_id == class_id))
            db.execute(
                live.insert().values(
                    class_id=class_id,
                    kind=kind,
                    item=item,
                    round=number,
                    revealed=False,
                    started=self.clock(),
                )
            )
            return number

    def reveal_live(self, code: str) -> None:
        """Show the live position's explanation to everyone."""
        with self._transaction() as db:
            class_id = self._class_id(db, code)
            shown = (live.c.class_id == class_id) & (live.c.kind != STOPPED)
            first = sa.func.coalesce(live.c.revealed_at, self.clock())  # a second click: as is
            db.execute(live.update().where(shown).values(revealed=True, revealed_at=first))

    def live_item(self, code: str) -> LiveItem | None:
        """Return the class's live position (``None``: there is none)."""
        with self._transaction() as db:
            row = db.execute(
                sa.select(live).join(classes).where(classes.c.code == normal_code(code))
            ).first()
        return live_of(row)

    def stop_live(self, code: str) -> None:
        """Take the live position off the pupils' screens."""
        with self._transaction() as db:
            stopped = live.c.class_id == self._class_id(db, code)  # the row keeps its round
            db.execute(live.update().where(stopped).values(kind=STOPPED, item=STOPPED))

    def news(self, code: str) -> tuple[str, tuple[Homework, ...], LiveItem | None]:
        """Return what a pupil's page shows of the class: its name, homework and live position.

        A small read (no pupils' work): every open page asks every few seconds.
        """
        with self._transaction() as db:
            head = db.execute(
                sa.select(classes.c.id, classes.c.name).where(classes.c.code == normal_code(code))
            ).first()
            if head is None:
                raise unknown_class(code)
            work, current = _homework_and_live(db, head.id)
        return str(head.name), work, current

    # Reading a whole class ------------------------------------------------------------

    def class_data(self, code: str) -> ClassData:
        """Return everything about one class, read in one transaction."""
        with self._transaction() as db:
            head = db.execute(
                sa.select(classes.c.id, classes.c.name, classes.c.code).where(
                    classes.c.code == normal_code(code)
                )
            ).first()
            if head is None:
                raise unknown_class(code)
            shown = (pupils.c.id, pupils.c.name, pupils.c.joined, pupils.c.last_seen)
            codes = (pupils.c.rejoin_code, pupils.c.rejoin_misses)  # not her Practice copy
            rows = db.execute(
                sa.select(*shown, *codes)
                .where(pupils.c.class_id == head.id)
                .order_by(pupils.c.name_key)
            )
            members = tuple(
                PupilRow(int(r.id), r.name, r.joined, r.last_seen, r.rejoin_code, r.rejoin_misses)
                for r in rows
            )
            done = db.execute(
                sa.select(events)
                .where(events.c.class_id == head.id)
                .order_by(events.c.at, events.c.id)
            )
            happened = tuple((int(r.pupil_id), r.at, Event.from_row(r._mapping)) for r in done)
            work, current = _homework_and_live(db, head.id)
        return ClassData(head.code, head.name, members, happened, work, current)


def _code_refusal(
    db: sa.Connection, found: sa.Row[Any] | None, name: str, typed: str
) -> ClassroomError | None:
    """Return why a nickname (a pupil's row, or none) with a typed code cannot join, if not.

    A wrong code for a pupil is counted here, in the caller's transaction.
    """
    if found is None:
        return no_such_pupil(name)
    if not typed:
        return name_taken(found.name)
    if found.rejoin_misses >= MAX_MISSES:
        return locked(found.name)
    if found.rejoin_code and hmac.compare_digest(found.rejoin_code.encode(), typed.encode()):
        return None
    db.execute(
        pupils.update()
        .where(pupils.c.id == found.id)
        .values(rejoin_misses=pupils.c.rejoin_misses + 1)
    )
    left = MAX_MISSES - found.rejoin_misses - 1
    return wrong_code(found.name, left) if left > 0 else locked(found.name)
