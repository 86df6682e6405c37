"""The teacher's live board says the score as the pupils' phones do: the side to move first.

A puzzle where seat 1 is to move (``score: 38-6; turn: 1``) once read "you 38, your opponent
6" on the projector while every phone said "you 6, your opponent 38". Both now come from
one function; these tests hold every such puzzle and every lesson to it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

import pytest

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.puzzles.model import bank_rules, find_puzzle, load_bank
from cuarenta_tutor.server.class_page import live_text
from cuarenta_tutor.tutor.lesson import LessonSession
from cuarenta_tutor.tutor.practice import Practice
from cuarenta_tutor.tutor.progress import Progress
from cuarenta_tutor.ui import lesson_model, practice_model
from cuarenta_tutor.ui.markup import plain_text


@dataclass
class Holder:
    progress: Progress = field(default_factory=Progress)


def board_score(kind: str, item: str, lang: str) -> str:
    """Return the last row of the live board (its score line) as plain text."""
    board = live_text({"kind": kind, "item": item, "revealed": False}, lang)["board"]
    rows = re.findall(r"<div class='row'>(.*?)</div>", board)
    return plain_text(rows[-1])


def pupil_puzzle_score(puzzle_id: str, lang: str) -> str:
    practice = Practice(Holder(), seed="s", today=lambda: date(2026, 12, 5))
    practice.open(find_puzzle(puzzle_id))
    return plain_text(practice_model.score_html(practice, Translator(lang)))


def test_the_walked_puzzle_reads_from_the_side_to_move_on_the_board() -> None:
    assert board_score("puzzle", "quito-2p-00144", "nl").startswith(
        "Stand: jij 6, je tegenstander 38"
    )
    assert board_score("puzzle", "quito-2p-00144", "nl") == pupil_puzzle_score(
        "quito-2p-00144", "nl"
    )


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_every_puzzle_with_seat_one_to_move_reads_the_same_on_board_and_phone(lang: str) -> None:
    ids = [
        puzzle.id
        for rules in bank_rules()
        for puzzle in load_bank(rules)
        if parse_position(puzzle.position).turn != 0
    ]
    assert "quito-2p-00144" in ids
    assert "quito-4p-00023" in ids
    for puzzle_id in ids:
        assert board_score("puzzle", puzzle_id, lang) == pupil_puzzle_score(puzzle_id, lang), (
            puzzle_id
        )


def test_every_lesson_board_reads_as_the_lesson_does() -> None:
    courses = load_courses()
    tr = Translator("nl")
    for course in courses:
        for lesson in course.lessons:
            session = LessonSession(courses)
            session.open(lesson.id)
            phone = plain_text(lesson_model.score_html(session, tr))
            board = live_text({"kind": "lesson", "item": lesson.id, "revealed": False}, "nl")
            if phone and board["board"]:
                assert board_score("lesson", lesson.id, "nl") == phone, lesson.id
