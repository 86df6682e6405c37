"""``cuarenta-tutor class new`` and ``class report``, ``serve --data``: output, errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cuarenta_tutor.classroom.model import CHECK, PRACTICE, STARS, Event
from cuarenta_tutor.classroom.store import ClassStore
from cuarenta_tutor.classroom.summary import summarise
from cuarenta_tutor.cli import main
from cuarenta_tutor.i18n import LANGUAGES


def _new(tmp_path, capsys, *extra):
    assert main(["class", "new", "6th grade B", "--data", str(tmp_path), "--json", *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_class_new_prints_the_code_and_the_teachers_address_with_its_key(tmp_path, capsys):
    made = _new(tmp_path, capsys, "--server", "http://school.example:9000/tutor")
    assert set(made) == {"code", "pupil_url", "teacher_url"}
    assert made["pupil_url"] == f"http://school.example:9000/tutor/?class={made['code']}"
    prefix = f"http://school.example:9000/tutor/cuarenta-class/{made['code']}#key="
    assert made["teacher_url"].startswith(prefix)
    key = made["teacher_url"].removeprefix(prefix)
    store = ClassStore.open(tmp_path)
    assert store.key_matches(made["code"], key)
    assert (tmp_path / "classes.sqlite3").is_file()


def test_class_new_in_words(tmp_path, capsys):
    assert main(["class", "new", "6B", "--data", str(tmp_path / "new" / "folder")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("6B is ready. Class code: ")
    code = lines[0].rsplit(" ", 1)[1]
    assert lines[1] == f"Pupils open: http://127.0.0.1:8866/?class={code}"
    assert lines[3].startswith(f"http://127.0.0.1:8866/cuarenta-class/{code}#key=")


@pytest.fixture
def class_with_work(tmp_path, capsys):
    made = _new(tmp_path, capsys)
    store = ClassStore.open(tmp_path)
    ana = store.join(made["code"], "Ana")
    store.join(made["code"], "<b>Ben</b>")
    store.record(ana.pupil_id, Event(CHECK, "captures-match", "7h", correct=False))
    store.record(ana.pupil_id, Event(CHECK, "captures-match", "7h+7s", correct=True))
    store.record(ana.pupil_id, Event(STARS, "captures-match", stars=3))
    store.record(ana.pupil_id, Event(PRACTICE, "p1", "5c", False, theme="caida", rating=1490))
    store.close()
    return made["code"]


def test_class_report_json_has_each_pupils_lessons_practice_and_last_activity(
    tmp_path, capsys, class_with_work
):
    assert (
        main(["class", "report", class_with_work.lower(), "--data", str(tmp_path), "--json"]) == 0
    )
    report = json.loads(capsys.readouterr().out)
    ben, ana = report["pupils"]  # in name order: "<" sorts before "a"
    assert ana["name"] == "Ana"
    assert ben["name"] == "<b>Ben</b>"
    assert ana["lessons"]["captures-match"]["solved"] is True
    assert ana["lessons"]["captures-match"]["stars"] == 3
    assert ana["practice"]["answers"] == 1
    assert ana["practice"]["rating"] == 1490
    assert ana["last_seen"].endswith("Z")
    assert ben["lessons"] == {}
    assert report["wrong_answers"] == {"captures-match": [{"play": "7h", "count": 1}]}


def test_class_report_in_words_speaks_the_language_asked(tmp_path, capsys, class_with_work):
    assert main(["class", "report", class_with_work, "--data", str(tmp_path)]) == 0
    english = capsys.readouterr().out
    assert "2 pupils" in english
    assert "1 lesson solved, 3 stars" in english
    assert "Caída: 1" in english
    assert main(["class", "report", class_with_work, "--data", str(tmp_path), "--lang", "es"]) == 0
    spanish = capsys.readouterr().out
    assert "2 estudiantes" in spanish  # the word of the Spanish teacher's guide
    assert "1 lección resuelta, 3 estrellas" in spanish


def test_every_language_has_the_class_messages():
    from cuarenta_tutor.i18n import Translator

    for lang in LANGUAGES:
        if lang != "en":
            text = Translator(lang).gettext("there is no class with the code {code}")
            assert text != "there is no class with the code {code}", lang


@pytest.mark.parametrize(
    ("arguments", "problem"),
    [
        (["class", "report", "NOSUCH"], "there is no class with the code NOSUCH"),
        (["class", "report", "X", "--database", "mysql://x"], "postgresql://"),
        (["class", "new", " "], "a class name has 1 to 100 characters"),
        (["class", "new", "6B", "--server", "school:8866"], "--server must be an http://"),
    ],
)
def test_class_errors_are_one_line_and_exit_2(tmp_path, capsys, arguments, problem):
    ClassStore.open(tmp_path, create=True).close()
    assert main([*arguments, "--data", str(tmp_path)]) == 2
    error = capsys.readouterr().err
    assert problem in error
    assert error.count("\n") == 1
    assert "Traceback" not in error


def test_a_report_without_a_database_names_the_missing_file(tmp_path, capsys):
    assert main(["class", "report", "ABCDEF", "--data", str(tmp_path), "--lang", "de"]) == 2
    error = capsys.readouterr().err
    assert str(tmp_path / "classes.sqlite3") in error
    assert "Klassendatenbank" in error
    assert error.count("\n") == 1


def test_serve_refuses_a_damaged_database_in_one_line_before_starting(tmp_path):
    (tmp_path / "classes.sqlite3").write_bytes(b"garbage" * 1000)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "cuarenta_tutor.cli",
            "serve",
            "--no-browser",
            "--port",
            "0",
            "--data",
            str(tmp_path),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr
    assert f"{tmp_path / 'classes.sqlite3'} is not a class database" in done.stderr


def test_class_new_and_report_on_postgresql(fresh_postgres, capsys, tmp_path):
    assert main(["class", "new", "Hub class", "--database", fresh_postgres, "--json"]) == 0
    made = json.loads(capsys.readouterr().out)
    store = ClassStore.open(database=fresh_postgres)
    pupil = store.join(made["code"], "Ana")
    store.record(pupil.pupil_id, Event(STARS, "captures-match", stars=3))
    store.close()
    assert main(["class", "report", made["code"], "--database", fresh_postgres, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["pupils"][0]["lessons"]["captures-match"] == {
        "solved": True,
        "stars": 3,
        "first_stars": 3,
        "checks": 0,
        "misses": 0,
    }
    assert not (tmp_path / "classes.sqlite3").exists()


def test_a_postgresql_server_that_is_down_is_one_line_without_the_password(tmp_path, capsys):
    url = f"postgresql://tutor:s3cret@/x?host={tmp_path}&port=1"
    assert main(["class", "report", "ABCDEF", "--database", url]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1
    assert "s3cret" not in error
    assert "cannot be used" in error


def test_class_report_says_an_illegal_answer_as_the_teachers_page_does(tmp_path, capsys):
    """The walk's P4b-N7: the report printed the stored "illegal:7s x 2c"."""
    made = _new(tmp_path, capsys)
    store = ClassStore.open(tmp_path)
    ana = store.join(made["code"], "Ana")
    store.record(ana.pupil_id, Event(CHECK, "captures-match", "illegal:7s x 2c", correct=False))
    store.close()
    assert main(["class", "report", made["code"], "--data", str(tmp_path)]) == 0
    english = capsys.readouterr().out
    assert "illegal play: 7♠ → 2♣ (1)" in english
    assert "illegal:" not in english
    assert main(["class", "report", made["code"], "--data", str(tmp_path), "--lang", "nl"]) == 0
    dutch = capsys.readouterr().out
    assert "ongeldige zet: 7♠ → 2♣ (1)" in dutch
    assert main(["class", "report", made["code"], "--data", str(tmp_path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["wrong_answers"] == {"captures-match": [{"play": "illegal:7s x 2c", "count": 1}]}


def test_class_new_keeps_the_rules_and_lessons_for_the_teachers_page(tmp_path, capsys):
    made = _new(tmp_path, capsys, "--rules", "pagat", "--set", "04-caida-limpia")
    query = f"class={made['code']}&set=04-caida-limpia&rules=pagat"
    assert made["pupil_url"] == f"http://127.0.0.1:8866/?{query}"
    store = ClassStore.open(tmp_path)
    summary = summarise(store.class_data(made["code"]), store.clock())
    store.close()
    assert (summary["class"]["pupils_query"], summary["class"]["rules"]) == (query, "pagat")


@pytest.mark.parametrize(("option", "said"), [("--rules", "nonsense"), ("--set", "no-such-lesson")])
def test_class_new_refuses_unknown_rules_or_lessons_in_one_line(tmp_path, capsys, option, said):
    assert main(["class", "new", "6B", "--data", str(tmp_path), option, said]) != 0
    error = capsys.readouterr().err.strip()
    assert said in error
    assert "\n" not in error
    assert not (tmp_path / "classes.sqlite3").exists()
