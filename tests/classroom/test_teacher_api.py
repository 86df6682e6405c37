"""The teacher's page and its API on a real tornado server: keys, escaping, deletion, CSV, live."""

from __future__ import annotations

import asyncio
import csv
import io
import json
import threading
import urllib.error
import urllib.request

import pytest
from tornado import web
from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets

from cuarenta_tutor.classroom.database import database_url
from cuarenta_tutor.classroom.model import CHECK, LIVE, PRACTICE, STARS, Event
from cuarenta_tutor.classroom.store import ClassStore
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.server.class_api import class_handlers


@pytest.fixture
def server(tmp_path):
    """The class pages of a server under /tutor/, on a free port, with a class in SQLite."""
    url = database_url(tmp_path)
    store = ClassStore(url, create=True)
    ready, loop_box = threading.Event(), {}

    def serve():
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        sockets = bind_sockets(0, "127.0.0.1")
        http = HTTPServer(web.Application(class_handlers("/tutor/", url)))
        http.add_sockets(sockets)
        loop_box.update(loop=loop, port=sockets[0].getsockname()[1])
        ready.set()
        loop.run_forever()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    ready.wait(10)
    yield f"http://127.0.0.1:{loop_box['port']}/tutor/cuarenta-class", store
    loop_box["loop"].call_soon_threadsafe(loop_box["loop"].stop)
    store.close()


def call(url, key=None, body=None):
    request = urllib.request.Request(
        url,
        method="GET" if body is None else "POST",
        data=None if body is None else json.dumps(body).encode(),
    )
    if key is not None:
        request.add_header("X-Class-Key", key)
    try:
        with urllib.request.urlopen(request, timeout=20) as answer:
            return answer.status, answer.headers, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


@pytest.fixture
def a_class(server):
    base, store = server
    made = store.create_class("6B")
    ana = store.join(made.code, "Ana")
    store.join(made.code, "<img src=x onerror=f()>")
    store.record(ana.pupil_id, Event(CHECK, "captures-match", "7h", correct=False))
    store.record(ana.pupil_id, Event(STARS, "captures-match", stars=2))
    store.record(ana.pupil_id, Event(PRACTICE, "p1", "5c", False, theme="caida", rating=1490))
    return base, store, made, ana


@pytest.mark.parametrize("path", ["api/summary", "api/class.csv"])
def test_without_the_right_key_nothing_of_the_class_is_sent(a_class, path):
    base, store, made, _ = a_class
    other = store.create_class("Other")
    for key in (None, "", made.key[:-1], other.key, made.key[::-1]):  # any case: N3
        status, _, text = call(f"{base}/{made.code}/{path}", key)
        assert status == 403, key
        assert "Ana" not in text
        assert "6B" not in text
        assert json.loads(text) == {"error": "key"}
    status, _, text = call(f"{base}/NOSUCH/{path}", made.key)
    assert (status, json.loads(text)) == (403, {"error": "key"}), "an unknown code looks the same"


def test_actions_need_the_key_too(a_class):
    base, store, made, ana = a_class
    for path in (
        f"api/pupils/{ana.pupil_id}/delete",
        f"api/pupils/{ana.pupil_id}/new-code",
        "api/delete",
        "api/live/push",
        "api/live/stop",
        "api/homework",
    ):
        status, _, _ = call(f"{base}/{made.code}/{path}", "wrong", {"kind": "lesson", "item": "x"})
        assert status == 403, path
    assert store.class_exists(made.code)
    assert len(store.class_data(made.code).pupils) == 2
    codes = {pupil.name: pupil.rejoin_code for pupil in store.class_data(made.code).pupils}
    assert codes["Ana"] == ana.rejoin_code, "a new code needs the key"


