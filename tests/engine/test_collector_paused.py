"""The search's pause of the garbage collector (``tree.collector_paused``)."""

from __future__ import annotations

import gc
import weakref

import pytest

from cuarenta_tutor.engine.game import apply, legal_actions, new_game
from cuarenta_tutor.engine.search.lookahead import lookahead
from cuarenta_tutor.engine.search.strength import engine_player
from cuarenta_tutor.engine.search.tree import collector_paused


@pytest.fixture
def collector_on():
    """Run with the collector on, and leave it as it was found."""
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


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
    assert gc.isenabled()


def test_a_cycle_made_in_a_pause_is_collected_by_the_next_full_pass(collector_on):
    class Thing:
        pass

    with collector_paused():
        first, second = Thing(), Thing()
        first.other, second.other = second, first
        gone = weakref.ref(first)
        del first, second
    assert gone() is not None  # a cycle: not freed by counting references
    gc.collect()
    assert gone() is None


def test_objects_another_party_froze_stay_frozen(collector_on):
    gc.freeze()  # as a server does before it forks
    try:
        frozen = gc.get_freeze_count()
        with collector_paused():
            made = [[number] for number in range(1000)]
        assert gc.get_freeze_count() == frozen  # theirs not put back, ours not frozen
        assert len(made) == 1000
        assert gc.isenabled()
    finally:
        gc.unfreeze()


@pytest.mark.parametrize(("players", "plies"), [(2, 3), (4, 5), (2, 15)])
def test_the_coachs_search_leaves_no_cycle_for_the_collector(collector_on, players, plies):
    """What a question leaves is freed by its references alone: promoted unscanned, nothing
    of it waits for a full pass (a bound method kept on a game and a recursive closure did)."""
    position = new_game("quito", players=players, seed="no-cycle")
    club = engine_player("club")
    for _ in range(plies):
        position, _ = apply(position, club.choose(position))
    actions = legal_actions(position)
    gc.collect()
    gc.disable()
    found = lookahead(position, actions, seed="no-cycle", with_lines=True)
    assert found.values.keys() == set(actions)
    assert gc.collect() == 0
