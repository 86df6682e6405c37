"""Leave out of the archives what the page's Python never imports.

The browser unpacks every archive of the site whole, and the site stores it whole, so a file
inside one that no import reaches costs a learner's download, memory and disk all the same.
What is left out here is what the page cannot use, checked against what it does import
(``benchmarks/site_imports.py`` runs the site's Pyodide in Node.js, imports what the kernel
imports, starts the app, and lists what no import reached):

- in every wheel, test suites, and the front-end copies of a widget library (its
  ``labextension``/``nbextension`` folders and ``*.data/data/``, files for the Python
  prefix's ``share/``: the site serves the front end from ``extensions/``, as JupyterLite
  laid it out);
- IPython's Sphinx extension and its test runner's plug-in; Babel's catalogue tools (the
  site ships compiled catalogues without their sources, so nothing compiles one); the
  extras of prompt_toolkit that IPython's start does not import (its ssh and telnet
  servers, grammars) and its modules for Windows' console;
- the tutor's command line, its server and this very site builder (the import contracts
  keep the page's layers from importing them), and what only they import: the printed
  documents (reports, worksheets), the translators' tools, and the class database's modules
  (SQLAlchemy's, which the site does not ship: a class needs a server);
- in every wheel's ``METADATA``, the package's long description (its README, after the
  headers): nothing on the page reads it, and the headers (name, version, requirements) stay;
- in the tutor's own data (the puzzle bank's JSON Lines, the coach's tables), the spaces
  between JSON tokens: the same values, 5–6 % fewer bytes;
- in Python's standard library, what serves mail, servers and other processes, which a
  browser tab cannot run (an HTTP server, asyncio's Windows event loops), the pure-Python
  twins of modules Pyodide has compiled in, and the text codecs of scripts other than the
  Latin one of the app's seven languages.
"""

from __future__ import annotations

import json
import zipfile
from functools import partial
from pathlib import Path, PurePosixPath

from . import wheels
from .precompile import STDLIB

WHEEL_FOLDERS_LEFT_OUT = ("tests", "labextension", "nbextension")
"""A wheel's folders, at any depth, that no import of the page reaches."""
PACKAGES_LEFT_OUT = (
    "IPython/sphinxext/",
    "IPython/testing/plugin/",
    "babel/messages/",
    "prompt_toolkit/contrib/",
    "prompt_toolkit/eventloop/win32",
    "prompt_toolkit/input/win32",
    "prompt_toolkit/output/conemu",
    "prompt_toolkit/output/win32",
    "prompt_toolkit/output/windows10",
    "cuarenta_tutor/cli/",
    "cuarenta_tutor/server/",
    "cuarenta_tutor/site/",
    "cuarenta_tutor/documents/",
    "cuarenta_tutor/translation/catalog_pipeline",
    "cuarenta_tutor/translation/lesson_files",
    "cuarenta_tutor/translation/quality",
    "cuarenta_tutor/classroom/database",
    "cuarenta_tutor/classroom/migrations",
    "cuarenta_tutor/classroom/reads",
    "cuarenta_tutor/classroom/schema",
    "cuarenta_tutor/classroom/store",
)
"""Modules of the kernel's wheels that the page never imports (a path that starts so)."""
STDLIB_LEFT_OUT = (
    "multiprocessing", "xmlrpc", "wsgiref", "mailbox", "imaplib", "smtplib", "ftplib",
    "poplib", "doctest", "trace", "tabnanny", "zipapp", "pickletools", "_pyio",
    "_pydatetime", "_android_support", "_ios_support", "__phello__", "this", "antigravity",
)  # fmt: skip
"""Top-level modules and packages of Python's standard library that the page never imports:
processes, mail and servers; test and tracing tools; ``_pyio`` and ``_pydatetime``, the
pure-Python fallbacks of ``_io`` and ``_datetime``, which Pyodide has built in."""
STDLIB_PATHS_LEFT_OUT = (
    "http/server.py", "asyncio/windows_events.py", "asyncio/windows_utils.py",
    "asyncio/proactor_events.py",
)  # fmt: skip
"""Modules inside kept packages of the standard library that a browser tab never imports: an
HTTP server, and asyncio's Windows event loops (``asyncio`` imports them only on Windows)."""
ENCODINGS_KEPT = (
    "__init__", "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_7", "utf_16",
    "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be", "charmap", "idna",
    "punycode", "raw_unicode_escape", "unicode_escape", "undefined", "base64_codec",
    "hex_codec", "quopri_codec", "uu_codec", "zlib_codec", "bz2_codec", "rot_13", "cp437",
    "cp850", "cp1252", "iso8859_1", "iso8859_15", "mac_roman", "mbcs", "oem",
)  # fmt: skip
"""The codecs kept: Unicode's, the byte-level ones, and Western Europe's (``cp437`` names
the files in a zip archive). The other 88, of other scripts, take 440 kB."""


