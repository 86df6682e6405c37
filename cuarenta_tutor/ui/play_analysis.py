"""Play's analysis of a past move: after a mesa, every legal action of any of the learner's moves.

A thin view over :mod:`~cuarenta_tutor.ui.play_analysis_model`: the learner chooses one of
their moves (grouped by deck, named as the review names them) or opens one of the review's
costliest moments, and sees the position and every legal action judged as the coach judges,
best first, the played one marked — what ``cuarenta-tutor analyse`` prints. One position is
judged at a time, on demand, while a short "thinking" line shows; each judged move is kept
for the mesa, so that choosing it again (or another language) is immediate.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..i18n import Translator
from ..tutor.analysis import Analysis
from ..tutor.play import PlayGame
from . import play_analysis_model as model
from .assets import asset
from .components import Announcer, FocusMover
from .guard import guarded


class MoveChooser(anywidget.AnyWidget):
    """A list of moves grouped by deck (``<optgroup>``): choosing one asks for it at once.

    Each request arrives as a message (``{"ply": n}``) and calls :attr:`on_choose`; the
    buttons with ``data-analyse-ply`` inside ``scope`` (the review's) send theirs through
    this widget too. ``placeholder`` is the list's first line while no move is chosen.
    """

    _esm = asset("move_chooser.js")
    groups = traitlets.List(traitlets.Dict()).tag(sync=True)
    chosen = traitlets.Int(0).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    placeholder = traitlets.Unicode("").tag(sync=True)
    scope = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_choose: Any = None
        self.on_msg(self._on_message)

    def choose(self, ply: int, *, review: bool = False) -> None:
        """Ask for the move ``ply``, as the browser does (``review``: from a review's button)."""
        if self.on_choose is not None:
            self.on_choose(ply, review=review)

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        if isinstance(content, dict) and isinstance(content.get("ply"), int):
            self.choose(content["ply"], review=bool(content.get("review")))


class PlayAnalysis:
    """The part of a moment's panel that analyses one of the learner's moves.

    ``scope`` is the panel's class: the mesa's end (every move, and the review's buttons)
    or a deck's end (that deck's moves).
    """

    def __init__(
        self,
        announcer: Announcer,
        focus: FocusMover,
        show_error: Callable[[str], None],
        scope: str = ".ct-play-mesa-end",
    ) -> None:
        self.announcer, self.focus, self.scope = announcer, focus, scope
        self.show_error = show_error  # what the guarded handler calls on an error
        self.game: PlayGame | None = None
        self.tr = Translator("en")
        self.four_colour = False
        self.ply = 0
        """The move shown (0: none yet)."""
        self.deck: int | None = None
        """The deck whose moves are offered (None: every deck)."""
        self.judged: dict[int, Analysis] = {}
        """Each move analysed in this mesa, by ply."""
        self.heading = w.HTML()
        self.chooser = MoveChooser(scope=scope)
        self.chooser.on_choose = self.open
        self.shown = w.HTML()
        self.shown.add_class("ct-analysis-out")
        self.root = w.VBox([self.heading, self.chooser, self.shown])
        self.root.add_class("ct-play-analysis")

    def show(
        self, game: PlayGame, tr: Translator, *, four_colour: bool, deck: int | None = None
    ) -> None:
        """Draw the part for ``game`` in the learner's language (a new game: nothing shown).

        ``deck`` (from 0): only that deck's moves are offered (a deck's end).
        """
        if game is not self.game or deck != self.deck:  # a new mesa, or another deck's end
            if game is not self.game:
                self.judged = {}
            self.game, self.deck, self.ply = game, deck, 0
            self.chooser.chosen = 0
        self.tr, self.four_colour = tr, four_colour
        self.root.layout.display = "" if game.learner_plies else "none"
        heading = tr.gettext("Analyse one of your moves")
        self.heading.value = f"<h3>{escape(heading)}</h3>"
        self.chooser.label = tr.gettext("Your move")
        self.chooser.placeholder = tr.gettext("Choose a move to analyse")
        self.chooser.groups = [
            {
                "label": label,
                "moves": [{"ply": ply, "name": name, "said": words} for ply, name, words in moves],
            }
            for label, moves in model.learner_moves(game, tr, deck)
        ]
        self._draw()

    @guarded
    def open(self, ply: int, *, review: bool = False) -> None:
        """Show every action of the learner's move ``ply``: judged now, or as kept.

        Opened from the review (``review``), focus moves to the list of moves, the part in
        view; chosen in the list, focus stays there and the listing comes into view under
        it: the list at the top of the screen, never above it (walk P3 old N5, WCAG 2.4.11).
        """
        game, tr = self.game, self.tr
        if game is None or ply not in game.learner_plies:
            return
        self.ply = self.chooser.chosen = ply
        if ply not in self.judged:
            self.shown.value = model.thinking_html(game, ply, tr)  # sent before the work
            self.announcer.say(tr.gettext("The coach is weighing every action…"), tr.lang)
            self.judged[ply] = model.move_analysis(game, ply)
        self._draw()
        said = model.analysis_speech(game, ply, self.judged[ply], tr)
        self.announcer.say(said, tr.lang)
        part = f"{self.scope} .ct-play-analysis"
        if review:
            self.focus.first(f"{part} .ct-analysis-select", reveal=part, block="start")
        else:
            self.focus.show(f"{part} .ct-analysis-pick", block="start")

    def _draw(self) -> None:
        game, ply = self.game, self.ply
        if game is None or ply not in self.judged or ply not in game.learner_plies:
            self.shown.value = ""  # nothing chosen yet (or the move was taken back)
            return
        analysis = self.judged[ply]
        self.shown.value = model.analysis_html(
            game, ply, analysis, self.tr, four_colour=self.four_colour
        )
