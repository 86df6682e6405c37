"""The page around the app in the learner's language: ``<html lang>``, title, loading text.

The Voilà server writes these into the page before the learner's kernel has started (see
``server/launch.py`` and the page template under ``jupyter/``); the app keeps them up to
date when the learner switches language. Both read the same gettext catalogues.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs

from ..i18n.catalogs import SOURCE_LANGUAGE, Translator, available_languages


@dataclass(frozen=True)
class Shell:
    """What the page says before and around the app."""

    lang: str
    title: str
    loading: str


def query_language(query: str) -> str | None:
    """Return the ``lang`` of a page's query string if the tutor speaks it, else None.

    >>> query_language("?lesson=captures-match&lang=es"), query_language("lang=xx")
    ('es', None)
    """
    lang = parse_qs(query.lstrip("?")).get("lang", [""])[-1]
    return lang if lang in available_languages() else None


def page_title(tr: Translator) -> str:
    """Return the browser tab's title in ``tr``'s language."""
    return tr.gettext("Cuarenta Tutor")


def shell(lang: str) -> Shell:
    """Return the page's language, title and loading text in ``lang`` (English if unknown)."""
    tr = Translator(lang if lang in available_languages() else SOURCE_LANGUAGE)
    return Shell(
        lang=tr.lang,
        title=page_title(tr),
        loading=tr.gettext("Loading Cuarenta Tutor…"),
    )
