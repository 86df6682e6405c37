"""A position drawn as a still picture: the table and the hand as cards, then the score.

The printable worksheet and the teacher's live page draw the same picture: each row is
named ("Table", "Your hand"), each card is the app's SVG card with its spoken name, and an
empty table says so in words. No widget and no script: plain HTML that prints and projects.
"""

from __future__ import annotations

from html import escape

from ..engine.notation import parse_position
from ..engine.position import Position
from ..i18n.catalogs import Translator
from ..lessons.model import Lesson, LessonKind
from ..lessons.positions import lesson_position
from ..puzzles.model import Puzzle
from ..render.cards import card_svg
from ..sentences.feedback import position_score_line


def position_html(position: Position, rules: str, tr: Translator, *, width: int = 52) -> str:
    """Return the rows of ``position`` (table, the hand to play, the score under ``rules``).

    >>> from cuarenta_tutor.engine.notation import parse_position
    >>> spot = parse_position("rules: quito; score: 0-0; hands: 7s Ks / 4d 5c; table:")
    >>> html = position_html(spot, "quito", Translator("en"))
    >>> "The table is empty." in html and 'aria-label="seven of spades"' in html
    True
    """
    nothing = escape(tr.gettext("The table is empty."))
    empty = f"<span class='empty'>{nothing}</span>"
    rows = []
    for label, cards, nothing in (
        (tr.gettext("Table"), position.table, empty),
        (tr.gettext("Your hand"), position.hand, ""),
    ):
        drawn = "".join(
            card_svg(card, tr.lang, width=width, marked=card == position.last_drop)
            for card in cards
        )
        drawn = drawn or nothing
        rows.append(f"<div class='row'><span class='label'>{escape(label)}</span>{drawn}</div>")
    score = position_score_line(position, rules, tr)
    return "".join(rows) + f"<div class='row'>{escape(score)}</div>"


def lesson_board(lesson: Lesson, rules: str, tr: Translator) -> str:
    """Return the picture of a lesson's position under ``rules`` (nothing without cards)."""
    if lesson.kind in (LessonKind.RULE, LessonKind.COUNT) and not lesson.position.get("table"):
        return ""
    return position_html(lesson_position(lesson, rules), rules, tr)


def puzzle_board(puzzle: Puzzle, tr: Translator) -> str:
    """Return the picture of a puzzle's position (under the puzzle's own rules)."""
    return position_html(parse_position(puzzle.position), puzzle.rules, tr)
