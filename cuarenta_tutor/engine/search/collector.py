"""The search's pause of the garbage collector, and what the search keeps moved past its scans.

A search allocates millions of small objects that hold no cycles (the nodes, the table's
entries, the listings of moves the shared move table keeps): the collector's passes over
them would double its time, so :func:`collector_paused` turns it off meanwhile.

What the searches of a question keep (the shared listings, from a few hundred to some
hundred thousand objects) would then be scanned by the first allocation after the pause,
and again by each older generation's pass: 9–11 % of the coach's processor time with two
players here, 11–15 % with four (``benchmarks/collector.log``). So the pause ends by moving
every tracked object of the process to the oldest generation unscanned
(:func:`promoted_unscanned`), with a full pass in its place after every hundred such
pauses or more, so that the cycles other code leaves (a kernel's, the widgets') are still
collected.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass


def _promotes() -> bool:
    """Whether this interpreter's collector is promoted (:data:`PROMOTES`)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 14):
        return False
    if sys.version_info < (3, 13):
        return True
    import sysconfig  # 3.13 may be free-threaded: a few milliseconds, only there

    return not sysconfig.get_config_var("Py_GIL_DISABLED")


PROMOTES = _promotes()
"""Whether a pause ends by promoting: CPython 3.11–3.13 with its global lock, whose
collector is generational (measured on 3.11; the static site's Pyodide 0.29 runs 3.13).
From 3.14 the collector is incremental and a free-threaded build has no generations:
freezing would walk the whole heap, so there the pause only turns the collector back on."""

FULL_PASS_EVERY = 100
"""Pauses ended by promoting after which the next one ends with a full pass instead.
Promoting moves other code's young cycles (a kernel's, the widgets'; the search leaves
none) to the oldest generation, where only a full pass collects them, and :func:`gc.freeze`
sets the counts that schedule Python's own passes back to zero, so those come far more
rarely: this pass collects them a hundred pauses later (in Play a question is one pause,
and a learner's move asks one to four: the verdict, the engine seats' replies; an exact
solve pauses once per search), or later still where :data:`FULL_PASS_SHARE` says so."""

FULL_PASS_SHARE = 0.02
"""The largest share of the elapsed time these full passes may take: after one, the next
waits at least fifty times as long as it took (wall clock, idle time included). A full pass
scans every tracked object: 0.06–0.1 s in bench_collector's mesas here, 0.4 s in a test
process of 700 000 objects, where a pass every hundred pauses took more than all of
Python's own passes (``benchmarks/collector.log``)."""


@dataclass
class _Promotions:
    """How many pauses promoted since the last full pass, and whether others froze."""

    since_full: int = 0
    next_full: float = 0.0
    """The :func:`time.perf_counter` time before which no full pass is made."""
    others_froze: bool = False


_promotions = _Promotions()


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the garbage collector meanwhile; after, promote and let it run if it ran before.

    Nested pauses leave the collector off until the outermost one ends; only that one
    promotes (:func:`promoted_unscanned`), also when the search raised.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            try:
                promoted_unscanned()
            finally:  # an interrupt in the full pass still leaves the collector on
                gc.enable()


def promoted_unscanned() -> None:
    """Move every object the collector tracks to its oldest generation without a scan.

    :func:`gc.freeze` moves them all aside and :func:`gc.unfreeze` puts them back in the
    oldest generation, with the collector's counts at zero: nothing is scanned now, and a
    cycle among them waits for the next full pass, which the first call after
    :data:`FULL_PASS_EVERY` promoting ones makes instead, if the last took no more than
    :data:`FULL_PASS_SHARE` of the time since. Nothing is done where
    :data:`PROMOTES` is false, nor in a process where other code has frozen objects (a
    server that freezes before it forks: theirs stay frozen). Best effort with threads:
    another thread that freezes between the check and the thaw has its objects thawed too
    (the tutor asks the coach from one thread).
    """
    if not PROMOTES or _promotions.others_froze:
        return
    if gc.get_freeze_count():
        _promotions.others_froze = True  # frozen once, at start-up: not asked again
        return
    _promotions.since_full += 1
    started = time.perf_counter()
    if _promotions.since_full > FULL_PASS_EVERY and started >= _promotions.next_full:
        gc.collect()
        ended = time.perf_counter()
        _promotions.since_full = 0
        _promotions.next_full = ended + (ended - started) / FULL_PASS_SHARE
        return
    try:
        gc.freeze()
    finally:  # never leave the heap frozen, even when interrupted between the two
        gc.unfreeze()
