"""The Course tab's progress row: the learner's name, the save link and the load button.

A composite: it draws the row from the progress and hands the learner's name and a file
chosen to the app, which owns the progress (see :mod:`~cuarenta_tutor.ui.saved`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..i18n import Translator
from ..tutor.progress import MAX_SIZE, Progress
from . import saved
from .app_model import export_html, import_tooltip
from .components import FilePicker


class ProgressFile:
    """The name box, the save link and the load button (``row``), and what loading did."""

    def __init__(self, on_name: Callable[[str], None], on_file: Callable[[], None]) -> None:
        """``on_name`` gets the name typed (tidied); ``on_file`` is called when a file came."""
        self.learner = w.Text(continuous_update=False, layout=w.Layout(width="220px"))
        self.learner.add_class("ct-learner")
        self.export_link = w.HTML()
        self.export_link.add_class("ct-export")
        self.importer = FilePicker(accept=".json,application/json", max_size=MAX_SIZE)
        self.importer.add_class("ct-import")
        self.import_note = w.HTML()  # what loading a file did, beside the button
        self.import_note.add_class("ct-import-note")
        self.row = w.HBox([self.learner, self.export_link, self.importer])
        self._on_name, self._on_file = on_name, on_file
        self.learner.observe(self._on_learner, names="value")
        self.importer.observe(self._on_import, names="uploads")

    def render(self, progress: Progress, stored: str, tr: Translator) -> None:
        """Write the name, the save link of ``stored`` (the progress as JSON), the labels."""
        self.learner.value = progress.learner
        self.learner.placeholder = tr.gettext("your name, for your teacher")
        self.export_link.value = export_html(progress, stored, tr)
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
        self._on_name(" ".join(str(change["new"]).split())[:60])

    def _on_import(self, _change: dict[str, Any]) -> None:
        self._on_file()  # the app loads it (see load) and redraws
