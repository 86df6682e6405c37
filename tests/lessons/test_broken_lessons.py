"""A broken lesson gives one line naming the file, the line and the problem."""

import json
import re

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.lessons.checker import check
from cuarenta_tutor.lessons.lint import lint
from cuarenta_tutor.lessons.loader import parse_lesson
from cuarenta_tutor.ui.authoring import AuthoringTool

GOOD = """\
id: test-match
ruleset: quito
kind: capture
position:
  hand: "5s Kd"
  table: "5c 2h Qd"
play: 5s
expected: ["5s x 5c"]
text:
  en:
    title: "Same rank"
    prompt: "Which card does the `5s` take?"
    explanation: "The same rank."
    hints: ["Look at the numbers.", "The suit does not matter."]
"""

BROKEN = {
    "bad yaml": (
        GOOD.replace('  table: "5c 2h Qd"', "  table: [5c, 2h"),
        7,
        "the YAML cannot be read",
    ),
    "unknown card": (
        GOOD.replace('"5c 2h Qd"', '"5c 9h Qd"'),
        6,
        "'9h' is not in the Cuarenta deck",
    ),
    "duplicate card": (
        GOOD.replace('"5c 2h Qd"', '"5c 2h Kd"'),
        4,
        "impossible position: the card Kd appears twice",
    ),
    "caida card not on table": (
        GOOD.replace("  play: 5s", "  play: 5s").replace(
            '  table: "5c 2h Qd"\n', '  table: "5c 2h Qd"\n  last: 4h\n'
        ),
        4,
        "the caída card 4h must be one of the table cards",
    ),
    "hand too big": (GOOD.replace('"5s Kd"', '"5s Kd Ah 2d 3d 4d"'), 4, "at most five"),
    "wrong expected": (GOOD.replace('["5s x 5c"]', '["5s x 2h"]'), 8, "not legal"),
    "not optimal": (
        GOOD.replace('"5c 2h Qd"', '"5c 2h 3h Qd"').replace('["5s x 5c"]', '["5s x 5c"]'),
        8,
        "is not correct: the engine's answer is 5s x 2h 3h",
    ),
    "not unique": (
        GOOD.replace('"5c 2h Qd"', '"5c 5d 2h Qd"'),
        8,
        "the answer is not unique: 5s x 5d is as good but not listed",
    ),
    "play not in hand": (
        GOOD.replace("play: 5s", "play: 7s"),
        7,
        "the card to play, 7s, is not in the hand",
    ),
    "unknown field": (
        GOOD.replace("kind: capture", "kind: capture\ncolour: red"),
        1,
        "unknown field ('colour' was unexpected)",
    ),
    "missing hint": (
        GOOD.replace(
            ' hints: ["Look at the numbers.", "The suit does not matter."]',
            ' hints: ["Look at the numbers."]',
        ),
        14,
        "text.en.hints",
    ),
    "duplicate key": (
        GOOD.replace("kind: capture", "kind: capture\nkind: rule"),
        4,
        "the key 'kind' is given twice",
    ),
    "unknown ruleset": (
        GOOD.replace("ruleset: quito", "ruleset: lima"),
        2,
        "unknown ruleset 'lima'",
    ),
}


@pytest.fixture(autouse=True)
def course_file(tmp_path):
    """Give the temporary course folder its course.yaml."""
    (tmp_path / "course.yaml").write_text(
        "title: {en: Test}\nsummary: {en: A test course.}\n", encoding="utf-8"
    )


@pytest.mark.parametrize("name", BROKEN)
def test_broken_lesson_is_one_line_with_file_and_line(name, tmp_path, capsys):
    text, line, message = BROKEN[name]
    path = tmp_path / "01-broken.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["lint", "--source-only", str(path)]) == 1
    out = capsys.readouterr().out.strip().splitlines()
    errors = [row for row in out if row.startswith(str(path))]
    assert len(errors) == 1, out
    assert re.match(rf"^{re.escape(str(path))}:{line}: ", errors[0]), errors[0]
    assert message in errors[0]


def test_the_good_lesson_passes(tmp_path, capsys):
    path = tmp_path / "01-good.yaml"
    path.write_text(GOOD, encoding="utf-8")
    assert main(["lint", "--source-only", str(path)]) == 0


def test_a_problem_keeps_the_words_of_the_error_it_caught_not_its_frames(tmp_path):
    """The authoring notebook keeps what the checker found (and ``lint`` until it prints): the
    engine's error inside it kept its traceback, and with it every frame it was raised
    through and their variables."""
    path = tmp_path / "01-broken.yaml"
    text, _, message = BROKEN["wrong expected"]
    (problem,) = check(parse_lesson(text, path))  # the engine's error said inside it
    caught = problem.params["error"]
    assert isinstance(caught, Exception)
    assert str(caught) in str(problem)
    assert message in str(problem)
    assert caught.__traceback__ is None
    (raised,) = check(parse_lesson(GOOD.replace("play: 5s", "play: Ah"), path))  # by the solve
    assert "the card to play, Ah, is not in the hand" in str(raised)
    assert raised.__traceback__ is None


def test_lint_and_the_authoring_notebook_keep_a_broken_file_s_words_not_its_frames(tmp_path):
    path = tmp_path / "01-broken.yaml"
    text, line, message = BROKEN["bad yaml"]
    path.write_text(text, encoding="utf-8")
    (found,) = [error for error in lint([path]).errors if error.path == str(path)]
    assert found.line == line
    assert message in str(found)
    assert found.__traceback__ is None
    tool = AuthoringTool()
    tool.editor.value = text  # as typed: the notebook reads it again at once
    (kept,) = tool.problems
    assert message in str(kept)
    assert kept.__traceback__ is None


def test_missing_and_stale_translations_are_errors_with_a_line(tmp_path, capsys):
    stale = (
        GOOD
        + """\
  de:
    source: 00000000
    title: "Gleicher Rang"
    prompt: "Welche Karte nimmt die `5s`?"
    explanation: "Derselbe Rang."
    hints: ["Schau auf die Zahlen.", "Die Farbe spielt keine Rolle."]
"""
    )
    path = tmp_path / "01-stale.yaml"
    path.write_text(stale, encoding="utf-8")
    assert main(["lint", "--json", str(path)]) == 1
    data = json.loads(capsys.readouterr().out)
    messages = {
        e["message"].split(":")[0]: e["line"]
        for e in data["errors"]
        if e["file"].endswith("01-stale.yaml")
    }
    assert messages["the de translation is stale"] == 16
    assert messages["the es translation is missing"] == 9
    assert data["languages"]["de"] == {"complete": 0, "missing": 0, "stale": 1}
    assert data["languages"]["fi"] == {"complete": 0, "missing": 1, "stale": 0}


def test_duplicate_ids_are_reported(tmp_path, capsys):
    for name in ("01-a.yaml", "02-b.yaml"):
        (tmp_path / name).write_text(GOOD, encoding="utf-8")
    assert main(["lint", "--source-only", str(tmp_path)]) == 1
    assert "the id 'test-match' is already used" in capsys.readouterr().out


def test_a_course_without_course_file_is_reported(tmp_path, capsys):
    (tmp_path / "course.yaml").unlink()
    (tmp_path / "01-good.yaml").write_text(GOOD, encoding="utf-8")
    assert main(["lint", "--source-only", str(tmp_path)]) == 1
    assert "course.yaml:1: the course has no course.yaml" in capsys.readouterr().out
