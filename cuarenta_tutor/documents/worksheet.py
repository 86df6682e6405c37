"""Printable worksheets: numbered puzzles with card diagrams, then an answer key from the engine.

The answers are computed by the lesson checker under the chosen ruleset, never copied from
an answer key; the page is A4 HTML with inline SVG, ready to print or save as PDF.
"""

from __future__ import annotations

from html import escape

from ..i18n.catalogs import Translator
from ..lessons.checker import solve
from ..lessons.model import Lesson
from ..render.markdown import to_html
from ..sentences.feedback import answer_html
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
"""


def worksheet_html(lessons: list[Lesson], lang: str, rules: str = "") -> str:
    """Return the worksheet: the puzzles, then (on a new page) the answers and explanations."""
    tr = Translator(lang)
    puzzles, answers = [], []
    for number, lesson in enumerate(lessons, start=1):
        ruleset = rules or lesson.ruleset
        text = lesson.text(lang)[0]
        puzzles.append(
            f"<section class='puzzle' id='puzzle-{number}'><h2>{number}. {escape(text.title)}"
            f" <small>({escape(ruleset)})</small></h2>{to_html(text.prompt, lang)}"
            f"{lesson_board(lesson, ruleset, tr)}</section>"
        )
        solution = solve(lesson, ruleset)
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
        + "".join(puzzles)
        + f"<section class='key'><h1>{key}</h1>"
        + "".join(answers)
        + "</section>"
    )
    return html_page(lang, title, STYLE, body)
