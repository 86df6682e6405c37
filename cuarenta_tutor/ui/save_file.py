"""The learner's name and *Save my progress to a file*: the file names whom the field shows.

A text field that tells the kernel its value only when it loses focus made the file carry the
name from before: a pupil who typed a name and clicked *Save* at once saved the previous name
(or none), and a class report credited the work to the wrong pupil. Here the click itself
carries the name the field shows; the kernel takes it, writes the file from the progress and
sends it back, and the page hands it to the browser as a download.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from .assets import asset

MAX_NAME = 60
"""The longest name kept (the rest is cut off)."""


def clean_name(typed: str) -> str:
    """Return a typed name as kept: single spaces, none at either end, at most 60 characters.

    >>> clean_name("  Ana   María López ")
    'Ana María López'
    """
    return " ".join(str(typed).split())[:MAX_NAME]


def progress_file_name(learner: str) -> str:
    """Return the progress file's name: ``cuarenta-progress-<name>.json`` when named.

    >>> progress_file_name("Ana María López")
    'cuarenta-progress-Ana-María-López.json'
    >>> progress_file_name("")
    'cuarenta-progress.json'
    """
    name = re.sub(r"[^\w]+", "-", learner).strip("-")
    return f"cuarenta-progress-{name}.json" if name else "cuarenta-progress.json"


class ProgressSaver(anywidget.AnyWidget):
    """A name field and a *Save* button; ``on_save(name)`` returns the file's text.

    ``learner`` is the name the kernel keeps (the field commits it on Enter or when it loses
    focus); a click on *Save* sends the field's text as it is, so the file never carries a
    name from before.
    """

    _esm = asset("progress_saver.js")
    learner = traitlets.Unicode("").tag(sync=True)
    placeholder = traitlets.Unicode("").tag(sync=True)
    field_label = traitlets.Unicode("").tag(sync=True)
    save_label = traitlets.Unicode("").tag(sync=True)
    saved_label = traitlets.Unicode("").tag(sync=True)
    """What the page says beside the button once the file is made: ``{file}`` is its name."""

    def __init__(self, on_save: Callable[[str], str | None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_save = on_save
        self.on_msg(self._on_message)

    def save(self, typed: str) -> tuple[str, str] | None:
        """Save as the click does: keep the name ``typed``; return the file's name and text.

        None when ``on_save`` had nothing to save (it said why).
        """
        name = clean_name(typed)
        text = self.on_save(name)
        if text is None:
            return None
        self.learner = name
        return progress_file_name(name), text

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        typed = content.get("save") if isinstance(content, dict) else None
        made = self.save(typed) if isinstance(typed, str) else None
        if made is not None:
            said = self.saved_label.replace("{file}", made[0])
            self.send({"download": made[0], "text": made[1], "said": said})
