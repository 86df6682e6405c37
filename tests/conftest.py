"""Settings shared by every test, and the ``slow`` marker that sets the quick loop apart."""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

import pytest
from support import compiled  # noqa: F401  (before the project's modules: keeps them compiled)
from support.warm_coach import LIVE_ENV, WarmCoach, is_controller, live_folder, patches
from support.widgets import close_widgets_since, open_widgets

from cuarenta_tutor.classroom.model import DATA_ENV
from cuarenta_tutor.engine.search import coach, lookahead, moves
from cuarenta_tutor.i18n.catalogs import LOCALE_VARIABLES

KEPT_ASSESSMENTS = 2048
"""Assessments a test process keeps (:data:`.coach.REMEMBERED`; a kernel keeps 64): many
tests ask the coach about the same seeded positions, and a kept answer is the fresh one
(tests/engine/test_coach_remembered.py). At most some 80 MB a process."""

_DATA_FOLDER: list[str] = []
_WARM: list[WarmCoach] = []
"""The coach's answers kept between runs unless ``--cold-coach``, and shared between the
workers of a run (:mod:`.warm_coach`)."""
_LIVE: list[str] = []
"""The folder where the workers of this run share their answers (xdist's controller only)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--cold-coach``: compute every coach answer afresh (:mod:`.warm_coach`)."""
    parser.addoption(
        "--cold-coach",
        action="store_true",
        help="neither read nor keep the coach's answers of earlier runs (support/warm_coach.py)",
    )


def pytest_configure(config):
    """Keep the tutor's data (classes) in a folder of the test run, never in the user's home,
    and more of the coach's assessments than a kernel does (:data:`KEPT_ASSESSMENTS`); the
    coach's answers kept between runs and shared between the run's workers (:mod:`.warm_coach`).

    The folder is set before any fixture starts a server, so every ``serve`` without
    ``--data`` (and its kernels) inherits it; a test that needs its own folder still passes
    ``--data``.

    At its exit a test process freezes its heap (:func:`gc.freeze`): the interpreter's
    shutdown then makes no full pass of the collector over the million objects a worker
    keeps: xdist's teardown of the workers took 4.0–6.7 s after the last test, then 1.6 s
    (two warm runs each, a throwaway timing; docs/testing.md). Shutdown still frees what
    the modules held; cycles are left to the operating system, and their finalizers do not
    run (a late warning at exit, which pytest never reports, is not printed). pytest's own
    check for unraisable exceptions collects before, at the end of the session.
    """
    atexit.register(gc.freeze)
    coach.REMEMBERED = KEPT_ASSESSMENTS
    if is_controller(config):  # before its workers start: the folder they share answers in
        shared = tempfile.mkdtemp(prefix="cuarenta-tests-coach-")
        _LIVE.append(shared)
        os.environ[LIVE_ENV] = shared
    else:
        keep, live = not config.getoption("cold_coach"), live_folder(config)
        if keep or live is not None:
            warm = WarmCoach(
                config.rootpath / ".pytest_cache" / "cuarenta-coach", keep=keep, live=live
            )
            warm.install()
            _WARM.append(warm)
    folder = tempfile.mkdtemp(prefix="cuarenta-tests-data-")
    _DATA_FOLDER.append(folder)
    os.environ[DATA_ENV] = folder


def pytest_unconfigure(config):
    """Keep the coach's new answers for the next run; remove the test run's data folder and
    the folder its workers shared answers in (the controller ends after its workers)."""
    for warm in _WARM:
        warm.write()
    for folder in _DATA_FOLDER + _LIVE:
        shutil.rmtree(folder, ignore_errors=True)
    if _LIVE:
        os.environ.pop(LIVE_ENV, None)


TESTS = Path(__file__).resolve().parent
SLOW_FOLDERS = ("browser", "server", "binder")
"""Folders whose every test starts a real server, a browser or a build: all ``slow``."""


