"""Settings shared by every test."""

import pytest

from cuarenta_tutor.i18n.catalogs import LOCALE_VARIABLES


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    """Run every test under an English locale: the command line follows the user's locale.

    A test that needs another language sets ``--lang`` or the variables itself.
    """
    for variable in LOCALE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
