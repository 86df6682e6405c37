"""The lesson session answers for its kind: the view asks it, never the lesson kind itself."""

from pathlib import Path

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.lessons.course import Course, load_courses
from cuarenta_tutor.lessons.loader import parse_lesson
from cuarenta_tutor.lessons.model import LessonKind
from cuarenta_tutor.tutor.feedback import Code, Verdict
from cuarenta_tutor.tutor.lesson import LessonSession

COURSES = load_courses()
LESSONS = [lesson for course in COURSES for lesson in course.lessons]
QUESTIONS = [lesson for lesson in LESSONS if not lesson.kind.plays_cards]


def opened(lesson_id: str, courses: list[Course] = COURSES) -> LessonSession:
    session = LessonSession(courses)
    session.open(lesson_id)
    return session


def test_a_capture_lesson_names_its_own_card_and_a_best_play_lesson_none():
    assert opened("captures-match").fixed_card == parse_card("5s")
    best = next(lesson for lesson in LESSONS if lesson.kind is LessonKind.BEST_PLAY)
    assert opened(best.id).fixed_card is None
    assert LessonSession(COURSES).fixed_card is None  # no lesson open


def test_the_opponents_hand_is_open_only_in_a_two_player_endgame_with_known_hands():
    assert opened("endgame-last-capture").opponent_hand_open
    assert not opened("captures-match").opponent_hand_open
    assert not opened("ronda-declare-first").opponent_hand_open
    assert not LessonSession(COURSES).opponent_hand_open


def test_the_answer_options_are_the_lessons_own():
    assert opened("ronda-declare-first").answer_options() == ["ronda", "no-ronda"]
    assert opened("caida-by-match").answer_options() == ["0", "2", "4"]
    assert opened("carton-from-thirty").answer_options() == []
    assert opened("captures-match").answer_options() == []


@pytest.mark.parametrize("lesson", QUESTIONS, ids=[lesson.id for lesson in QUESTIONS])
def test_submit_judges_a_question_lesson_by_its_kind(lesson):
    session = opened(lesson.id)
    answer = sorted(session.solution.correct)[0]
    if lesson.kind is LessonKind.COUNT:
        ours, _, theirs = answer.partition("-")
        feedback = session.submit(ours=ours, theirs=theirs, option="0")
        assert session.submit(ours="x", theirs="1").code is Code.UNREADABLE_COUNT
    else:
        assert answer in session.answer_options()
        feedback = session.submit(ours="8", theirs="0", option=answer)
    assert feedback.verdict is Verdict.CORRECT, feedback


def test_submit_plays_the_chosen_cards_in_a_play_lesson():
    session = opened("captures-match")
    session.toggle_table(parse_card("5c"))
    feedback = session.submit(ours="1", theirs="2", option="ronda")
    assert feedback.code is Code.CORRECT_PLAY


def test_submit_with_nothing_chosen_asks_for_an_answer():
    session = opened("ronda-declare-first")
    assert session.submit().code is Code.CHOOSE_ANSWER
    with pytest.raises(RuntimeError):
        LessonSession(COURSES).submit()


JOKER_LESSON = """
id: joker-named
ruleset: [quito+jokers]
kind: best-play
position:
  hand: "*1 2d"
  table: "3c 4c"
text:
  en:
    title: "A joker"
    prompt: "Name the joker."
    explanation: "Named a 7, it takes the 3 and the 4."
    hints: ["A sum.", "Three and four."]
"""


def test_a_named_joker_is_accepted_in_a_lesson():
    lesson = parse_lesson(JOKER_LESSON, Path("joker.yaml"))
    course = Course("jokers", Path("jokers"), {"en": "Jokers"}, {"en": ""}, (lesson,))
    session = opened("joker-named", [course])
    assert parse_card("*1") in session.position.hand
    feedback = session.type_play("*1=7 x 3c 4c")  # the hand holds *1, played as a 7
    assert feedback.verdict is Verdict.CORRECT, feedback
    assert feedback.given == "*1=7 x 3c 4c"


def test_picking_a_card_drops_the_stale_choose_a_card_prompt_but_not_a_verdict():
    best = next(lesson for lesson in LESSONS if lesson.kind is LessonKind.BEST_PLAY)
    session = opened(best.id)
    assert session.check().code is Code.CHOOSE_CARD
    session.pick_hand(session.position.hand[0])
    assert session.feedback is None, "the prompt to choose a card outlived the choice"
    session.reveal()
    session.pick_hand(session.position.hand[0])
    assert session.feedback.code is Code.SOLUTION


def test_a_capture_lesson_drops_the_prompt_once_a_table_card_is_taken():
    session = opened("captures-match")
    assert session.type_play("").verdict is Verdict.INCOMPLETE
    session.toggle_table(parse_card("5c"))
    assert session.feedback is None