def left_out(archive: str, path: str) -> bool:
    """Whether the file ``path`` of the archive named ``archive`` is left out of the site.

    >>> left_out("ipywidgets-8.1.9-py3-none-any.whl", "ipywidgets/widgets/tests/test_a.py")
    True
    >>> left_out("anywidget-0.11.0-py3-none-any.whl", "anywidget/labextension/package.json")
    True
    >>> left_out("x-1-py3-none-any.whl", "x-1.data/data/share/x.js")
    True
    >>> left_out("x-1-py3-none-any.whl", "x-1.data/purelib/x.py")  # installed as code
    False
    >>> left_out("python_stdlib.zip", "multiprocessing/pool.py")
    True
    >>> left_out("python_stdlib.zip", "encodings/big5.py"), left_out(STDLIB, "encodings/cp437.py")
    (True, False)
    >>> left_out("python_stdlib.zip", "json/decoder.py")
    False
    >>> left_out(STDLIB, "http/server.pyc"), left_out(STDLIB, "http/client.pyc")
    (True, False)
    """
    parts = PurePosixPath(path).parts
    if archive == STDLIB:
        top = parts[0].split(".")[0]
        if top == "encodings" and len(parts) == 2:
            return parts[1].split(".")[0] not in ENCODINGS_KEPT
        source = path[: -len("c")] if path.endswith(".pyc") else path
        return top in STDLIB_LEFT_OUT or source in STDLIB_PATHS_LEFT_OUT
    folders = parts[:-1]
    return (
        (len(folders) > 1 and folders[0].endswith(".data") and folders[1] == "data")
        or any(folder in WHEEL_FOLDERS_LEFT_OUT for folder in folders)
        or path.startswith(PACKAGES_LEFT_OUT)
    )


def headers_only(metadata: bytes) -> bytes:
    r"""Return a wheel's ``METADATA`` without the long description after its headers.

    >>> headers_only(b"Name: x\nVersion: 1\n\n# x\n\nA long README.\n")
    b'Name: x\nVersion: 1\n'
    >>> headers_only(b"Name: x\nVersion: 1\n")
    b'Name: x\nVersion: 1\n'
    """
    head, _, body = metadata.partition(b"\n\n")
    return head.rstrip(b"\n") + b"\n" if body.strip() else metadata


def _cut_descriptions(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        found = {
            n: archive.read(n) for n in archive.namelist() if n.endswith(".dist-info/METADATA")
        }
    cut = {name: headers_only(text) for name, text in found.items()}
    if any(cut[name] != found[name] for name in cut):
        wheels.add_files(wheel, cut)


TUTOR_DATA = (
    ("cuarenta_tutor/content/puzzles/", "cuarenta_tutor/engine/search/data/"),
    (".json", ".jsonl"),
)
"""Where the tutor's wheel keeps JSON data, and the suffixes: written compactly. Not the
course (``cuarenta_tutor/course/``): the prebuilt course is checked against its bytes."""


def compact_json(name: str, data: bytes) -> bytes:
    r"""Return JSON (or JSON Lines, by ``name``) ``data`` without spaces between tokens.

    >>> compact_json("a.jsonl", b'{"a": 1, "b": [1, 2.5]}\n\n{"c": "d e"}\n')
    b'{"a":1,"b":[1,2.5]}\n{"c":"d e"}\n'
    >>> compact_json("t.json", b'{"x": [0.25, "\\u00e9"]}')
    b'{"x":[0.25,"\xc3\xa9"]}'
    """

    def dumped(value: object) -> str:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)

    text = data.decode("utf-8")
    if name.endswith(".jsonl"):
        lines = [dumped(json.loads(line)) for line in text.splitlines() if line.strip()]
        return ("\n".join(lines) + "\n").encode("utf-8")
    return dumped(json.loads(text)).encode("utf-8")


def _compact_data(wheel: Path) -> None:
    folders, suffixes = TUTOR_DATA
    with zipfile.ZipFile(wheel) as archive:
        found = {
            n: archive.read(n)
            for n in archive.namelist()
            if n.startswith(folders) and n.endswith(suffixes)
        }
    compact = {name: compact_json(name, data) for name, data in found.items()}
    changed = {name: data for name, data in compact.items() if data != found[name]}
    if changed:
        wheels.add_files(wheel, changed)


def slim(archives: list[Path]) -> dict[str, list[str]]:
    """Rewrite each archive without the files :func:`left_out` names; return them by archive.

    Each wheel's ``METADATA`` is written again without its long description, the tutor's
    JSON data without spaces (:func:`compact_json`).
    """
    dropped = {
        path.name: wheels.drop_files(path, partial(left_out, path.name)) for path in archives
    }
    for path in archives:
        if path.suffix == ".whl":
            _cut_descriptions(path)
            _compact_data(path)
    return {name: files for name, files in dropped.items() if files}
