"""The coach's answers kept from one test run to the next while the engine is unchanged.

An assessment depends on nothing but its question — the position and the arguments of
:func:`cuarenta_tutor.engine.search.coach.assess`, with the later decks' switch — and the
engine's code and data (its deals come from a seed of what the player sees). A test run
therefore keeps every assessment it computes in ``.pytest_cache/cuarenta-coach``, in files
named by a digest of every file of ``cuarenta_tutor/engine`` and the Python version, and the
next run of the same engine reads them instead of searching again. A change to any file of
the engine changes the digest: the kept answers are then neither read nor kept (the files of
other digests are removed), and every answer is computed afresh.

Within one run the test processes (xdist's workers) share what they compute: each answer
is also written at once to a folder of the run (:data:`LIVE_ENV`, named by the same digest
and by the question's), and a process asked a question another has answered reads it there
instead of searching again (in one cold run's profile, 10 of the coach's 115 s of processor
time went to such questions; docs/testing.md).

A test that patches something (``monkeypatch`` in its own arguments or through a fixture
not in :data:`KEY_FIXTURES`) neither reads kept answers nor adds its own: what it patches
may change an answer. ``pytest --cold-coach`` neither reads nor keeps the answers of
earlier runs; the processes of the run still share theirs, as after an engine change.
"""

from __future__ import annotations

import hashlib
import inspect
import os
import pickle
import sys
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

import cuarenta_tutor.engine
from cuarenta_tutor.engine.search import coach

KEY_FIXTURES = frozenset({"english_locale", "later_decks", "this_deck_only", "decks_counted"})
"""Fixtures that patch only what an answer is not made of (the locale) or what its question
holds (the later decks' switch, :func:`.coach._question`): a test using them still reads and
keeps answers."""

MAX_FILES = 8
"""Files of one engine past which a process writes everything it read and computed as one
file, and removes the files it read (so a run that keeps asking new questions, as seeded
random orders may, does not leave ever more files)."""

Question = tuple[object, ...]

DIGEST_SIZE = hashlib.sha256().digest_size
"""The bytes of the digest before each written file's pickle (:func:`_write_whole`)."""

LIVE_ENV = "CUARENTA_TESTS_COACH_LIVE"
"""The variable naming the folder where the processes of one run share their answers (set
by the run's xdist controller before its workers start; unset: nothing is shared)."""


ENGINE = Path(cuarenta_tutor.engine.__file__).parent
"""The folder whose every file an answer may depend on."""


