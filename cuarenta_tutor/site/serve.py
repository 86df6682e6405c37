"""Serve a built site on this machine: a plain static file server, as any web server would."""

from __future__ import annotations

import functools
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
}
"""Types a browser insists on (WebAssembly streaming and modules); Python guesses some wrong."""


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with the MIME types the site needs; quiet (no line per request)."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}  # noqa: RUF012

    def log_message(self, format: str, *args: object) -> None:
        """Log nothing: a page load is hundreds of requests."""


def site_server(folder: Path, host: str = "127.0.0.1", port: int = 8000) -> ThreadingHTTPServer:
    """Return a server of ``folder`` on ``host``:``port`` (call ``serve_forever`` to run it)."""
    handler = functools.partial(SiteHandler, directory=str(folder))
    return ThreadingHTTPServer((host, port), handler)
