"""``cuarenta-tutor worksheet --rules``: only lessons written for the rules, and a key that
never contradicts the engine (the Dutch teacher's walk, N1).

Under pagat "Pak de hele reeks" (written for quito, rigor and casual) got the answer "ja"
from the engine next to the lesson's own explanation "Nee…". A sheet for chosen rules now
holds only the lessons the app offers under them, and says on the sheet and on stderr, in
the sheet's language, which it left out and why.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.cli.worksheet import chosen_lessons
from cuarenta_tutor.documents import worksheet as sheet
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.checker import Solution, solve
from cuarenta_tutor.sentences.feedback import answer_html


def titles(html: str) -> list[str]:
    return [unescape(t) for t in re.findall(r"<h2>\d+\. (.*?) <small>", html)]


def test_a_pagat_sheet_of_the_run_leaves_out_the_lesson_not_written_for_pagat(tmp_path, capsys):
    out = tmp_path / "reeks.html"
    status = main(["worksheet", "--course", "03-the-run", "--lang", "nl", "--rules", "pagat",
                   "-o", str(out)])  # fmt: skip
    assert status == 0
    err = capsys.readouterr().err
    assert err.splitlines() == [
        "1 les is van dit werkblad weggelaten:",
        "  - Pak de hele reeks — alleen voor deze regels geschreven: quito, rigor, casual",
    ]
    html = out.read_text(encoding="utf-8")
    lessons = chosen_lessons("03-the-run", None)
    fit = [x for x in lessons if x.written_for("pagat")]
    assert titles(html) == [x.text("nl")[0].title for x in fit]
    assert "Pak de hele reeks" not in titles(html)
    note = html.index("class='left-out preview'")  # on the screen, above the puzzles
    assert "1 les is van dit werkblad weggelaten:" in html[note:]
    assert note < html.index("id='puzzle-1'")
    assert "@media print { .left-out.preview { display: none; } }" in html  # not for pupils
    key = html.index("class='key'")  # on paper, above the answer key
    assert html.index("class='left-out'", key) < html.index("id='answer-1'")
    assert "Nee.</strong> De reeks hoort bij de zet" not in html


def test_every_answer_on_a_sheet_is_the_engines_under_the_sheets_rules(tmp_path):
    tr = Translator("nl")
    for rules in ("pagat", "quito", "casual"):
        lessons = chosen_lessons("03-the-run", None) + chosen_lessons("04-caida-limpia", None)
        html = sheet.worksheet_html(lessons, "nl", rules)
        fit = [x for x in lessons if x.written_for(rules)]
        assert titles(html) == [x.text("nl")[0].title for x in fit], rules
        for number, lesson in enumerate(fit, start=1):
            keys = ", ".join(
                answer_html(key, tr, lesson.players) for key in sorted(solve(lesson, rules).correct)
            )
            assert f"<strong>{number}.</strong> {keys}" in html, (rules, lesson.id)
            own = solve(lesson, lesson.ruleset).correct  # what the lesson's words explain
            assert solve(lesson, rules).correct == own, (rules, lesson.id)


def test_a_sheet_of_lessons_none_written_for_the_rules_is_refused_in_one_line(tmp_path, capsys):
    out = tmp_path / "x.html"
    status = main(["worksheet", "--lessons", "run-whole-run", "--lang", "es", "--rules", "pagat",
                   "-o", str(out)])  # fmt: skip
    assert status == 2
    assert not out.exists()
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == (
        "cuarenta-tutor: error: ninguna de estas lecciones se puede jugar con las reglas «pagat»"
    )
    assert err[0] == "1 lección queda fuera de esta hoja de trabajo:"


def test_a_variant_whose_answer_differs_from_the_lessons_is_left_out(monkeypatch):
    lesson = chosen_lessons(None, "run-whole-run")[0]  # written for quito

    def other_answer(x, rules=None):
        found = solve(x, rules)
        if rules == "quito+periquito":
            return Solution(found.ruleset, found.candidates, frozenset({"something else"}))
        return found

    monkeypatch.setattr(sheet, "solve", other_answer)
    monkeypatch.setattr("cuarenta_tutor.tutor.lesson_rules.solve", other_answer)
    kept, left = sheet.sheet_lessons([lesson], "quito+periquito")
    assert kept == []
    assert [(x.lesson.id, x.reason) for x in left] == [("run-whole-run", "answer")]
    said = sheet.left_out_lines(left, Translator("de"))[1]
    assert said.endswith("nach diesen Regeln weicht die Antwort des Computers von der "
                         "Erklärung der Lektion ab")  # fmt: skip
    assert sheet.sheet_lessons([lesson], "quito+no_zapateria")[1] == []  # same answer: kept


@pytest.mark.parametrize("lang", ["en", "es", "de", "nl", "it", "sv", "fi"])
def test_the_left_out_note_is_in_the_sheets_language(lang):
    html = sheet.worksheet_html(chosen_lessons(None, "run-whole-run,run-after-sum"), lang, "pagat")
    tr = Translator(lang)
    lead = tr.ngettext(
        "{n} lesson is left out of this worksheet:",
        "{n} lessons are left out of this worksheet:",
        1,
    ).format(n=1)
    assert lead in unescape(html)
    if lang != "en":
        assert "left out" not in html


def test_each_puzzle_says_its_lesson_number_on_the_pupils_course_map(tmp_path, capsys):
    """Walk P4 (N4): under pagat sheet item 6 was lesson 7 on the map (the quito one is out)."""
    out = tmp_path / "caida.html"
    status = main(["worksheet", "--course", "04-caida-limpia", "--lang", "nl", "--rules", "pagat",
                   "-o", str(out)])  # fmt: skip
    assert status == 0
    html = unescape(out.read_text(encoding="utf-8"))
    places = re.findall(r"<h2>(\d+)\. .*? <small>\((.*?)\)</small>", html)
    assert [number for number, _ in places] == [str(n) for n in range(1, 8)]
    assert places[5][1] == "Caída en limpia, les 7 · pagat", "sheet 6 is map lesson 7"
    assert places[4][1] == "Caída en limpia, les 5 · pagat"
