"""Ratings, the review ladder, Streak, the next puzzle and the dashboard: pure units."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from cuarenta_tutor.puzzles import Puzzle, load_bank
from cuarenta_tutor.tutor.dashboard import dashboard
from cuarenta_tutor.tutor.glicko import Rating, rate, rate_attempt
from cuarenta_tutor.tutor.next_puzzle import choose_puzzle
from cuarenta_tutor.tutor.practice_record import (
    HINT_SCORE,
    LEARNER_START,
    PracticeRecord,
    attempt_score,
)
from cuarenta_tutor.tutor.progress import Progress, ProgressError
from cuarenta_tutor.tutor.repetition import LADDER, RepetitionQueue, item_key
from cuarenta_tutor.tutor.streak import START, STEP, Streak

DAY = date(2026, 12, 1)


def puzzle(number: int, rating: int, themes: tuple[str, ...] = ("caida",)) -> Puzzle:
    """Return a made-up puzzle record (only its id, rating and themes matter here)."""
    return Puzzle(
        id=f"quito-2p-{number:05d}",
        rules="quito",
        players=2,
        position="",
        answers=("7s",),
        criterion="immediate",
        margin=1,
        by="points",
        themes=themes,
        rating=rating,
        beginner="7s",
    )


# -- Glicko-2 -------------------------------------------------------------------------------
def test_glicko2_matches_glickmans_worked_example() -> None:
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = rate(player, games)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_solve_raises_the_learner_and_lowers_the_puzzle_and_a_miss_the_opposite() -> None:
    learner, hard = Rating(1200, 350), Rating(1600, 200)
    up, down = rate_attempt(learner, hard, 1.0)
    assert up.rating > learner.rating
    assert down.rating < hard.rating
    worse, harder = rate_attempt(learner, hard, 0.0)
    assert worse.rating < learner.rating
    assert harder.rating > hard.rating
    assert up.deviation < learner.deviation  # one result is already information


def test_a_hint_counts_against_the_learner() -> None:
    learner, item = Rating(1200, 150), Rating(1200, 200)
    clean = rate_attempt(learner, item, attempt_score(correct=True, hints=0, revealed=False))
    hinted = rate_attempt(learner, item, attempt_score(correct=True, hints=1, revealed=False))
    shown = rate_attempt(learner, item, attempt_score(correct=True, hints=0, revealed=True))
    assert clean[0].rating > hinted[0].rating > shown[0].rating
    assert attempt_score(correct=True, hints=3, revealed=False) == HINT_SCORE
    assert attempt_score(correct=False, hints=0, revealed=False) == 0.0


def test_beating_an_easier_puzzle_gains_less_than_beating_a_harder_one() -> None:
    learner = Rating(1200, 100)
    easy = rate_attempt(learner, Rating(900, 100), 1.0)[0].rating
    hard = rate_attempt(learner, Rating(1500, 100), 1.0)[0].rating
    assert learner.rating < easy < hard


# -- the review ladder (a fake clock: the days are passed in) --------------------------------
def test_a_miss_is_due_the_next_day_and_climbs_the_ladder_when_solved_on_time() -> None:
    key = item_key("puzzle", "quito-2p-00001")
    queue = RepetitionQueue().missed(key, DAY)
    assert queue.due(DAY) == []
    assert queue.due(DAY + timedelta(days=1)) == [key]
    day = DAY + timedelta(days=1)
    for gap in LADDER[1:]:
        queue = queue.solved(key, day)
        assert queue.due(day + timedelta(days=gap - 1)) == []
        day += timedelta(days=gap)
        assert queue.due(day) == [key]
    queue = queue.solved(key, day)
    assert key not in queue.items  # after 21 days solved once more: learnt


def test_a_miss_sends_the_item_back_to_the_first_rung() -> None:
    key = item_key("lesson", "caida-basics")
    queue = RepetitionQueue().missed(key, DAY).solved(key, DAY + timedelta(days=1))
    assert queue.items[key].step == 1
    later = DAY + timedelta(days=4)
    queue = queue.missed(key, later)
    assert queue.items[key].step == 0
    assert queue.items[key].due == later + timedelta(days=1)


def test_solving_before_the_due_day_does_not_move_the_item() -> None:
    key = item_key("puzzle", "quito-2p-00002")
    queue = RepetitionQueue().missed(key, DAY)
    assert queue.solved(key, DAY) == queue
    assert RepetitionQueue().solved(key, DAY) == RepetitionQueue()


def test_the_longest_overdue_comes_first() -> None:
    first, second = item_key("puzzle", "a-1"), item_key("lesson", "b-2")
    queue = RepetitionQueue().missed(second, DAY + timedelta(days=2)).missed(first, DAY)
    assert queue.due(DAY + timedelta(days=10)) == [first, second]
    with pytest.raises(ValueError, match="review"):
        item_key("chica", "x")


# -- Streak ---------------------------------------------------------------------------------
def test_streak_rises_ends_at_the_first_miss_and_keeps_the_best() -> None:
    run = Streak()
    assert run.target == START
    run = run.won("a").won("b").won("c")
    assert run.count == 3
    assert run.target == START + 3 * STEP
    assert run.best == 3
    run = run.lost()
    assert run.over
    assert run.won("d").count == 3
    again = run.restart().won("e")
    assert again.count == 1
    assert again.best == 3
    assert not again.over


# -- the next puzzle ------------------------------------------------------------------------
BANK = [
    puzzle(n, 800 + 20 * n, ("caida",) if n % 2 else ("limpia", "best-capture"))
    for n in range(1, 61)
]


def test_the_choice_is_near_the_rating_on_the_themes_and_repeatable() -> None:
    chosen = choose_puzzle(BANK, target=1400, seed="s1", themes=["limpia"])
    assert chosen is not None
    assert "limpia" in chosen.themes
    assert abs(chosen.rating - 1400) <= 20 * 12 * 2  # among the twelve nearest of its theme
    assert choose_puzzle(BANK, target=1400, seed="s1", themes=["limpia"]) == chosen
    seeds = {choose_puzzle(BANK, target=1400, seed=str(s)) for s in range(40)}
    assert len(seeds) > 1  # a little variety among the nearest
    assert choose_puzzle(BANK, target=1400, seed="s", themes=["rule-38"]) is None


def test_recent_puzzles_are_never_repeated_while_others_fit() -> None:
    recent: list[str] = []
    for turn in range(30):
        chosen = choose_puzzle(BANK, target=1000, seed=f"t{turn}", themes=["caida"], recent=recent)
        assert chosen is not None
        assert chosen.id not in recent
        recent.append(chosen.id)
    # every caida puzzle played: the one played longest ago comes back first
    assert (
        choose_puzzle(BANK, target=1000, seed="x", themes=["caida"], recent=recent).id
        == (recent[0])
    )


def test_a_played_puzzle_is_chosen_only_when_nothing_new_is_near() -> None:
    near = [p for p in BANK if abs(p.rating - 1000) <= 100]
    chosen = choose_puzzle(BANK, target=1000, seed="p", played={p.id for p in near})
    assert chosen is not None
    assert chosen not in near


def test_the_shipped_bank_gives_a_puzzle_of_the_ruleset() -> None:
    bank = load_bank("quito")
    chosen = choose_puzzle(bank, target=LEARNER_START.rating, seed="0")
    assert chosen is not None
    assert chosen.rules == "quito"


# -- the practice record and the dashboard --------------------------------------------------
def test_a_rated_attempt_moves_every_rating_and_queues_a_miss() -> None:
    hard = puzzle(1, 1500, ("caida", "limpia"))
    record = PracticeRecord().rated(hard, 0.0, DAY)
    assert record.learner.rating.rating < LEARNER_START.rating
    assert record.learner.attempts == 1
    assert record.learner.solved == 0
    assert record.puzzle_rating(hard).rating > 1500
    assert set(record.themes) == {"caida", "limpia"}
    assert record.repetition.due(DAY + timedelta(days=1)) == [item_key("puzzle", hard.id)]
    assert record.recent == (hard.id,)
    solved = record.rated(puzzle(2, 900), 1.0, DAY)
    assert solved.learner.solved == 1
    assert len(solved.repetition.items) == 1


def test_the_dashboard_lists_the_weakest_theme_first_then_the_untried() -> None:
    record = PracticeRecord()
    for n in range(4):
        record = record.rated(puzzle(n, 1200, ("caida",)), 1.0, DAY)
        record = record.rated(puzzle(10 + n, 1200, ("limpia",)), 0.0, DAY)
    rows = dashboard(record)
    assert [row.theme for row in rows[:2]] == ["limpia", "caida"]
    assert rows[0].success_rate == 0.0
    assert rows[1].success_rate == 1.0
    assert rows[0].rating is not None
    assert rows[0].rating < rows[1].rating
    assert all(row.attempts == 0 and row.rating is None for row in rows[2:])
    assert len(rows) == 12


def test_practice_survives_the_progress_file_and_old_files_still_load() -> None:
    record = PracticeRecord().rated(puzzle(1, 1300), 0.0, DAY).streak_ended(7)
    record = record.rescheduled(item_key("lesson", "caida-basics"), False, DAY)
    again = Progress.from_json(Progress(practice=record).to_json())
    assert again.practice == record
    old = {"format": "cuarenta-tutor-progress", "version": 1, "lessons": {}}
    assert Progress.from_json(json.dumps(old)).practice == PracticeRecord()


@pytest.mark.parametrize(
    ("practice", "says"),
    [
        ([], "not an object"),
        ({"learner": [1200, 350, 0.06, 1, 2]}, "solved more often"),
        ({"learner": [9e9, 350, 0.06, 0, 0]}, "out of range"),
        ({"themes": {"Caída!": [1200, 350, 0.06, 0, 0]}}, "not an id"),
        ({"review": {"puzzle:q-1": [9, "2026-12-01"]}}, "rung"),
        ({"review": {"puzzle:q-1": [0, "tomorrow"]}}, "not a date"),
        ({"review": {"chica:q-1": [0, "2026-12-01"]}}, "puzzle, lesson or mistake"),
        ({"recent": ["x"] * 101}, "recent"),
        ({"best_streak": -1}, "best streak"),
    ],
)
def test_damaged_practice_data_is_refused_with_a_reason(practice: object, says: str) -> None:
    text = json.dumps(
        {"format": "cuarenta-tutor-progress", "version": 1, "lessons": {}, "practice": practice}
    )
    with pytest.raises(ProgressError, match=says):
        Progress.from_json(text)


def test_the_test_clock_is_read_from_the_file_named_in_the_environment(
    tmp_path, monkeypatch
) -> None:
    from cuarenta_tutor.tutor import clock

    monkeypatch.delenv(clock.CLOCK_FILE, raising=False)
    assert clock.today() == date.today()
    path = tmp_path / "today"
    path.write_text("2031-02-03\n")
    monkeypatch.setenv(clock.CLOCK_FILE, str(path))
    assert clock.today() == date(2031, 2, 3)
    path.write_text("not a day")
    assert clock.today() == date.today()


def test_a_learner_who_never_practised_writes_the_file_as_before() -> None:
    assert "practice" not in Progress(learner="Ana").to_json()
    record = PracticeRecord().streak_ended(1)
    assert '"practice"' in Progress(practice=record).to_json()
