"""The search's pause of the garbage collector (``tree.collector_paused``)."""

from __future__ import annotations

import gc

import pytest

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
