"""The words and pictures of the teacher's live position (the walk P4's N7, N8, N9, N11, N12).

These are the server's view model of the live page: what it sends for the position, how it
names an answer and a puzzle, and what the CSV export holds.
"""

from __future__ import annotations

import csv
import io
import json
import re

import pytest

from cuarenta_tutor.classroom.export import BOM, class_csv
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.puzzles.model import find_puzzle
from cuarenta_tutor.server.class_page import (
    answer_label,
    label_answers,
    lesson_names,
    live_puzzles,
    live_text,
    page_data,
)

LESSON = "captures-match"  # a lesson with cards on the table and in hand
PUZZLE = "quito-2p-00001"


def card_names(html: str) -> list[str]:
    return re.findall(r'<svg [^>]*role="img" aria-label="([^"]+)"', html)


def test_a_live_lesson_sends_the_cards_the_pupils_see_each_with_its_name():
    text = live_text({"kind": "lesson", "item": LESSON, "revealed": False}, "nl")
    board = text["board"]
    assert "<span class='label'>Tafel</span>" in board
    assert "<span class='label'>Je hand</span>" in board
    names = card_names(board)
    assert "schoppenvijf" in names  # the 5♠ of the lesson's hand, spoken in Dutch


def test_a_live_puzzle_sends_its_cards_and_a_name_instead_of_its_id():
    puzzle = find_puzzle(PUZZLE)
    text = live_text({"kind": "puzzle", "item": PUZZLE, "revealed": False}, "en")
    assert card_names(text["board"]) == [
        "seven of hearts",
        "four of clubs",
        "six of spades",
        "king of spades",
    ]
    assert PUZZLE not in text["title"]
    assert text["title"].endswith("Hand 4♣ 6♠ K♠, table 7♥")
    assert puzzle.rules in text["board"], "the score line names the rules"


def test_a_question_without_cards_sends_no_board():
    text = live_text({"kind": "lesson", "item": "first-forty-cards", "revealed": False}, "en")
    assert text["board"] == ""


def test_the_explanation_comes_only_once_revealed():
    hidden = live_text({"kind": "lesson", "item": LESSON, "revealed": False}, "en")
    shown = live_text({"kind": "lesson", "item": LESSON, "revealed": True}, "en")
    assert hidden["explanation"] == ""
    assert shown["explanation"]


def test_an_illegal_answer_is_labelled_in_the_teachers_language():
    assert answer_label("puzzle", PUZZLE, "illegal:4c x 7h", "nl") == "ongeldige zet: 4♣ → 7♥"
    assert answer_label("puzzle", PUZZLE, "illegal:7h", "de") == "unerlaubter Zug: 7♥"
    assert answer_label("lesson", LESSON, "illegal", "es") == "jugada no válida"
    # an illegal answer recorded before the cards were kept: named, never an empty label
    assert answer_label("puzzle", PUZZLE, "", "fi") == "sääntöjen vastainen siirto"
    summary = {
        "live": {
            "kind": "puzzle",
            "item": PUZZLE,
            "answers": [{"play": "", "correct": False, "count": 1}],
        },
        "wrong_answers": {LESSON: [{"play": "illegal:2h", "count": 2}]},
    }
    label_answers(summary, "it")
    assert summary["live"]["answers"][0]["label"] == "giocata non regolare"
    assert summary["wrong_answers"][LESSON][0]["label"] == "giocata non regolare: 2♥"


@pytest.mark.parametrize("rules", ["quito", "pagat"])
def test_the_puzzle_picker_names_puzzles_by_their_cards_not_their_ids(rules):
    data = json.loads(page_data("nl"))
    assert set(data["puzzles"]) == {"quito", "casual", "pagat", "rigor"}, "each preset's own"
    offered = [puzzle for theme in data["puzzles"][rules] for puzzle in theme["puzzles"]]
    assert len(offered) == sum(len(found) for found in live_puzzles(rules).values())
    assert all(puzzle["id"].startswith(f"{rules}-") for puzzle in offered)
    for puzzle in offered:
        assert puzzle["id"] not in puzzle["name"]
        assert puzzle["name"].startswith("Hand ")
        assert "tafel" in puzzle["name"]
    assert "Spelen met een maat" in json.dumps(data["puzzles"][rules], ensure_ascii=False)
    assert any("4 spelers" in puzzle["name"] for puzzle in offered), "a 4-player one says so"


def test_the_csv_starts_with_a_bom_and_keeps_accents_with_translated_headings():
    summary = {
        "pupils": [
            {
                "name": "Zoë Ñúñez",
                "last_seen": "2026-12-05T07:00:00Z",
                "lessons": {LESSON: {"solved": True, "stars": 3, "checks": 2, "misses": 1}},
                "practice": {"answers": 4, "correct": 3, "rating": 1510},
            }
        ]
    }
    for lang, heading, lesson_word in (
        ("de", "Schülerin/Schüler", "Lektion"),
        ("es", "Estudiante", "Lección"),
    ):
        text = class_csv(summary, Translator(lang), lesson_names(lang))
        data = text.encode("utf-8")
        assert data.startswith(b"\xef\xbb\xbf")
        assert text.startswith(BOM)
        rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig")), delimiter=";"))
        assert rows[0][0] == heading
        assert rows[1][:3] == ["Zoë Ñúñez", lesson_word, lesson_names(lang)[LESSON]]
        assert rows[1][-1] == LESSON, "the id column stays, last and labelled"
    english = class_csv(summary, Translator("en"), lesson_names("en"))
    assert english.splitlines()[0] == (
        "\ufeffPupil,What,Lesson,Solved,Stars,Answers checked,Wrong answers,"
        "Practice answers,Right,Rating,Last activity,Lesson id"
    )
