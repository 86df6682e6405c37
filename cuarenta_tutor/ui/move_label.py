"""The name of the button that sends the learner's chosen cards: what it will play.

Play, Practice and the card lessons share it. A hand card alone is a drop: a learner who
meant to capture and forgot the table cards sees *Drop* on the button before pressing it
(walk P1d-N4), where *Check* said nothing of it. The button's accessible name is its text,
so a screen reader hears the same change with nothing announced.
"""

from __future__ import annotations

from ..i18n import Translator
from ..tutor.selection import Selection


def move_label(selection: Selection, tr: Translator, *, idle: str) -> str:
    """Name the play ``selection`` makes: *Drop*, *Capture*, or ``idle`` with no hand card."""
    if selection.hand is None:
        return idle
    if selection.table:
        return tr.pgettext("button", "Capture")
    return tr.pgettext("button", "Drop")
