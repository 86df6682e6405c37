"""The views' models without widgets: what the Lesson, Practice and Play tabs would show.

Each model is a pure function of a real controller (a lesson session, a practice, a mesa)
and a translator; these tests drive the controller and read what the model says.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play, format_play, parse_play_text
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.puzzles import load_bank
from cuarenta_tutor.tutor.feedback import Verdict
from cuarenta_tutor.tutor.lesson import LessonSession
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.practice import Mode, Practice
from cuarenta_tutor.tutor.progress import Progress
from cuarenta_tutor.tutor.selection import Selection
from cuarenta_tutor.ui import app_model, lesson_model, play_model, practice_model
from cuarenta_tutor.ui.board_model import Row

EN, DE = Translator("en"), Translator("de")
COURSES = load_courses()


def opened(lesson_id: str) -> LessonSession:
    session = LessonSession(COURSES)
    session.open(lesson_id)
    return session


# -- the Lesson tab ---------------------------------------------------------------------------
def test_the_main_button_waits_for_an_answer_then_moves_on():
    session = opened("captures-match")
    waiting = lesson_model.main_button(session, ready=False, tr=EN)
    assert (waiting.description, waiting.style, waiting.css) == ("Check", "", "ct-check")
    assert not waiting.disabled  # reachable by Tab: pressed, it says what to choose
    assert lesson_model.main_button(session, ready=True, tr=EN).style == "success"
    session.type_play(sorted(session.solution.correct)[0])
    assert session.feedback.verdict is Verdict.CORRECT
    done = lesson_model.main_button(session, ready=False, tr=EN)
    assert (done.description, done.style, done.disabled, done.css) == (
        "Next",
        "primary",
        False,
        "ct-next",
    )


def test_a_right_capture_flies_the_cards_it_takes_and_a_solution_marks_its_own():
    session = opened("captures-match")
    key = sorted(session.solution.correct)[0]
    session.type_play(key)
    board = lesson_model.lesson_board(session, EN)
    card, captured = parse_play_text(key)
    assert set(board.hand.taken) == {card, *captured}
    assert board.others is None  # not an endgame: nobody else's cards
    shown = opened("captures-match")
    shown.reveal()
    best = set(lesson_model.lesson_board(shown, EN).table.best)
    assert best
    assert best <= set(shown.position.table) | set(shown.position.hand)


def test_a_right_drop_takes_nothing_to_the_pile():
    """The walk's P1-N2: after the right drop in "Take or drop" the pile said 1 card taken."""
    session = opened("first-take-or-drop")
    before = lesson_model.lesson_board(session, EN).pile
    session.type_play("Qs")
    assert session.feedback.verdict.value == "correct"
    board = lesson_model.lesson_board(session, EN)
    assert not board.hand.taken
    assert not board.table.taken
    assert board.pile == before


def test_a_capture_lessons_own_card_is_the_only_one_to_click_until_table_cards_are_chosen():
    session = opened("first-take-or-drop")
    own = parse_card(session.lesson.play)
    assert lesson_model.lesson_board(session, EN).hand.enabled == (own,)
    session.toggle_table(session.position.table[0])
    assert lesson_model.lesson_board(session, EN).hand.enabled == ()


def test_the_first_hint_costs_a_star_and_says_so():
    session = opened("captures-match")
    hints = len(session.lesson.text("en")[0].hints)
    before = lesson_model.hint_button(session, hints, EN)
    assert before.description == "Hint (costs a star)"  # said in words, not "−★"
    assert before.tooltip == "A hint costs a star."
    assert before.shown == (hints > 0)
    assert "★★★" in lesson_model.stakes_html(session, EN)


def test_the_count_boxes_name_you_or_us_by_the_number_of_players():
    lessons = {lesson.id: lesson for course in COURSES for lesson in course.lessons}
    assert lesson_model.count_labels(lessons["carton-twenty-two"], EN) == (
        "Points for you:",
        "Points for your opponent:",
    )
    four = lessons["mistakes-declare-in-time"]
    assert lesson_model.count_labels(four, EN) == ("Points for us:", "Points for them:")


def test_typing_help_uses_the_learners_letters():
    assert "B♦" in lesson_model.typing_placeholder(DE)
    assert "B = Bube" in lesson_model.typing_help(DE)
    assert "J = jack" in lesson_model.typing_help(EN)


