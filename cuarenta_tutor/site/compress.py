"""Pre-compress the site: a ``.br`` and a ``.gz`` copy beside every file worth compressing.

``site --serve`` sends them to a browser that accepts them (:mod:`.serve`), and so do
ordinary static hosts told to (nginx ``gzip_static``/``brotli_static``, Caddy's
``precompressed``; see ``docs/deployment.md``). A copy is kept only where it saves at
least a tenth of the file.
"""

from __future__ import annotations

import gzip
import importlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import ModuleType

from ..engine.messages import MessageError

ENCODINGS = {"br": ".br", "gzip": ".gz"}
"""Content-Encoding → the suffix of the copy, in the order of preference."""
COMPRESSIBLE = (
    ".js", ".mjs", ".css", ".html", ".json", ".webmanifest", ".svg",
    ".wasm", ".whl", ".zip", ".txt", ".map", ".ipynb",
)  # fmt: skip
SMALLEST = 1024
"""Files smaller than this are sent as they are (the headers cost more than is saved)."""
KEEP_BELOW = 0.9
"""A copy is kept when it is at most this share of the file's size."""
BROTLI_QUALITY = 9
"""Brotli's quality 11 saves about 3 % more, in five times the time (a minute per build)."""


def _brotli() -> ModuleType:
    """Return the ``brotli`` module, a tool of the site's build only (the ``site`` extra).

    Imported here, not at the top: the tutor itself (``serve``, every other command) runs
    without it.
    """
    try:
        return importlib.import_module("brotli")
    except ImportError:
        raise MessageError(
            'building the site needs its tools: pip install -e ".[site]" ({missing} is missing)',
            missing="brotli",
        ) from None


def compressed_copies(data: bytes) -> dict[str, bytes]:
    """Return the suffix → compressed bytes of the copies worth keeping of ``data``."""
    brotli = _brotli()
    found = {}
    for suffix, packed in (
        (".br", brotli.compress(data, quality=BROTLI_QUALITY, lgwin=24)),
        (".gz", gzip.compress(data, compresslevel=9, mtime=0)),
    ):
        if len(packed) <= KEEP_BELOW * len(data):
            found[suffix] = packed
    return found


def precompress(site: Path) -> int:
    """Write the compressed copies of every compressible file of ``site``; return how many."""
    files = [
        path
        for path in sorted(site.rglob("*"))
        if path.is_file() and path.suffix in COMPRESSIBLE and path.stat().st_size >= SMALLEST
    ]

    def one(path: Path) -> int:
        copies = compressed_copies(path.read_bytes())
        for suffix, packed in copies.items():
            path.with_name(path.name + suffix).write_bytes(packed)
        return len(copies)

    with ThreadPoolExecutor(max_workers=2) as pool:  # brotli and zlib release the GIL
        return sum(pool.map(one, files))
