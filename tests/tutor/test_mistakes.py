"""Mistakes from the Play tab into the review queue: proved like puzzles, reviewed like them."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import date, timedelta

import pytest

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play, format_play, parse_play_text
from cuarenta_tutor.puzzles import Puzzle, load_bank
from cuarenta_tutor.puzzles.mistakes import is_mistake_id, mistake_id, mistake_puzzle
from cuarenta_tutor.tutor.feedback import Verdict
from cuarenta_tutor.tutor.mistakes import find_mistake, keep_mistakes
from cuarenta_tutor.tutor.practice import Mode, Practice
from cuarenta_tutor.tutor.practice_record import PracticeRecord
from cuarenta_tutor.tutor.progress import MistakePosition, Progress
from cuarenta_tutor.tutor.repetition import MISTAKE, item_key

DAY = date(2026, 12, 1)
UNDECIDED = (  # 7c and 7h are best; 6s is worse by 0.0969 of caída risk, under the 0.1 margin
    "rules: quito; score: 2-20; hands: Ah 6s 7c 7h Kh / 5d 6h Jc Js; table: 2c; stock: 6c Qd "
    "Qs 3d Ac 4c 4s 7s 2s 2h 3s 4h 5h 2d Kc 7d Ks Jh 6d Ad 3c 4d 5s Kd As 5c Qc Jd 3h Qh; "
    "last: 2c; dealer: 0; turn: 0"
)
RONDA_OFFERED = (  # three aces in hand before the last round: immediate cannot value a ronda
    "rules: quito; score: 18-16; hands: Ac Ad As 2h 6d / 2d 7s Jc Jh Kd; table: 2s 5s 6c 6h "
    "6s 7d Kc; stock: 3d Kh Ks 2c Qh Ah 5h Jd 7h Qs 4d 5c 4h 5d Qd Js 7c 3c 4c Qc; "
    "captured: 3 0; capturer: 0"
)


@dataclass
class Holder:
    """Holds the progress, as the lesson session does in the app."""

    progress: Progress = field(default_factory=Progress)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.day = DAY

    def __call__(self) -> date:
        return self.day


def worse_play(puzzle: Puzzle) -> str:
    """Return a legal card play of the puzzle's position that is not one of its answers."""
    position = parse_position(puzzle.position)
    plays = [format_play(a) for a in legal_actions(position) if isinstance(a, Play)]
    return next(key for key in plays if key not in puzzle.answers)


def bank_puzzle(criterion: str) -> Puzzle:
    """Return a bank puzzle under ``criterion`` answered by a card play, with a worse one."""
    return next(
        puzzle
        for puzzle in load_bank("quito")
        if puzzle.criterion == criterion
        and puzzle.answers[0] not in ("ronda", "claim")
        and any(
            isinstance(a, Play) and format_play(a) not in puzzle.answers
            for a in legal_actions(parse_position(puzzle.position))
        )
    )


def mistake(puzzle: Puzzle, played: str | None = None) -> MistakePosition:
    """Return the Play tab's record of ``played`` (a worse play) in the puzzle's position."""
    return MistakePosition(
        puzzle.position, played or worse_play(puzzle), puzzle.answers[0], "mistake"
    )


@pytest.mark.parametrize("criterion", ["deal", "immediate"])
def test_a_proved_mistake_is_a_puzzle_with_the_generators_answers(criterion):
    puzzle = bank_puzzle(criterion)
    entry = mistake(puzzle)
    found = mistake_puzzle(entry.position, entry.played)
    assert found is not None
    assert found.answers == puzzle.answers  # the same proof as the generator's
    assert found.criterion == criterion
    assert found.themes == puzzle.themes
    assert found.id == mistake_id(puzzle.position)
    assert is_mistake_id(found.id)
    assert not is_mistake_id(puzzle.id)


def test_what_the_proof_cannot_confirm_is_no_puzzle():
    puzzle = bank_puzzle("immediate")
    assert mistake_puzzle(puzzle.position, puzzle.answers[0]) is None  # the best play
    assert mistake_puzzle(UNDECIDED, "6s") is None  # worse, but by less than the margin
    assert mistake_puzzle(RONDA_OFFERED, "2h") is None  # not provable under immediate
    assert mistake_puzzle("rules: quito; nonsense", "2h") is None  # unreadable
    assert mistake_puzzle(puzzle.position, "x x x") is None


def test_proved_mistakes_enter_the_queue_due_tomorrow_and_the_rest_are_only_kept():
    proved = mistake(bank_puzzle("immediate"))
    unproved = MistakePosition(UNDECIDED, "6s", "7c", "mistake")
    progress, queued = keep_mistakes(Progress(), [proved, unproved], DAY)
    assert queued == 1
    assert progress.mistakes == (proved, unproved)  # both kept for the record
    key = item_key(MISTAKE, mistake_id(proved.position))
    assert list(progress.practice.repetition.items) == [key]
    assert progress.practice.repetition.due(DAY) == []
    assert progress.practice.repetition.due(DAY + timedelta(days=1)) == [key]
    again = Progress.from_json(progress.to_json())  # saved and loaded with the progress
    assert again.practice.repetition == progress.practice.repetition


def test_a_due_mistake_is_shown_and_checked_in_review_like_a_puzzle():
    puzzle = bank_puzzle("immediate")
    progress, _ = keep_mistakes(Progress(), [mistake(puzzle)], DAY)
    clock, holder = Clock(), Holder(progress)
    practice = Practice(holder, today=clock)
    assert practice.start(Mode.REVIEW) is None  # not due today
    clock.day += timedelta(days=1)
    assert practice.due_mistakes() == [mistake_id(puzzle.position)]
    shown = practice.start(Mode.REVIEW)
    assert shown is not None
    assert shown.id == mistake_id(puzzle.position)
    card, captured = parse_play_text(worse_play(puzzle))
    practice.pick_hand(card)
    for taken in captured:
        practice.toggle_table(taken)
    assert practice.check().verdict is Verdict.WRONG
    key = item_key(MISTAKE, shown.id)
    assert holder.progress.practice.repetition.items[key].due == clock.day + timedelta(days=1)
    clock.day += timedelta(days=1)
    practice.start(Mode.REVIEW)
    card, captured = parse_play_text(puzzle.answers[0])
    practice.pick_hand(card)
    for taken in captured:
        practice.toggle_table(taken)
    assert practice.check().verdict is Verdict.CORRECT
    item = holder.progress.practice.repetition.items[key]
    assert (item.step, item.due) == (1, clock.day + timedelta(days=3))  # one rung up
    assert holder.progress.practice.learner == PracticeRecord().learner  # review is unrated
    assert practice.next() is None  # nothing else is due


def test_a_mistake_whose_position_is_no_longer_kept_leaves_the_queue():
    proved = mistake(bank_puzzle("immediate"))
    progress, _ = keep_mistakes(Progress(), [proved], DAY)
    forgotten = replace(progress, mistakes=())  # only the newest positions are kept
    assert find_mistake(forgotten, mistake_id(proved.position)) is None
    progress, queued = keep_mistakes(forgotten, [], DAY)
    assert (queued, progress.practice.repetition.items) == (0, {})
