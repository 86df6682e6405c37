"""A class's work as CSV: one row per pupil and lesson, and one per pupil for practice.

The file is for the teacher's spreadsheet: headings in the teacher's language, lessons by
their number and title, *yes*/*no* for solved, and a UTF-8 byte order mark so Excel reads
accents right. Excel in most of Europe splits columns on ``;`` (the comma is the decimal
sign there), so only English uses ``,``. The lesson's id comes last, labelled, for scripts.

A cell that a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@`` first) gets a
leading apostrophe: a nickname is the pupil's text, never a formula on the teacher's machine.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..i18n import Translator

BOM = "\ufeff"
"""The UTF-8 byte order mark: Excel reads the file as UTF-8 only when it starts with it."""
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> object:
    """Return a cell's value, text that would start a formula made inert.

    >>> safe_cell("=HYPERLINK(1)"), safe_cell("Ana"), safe_cell(3)
    ("'=HYPERLINK(1)", 'Ana', 3)
    """
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def delimiter(lang: str) -> str:
    """Return the column separator Excel expects in ``lang``'s countries.

    >>> delimiter("en"), delimiter("nl")
    (',', ';')
    """
    return "," if lang == "en" else ";"


def headings(tr: Translator) -> list[str]:
    """Return the column headings in ``tr``'s language."""
    return [
        tr.gettext("Pupil"),
        # Translators: a CSV column: "Lesson" or "Practice" on each row
        tr.gettext("What"),
        tr.gettext("Lesson"),
        tr.gettext("Solved"),
        tr.gettext("Stars"),
        tr.gettext("Answers checked"),
        tr.gettext("Wrong answers"),
        tr.gettext("Practice answers"),
        tr.gettext("Right"),
        tr.gettext("Rating"),
        tr.gettext("Last activity"),
        # Translators: a CSV column for scripts; keep "id"
        tr.gettext("Lesson id"),
    ]


def sheet(rows: Iterable[Sequence[object]], lang: str) -> str:
    """Return ``rows`` as CSV text a spreadsheet in ``lang``'s countries opens in columns.

    The byte order mark first, :func:`delimiter` between cells, formulas disarmed
    (:func:`safe_cell`). The live class's export and the progress-file report both use it.

    >>> text = sheet([["Ana", "=1+1", 3]], "nl")
    >>> text.startswith(BOM), text[1:].strip()
    (True, "Ana;'=1+1;3")
    """
    out = io.StringIO()
    writer = csv.writer(out, delimiter=delimiter(lang))
    writer.writerows([safe_cell(value) for value in row] for row in rows)
    return BOM + out.getvalue()


def class_csv(summary: Mapping[str, Any], tr: Translator, titles: Mapping[str, str]) -> str:
    """Return the CSV text of a class summary (:func:`~.summary.summarise`), BOM first.

    ``titles`` names each lesson id as the teacher knows the lesson ("1.2 Seven, then jack").
    """
    rows: list[Sequence[object]] = [headings(tr)]
    lesson_word, practice_word = tr.gettext("Lesson"), tr.gettext("Practice")
    yes, no = tr.gettext("yes"), tr.gettext("no")
    for pupil in summary["pupils"]:
        name, seen = pupil["name"], pupil["last_seen"]
        for lesson, row in pupil["lessons"].items():
            rows.append([name, lesson_word, titles.get(lesson, lesson),
                         yes if row["solved"] else no, row["stars"], row["checks"],
                         row["misses"], "", "", "", seen, lesson])  # fmt: skip
        practice = pupil["practice"]
        rating = "" if practice["rating"] is None else practice["rating"]
        rows.append([name, practice_word, "", "", "", "", "", practice["answers"],
                     practice["correct"], rating, seen, ""])  # fmt: skip
    return sheet(rows, tr.lang)
