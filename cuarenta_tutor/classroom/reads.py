"""Reads of the class database that more than one query needs, in the caller's transaction."""

from __future__ import annotations

import json
from typing import Any

import sqlalchemy as sa

from .model import Homework, LiveItem
from .schema import homework, live


def homework_and_live(
    db: sa.Connection, class_id: int
) -> tuple[tuple[Homework, ...], LiveItem | None]:
    """Read a class's homework, oldest first, and its live position (None when none is shown)."""
    sets = db.execute(
        sa.select(homework).where(homework.c.class_id == class_id).order_by(homework.c.set_at)
    )
    work = tuple(
        Homework(tuple(json.loads(r.lessons)), tuple(json.loads(r.themes)), r.due, r.set_at)
        for r in sets
    )
    return work, live_of(db.execute(sa.select(live).where(live.c.class_id == class_id)).first())


STOPPED = ""
"""The kind and item of a stopped live row: it stays, keeping its round, so that rounds only
grow and a pupil's page tells the next position from the last one (walk P4c-N1)."""


def live_of(row: sa.Row[Any] | None) -> LiveItem | None:
    """Return the live position a ``live`` row holds (``None``: none, or stopped)."""
    if row is None or row.kind == STOPPED:
        return None
    return LiveItem(
        row.kind, row.item, int(row.round), bool(row.revealed), row.started, row.revealed_at
    )
