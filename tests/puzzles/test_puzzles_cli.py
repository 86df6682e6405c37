"""``cuarenta-tutor puzzles``: show and check print the documented JSON; bad input is one line."""

import json
import re

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.cli.puzzles import mining_summary
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.puzzles import THEMES, load_bank
from cuarenta_tutor.puzzles.check import check_puzzle
from cuarenta_tutor.puzzles.mine import MiningStats
from cuarenta_tutor.puzzles.model import read_puzzles


def test_show_json_has_the_documented_keys(capsys):
    puzzle = load_bank("quito")[0]
    assert main(["puzzles", "show", puzzle.id, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["id", "rules", "themes", "position", "answers", "criterion", "rating"]
    assert data["answers"] == list(puzzle.answers)
    assert data["position"] == puzzle.position


def test_check_json_counts_a_sample_and_finds_no_errors(capsys):
    assert main(["puzzles", "check", "--rules", "casual", "--sample", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["puzzles", "by_rules", "by_theme", "errors", "seconds"]
    assert data["puzzles"] == 4
    assert data["by_rules"] == {"casual": 4}
    assert data["errors"] == 0


def test_generate_writes_one_proved_puzzle_per_line(tmp_path, capsys):
    out = tmp_path / "few.jsonl"
    assert (
        main(
            [
                "puzzles",
                "generate",
                "--rules",
                "rigor",
                "--count",
                "3",
                "--seed",
                "t",
                "-o",
                str(out),
            ]
        )
        == 0
    )
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    assert [json.loads(line)["id"] for line in lines] == [
        "rigor-2p-00001",
        "rigor-2p-00002",
        "rigor-2p-00003",
    ]
    assert "3 puzzles from" in capsys.readouterr().out
    written = read_puzzles(out)
    assert [check_puzzle(puzzle) for puzzle in written] == [None, None, None]  # proved again
    assert {puzzle.rules for puzzle in written} == {"rigor"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["puzzles", "show", "quito-2p-99999"], "there is no puzzle 'quito-2p-99999'"),
        (["puzzles", "check", "--rules", "lima"], "there are no puzzles for 'lima'"),
        (["puzzles", "check", "--sample", "0"], "--sample must be at least 1"),
        (
            ["puzzles", "generate", "--rules", "lima", "--count", "1", "-o", "x"],
            "unknown ruleset 'lima'",
        ),
        (
            ["puzzles", "generate", "--rules", "quito", "--count", "0", "-o", "x"],
            "--count must be at least 1",
        ),
    ],
)
def test_bad_input_is_one_line(args, message, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err.strip()
    assert message in err
    assert "\n" not in err


def test_errors_follow_the_language(capsys):
    assert main(["puzzles", "show", "quito-2p-99999", "--lang", "es"]) == 2
    assert "no hay ningún ejercicio «quito-2p-99999» en el banco" in capsys.readouterr().err


def test_the_generate_summary_names_themes_and_writes_numbers_the_languages_way():
    puzzles = load_bank("quito")[:40]
    stats = MiningStats(mesas=1234, positions=20500, proved=900, duplicates=3, seconds=75.25)
    german = mining_summary(puzzles, stats, Translator("de"))
    assert "1.234 Mesas" in german  # thousands with a point
    assert "in 75,2 s" in german or "in 75,3 s" in german  # a decimal comma
    assert "Caída" in german or "Klug nehmen" in german
    for theme in THEMES:  # no raw theme id such as best-capture or safe-drop
        assert not re.search(rf"(?<![\w-]){re.escape(theme)} \d", german), theme
    english = mining_summary(puzzles, stats, Translator("en"))
    assert "1,234 mesas" in english
    assert re.search(r"in 75\.[23] s", english)
    named = english.splitlines()[-1]
    counted = sum(int(n) for n in re.findall(r" (\d+)(?:;|$)", named))
    assert counted == sum(len(puzzle.themes) for puzzle in puzzles)


def test_check_prints_seconds_the_languages_way_and_json_stays_plain(capsys):
    args = ["puzzles", "check", "--rules", "pagat", "--sample", "2", "--jobs", "1"]
    assert main([*args, "--lang", "fi"]) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert re.search(r"\d,\d s;", line), line  # "0,4 s", not "0.4 s"
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert isinstance(data["seconds"], float)
    assert data["by_rules"] == {"pagat": 2}
