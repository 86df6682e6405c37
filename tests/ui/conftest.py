"""Fixtures shared by the widget tests (no browser)."""

from __future__ import annotations

import pytest

from cuarenta_tutor.classroom.database import database_url
from cuarenta_tutor.classroom.model import DATABASE_ENV
from cuarenta_tutor.classroom.store import ClassStore


@pytest.fixture
def classroom(tmp_path, monkeypatch):
    """A class "6B" in a fresh SQLite store that the app finds as a class server would."""
    url = database_url(tmp_path)
    monkeypatch.setenv(DATABASE_ENV, url)
    store = ClassStore(url, create=True)
    made = store.create_class("6B")
    yield store, made
    store.close()
