"""``class report`` in words prints what the teacher's page shows: homework, local times."""

from __future__ import annotations

import json
import time

import pytest

from cuarenta_tutor.classroom.model import CHECK, Event
from cuarenta_tutor.classroom.store import ClassStore
from cuarenta_tutor.cli import main


@pytest.fixture
def class_with_homework(tmp_path, capsys):
    assert main(["class", "new", "2B", "--data", str(tmp_path), "--json"]) == 0
    code = json.loads(capsys.readouterr().out)["code"]
    store = ClassStore.open(tmp_path)
    sanne = store.join(code, "Sanne")
    store.join(code, "Pieter")
    store.set_homework(code, ["captures-match", "capture-by-sum"], ["caida"], "2026-12-12")
    store.record(sanne.pupil_id, Event(CHECK, "captures-match", "7h+7s", correct=True))
    store.close()
    return code


def _report(tmp_path, capsys, code, lang):
    assert main(["class", "report", code, "--data", str(tmp_path), "--lang", lang]) == 0
    return capsys.readouterr().out


def test_the_report_prints_the_homework_its_due_date_and_each_pupils_items_done(
    tmp_path, capsys, class_with_homework
):
    """The walk's P4d-N3: the page showed the homework, the report left it out."""
    lines = _report(tmp_path, capsys, class_with_homework, "en").splitlines()
    at = lines.index("Homework:")
    assert lines[at + 1] == "  Due December 12, 2026: finished by 0 of 2"
    assert lines[at + 2].startswith("    Lessons: ")
    assert lines[at + 2].count(" · ") == 1  # both lessons, by their titles, as on the page
    assert "captures-" not in lines[at + 2]
    assert lines[at + 3] == "    Practice themes: Caída"
    assert lines[at + 4] == "    Items done per pupil: Pieter 0/3, Sanne 1/3"


def test_the_homework_is_in_the_teachers_language(tmp_path, capsys, class_with_homework):
    dutch = _report(tmp_path, capsys, class_with_homework, "nl")
    assert "Huiswerk:" in dutch
    assert "Uiterlijk af op 12 december 2026: 0 van de 2 leerlingen klaar" in dutch
    assert "Pieter 0/3, Sanne 1/3" in dutch


def test_times_are_the_teachers_local_time_not_utc(
    tmp_path, capsys, monkeypatch, class_with_homework
):
    """P4d-N5: the page shows local times; the report printed ``2026-12-05T10:59:08Z (UTC)``."""
    monkeypatch.setenv("TZ", "Asia/Kolkata")  # UTC+5:30 all year: no summer time to trip on
    time.tzset()
    try:
        dutch = _report(tmp_path, capsys, class_with_homework, "nl")
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    seen = [line for line in dutch.splitlines() if "laatst gezien" in line]
    assert len(seen) == 2
    assert all("UTC" not in line and "Z" not in line for line in seen)
    stored = ClassStore.open(tmp_path)
    last = stored.class_data(class_with_homework).pupils[0].last_seen
    stored.close()
    local = time.gmtime(last + 5.5 * 3600)
    assert f"{local.tm_hour:02d}:{local.tm_min:02d}" in seen[0]
