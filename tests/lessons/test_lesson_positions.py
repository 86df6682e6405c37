"""A lesson's position knows the ronda the previous player held: declared or given as held."""

from pathlib import Path

import pytest

from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.engine.search import rank_plays
from cuarenta_tutor.lessons.loader import load_lesson, parse_lesson
from cuarenta_tutor.lessons.model import LessonError
from cuarenta_tutor.lessons.positions import lesson_position

LESSONS = Path(__file__).parents[2] / "lessons"

# The previous player (seat 1) has just dropped the 6c; the learner can fall on it.
LESSON = """\
id: test-held-ronda
ruleset: quito
kind: best-play
position:
  hand: "6s Kd 3c"
  table: "6c 2d 4h Ks"
  last: 6c
{extra}
goal: immediate
expected: ["6s x 6c"]
text:
  en:
    title: "Held"
    prompt: "What do you play?"
    explanation: "The caída."
    hints: ["Look at the table.", "The six."]
"""


def caida(lesson, rules):
    """Return the kind and points of the learner's caída ``6s x 6c`` under ``rules``."""
    ranking = rank_plays(lesson_position(lesson, rules), "immediate")
    play = next(play for play in ranking.plays if str(play.action) == "6s x 6c")
    return play.events[0].kind, play.events[0].points


def lesson(*lines):
    """Return the lesson above with ``lines`` added to its position (dealer: us by default)."""
    extra = [f"  {line}" for line in lines]
    if not any(line.startswith("dealer") for line in lines):
        extra.append("  dealer: us")
    return parse_lesson(LESSON.format(extra="\n".join(extra)), Path("99-test/01-held.yaml"))


def test_the_course_lesson_on_a_declared_ronda_is_a_caida_en_ronda_under_pagat_too():
    course = load_lesson(LESSONS / "05-ronda" / "06-caida-en-ronda.yaml")
    assert caida(course, "quito") == (EventKind.CAIDA_EN_RONDA, 4)
    assert caida(course, "pagat") == (EventKind.CAIDA_EN_RONDA, 10)


@pytest.mark.parametrize(
    ("line", "rules", "expected"),
    [
        ('declared: "6"', "pagat", (EventKind.CAIDA_EN_RONDA, 10)),
        ('held: "6"', "pagat", (EventKind.CAIDA_EN_RONDA, 10)),  # undeclared: pagat pays
        ('held: "6"', "quito", (EventKind.CAIDA, 2)),  # quito pays only a declared one
        ('declared: "6"', "quito", (EventKind.CAIDA_EN_RONDA, 4)),
        ("", "pagat", (EventKind.CAIDA, 2)),
    ],
)
def test_a_lesson_ronda_declared_or_held_scores_the_caida_en_ronda(line, rules, expected):
    assert caida(lesson(line), rules) == expected


def test_placeholder_cards_of_hidden_hands_show_no_ronda():
    # Seat 1 holds three unknown cards, drawn as Ac Ad Ah: no ronda of aces against the 6.
    position = lesson('declared: "6"', "dealer: them")
    assert lesson_position(position, "pagat").held_rondas == (None, 6)


@pytest.mark.parametrize(
    ("lines", "message"),
    [
        # Seat 1 has played two cards this round, and neither six it could hold is in hand.
        (('held: "6"', 'others: ["Qc Qd Jc"]', "dealer: them"), "cannot have held a ronda of 6"),
        (('held: "6"', 'others: ["Qc Qd Qh"]', "dealer: them"), "6 held, Q in hand"),
        # The learner holds the Kd and the Kh is in the stock: seat 1 cannot have three kings.
        (('declared: "K"', 'stock: "Kh 2c 2h 2s 3s 5d 5h 5s 7c 7d"'), "a ronda of K"),
    ],
)
def test_an_impossible_ronda_is_a_lesson_error_at_the_position(lines, message):
    with pytest.raises(LessonError, match="impossible position") as error:
        lesson_position(lesson(*lines), "pagat")
    assert message in str(error.value)