def engine_digest(root: Path = ENGINE) -> str:
    """Return the digest of every file under ``root`` (the engine) and the Python version."""
    digest = hashlib.sha256(f"{sys.version_info[:2]}".encode())
    for path in sorted(root.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(root).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


class WarmCoach:
    """Kept answers read at the start of a test process and the new ones written at its end."""

    def __init__(
        self,
        folder: Path,
        compute: Callable[..., coach.Assessment] | None = None,
        *,
        keep: bool = True,
        live: Path | None = None,
    ) -> None:
        """Keep answers in ``folder`` (unless not ``keep``: nothing read, nothing written);
        share them at once in ``live`` (:data:`LIVE_ENV`); ``compute`` searches (the coach's
        own by default)."""
        self.folder = folder
        self.keep = keep
        self.live = live
        self.prefix = f"coach-{engine_digest()}-"
        self.kept: dict[Question, coach.Assessment] = {}
        self.new: dict[Question, coach.Assessment] = {}
        self.paused = False
        self.read: list[Path] = []
        self._compute: Callable[..., coach.Assessment] = compute or coach._assessed

    def install(self) -> None:
        """Read the kept answers and stand between :func:`.coach.assess` and its search."""
        if self.keep:
            self.folder.mkdir(parents=True, exist_ok=True)
            for path in sorted(self.folder.glob(f"{self.prefix}*.pickle")):
                answers = _read_whole(path)
                if isinstance(answers, dict):
                    self.kept.update(answers)
                    self.read.append(path)
                else:
                    path.unlink(missing_ok=True)  # a damaged or outdated file: computed again
        coach._assessed = self.assessed

    @contextmanager
    def pausing(self, pause: bool = True) -> Iterator[None]:
        """Within the block, neither read nor keep answers if ``pause`` (else do both);
        the state before comes back after it."""
        before, self.paused = self.paused, pause
        try:
            yield
        finally:
            self.paused = before

    def assessed(
        self,
        position: object,
        partial: bool,
        open_hands: bool,
        samples: int | None,
        lines: bool,
        budget: int | None = None,
    ) -> coach.Assessment:
        """Return the kept answer to this question, or compute it (and keep it)."""
        arguments = (position, partial, open_hands, samples, lines, budget)
        if self.paused:
            return self._compute(*arguments)
        key = coach._question(arguments)  # the store's key
        found = self.kept.get(key)
        if found is None:
            found = self._shared(key, arguments)
        return found

    def _shared(self, key: Question, arguments: tuple[object, ...]) -> coach.Assessment:
        """Return the answer another process of the run computed, or compute it and share it.

        The shared file holds the question beside its answer, and is read only if it is this
        question's (a name is a digest: never trusted alone).
        """
        path = None
        if self.live is not None:
            digest = hashlib.sha256(pickle.dumps(key, protocol=pickle.HIGHEST_PROTOCOL))
            path = self.live / f"{self.prefix}{digest.hexdigest()}.pickle"
            shared = _read_whole(path)  # None: not answered yet, or damaged: searched here
            if isinstance(shared, tuple) and len(shared) == 2 and shared[0] == key:
                found: coach.Assessment = shared[1]
                self.kept[key] = found  # the other process keeps it for the next run
                return found
        found = self._compute(*arguments)
        self.kept[key] = found
        if self.keep:
            self.new[key] = found
        if path is not None:
            with suppress(OSError):  # the run's folder gone: nothing shared, nothing lost
                _write_whole(path, (key, found))
        return found

    def write(self) -> None:
        """Write this process's new answers (with those it read, past :data:`MAX_FILES`);
        remove the files of other engines. Nothing at all unless it keeps answers."""
        if not self.keep:
            return
        for path in self.folder.glob("coach-*.pickle"):
            if not path.name.startswith(self.prefix):
                path.unlink(missing_ok=True)
        if not self.new:
            return
        merged = len(self.read) >= MAX_FILES
        name = f"{self.prefix}{uuid.uuid4().hex}.pickle"
        _write_whole(self.folder / name, self.kept if merged else self.new)
        if merged:  # only the files this process read: another's new file stays
            for path in self.read:
                path.unlink(missing_ok=True)


def _write_whole(path: Path, value: object) -> None:
    """Write ``value`` pickled to ``path``, after its digest, whole or not at all (a reader
    never sees half a file; :func:`_read_whole` checks the digest)."""
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    partial = path.with_name(f".{path.name}.{os.getpid()}")
    try:
        partial.write_bytes(hashlib.sha256(data).digest() + data)
        partial.replace(path)
    finally:
        partial.unlink(missing_ok=True)  # only left if the write failed


def _read_whole(path: Path) -> object | None:
    """Return what :func:`_write_whole` wrote to ``path``; None if it is missing, damaged
    (its digest differs) or made by other code (it cannot be read back)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    check, data = data[:DIGEST_SIZE], data[DIGEST_SIZE:]
    if hashlib.sha256(data).digest() != check:
        return None
    try:
        value: object = pickle.loads(data)
    except Exception:  # a class renamed or moved since: searched again
        return None
    return value


def live_folder(config: pytest.Config) -> Path | None:
    """Return where this test process shares its answers: the run's folder (:data:`LIVE_ENV`)
    in one of xdist's workers; None in a run without workers."""
    named = os.environ.get(LIVE_ENV) if hasattr(config, "workerinput") else None
    return Path(named) if named else None


def is_controller(config: pytest.Config) -> bool:
    """Whether this process is xdist's controller: it starts the workers and runs no test."""
    return not hasattr(config, "workerinput") and bool(config.getoption("numprocesses", None))


def patches(request: pytest.FixtureRequest) -> bool:
    """Whether the test patches something an answer may depend on (see the module doc)."""
    function = getattr(request.node, "function", None)  # none for doctests and notebooks
    if function is None:
        return False
    info = getattr(request.node, "_fixtureinfo", None)
    definitions = info.name2fixturedefs if info is not None else {}
    users = {
        name for name, defs in definitions.items() if any("monkeypatch" in d.argnames for d in defs)
    }
    own = "monkeypatch" in inspect.signature(function).parameters
    return own or bool(users - KEY_FIXTURES)
