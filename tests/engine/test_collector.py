"""The search's pause of the garbage collector and its promotion (``search.collector``)."""

from __future__ import annotations

import gc
import sys
import sysconfig
import weakref

import pytest

from cuarenta_tutor.engine.cards import parse_cards
from cuarenta_tutor.engine.game import apply, legal_actions, new_game
from cuarenta_tutor.engine.plays import bases
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.search import collector
from cuarenta_tutor.engine.search.coach import judge
from cuarenta_tutor.engine.search.collector import collector_paused
from cuarenta_tutor.engine.search.lookahead import lookahead
from cuarenta_tutor.engine.search.moves import sum_combinations
from cuarenta_tutor.engine.search.strength import engine_player


@pytest.fixture
def collector_on(monkeypatch):
    """Run with the collector on and a fresh count of promotions; leave it as it was found."""
    was = gc.isenabled()
    gc.enable()
    monkeypatch.setattr(collector, "_promotions", collector._Promotions())
    yield
    (gc.enable if was else gc.disable)()


@pytest.fixture
def passes():
    """The generations of the collector's passes while the test runs."""
    seen: list[int] = []

    def note(phase: str, info: dict) -> None:
        if phase == "start":
            seen.append(info["generation"])

    gc.callbacks.append(note)
    yield seen
    gc.callbacks.remove(note)


class Thing:
    """An object that can be part of a cycle and be watched by a weak reference."""


def cycle() -> weakref.ref:
    """Make two objects that refer to each other, drop them; return a weak reference to one."""
    first, second = Thing(), Thing()
    first.other, second.other = second, first
    return weakref.ref(first)


def test_nested_pauses_keep_the_collector_off_until_the_outermost_ends(collector_on):
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the inner pause found it off and leaves it off
    assert gc.isenabled()


def test_a_collector_off_before_stays_off_and_an_error_still_restores(collector_on):
    gc.disable()
    with collector_paused():
        pass
    assert not gc.isenabled()
    gc.enable()
    with pytest.raises(ValueError, match="inside"), collector_paused():
        raise ValueError("inside")
    assert gc.isenabled()


@pytest.mark.skipif(not collector.PROMOTES, reason="this Python's collector is not promoted")
def test_what_a_pause_kept_joins_the_oldest_generation_unscanned(collector_on, passes):
    gc.collect()
    passes.clear()
    with collector_paused():
        kept = [[number] for number in range(50_000)]  # as the shared listings of moves
    after = [[number] for number in range(100)]  # allocations after the pause start no pass
    assert passes == []
    oldest = {id(thing) for thing in gc.get_objects(generation=2)}
    assert id(kept[0]) in oldest
    assert id(kept[-1]) in oldest
    assert gc.get_count()[0] < len(after) + 50


@pytest.mark.skipif(not collector.PROMOTES, reason="this Python's collector is not promoted")
def test_a_cycle_promoted_waits_for_a_full_pass(collector_on):
    with collector_paused():
        gone = cycle()
    gc.collect(1)  # the young generations' pass no longer sees it
    assert gone() is not None
    gc.collect()
    assert gone() is None


@pytest.mark.skipif(not collector.PROMOTES, reason="this Python's collector is not promoted")
def test_every_so_many_pauses_one_ends_with_a_full_pass(collector_on, passes, monkeypatch):
    monkeypatch.setattr(collector, "FULL_PASS_EVERY", 2)
    gone = cycle()  # another party's garbage, made between two questions
    for question in range(3):
        passes.clear()
        with collector_paused():
            kept = [[number] for number in range(1000)]
        assert len(kept) == 1000
        if question < 2:  # promoted, the cycle with the rest
            assert 2 not in passes
            assert gone() is not None
    assert 2 in passes  # the third: a full pass instead of promoting
    assert gone() is None
    assert collector._promotions.since_full == 0


@pytest.mark.skipif(not collector.PROMOTES, reason="this Python's collector is not promoted")
def test_full_passes_take_no_more_than_their_share_of_the_time(collector_on, passes, monkeypatch):
    monkeypatch.setattr(collector, "FULL_PASS_EVERY", 0)
    monkeypatch.setattr(collector, "FULL_PASS_SHARE", 1e-9)  # the next one, ages later
    with collector_paused():
        pass
    assert 2 in passes
    assert collector._promotions.next_full > 1e6
    passes.clear()
    gone = cycle()
    for _ in range(3):  # every one asks for a full pass; the share forbids it
        with collector_paused():
            pass
    assert 2 not in passes
    assert gone() is not None  # promoted instead, waiting


