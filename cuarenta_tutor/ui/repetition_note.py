"""The course map's spaced-repetition line "N to review today", with a button to review.

It is written from the learner's progress alone, so the Practice tab need not be built for
the map to say how much is due.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as w

from ..i18n import Translator


class RepetitionNote:
    """The Course tab's review line; hidden when nothing is due."""

    def __init__(self, on_review: Callable[[], None]) -> None:
        self.note = w.HTML()
        self.button = w.Button(layout=w.Layout(width="auto", min_width="6em"))
        self.button.add_class("ct-map-review")
        self.button.on_click(lambda _button: on_review())
        self.root = w.HBox(  # its own layout: hidden when nothing is due
            [self.note, self.button], layout=w.Layout(flex_flow="row wrap")
        )
        self.root.add_class("ct-map-note")

    def render(self, tr: Translator, due: int) -> None:
        """Write the line for ``due`` items in ``tr``'s language."""
        self.root.layout.display = "" if due else "none"
        self.note.value = (
            "<span class='ct-due'>🔁 "
            + escape(tr.ngettext("{n} to review today", "{n} to review today", due).format(n=due))
            + "</span>"
        )
        self.button.description = tr.pgettext("button", "Review")
