"""The Play screen: a whole mesa against engine players, with the coach beside the table.

A thin view over :class:`~cuarenta_tutor.tutor.play.PlayGame` (what it shows in
:mod:`.play_model`, what it says in :mod:`.play_speech`, a past move's analysis in
:mod:`.play_analysis`): clicks become controller calls; a new mesa in mid-game asks first.
"""

from __future__ import annotations

import functools
import secrets
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..engine.cards import parse_card
from ..engine.game import Claim, Declare
from ..engine.plays import Play
from ..engine.search.strength import Strength
from ..i18n import Translator
from ..sentences.feedback import refusal_text
from ..sentences.mesa_text import next_label
from ..tutor.feedback import Feedback
from ..tutor.play import PlayGame, deck_results
from ..tutor.play_hint import Hint
from ..tutor.progress import MistakePosition
from ..tutor.rulesets import checked_rules
from . import play_model as model
from . import play_panels as panels
from . import play_speech as speech
from .card_board import CardBoard
from .components import Announcer, Disclosure, EscapeKey, FocusMover
from .controls import classed_button, mark_button, swap_class
from .guard import guarded
from .idle import in_steps
from .play_analysis import PlayAnalysis
from .play_kept import KeptMesaView
from .rules_menu import RulesMenu

SaveMistakes = Callable[[list[MistakePosition]], int]
"""Keeps a finished mesa's mistakes; returns how many entered the Practice review."""

Say = Callable[[Translator], str]
"""A message kept until it is shown, said in the language of the moment it is drawn."""


