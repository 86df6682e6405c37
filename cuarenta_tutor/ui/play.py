"""The Play screen: a whole mesa against engine players, with the coach beside the table.

A thin view over :class:`~cuarenta_tutor.tutor.play.PlayGame`: it draws the table, the
hands, the engine's last moves, the score with its 30 and 38 marks, the coach's messages
and the results of each deck, and turns clicks into controller calls. What happens after an
action (the coach's verdict, the engine's moves, a deck end, a chica, the mesa) is also said
in a live region for screen readers. A new mesa in the middle of a game asks first.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ..engine.cards import parse_card
from ..engine.game import Action, Claim, Declare
from ..engine.plays import Play
from ..engine.rules import Ruleset, RulesetError, load_ruleset, preset_names
from ..engine.scoring import Event, EventKind
from ..engine.search.strength import Strength
from ..i18n import Translator
from ..sentences.coach import (
    band_name,
    hint_text,
    move_text,
    percent,
    seat_name,
    verdict_text,
)
from ..sentences.feedback import refusal_text
from ..sentences.listing import event_text
from ..tutor.feedback import Feedback
from ..tutor.play import LEARNER, PlayGame, deck_results
from ..tutor.progress import ReviewPosition
from .components import Announcer, CardRow, name_board, row_entries, table_entries
from .controls import classed_button, plain_text
from .guard import guarded
from .play_results import result_groups, results_html, results_speech, sentence

SaveReview = Callable[[list[ReviewPosition]], int]
"""Keeps a finished mesa's mistakes; returns how many entered the Practice review."""

SHOWN_EVENTS = frozenset(
    {
        EventKind.CAIDA,
        EventKind.CAIDA_EN_RONDA,
        EventKind.LIMPIA,
        EventKind.RONDA,
        EventKind.DOBLE_RONDA,
        EventKind.PERIQUITO,
    }
)
"""The events named beside an engine move (what it scored)."""

Say = Callable[[Translator], str]
"""A message kept until it is shown, said in the language of the moment it is drawn."""


