"""Printable worksheets: numbered puzzles with card diagrams, then an answer key from the engine.

The answers are computed by the lesson checker under the chosen ruleset, never copied from
an answer key; the page is A4 HTML with inline SVG, ready to print or save as PDF.

A sheet for chosen rules holds only the lessons the app offers under them (see
:func:`sheet_lessons`): a lesson's explanation is written for its own rules, and under
others it may defend an answer the engine does not give. The sheet says which it left out.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ..i18n.catalogs import Translator
from ..lessons.checker import Solution, solve
from ..lessons.course import course_places, load_courses
from ..lessons.model import Lesson
from ..render.markdown import to_html
from ..sentences.feedback import answer_html
from ..sentences.ruleset_text import menu_label
from ..tutor.lesson_rules import LessonUnavailable, prepare
from .diagram import lesson_board
from .page import html_page

STYLE = """
@page { size: A4; margin: 16mm 14mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11pt; color: #111; }
h1 { font-size: 18pt; margin: 0 0 4mm; }
.name { margin-bottom: 6mm; }
.puzzle { break-inside: avoid; border-top: 1px solid #bbb; padding: 3mm 0; }
.puzzle h2 { font-size: 12pt; margin: 0 0 2mm; }
.row { display: flex; gap: 2mm; align-items: center; flex-wrap: wrap; margin: 1mm 0; }
.row .label { width: 28mm; font-weight: 700; }
.ct-chip { border: 1px solid #999; border-radius: 3px; padding: 0 2px; font-weight: 700; }
.ct-red { color: #c62828; } .ct-black { color: #111; }
.ct-green { color: #1b7a2e; } .ct-blue { color: #1f5fbf; }
.key { break-before: page; }
.answer { break-inside: avoid; margin: 2mm 0 4mm; }
.left-out { border: 1px solid #999; padding: 2mm 3mm; margin-bottom: 4mm; }
@media print { .left-out.preview { display: none; } }
"""


@dataclass(frozen=True)
class LeftOut:
    """A lesson a worksheet leaves out, and why: ``rules``, ``answer`` or ``engine``.

    ``rules``: not written for the sheet's rules (the app refuses it under them);
    ``answer``: written for the rules a variant builds on, but under the variant the engine's
    answer differs from the one the lesson explains; ``engine``: the engine cannot set the
    lesson out or solve it under the rules.
    """

    lesson: Lesson
    reason: str


def sheet_lessons(
    lessons: list[Lesson], rules: str = ""
) -> tuple[list[tuple[Lesson, str, Solution]], list[LeftOut]]:
    """Split ``lessons`` into those a sheet under ``rules`` holds and those it leaves out.

    Each lesson kept comes with its rules and its answers; ``rules`` "" is each lesson's own.
    """
    kept: list[tuple[Lesson, str, Solution]] = []
    left: list[LeftOut] = []
    for lesson in lessons:
        ruleset = rules or lesson.ruleset
        if not lesson.written_for(ruleset):
            left.append(LeftOut(lesson, "rules"))
            continue
        try:
            solution = prepare(lesson, ruleset)[1]
            if ruleset not in lesson.rulesets:  # a variant: is the lesson's answer still right?
                own = solve(lesson, ruleset.split("+")[0])
                if own.correct != solution.correct:
                    left.append(LeftOut(lesson, "answer"))
                    continue
        except (LessonUnavailable, ValueError):
            left.append(LeftOut(lesson, "engine"))
            continue
        kept.append((lesson, ruleset, solution))
    return kept, left


def left_out_lines(left: list[LeftOut], tr: Translator) -> list[str]:
    """Return the lead line and one line per lesson left out, in ``tr``'s language."""
    if not left:
        return []
    lead = tr.ngettext(
        "{n} lesson is left out of this worksheet:",
        "{n} lessons are left out of this worksheet:",
        len(left),
    ).format(n=len(left))
    lines = [lead]
    for item in left:
        if item.reason == "rules":
            rules = ", ".join(menu_label(spec) for spec in item.lesson.rulesets)
            why = tr.gettext("written only for these rules: {rules}").format(rules=rules)
        elif item.reason == "answer":
            why = tr.gettext(
                "under these rules the engine's answer is not the one the lesson explains"
            )
        else:
            why = tr.gettext("the engine cannot set out or solve this lesson under these rules")
        lines.append(f"{item.lesson.text(tr.lang)[0].title} — {why}")
    return lines


def left_out_html(left: list[LeftOut], tr: Translator, css: str = "left-out") -> str:
    """Return the sheet's note on the lessons left out (nothing when none is).

    The teacher reads it on the screen above the puzzles (``css`` "left-out preview", not
    printed for the pupils) and on paper above the answer key.
    """
    lines = left_out_lines(left, tr)
    if not lines:
        return ""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines[1:])
    return f"<div class='{css}'><p>{escape(lines[0])}</p><ul>{items}</ul></div>"


def place_text(place: tuple[str, int] | None, ruleset: str, tr: Translator) -> str:
    """Say where a sheet's puzzle is on the pupils' course map, and its rules.

    The sheet numbers its puzzles 1, 2, 3…; the map numbers each course's lessons, and under
    some rules skips one (walk P4: sheet item 6 was map lesson 7).

    >>> place_text(("Caída and limpia", 7), "pagat", Translator("en"))
    'Caída and limpia, lesson 7 · pagat'
    """
    if place is None:
        return ruleset
    # Translators: where a worksheet's puzzle is on the course map: "Caída and limpia, lesson 7"
    where = tr.gettext("{course}, lesson {number}").format(course=place[0], number=place[1])
    return f"{where} · {ruleset}"


def worksheet_html(lessons: list[Lesson], lang: str, rules: str = "") -> str:
    """Return the worksheet of ``lessons`` under ``rules`` (see :func:`sheet_html`)."""
    return sheet_html(*sheet_lessons(lessons, rules), lang)


def sheet_html(kept: list[tuple[Lesson, str, Solution]], left: list[LeftOut], lang: str) -> str:
    """Return the worksheet: the puzzles, then (on a new page) the answers and explanations.

    ``kept`` and ``left`` are what :func:`sheet_lessons` returns; a note names those left out.
    """
    tr = Translator(lang)
    places = course_places(load_courses(validate=False), lang)
    puzzles, answers = [], []
    for number, (lesson, ruleset, solution) in enumerate(kept, start=1):
        text = lesson.text(lang)[0]
        puzzles.append(
            f"<section class='puzzle' id='puzzle-{number}'><h2>{number}. {escape(text.title)}"
            f" <small>({escape(place_text(places.get(lesson.id), ruleset, tr))})</small></h2>"
            f"{to_html(text.prompt, lang)}"
            f"{lesson_board(lesson, ruleset, tr)}</section>"
        )
        keys = ", ".join(answer_html(key, tr, lesson.players) for key in sorted(solution.correct))
        answers.append(
            f"<div class='answer' id='answer-{number}'><strong>{number}.</strong> {keys}"
            f"{to_html(text.explanation, lang)}</div>"
        )
    title = escape(tr.gettext("Cuarenta worksheet"))
    name = escape(tr.gettext("Name:"))
    key = escape(tr.gettext("Answer key"))
    body = (
        f"<h1>{title}</h1><div class='name'>{name} ____________________</div>"
        + left_out_html(left, tr, "left-out preview")
        + "".join(puzzles)
        + f"<section class='key'><h1>{key}</h1>"
        + left_out_html(left, tr)
        + "".join(answers)
        + "</section>"
    )
    return html_page(lang, title, STYLE, body)
