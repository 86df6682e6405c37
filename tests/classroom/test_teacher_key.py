"""The teacher's key has no look-alike letters and old keys still open their class (walk N3).

The Dutch teacher's key ``8YasSswGLnhW_5P01hZ5OTucTw5_ijbT`` lost its underscores on a
laptop screen and mixed O/0 and l/1: retyped on another computer it gave 403.
"""

from __future__ import annotations

import hashlib
import math
import secrets

import sqlalchemy as sa

from cuarenta_tutor.classroom.rejoin import CODE_LETTERS
from cuarenta_tutor.classroom.schema import classes
from cuarenta_tutor.classroom.store import ClassStore
from cuarenta_tutor.classroom.teacher_key import KEY_BITS, KEY_LETTERS

LOOK_ALIKES = set("_0O1lI ")


def test_a_new_key_is_made_of_letters_nobody_misreads_and_is_as_strong_as_before(database):
    store = ClassStore(database, create=True)
    keys = [store.create_class(f"Klas {n}").key for n in range(20)]
    store.close()
    for key in keys:
        assert not LOOK_ALIKES & set(key), key
        assert set(key) <= set(CODE_LETTERS) | {"-"}, key
        assert len(key.replace("-", "")) == KEY_LETTERS
    assert len(set(keys)) == len(keys)
    assert KEY_BITS == KEY_LETTERS * math.log2(len(CODE_LETTERS)) >= 192  # token_urlsafe(24)


def test_a_key_retyped_in_small_letters_or_without_dashes_opens_the_class(database):
    store = ClassStore(database, create=True)
    made = store.create_class("Groep 7B")
    bare = made.key.replace("-", "")
    for typed in (made.key, bare, made.key.lower(), " ".join(made.key.split("-"))):
        assert store.key_matches(made.code, typed), typed
    assert not store.key_matches(made.code, bare[:-1] + ("A" if bare[-1] != "A" else "B"))
    assert not store.key_matches(made.code, "")
    store.close()


def test_a_key_made_by_an_older_tutor_still_opens_its_class(database):
    store = ClassStore(database, create=True)
    made = store.create_class("Oude klas")
    old = "8YasSswGLnhW_5P01hZ5OTucTw5_ijbT"  # secrets.token_urlsafe(24), as before
    with store.engine.begin() as db:
        db.execute(
            classes.update()
            .where(classes.c.code == made.code)
            .values(key_hash=hashlib.sha256(old.encode()).hexdigest())
        )
    assert store.key_matches(made.code, old)
    assert not store.key_matches(made.code, old.lower())  # older keys keep their case
    assert not store.key_matches(made.code, made.key)
    assert not store.key_matches(made.code, secrets.token_urlsafe(24))
    store.close()


def test_the_hash_is_kept_never_the_key(database):
    store = ClassStore(database, create=True)
    made = store.create_class("Groep 8")
    with store.engine.connect() as db:
        row = db.execute(sa.select(classes).where(classes.c.code == made.code)).one()
    store.close()
    assert made.key not in str(tuple(row))
    assert made.key.replace("-", "") not in str(tuple(row))