def uses_postgresql(item: pytest.Item) -> bool:
    """Whether a test uses the real PostgreSQL server: its fixture, or a ``postgresql`` param
    (tests/classroom's ``database`` fixture asks for the server only for that param)."""
    if "postgres_url" in getattr(item, "fixturenames", ()):
        return True
    callspec = getattr(item, "callspec", None)
    return callspec is not None and "postgresql" in callspec.params.values()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark ``slow`` every test in :data:`SLOW_FOLDERS`, every notebook cell (nbval starts
    a Jupyter kernel per notebook) and every test that uses the real PostgreSQL server
    (:func:`uses_postgresql`); other tests carry the marker by hand.

    ``python -m pytest -m "not slow" -n auto`` is then the quick loop; a plain ``python -m pytest``
    still runs everything.
    """
    slow = [TESTS / folder for folder in SLOW_FOLDERS]
    for item in items:
        if (
            item.path.suffix == ".ipynb"
            or any(item.path.is_relative_to(f) for f in slow)
            or uses_postgresql(item)
        ):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    """Run every test under an English locale: the command line follows the user's locale.

    A test that needs another language sets ``--lang`` or the variables itself.
    """
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


@pytest.fixture(autouse=True, scope="module")
def widgets_closed() -> Iterator[None]:
    """Close the widgets a test module made, once its tests (and its fixtures) are done.

    ipywidgets keeps every widget until it is closed (a kernel's page closes them), so a
    test process kept the 40 000 the UI tests build, and every full pass of the collector
    scanned them again for the rest of the run. Widgets made before the module stay open,
    and so do those the package's modules hold (shared layouts made when a module is first
    imported: :func:`.widgets.close_widgets_since`)."""
    before = open_widgets()
    yield
    close_widgets_since(before)


@pytest.fixture(autouse=True, scope="module")
def module_caches_cleared(request: pytest.FixtureRequest) -> Iterator[None]:
    """Empty the caches a test module's own functions keep (``functools.cache``), once its
    tests are done: the coach-agreement sample alone held some 470 000 objects for the rest
    of the run, which every full pass of the collector scanned again. A module that asks
    again (its tests split by xdist) computes again, from the coach's kept answers."""
    yield
    module = request.module  # the tests' modules only: the package's doctests get no fixture
    for value in vars(module).values():
        if getattr(value, "__module__", None) == module.__name__ and hasattr(value, "cache_clear"):
            value.cache_clear()


@pytest.fixture(autouse=True, scope="module")
def move_tables_cleared() -> Iterator[None]:
    """Let go of the engine's shared move tables (:func:`.moves.shared_table`) once a test
    module is done. Kept for the whole run, one per ruleset, the two workers' tables held
    364 000 and 673 000 of their 0.97 and 1.34 million tracked objects at the end of a cold
    run (6 and 12 rulesets; a throwaway count), and every full pass of the collector scanned
    them again. A search after builds its ruleset's table afresh, as an app's first does."""
    yield
    moves.shared_table.cache_clear()


@pytest.fixture(autouse=True)
def patched_coach_forgets(request: pytest.FixtureRequest) -> Iterator[None]:
    """Empty the coach's store of assessments around a test that patches (asks for
    ``monkeypatch`` itself or through a fixture, :func:`.warm_coach.patches`): what it
    patches may change an answer, so it neither reads the answers of other tests nor leaves
    its own to them, in this run (:data:`KEPT_ASSESSMENTS`) or the next (:mod:`.warm_coach`)."""
    patched = patches(request)
    if patched:
        coach.forget_assessments()
    with _warm_paused(patched):
        yield
    if patched:
        coach.forget_assessments()


@pytest.fixture
def cold_coach() -> Iterator[None]:
    """Compute the test's coach answers afresh: none kept from an earlier run
    (:mod:`.warm_coach`) is read, and none is kept for the next."""
    with _warm_paused(True):
        yield


def _warm_paused(pause: bool) -> AbstractContextManager[None]:
    """Pause the kept and shared answers (:meth:`.WarmCoach.pausing`) if this process has any."""
    return _WARM[0].pausing(pause) if _WARM else nullcontext()


@pytest.fixture
def later_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach counts the later decks (as shipped): a deck end is worth their chances.

    Part of the coach's question (:func:`.coach._question`), so a test using it still reads
    and keeps answers (:data:`.warm_coach.KEY_FIXTURES`)."""
    monkeypatch.setattr(lookahead, "LATER_DECKS", True)


@pytest.fixture
def this_deck_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach before walk finding P1-N1 was fixed: a deck end is worth its points only."""
    monkeypatch.setattr(lookahead, "LATER_DECKS", False)


@pytest.fixture(params=[True, False], ids=["later-decks", "this-deck"])
def decks_counted(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Each of the two coaches in turn (:func:`later_decks`, :func:`this_deck_only`); the
    value says whether the later decks count."""
    monkeypatch.setattr(lookahead, "LATER_DECKS", request.param)
    return bool(request.param)
