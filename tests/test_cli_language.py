"""The command line speaks the user's language: ``--lang``, else the locale, else English.

Issue 15, item 5: errors, lint findings and listings are translated; the engine only words
its problems as English templates with values (``engine/messages.py``).
"""

import contextlib
import io
import os
import subprocess
import sys

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.engine.cards import NotationError
from cuarenta_tutor.engine.messages import MessageError
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.i18n import Translator, locale_language, message_text
from cuarenta_tutor.lessons.loader import lessons_dir

LESSON = lessons_dir() / "01-first-steps" / "01-forty-cards.yaml"


def run(argv):
    """Run the command in this process; return its status, stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def run_process(*args, **locale):
    """Run the console command in a real process under the given locale variables."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env |= {"LANG": "C.UTF-8", **locale}
    return subprocess.run(
        [sys.executable, "-m", "cuarenta_tutor.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )


def test_the_issue_check_spanish_locale_and_german_option():
    spanish = run_process("captures", "--table", "zz", "--play", "7s", LANG="es_EC.UTF-8")
    german = run_process("captures", "--table", "zz", "--play", "7s", "--lang", "de")
    assert spanish.returncode == german.returncode == 2
    assert spanish.stderr == (
        "cuarenta-tutor: error: «z» no es un valor: los valores son A 2 3 4 5 6 7 J Q K "
        "(no hay 8, 9 ni 10)\n"
    )
    assert german.stderr == (
        "cuarenta-tutor: Fehler: „z“ ist kein Rang: die Ränge sind A 2 3 4 5 6 7 J Q K "
        "(es gibt keine 8, 9 und 10)\n"
    )


@pytest.mark.parametrize(
    ("argv", "lang", "expected"),
    [
        (["captures", "--play", "9h"], "es", "«9h» no está en la baraja del Cuarenta"),
        (["captures", "--play", "9h"], "fi", "”9h” ei kuulu Cuarentan pakkaan"),
        (["captures", "--play", "7s", "--score", "x"], "it", "«x» non è un punteggio"),
        (["captures", "--play", "7s", "--rules", "lima"], "sv", "okänd regeluppsättning ”lima”"),
        (["solve", "--position", "hands: 7s / 3h; score: 40-0"], "nl", "is de chica al gewonnen"),
        (["solve", "--position", "hands: 7s / 7s"], "de", "die Karte 7s kommt zweimal vor"),
        (["simulate", "--games", "0"], "es", "--games debe ser al menos 1"),
    ],
)
def test_a_bad_input_is_one_line_in_the_chosen_language(argv, lang, expected):
    status, out, err = run([*argv, "--lang", lang])
    english_status, _, english = run(argv)
    assert status == english_status == 2
    assert out == ""
    assert expected in err
    assert err.count("\n") == 1
    assert err != english


def test_a_time_limit_is_named_in_the_chosen_language():
    position = "hands: 7s 5d 4c Qs 2h / 3h 4h Kc Jd 6s; stock: " + " ".join(
        ["Ac", "2c", "3c", "5c", "6c", "7c", "Jc", "Qc", "Ad", "2d"]
    )
    status, _, err = run(["solve", "--position", position, "--max-nodes", "10", "--lang", "es"])
    assert status == 2
    assert "la búsqueda se detuvo en el límite de 10 posiciones (--max-nodes)" in err


@pytest.fixture
def broken_course(tmp_path):
    """A course folder without course.yaml holding one lesson whose German text is gone."""
    folder = tmp_path / "99-test"
    folder.mkdir()
    text = LESSON.read_text(encoding="utf-8")
    start = text.index("\n  de:")
    end = text.index("\n  nl:")
    (folder / LESSON.name).write_text(text[:start] + text[end:], encoding="utf-8")
    return folder


@pytest.mark.parametrize(
    ("lang", "missing", "no_course"),
    [
        ("es", "falta la traducción «de»", "el curso no tiene course.yaml (título y resumen)"),
        (
            "de",
            "die Übersetzung „de“ fehlt",
            "der Kurs hat keine course.yaml (Titel und Zusammenfassung)",
        ),
        (
            "en",
            "the de translation is missing",
            "the course has no course.yaml (title and summary)",
        ),
    ],
)
def test_lint_findings_are_in_the_chosen_language(broken_course, lang, missing, no_course):
    status, out, _ = run(["lint", str(broken_course), "--lang", lang])
    assert status == 1
    lines = out.splitlines()
    assert any(line.endswith(missing) and LESSON.name in line for line in lines), out
    assert any(line.endswith(no_course) for line in lines), out
    assert len(lines) == 2 + 1 + 6  # two findings, the summary, one line per language


def test_lint_json_stays_english(broken_course):
    status, out, _ = run(["lint", str(broken_course), "--json", "--lang", "es"])
    assert status == 1
    assert "the de translation is missing" in out


def test_the_solve_listing_names_the_criterion_in_the_locale_language(monkeypatch):
    monkeypatch.setenv("LANG", "es_EC.UTF-8")
    status, out, _ = run(["solve", "--position", "hands: 7s / 3h", "--criterion", "immediate"])
    assert status == 0
    assert "criterio inmediato:" in out.splitlines()[0]


@pytest.mark.parametrize(
    ("variables", "lang"),
    [
        ({"LANG": "es_EC.UTF-8"}, "es"),
        ({"LANG": "de_AT@euro"}, "de"),
        ({"LANG": "es_EC.UTF-8", "LC_MESSAGES": "fi_FI.UTF-8"}, "fi"),
        ({"LANG": "es", "LC_MESSAGES": "fi", "LC_ALL": "sv_SE.UTF-8"}, "sv"),
        ({"LANG": "es", "LC_ALL": "sv", "LANGUAGE": "it:de"}, "it"),
        ({"LANGUAGE": "pt_BR:nl_BE", "LANG": "es"}, "nl"),
        ({"LANGUAGE": "", "LANG": "de_DE.UTF-8"}, "de"),
    ],
)
def test_the_locale_variables_are_read_in_gettext_order(variables, lang):
    assert locale_language(variables) == lang


@pytest.mark.parametrize(
    "variables",
    [
        {},
        {"LANG": "C.UTF-8"},
        {"LANG": "POSIX"},
        {"LANG": "fr_FR.UTF-8"},
        {"LC_ALL": "ja", "LANG": "es"},
    ],
)
def test_english_is_the_fallback(variables):
    assert locale_language(variables) == "en"


def test_the_option_wins_over_the_locale_and_an_unknown_locale_falls_back(monkeypatch):
    monkeypatch.setenv("LANG", "es_EC.UTF-8")
    assert "Fehler" in run(["captures", "--play", "9h", "--lang", "de"])[2]
    assert "no está en la baraja" in run(["captures", "--play", "9h"])[2]
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert (
        "cuarenta-tutor: error: '9h' is not in the Cuarenta deck"
        in run(["captures", "--play", "9h"])[2]
    )


def test_every_command_takes_lang():
    for command in (
        "serve",
        "captures",
        "solve",
        "simulate",
        "lint",
        "i18n",
        "report",
        "worksheet",
    ):
        status, out, _ = run([command, "--help"])
        assert status == 0
        assert "--lang" in out, command


def test_a_reason_inside_a_reason_is_translated_and_str_stays_english():
    with pytest.raises(NotationError) as raised:
        parse_position("hands: 7s 9h / 3h")
    caught = raised.value
    assert str(caught) == "'9h' is not in the Cuarenta deck: the 8, 9 and 10 are left out"
    from cuarenta_tutor.lessons.model import LessonError

    lesson_error = LessonError("x.yaml", 3, "impossible position: {error}", error=caught)
    assert str(lesson_error) == (
        "x.yaml:3: impossible position: '9h' is not in the Cuarenta deck: "
        "the 8, 9 and 10 are left out"
    )
    assert message_text(lesson_error, Translator("it")) == (
        "x.yaml:3: posizione impossibile: «9h» non fa parte del mazzo del Cuarenta: "
        "gli 8, i 9 e i 10 si tolgono"
    )


def test_a_message_no_catalogue_knows_stays_english():
    unknown = MessageError("a problem no catalogue knows: {detail}", detail="7s")
    assert message_text(unknown, Translator("es")) == "a problem no catalogue knows: 7s"
    assert message_text(ValueError("plain"), Translator("es")) == "plain"


@pytest.mark.parametrize(
    ("argv", "lang", "expected"),
    [
        (
            ["captures"],
            "es",
            "cuarenta-tutor captures: error: faltan estos argumentos obligatorios: --play",
        ),
        (
            ["captures", "--play"],
            "de",
            "cuarenta-tutor captures: Fehler: Argument --play: ein Wert fehlt",
        ),
        (["simulate", "--games", "x"], "it", "argomento --games: 'x' non è un numero"),
        (["report", "a", "--csv", "--html"], "sv", "får inte användas tillsammans med --csv"),
        (["worksheet", "-o", "x"], "nl", "een van de argumenten --course --lessons is verplicht"),
        (["captures", "--play", "7s", "--bogus"], "fi", "tuntemattomat argumentit: --bogus"),
    ],
)
def test_usage_errors_are_one_line_in_the_locale_language(monkeypatch, argv, lang, expected):
    monkeypatch.setenv("LANG", f"{lang}.UTF-8")
    status, out, err = run(argv)
    assert status == 2
    assert out == ""
    assert expected in err
    assert err.count("\n") == 1


def test_usage_errors_follow_lang_even_before_it_is_parsed(monkeypatch):
    monkeypatch.setenv("LANG", "es_EC.UTF-8")
    assert (
        "Fehler: es fehlen diese Pflichtargumente: --play" in run(["captures", "--lang", "de"])[2]
    )
    assert "no es una opción válida" in run(["captures", "--play", "7s", "--lang", "xx"])[2]