class PlayView:
    """The widgets of the Play tab and their handlers."""

    def __init__(
        self, save_review: SaveReview, show_error: Callable[[str], None], *, seed: str = ""
    ) -> None:
        """Build the widgets; ``seed`` fixes the deals (tests), else each mesa is new."""
        seed = seed or secrets.token_hex(4)
        self.game: PlayGame | None = None
        self.tr = Translator("en")
        self.four_colour = False
        self.notice: Say | None = None
        self.hint: Action | None = None
        self.confirming = False
        """Whether "New mesa" was pressed once during a game: a second press starts it."""
        self._save_review = save_review
        self.show_error = show_error  # what every guarded handler calls on an error
        self._saved = False
        self._queued = 0
        self._seed = seed
        self._games = 0
        self._heard = 0  # the results (deck ends, chicas, mesa) already announced
        labels = {"description_width": "initial"}  # no label cut short in any language
        self.players = w.Dropdown(options=[("2", 2), ("4", 4)], value=2, style=labels)
        self.players.add_class("ct-play-players")
        self.strength = w.Dropdown(
            options=[s.value for s in Strength], value=Strength.BEGINNER, style=labels
        )
        self.strength.add_class("ct-play-strength")
        self.rules = w.Combobox(
            options=list(preset_names()), value="quito", ensure_option=False, style=labels
        )
        self.rules.add_class("ct-play-rules")
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
        self.engine_row = CardRow()
        self.engine_row.add_class("ct-play-engine-cards")
        self.table_row = CardRow()
        self.table_row.add_class("ct-play-table")
        self.hand_row = CardRow()
        self.hand_row.add_class("ct-play-hand")
        self.play = classed_button("ct-play-play", style="primary")
        self.declare = classed_button("ct-play-declare")
        self.claim = classed_button("ct-play-claim")
        self.hint_button = classed_button("ct-play-hint")
        self.take_back = classed_button("ct-play-takeback", style="warning")
        self.coach_box = w.HTML()
        self.coach_box.add_class("ct-play-coach")
        self.results = w.HTML()
        self.results.add_class("ct-play-results")
        self.captions = [w.HTML() for _ in range(3)]
        felt = w.VBox(
            [
                self.captions[0],
                self.engine_row,
                self.captions[1],
                self.table_row,
                self.captions[2],
                self.hand_row,
            ]
        )
        felt.add_class("ct-felt")
        settings = w.HBox(
            [
                self.players,
                self.strength,
                self.rules,
                self.coach,
                self.question,
                self.new,
                self.keep,
            ]
        )
        settings.add_class("ct-play-settings")
        actions = w.HBox([self.play, self.declare, self.claim, self.hint_button, self.take_back])
        actions.add_class("ct-play-actions")
        self.root = w.VBox(
            [
                settings,
                self.announcer,
                self.status,
                self.coach_box,
                self.engine_line,
                felt,
                actions,
                self.results,
            ]
        )
        self.root.add_class("ct-play")
        self.new.on_click(self._on_new)
        self.keep.on_click(self._on_keep)
        self.play.on_click(self._on_play)
        self.declare.on_click(self._on_declare)
        self.claim.on_click(self._on_claim)
        self.hint_button.on_click(self._on_hint)
        self.take_back.on_click(self._on_take_back)
        self.hand_row.observe(self._on_hand, names="clicks")
        self.table_row.observe(self._on_table, names="clicks")
        self.strength.observe(self._on_strength, names="value")

    # -- rendering ---------------------------------------------------------------------------
    def render(self, tr: Translator, four_colour: bool) -> None:
        """Write every text and card row in the learner's language."""
        self.tr, self.four_colour = tr, four_colour
        self.players.description = tr.gettext("Players")
        names = {
            Strength.BEGINNER: tr.pgettext("strength", "beginner"),
            Strength.CLUB: tr.pgettext("strength", "club player"),
            Strength.EXPERT: tr.pgettext("strength", "expert"),
        }
        options = [(names[s], s.value) for s in Strength]
        if list(self.strength.options) != options:
            value = self.strength.value
            self.strength.options = options
            self.strength.value = value
        self.strength.description = tr.gettext("Engine")
        self.rules.description = tr.gettext("Rules")
        self.coach.description = tr.gettext("hints and take-backs")
        self.keep.description = tr.gettext("Keep playing")
        self.play.description = self._play_label(self.game)
        self.declare.description = tr.gettext("Declare ronda")
        self.claim.description = tr.gettext("Claim")
        self.hint_button.description = tr.pgettext("button", "Hint")
        self.take_back.description = tr.gettext("Take back")
        self._render_game()

    def _render_game(self) -> None:
        tr, game = self.tr, self.game
        self._render_new()
        playing = game is not None and game.learners_turn
        for button in (self.play, self.hint_button):
            button.disabled = not playing
        self.declare.layout.display = "" if game and game.can_declare else "none"
        self.claim.layout.display = "" if game and game.can_claim else "none"
        self.take_back.layout.display = "" if game and game.can_take_back else "none"
        self.hint_button.layout.display = "" if game and game.coach else "none"
        if game is None:
            start = tr.gettext(
                "Choose the players, the engine and the rules, then start a new mesa."
            )
            self.status.value = f"<p>{escape(start)}</p>"
            for row in (self.engine_row, self.table_row, self.hand_row):
                row.cards = []
            self.engine_line.value = self.results.value = ""
            self.coach_box.value = self._coach_html(None)
            return
        results = deck_results(game.moves)  # worked out once for the status and the list
        self.status.value = self._status_html(game, results)
        self._render_rows(game)
        self.coach_box.value = self._coach_html(game)
        self.results.value = self._results_html(game, results)

    def _turn_text(self, game: PlayGame, results: list[tuple[int, Event]]) -> str:
        """Say whose turn it is, or who won the mesa (the results' own last line)."""
        tr = self.tr
        if game.position.is_over:
            groups = result_groups(results, game.position.ruleset, game.players, tr)
            return groups[-1][1][-1]  # the mesa's line, "by zapatería" where it was
        return tr.gettext("Your turn.")  # the engine seats have played: the learner is to move

    def _status_html(self, game: PlayGame, results: list[tuple[int, Event]]) -> str:
        tr, position = self.tr, game.position
        turn = self._turn_text(game, results)
        deck = tr.gettext("Deck {deck} · cards in the stock: {cards}").format(
            deck=position.deck_no + 1, cards=len(position.stock)
        )
        held = " · ".join(
            seat_name(seat, position.players, tr)
            + ": "
            + tr.ngettext("{n} card", "{n} cards", len(hand)).format(n=len(hand))
            for seat, hand in enumerate(position.hands)
            if seat != LEARNER
        )
        return (
            f"<div class='ct-play-turn'><strong>{escape(turn)}</strong> · {escape(deck)}</div>"
            f"<div class='ct-play-held'>{escape(held)}</div>" + self._score_html(game)
        )

    def _score_html(self, game: PlayGame) -> str:
        """Draw both sides' scores as bars to the winning score, with the 30 and 38 marks."""
        tr, position = self.tr, game.position
        rules = position.ruleset
        names = (tr.gettext("You"), tr.gettext("Engine"))
        if position.players == 4:
            names = (tr.gettext("You and your partner"), tr.gettext("Opponents"))
        notes = self._threshold_notes(rules)
        marks = "".join(
            f"<span class='ct-mark-line' style='left:{100 * at / rules.win_at:.1f}%'>{at}</span>"
            for at in notes
        )
        rows = []
        for side in (0, 1):
            score = position.scores[side]
            width = min(100.0, 100 * score / rules.win_at)
            label = tr.gettext("{name} — score {points}, chicas {chicas}").format(
                name=names[side], points=score, chicas=position.chicas[side]
            )
            rows.append(
                f"<div class='ct-scoreline' role='img' aria-label='{escape(label, quote=True)}'>"
                f"<span class='ct-score-name'>{escape(label)}</span>"
                f"<span class='ct-bar'><span class='ct-fill ct-side{side}' "
                f"style='width:{width:.1f}%'></span>{marks}</span></div>"
            )
        legend = "; ".join(notes.values())
        return f"<div class='ct-scores'>{''.join(rows)}<small>{escape(legend)}</small></div>"

    def _threshold_notes(self, rules: Ruleset) -> dict[int, str]:
        """Return the scores marked on the bars, each with what changes there."""
        tr = self.tr
        notes: dict[int, list[str]] = {}
        if rules.carton_below < rules.win_at:
            text = tr.gettext("from {points} the cartón no longer counts")
            notes.setdefault(rules.carton_below, []).append(text.format(points=rules.carton_below))
        if rules.ronda_below < rules.win_at:
            text = tr.gettext("from {points} a ronda no longer counts")
            notes.setdefault(rules.ronda_below, []).append(text.format(points=rules.ronda_below))
        if rules.rule38_from < rules.win_at:
            text = tr.gettext("from {points} only a caída ends the chica")
            notes.setdefault(rules.rule38_from, []).append(text.format(points=rules.rule38_from))
        return {at: ", ".join(texts) for at, texts in sorted(notes.items())}

    def _render_rows(self, game: PlayGame) -> None:
        tr, position = self.tr, game.position
        playing = game.learners_turn
        chosen = game.selection
        cards = [
            card
            for move in game.engine_moves
            if isinstance(move.action, Play)
            for card in (move.action.card, *move.action.captured)
        ]
        lines = [escape(line) for line in self._engine_lines(game)]
        self.engine_line.value = (
            "<ul class='ct-play-moves' aria-label='{}'>".format(
                escape(tr.gettext("The engine's moves"), quote=True)
            )
            + "".join(f"<li>{line}</li>" for line in lines)
            + "</ul>"
            if lines
            else ""
        )
        four_colour = self.four_colour
        self.engine_row.cards = row_entries(
            cards, tr, four_colour=four_colour, marked=cards, disabled=True
        )
        self.engine_row.label = tr.gettext("The engine's last cards")
        self.engine_row.empty_text = tr.gettext("No engine move yet.")
        self.table_row.cards = table_entries(
            position, chosen.table, tr, four_colour=four_colour, disabled=not playing
        )
        self.hand_row.cards = row_entries(
            position.hands[LEARNER],
            tr,
            four_colour=four_colour,
            selected=(chosen.hand,),
            disabled=not playing,
        )
        table, hand = name_board(self.table_row, self.hand_row, tr)
        self.play.description = self._play_label(game)
        captions = (tr.gettext("The engine's last cards"), table, hand)
        for widget, text in zip(self.captions, captions, strict=True):
            widget.value = f"<div class='ct-caption'>{escape(text)}</div>"

    def _render_new(self) -> None:
        """Draw "New mesa", or its question when a game in progress would be lost."""
        tr, asking = self.tr, self.confirming
        self.new.description = (
            tr.gettext("Yes, start a new mesa") if asking else tr.gettext("New mesa")
        )
        self.keep.layout.display = "" if asking else "none"
        question = tr.gettext("Start a new mesa? The game in progress will be lost.")
        self.question.value = f"<strong>{escape(question)}</strong>" if asking else ""

    def _play_label(self, game: PlayGame | None) -> str:
        """Name what the main button does with the cards chosen: drop, capture or play."""
        tr = self.tr
        if game is None or game.selection.hand is None:
            return tr.pgettext("button", "Play")
        if game.selection.table:
            return tr.pgettext("button", "Capture")
        return tr.pgettext("button", "Drop")

    def _coach_html(self, game: PlayGame | None) -> str:
        tr = self.tr
        parts = []
        if self.notice:
            parts.append(f"<div class='ct-hint'>{escape(self.notice(tr))}</div>")
        if game is not None and game.verdict is not None:
            band, text = game.verdict.band.value, verdict_text(game.verdict, tr)
            parts.append(f"<div class='ct-feedback ct-band-{band}'>{escape(text)}</div>")
        if game is not None and self.hint is not None:
            parts.append(f"<div class='ct-hint'>{escape(hint_text(self.hint, tr))}</div>")
        return "".join(parts)  # screen readers hear it from the announcer

    def _results_html(self, game: PlayGame, results: list[tuple[int, Event]]) -> str:
        html = results_html(results, game.position.ruleset, game.players, self.tr)
        if game.position.is_over:
            html += self._review_html(game)
        return html

    def _engine_lines(self, game: PlayGame) -> list[str]:
        """Say each of the engine's last moves, with the points it scored."""
        tr, rules = self.tr, game.position.ruleset
        lines = []
        for move in game.engine_moves:
            text = move_text(move.seat, game.players, move.action, tr)
            scored = [event_text(e, rules, tr) for e in move.events if e.kind in SHOWN_EVENTS]
            lines.append(text + (f" ({', '.join(scored)})" if scored else ""))
        return lines

    def _announce(self, *, actions: bool = False) -> None:
        """Say the coach's box to screen readers; after actions, what followed them too.

        After actions: the engine's moves, then the results not yet announced (deck ends,
        chicas, and who won the mesa).
        """
        game, tr = self.game, self.tr
        parts = [plain_text(self.coach_box.value)]  # as _render_game has just drawn it
        if actions and game is not None:
            parts += self._engine_lines(game)
            results = deck_results(game.moves)
            rules = game.position.ruleset
            parts.append(results_speech(results, rules, game.players, tr, self._heard))
            self._heard = len(results)
        text = " ".join(sentence(part) for part in parts if part)
        if text:
            self.announcer.say(text, tr.lang)

    def _review_html(self, game: PlayGame) -> str:
        tr = self.tr
        review = game.analyse()
        head = tr.gettext("Game review: accuracy {accuracy} (your actions: {actions})").format(
            accuracy=percent(review.accuracy, tr), actions=len(review.moments)
        )
        counts = ", ".join(f"{band_name(band, tr)} {n}" for band, n in review.counts.items())
        move = tr.gettext("Move {ply}")
        items = "".join(
            f"<li>{escape(move.format(ply=ply))}: {escape(verdict_text(v, tr))}</li>"
            for ply, v in review.key_moments()
        )
        saved = ""
        if self._saved and game.mistake_positions():
            saved = escape(tr.gettext("Your mistakes were saved for review in your progress."))
        if self._saved and self._queued:
            queued = tr.ngettext(
                "The engine proves the best play in {n} of them: it is in Practice's review "
                "from tomorrow.",
                "The engine proves the best play in {n} of them: they are in Practice's review "
                "from tomorrow.",
                self._queued,
            )
            saved += " " + escape(queued.format(n=self._queued))
        return (
            f"<div class='ct-play-review'><h2>{escape(head)}</h2><p>{escape(counts)}</p>"
            f"<ol>{items}</ol><p>{saved}</p></div>"
        )

    # -- handlers ------------------------------------------------------------------------------
    @guarded
    def _on_strength(self, change: dict[str, Any]) -> None:
        self.coach.value = change["new"] == Strength.BEGINNER.value

    def _in_progress(self) -> bool:
        """Whether a new mesa would throw away a game the learner has played in."""
        game = self.game
        return game is not None and not game.position.is_over and bool(game.judged)

    @guarded
    def _on_new(self, _button: w.Button) -> None:
        if self._in_progress() and not self.confirming:
            self.confirming = True  # ask first: the button now confirms, "Keep playing" cancels
            self._render_new()
            self.announcer.say(
                self.tr.gettext("Start a new mesa? The game in progress will be lost."),
                self.tr.lang,
            )
            return
        self.confirming = False
        rules = (self.rules.value or "quito").strip()
        try:
            load_ruleset(rules)
        except (RulesetError, ValueError):
            self._tell(
                lambda tr: tr.gettext(
                    "Unknown rules: {rules}. Choose a preset, optionally with +toggles."
                ).format(rules=rules)
            )
            return
        self._games += 1
        seed = f"{self._seed}-{self._games}"
        self.game = PlayGame(
            rules,
            int(self.players.value),
            Strength(self.strength.value),
            seed,
            coach=bool(self.coach.value),
        )
        self.notice = self.hint = None
        self._saved = False
        self._heard = 0
        self._render_game()

    @guarded
    def _on_keep(self, _button: w.Button) -> None:
        self.confirming = False
        self._render_new()

    @guarded
    def _on_hand(self, _change: dict[str, Any]) -> None:
        if self.game is None or not self.game.learners_turn:
            return
        self.game.pick_hand(parse_card(self.hand_row.clicked))
        self._render_rows(self.game)  # only the selection changed

    @guarded
    def _on_table(self, _change: dict[str, Any]) -> None:
        if self.game is None or not self.game.learners_turn:
            return
        self.game.toggle_table(parse_card(self.table_row.clicked))
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
        if self.game is None:
            return
        self.game.act(action)
        self._after_action()

    def _after_action(self) -> None:
        self.notice = self.hint = None
        self.confirming = False
        game = self.game
        if game is not None and game.position.is_over and not self._saved:
            self._queued = self._save_review(game.mistake_positions())
            self._saved = True
        self._render_game()
        self._announce(actions=True)

    @guarded
    def _on_declare(self, _button: w.Button) -> None:
        self._act(Declare())

    @guarded
    def _on_claim(self, _button: w.Button) -> None:
        self._act(Claim())

    @guarded
    def _on_hint(self, _button: w.Button) -> None:
        if self.game is None or not self.game.learners_turn:
            return
        self.hint = self.game.hint()
        self._render_game()
        self._announce()

    @guarded
    def _on_take_back(self, _button: w.Button) -> None:
        if self.game is None:
            return
        self.game.take_back()
        self._heard = len(deck_results(self.game.moves))
        self.hint = None
        self.confirming = False
        self._tell(lambda tr: tr.gettext("Move taken back: try again."))
