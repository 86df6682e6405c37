"""A second question about the same position costs no second search (``coach.assess``).

The verdict after a hint, the lines after a verdict, the analysis of a move judged in the
game: each used to search the same deals again.
"""

from __future__ import annotations

import pytest
from support.puzzle_cases import bank_positions

from cuarenta_tutor.engine.search import coach, lookahead
from cuarenta_tutor.engine.search.coach import assess, forget_assessments, judge, verdict_from
from cuarenta_tutor.tutor.analysis import analyse
from cuarenta_tutor.tutor.play import PlayGame


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The positions the coach's sampled search is asked about, from an empty store on."""
    asked: list[object] = []
    real = coach.lookahead

    def counted(position, actions, **options):
        asked.append(position)
        return real(position, actions, **options)

    forget_assessments()
    monkeypatch.setattr(coach, "lookahead", counted)
    yield asked
    forget_assessments()


def test_the_same_question_is_answered_once_and_alike(searches):
    position = bank_positions(2, 1)[0]
    first = assess(position)
    assert assess(position) is first
    assert searches == [position]
    lined = assess(position, with_lines=True)  # another question: searched again, same values
    assert len(searches) == 2
    assert lined.values == first.values
    assert set(lined.lines) == set(first.values)
    forget_assessments()
    again = assess(position)
    assert len(searches) == 3
    assert again == first  # drawn from the same seed: nothing depends on the store


def test_every_argument_that_changes_the_answer_is_part_of_the_question(searches, monkeypatch):
    position = bank_positions(2, 1)[0]
    assess(position)
    assess(position, samples=4)
    monkeypatch.setattr(lookahead, "LATER_DECKS", not lookahead.LATER_DECKS)
    this_deck = assess(position)
    assert len(searches) == 3
    assert this_deck.later_decks is lookahead.LATER_DECKS


def test_the_store_keeps_the_latest_and_forgets_the_oldest(searches, monkeypatch):
    monkeypatch.setattr(coach, "REMEMBERED", 2)
    first, second, third = bank_positions(2, 3)
    for position in (first, second, third):
        assess(position, samples=2)
    assert len(searches) == 3
    assess(third, samples=2)
    assess(second, samples=2)
    assert len(searches) == 3  # both still kept
    assess(first, samples=2)
    assert searches[-1] == first  # the oldest had gone
    assert len(searches) == 4


def test_a_verdict_after_a_hint_and_the_analysis_after_it_search_no_more(searches):
    """A learner who asks a hint waits for no search after the click, nor for the analysis."""
    game = PlayGame("quito", 2, "beginner", "remembered-1", coach=True)
    position = game.position
    assert game.learners_turn
    assert position.stock  # a sampled, not an exact, verdict
    hint = game.ask_hint()
    asked = len(searches)
    assert asked >= 1
    verdict = game.act(hint.action)
    assert len(searches) == asked  # the verdict reads the hint's assessment, lines and all
    searched = len(searches)
    listing = analyse(position)
    assert len(searches) == searched  # the analysis view of that move: no search at all
    assert verdict.best in {line.action for line in listing.lines if line.loss == 0}
    assert judge(position, hint.action) == verdict
    assert len(searches) == searched


@pytest.mark.usefixtures("cold_coach")
def test_an_answer_kept_is_the_answer_given_fresh():
    position = bank_positions(4, 1)[0]
    forget_assessments()
    kept = assess(position)
    verdicts = [verdict_from(kept, action) for action in kept.values]
    forget_assessments()
    fresh = assess(position)
    assert fresh is not kept
    assert fresh == kept
    assert [verdict_from(fresh, action) for action in fresh.values] == verdicts
