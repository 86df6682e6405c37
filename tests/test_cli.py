"""The command line as tools outside the package use it: forms, JSON keys and exit codes."""

import json
import os
import subprocess
import sys

import pytest

from cuarenta_tutor.cli import main


def run_cli(*args):
    """Run the installed console script in a real process."""
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}
    return subprocess.run(
        [sys.executable, "-m", "cuarenta_tutor.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )


def test_captures_json_has_the_documented_shape():
    done = run_cli(
        "captures",
        "--rules",
        "quito",
        "--table",
        "3c 4h Js",
        "--play",
        "7s",
        "--last",
        "4h",
        "--score",
        "38-20",
        "--json",
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["plays"] == [
        {"card": "7s", "captured": [], "events": [], "points": 0},
        {"card": "7s", "captured": ["3c", "4h", "Js"], "events": ["limpia"], "points": 0},
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["captures", "--rules", "lima", "--play", "7s"], "unknown ruleset 'lima'"),
        (["captures", "--table", "3c 9h", "--play", "7s"], "'9h' is not in the Cuarenta deck"),
        (["captures", "--table", "3c 4h 3c", "--play", "7s"], "3c appears twice"),
        (["captures", "--table", "3c 4h", "--play", "4h"], "4h appears twice"),
        (["captures", "--table", "3c", "--play", "7s", "--last", "4h"], "must be one of the table"),
        (["captures", "--play", "7s", "--score", "38:20"], "'38:20' is not a score"),
        (["simulate", "--rules", "lima", "--games", "1"], "unknown ruleset 'lima'"),
    ],
)
def test_bad_input_is_one_line_and_exit_status_two(args, message):
    done = run_cli(*args)
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("lang", ["en", "es", "de", "nl", "it", "sv", "fi"])
def test_readable_listing_in_every_language(lang, capsys):
    assert (
        main(["captures", "--table", "3c 4h Js Qd", "--play", "7s", "--last", "4h", "--lang", lang])
        == 0
    )
    out = capsys.readouterr().out
    lines = out.strip().splitlines()
    assert len(lines) == 3  # header, drop, the capture with its limpia
    assert "limpia" in lines[2].lower()
    if lang != "en":
        assert "drop it" not in out, f"{lang} listing is not translated"


def test_simulate_json_reports_the_required_keys():
    done = run_cli(
        "simulate", "--rules", "pagat", "--players", "4", "--games", "3", "--seed", "9", "--json"
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert {"games", "chicas", "events", "invariant_violations", "seconds"} <= set(data)
    assert data["games"] == 3
    assert data["invariant_violations"] == 0
    assert data["chicas"] >= 3
    assert data["events"]["mesa"] == 3


def test_the_parser_is_built_once_and_a_parse_changes_nothing_in_it(capsys):
    from pathlib import Path

    from cuarenta_tutor.cli import build_parser

    assert build_parser() is build_parser()
    for words, name in ((["lint"], "paths"), (["i18n", "update"], "languages")):
        given = getattr(build_parser().parse_args(words), name)
        given.append(Path("changed"))  # a command that changed a value it was given by default
        assert getattr(build_parser().parse_args(words), name) == []
    said = []
    for lang in ([], ["--lang", "es"], []):  # an option given once is not kept for the next
        assert main(["solve", "--position", "hands: 7s / 3h", *lang]) == 0
        said.append(capsys.readouterr().out.split(" — ")[0])
    assert said == ["Seat 0 (side 0) to play", "Le toca al puesto 0 (bando 0)", said[0]]


def test_the_command_line_starts_without_the_class_database():
    """SQLAlchemy (0.15 s of a command's start) is imported by the commands that open the
    classes' database (``class``, ``serve``), not with the command line."""
    code = (
        "import sys\n"
        "from cuarenta_tutor.cli import build_parser\n"
        "build_parser().parse_args(['class', 'report', 'K7QM4R'])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'psycopg')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
