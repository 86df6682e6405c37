"""Write small wheels: a pure-Python copy of a wheel, a stub for a missing package, bytecode."""

from __future__ import annotations

import base64
import hashlib
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path

PURE_TAG = "py3-none-any"
ARCHIVE_COMPRESSION = zipfile.ZIP_STORED
"""Archives are written stored, not deflated: the site sends them compressed as a whole
(brotli, :mod:`.compress`), which makes a stored archive of bytecode about half the size of
a deflated one (each member deflated alone shares nothing with the others), and Pyodide
unpacks it without inflating."""
COMPILED_SUFFIXES = (".so", ".pyd", ".dylib")


def write_wheel(folder: Path, name: str, version: str, files: dict[str, bytes]) -> Path:
    """Write the pure-Python wheel ``name-version-py3-none-any.whl`` holding ``files``.

    The ``.dist-info`` (METADATA, WHEEL, RECORD with each file's hash) is written here.
    """
    dist = f"{name.replace('-', '_')}-{version}"
    info = f"{dist}.dist-info"
    contents = dict(files)
    contents[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    )
    contents[f"{info}/WHEEL"] = (
        f"Wheel-Version: 1.0\nGenerator: cuarenta-tutor\nRoot-Is-Purelib: true\n"
        f"Tag: {PURE_TAG}\n".encode()
    )
    target = folder / f"{dist}-{PURE_TAG}.whl"
    _write_zip(target, contents, f"{info}/RECORD")
    return target


def pure_copy(
    wheel: Path,
    folder: Path,
    name: str,
    version: str,
    keep: Callable[[str], bool] = lambda _path: True,
) -> Path:
    """Write a pure-Python wheel with ``wheel``'s Python files (no compiled module, no C).

    Only the files for which ``keep(path)`` is true are copied.
    """
    with zipfile.ZipFile(wheel) as source:
        files = {
            item: source.read(item)
            for item in source.namelist()
            if ".dist-info/" not in item
            and not item.endswith("/")
            and not item.endswith(COMPILED_SUFFIXES)
            and keep(item)
        }
    return write_wheel(folder, name, version, files)


def babel_locales(languages: Iterable[str]) -> Callable[[str], bool]:
    """Return a filter that keeps Babel's data for ``languages`` (and ``root``) only.

    Babel ships CLDR data for about 1 100 locales (33 MB unpacked); the app formats numbers
    in its seven languages only.

    >>> keep = babel_locales(["es"])
    >>> keep("babel/locale-data/es.dat"), keep("babel/locale-data/es_EC.dat"), keep("babel/core.py")
    (True, False, True)
    """
    wanted = {f"babel/locale-data/{name}.dat" for name in ("root", *languages)}
    return lambda path: not path.startswith("babel/locale-data/") or path in wanted


PYGMENTS_LEXERS = (
    "__init__", "_mapping", "python", "shell", "html", "javascript", "css", "markup",
    "perl", "ruby", "jvm", "lisp", "lilypond", "data", "special", "text", "textfmts",
    "_css_builtins", "_lilypond_builtins", "_scheme_builtins",
)  # fmt: skip
"""The lexers IPython's start imports (``ipython_pygments_lexers``: Python, shell, HTML,
JavaScript, Ruby, Perl, TeX, with what they import), and plain text."""


def pygments_lexers(path: str) -> bool:
    """Keep Pygments' lexers of :data:`PYGMENTS_LEXERS` only.

    2.7 of its 3.9 MB are lexers for about 600 languages; the page highlights none.

    >>> pygments_lexers("pygments/lexers/python.py"), pygments_lexers("pygments/lexers/php.py")
    (True, False)
    >>> pygments_lexers("pygments/formatters/html.py")
    True
    """
    if not path.startswith("pygments/lexers/"):
        return True
    module = path.removeprefix("pygments/lexers/").split(".")[0]
    return module in PYGMENTS_LEXERS


def drop_files(wheel: Path, drop: Callable[[str], bool]) -> list[str]:
    """Rewrite ``wheel`` in place without the files for which ``drop(path)`` is true."""
    files = _read_files(wheel)
    dropped = sorted(item for item in files if drop(item))
    if dropped:
        _rewrite(wheel, {item: data for item, data in files.items() if item not in dropped})
    return dropped


def stub(folder: Path, name: str, version: str = "0") -> Path:
    """Write a wheel that satisfies an install request for ``name`` but imports as missing.

    Importing it raises ``ModuleNotFoundError``, so code that can do without the module
    (IPython without ``sqlite3``: no history) takes its usual path for a missing module.
    """
    missing = f"raise ModuleNotFoundError({f'No module named {name!r}'!r}, name={name!r})\n"
    return write_wheel(folder, name, version, {f"{name}/__init__.py": missing.encode()})


def _digest(data: bytes) -> str:
    raw = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return f"sha256={raw.decode()}"


def swap_files(archive: Path, swaps: dict[str, bytes]) -> None:
    """Rewrite ``archive`` in place with each file ``name`` in ``swaps`` replaced by ``namec``.

    Used to put bytecode (``x.pyc``) in place of a source (``x.py``). A wheel's RECORD is
    written again with the new files' hashes; a zip without one (Python's standard library)
    is written again as it was, bar the swapped files.
    """
    files = {
        (f"{item}c" if item in swaps else item): swaps.get(item, data)
        for item, data in _read_files(archive).items()
    }
    _rewrite(archive, files)


def add_files(wheel: Path, added: dict[str, bytes]) -> None:
    """Rewrite ``wheel`` in place with the files ``added`` (path → bytes), its RECORD anew."""
    _rewrite(wheel, {**_read_files(wheel), **added})


def _read_files(archive: Path) -> dict[str, bytes]:
    """Return every file of the zip ``archive`` (path → bytes), folders left out."""
    with zipfile.ZipFile(archive) as source:
        return {item: source.read(item) for item in source.namelist() if not item.endswith("/")}


def _rewrite(archive: Path, files: dict[str, bytes]) -> None:
    """Write ``archive`` again holding ``files``, with a fresh RECORD if it is a wheel."""
    records = [item for item in files if item.endswith(".dist-info/RECORD")]
    _write_zip(archive, files, records[0] if records else None)


def _write_zip(target: Path, files: dict[str, bytes], record: str | None) -> None:
    """Write the zip ``target`` holding ``files`` and, for a wheel, their RECORD at ``record``."""
    contents = dict(files)
    if record is not None:
        lines = [
            f"{path},{_digest(data)},{len(data)}"
            for path, data in sorted(files.items())
            if path != record
        ]
        contents[record] = ("\n".join([*lines, f"{record},,"]) + "\n").encode()
    with zipfile.ZipFile(target, "w", ARCHIVE_COMPRESSION) as wheel:
        for path, data in sorted(contents.items()):
            stamp = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            wheel.writestr(stamp, data, compress_type=ARCHIVE_COMPRESSION)
