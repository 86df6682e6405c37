"""The static site served as ``site --serve`` serves it, with every answer counted.

Used by the site's browser tests and by ``benchmarks/site_transfer.py``: the server logs each
file it sends (path, bytes on the wire, encoding), so that a test knows what a visit moved,
whoever asked — the page, its Python's web worker or the service worker.

A school's link is emulated in the server (:class:`Link`: one shared rate for every answer,
a delay before each), since a visit's bytes mostly go to the service worker and to Python's
web worker, which the page's CDP emulation does not slow down (measured: a 2 Mbit/s CDP
link moved 11 MiB to an interactive page in 34 s, where 11 MiB need 47 s). The page's own
CDP ``Network.emulateNetworkConditions`` adds its latency to the page's requests (so they
pay it twice: a little pessimistic) but no rate, which would count their bytes twice.
"""

from __future__ import annotations

import functools
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import ThreadingHTTPServer
from pathlib import Path

from support.servers import in_a_thread

from cuarenta_tutor.site.serve import SiteHandler

MIB = 2**20


@dataclass
class Sent:
    """One answer of the server: the path asked for, the status, bytes of body, encoding."""

    path: str
    status: int
    size: int
    encoding: str | None


@dataclass
class Log:
    """Every answer of one server, in order; ``mark`` starts a new part of a visit."""

    answers: list[Sent] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, sent: Sent) -> None:
        with self.lock:
            self.answers.append(sent)

    def total(self, since: int = 0) -> int:
        """Bytes of body sent from answer number ``since`` on."""
        with self.lock:
            return sum(sent.size for sent in self.answers[since:])

    def paths(self) -> set[str]:
        with self.lock:
            return {sent.path.split("?")[0] for sent in self.answers}

    def count(self) -> int:
        with self.lock:
            return len(self.answers)


class Link:
    """A shared link: ``megabits`` per second for all answers together, ``latency_ms`` each."""

    def __init__(self, megabits: float, latency_ms: float) -> None:
        self.rate = megabits * 1e6 / 8
        self.latency = latency_ms / 1000
        self.lock = threading.Lock()
        self.free_at = 0.0

    def send(self, out, data: bytes) -> None:  # type: ignore[no-untyped-def]
        """Write ``data`` to ``out`` no faster than the link's share allows."""
        for start in range(0, len(data), 16384):
            piece = data[start : start + 16384]
            with self.lock:
                now = time.monotonic()
                self.free_at = max(self.free_at, now) + len(piece) / self.rate
                wait = self.free_at - now
            time.sleep(wait)
            out.write(piece)


class CountingHandler(SiteHandler):
    """The site's handler, logging each answer into the server's :class:`Log`."""

    log: Log
    link: Link | None = None

    def copyfile(self, source, outputfile):  # type: ignore[no-untyped-def]
        if self.link is None:
            return super().copyfile(source, outputfile)
        time.sleep(self.link.latency)
        self.link.send(outputfile, source.read())
        return None

    def send_head(self):  # type: ignore[no-untyped-def]
        answer = super().send_head()
        size = 0
        if answer is not None:
            size = Path(answer.name).stat().st_size
        encoding = None
        if answer is not None and answer.name.endswith((".br", ".gz")):
            encoding = "br" if answer.name.endswith(".br") else "gzip"
        self.log.add(Sent(self.path, getattr(self, "_status", 200), size, encoding))
        return answer

    def send_response(self, code, message=None):  # type: ignore[no-untyped-def]
        self._status = int(code)
        super().send_response(code, message)


@contextmanager
def counted_site(folder: Path, link: Link | None = None) -> Iterator[tuple[str, Log]]:
    """Serve ``folder`` on a free loopback port (through ``link``); yield address and log."""
    log = Log()
    handler = type("Handler", (CountingHandler,), {"log": log, "link": link})
    server = ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(handler, directory=str(folder))
    )
    with in_a_thread(server) as address:
        yield address, log


def emulate_link(context, page, *, megabits: float | None = None, latency_ms: float = 40):  # type: ignore[no-untyped-def]
    """Slow ``page``'s network down (CDP ``emulateNetworkConditions``; no rate limit unless
    ``megabits`` is given)."""
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    rate = megabits * 1e6 / 8 if megabits else -1
    session.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": latency_ms,
            "downloadThroughput": rate,
            "uploadThroughput": rate,
        },
    )
    return session
