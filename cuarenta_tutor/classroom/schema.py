"""The tables of the class database, as they are at the newest schema version.

The migrations (:mod:`.migrations`) build them step by step; the queries use these.
Times are seconds since the epoch (UTC); lists of ids are JSON text.
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

classes = sa.Table(
    "classes",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("code", sa.String(16), nullable=False, unique=True),
    sa.Column("key_hash", sa.String(64), nullable=False),
    sa.Column("name", sa.String(200), nullable=False),
    sa.Column("created", sa.Float, nullable=False),
    sa.Column("pupil_query", sa.Text, nullable=False, server_default=""),
)

pupils = sa.Table(
    "pupils",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("class_id", sa.ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
    sa.Column("name", sa.String(100), nullable=False),
    sa.Column("name_key", sa.String(100), nullable=False),
    sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
    sa.Column("joined", sa.Float, nullable=False),
    sa.Column("last_seen", sa.Float, nullable=False),
    sa.Column("rejoin_code", sa.String(8), nullable=False, server_default=""),
    sa.Column("rejoin_misses", sa.Integer, nullable=False, server_default="0"),
    sa.Column("practice", sa.Text, nullable=False, server_default=""),
    sa.UniqueConstraint("class_id", "name_key"),
)

events = sa.Table(
    "events",
    metadata,
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
    sa.Column("round", sa.Integer, nullable=True),
    sa.Column("at", sa.Float, nullable=False),
    sa.Index("events_by_class", "class_id", "at"),
    sa.Index("events_by_pupil", "pupil_id", "at"),
)

homework = sa.Table(
    "homework",
    metadata,
    sa.Column("id", sa.Integer, primary_key=True),
    sa.Column("class_id", sa.ForeignKey("classes.id", ondelete="CASCADE"), nullable=False),
    sa.Column("lessons", sa.Text, nullable=False),
    sa.Column("themes", sa.Text, nullable=False),
    sa.Column("due", sa.String(10), nullable=False),
    sa.Column("set_at", sa.Float, nullable=False),
)

live = sa.Table(
    "live",
    metadata,
    sa.Column("class_id", sa.ForeignKey("classes.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("item", sa.String(200), nullable=False),
    sa.Column("round", sa.Integer, nullable=False),
    sa.Column("revealed", sa.Boolean, nullable=False),
    sa.Column("started", sa.Float, nullable=False),
    sa.Column("revealed_at", sa.Float, nullable=True),
)
