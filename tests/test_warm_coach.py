"""The coach's answers kept between test runs (tests/support/warm_coach.py)."""

from __future__ import annotations

import pytest
from support import warm_coach
from support.warm_coach import WarmCoach, engine_digest, patches

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search import coach

POSITION = parse_position("hands: 5d Jc / 3h 4h; table: 5h Js; last: 5h")


QUESTIONS: list[object] = []


def search(position, partial, open_hands, samples, lines, budget=None):
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
    whole = kept.read_bytes()
    for damaged in (whole[:20], flipped(whole, len(whole) - 5), flipped(whole, 3)):
        kept.write_bytes(damaged)
        second = WarmCoach(tmp_path, search)
        second.install()
        assert not kept.exists()
        assert not second.kept


def flipped(data: bytes, index: int) -> bytes:
    """``data`` with one byte changed (a flipped bit may still unpickle, to another value)."""
    return data[:index] + bytes([data[index] ^ 0x10]) + data[index + 1 :]


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
    # a damaged shared file, or one holding another question, is searched again
    one, other = sorted(live.glob("*.pickle"))
    one_bytes, other_bytes = one.read_bytes(), other.read_bytes()
    one.write_bytes(other_bytes)  # a whole file, of the other question
    other.write_bytes(flipped(one_bytes, 40))
    third = WarmCoach(tmp_path / "other", search, live=live)
    third.install()
    assert third.assessed(POSITION, False, False, None, False) == ("answer", 3)
    assert third.assessed(POSITION, False, False, None, True) == ("answer", 4)


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


class Config:
    """What :func:`.warm_coach.live_folder` and ``is_controller`` read of pytest's config."""

    def __init__(self, worker: bool, processes: object) -> None:
        if worker:
            self.workerinput = {"workerid": "gw0"}
        self.processes = processes

    def getoption(self, name: str, default: object = None) -> object:
        return self.processes if name == "numprocesses" else default


@pytest.mark.parametrize(
    ("worker", "processes", "controller", "shares"),
    [
        (False, 2, True, False),  # -n 2: the controller makes the folder, runs no test
        (False, "auto", True, False),
        (True, None, False, True),  # a worker reads the folder's name
        (False, 0, False, False),  # -n 0, and a run without xdist: nothing shared
        (False, None, False, False),
    ],
)
def test_only_the_workers_of_a_run_share_and_only_its_controller_is_told_apart(
    worker, processes, controller, shares, tmp_path, monkeypatch
):
    monkeypatch.setenv(warm_coach.LIVE_ENV, str(tmp_path))
    config = Config(worker, processes)
    assert warm_coach.is_controller(config) is controller
    assert warm_coach.live_folder(config) == (tmp_path if shares else None)
    monkeypatch.delenv(warm_coach.LIVE_ENV)
    assert warm_coach.live_folder(config) is None
