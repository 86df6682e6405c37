"""The learner's saved progress in the app: read from the browser or from a file, with a notice.

Unreadable progress is never lost: what the browser kept is moved aside under another key
of its storage (and the learner is told which), and a file that cannot be loaded changes
nothing. Each case ends in a one-line notice in the learner's language, never a traceback.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from html import escape

from ..i18n import Translator
from ..sentences.feedback import progress_problem
from ..tutor.progress import Progress, ProgressError, too_large
from .components import BrowserStore, FilePicker


@dataclass(frozen=True)
class Outcome:
    """What reading saved progress gave: the progress (None: keep the current one), a notice."""

    progress: Progress | None
    text: str = ""
    """The notice's words, or "" when there is nothing to say."""

    @property
    def notice(self) -> str:
        """The notice as the app's one-line status (HTML), or ""."""
        return notice_html(self.text) if self.text else ""


def notice_html(text: str, *, status: bool = True) -> str:
    """Return a one-line notice for the learner (``text`` is escaped).

    ``status``: screen readers announce it (give one copy of a notice the role, not two).
    """
    role = " role='status'" if status else ""
    return f"<div class='ct-hint'{role}>{escape(text)}</div>"


def aside_key(key: str, when: datetime) -> str:
    """Return the storage key under which unreadable progress is kept.

    >>> aside_key("cuarenta-tutor-progress", datetime(2026, 12, 1, 17, 5, 9, 120000, UTC))
    'cuarenta-tutor-progress:unreadable:2026-12-01T17:05:09.120Z'
    """
    return f"{key}:unreadable:{when:%Y-%m-%dT%H:%M:%S}.{when.microsecond // 1000:03d}Z"


def restore(store: BrowserStore, tr: Translator, now: datetime | None = None) -> Outcome:
    """Read the progress the browser kept; unreadable progress is set aside and the learner told.

    Call it once the store is ready. ``now`` names the set-aside key (the current time).
    """
    if not store.loaded and not store.oversized:
        return Outcome(None)
    try:
        if store.oversized:
            raise too_large()
        return Outcome(Progress.from_json(store.loaded))
    except ProgressError as error:
        key = aside_key(store.key, now or datetime.now(UTC))
        store.set_aside = key
        text = tr.gettext(
            "Your saved progress could not be read ({reason}). It has been kept in this "
            "browser's storage as “{key}”, and you start afresh."
        ).format(reason=progress_problem(error, tr), key=key)
        return Outcome(None, text)


def load_file(picker: FilePicker, tr: Translator) -> Outcome:
    """Read the progress file the learner chose; a file that cannot be loaded changes nothing."""
    try:
        if picker.too_large:
            raise too_large()
        progress = Progress.from_json(picker.text)
    except ProgressError as error:
        text = tr.gettext("That file cannot be loaded ({reason}); nothing was changed.")
        return Outcome(None, text.format(reason=progress_problem(error, tr)))
    return Outcome(progress, tr.gettext("Progress loaded."))
