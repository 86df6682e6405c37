"""The lesson session without widgets: selecting, checking, hints, solutions, rules, progress."""

import pytest

from cuarenta_tutor.engine.cards import parse_card, parse_cards
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.lessons.model import LessonKind
from cuarenta_tutor.tutor.feedback import Code, Reason, Verdict
from cuarenta_tutor.tutor.lesson import LessonSession, LessonUnavailable
from cuarenta_tutor.tutor.progress import Progress, ProgressError

COURSES = load_courses()
LESSONS = [lesson for course in COURSES for lesson in course.lessons]


@pytest.fixture
def session():
    return LessonSession(COURSES)


def test_a_capture_lesson_is_solved_by_clicking_the_right_cards(session):
    session.open("captures-match")
    assert session.selection.hand == parse_card("5s")  # the card to play is given
    session.toggle_table(parse_card("5c"))
    feedback = session.check()
    assert feedback.verdict is Verdict.CORRECT
    assert feedback.code is Code.CORRECT_PLAY
    assert session.progress.record("captures-match").solved
    assert session.progress.record("captures-match").attempts == 1


def test_a_wrong_selection_is_explained_not_just_refused(session):
    session.open("captures-match")
    session.toggle_table(parse_card("2h"))
    feedback = session.check()
    assert feedback.verdict is Verdict.ILLEGAL
    assert feedback.facts
    assert feedback.facts[0].code.value == "sum_one"
    assert not session.progress.record("captures-match").solved


def test_typed_plays_are_checked_like_clicks(session):
    session.open("captures-match")
    assert session.type_play("5s x 5c").verdict is Verdict.CORRECT
    assert session.type_play("5s x").verdict is not Verdict.CORRECT
    assert session.type_play("five of spades").code is Code.UNREADABLE_PLAY


def test_hints_come_one_by_one_and_are_recorded(session):
    lesson = LESSONS[0]
    session.open(lesson.id)
    hints = [session.hint() for _ in range(len(lesson.texts["en"].hints) + 1)]
    assert hints[:-1] == list(lesson.texts["en"].hints)
    assert hints[-1] is None
    assert session.progress.record(lesson.id).hints == len(lesson.texts["en"].hints)


def test_revealing_then_answering_does_not_count_as_solved(session):
    session.open("captures-match")
    solution = session.reveal()
    assert solution.code is Code.SOLUTION
    assert solution.answers == ("5s x 5c",)
    assert session.check().verdict is Verdict.CORRECT
    assert not session.progress.record("captures-match").solved


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_every_lesson_accepts_its_own_solution(lesson):
    session = LessonSession(COURSES)
    session.open(lesson.id)
    solution = session.reveal()
    assert solution.answers
    if lesson.kind in (LessonKind.CAPTURE, LessonKind.BEST_PLAY) and session.selection.hand:
        assert session.check().verdict is Verdict.CORRECT
    elif not lesson.kind.plays_cards:
        for answer in solution.answers:
            assert session.answer(answer).verdict is Verdict.CORRECT
        wrong = {
            LessonKind.COUNT: "99-99",
            LessonKind.DECLARE: "maybe",
            LessonKind.RULE: "none-of-these",
        }[lesson.kind]
        assert session.answer(wrong).verdict is Verdict.WRONG


def test_switching_rules_rechecks_and_says_whether_the_answer_changed(session):
    session.open("captures-match")
    assert session.set_rules("pagat").code is Code.RULES_SAME
    session.set_rules("")
    session.open("captures-sums-of-two-only")  # quito: 7 takes two cards, pagat: three too
    assert "pagat" not in session.lesson.rulesets
    with pytest.raises(LessonUnavailable):  # its words hold for its own rules alone
        session.set_rules("pagat")
    assert session.lesson is None  # closed: the map says why and offers its own rules


def test_progress_round_trips_and_damaged_data_is_refused():
    progress = Progress(learner="Ana").update("x", solved=True, attempts=3, hints=1)
    again = Progress.from_json(progress.to_json())
    assert again == progress
    for bad in (
        "",
        "{",
        '{"format": "other"}',
        '{"format": "cuarenta-tutor-progress", "version": 1, "lessons": {"x": 5}}',
    ):
        with pytest.raises(ProgressError):
            Progress.from_json(bad)


GOOD_HEAD = '{"format": "cuarenta-tutor-progress", "version": 1, '


