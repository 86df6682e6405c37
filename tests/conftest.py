"""Settings shared by every test."""

import os
import shutil
import tempfile

import pytest

from cuarenta_tutor.classroom.model import DATA_ENV
from cuarenta_tutor.i18n.catalogs import LOCALE_VARIABLES

_DATA_FOLDER: list[str] = []


def pytest_configure(config):
    """Keep the tutor's data (classes) in a folder of the test run, never in the user's home.

    Set before any fixture starts a server, so every ``serve`` without ``--data`` (and its
    kernels) inherits it; a test that needs its own folder still passes ``--data``.
    """
    folder = tempfile.mkdtemp(prefix="cuarenta-tests-data-")
    _DATA_FOLDER.append(folder)
    os.environ[DATA_ENV] = folder


def pytest_unconfigure(config):
    """Remove the test run's data folder."""
    for folder in _DATA_FOLDER:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    """Run every test under an English locale: the command line follows the user's locale.

    A test that needs another language sets ``--lang`` or the variables itself.
    """
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
