"""The course read at build time: the static site's Python loads it instead of parsing YAML.

Reading the course (every lesson: PyYAML's pure-Python loader, line marks, the schema) takes
a fraction of a second in CPython but about 0.6 s in the browser's WebAssembly Python, on
every visit. ``cuarenta-tutor site`` reads it once and ships the result in the tutor's wheel
(:data:`PREBUILT`) after a digest of the files it came from. :func:`read_courses` returns
it only while the course folder holds exactly those files: an edited lesson is read afresh.

Paths inside the course folder are stored relative to it and found again under the folder
the course is read from, wherever the wheel is installed.
"""

from __future__ import annotations

import hashlib
import io
import pickle
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any

from ..paths import PACKAGE

if TYPE_CHECKING:
    from .course import Course

PREBUILT = PACKAGE / "prebuilt" / "courses.pickle"
"""Where the site's wheel holds the course read at build time (absent in a checkout)."""
WHEEL_PATH = PREBUILT.relative_to(PACKAGE.parent).as_posix()
"""The same file's path inside the wheel."""
COURSE_PATH = "course"
"""The persistent id of a path inside the course folder."""


def course_digest(base: Path) -> str:
    """Return a digest of everything under ``base``: paths of folders and files, and bytes.

    Each file is read in blocks (a large file costs no more memory than a small one); an
    :class:`OSError` is raised when one cannot be read.
    """
    digest = hashlib.sha256()
    for path in sorted(base.rglob("*")):
        digest.update(path.relative_to(base).as_posix().encode())
        if path.is_file():
            digest.update(b"\0")
            with path.open("rb") as stream:
                digest.update(hashlib.file_digest(stream, "sha256").digest())
        else:
            digest.update(b"/")
    return digest.hexdigest()


def dump_courses(courses: list[Course], base: Path) -> bytes:
    """Return ``courses`` (read from ``base``) as the bytes of :data:`PREBUILT`.

    Two pickles one after the other: the digest of ``base``'s files, then the courses.
    """
    stream = io.BytesIO()
    pickler = _Pickler(stream, base)
    pickler.dump(course_digest(base))
    pickler.dump(courses)
    return stream.getvalue()


def read_courses(
    base: Path, prebuilt: Path = PREBUILT, *, digest: str | None = None
) -> list[Course] | None:
    """Return the courses read at build time from the files now in ``base``, else None.

    None when there is no prebuilt course, when ``base`` no longer holds the files it was
    read from (only the digest is read then), or when the file is damaged. ``digest`` is
    ``base``'s :func:`course_digest` when the caller has it already.
    """
    if not prebuilt.is_file():
        return None
    unpickler = _Unpickler(io.BytesIO(prebuilt.read_bytes()), base)
    try:
        if unpickler.load() != (digest or course_digest(base)):
            return None
        courses: list[Course] = unpickler.load()
    except Exception:  # damaged: the build reads it back, so only a copy gone wrong is
        return None
    return courses


class _Pickler(pickle.Pickler):
    """Store each path under the course folder relative to it."""

    def __init__(self, stream: io.BytesIO, base: Path) -> None:
        super().__init__(stream, protocol=pickle.HIGHEST_PROTOCOL)
        self.base = base

    def persistent_id(self, obj: Any) -> tuple[str, str] | None:
        if isinstance(obj, PurePath) and obj.is_relative_to(self.base):
            return COURSE_PATH, obj.relative_to(self.base).as_posix()
        return None


class _Unpickler(pickle.Unpickler):
    """Find each stored course path again under the folder the course is read from."""

    def __init__(self, stream: io.BytesIO, base: Path) -> None:
        super().__init__(stream)
        self.base = base

    def persistent_load(self, pid: Any) -> Path:
        kind, relative = pid
        if kind != COURSE_PATH or not isinstance(relative, str):
            raise pickle.UnpicklingError(f"unknown persistent id {pid!r}")
        return self.base / relative
