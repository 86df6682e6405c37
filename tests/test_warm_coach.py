"""The coach's answers kept between test runs (tests/support/warm_coach.py)."""

from __future__ import annotations

import pytest
from support import warm_coach
from support.warm_coach import WarmCoach, engine_digest, patches

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search import coach

POSITION = parse_position("hands: 5d Jc / 3h 4h; table: 5h Js; last: 5h")


QUESTIONS: list[object] = []


def search(position, partial, open_hands, samples, lines, choosing=False):
    """A counting stand-in for the coach's search."""
    QUESTIONS.append((position, lines))
    return ("answer", len(QUESTIONS))


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The questions searched; the coach's search is put back after the test (``install``
    stands a store in front of it)."""
    QUESTIONS.clear()
    monkeypatch.setattr(coach, "_assessed", coach._assessed)
    return QUESTIONS


def test_a_second_run_of_the_same_engine_reads_the_answer_instead_of_searching(computed, tmp_path):
    first = WarmCoach(tmp_path, search)
    first.install()
    assert first.assessed(POSITION, False, False, None, False) == ("answer", 1)
    assert first.assessed(POSITION, False, False, None, False) == ("answer", 1)
    first.write()
    second = WarmCoach(tmp_path, search)
    second.install()
    assert second.assessed(POSITION, False, False, None, False) == ("answer", 1)
    assert len(computed) == 1
    # another question is searched: the arguments are part of it
    assert second.assessed(POSITION, False, False, None, True) == ("answer", 2)
    assert second.assessed(POSITION, False, False, None, False, True) == ("answer", 3)


def test_a_changed_engine_searches_again_and_its_old_answers_are_removed(
    computed, tmp_path, monkeypatch
):
    first = WarmCoach(tmp_path, search)
    first.install()
    first.assessed(POSITION, False, False, None, False)
    first.write()
    monkeypatch.setattr(warm_coach, "engine_digest", lambda: "0123456789abcdef")
    changed = WarmCoach(tmp_path, search)
    changed.install()
    assert changed.assessed(POSITION, False, False, None, False) == ("answer", 2)
    changed.write()
    assert [path.name[:22] for path in tmp_path.glob("*.pickle")] == ["coach-0123456789abcdef"]


def test_a_damaged_file_is_removed_and_its_answers_searched_again(computed, tmp_path):
    first = WarmCoach(tmp_path, search)
    first.install()
    first.assessed(POSITION, False, False, None, False)
    first.write()
    (kept,) = tmp_path.glob("*.pickle")
    kept.write_bytes(kept.read_bytes()[:20])
    second = WarmCoach(tmp_path, search)
    second.install()
    assert not kept.exists()
    assert second.assessed(POSITION, False, False, None, False) == ("answer", 2)


def test_while_paused_an_answer_is_neither_read_nor_kept(computed, tmp_path):
    warm = WarmCoach(tmp_path, search)
    warm.install()
    warm.assessed(POSITION, False, False, None, False)
    with warm.pausing():
        assert warm.assessed(POSITION, False, False, None, False) == ("answer", 2)
        assert warm.assessed(POSITION, True, False, None, False) == ("answer", 3)
        with warm.pausing(False):  # a block inside may keep answers again, until its end
            assert warm.assessed(POSITION, True, False, None, False) == ("answer", 4)
        assert warm.paused
    assert not warm.paused
    assert len(warm.new) == 2
    assert warm.assessed(POSITION, False, False, None, False) == ("answer", 1)


def test_past_max_files_one_file_holds_them_all(computed, tmp_path):
    for hand in range(warm_coach.MAX_FILES):
        warm = WarmCoach(tmp_path, search)
        warm.install()
        warm.assessed(POSITION, False, False, hand, False)  # a new question each run
        warm.write()
    assert len(list(tmp_path.glob("*.pickle"))) == warm_coach.MAX_FILES
    last = WarmCoach(tmp_path, search)
    last.install()
    last.assessed(POSITION, True, False, None, False)
    last.write()
    assert len(list(tmp_path.glob("*.pickle"))) == 1
    again = WarmCoach(tmp_path, search)
    again.install()
    searched = len(computed)
    for hand in range(warm_coach.MAX_FILES):
        again.assessed(POSITION, False, False, hand, False)
    again.assessed(POSITION, True, False, None, False)
    assert len(computed) == searched == warm_coach.MAX_FILES + 1


def test_the_digest_changes_with_any_byte_or_name_of_the_engine(tmp_path):
    (tmp_path / "rules.py").write_text("A = 1\n")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "table.json").write_text("[1]\n")
    before = engine_digest(tmp_path)
    assert engine_digest(tmp_path) == before
    (tmp_path / "data" / "table.json").write_text("[2]\n")
    changed = engine_digest(tmp_path)
    assert changed != before
    (tmp_path / "data" / "table.json").rename(tmp_path / "data" / "other.json")
    assert engine_digest(tmp_path) not in (before, changed)


def test_a_test_that_patches_is_told_apart(request, monkeypatch):
    assert patches(request)


def test_the_locale_alone_is_no_patch(request):
    assert "english_locale" in request.fixturenames  # it uses monkeypatch, and changes no answer
    assert not patches(request)


def test_a_fixture_that_patches_counts(request, computed):
    assert patches(request)


def test_the_processes_of_a_run_share_their_answers_at_once(computed, tmp_path):
    live = tmp_path / "live"
    live.mkdir()
    first = WarmCoach(tmp_path / "kept", search, live=live)
    second = WarmCoach(tmp_path / "kept", search, live=live)
    first.install()
    second.install()
    assert first.assessed(POSITION, False, False, None, False) == ("answer", 1)
    assert second.assessed(POSITION, False, False, None, False) == ("answer", 1)  # read
    assert second.assessed(POSITION, False, False, None, True) == ("answer", 2)  # searched
    assert first.assessed(POSITION, False, False, None, True) == ("answer", 2)
    assert len(computed) == 2
    assert not second.new.keys() & first.new.keys()  # each answer is kept by one process
    assert len(list(live.glob("*.pickle"))) == 2
    # a damaged shared file is searched again
    for path in live.glob("*.pickle"):
        path.write_bytes(b"not a pickle")
    third = WarmCoach(tmp_path / "other", search, live=live)
    third.install()
    assert third.assessed(POSITION, False, False, None, False) == ("answer", 3)


def test_a_cold_run_neither_reads_nor_keeps_answers_but_shares_them(computed, tmp_path):
    kept = WarmCoach(tmp_path, search)
    kept.install()
    kept.assessed(POSITION, False, False, None, False)
    kept.write()
    live = tmp_path / "live"
    live.mkdir()
    cold = WarmCoach(tmp_path, search, keep=False, live=live)
    cold.install()
    assert cold.assessed(POSITION, False, False, None, False) == ("answer", 2)  # not read
    other = WarmCoach(tmp_path, search, keep=False, live=live)
    other.install()
    assert other.assessed(POSITION, False, False, None, False) == ("answer", 2)  # shared
    cold.write()
    assert len(list(tmp_path.glob("*.pickle"))) == 1  # only the first run's file
