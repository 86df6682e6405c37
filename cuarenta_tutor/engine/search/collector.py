"""The search's pause of the garbage collector, and what the search keeps moved past its scans.

A search allocates millions of small objects that hold no cycles (the nodes, the table's
entries, the listings of moves the shared move table keeps): the collector's passes over
them would double its time, so :func:`collector_paused` turns it off meanwhile.

What the searches of a question keep (the shared listings, from a few hundred to some
hundred thousand objects) would then be scanned by the first allocation after the pause,
and again by each older generation's pass: with two players a tenth of the coach's
processor time here, with four an eighth (``benchmarks/bench_collector.py``). So the pause
ends by moving every tracked object of the process to the oldest generation unscanned
(:func:`promoted_unscanned`), with a full pass now and then in its place so that the cycles
other code leaves (a kernel's, the widgets') are still collected.
"""

from __future__ import annotations

import gc
import sys
import sysconfig
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

PROMOTES = sys.version_info < (3, 14) and not sysconfig.get_config_var("Py_GIL_DISABLED")
"""Whether a pause ends by promoting: the generational collector of CPython 3.11–3.13 with
its global lock (measured on 3.11; the static site's Pyodide runs one of them). Python 3.14's
incremental collector and free-threaded builds would walk the whole heap to freeze it, so
there the pause only turns the collector back on."""

FULL_PASS_AFTER = 1_000_000
"""Objects promoted unscanned after which the next pause ends with a full pass instead.
:func:`gc.freeze` sets the collector's counts back to zero, so without it the passes that
collect other code's cycles might never come again in a process that keeps asking the
coach. The searches of a two-player mesa promote about 2.4 million objects and those of a
four-player one 9.4 million: some two and nine full passes a mesa, each a few tenths of
the collector time promotion saves."""


@dataclass
class _Promotions:
    """How many objects were promoted since the last full pass, and whether others froze."""

    owed: int = 0
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
            promoted_unscanned()
            gc.enable()


def promoted_unscanned() -> None:
    """Move every object the collector tracks to its oldest generation without a scan.

    :func:`gc.freeze` moves them all aside and :func:`gc.unfreeze` puts them back in the
    oldest generation, with the collector's counts at zero: nothing is scanned now, and a
    cycle among them waits for the next full pass, which comes once
    :data:`FULL_PASS_AFTER` objects have been promoted (that pause ends with the pass
    instead). Nothing is done where :data:`PROMOTES` is false, nor in a process where other
    code has frozen objects (a server that freezes before it forks: theirs stay frozen).
    Best effort with threads: another thread that freezes between the check and the thaw
    has its objects thawed too (the tutor asks the coach from one thread).
    """
    if not PROMOTES or _promotions.others_froze:
        return
    if gc.get_freeze_count():
        _promotions.others_froze = True  # frozen once, at start-up: not asked again
        return
    _promotions.owed += gc.get_count()[0]
    if _promotions.owed > FULL_PASS_AFTER:
        _promotions.owed = 0
        gc.collect()
    else:
        gc.freeze()
        gc.unfreeze()
