"""Play's kept mesa: written to the browser as it is played, offered again on the next visit.

The record of the mesa in progress (see :mod:`~cuarenta_tutor.tutor.play_kept`) is kept
in the browser's storage, like the learner's progress but under a key of its own, so that a
mesa that cannot be read never costs the learner any other progress: it is moved aside
(as :mod:`.saved` does with progress) and the learner told. A finished mesa is not kept.
Nothing is written before the browser's copy has been read, so a kept mesa is never lost
to the page opening.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import ipywidgets as w

from ..engine.position import Position
from ..engine.search.strength import Strength
from ..i18n import Translator
from ..tutor.play import PlayGame
from ..tutor.play_kept import MAX_SIZE, KeptMesa, KeptMesaError
from . import play_kept_model as model
from .components import BrowserStore, FocusMover
from .controls import classed_button, swap_class
from .guard import guarded
from .mesa_waiting import KEY
from .rules_menu import RulesMenu
from .saved import aside_key

Settings = tuple[w.Dropdown, w.Dropdown, RulesMenu, w.Checkbox]
"""Play's settings: players, engine strength, rules, coach (hints and take-backs)."""

FRAMES = ("ct-play-kept-offer", "ct-play-kept-note")
"""The part's look: an offer framed with its button, or a notice alone."""


class KeptMesaView:
    """The browser's copy of the mesa in progress and the offer to resume it."""

    def __init__(
        self,
        on_resume: Callable[[PlayGame], None],
        on_read: Callable[[], None],
        show_error: Callable[[str], None],
        focus: FocusMover,
        settings: Settings,
    ) -> None:
        """Build the part; ``on_resume`` gets the mesa resumed, as it stood.

        ``on_read`` is called once the browser's copy is read (*New mesa* is then no longer
        the main button when a mesa is offered). ``settings`` show the kept mesa's own
        while it is offered and once resumed (walk P2b-N2: the offer said "Vereinsspieler"
        above a menu that said "Anfänger").
        """
        self.show_error = show_error  # what every guarded handler calls on an error
        self._on_resume, self._on_read, self.focus = on_resume, on_read, focus
        self.settings = settings
        self.tr = Translator("en")
        self.store = BrowserStore(key=KEY, max_chars=MAX_SIZE)
        self.offered: tuple[KeptMesa, Position] | None = None
        """The kept mesa offered (and where it stands), until resumed or replaced."""
        self.aside = ""
        """The key a kept mesa that could not be read was moved to (said until a mesa starts)."""
        self.read = False
        """Whether the browser's copy has been read (nothing is written before)."""
        self._written = ""
        self._focus_on_read = False
        """Whether the focus goes to the offer once the browser's copy is read."""
        self.text = w.HTML()
        self.resume = classed_button("ct-play-resume", style="primary")
        self.root = w.VBox([self.text, self.resume, self.store])
        self.root.add_class("ct-play-kept")
        self.store.observe(self._on_ready, names="ready")
        self.resume.on_click(self._on_click)

    def keep(self, game: PlayGame | None) -> None:
        """Write ``game``'s record to the browser as it stands now (a finished one: nothing)."""
        if not self.read or game is None:
            return
        self.offered, self.aside = None, ""  # a mesa runs: the kept one was replaced
        text = "" if game.position.is_over else KeptMesa.of(game).to_json()
        if text != self._written:
            self.store.value = self._written = text

    def render(self, tr: Translator) -> None:
        """Write the offer (or the notice of a mesa set aside) in the learner's language."""
        self.tr = tr
        offered = self.offered
        self.resume.description = tr.gettext("Resume the mesa")
        self.resume.disabled = False
        self.resume.layout.display = "" if offered else "none"
        if offered is not None:
            self.text.value = model.offer_html(*offered, tr)
        else:
            self.text.value = model.set_aside_html(self.aside, tr) if self.aside else ""
        self.root.layout.display = "" if offered or self.aside else "none"
        swap_class(self.root, "ct-play-kept-offer" if offered else "ct-play-kept-note", FRAMES)

    @guarded
    def _on_ready(self, change: dict[str, Any]) -> None:
        if not change["new"] or self.read:
            return
        self.read = True
        loaded = self.store.loaded
        if loaded or self.store.oversized:
            try:
                if self.store.oversized:  # never sent here: longer than any mesa
                    raise KeptMesaError(f"{self.store.oversized} characters")
                kept = KeptMesa.from_json(loaded)
            except KeptMesaError:
                self.aside = self.store.set_aside = aside_key(KEY, datetime.now(UTC))
            else:
                position = kept.position
                self._written = loaded
                self.offered = None if position.is_over else (kept, position)
                if self.offered:
                    self.show_settings(kept)
        self.render(self.tr)
        self._on_read()
        if self._focus_on_read:
            self.bring_focus()

    def bring_focus(self) -> None:
        """Focus the offer's button (or the mesa's own control), once the copy is read.

        Asked by the course map's notice (:mod:`.mesa_waiting`) as it opens Play: Play's
        widgets are drawn by then. Its button, hidden by the tab's change, may have lost the
        focus to the page's rescue (the app's first control): focus moves on from there.
        """
        self._focus_on_read = not self.read
        if self.read:
            self.focus.first(
                ".ct-play-resume, .ct-play-continue, .ct-play-hand button.ct-card",
                over=".ct-app :is(button, select, input)",
            )

    def show_settings(self, kept: KeptMesa) -> None:
        """Show ``kept``'s settings in Play's menus, as if the learner had chosen them."""
        players, strength, rules, coach = self.settings
        players.value, strength.value = kept.record.players, Strength(kept.strength).value
        rules.choose(kept.record.rules)
        coach.value = kept.coach

    @guarded
    def _on_click(self, _button: w.Button) -> None:
        if self.offered is None:
            return
        kept = self.offered[0]
        self.resume.disabled = True
        self.text.value = model.resuming_html(self.tr)  # sent before the coach's work
        self.show_settings(kept)  # they may have been changed while it was offered
        game = kept.resume()
        self.offered = None
        self._on_resume(game)
        waiting = game.deck_end is not None  # kept at a deck's end: its button, else the hand
        self.focus.first(".ct-play-continue" if waiting else ".ct-play-hand button.ct-card")