def test_a_count_is_ready_only_with_both_numbers():
    session = opened("carton-twenty-two")
    assert not lesson_model.ready(session, ours="8", theirs=" ", option=None)
    assert lesson_model.ready(session, ours="8", theirs="2", option=None)


# -- the Practice tab -------------------------------------------------------------------------
@dataclass
class Holder:
    progress: Progress = field(default_factory=Progress)


def play_puzzle() -> Practice:
    """Return a practice on a bank puzzle answered with a card play that has a worse one."""
    practice = Practice(Holder(), seed="m", today=lambda: date(2026, 12, 1))
    for puzzle in load_bank("quito"):
        if puzzle.answers[0] in ("ronda", "claim"):
            continue
        practice.open(puzzle)
        legal = [format_play(a) for a in legal_actions(practice.position) if isinstance(a, Play)]
        if any(key not in puzzle.answers for key in legal):
            return practice
    raise AssertionError("no puzzle with a wrong play")


def choose(practice: Practice, key: str) -> None:
    card, captured = parse_play_text(key)
    practice.pick_hand(card)
    for taken in captured:
        practice.toggle_table(taken)


def test_practice_steps_from_check_to_next_and_offers_try_again_after_a_miss():
    practice = play_puzzle()
    assert practice_model.step(practice) == "check"
    assert "retry" not in practice_model.shown_buttons(practice, "check")
    legal = [format_play(a) for a in legal_actions(practice.position) if isinstance(a, Play)]
    choose(practice, next(key for key in legal if key not in practice.puzzle.answers))
    assert practice.check().verdict is Verdict.WRONG
    shown = practice_model.shown_buttons(practice, "check")
    assert shown == ["retry", "solution", "next"]  # Try again the main action; no Check, Hint
    practice.clear()
    assert "hint" in practice_model.shown_buttons(practice, "check")  # back with the retry
    choose(practice, practice.puzzle.answers[0])
    practice.check()
    assert practice_model.step(practice) == "next"
    assert practice_model.shown_buttons(practice, "next") == ["main"]
    assert "Themes:" in practice_model.explanation_html(practice, EN)


def test_a_streak_offers_no_hint():
    practice = play_puzzle()
    assert "hint" in practice_model.shown_buttons(practice, "check")
    practice.start(Mode.STREAK)
    assert practice.puzzle is not None
    assert practice_model.step(practice) == "check"
    assert "hint" not in practice_model.shown_buttons(practice, "check")
    assert "Streak: 0" in practice_model.status_html(practice, 0, EN)


def test_a_shown_solution_marks_the_first_answers_cards_and_keeps_its_reasons_out():
    practice = play_puzzle()
    practice.reveal()
    table, hand = practice_model.practice_board(practice)
    card, captured = parse_play_text(practice.puzzle.answers[0])
    assert set(hand.best) == {card, *captured}
    assert set(table.best) == {card, *captured}
    explanation = practice_model.explanation_html(practice, EN)
    assert explanation  # the reasons are said once, under the table
    assert "ct-fb" in practice_model.verdict_html(practice, EN)


def test_an_assignment_link_says_what_it_could_not_follow():
    said = practice_model.assignment_notices_html(["nonsense"], "chess", "quito", EN)
    assert "nonsense" in said
    assert "chess" in said
    assert "‘quito’ from the rules menu instead" in said
    assert practice_model.assignment_notices_html([], "", "quito", EN) == ""


def test_the_dashboard_lists_untried_themes():
    html = practice_model.dashboard_html(Progress().practice, EN)
    assert html.count("not tried yet") >= 1
    assert "Best streak: 0" in html


def test_check_names_the_play_a_card_lesson_or_practice_will_send():
    session = opened("captures-match")  # a capture lesson: its own card, fixed
    assert lesson_model.main_button(session, ready=False, tr=EN).description == "Check"
    card = session.fixed_card
    assert card is not None
    session.pick_hand(card)
    assert lesson_model.main_button(session, ready=True, tr=EN).description == "Drop"
    session.toggle_table(session.position.table[0])
    assert lesson_model.main_button(session, ready=True, tr=EN).description == "Capture"
    assert practice_model.step_label("check", EN) == "Check"
    chosen = Selection(card, frozenset({parse_card("5h")}))
    assert practice_model.step_label("check", EN, Selection(card)) == "Drop"
    assert practice_model.step_label("check", DE, chosen) == DE.pgettext("button", "Capture")
    assert practice_model.step_label("next", EN, chosen) == "Next"