@pytest.mark.parametrize(
    "bad",
    [
        '"lessons": {"x": {"attempts": -1}}',
        '"lessons": {"x": {"attempts": true}}',  # a flag is not a count
        '"lessons": {"x": {"attempts": 2.5}}',
        '"lessons": {"x": {"hints": 1000001}}',
        '"lessons": {"x": {"seconds": "60"}}',
        '"lessons": {"x": {"seconds": -0.5}}',
        '"lessons": {"x": {"seconds": NaN}}',
        '"lessons": {"x": {"solved": "yes"}}',
        '"lessons": {"X Y": {}}',  # not a lesson id
        '"lessons": {}, "learner": "Ana\\u001b[2J"',  # a terminal escape sequence
        '"lessons": {}, "learner": "' + "a" * 201 + '"',
        '"lessons": {}, "learner": ["Ana"]',
        '"lessons": {}, "four_colour": 1',
        '"lessons": []',
        '"lessons": {}, "version": "1"',
    ],
)
def test_progress_is_read_strictly(bad):
    with pytest.raises(ProgressError) as raised:
        Progress.from_json(GOOD_HEAD + bad + "}")
    assert raised.value.problem == "damaged"


def test_progress_within_bounds_is_read_and_too_large_is_refused():
    text = GOOD_HEAD + '"lessons": {"x": {"seconds": 12, "attempts": 1000000}}}'
    assert Progress.from_json(text).record("x").seconds == 12.0
    with pytest.raises(ProgressError) as raised:
        Progress.from_bytes(b" " * 1_000_001)
    assert raised.value.problem == "too_large"
    with pytest.raises(ProgressError) as raised:
        Progress.from_bytes(b'{"learner": "\xff"}')
    assert raised.value.problem == "damaged"  # not UTF-8


def test_next_lesson_walks_the_course_in_order(session):
    first = session.next_lesson()
    assert first == LESSONS[0].id
    session.open(first)
    assert session.next_lesson() == LESSONS[1].id


def test_selection_toggles(session):
    session.open("captures-match")
    card = parse_cards("5c")[0]
    session.toggle_table(card)
    session.toggle_table(card)
    assert session.selection.table == frozenset()


ENDGAMES = [lesson for lesson in LESSONS if lesson.kind is LessonKind.ENDGAME]


def play_best_until_over(session, choose_best=True):
    from cuarenta_tutor.engine.search import rank_plays
    from cuarenta_tutor.tutor.selection import Selection

    first = True
    while not session.run.over:
        ranking = rank_plays(session.position, "deal")
        plays = [entry.action for entry in ranking.plays]
        action = plays[0] if choose_best or not first else plays[-1]
        first = False
        session.selection = Selection(hand=action.card, table=frozenset(action.captured))
        session.check()
    return session.feedback


@pytest.mark.parametrize("lesson", ENDGAMES, ids=[lesson.id for lesson in ENDGAMES])
def test_the_endgame_trainer_plays_out_against_the_engine(lesson):
    session = LessonSession(COURSES)
    session.open(lesson.id)
    won = play_best_until_over(session)
    assert won.code is Code.ENDGAME_WON
    assert session.progress.record(lesson.id).solved
    session.clear()  # Try again restarts the position
    assert not session.run.over
    assert session.run.moves == []
    lost = play_best_until_over(session, choose_best=False)  # the worst first move
    assert lost.code is Code.ENDGAME_LOST
    assert lost.given
    assert lost.answers


def test_a_lesson_without_an_answer_under_the_rules_is_not_opened_and_names_its_own():
    session = LessonSession(COURSES, rules="pagat")
    session.open("captures-match")
    with pytest.raises(LessonUnavailable) as raised:  # quito and rigor only: no answer here
        session.open("mistakes-opponent-on-38")
    assert raised.value.elsewhere == ("quito", "rigor")
    assert "it is written for quito, rigor" in str(raised.value.reason)
    assert session.lesson.id == "captures-match"  # the session is as it was
    session.set_rules("")
    session.open("mistakes-opponent-on-38")  # under its own rules it opens
    with pytest.raises(LessonUnavailable):
        session.set_rules("pagat")
    assert session.rules == "pagat"
    assert session.lesson is None  # closed: back to the course map
    assert session.position is None


# -- stars, the way on and reasons (issue 12: items 6, 13, 14) --------------------------------
def record(session, lesson_id="captures-match"):
    return session.progress.record(lesson_id)


def test_a_first_try_without_help_earns_three_stars(session):
    session.open("captures-match")
    session.type_play("5s x 5c")
    assert (session.earned, record(session).stars) == (3, 3)


