"""Kernels started ahead, so that a whole class opening the link at once need not wait.

Every tutor page needs a kernel, and starting one (a Python process that then imports the
tutor) takes a second or two of the machine: thirty pupils arriving within five seconds
queued for half a minute. :class:`PooledKernelManager` keeps ``ready`` kernels started
and warmed (the tutor's modules imported) while the server is idle, and hands one to each
new page. Once the class has arrived (no page for ``refill_after`` seconds) it starts
the next ones, as long as pages and pool together stay under ``max_kernels``.
Voilà's own preheated kernels cannot be used: they exclude the pre-launch hook the tutor
needs (the page's language, the XSRF cookie, the per-computer share).

A pooled kernel was started before its page was asked for, so the page's request (its
``QUERY_STRING`` and Voilà's other variables) is written into the kernel's environment
before Voilà runs the notebook in it. Pooled kernels are not counted against the limits
and never culled until they are handed out.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from typing import Any

from tornado.ioloop import IOLoop
from traitlets import Float, Int, Unicode

from . import REFILL_AFTER
from .kernels import ClassroomKernelManager

WARM_CODE = "from cuarenta_tutor.ui.warm import warm\nwarm()"
"""What a pooled kernel runs ahead: the imports and first loads every page starts with."""


def environment_code(variables: dict[str, str]) -> str:
    """Return the code that sets ``variables`` in a kernel's environment.

    >>> print(environment_code({"QUERY_STRING": "lang=es"}))
    import json, os; os.environ.update(json.loads('{"QUERY_STRING": "lang=es"}'))
    """
    return f"import json, os; os.environ.update(json.loads({json.dumps(variables)!r}))"


class PooledKernelManager(ClassroomKernelManager):
    """The classroom kernel manager with ``ready`` kernels started and warmed ahead."""

    ready = Int(0, config=True, help="Kernels to keep started ahead for new pages.")
    warm_code = Unicode(WARM_CODE, config=True, help="Code a pooled kernel runs ahead.")
    refill_after = Float(
        REFILL_AFTER, config=True, help="Seconds without a new page before the pool refills."
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._pool: list[str] = []
        self._preparing: set[str] = set()  # started for the pool, not yet warm
        self._filling = False
        self._handed = 0.0  # when a page last took a pooled kernel (monotonic seconds)
        if self.ready:
            IOLoop.current().add_callback(self.fill)

    def running(self) -> int:
        """Return how many kernels serve pages or are starting for one (the pool not counted)."""
        ahead = set(self._pool) | self._preparing
        return len((set(self.list_kernel_ids()) | self._reserved) - ahead)

    async def fill(self) -> None:
        """Start kernels until ``ready`` wait in the pool (one at a time, in the background)."""
        quiet = time.monotonic() - self._handed
        if quiet < self.refill_after:
            IOLoop.current().call_later(self.refill_after - quiet, self.fill)
            return
        if self._filling:
            return
        self._filling = True
        try:
            while len(self._pool) < self.ready and self._room() and self._quiet():
                kernel_id = str(uuid.uuid4())
                self._preparing.add(kernel_id)
                try:
                    await self.start_plain(kernel_id=kernel_id, path="")
                    await self._run(kernel_id, self.warm_code)
                    self._pool.append(kernel_id)
                finally:
                    self._preparing.discard(kernel_id)
        except Exception:  # a pool that cannot fill leaves pages to start their own kernels
            self.log.exception("Could not start a kernel ahead")
        finally:
            self._filling = False

    def _quiet(self) -> bool:
        """Return whether no page has taken a pooled kernel for ``refill_after`` seconds."""
        return time.monotonic() - self._handed >= self.refill_after

    def _room(self) -> bool:
        """Return whether one more kernel fits under ``max_kernels`` (pages and pool together)."""
        ahead = len(self._pool) + len(self._preparing)
        return not self.max_kernels or self.running() + ahead < self.max_kernels

    async def start_plain(self, **kwargs: Any) -> str:
        """Start a kernel without the limits or the pool (the grandparent's own start)."""
        started: str = await super(ClassroomKernelManager, self).start_kernel(**kwargs)
        return started

    async def _run(self, kernel_id: str, code: str) -> None:
        """Run ``code`` in a kernel and wait until it is done (its output is dropped)."""
        client: Any = self.get_kernel(kernel_id).client()  # an AsyncKernelClient
        client.start_channels()
        try:
            await client.wait_for_ready(timeout=120)
            reply = await client.execute_interactive(
                code, timeout=120, output_hook=lambda _msg: None
            )
            if reply["content"].get("status") == "error":  # the kernel still serves a page
                content = reply["content"]
                self.log.warning("A pooled kernel's code failed: %s: %s",
                                 content.get("ename"), content.get("evalue"))  # fmt: skip
        finally:
            client.stop_channels()

    async def start_new(self, **kwargs: Any) -> str:
        """Hand a page a pooled kernel with the page's environment; else start one."""
        env = kwargs.get("env") or {}
        if not self._pool or kwargs.get("kernel_name") not in (None, "python3"):
            return await super().start_new(**kwargs)
        kernel_id = self._pool.pop(0)
        self._handed = time.monotonic()
        self._reserved.discard(kwargs.get("kernel_id", ""))  # the page has its kernel: this one
        IOLoop.current().add_callback(self.fill)
        changed = {key: value for key, value in env.items() if os.environ.get(key) != value}
        await self._run(kernel_id, environment_code(changed))
        return kernel_id

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        """Cull an idle kernel, never one waiting in the pool."""
        if kernel_id not in self._pool:
            await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call]