class PlayView:
    """The widgets of the Play tab and their handlers."""

    def __init__(
        self, save_mistakes: SaveMistakes, show_error: Callable[[str], None], *, seed: str = ""
    ) -> None:
        """Build the widgets; ``seed`` fixes the deals (tests), else each mesa is new."""
        seed = seed or secrets.token_hex(4)
        self.game: PlayGame | None = None
        self.tr = Translator("en")
        self.four_colour = False
        self.notice: Say | None = None
        self.hint: Hint | None = None
        self._fresh_deck = False
        """Whether a deck has just started: the last deck's verdict is no longer shown."""
        self.confirming = False
        """Whether "New mesa" was pressed once during a game: a second press starts it."""
        self._save_mistakes = save_mistakes
        self.show_error = show_error  # what every guarded handler calls on an error
        self._saved = False
        self._queued = 0
        """How many of the finished mesa's mistakes entered Practice's review."""
        self._seed = seed
        self._games = 0
        self._heard = 0
        """How many results (deck ends, chicas, the mesa) were already announced."""
        labels = {"description_width": "initial"}  # no label cut short in any language
        self.players = w.Dropdown(options=[("2", 2), ("4", 4)], value=2, style=labels)
        self.players.add_class("ct-play-players")
        self.strength = w.Dropdown(
            options=[s.value for s in Strength], value=Strength.BEGINNER, style=labels
        )
        self.strength.add_class("ct-play-strength")
        self.rules = RulesMenu()  # presets and house variants: chosen, never typed
        self.rules.root.add_class("ct-play-rules")
        self._followed = ""  # the app's rules the menu last followed
        self.coach = w.Checkbox(value=True, indent=False)
        self.coach.add_class("ct-play-coach-toggle")
        self.new = classed_button("ct-play-new", style="primary")
        self.question = w.HTML()
        self.question.add_class("ct-play-question")
        self.keep = classed_button("ct-play-keep")
        self.keep.layout.display = "none"
        self.announcer = Announcer()  # a live region: screen readers hear what happened
        self.status = w.HTML()
        self.status.add_class("ct-play-status")
        self.engine_line = w.HTML()
        self.engine_line.add_class("ct-play-engine")
        self.felt = CardBoard("ct-play-table", "ct-play-hand")
        self.felt.on_pick(
            functools.partial(self._on_pick, True), functools.partial(self._on_pick, False)
        )
        self.last_cards = w.HTML()  # the others' last cards, one labelled group per player
        self.last_cards.add_class("ct-play-engine-cards")
        self.felt.root.children = (self.last_cards, *self.felt.root.children)
        self.focus = FocusMover()
        self.escape = EscapeKey(self._cancel_new, within="ct-play")  # cancels the question
        # the moments: a deck's end (the game waits for "Next deck"), the mesa's end
        self.deck_text, self.mesa_text, self.review = w.HTML(), w.HTML(), w.HTML()
        self.next_deck = classed_button("ct-play-continue", style="primary")
        self.again = classed_button("ct-play-again", style="primary")
        parts = (self.announcer, self.focus, show_error)  # a past move's every action:
        self.analysis = PlayAnalysis(*parts)  # any move, at the mesa's end
        self.deck_analysis = PlayAnalysis(*parts, ".ct-play-deck-end")  # the deck's moves
        self.deck_panel = w.VBox([self.deck_text, self.next_deck, self.deck_analysis.root])
        self.deck_panel.add_class("ct-play-deck-end")
        self.mesa_panel = w.VBox([self.mesa_text, self.again, self.review, self.analysis.root])
        self.mesa_panel.add_class("ct-play-mesa-end")
        for panel in (self.deck_panel, self.mesa_panel):
            panel.add_class("ct-moment-panel")
            panel.layout.display = "none"
        self.play = classed_button("ct-play-play", style="primary")
        self.declare = classed_button("ct-play-declare")
        self.claim = classed_button("ct-play-claim")
        self.hint_button = classed_button("ct-play-hint")
        self.take_back = classed_button("ct-play-takeback", style="warning")
        self.coach_box = w.HTML()
        self.coach_box.add_class("ct-play-coach")
        self.results = w.HTML()
        self.results.add_class("ct-play-results")
        choices = w.HBox([self.players, self.strength, self.rules.root, self.coach])
        choices.add_class("ct-play-choices")
        # once a mesa runs the table comes first: the choices fold behind a button that says them
        self.unfold = Disclosure(choices, "ct-play-choices-part", expanded=True)
        self.unfold.add_class("ct-play-unfold")
        ask = w.HBox([self.question, self.keep, self.new])
        ask.add_class("ct-play-ask")
        shown = (self.players, self.strength, self.rules, self.coach)  # a kept mesa's settings
        self.kept = KeptMesaView(
            self._resume, self._render_new, show_error, self.focus, shown, (self.new,),
            self.announcer.say,
        )  # fmt: skip
        settings = w.VBox([self.kept.root, self.unfold, choices, ask])
        settings.add_class("ct-play-settings")
        actions = w.HBox([self.play, self.declare, self.claim, self.hint_button, self.take_back])
        actions.add_class("ct-play-actions")
        self.actions = actions
        self.root = w.VBox(
            [
                self.mesa_panel,
                settings,
                self.deck_panel,
                self.announcer,
                self.focus,
                self.escape,
                self.status,
                self.coach_box,
                self.engine_line,
                self.felt.root,
                actions,
                self.results,
            ]
        )
        self.root.add_class("ct-play")
        self.new.on_click(self._on_new)
        self.again.on_click(self._on_again)
        self.next_deck.on_click(self._on_next_deck)
        self.keep.on_click(self._cancel_new)
        self.play.on_click(self._on_play)
        self.declare.on_click(functools.partial(self._on_say, Declare()))
        self.claim.on_click(functools.partial(self._on_say, Claim()))
        self.hint_button.on_click(self._on_hint)
        self.take_back.on_click(self._on_take_back)
        chosen = (self.players, self.strength, self.rules.preset, *self.rules.variants.values())
        for choice in chosen:
            choice.observe(self._on_choice, names="value")

    # -- rendering ---------------------------------------------------------------------------
    def render(self, tr: Translator, four_colour: bool, rules: str = "") -> None:
        """Write every text and card row in the learner's language.

        ``rules``: the app's rules (its menu, a teacher's link): the next mesa's menu takes
        them when they change; a mesa in progress keeps its own, and its status says so.
        """
        self.tr, self.four_colour = tr, four_colour
        if rules != self._followed:
            self._followed = rules
            if rules:
                self.rules.choose(rules)
        self.players.description = tr.gettext("Players")
        options = model.strength_options(tr)
        if list(self.strength.options) != options:  # the choice stays as the names change
            self.strength.options, self.strength.value = options, self.strength.value
        self.strength.description = tr.gettext("Engine")
        self.rules.render(tr)
        self.coach.description = tr.gettext("hints and take-backs")
        self.keep.description = tr.gettext("Keep playing")
        self.play.description = model.play_label(self.game, tr)
        self.claim.description = tr.gettext("Claim")
        self.hint_button.description = tr.pgettext("button", "Hint")
        self.again.description = tr.gettext("New mesa")
        self._render_game()

    def _render_game(self, *, review: bool = True) -> None:
        """Draw the mesa; at its end, its review too unless ``review`` is False (not yet)."""
        tr, game = self.tr, self.game
        self.kept.keep(game)  # the browser keeps the mesa as it stands
        self.kept.render(tr)
        self._render_new()
        playing = game is not None and game.learners_turn
        self.play.disabled = self.hint_button.disabled = not playing
        self.declare.layout.display = "" if game and game.can_declare else "none"
        mark_button(self.declare, model.declare_button(game, self.hint, tr))
        self.claim.layout.display = "" if game and game.can_claim else "none"
        self.take_back.layout.display = "" if game and game.can_take_back else "none"
        self.take_back.description = model.take_back_label(game, tr)  # what it undoes
        self.hint_button.layout.display = "" if game and game.coach else "none"
        notice = self.notice(tr) if self.notice else ""
        moment = self._render_moments()  # first: the page never folds a verdict beside it
        self.coach_box.value = model.coach_html(
            notice, game, self.hint, tr, verdict=not self._fresh_deck, whole=moment
        )
        if game is None:
            self.status.value = model.start_html(tr)
            for row in (self.felt.table_row, self.felt.hand_row):
                row.cards = []
            self.engine_line.value = self.results.value = self.last_cards.value = ""
            return
        results = deck_results(game.moves)  # worked out once for the status and the list
        self.status.value = model.status_html(game, results, tr, self.rules.spec)
        self._render_rows(game)
        self.results.value = model.mesa_results_html(game, results, tr)
        if game.position.is_over:
            result = model.turn_text(game, results, tr)
            self.mesa_text.value = panels.mesa_end_html(game, result, tr)
            kept = model.kept_text(game, saved=self._saved, queued=self._queued, tr=tr)
            self.review.value = panels.mesa_review_html(game, kept, tr) if review else ""
            self.analysis.show(game, tr, four_colour=self.four_colour)

    def _render_moments(self) -> bool:
        """Show a deck's or the mesa's end in place of the table (waiting); say if one shows."""
        game = self.game
        paused = game is not None and game.deck_end is not None
        over = game is not None and game.position.is_over
        self.deck_panel.layout.display = "" if paused else "none"
        self.mesa_panel.layout.display = "" if over else "none"
        for part in (self.felt.root, self.actions, self.engine_line):
            part.layout.display = "none" if paused or over else ""
        if game is not None and (end := game.deck_end) is not None:
            self.deck_text.value = panels.deck_end_html(end, game, self.tr)
            self.next_deck.description = next_label(end.chica_ended, self.tr)  # P2b-N7
            self.deck_analysis.show(game, self.tr, four_colour=self.four_colour, deck=end.deck_no)
        return paused or over

    def _render_rows(self, game: PlayGame) -> None:
        tr, four_colour = self.tr, self.four_colour
        self.engine_line.value = model.engine_moves_html(game, tr)
        table, hand = model.play_board(game)
        self.last_cards.value = panels.last_cards_html(game, tr, four_colour=four_colour)
        self.felt.draw(table, hand, tr, four_colour=four_colour)
        if game.position.last_drop in game.position.table:  # its outline, said once in words
            self.felt.table_caption.value += panels.drop_legend_html(tr)
        hint = self.hint.action if self.hint else None
        if isinstance(hint, Play) and game.learners_turn:  # its card and what it takes, marked
            hand, on_table = self.felt.hand_row, self.felt.table_row
            hand.cards, on_table.cards = panels.mark_hint(hand.cards, on_table.cards, hint, tr)
        self.play.description = model.play_label(game, tr)

    def _render_new(self) -> None:
        """Draw "New mesa", or its question when a game in progress would be lost.

        One main action at a time: New mesa while no mesa runs (then Play); asked to confirm,
        "Keep playing" (first, focused, Escape presses it), then the destructive choice.
        """
        tr, asking = self.tr, self.confirming
        running = self.game is not None and not self.game.position.is_over
        self.new.description = model.new_label(asking, tr)
        self.new.button_style = "" if asking or self.game or self.kept.offered else "primary"
        swap_class(self.new, "ct-danger" if asking else "ct-calm", ("ct-danger", "ct-calm"))
        self.keep.button_style = "primary" if asking else ""
        self.keep.layout.display = "" if asking else "none"
        self.escape.active = asking
        over = self.game is not None and self.game.position.is_over
        self.new.layout.display = "none" if over else ""  # the mesa's screen has New mesa
        self.question.value = model.question_html(asking, tr)
        rules = self.game.rules if running and self.game else self.rules.spec  # this mesa's
        self.unfold.label = model.settings_label(
            int(self.players.value), self.strength.label or "", rules, tr
        )
        self.unfold.part_label = tr.gettext("Mesa settings")

    def _announce(self, *, actions: bool = False, opening: str = "") -> None:
        """Say ``opening``, the coach's box, and after actions what followed them too."""
        game, tr = self.game, self.tr
        drawn = speech.Drawn(self.coach_box.value, self.deck_text.value, self.mesa_text.value,
                             self.review.value)  # fmt: skip  # as _render_game has just drawn
        text = speech.announcement(game, drawn, self._heard, tr, actions=actions,
                                   opening=opening, fresh=self._fresh_deck)  # fmt: skip
        if actions and game is not None:
            self._heard = len(deck_results(game.moves))
        if text:
            self.announcer.say(text, tr.lang)

    def in_view(self) -> None:
        """Bring the verdict's start, the hand and Play into view, as after a move (a phone).

        When a kept mesa is resumed (walk P1-N5: the verdict began 64 px above the screen)
        and when the tab is opened again during a mesa (P1-N7: the hand below the screen).
        """
        game = self.game
        if game is not None and game.deck_end is None and not game.position.is_over:
            self.focus.arrive((".ct-play .ct-play-coach",), ".ct-play .ct-play-actions")

    # -- handlers ------------------------------------------------------------------------------
    @guarded
    def _on_choice(self, _change: dict[str, Any]) -> None:
        self._render_new()  # the folding button says the settings chosen

    def _in_progress(self) -> bool:
        """Whether a new mesa would throw away a game the learner has played in (or kept)."""
        running = self.game is not None and not self.game.position.is_over
        return (running and bool(self.game and self.game.learner_plies)) or bool(self.kept.offered)

    @guarded
    def _on_new(self, _button: w.Button) -> None:
        if self._in_progress() and not self.confirming:
            self.confirming = True  # ask first: the button now confirms, "Keep playing" cancels
            self._render_new()
            question = self.tr.gettext("Start a new mesa? The game in progress will be lost.")
            self.announcer.say(question, self.tr.lang)
            self.focus.first(".ct-play-keep", reveal=".ct-play-ask", block="center")  # in view
            return
        self.confirming = False
        rules = checked_rules(self.rules.spec)
        if rules is None:  # the menu offers only known rules: a preset file gone bad
            typed = self.rules.spec
            self._tell(
                lambda tr: tr.gettext(
                    "Unknown rules: {rules}. Choose a preset, optionally with +toggles."
                ).format(rules=typed)
            )
            return
        self._games += 1
        players, strength = int(self.players.value), Strength(self.strength.value)
        game = PlayGame(rules, players, strength, f"{self._seed}-{self._games}",
                        coach=bool(self.coach.value), pause_at_deck_end=True)  # fmt: skip
        self._start(game, speech.mesa_start(game, self.tr))

    def _resume(self, game: PlayGame) -> None:
        """Go on with the mesa kept from the last visit (its settings shown: the kept view)."""
        self._start(game, self.tr.gettext("Mesa resumed."))
        self.in_view()
        in_steps(lambda: self.game is game and game.judge_pending(1) > 0)  # for its review

    def _start(self, game: PlayGame, opening: str) -> None:
        self.game, self.notice, self.hint = game, None, None
        self._saved = self._fresh_deck = False
        self._heard = len(deck_results(game.moves))  # a resumed mesa's results are not news
        self.unfold.expanded = False  # the table first: the choices fold away
        self._render_game()
        self._announce(actions=True, opening=opening)

    @guarded
    def _on_again(self, button: w.Button) -> None:
        self._on_new(button)
        self.focus.first(".ct-play-hand button.ct-card")  # the button that had focus is gone

    @guarded
    def _cancel_new(self, _button: w.Button | None = None) -> None:
        """Keep playing: the question goes, focus goes back to the hand."""
        if not self.confirming:
            return
        self.confirming = False
        self._render_new()
        self.focus.first(".ct-play-hand button.ct-card")

    @guarded
    def _on_pick(self, table: bool, code: str) -> None:
        """Pick a card of the hand, or put one of the table's in or out of the capture."""
        if self.game is not None and self.game.learners_turn:
            (self.game.toggle_table if table else self.game.pick_hand)(parse_card(code))
            self._render_rows(self.game)  # only the selection changed

    def _tell(self, notice: Say) -> None:
        """Show and announce a notice (it is said again in each language it is drawn in)."""
        self.notice = notice
        self._render_game()
        self._announce()

    @guarded
    def _on_play(self, _button: w.Button) -> None:
        game = self.game
        if game is None:
            return
        refused = game.play_selection()
        if isinstance(refused, Feedback):
            self._tell(lambda tr: refusal_text(refused, tr))
            return
        self._after_action()

    def _act(self, action: Any) -> None:
        if self.game is not None:
            self.game.act(action)
            self._after_action()

    def _after_action(self, *, fresh_deck: bool = False) -> None:
        """Draw and say what a move (or Next deck's first cards) led to; keep a mesa's end."""
        self.notice, self.hint, self.confirming, self._fresh_deck = None, None, False, fresh_deck
        game = self.game
        if game is not None and game.position.is_over and not self._saved:
            if game.pending:  # a resumed mesa's moves not judged yet: its end drawn first
                self._render_game(review=False)
                self.focus.first(".ct-play-mesa-result", reveal=".ct-play-mesa-end")
            self._queued = self._save_mistakes(game.mistake_positions())
            self._saved = True
        self._render_game()
        self._announce(actions=True)
        if game is not None and game.position.is_over:
            self.focus.first(".ct-play-mesa-result", reveal=".ct-play-mesa-end")  # not New mesa
        elif game is not None and game.deck_end is not None:
            self.focus.first(".ct-play-continue", reveal=".ct-play-deck-end")  # from its heading

    @guarded
    def _on_next_deck(self, _button: w.Button) -> None:
        if self.game is None or self.game.deck_end is None:
            return
        self.game.next_deck()  # the engine seats' first cards may end a chica or the mesa
        self._after_action(fresh_deck=True)  # the last deck's verdict goes (a take-back: back)
        if self.game.learners_turn:
            self.focus.first(".ct-play-hand button.ct-card")

    @guarded
    def _on_say(self, action: Declare | Claim, _button: w.Button) -> None:
        self._act(action)  # a ronda declared, or the run's cards claimed

    @guarded
    def _on_hint(self, _button: w.Button) -> None:
        if self.game is None or not self.game.learners_turn:
            return
        self.hint = self.game.ask_hint()
        self._render_game()
        self._announce()

    @guarded
    def _on_take_back(self, _button: w.Button) -> None:
        if self.game is None:
            return
        move = model.taken_back_move(self.game, self.tr)[0]  # said after it (walk P1-NEW-6)
        self.game.take_back()
        self._heard = len(deck_results(self.game.moves))
        self.hint, self.confirming, self._fresh_deck = None, False, False
        self._tell(lambda tr: model.taken_back_text(move, tr))
