"""``solve --lesson``: a lesson's position by id or by file, under its own rules or others."""

import json

import pytest

from cuarenta_tutor.cli import main

LESSON = "endgame-defend-against-38"
FILE = "lessons/07-endgame/08-defend-against-38.yaml"


@pytest.mark.parametrize("name", [LESSON, FILE])
def test_solve_a_lesson_by_id_or_file(name, capsys):
    assert main(["solve", "--lesson", name, "--json"]) == 0
    ranking = json.loads(capsys.readouterr().out)
    assert [play["action"] for play in ranking["optimal"]] == ["6s x 2h 4c"]


def test_solve_a_lesson_under_other_rules(capsys):
    assert main(["solve", "--lesson", LESSON, "--rules", "pagat", "--lang", "en"]) == 0
    assert "pagat, score 30–38" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--lesson", "no-such-lesson"], "unknown lesson 'no-such-lesson'"),
        (["--lesson", "endgame-limpia-then-caida", "--position", "hands: 5h / 6h"], "not allowed"),
        (["--lesson", "caida-drop-safely"], "hides the other hands"),
    ],
)
def test_bad_lesson_arguments_get_one_line(arguments, message, capsys):
    assert main(["solve", *arguments, "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert len(err.strip().splitlines()) == 1