def test_the_teacher_sees_each_rejoin_code_and_gives_a_new_one(a_class):
    base, store, made, ana = a_class
    summary = json.loads(call(f"{base}/{made.code}/api/summary", made.key)[2])
    codes = {pupil["name"]: pupil["rejoin_code"] for pupil in summary["pupils"]}
    assert codes["Ana"] == ana.rejoin_code
    status, _, text = call(f"{base}/{made.code}/api/pupils/{ana.pupil_id}/new-code", made.key, {})
    fresh = json.loads(text)["rejoin_code"]
    assert (status, len(fresh)) == (200, 4)
    assert store.join(made.code, "Ana", fresh).pupil_id == ana.pupil_id
    other = store.create_class("Other")
    status, _, _ = call(f"{base}/{other.code}/api/pupils/{ana.pupil_id}/new-code", other.key, {})
    assert status == 404, "a class's key renews only its own pupils' codes"
    _, _, text = call(f"{base}/{made.code}/api/class.csv", made.key)
    assert fresh not in text, "codes stay out of the exported file"


def test_the_page_holds_nothing_of_the_class_and_is_translated(a_class):
    base, _, made, _ = a_class
    status, headers, page = call(f"{base}/{made.code.lower()}?lang=de")
    assert status == 200
    assert headers["Content-Type"].startswith("text/html")
    assert '<html lang="de">' in page
    assert f'<h1 id="class-title">{made.code}</h1>' in page  # the class's name, once loaded
    assert Translator("de").gettext("Who is stuck") in page
    assert "Ana" not in page
    assert "6B" not in page
    assert made.key not in page
    assert "frame-ancestors" in headers["Content-Security-Policy"] or headers["X-Frame-Options"]
    status, _, page = call(f"{base}/{made.code}?lang=<script>")
    assert status == 200
    assert '<html lang="en">' in page
    assert '<script>"' not in page


def test_the_summary_is_json_with_the_nickname_as_plain_text(a_class):
    base, _, made, _ = a_class
    status, headers, text = call(f"{base}/{made.code}/api/summary", made.key)
    assert status == 200
    assert headers["Cache-Control"] == "no-store"
    summary = json.loads(text)
    names = [pupil["name"] for pupil in summary["pupils"]]
    assert names == ["<img src=x onerror=f()>", "Ana"]
    ana = summary["pupils"][1]
    assert ana["lessons"]["captures-match"] == {
        "solved": True,
        "stars": 2,
        "first_stars": 2,
        "checks": 1,
        "misses": 1,
    }


def test_the_page_script_writes_pupils_data_as_text_only():
    from importlib.resources import files

    script = files("cuarenta_tutor.server").joinpath("class_page.js").read_text()
    assignments = [line.strip() for line in script.splitlines() if "innerHTML" in line]
    assert all("live.text." in line for line in assignments), assignments


def test_csv_export_has_a_row_per_pupil_and_lesson_and_disarms_formulas(a_class):
    base, store, made, _ = a_class
    store.join(made.code, "=HYPERLINK(1)")
    status, headers, text = call(f"{base}/{made.code}/api/class.csv", made.key)
    assert status == 200
    assert headers["Content-Type"].startswith("text/csv")
    assert f'filename="class-{made.code}.csv"' in headers["Content-Disposition"]
    rows = list(csv.DictReader(io.StringIO(text.removeprefix("\ufeff"))))
    lesson = [row for row in rows if row["What"] == "Lesson"]
    assert [(r["Pupil"], r["Lesson"], r["Stars"], r["Wrong answers"]) for r in lesson] == [
        ("Ana", "1. Same rank, same card", "2", "1")
    ]
    assert lesson[0]["Lesson id"] == "captures-match"
    practice = {row["Pupil"]: row for row in rows if row["What"] == "Practice"}
    assert practice["Ana"]["Rating"] == "1490"
    assert "'=HYPERLINK(1)" in practice


def test_csv_export_opens_in_a_dutch_excel_with_accents_and_dutch_headings(a_class):
    """The walk's P4-N12: a UTF-8 BOM, ``;`` columns, headings and lessons in the language."""
    base, store, made, _ = a_class
    store.join(made.code, "Zoë Bakker-Müller")
    request = urllib.request.Request(f"{base}/{made.code}/api/class.csv?lang=nl")
    request.add_header("X-Class-Key", made.key)
    with urllib.request.urlopen(request, timeout=20) as answer:
        raw = answer.read()
    assert raw.startswith(b"\xef\xbb\xbf"), "Excel reads UTF-8 only after a byte order mark"
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    assert rows[0][:4] == ["Leerling", "Soort", "Les", "Opgelost"]
    assert "Les-id" in rows[0]
    assert ["Ana", "Les", "1. Gelijk pakt gelijk", "ja"] in [row[:4] for row in rows]
    assert any(row[0] == "Zoë Bakker-Müller" and row[1] == "Oefenen" for row in rows[1:])


