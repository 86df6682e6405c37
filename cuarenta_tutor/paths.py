"""Where the project's data lives: inside the installed package, or beside it in a checkout."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def data_dir(packaged: str, checkout: str | None = None) -> Path:
    """Return a data folder: ``cuarenta_tutor/<packaged>`` (a wheel) or ``<checkout>`` beside it.

    Wheels carry the repository's ``content/``, ``locales/`` and ``lessons/`` inside the
    package (see ``pyproject.toml``); an editable install reads them from the checkout.
    """
    for candidate in (PACKAGE / packaged, PACKAGE.parent / (checkout or packaged)):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"the {checkout or packaged}/ folder of cuarenta-tutor is missing from this installation"
    )


def content_dir() -> Path:
    """Return the ``content/`` folder (rulesets, rule pages, glossaries, puzzles, guides)."""
    return data_dir("content")
