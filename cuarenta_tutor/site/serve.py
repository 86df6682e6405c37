"""Serve a built site on this machine: a static file server, as any web server would be.

It sends a file's pre-compressed copy (:mod:`.compress`) to a browser that accepts its
encoding, with the file's own type, ``Content-Encoding`` and ``Vary: Accept-Encoding``.
"""

from __future__ import annotations

import email.utils
import functools
import os
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import BinaryIO

from .compress import ENCODINGS

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".whl": "application/zip",
}
"""Types a browser insists on (WebAssembly streaming and modules); Python guesses some wrong."""


def accepted(header: str | None) -> set[str]:
    """Return the encodings an ``Accept-Encoding`` header accepts (``q=0`` refuses one).

    >>> sorted(accepted("gzip, deflate, br;q=0"))
    ['deflate', 'gzip']
    >>> sorted(accepted("BR;q=0.5, *;q=0"))
    ['br']
    """
    found = set()
    for part in (header or "").split(","):
        name, *params = (piece.strip() for piece in part.split(";"))
        refused = any(param.replace(" ", "").lower() in ("q=0", "q=0.0", "q=0.00", "q=0.000")
                      for param in params)  # fmt: skip
        if name and not refused:
            found.add(name.lower())
    return found


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with the types the site needs and their compressed copies; quiet."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}  # noqa: RUF012

    def send_head(self) -> BinaryIO | None:
        """Send the headers of a file, of its best accepted copy if it has one."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        if not path.is_file():
            return super().send_head()
        wanted = accepted(self.headers.get("Accept-Encoding"))
        encoding, sent = next(
            (
                (name, path.with_name(path.name + suffix))
                for name, suffix in ENCODINGS.items()
                if name in wanted and path.with_name(path.name + suffix).is_file()
            ),
            (None, path),
        )
        varies = any(path.with_name(path.name + suffix).is_file() for suffix in ENCODINGS.values())
        stat = sent.stat()
        modified = email.utils.formatdate(stat.st_mtime, usegmt=True)
        since = self.headers.get("If-Modified-Since")
        fresh = since is not None and _not_after(stat.st_mtime, since)
        self.send_response(HTTPStatus.NOT_MODIFIED if fresh else HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        if encoding:
            self.send_header("Content-Encoding", encoding)
        if varies:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Last-Modified", modified)
        self.send_header("Cache-Control", "no-cache")  # ask each time: a rebuild is seen
        if fresh:
            self.end_headers()
            return None
        self.send_header("Content-Length", str(stat.st_size))
        self.end_headers()
        return open(sent, "rb")

    def log_message(self, format: str, *args: object) -> None:
        """Log nothing: a page load is hundreds of requests."""


def _not_after(mtime: float, since: str) -> bool:
    """Whether a file modified at ``mtime`` is unchanged since the date ``since``."""
    try:
        date = email.utils.parsedate_to_datetime(since)
    except (TypeError, ValueError):
        return False
    return int(mtime) <= date.timestamp()


def site_server(folder: Path, host: str = "127.0.0.1", port: int = 8000) -> ThreadingHTTPServer:
    """Return a server of ``folder`` on ``host``:``port`` (call ``serve_forever`` to run it)."""
    handler = functools.partial(SiteHandler, directory=os.fspath(folder))
    return ThreadingHTTPServer((host, port), handler)
