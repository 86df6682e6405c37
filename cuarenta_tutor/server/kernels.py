"""The classroom kernel manager: Voilà's kernel manager with limits on running kernels.

Every open tab of the tutor is one Python kernel (about 67 MiB). On a classroom machine the
limits keep the machine usable and the places shared:

- ``max_kernels`` caps the kernels of the whole server: when it is reached, the next
  visitor gets a short page, in their language, asking them to close a tab or wait (503),
  instead of a machine that slows to a halt;
- ``max_per_client`` caps the kernels of one visitor's address, so that one pupil's tabs
  (or a script) cannot take every place and lock the rest of the class out: over it, the
  visitor is asked to close one of their tabs (429). Only tabs still open count: a
  page's kernel holds its place while it starts, while its page is connected, and for
  :data:`CONNECT_WITHIN` seconds before its page first connects. A tab closed without its
  unload request (a phone, a crash, a browser that skips it) frees its place at once.

Culling (configured by ``serve``) frees the kernels of closed tabs.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from typing import Any, NoReturn

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from traitlets import Int, default

from ..i18n import Translator
from ..i18n.catalogs import LANGUAGES
from ..sentences.page_shell import query_language
from . import MAX_KERNELS, fair_share
from .clients import CLIENT

CONNECT_WITHIN = 60.0
"""Seconds a page's kernel holds its visitor's place before the page first connects to it
(the notebook runs first, on a busy server for many seconds); the 429 page says to wait a
minute for this."""


def _languages(query: str) -> tuple[str, ...]:
    """Return the ``lang`` of the query, or every language when it names none we have."""
    lang = query_language(query)
    return (lang,) if lang else LANGUAGES


def _in_languages(query: str, words: Callable[[Translator], str]) -> str:
    """Return ``words`` in the ``lang`` of the query, or in every language, a paragraph each."""
    return "\n\n".join(words(Translator(code)) for code in _languages(query))


def full_message(query: str, limit: int) -> str:
    """Return the "server full" text: in the ``lang`` of the query, or in every language."""
    return _in_languages(
        query,
        lambda tr: tr.ngettext(
            "The tutor is full: {limit} tab is already open on this server. Close a tutor "
            "tab you no longer need, or wait a minute and reload this page.",
            "The tutor is full: {limit} tabs are already open on this server. Close a tutor "
            "tab you no longer need, or wait a minute and reload this page.",
            limit,
        ).format(limit=limit),
    )


def too_many_tabs_message(query: str, limit: int) -> str:
    """Return the "too many tabs" text: in the ``lang`` of the query, or in every language."""
    return _in_languages(
        query,
        lambda tr: tr.ngettext(
            "You have too many tutor tabs open: one computer may have {limit} tab open "
            "at a time. Close a tutor tab you no longer need, then reload this page. If "
            "no other tutor tab is open, wait a minute and reload this page.",
            "You have too many tutor tabs open: one computer may have {limit} tabs open "
            "at a time. Close a tutor tab you no longer need, then reload this page. If "
            "no other tutor tab is open, wait a minute and reload this page.",
            limit,
        ).format(limit=limit),
    )


def _refuse(status: int, message: str) -> NoReturn:
    """Stop the request with ``status`` and a page showing ``message`` (for Voilà)."""
    raise web.HTTPError(status, message.replace("%", "%%"))


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Refuse a new kernel over the server's limit (503) or the visitor's share (429)."""

    max_kernels = Int(
        MAX_KERNELS,
        config=True,
        help="Most kernels (open tutor tabs) at once; 0 means no limit.",
    )
    max_per_client = Int(
        config=True,
        help="Most kernels one visitor's address may hold; 0 means no limit "
        "(default: a quarter of max_kernels, at least 2).",
    )

    @default("max_per_client")
    def _default_max_per_client(self) -> int:
        return fair_share(self.max_kernels)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call]
        self._reserved: set[str] = set()
        self._owners: dict[str, str] = {}
        self._started: dict[str, float] = {}  # a page's kernel: when (monotonic seconds)
        self._connected: set[str] = set()  # kernels whose page has connected once

    def running(self) -> int:
        """Return how many kernels run or are starting."""
        return len(set(self.list_kernel_ids()) | self._reserved)

    def held_by(self, client: str) -> int:
        """Return how many open tabs ``client`` has: kernels started for it that hold a place.

        Kernels that have ended (closed tabs, culled ones) are forgotten on the way.
        """
        live = set(self.list_kernel_ids()) | self._reserved
        self._owners = {kernel: owner for kernel, owner in self._owners.items() if kernel in live}
        self._started = {kernel: at for kernel, at in self._started.items() if kernel in live}
        self._connected &= live
        return sum(owner == client and self._holds(k) for k, owner in self._owners.items())

    def _holds(self, kernel_id: str) -> bool:
        """Return whether a page's kernel holds its place: starting, connected, or just begun."""
        if kernel_id in self._reserved or self._kernel_connections.get(kernel_id, 0) > 0:
            return True
        begun = self._started.get(kernel_id)
        if begun is None or kernel_id in self._connected:  # not a page's, or its page closed
            return False
        return time.monotonic() - begun < CONNECT_WITHIN

    def notify_connect(self, kernel_id: str) -> None:
        """Note a page's connection to its kernel (its tab is open)."""
        super().notify_connect(kernel_id)  # type: ignore[no-untyped-call]
        self._connected.add(kernel_id)

    async def start_kernel(  # type: ignore[override]
        self, *, kernel_id: str | None = None, path: Any = None, **kwargs: Any
    ) -> str:
        """Start a kernel unless a limit is reached (then raise the error for Voilà to show)."""
        if kernel_id is not None and kernel_id in self:
            return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        query = (kwargs.get("env") or {}).get("QUERY_STRING", "")
        client = CLIENT.get()
        if client and self.max_per_client and self.held_by(client) >= self.max_per_client:
            self.log.warning(
                "Per-visitor limit (%d) reached: %s was asked to close a tab",
                self.max_per_client,
                client,
            )
            _refuse(429, too_many_tabs_message(query, self.max_per_client))
        if self.max_kernels and self.running() >= self.max_kernels:
            self.log.warning(
                "Kernel limit (%d) reached: a visitor was turned away", self.max_kernels
            )
            _refuse(503, full_message(query, self.max_kernels))
        kernel_id = kernel_id or str(uuid.uuid4())
        self._reserved.add(kernel_id)
        if client:
            self._owners[kernel_id] = client
        try:
            started = await self.start_new(kernel_id=kernel_id, path=path, **kwargs)
        finally:
            self._reserved.discard(kernel_id)
        if client:  # a kernel started ahead has an id of its own (see kernel_pool.py)
            self._owners[started] = client
            self._started[started] = time.monotonic()
        return started

    async def start_new(self, **kwargs: Any) -> str:
        """Start the kernel of a page that the limits let in."""
        started: str = await super().start_kernel(**kwargs)
        return started
