"""A class's work as CSV: one row per pupil and lesson, and one per pupil for practice.

Column names stay English (spreadsheets and scripts rely on them). A cell that a
spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@`` first) gets a leading
apostrophe: a nickname is the pupil's text, never a formula on the teacher's machine.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from typing import Any

COLUMNS = ("pupil", "kind", "item", "solved", "stars", "checks", "misses", "answers",
           "correct", "rating", "last_seen")  # fmt: skip
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> object:
    """Return a cell's value, text that would start a formula made inert.

    >>> safe_cell("=HYPERLINK(1)"), safe_cell("Ana"), safe_cell(3)
    ("'=HYPERLINK(1)", 'Ana', 3)
    """
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return value


def class_csv(summary: Mapping[str, Any]) -> str:
    """Return the CSV of a class summary (:func:`~.summary.summarise`)."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(COLUMNS)
    for pupil in summary["pupils"]:
        name, seen = pupil["name"], pupil["last_seen"]
        for lesson, row in pupil["lessons"].items():
            writer.writerow([safe_cell(value) for value in (
                name, "lesson", lesson, row["solved"], row["stars"], row["checks"],
                row["misses"], "", "", "", seen)])  # fmt: skip
        practice = pupil["practice"]
        writer.writerow([safe_cell(value) for value in (
            name, "practice", "", "", "", "", "", practice["answers"], practice["correct"],
            "" if practice["rating"] is None else practice["rating"], seen)])  # fmt: skip
    return out.getvalue()