# -- the Play tab -----------------------------------------------------------------------------
TABLE_SET = (
    "rules: quito; score: 0-0; hands: 4d 5s Kc / Ac Ad Ah; table: 2c 5h 6c 7d; "
    "aside: As 2d 2h 2s 3c 3d 3h 3s 4c 4h 4s 5c 5d 6d 6h 6s 7c 7h 7s Jc Jd Jh Js "
    "Qc Qd Qh Qs Kd Kh Ks; held: - -"
)


def test_the_play_button_names_a_drop_or_a_capture():
    game = PlayGame(seed="v")
    assert play_model.play_label(game, EN) == "Play"
    hand = game.position.hands[0]
    game.pick_hand(hand[0])
    assert play_model.play_label(game, EN) == "Drop"
    table, mine = play_model.play_board(game)
    assert mine.selected == (hand[0],)
    assert not table.disabled
    game.position = parse_position(TABLE_SET)  # the learner to move, four cards on the table
    game.selection = Selection()
    game.pick_hand(parse_card("5s"))
    game.toggle_table(parse_card("5h"))
    assert play_model.play_label(game, EN) == "Capture"
    assert play_model.play_label(game, DE) not in ("Capture", "Drop", "")
    table, mine = play_model.play_board(game)
    assert set(table.selected) == {parse_card("5h")}
    assert mine.selected == (parse_card("5s"),)


def test_the_score_bars_mark_where_the_rules_change():
    notes = play_model.threshold_notes(load_ruleset("quito"), EN)
    assert notes  # quito marks at least one score before 40
    assert all(0 < at < 40 for at in notes)
    html = play_model.score_html(PlayGame(seed="v"), EN)
    assert html.count("class='ct-scoreline'") == 2
    assert html.count("class='ct-mark-line'") == 2 * len(notes)


def test_before_a_mesa_the_coach_says_only_the_notice():
    assert play_model.coach_html("", None, None, EN) == ""
    assert play_model.coach_html("Choose a card <first>", None, None, EN) == (
        "<div class='ct-hint'>Choose a card &lt;first&gt;</div>"
    )


def test_the_strengths_are_named_in_the_learners_language():
    german, english = play_model.strength_options(DE), play_model.strength_options(EN)
    assert [value for _label, value in german] == ["beginner", "club", "expert"]
    assert [value for _label, value in english] == ["beginner", "club", "expert"]
    for (de_label, _), (en_label, _) in zip(german, english, strict=True):
        assert de_label
        assert de_label != en_label, "a strength is not named in German"


# -- the app's frame and the card rows --------------------------------------------------------
def test_a_deep_link_reads_language_rules_and_the_teacher_tab():
    link = app_model.DeepLink.parse("?lang=de&rules=pagat&lesson=captures-match")
    assert (link.lang, link.rules, link.for_teachers) == ("de", "pagat", True)
    pupil = app_model.DeepLink.parse("set=03-the-run&rules=chess&lang=tlh")
    assert (pupil.lang, pupil.rules, pupil.for_teachers) == ("en", "", False)
    assert len(app_model.tab_titles(EN, for_teachers=False)) == 5
    assert len(app_model.tab_titles(EN, for_teachers=True)) == 6


def test_an_error_folds_its_details_away_and_escapes_them():
    html = app_model.error_html("<script>boom</script>", EN)
    assert "<details>" in html
    assert "&lt;script&gt;boom" in html
    assert "<script>" not in html


@pytest.mark.parametrize("enabled", [None, (), (parse_card("7h"),)])
def test_a_row_enables_only_the_cards_it_names(enabled):
    from cuarenta_tutor.ui.card_board import entries

    row = Row((parse_card("7h"), parse_card("2c")), enabled=enabled)
    disabled = [entry["disabled"] for entry in entries(row, EN, four_colour=False)]
    expected = {None: [False, False], (): [True, True]}.get(enabled, [False, True])
    assert disabled == expected
