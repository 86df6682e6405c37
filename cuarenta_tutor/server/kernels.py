"""The classroom kernel manager: Voilà's kernel manager with a limit on running kernels.

Every open tab of the tutor is one Python kernel (about 67 MiB). On a classroom machine the
limit keeps one pupil's twenty reloads from starving the others: when it is reached, the
next visitor gets a short page, in their language, asking them to close a tab or wait,
instead of a machine that slows to a halt. Culling (configured by ``serve``) frees the
kernels of closed tabs.
"""

from __future__ import annotations

import uuid
from typing import Any
from urllib.parse import parse_qs

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from traitlets import Int

from ..i18n import Translator, available_languages
from ..i18n.catalogs import LANGUAGES
from . import MAX_KERNELS


def full_message(query: str, limit: int) -> str:
    """Return the "server full" text: in the ``lang`` of the query, or in every language."""
    lang = parse_qs(query.lstrip("?")).get("lang", [""])[-1]
    langs = (lang,) if lang in available_languages() else LANGUAGES
    return "\n\n".join(
        Translator(code)
        .ngettext(
            "The tutor is full: {limit} tab is already open on this server. Close a tutor "
            "tab you no longer need, or wait a minute and reload this page.",
            "The tutor is full: {limit} tabs are already open on this server. Close a tutor "
            "tab you no longer need, or wait a minute and reload this page.",
            limit,
        )
        .format(limit=limit)
        for code in langs
    )


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Refuse a new kernel (HTTP 503, friendly page) once ``max_kernels`` are running."""

    max_kernels = Int(
        MAX_KERNELS,
        config=True,
        help="Most kernels (open tutor tabs) at once; 0 means no limit.",
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)  # type: ignore[no-untyped-call]
        self._reserved: set[str] = set()

    def running(self) -> int:
        """Return how many kernels run or are starting."""
        return len(set(self.list_kernel_ids()) | self._reserved)

    async def start_kernel(  # type: ignore[override]
        self, *, kernel_id: str | None = None, path: Any = None, **kwargs: Any
    ) -> str:
        """Start a kernel unless the limit is reached (then raise a 503 for Voilà to show)."""
        if kernel_id is not None and kernel_id in self:
            return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        if self.max_kernels and self.running() >= self.max_kernels:
            self.log.warning(
                "Kernel limit (%d) reached: a visitor was turned away", self.max_kernels
            )
            query = (kwargs.get("env") or {}).get("QUERY_STRING", "")
            raise web.HTTPError(503, full_message(query, self.max_kernels).replace("%", "%%"))
        kernel_id = kernel_id or str(uuid.uuid4())
        self._reserved.add(kernel_id)
        try:
            return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        finally:
            self._reserved.discard(kernel_id)
