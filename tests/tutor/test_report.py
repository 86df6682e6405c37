"""Class reports from exported progress files; broken and foreign files are named and skipped."""

import csv
import io

from cuarenta_tutor.cli import main
from cuarenta_tutor.tutor.progress import Progress


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_report_per_learner_and_lesson_flags_what_most_fail(tmp_path, capsys):
    ana = Progress(learner="Ana").update("captures-match", solved=True, attempts=1)
    ana = ana.update("run-after-sum", attempts=3, hints=2)
    ben = Progress().update("captures-match", attempts=2, solved=True)
    ben = ben.update("run-after-sum", attempts=1, revealed=True)
    files = [write(tmp_path, "ana.json", ana.to_json()), write(tmp_path, "ben.json", ben.to_json()),
             write(tmp_path, "broken.json", "{not json"),
             write(tmp_path, "other.json", '{"format": "something else"}')]
    assert main(["report", *files]) == 0
    out = capsys.readouterr().out
    assert "Ana: 1/2, 4 attempts, 2 hints" in out
    assert "ben: 1/2, 3 attempts" in out  # no learner name: the file's name
    assert "(run-after-sum): 2 of 2 did not solve it" in out
    assert "(captures-match)" not in out.split("fail:")[1]
    assert "broken.json: the file is not JSON (line 1)" in out
    assert "other.json: it is not a Cuarenta Tutor progress file" in out

    assert main(["report", "--csv", *files]) == 0
    rows = {row["lesson"]: row for row in csv.DictReader(io.StringIO(capsys.readouterr().out))}
    assert rows["run-after-sum"]["flagged"] == "yes" and rows["run-after-sum"]["attempts"] == "4"
    assert rows["captures-match"]["solved"] == "2" and rows["captures-match"]["flagged"] == "no"
    assert rows["captures-match"]["title"].startswith("2.1 ")

    assert main(["report", "--html", *files]) == 0
    html = capsys.readouterr().out
    assert html.startswith("<!doctype html>") and 'class="flagged"' in html
    flagged = html.split('class="flagged"')[1].split("</tr>")[0]
    assert "run-after-sum" in flagged and "<td>2</td><td>0</td><td>2</td><td>4</td>" in flagged


def test_the_report_speaks_the_teachers_language(tmp_path, capsys):
    ana = Progress(learner="Ana").update("run-after-sum", attempts=1, hints=1)
    files = [write(tmp_path, "ana.json", ana.to_json()), write(tmp_path, "bad.json", "{")]
    assert main(["report", "--lang", "es", *files]) == 0
    out = capsys.readouterr().out
    english = ("Learners", "attempt", "Lessons most pupils fail", "did not solve", "Skipped",
               "not JSON", "line 1")
    assert not [word for word in english if word in out], out
    assert "Ana: 0/1, 1 " in out and "(run-after-sum): 1 " in out and "bad.json" in out
    assert main(["report", "--html", "--lang", "es", *files]) == 0
    html = capsys.readouterr().out
    assert "<html lang='es'>" in html and "<th>learner</th>" not in html


def test_a_report_with_no_readable_file_fails_clearly(tmp_path, capsys):
    assert main(["report", write(tmp_path, "x.json", "[]")]) == 2
    assert "x.json" in capsys.readouterr().out
