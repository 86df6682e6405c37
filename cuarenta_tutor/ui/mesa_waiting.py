"""The course map's notice of a mesa waiting in Play, with a button that opens Play.

A mesa in progress is kept in the browser (:mod:`.play_kept`) and offered again when Play
is opened; the start screen says so as well (walk P2b-N1: the offer was only found by a
learner who thought of opening Play). The Play tab is built only when opened, so until
then this part reads the browser's copy itself, cheaply: whether it is a kept mesa at all
(Play reads and replays it). Once Play is built, what Play holds decides.
"""

from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..i18n import Translator
from .components import BrowserStore
from .guard import guarded

if TYPE_CHECKING:
    from .app import TutorApp
    from .play import PlayView

KEY = "cuarenta-tutor-mesa"
"""The browser storage key of the mesa in progress (Play's too), and what the text says it is."""
MAX_CHARS = 200_000
"""The longest kept text read (as :data:`~cuarenta_tutor.tutor.play_kept.MAX_SIZE`)."""


def is_kept_mesa(text: str) -> bool:
    """Return whether a kept text is a mesa in progress (a finished one is kept as "")."""
    try:
        data = json.loads(text) if text else None
    except ValueError:
        return False
    return isinstance(data, dict) and data.get("kind") == KEY


def mesa_waits(stored: bool, play: PlayView | None) -> bool:
    """Return whether a mesa waits in Play: offered, or under way and not over.

    ``stored``: whether the browser held a kept mesa when the page opened (what counts
    until the Play tab is built).
    """
    if play is None:
        return stored
    game = play.game
    return play.kept.offered is not None or (game is not None and not game.position.is_over)


def notice_html(tr: Translator) -> str:
    """Say that a mesa is waiting (the button beside it opens Play)."""
    text = escape(tr.gettext("You have an unfinished mesa."))
    return f"<span class='ct-mesa-waiting-text'>{text}</span>"


class MesaWaiting:
    """The course map's line about a kept mesa, hidden when none waits."""

    def __init__(self, app: TutorApp) -> None:
        """Build the line; its button opens ``app``'s Play tab, focused on the offer."""
        self.app = app
        self.show_error = app.show_error  # what every guarded handler calls on an error
        self.stored = False
        """Whether the browser held a kept mesa when the page opened."""
        self.store = BrowserStore(key=KEY, max_chars=MAX_CHARS)  # read only: Play writes
        self.store.observe(self._on_ready, names="ready")
        self.text = w.HTML()
        self.button = w.Button(layout=w.Layout(width="auto"))
        self.button.add_class("ct-mesa-waiting-open")
        self.button.on_click(self._on_open)
        self.root = w.HBox([self.text, self.button])  # the store beside it: never hidden
        self.root.add_class("ct-mesa-waiting")
        self.root.layout.display = "none"

    def render(self, tr: Translator, play: PlayView | None) -> None:
        """Write the line in ``tr``'s language; shown while a mesa waits in ``play``."""
        self.root.layout.display = "" if mesa_waits(self.stored, play) else "none"
        self.text.value = notice_html(tr)
        # Translators: the button beside "You have an unfinished mesa."; {tab} is the Play tab
        self.button.description = tr.gettext("Resume it in {tab}").format(
            tab=tr.pgettext("tab", "Play")
        )

    @guarded
    def _on_ready(self, change: dict[str, Any]) -> None:
        if not change["new"]:
            return
        self.stored = bool(self.store.oversized) or is_kept_mesa(self.store.loaded)
        self.render(self.app.tr, self.app.play_tab.part)

    @guarded
    def _on_open(self, _button: w.Button) -> None:
        app = self.app
        app.tabs.selected_index = app.tabs.children.index(app.play_tab.box)
        app.play.kept.bring_focus()  # on the offer once Play has read the mesa