def test_a_half_right_capture_completed_after_the_feedback_is_not_a_first_try(session):
    session.open("run-seven-then-jack")
    first = session.type_play("7s x 3c 4h")  # stops at the 7: the feedback names the rest
    assert first.verdict is Verdict.ILLEGAL
    assert session.type_play("7s x 3c 4h Jd Qs Kc").verdict is Verdict.CORRECT
    assert record(session, "run-seven-then-jack").solved
    assert (session.earned, record(session, "run-seven-then-jack").stars) == (2, 2)


def test_a_hint_costs_a_star_and_the_solution_leaves_one(session):
    session.open("captures-match")
    session.hint()
    session.type_play("5s x 5c")
    assert record(session).stars == 2
    session.open("captures-match")  # a new visit cannot lose stars, only win them
    session.reveal()
    assert session.earned == 1
    assert record(session).stars == 2
    session.open("run-seven-then-jack")
    session.reveal()
    assert record(session, "run-seven-then-jack").stars == 1
    assert record(session, "run-seven-then-jack").seen_only
    session.type_play("7s x 3c 4h Jd Qs Kc")  # answered after seeing it: still one star
    assert record(session, "run-seven-then-jack").stars == 1
    assert not record(session, "run-seven-then-jack").solved


def test_an_endgame_retry_keeps_the_misses_of_the_visit(session):
    lesson = next(x for x in LESSONS if x.kind is LessonKind.ENDGAME)
    session.open(lesson.id)
    session.visit.misses = 1  # a lost run, then "Try again" lays the board out afresh
    session.clear()
    assert session.misses == 1
    assert session.run is not None
    assert not session.run.over


def test_continue_suggests_the_first_unfinished_lesson_after_the_current_one(session):
    first, second, third = session.order[:3]
    assert session.continue_lesson() == first
    session.open(first)
    session.reveal()
    assert session.continue_lesson() == second
    session.progress = session.progress.update(second, solved=True, stars=3)
    assert session.continue_lesson() == third
    session.progress = Progress(
        lessons={x: record(session, x).__class__(solved=True, stars=3) for x in session.order}
    )
    assert session.continue_lesson() is None


def answer_right(session):
    key = sorted(session.solution.correct)[0]
    return session.type_play(key) if " x " in key or len(key) == 2 else session.answer(key)


def test_the_last_lesson_of_a_course_finishes_the_course(session):
    course = COURSES[0]
    *before, last = [x.id for x in course.lessons]
    for lesson_id in before:
        session.progress = session.progress.update(lesson_id, solved=True, stars=3)
    session.open(last)
    assert answer_right(session).verdict is Verdict.CORRECT
    assert session.course_finished is course
    session.open(last)
    assert answer_right(session).verdict is Verdict.CORRECT
    assert session.course_finished is None  # finished once, not again


def test_a_wrong_number_is_told_which_way_it_is_off(session):
    session.open("carton-twenty-cards")
    feedback = session.answer("2")
    assert feedback.code is Code.WRONG_ANSWER
    assert feedback.reason is Reason.MORE
    assert not session.explanation_due()  # four choices: the answer is not given away


def test_a_lesson_with_a_nudge_points_to_its_rule_not_a_direction(session):
    # walk P1, older 24: "The answer is less than 52" left two of three options
    session.open("first-forty-cards")
    for wrong in ("36", "52"):
        feedback = session.answer(wrong)
        assert feedback.reason is Reason.NUDGE
        assert feedback.nudges["en"].startswith("Think about which cards Cuarenta takes out")
        assert feedback.nudges["es"].startswith("Piensa en qué cartas")
    assert not session.explanation_due()


def test_a_wrong_count_says_which_side_is_off(session):
    session.open("carton-twenty-two")
    assert session.answer("8-2").reason is Reason.THEIR_SIDE
    assert session.answer("6-0").reason is Reason.OUR_SIDE
    assert session.answer("6-2").reason is Reason.BOTH_SIDES


def test_a_play_thought_legal_gets_the_engines_reasons(session):
    session.open("first-numbers-and-faces")
    feedback = session.answer("yes")
    assert feedback.verdict is Verdict.WRONG
    assert feedback.facts
    assert feedback.facts[0].code.value == "face_sum"
    assert session.explanation_due()  # yes or no: now the reason is owed


