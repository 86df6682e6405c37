"""Say the engine's and the lessons' problems in the user's language.

A :class:`~cuarenta_tutor.engine.messages.MessageError` carries an English template and its
values; its template is the msgid, so the translation is looked up and filled in here.
A value that is itself such an error (a reason inside a reason) is said in the same
language. Any other exception, and a template no catalogue knows, stays in English.
"""

from __future__ import annotations

from ..engine.messages import MessageError
from .catalogs import Translator


def message_text(error: BaseException, tr: Translator) -> str:
    """Return the problem ``error`` describes as a sentence in ``tr``'s language.

    A problem in a file is said after its place (``lessons/x.yaml:12: …``).
    """
    if not isinstance(error, MessageError):
        return str(error)
    return error.location + sentence_text(error, tr)


def sentence_text(error: MessageError, tr: Translator) -> str:
    """Return the sentence of ``error`` alone, without its place (a reason has none)."""
    if not error.params:
        return tr.gettext(error.template)
    values = {
        name: sentence_text(value, tr)
        if isinstance(value, MessageError)
        else str(value)
        if isinstance(value, BaseException)
        else value
        for name, value in error.params.items()
    }
    try:
        return tr.gettext(error.template).format(**values)
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
        return error.template.format(**values)


def alert_text(error: BaseException, tr: Translator) -> str:
    """Return ``error`` as a sentence that stands alone on a page: capital first, full stop last.

    The catalogue words problems for a command's ``error:`` line (``a class name has 1 to
    100 characters``); a page shows them alone. Only a first letter of the template is made
    a capital, never a value's (a nickname stays as it was typed).
    """
    text = message_text(error, tr)
    template = tr.gettext(error.template) if isinstance(error, MessageError) else text
    if not getattr(error, "location", "") and template[:1].isalpha():
        text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "…")) else f"{text}."
