"""The practice controller over the shipped bank: judged by the engine, rated, reviewed."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta

import pytest

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.plays import Play, format_play, parse_play_text
from cuarenta_tutor.puzzles import Puzzle, load_bank
from cuarenta_tutor.tutor.feedback import Verdict
from cuarenta_tutor.tutor.practice import Mode, Practice
from cuarenta_tutor.tutor.practice_record import LEARNER_START
from cuarenta_tutor.tutor.progress import Progress
from cuarenta_tutor.tutor.review import item_key


@dataclass
class Holder:
    """Holds the progress, as the lesson session does in the app."""

    progress: Progress = field(default_factory=Progress)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.day = date(2026, 12, 1)

    def __call__(self) -> date:
        return self.day


def play_puzzles() -> list[Puzzle]:
    """Return the bank's puzzles whose first answer is a card play with a worse legal play."""
    return [
        p
        for p in load_bank("quito")
        if p.answers[0] not in ("ronda", "claim") and len(legal_plays(p)) > len(p.answers)
    ]


def legal_plays(puzzle: Puzzle) -> list[str]:
    from cuarenta_tutor.engine.notation import parse_position

    position = parse_position(puzzle.position)
    return [format_play(a) for a in legal_actions(position) if isinstance(a, Play)]


def select(practice: Practice, key: str) -> None:
    card, captured = parse_play_text(key)
    practice.pick_hand(card)
    for taken in captured:
        practice.toggle_table(taken)


def answer_right(practice: Practice) -> None:
    assert practice.puzzle is not None
    select(practice, practice.puzzle.answers[0])
    assert practice.check().verdict is Verdict.CORRECT


def answer_wrong(practice: Practice) -> str:
    assert practice.puzzle is not None
    wrong = next(k for k in legal_plays(practice.puzzle) if k not in practice.puzzle.answers)
    select(practice, wrong)
    assert practice.check().verdict is Verdict.WRONG
    return wrong


def test_a_proved_answer_is_right_and_raises_the_rating() -> None:
    holder = Holder()
    practice = Practice(holder, seed="a", today=Clock())
    puzzle = play_puzzles()[0]
    practice.open(puzzle)
    answer_right(practice)
    record = holder.progress.practice
    assert record.learner.rating.rating > LEARNER_START.rating
    assert record.learner.solved == 1
    assert practice.solved
    assert record.recent == (puzzle.id,)
    assert not record.review.items


def test_a_worse_legal_play_is_wrong_queued_and_found_in_review_the_next_day() -> None:
    holder, clock = Holder(), Clock()
    practice = Practice(holder, seed="b", today=clock)
    puzzle = play_puzzles()[1]
    practice.open(puzzle)
    answer_wrong(practice)
    assert holder.progress.practice.learner.rating.rating < LEARNER_START.rating
    assert practice.due_count() == 0
    practice.clear()
    answer_right(practice)  # a retry: right, but the result stays a miss
    assert holder.progress.practice.learner.solved == 0
    clock.day += timedelta(days=1)
    assert practice.due_puzzles() == [puzzle.id]
    assert practice.start(Mode.REVIEW) == puzzle
    answer_right(practice)
    item = holder.progress.practice.review.items[item_key("puzzle", puzzle.id)]
    assert item.step == 1
    assert item.due == clock.day + timedelta(days=3)
    assert practice.next() is None  # nothing else due
    assert holder.progress.practice.learner.attempts == 1  # reviews are not rated


def test_an_illegal_play_is_explained_and_not_counted() -> None:
    holder = Holder()
    practice = Practice(holder, today=Clock())
    puzzle = play_puzzles()[2]
    practice.open(puzzle)
    assert practice.check().verdict is Verdict.INCOMPLETE
    position = practice.position
    assert position is not None
    card = position.hand[0]
    practice.pick_hand(card)
    for taken in position.table:
        practice.toggle_table(taken)
    feedback = practice.check()
    if feedback.verdict is Verdict.ILLEGAL:
        assert not practice.decided
        assert holder.progress.practice.learner.attempts == 0
    else:  # taking the whole table happened to be legal with this card
        assert practice.decided


def test_a_hint_and_the_solution_count_against_the_learner() -> None:
    puzzle = play_puzzles()[3]
    ratings = []
    for help_wanted in ("none", "hint", "solution"):
        holder = Holder()
        practice = Practice(holder, today=Clock())
        practice.open(puzzle)
        if help_wanted == "hint":
            assert practice.hint(available=2) == 1
        if help_wanted == "solution":
            assert practice.reveal().verdict is Verdict.SOLUTION
            assert practice.selection.hand is not None  # the answer is shown on the cards
        else:
            answer_right(practice)
        ratings.append(holder.progress.practice.learner.rating.rating)
    assert ratings[0] > ratings[1] > ratings[2]


def test_the_next_puzzle_is_near_the_rating_on_the_themes_and_repeatable() -> None:
    sequences = []
    for _ in range(2):
        practice = Practice(Holder(), seed="same", themes=["caida"], today=Clock())
        ids = []
        for _ in range(5):
            puzzle = practice.next()
            assert puzzle is not None
            assert "caida" in puzzle.themes
            ids.append(puzzle.id)
            practice.reveal()
        sequences.append(ids)
    assert sequences[0] == sequences[1]
    assert len(set(sequences[0])) == 5  # played puzzles are not served again


def test_streak_rises_until_the_first_miss_and_keeps_the_best() -> None:
    holder = Holder()
    practice = Practice(holder, seed="s", today=Clock())
    practice.start(Mode.STREAK)
    ratings = []
    for _ in range(3):
        puzzle = practice.puzzle
        assert puzzle is not None
        ratings.append(puzzle.rating)
        if puzzle.answers[0] in ("ronda", "claim"):
            assert practice.act(puzzle.answers[0]).verdict is Verdict.CORRECT
        else:
            answer_right(practice)
        practice.next()
    assert practice.streak.count == 3
    assert holder.progress.practice.best_streak == 3
    assert holder.progress.practice.learner.attempts == 0  # Streak is unrated
    assert practice.hint(available=2) == 0  # no hints in Streak
    practice.reveal()
    assert practice.streak.over
    assert practice.next() is None
    practice.start(Mode.STREAK)
    assert practice.streak.count == 0
    assert practice.streak.best == 3


@pytest.mark.parametrize("rules", ["quito", "pagat"])
def test_every_rules_bank_opens(rules: str) -> None:
    practice = Practice(Holder(), rules=rules, today=Clock())
    puzzle = practice.next()
    assert puzzle is not None
    assert puzzle.rules == rules


def lesson_session():
    from cuarenta_tutor.engine.cards import parse_card
    from cuarenta_tutor.lessons.course import load_courses
    from cuarenta_tutor.tutor.session import Session

    session = Session(load_courses(validate=False))
    session.open("captures-match")

    def solve() -> None:
        session.pick_hand(parse_card("5s"))
        session.toggle_table(parse_card("5c"))
        assert session.check().verdict is Verdict.CORRECT

    return session, solve


def test_a_lesson_solved_after_a_hint_or_the_solution_enters_the_review_queue() -> None:
    key = item_key("lesson", "captures-match")
    session, solve = lesson_session()
    solve()
    assert key not in session.progress.practice.review.items  # solved on its own
    session.open("captures-match")
    session.hint()
    solve()
    assert key in session.progress.practice.review.items
    session, _ = lesson_session()
    session.reveal()
    assert key in session.progress.practice.review.items