def test_deleting_a_pupil_and_then_the_class(a_class):
    base, store, made, ana = a_class
    status, _, _ = call(f"{base}/{made.code}/api/pupils/{ana.pupil_id}/delete", made.key, {})
    assert status == 200
    status, _, _ = call(f"{base}/{made.code}/api/pupils/{ana.pupil_id}/delete", made.key, {})
    assert status == 404
    assert [pupil.name for pupil in store.class_data(made.code).pupils] == [
        "<img src=x onerror=f()>"
    ]
    assert call(f"{base}/{made.code}/api/delete", made.key, {})[0] == 200
    assert call(f"{base}/{made.code}/api/summary", made.key)[0] == 403, "the key opens nothing now"
    assert not store.class_exists(made.code)


def test_homework_is_set_and_bad_homework_refused(a_class):
    base, _store, made, _ = a_class
    url = f"{base}/{made.code}/api/homework"
    for bad in (
        {"lessons": [], "themes": [], "due": "2027-02-01"},
        {"lessons": ["captures-match"], "due": "tomorrow"},
        {"lessons": ["<script>"], "due": "2027-02-01"},
    ):
        assert call(url, made.key, bad)[0] == 400
    good = {"lessons": ["captures-match"], "themes": ["caida"], "due": "2027-02-01"}
    assert call(url, made.key, good)[0] == 200
    summary = json.loads(call(f"{base}/{made.code}/api/summary", made.key)[2])
    assert summary["homework"] == [{**good}]
    assert summary["pupils"][1]["homework"] == [
        {
            "lessons_done": ["captures-match"],
            "themes_done": [],
            "themes_right": {"caida": 0},
            "items_done": 1,
            "items": 2,
            "done": False,
        }
    ]


def test_the_live_position_streams_answers_and_reveals_the_explanation(a_class):
    base, store, made, ana = a_class
    url = f"{base}/{made.code}/api/live"
    assert call(f"{url}/push", made.key, {"kind": "board", "item": "x"})[0] == 400
    assert call(f"{url}/push", made.key, {"kind": "lesson", "item": "captures-match"})[0] == 200
    live = store.live_item(made.code)
    store.record(ana.pupil_id, Event(LIVE, live.item, "7h+7s", True, round=live.round))
    summary = json.loads(call(f"{base}/{made.code}/api/summary?lang=es", made.key)[2])
    assert summary["live"]["answers"] == [
        {"play": "7h+7s", "correct": True, "count": 1, "label": "7h+7s"}
    ]
    assert summary["live"]["text"]["title"]
    assert summary["live"]["text"]["explanation"] == ""
    assert call(f"{url}/reveal", made.key, {})[0] == 200
    summary = json.loads(call(f"{base}/{made.code}/api/summary?lang=es", made.key)[2])
    assert summary["live"]["revealed"]
    assert summary["live"]["text"]["explanation"]
    assert call(f"{url}/stop", made.key, {})[0] == 200
    assert json.loads(call(f"{base}/{made.code}/api/summary", made.key)[2])["live"] is None


def test_the_teacher_reads_each_answer_as_the_tutor_shows_it(a_class):
    """The walk's N1: the live chart said "j" (the program's jack) to a Dutch teacher."""
    base, store, made, ana = a_class
    url = f"{base}/{made.code}/api/live"
    assert call(f"{url}/push", made.key, {"kind": "lesson", "item": "captures-match"})[0] == 200
    live = store.live_item(made.code)
    store.record(ana.pupil_id, Event(LIVE, live.item, "j", False, round=live.round))
    store.record(ana.pupil_id, Event(CHECK, "captures-match", "5c x 5h", correct=False))
    summary = json.loads(call(f"{base}/{made.code}/api/summary?lang=nl", made.key)[2])
    assert [answer["label"] for answer in summary["live"]["answers"]] == ["B"]  # boer
    labels = {row["play"]: row["label"] for row in summary["wrong_answers"]["captures-match"]}
    assert labels["5c x 5h"] == "5♣ → 5♥"
