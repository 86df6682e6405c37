"""Class reports from exported progress files; broken and foreign files are named and skipped."""

import csv
import io
from pathlib import Path

import pytest

from cuarenta_tutor.classroom.export import BOM
from cuarenta_tutor.cli import main
from cuarenta_tutor.documents.report import report_columns
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.progress import Progress


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def tables_of(text, separator):
    """Return the CSV report's tables by title: each a list of rows keyed by its headings."""
    tables = {}
    for block in text.strip().split("\r\n\r\n"):
        title, *rest = list(csv.reader(io.StringIO(block), delimiter=separator))
        tables[title[0]] = [dict(zip(rest[0], row, strict=True)) for row in rest[1:]]
    return tables


def test_report_per_learner_and_lesson_flags_what_most_fail(tmp_path, capsys):
    ana = Progress(learner="Ana").update("captures-match", solved=True, attempts=1)
    ana = ana.update("run-after-sum", attempts=3, hints=2)
    ben = Progress().update("captures-match", attempts=2, solved=True)
    ben = ben.update("run-after-sum", attempts=1, revealed=True)
    files = [
        write(tmp_path, "ana.json", ana.to_json()),
        write(tmp_path, "ben.json", ben.to_json()),
        write(tmp_path, "broken.json", "{not json"),
        write(tmp_path, "other.json", '{"format": "something else"}'),
    ]
    assert main(["report", *files]) == 0
    out = capsys.readouterr().out
    assert "Ana: 1/2, 4 attempts, 2 hints" in out
    assert "ben: 1/2, 3 attempts" in out  # no learner name: the file's name
    assert "(run-after-sum): 2 of 2 did not solve it" in out
    assert "(captures-match)" not in out.split("fail:")[1]
    assert "broken.json: the file is not JSON (line 1)" in out
    assert "other.json: it is not a Cuarenta Tutor progress file" in out

    assert main(["report", "--csv", *files]) == 0
    text = capsys.readouterr().out
    assert text.startswith(BOM)
    tables = tables_of(text[1:], ",")
    learners = {row["learner"]: row for row in tables["Learners"]}
    assert learners["Ana"]["lessons solved"] == "1"
    assert learners["Ana"]["attempts"] == "4"
    assert learners["ben"]["lessons tried"] == "2", "a learner without a name: the file's"
    lessons = {row["id"]: row for row in tables["Lessons"]}
    assert lessons["run-after-sum"]["go over in class"] == "yes"
    assert lessons["run-after-sum"]["attempts"] == "4"
    assert lessons["captures-match"]["solved it"] == "2"
    assert lessons["captures-match"]["go over in class"] == "no"
    assert lessons["captures-match"]["lesson"].startswith("1. ")

    assert main(["report", "--html", *files]) == 0
    html = capsys.readouterr().out
    assert html.startswith("<!doctype html>")
    assert 'class="flagged"' in html
    flagged = html.split('class="flagged"')[1].split("</tr>")[0]
    assert "run-after-sum" in flagged
    assert "<td>2</td><td>0</td><td>2</td><td>4</td>" in flagged


def test_the_report_speaks_the_teachers_language(tmp_path, capsys):
    ana = Progress(learner="Ana").update("run-after-sum", attempts=1, hints=1)
    files = [write(tmp_path, "ana.json", ana.to_json()), write(tmp_path, "bad.json", "{")]
    assert main(["report", "--lang", "es", *files]) == 0
    out = capsys.readouterr().out
    english = (
        "Learners",
        "attempt",
        "Lessons most pupils fail",
        "did not solve",
        "Skipped",
        "not JSON",
        "line 1",
    )
    assert not [word for word in english if word in out], out
    assert "Ana: 0/1, 1 " in out
    assert "(run-after-sum): 1 " in out
    assert "bad.json" in out
    assert main(["report", "--html", "--lang", "es", *files]) == 0
    html = capsys.readouterr().out
    assert "<html lang='es'>" in html
    assert "<th>learner</th>" not in html


