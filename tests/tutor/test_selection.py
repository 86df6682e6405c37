"""One selection path: the same cards chosen get the same verdict, code and facts on every
screen (a lesson, a Practice puzzle, a mesa on the Play tab), in one order of checks."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from cuarenta_tutor.engine.cards import parse_card, parse_cards
from cuarenta_tutor.engine.explain import Code as FactCode
from cuarenta_tutor.engine.notation import format_position
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.lessons.course import Course
from cuarenta_tutor.lessons.loader import parse_lesson
from cuarenta_tutor.puzzles.model import Puzzle
from cuarenta_tutor.tutor.feedback import Code, Feedback, Verdict
from cuarenta_tutor.tutor.lesson import LessonSession
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.practice import Practice
from cuarenta_tutor.tutor.progress import Progress
from cuarenta_tutor.tutor.selection import Selection, judge_selection, left_behind

LESSON = parse_lesson(
    """
id: one-selection-path
ruleset: [quito, pagat]
kind: best-play
position:
  hand: "5s Kc 4d"
  table: "5h 6c 7d 2c"
goal: immediate
text:
  en:
    title: "One path"
    prompt: "Which card do you play?"
    explanation: "The 5 takes the 5 and the run 6, 7."
    hints: ["Look at the run.", "The 5 starts it."]
""",
    Path("course/01-one-path.yaml"),
    validate=False,
)
COURSE = Course("course", Path("course"), {"en": "C"}, {"en": ""}, (LESSON,))


def lesson_on(rules: str) -> LessonSession:
    session = LessonSession([COURSE], rules=rules)
    session.open(LESSON.id)
    return session


def practice_on(rules: str) -> Practice:
    """A Practice with the lesson's position as its open puzzle."""
    position = format_position(lesson_on(rules).position)
    puzzle = Puzzle(
        "test-00001",
        rules,
        2,
        position,
        ("5s x 5h 6c 7d",),
        "immediate",
        1.0,
        "points",
        (),
        1500,
        "",
    )
    practice = Practice(SimpleNamespace(progress=Progress()), rules=rules)
    practice.open(puzzle)
    return practice


def play_on(rules: str) -> PlayGame:
    """A mesa whose position is the lesson's (the learner to move)."""
    game = PlayGame(rules, seed="selection")
    game.position = lesson_on(rules).position
    return game


def selection(hand: str, table: str) -> Selection:
    return Selection(parse_card(hand) if hand else None, frozenset(parse_cards(table)))


REFUSED = [
    # rules, hand card, table cards, verdict, code, the facts' codes (in order)
    ("quito", "", "", Verdict.INCOMPLETE, Code.CHOOSE_CARD, ()),
    ("quito", "", "5h", Verdict.INCOMPLETE, Code.CHOOSE_CARD, ()),
    ("quito", "7s", "", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.NOT_IN_HAND,)),
    # not in the hand is said first, before what the capture would do wrong
    ("quito", "Ks", "2c", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.NOT_IN_HAND,)),
    ("quito", "Kc", "2c", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.FACE_SUM,)),
    ("quito", "4d", "2c", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.SUM_ONE,)),
    ("quito", "4d", "2c 6c", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.SUM_WRONG,)),
    ("quito", "5s", "5h 6c", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.RUN_INCOMPLETE,)),
    ("quito", "5s", "5h", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.RUN_INCOMPLETE,)),
    ("pagat", "7s", "", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.NOT_IN_HAND,)),
    ("pagat", "Kc", "2c", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.FACE_SUM,)),
    ("pagat", "4d", "2c 6c", Verdict.ILLEGAL, Code.ILLEGAL_PLAY, (FactCode.SUM_WRONG,)),
]


def summary(feedback: Feedback) -> tuple[Verdict, Code, tuple[FactCode, ...]]:
    return feedback.verdict, feedback.code, tuple(fact.code for fact in feedback.facts)