@pytest.mark.skipif(
    sys.implementation.name != "cpython"
    or not (3, 11) <= sys.version_info < (3, 14)
    or bool(sysconfig.get_config_var("Py_GIL_DISABLED")),
    reason="promotion is for CPython 3.11-3.13 with the global lock",
)
def test_cpython_with_its_lock_before_3_14_promotes():
    assert collector.PROMOTES  # else the promotion's tests above would only be skipped


@pytest.mark.skipif(not collector.PROMOTES, reason="this Python's collector is not promoted")
def test_objects_another_party_froze_stay_frozen(collector_on):
    gc.freeze()  # as a server does before it forks
    try:
        frozen = gc.get_freeze_count()
        assert frozen > 100  # the whole heap: a thaw below would leave none
        with collector_paused():
            made = [[number] for number in range(1000)]
        assert len(made) == 1000
        # Theirs not put back (a thaw leaves none frozen), ours not frozen (a freeze would add
        # the thousand lists and more). The count may fall a little meanwhile: a frozen object
        # freed by another thread leaves it (a worker runs xdist's and some asyncio threads).
        assert frozen - 100 <= gc.get_freeze_count() <= frozen
        assert collector._promotions.others_froze  # and not asked again in this process
        assert gc.isenabled()
    finally:
        gc.unfreeze()


def test_without_promotion_the_collector_runs_as_python_schedules_it(
    collector_on, passes, monkeypatch
):
    monkeypatch.setattr(collector, "PROMOTES", False)
    gc.collect()
    passes.clear()
    with collector_paused():
        kept = [[number] for number in range(50_000)]
    _ = [[number] for number in range(100)]
    assert len(kept) == 50_000
    assert passes  # the first allocations after the pause start a pass (the young one)
    assert gc.get_freeze_count() == 0


def project_garbage(make) -> list[str]:
    """Return the package's objects that ``make()`` leaves as garbage only a pass can free.

    What the process held before is frozen meanwhile, its garbage with it: the pass after
    ``make()`` scans only what ``make()`` made, not the million objects of a test process
    (two full passes over them took most of these tests' second). So a cycle through an
    object made before ``make()`` is not found, only cycles among what ``make()`` made (the
    bound method kept on a game, the recursive closure). The thaw leaves every object of the
    process in the oldest generation, as the search's own pause does. The collector is off
    here, so that pause does not promote (it promotes only a collector that was on).
    """
    assert gc.get_freeze_count() == 0  # nothing another party froze would be thawed
    gc.disable()
    gc.freeze()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        make()
        gc.collect()
        return sorted(
            {
                f"{type(thing).__module__}.{type(thing).__qualname__}"
                if type(thing).__module__.startswith("cuarenta_tutor")
                else f"{thing.__module__}.{thing.__qualname__}"
                for thing in gc.garbage
                if type(thing).__module__.startswith("cuarenta_tutor")
                or str(getattr(thing, "__module__", "")).startswith("cuarenta_tutor")
            }
        )
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.unfreeze()


@pytest.mark.parametrize(("players", "plies"), [(2, 3), (4, 5), (2, 15)])
def test_the_coachs_search_leaves_no_cycle_for_the_collector(collector_on, players, plies):
    """What a question leaves is freed by its references alone (a bound method kept on a
    game and a recursive closure were cycles: with promotion they waited for a full pass)."""
    position = new_game("quito", players=players, seed="no-cycle")
    club = engine_player("club")
    for _ in range(plies):
        position, _ = apply(position, club.choose(position))
    actions = legal_actions(position)

    def ask() -> None:
        found = lookahead(position, actions, seed="no-cycle", with_lines=True)
        assert found.values.keys() == set(actions)
        judge(position, actions[-1])

    assert project_garbage(ask) == []


def test_the_sums_leave_no_cycle(collector_on):
    quito = load_ruleset("quito")
    table = parse_cards("As 2h 3c 4d 5s")

    def sums() -> None:
        assert sum_combinations(7, 0)
        assert bases(quito, table, parse_cards("7h")[0])

    assert project_garbage(sums) == []


@pytest.mark.skipif(not collector.PROMOTES, reason="this Python's collector is not promoted")
def test_an_interrupt_in_the_full_pass_leaves_the_collector_on(collector_on, monkeypatch):
    monkeypatch.setattr(collector, "FULL_PASS_EVERY", 0)

    def interrupted(generation: int = 2) -> int:
        raise KeyboardInterrupt  # Jupyter's "Interrupt the kernel" during the pass

    monkeypatch.setattr(gc, "collect", interrupted)
    with pytest.raises(KeyboardInterrupt), collector_paused():
        pass
    assert gc.isenabled()
    assert gc.get_freeze_count() == 0