def test_the_csv_opens_in_a_dutch_excel_as_the_class_export_does(tmp_path, capsys):
    """Walk P4 (N5): a BOM, ``;`` between columns, Dutch headings, "1,5" minutes, pupils."""
    tr = Translator("nl")
    ana = Progress(learner="Ana de Vries").update("captures-match", solved=True, attempts=2,
                                                  seconds=90.0)  # fmt: skip
    files = [write(tmp_path, "ana.json", ana.to_json())]
    assert main(["report", "--csv", "--lang", "nl", *files]) == 0
    text = capsys.readouterr().out
    assert text.startswith(BOM)
    tables = tables_of(text[1:], ";")
    learners_title, lessons_title = tr.gettext("Learners"), tr.gettext("Lessons")
    assert learners_title != "Learners"
    (ana_row,) = tables[learners_title]
    learner, solved, _, attempts, _, minutes = report_columns(tr).learners
    assert ana_row[learner] == "Ana de Vries"
    assert (ana_row[solved], ana_row[attempts], ana_row[minutes]) == ("1", "2", "1,5")
    lessons = {row[tr.pgettext("report column", "id")]: row for row in tables[lessons_title]}
    assert lessons["captures-match"][tr.pgettext("report column", "minutes")] == "1,5"
    assert lessons["captures-match"][tr.pgettext("report column", "go over in class")] == "nee"


@pytest.mark.parametrize("form", [[], ["--csv"], ["--html"]])
def test_a_report_with_no_readable_file_fails_clearly(tmp_path, capsys, form):
    foreign = write(tmp_path, "x.json", "[]")
    assert main(["report", *form, foreign]) == 2
    out, err = capsys.readouterr()
    assert out == ""  # no report with empty headings
    assert err.splitlines() == [
        f"Skipped {foreign}: it is not a Cuarenta Tutor progress file",
        "cuarenta-tutor: error: none of these files is a progress file the tutor can read",
    ]


HOSTILE = Path(__file__).parent / "hostile-progress"
"""One damaged progress file per way a file once broke the whole report with a traceback."""


@pytest.mark.parametrize(
    "name",
    [
        "attempts-1e999.json",  # OverflowError
        "attempts-infinity.json",  # OverflowError
        "deep-nesting.json",  # RecursionError: 100 000 nested lists
        "seconds-1e308.json",  # decimal.InvalidOperation when the minutes are written
        "digits-5000.json",  # ValueError: Python's limit on digits in int()
        "lone-surrogate.json",  # UnicodeEncodeError when the learner's name is printed
    ],
)
@pytest.mark.parametrize("form", [[], ["--csv"], ["--html"], ["--lang", "es"]])
def test_a_hostile_progress_file_is_named_and_skipped(tmp_path, capsys, name, form):
    good = write(
        tmp_path,
        "ben.json",
        Progress(learner="Ben").update("captures-match", solved=True, attempts=1).to_json(),
    )
    bad = str(HOSTILE / name)
    assert main(["report", *form, good, bad]) == 0
    out, err = capsys.readouterr()
    reason = Translator(form[-1] if "--lang" in form else "en").gettext(
        "the progress data is damaged"
    )
    assert f"{bad}: {reason}" in (err if form[:1] in (["--csv"], ["--html"]) else out)
    assert "Traceback" not in out + err
    assert "error:" not in err
    assert ("captures-match" if "--csv" in form else "Ben") in out  # the good file is reported


def test_csv_and_html_name_every_skipped_file_on_stderr(tmp_path, capsys):
    good = write(tmp_path, "ben.json", Progress(learner="Ben").to_json())
    broken, foreign = write(tmp_path, "broken.json", "{"), write(tmp_path, "x.json", "[]")
    for form in ("--csv", "--html"):
        assert main(["report", form, good, broken, foreign]) == 0
        out, err = capsys.readouterr()
        assert err.splitlines() == [
            f"Skipped {broken}: the file is not JSON (line 1)",
            f"Skipped {foreign}: it is not a Cuarenta Tutor progress file",
        ]
        assert out.startswith(BOM + "Learners\r\n" if form == "--csv" else "<!doctype html>")