@pytest.mark.parametrize(("rules", "hand", "table", "verdict", "code", "facts"), REFUSED)
def test_a_refused_selection_gets_the_same_feedback_on_every_screen(
    rules, hand, table, verdict, code, facts
):
    chosen = selection(hand, table)
    expected = judge_selection(lesson_on(rules).position, chosen)
    assert isinstance(expected, Feedback)
    assert summary(expected) == (verdict, code, facts)

    session = lesson_on(rules)
    session.selection = chosen
    assert session.check() == expected
    # an illegal play is an attempt (a miss); a choice left incomplete is not
    assert session.misses == (verdict is Verdict.ILLEGAL)

    practice = practice_on(rules)
    practice.selection = chosen
    assert practice.check() == expected
    assert practice.feedback == expected
    assert not practice.decided, "a refused selection decided the puzzle's result"

    game = play_on(rules)
    before = game.position
    game.selection = chosen
    assert game.play_selection() == expected
    assert game.position == before
    assert not game.moves
    assert not game.judged


@pytest.mark.parametrize(
    ("rules", "hand", "table"),
    [("quito", "5s", "5h 6c 7d"), ("quito", "Kc", ""), ("pagat", "5s", "5h 6c 7d")],
)
def test_a_legal_selection_is_played_on_every_screen(rules, hand, table):
    chosen = selection(hand, table)
    play = judge_selection(lesson_on(rules).position, chosen)
    assert isinstance(play, Play)
    assert (play.card, set(play.captured)) == (chosen.hand, set(chosen.table))

    session = lesson_on(rules)
    session.selection = chosen
    assert session.check().verdict in (Verdict.CORRECT, Verdict.WRONG)

    practice = practice_on(rules)
    practice.selection = chosen
    assert practice.check().verdict in (Verdict.CORRECT, Verdict.WRONG)
    assert practice.decided

    game = play_on(rules)
    game.selection = chosen
    verdict = game.play_selection()
    assert not isinstance(verdict, Feedback)
    assert game.moves[0].action == play


def test_a_run_left_behind_is_legal_under_pagat_and_the_lesson_says_what_it_left():
    chosen = selection("5s", "5h")
    session = lesson_on("pagat")
    play = judge_selection(session.position, chosen)
    assert isinstance(play, Play)
    assert set(play.captured) == {parse_card("5h")}
    warnings = left_behind(session.position, play)
    assert [fact.code for fact in warnings] == [FactCode.RUN_INCOMPLETE, FactCode.MAY_CLAIM]
    session.selection = chosen
    feedback = session.check()
    assert (feedback.verdict, feedback.code) == (Verdict.WRONG, Code.WORSE_PLAY)
    assert feedback.facts[: len(warnings)] == warnings
    practice = practice_on("pagat")  # Practice says it as the lesson does
    practice.selection = chosen
    worse = practice.check()
    assert (worse.verdict, worse.code) == (Verdict.WRONG, Code.WORSE_PLAY)
    assert worse.facts[: len(warnings)] == warnings
    # a complete capture leaves nothing behind
    full = judge_selection(session.position, selection("5s", "5h 6c 7d"))
    assert isinstance(full, Play)
    assert left_behind(session.position, full) == ()


def test_the_selection_value_picks_toggles_and_clears():
    five, king, seven = parse_card("5s"), parse_card("Kc"), parse_card("7d")
    hand, table = (five, king), (seven, parse_card("2c"))
    picked = Selection().with_hand(five, hand)
    assert picked.hand == five
    assert picked.with_hand(king, hand).hand == king
    assert picked.with_hand(five, hand).hand is None  # the same card again un-chooses it
    taken = picked.toggled(seven, table)
    assert taken.table == {seven}
    assert taken.toggled(seven, table).table == frozenset()


def test_a_click_that_crossed_an_engine_move_chooses_nothing_gone():
    """The walk's P2-N1: a table card clicked just as an engine took it stayed chosen, unseen,
    and every later play was refused ("5♣ is not on the table") until a new mesa."""
    five, gone, seven = parse_card("5s"), parse_card("5c"), parse_card("7d")
    picked = Selection().with_hand(five, (five,))
    assert picked.toggled(gone, (seven,)) == picked  # no longer on the table: nothing added
    assert picked.with_hand(gone, (five,)) == picked  # a card not in the hand: nothing
    stale = Selection(five, frozenset({gone, seven}))
    assert stale.toggled(seven, (seven,)).table == frozenset()  # and a stale one drops out
    assert Selection.cleared() == Selection()
    assert Selection.cleared(five) == Selection(five)
    play = Play(five, (parse_card("5h"),))
    assert Selection.of(play) == Selection(five, frozenset(play.captured))
