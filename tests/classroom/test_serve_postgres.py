"""``serve --database postgresql://…``: a real server keeping its classes in PostgreSQL."""

from __future__ import annotations

import json
import sys
import urllib.request

import pytest
from support.servers import free_port, start_server, stop_server

from cuarenta_tutor.classroom.model import CHECK, Event
from cuarenta_tutor.classroom.store import ClassStore

pytestmark = pytest.mark.slow


def test_the_teachers_page_reads_the_class_from_postgresql(fresh_postgres):
    store = ClassStore.open(database=fresh_postgres, create=True)
    made = store.create_class("Hub class")
    pupil = store.join(made.code, "Ana")
    store.record(pupil.pupil_id, Event(CHECK, "captures-match", "5s x 5c", True))
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = start_server(
        [
            sys.executable,
            "-m",
            "cuarenta_tutor.cli",
            "serve",
            "--no-browser",
            "--port",
            str(port),
            "--database",
            fresh_postgres,
        ],
        f"{base}/voila/static/voila.js",
    )
    try:
        request = urllib.request.Request(
            f"{base}/cuarenta-class/{made.code}/api/summary", headers={"X-Class-Key": made.key}
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            summary = json.loads(answer.read())
        assert summary["pupils"][0]["name"] == "Ana"
        assert summary["pupils"][0]["lessons"]["captures-match"]["solved"] is True
    finally:
        stop_server(server)
        store.close()
