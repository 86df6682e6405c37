"""Gettext catalogues: find them, load them, and give each language its translator.

Catalogues live in ``locales/<lang>/LC_MESSAGES/cuarenta_tutor.po``. Compiled ``.mo`` files
are built at install time; when one is missing or older than its ``.po`` (a translator's
checkout), the ``.po`` is compiled in memory, so a fresh edit shows at once.
"""

from __future__ import annotations

import gettext
import io
import os
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from ..engine.messages import MessageError
from ..paths import content_dir, data_dir

DOMAIN = "cuarenta_tutor"
SOURCE_LANGUAGE = "en"
LANGUAGES = ("en", "es", "de", "nl", "it", "sv", "fi")
"""The released languages: English (the source) first."""


def available_languages() -> tuple[str, ...]:
    """Return the released languages, then any language a contributor has started.

    A language is started by its glossary (``content/glossary/<lang>.yaml``); see
    CONTRIBUTING.md.
    """
    started = sorted(path.stem for path in (content_dir() / "glossary").glob("*.yaml"))
    return LANGUAGES + tuple(lang for lang in started if lang not in LANGUAGES)


def locales_dir() -> Path:
    """Return the ``locales/`` folder (the gettext catalogues)."""
    return data_dir("locales")


def check_language(lang: str) -> str:
    """Return ``lang`` if the tutor speaks it, else raise a ValueError listing the choices."""
    if lang not in available_languages():
        choices = ", ".join(available_languages())
        raise MessageError(
            "unknown language '{name}': choose from {names}", name=lang, names=choices
        )
    return lang


LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The environment variables that name the user's language, in the order gettext reads them."""


def locale_language(environ: Mapping[str, str] | None = None) -> str:
    """Return the language of the user's locale that the tutor speaks, else English.

    As gettext does, the first of :data:`LOCALE_VARIABLES` that is set decides; it may list
    several languages separated by colons (``LANGUAGE=fr:de``), tried in order. A locale
    such as ``es_EC.UTF-8`` or ``de_AT@euro`` is tried as ``es_EC``, then as ``es``.

    >>> locale_language({"LANG": "es_EC.UTF-8"}), locale_language({"LANGUAGE": "fr:de"})
    ('es', 'de')
    """
    env = os.environ if environ is None else environ
    spoken = available_languages()
    for variable in LOCALE_VARIABLES:
        value = env.get(variable, "")
        if not value:
            continue
        for entry in value.split(":"):
            name = entry.split(".")[0].split("@")[0]
            for candidate in (name, name.split("_")[0]):
                if candidate in spoken:
                    return candidate
        break
    return SOURCE_LANGUAGE


@cache
def translation(lang: str) -> gettext.NullTranslations:
    """Return the translations of ``lang`` (English, or a missing catalogue: the msgids)."""
    check_language(lang)
    if lang == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    folder = locales_dir() / lang / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        with mo.open("rb") as stream:
            return gettext.GNUTranslations(stream)
    if po.is_file():
        return gettext.GNUTranslations(io.BytesIO(compile_po(po)))
    return gettext.NullTranslations()


def compile_po(po: Path) -> bytes:
    """Compile a ``.po`` file to ``.mo`` bytes with Babel (fuzzy entries are left out)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as stream:
        catalog = read_po(stream)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


class Translator:
    """The gettext functions of one language, bound together."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._t = translation(lang)

    def gettext(self, message: str) -> str:
        """Translate ``message``."""
        return self._t.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """Translate with the language's plural rule for ``n``."""
        return self._t.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        """Translate a short ``message`` whose meaning depends on ``context``."""
        return self._t.pgettext(context, message)

    @property
    def dash(self) -> str:
        """The dash that joins two parts of one line ("K♥ — Best: …"), with its spaces."""
        # Translators: the dash between two parts of one line, as in "K♥ — Best: …".
        # Keep the spaces around it; use your language's dash (an en dash in many).
        return self.pgettext("separator", " — ")
