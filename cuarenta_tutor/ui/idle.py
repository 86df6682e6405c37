"""Work done while the learner thinks: small steps on the kernel's event loop, between clicks.

A widget's handler runs to its end before the kernel reads the next click. Work that can
wait (the earlier moves of a resumed mesa, judged for its review) is cut into steps, each
scheduled on the event loop, so that a click that comes meanwhile waits for one step at
most, never for the whole work. Steps keep out of the learner's way: none starts within
:data:`QUIET_S` after a click (a card, the table's cards, then Play, each sooner than that
after the last: no step between them), and after each the kernel rests :data:`REST` times
as long as the step took.

Without a running loop (the tests' plain calls, the command line) nothing is scheduled and
the work is done when it is read. Voilà's kernel (ipykernel) and the static site's Pyodide
both run one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

PAUSE_S = 0.05
"""The shortest pause before a step, in seconds: the page's messages go out and are drawn
first."""
QUIET_S = 2.0
"""No step starts until this many seconds have passed since the learner's last click."""
REST = 3.0
"""After a step the kernel rests this many times as long as the step took: busy a quarter
of the time at most. How often a click after a pause meets a step depends on the steps'
length (long ones run into the next click: 4 of 12 clicks 3 s apart on the static site)."""

log = logging.getLogger(__name__)
_last_click = [-QUIET_S]


def clicked() -> None:
    """Note that the learner has just acted (every guarded handler says so)."""
    _last_click[0] = time.monotonic()


def in_steps(step: Callable[[], bool], pause: float = PAUSE_S) -> bool:
    """Run ``step`` on the running event loop, again after each pause while it returns True.

    The pause after a step is ``pause`` or :data:`REST` times the step's own time, the
    longer, and lasts at least until :data:`QUIET_S` after the last click. Return whether
    the steps were scheduled (False: no event loop runs here). A step that raises ends the
    work; the error goes to the log, since no learner asked for it.
    """
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return False

    def run() -> None:
        start = time.monotonic()
        if start - _last_click[0] < QUIET_S:  # the learner is at it: later
            loop.call_later(_last_click[0] + QUIET_S - start, run)
            return
        try:
            again = step()
        except Exception:  # background work: logged, never shown to a learner
            log.exception("a step of work between clicks failed")
            return
        if again:
            loop.call_later(max(pause, REST * (time.monotonic() - start)), run)

    loop.call_later(pause, run)
    return True