def test_stars_are_kept_with_the_progress_and_old_files_still_load():
    progress = Progress().update("a", solved=True, attempts=1, stars=3)
    assert Progress.from_json(progress.to_json()).record("a").stars == 3
    old = (
        '{"format": "cuarenta-tutor-progress", "version": 1, "lessons": {'
        '"a": {"solved": true, "attempts": 1, "hints": 0, "revealed": false, "seconds": 3},'
        '"b": {"solved": true, "attempts": 4, "hints": 0, "revealed": false, "seconds": 3},'
        '"c": {"solved": false, "attempts": 0, "hints": 1, "revealed": true, "seconds": 3},'
        '"d": {"solved": false, "attempts": 2, "hints": 0, "revealed": false, "seconds": 3}}}'
    )
    loaded = Progress.from_json(old)
    assert [loaded.record(x).stars for x in "abcd"] == [3, 2, 1, 0]
    with pytest.raises(ProgressError):
        Progress.from_json(progress.to_json().replace('"stars": 3', '"stars": 7'))


def test_an_endgame_move_taken_back_is_not_a_first_try(session):
    session.open("endgame-defend-against-38")
    assert session.type_play("Kh x Kc").code is Code.ENDGAME_LOSING_MOVE
    session.take_back()
    for play in ("6s x 2h 4c", "Kh", "Jd"):  # the defence: nothing left to fall on
        session.type_play(play)
    assert session.feedback.verdict is Verdict.CORRECT
    assert record(session, "endgame-defend-against-38").stars == 2


def test_a_count_is_two_whole_numbers_and_anything_else_is_not_judged(session):
    session.open("carton-twenty-two")
    for ours, theirs in (("", "0"), ("8", ""), ("eight", "0"), ("8", "100"), ("٨", "0")):
        feedback = session.answer_count(ours, theirs)
        assert feedback.code is Code.UNREADABLE_COUNT, (ours, theirs)
    assert session.misses == 0
    assert session.progress.record("carton-twenty-two").attempts == 0
    assert session.answer_count(" 08 ", "0").verdict is Verdict.CORRECT


def test_a_play_is_chosen_only_once_the_learner_picked_something(session):
    session.open("captures-match")
    assert not session.chosen  # the lesson's own card alone is not a choice yet
    session.toggle_table(parse_card("5c"))
    assert session.chosen
    session.clear()
    assert not session.chosen
    session.pick_hand(parse_card("5s"))  # its own card: to be played alone
    assert session.chosen
    session.open("caida-drop-safely")
    assert not session.chosen
    session.pick_hand(session.position.hand[0])
    assert session.chosen


def test_a_pagat_lesson_under_quito_is_not_judged_by_quitos_count():
    """Walk P2-N1: the header's quito judged the pagat lesson's 8 wrong; now it is refused."""
    session = LessonSession(COURSES, rules="quito")
    with pytest.raises(LessonUnavailable) as raised:
        session.open("endgame-pagat-carton-on-38")
    assert raised.value.elsewhere == ("pagat",)  # the map offers its own rules
    session.set_rules("pagat")
    session.open("endgame-pagat-carton-on-38")
    assert session.ruleset == "pagat"


def test_a_lesson_opened_under_its_own_rules_leaves_the_learners_choice_alone():
    session = LessonSession(COURSES, rules="pagat")
    session.open("mistakes-opponent-on-38", rules="quito")  # one visit under the lesson's rules
    assert session.ruleset == "quito"
    assert session.rules == "pagat"  # Play, Practice and the header keep the learner's choice
    session.clear()  # starting the answer again stays under the lesson's rules
    assert session.ruleset == "quito"
    session.open("captures-match")  # the next lesson is under the learner's rules again
    assert session.ruleset == "pagat"
    with pytest.raises(LessonUnavailable):  # rules not its own are ignored: pagat applies
        session.open("mistakes-opponent-on-38", rules="cuenca")
    assert session.lesson.id == "captures-match"  # the session is as it was


def test_continue_goes_back_to_a_lesson_of_the_course_begun_and_left_unsolved(session):
    first, second, third, fourth = (x.id for x in COURSES[0].lessons[:4])
    session.open(first)
    assert session.answer("36").code is Code.WRONG_ANSWER  # tried, not solved: no star
    session.open(second)  # Next: the learner moves on and solves the second lesson
    session.reveal()
    session.progress = session.progress.update(second, solved=True, stars=3)
    assert session.continue_lesson() == first  # before the new third lesson
    session.open(first)  # in the lesson left unsolved, Continue goes on to new ones
    assert session.continue_lesson() == third
    session.open(fourth)  # a lesson begun in another course does not pull the learner away
    other = COURSES[1].lessons[0].id
    session.progress = session.progress.update(other, attempts=2)
    assert session.continue_lesson() == first
    session.progress = session.progress.update(first, solved=True, stars=2)
    assert session.continue_lesson() == COURSES[0].lessons[4].id
