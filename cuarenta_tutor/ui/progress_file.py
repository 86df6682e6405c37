"""The Course tab's progress row: the learner's name, *Save* and the load button.

A composite: it draws the row from the progress and hands the learner's name, a save asked
for and a file chosen to the app, which owns the progress (see :mod:`~cuarenta_tutor.ui.saved`).
The name and *Save* are one widget (:class:`~.save_file.ProgressSaver`): the click carries
the name the field shows, so the file never names the pupil typed before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..i18n import Translator
from ..tutor.progress import MAX_SIZE, Progress
from . import saved
from .app_model import import_tooltip
from .components import FilePicker
from .save_file import ProgressSaver, clean_name


class ProgressFile:
    """The name field and *Save* (``saver``), the load button (``row``), what loading did."""

    def __init__(
        self,
        on_name: Callable[[str], None],
        on_save: Callable[[str], str | None],
        on_file: Callable[[], None],
    ) -> None:
        """Build the row; the app's callbacks take what the learner did.

        ``on_name`` gets the name committed (tidied); ``on_save`` the name a Save click
        carried, and returns the file's text (None: nothing to save); ``on_file`` is called
        when a file came.
        """
        self.saver = ProgressSaver(on_save)
        self.saver.add_class("ct-learner")
        self.importer = FilePicker(accept=".json,application/json", max_size=MAX_SIZE)
        self.importer.add_class("ct-import")
        self.import_note = w.HTML()  # what loading a file did, beside the button
        self.import_note.add_class("ct-import-note")
        self.row = w.HBox([self.saver, self.importer])
        self.row.add_class("ct-progress-row")
        self._on_name, self._on_file = on_name, on_file
        self.saver.observe(self._on_learner, names="learner")
        self.importer.observe(self._on_import, names="uploads")

    def render(self, progress: Progress, tr: Translator) -> None:
        """Write the name kept and the labels in ``tr``'s language."""
        self.saver.learner = progress.learner
        self.saver.placeholder = tr.gettext("your name, for your teacher")
        self.saver.field_label = self.saver.placeholder  # its name for screen readers too
        self.saver.save_label = tr.gettext("Save my progress to a file")
        self.saver.saved_label = tr.gettext("Saved to the file {file}.")
        self.importer.description = tr.gettext("Load progress")
        self.importer.tooltip = import_tooltip(tr)

    def load(self, tr: Translator) -> saved.Outcome:
        """Read the file chosen and say beside the button what it did."""
        loaded = saved.load_file(self.importer, tr)
        # the same words where the learner is (on a phone the app's notice is screens
        # above); only the app's notice is announced
        self.import_note.value = saved.notice_html(loaded.text, status=False)
        return loaded

    def _on_learner(self, change: dict[str, Any]) -> None:
        self._on_name(clean_name(change["new"]))

    def _on_import(self, _change: dict[str, Any]) -> None:
        self._on_file()  # the app loads it (see load) and redraws
