"""Reads of the class database that more than one query needs, in the caller's transaction."""

from __future__ import annotations

import json

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
    now = db.execute(sa.select(live).where(live.c.class_id == class_id)).first()
    current = (
        LiveItem(
            now.kind, now.item, int(now.round), bool(now.revealed), now.started, now.revealed_at
        )
        if now
        else None
    )
    return work, current