def test_a_file_too_large_is_not_read_whole(tmp_path, capsys):
    huge = tmp_path / "video.json"
    huge.write_bytes(b" " * 2_000_000)
    assert main(["report", str(huge)]) == 2
    assert f"{huge}: it is larger than 1 MB" in capsys.readouterr().err


def test_file_names_are_shown_escaped(tmp_path, capsys):
    name = write(tmp_path, "ana\x1b[2J.json", Progress().to_json())
    assert main(["report", name]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "ana\\x1b[2J: 0/0" in out


def test_the_report_includes_practice_rating_solved_per_theme_and_streak(tmp_path, capsys):
    from datetime import date

    from cuarenta_tutor.puzzles import load_bank
    from cuarenta_tutor.tutor.practice_record import PracticeRecord

    caida = next(p for p in load_bank("quito") if "caida" in p.themes)
    record = PracticeRecord().rated(caida, 1.0, date(2026, 12, 1))
    record = record.rated(caida, 0.0, date(2026, 12, 1)).streak_ended(4)
    ana = Progress(learner="Ana", practice=record)
    files = [
        write(tmp_path, "ana.json", ana.to_json()),
        write(tmp_path, "ben.json", Progress(learner="Ben").to_json()),
    ]
    assert main(["report", *files]) == 0
    out = capsys.readouterr().out
    practice = out.split("Practice (rating, puzzles solved / tried, best streak):")[1]
    rating = round(record.learner.rating.rating)
    assert f"Ana: {rating}, 1/2, best streak 4" in practice
    assert "Caída 1/2" in practice
    assert "Ben" not in practice  # never practised
    assert main(["report", "--html", *files]) == 0
    html = capsys.readouterr().out
    assert f"<td>Ana</td><td>{rating}</td><td>1</td><td>2</td><td>4</td>" in html


def test_the_lesson_table_lists_the_lessons_tried_each_with_its_course(tmp_path, capsys):
    """Walk P4 (N2): 71 rows, 70 of them zeros, each "1. …" without its course."""
    ana = Progress(learner="Ana").update("caida-first-caida", solved=True, attempts=1)
    ben = Progress(learner="Ben").update("caida-first-caida", attempts=2)
    files = [write(tmp_path, "ana.json", ana.to_json()), write(tmp_path, "ben.json", ben.to_json())]
    assert main(["report", "--csv", *files]) == 0
    (row,) = tables_of(capsys.readouterr().out[1:], ",")["Lessons"]
    named = (row["course"], row["lesson"], row["id"])
    assert named == ("Caída and limpia", "1. Caída!", "caida-first-caida")
    assert (row["pupils who tried it"], row["solved it"]) == ("2", "1")
    assert main(["report", "--html", *files]) == 0
    html = capsys.readouterr().out
    assert html.count("<code>") == 1, "one lesson row"
    assert "<td>Caída and limpia</td><td>1. Caída!</td><td><code>caida-first-caida</code>" in html


def test_a_set_lists_each_of_its_lessons_even_untried(tmp_path, capsys):
    ana = Progress(learner="Ana").update("caida-first-caida", solved=True, attempts=1)
    ana = ana.update("captures-match", solved=True, attempts=1)  # outside the set
    files = [write(tmp_path, "ana.json", ana.to_json())]
    spec = "04-caida-limpia,-caida-and-limpia-quito"
    assert main(["report", "--csv", "--set", spec, *files]) == 0
    tables = tables_of(capsys.readouterr().out[1:], ",")
    rows = tables["Lessons"]
    assert [r["id"] for r in rows][:2] == ["caida-first-caida", "caida-this-round-only"]
    assert "caida-and-limpia-quito" not in {r["id"] for r in rows}
    assert "captures-match" not in {r["id"] for r in rows}, "only the set's lessons"
    assert {r["course"] for r in rows} == {"Caída and limpia"}
    assert [r["pupils who tried it"] for r in rows].count("0") == len(rows) - 1
    (learner,) = tables["Learners"]
    assert (learner["lessons solved"], learner["lessons tried"]) == ("1", "1"), "over the set"
    assert main(["report", "--set", "no-such-lesson", *files]) == 2
    assert capsys.readouterr().err.strip().endswith("--set names no lesson (got 'no-such-lesson')")
