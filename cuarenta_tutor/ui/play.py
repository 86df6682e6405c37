"""The Play screen: a whole mesa against engine players, with the coach beside the table.

A thin view over :class:`~cuarenta_tutor.tutor.play.PlayGame`: it draws the table, the
hands, the engine's last moves, the score with its 30 and 38 marks, and the coach's
messages in a live region, and turns clicks into controller calls.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ..engine.cards import Card, parse_card
from ..engine.explain import diagnose
from ..engine.game import Claim, Declare, IllegalActionError
from ..engine.players import Strength
from ..engine.plays import Play
from ..engine.rules import Ruleset, RulesetError, load_ruleset, preset_names
from ..engine.scoring import EventKind
from ..i18n import Translator
from ..i18n.coach import (
    band_name,
    hint_text,
    move_text,
    percent,
    seat_name,
    verdict_text,
)
from ..i18n.explain import render as render_facts
from ..i18n.listing import event_text
from ..tutor.play import LEARNER, PlayGame, deck_results
from ..tutor.progress import ReviewPosition
from .components import CardRow, row_entries
from .controls import classed_button
from .guard import guarded

SaveReview = Callable[[list[ReviewPosition]], int]
"""Keeps a finished mesa's mistakes; returns how many entered the Practice review."""


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
        self.notice = ""
        self.hint = ""
        self._save_review = save_review
        self.show_error = show_error  # what every guarded handler calls on an error
        self._saved = False
        self._queued = 0
        self._seed = seed
        self._games = 0
        self.players = w.Dropdown(options=[("2", 2), ("4", 4)], value=2)
        self.players.add_class("ct-play-players")
        self.strength = w.Dropdown(options=[s.value for s in Strength], value=Strength.BEGINNER)
        self.strength.add_class("ct-play-strength")
        self.rules = w.Combobox(options=list(preset_names()), value="quito", ensure_option=False)
        self.rules.add_class("ct-play-rules")
        self.coach = w.Checkbox(value=True, indent=False)
        self.coach.add_class("ct-play-coach-toggle")
        self.new = classed_button("ct-play-new", style="primary")
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
        settings = w.HBox([self.players, self.strength, self.rules, self.coach, self.new])
        settings.add_class("ct-play-settings")
        actions = w.HBox([self.play, self.declare, self.claim, self.hint_button, self.take_back])
        actions.add_class("ct-play-actions")
        self.root = w.VBox(
            [settings, self.status, self.coach_box, self.engine_line, felt, actions, self.results]
        )
        self.root.add_class("ct-play")
        self.new.on_click(self._on_new)
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
        self.new.description = tr.gettext("New mesa")
        self.play.description = tr.pgettext("button", "Play")
        self.declare.description = tr.gettext("Declare ronda")
        self.claim.description = tr.gettext("Claim")
        self.hint_button.description = tr.pgettext("button", "Hint")
        self.take_back.description = tr.gettext("Take back")
        self._render_game()

    def _render_game(self) -> None:
        tr, game = self.tr, self.game
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
            self.engine_line.value = self.coach_box.value = self.results.value = ""
            return
        self.status.value = self._status_html(game)
        self._render_rows(game)
        self.coach_box.value = self._coach_html(game)
        self.results.value = self._results_html(game)

    def _status_html(self, game: PlayGame) -> str:
        tr, position = self.tr, game.position
        if position.is_over:
            side = position.winner
            turn = (
                tr.gettext("You won the mesa!")
                if side == 0
                else tr.gettext("The engine won the mesa.")
            )
        else:  # the engine seats have played: the learner is to move
            turn = tr.gettext("Your turn.")
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
        cards: list[Card] = []
        lines = []
        for move in game.engine_moves:
            text = move_text(move.seat, game.players, move.action, tr)
            scored = [
                event_text(e, position.ruleset, tr)
                for e in move.events
                if e.kind
                in (
                    EventKind.CAIDA,
                    EventKind.CAIDA_EN_RONDA,
                    EventKind.LIMPIA,
                    EventKind.RONDA,
                    EventKind.DOBLE_RONDA,
                    EventKind.PERIQUITO,
                )
            ]
            lines.append(escape(text + (f" ({', '.join(scored)})" if scored else "")))
            if isinstance(move.action, Play):
                cards.extend([move.action.card, *move.action.captured])
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
        self.table_row.cards = row_entries(
            position.table,
            tr,
            four_colour=four_colour,
            selected=chosen.table,
            marked=(position.last_drop,),
            disabled=not playing,
        )
        self.table_row.label = tr.gettext("Table")
        self.table_row.empty_text = tr.gettext("The table is empty.")
        self.hand_row.cards = row_entries(
            position.hands[LEARNER],
            tr,
            four_colour=four_colour,
            selected=(chosen.hand,),
            disabled=not playing,
        )
        self.hand_row.label = tr.gettext("Your hand")
        self.hand_row.empty_text = tr.gettext("No cards in hand.")
        captions = (
            tr.gettext("The engine's last cards"),
            tr.gettext("Table"),
            tr.gettext("Your hand"),
        )
        for widget, text in zip(self.captions, captions, strict=True):
            widget.value = f"<div class='ct-caption'>{escape(text)}</div>"

    def _coach_html(self, game: PlayGame) -> str:
        tr = self.tr
        parts = []
        if self.notice:
            parts.append(f"<div class='ct-hint'>{escape(self.notice)}</div>")
        if game.verdict is not None:
            band, text = game.verdict.band.value, verdict_text(game.verdict, tr)
            parts.append(f"<div class='ct-feedback ct-band-{band}'>{escape(text)}</div>")
        if self.hint:
            parts.append(f"<div class='ct-hint'>{escape(self.hint)}</div>")
        return f"<div role='status' aria-live='polite'>{''.join(parts)}</div>"

    def _results_html(self, game: PlayGame) -> str:
        tr, rules = self.tr, game.position.ruleset
        lines = [
            escape(self._result_line(event, rules, game.players))
            for event in deck_results(game.moves)
        ]
        html = ""
        if lines:
            heading = escape(tr.gettext("Deck ends and chicas"))
            html += (
                f"<h3>{heading}</h3><ul>"
                + "".join(f"<li>{line}</li>" for line in lines[-8:])
                + "</ul>"
            )
        if game.position.is_over:
            html += self._review_html(game)
        return html

    def _result_line(self, event: Any, rules: Any, players: int) -> str:
        tr = self.tr
        name = event_text(event, rules, tr)
        if players == 2:  # one opponent: "you" and "the engine", never "sides"
            return _two_player_result(event, name, tr)
        who = tr.gettext("your side") if event.side == 0 else tr.gettext("the other side")
        if event.kind is EventKind.CHICA:
            return tr.gettext("Chica won by {side}").format(side=who)
        if event.kind is EventKind.MESA:
            return tr.gettext("Mesa won by {side}").format(side=who)
        return tr.gettext("{event} for {side}: +{points}").format(
            event=name, side=who, points=event.points
        )

    def _review_html(self, game: PlayGame) -> str:
        tr = self.tr
        review = game.review()
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
        if self._saved and game.to_review():
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
            f"<div class='ct-play-review'><h3>{escape(head)}</h3><p>{escape(counts)}</p>"
            f"<ol>{items}</ol><p>{saved}</p></div>"
        )

    # -- handlers ------------------------------------------------------------------------------
    @guarded
    def _on_strength(self, change: dict[str, Any]) -> None:
        self.coach.value = change["new"] == Strength.BEGINNER.value

    @guarded
    def _on_new(self, _button: w.Button) -> None:
        rules = (self.rules.value or "quito").strip()
        try:
            load_ruleset(rules)
        except (RulesetError, ValueError):
            self.notice = self.tr.gettext(
                "Unknown rules: {rules}. Choose a preset, optionally with +toggles."
            ).format(rules=rules)
            self._render_game()
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
        self.notice = self.hint = ""
        self._saved = False
        self._render_game()

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

    @guarded
    def _on_play(self, _button: w.Button) -> None:
        game = self.game
        if game is None:
            return
        card = game.selection.hand
        if card is None:
            self.notice = self.tr.gettext("Choose a card from your hand first.")
            self._render_game()
            return
        position = game.position
        facts = diagnose(position.ruleset, position.table, card, sorted(game.selection.table))
        if facts and not position.ruleset.claim_missed_run:
            self.notice = render_facts(facts, self.tr)
            self._render_game()
            return
        try:
            game.play_selection()
        except IllegalActionError:
            self.notice = self.tr.gettext("These cards cannot be taken together: choose again.")
            self._render_game()
            return
        self._after_action()

    def _act(self, action: Any) -> None:
        if self.game is None:
            return
        self.game.act(action)
        self._after_action()

    def _after_action(self) -> None:
        self.notice = self.hint = ""
        game = self.game
        if game is not None and game.position.is_over and not self._saved:
            self._queued = self._save_review(game.to_review())
            self._saved = True
        self._render_game()

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
        self.hint = hint_text(self.game.hint(), self.tr)
        self._render_game()

    @guarded
    def _on_take_back(self, _button: w.Button) -> None:
        if self.game is None:
            return
        self.game.take_back()
        self.notice = self.tr.gettext("Move taken back: try again.")
        self.hint = ""
        self._render_game()


def _two_player_result(event: Any, name: str, tr: Translator) -> str:
    """Say one result of a two-player mesa: what you or the engine won (no "sides")."""
    if event.kind is EventKind.CHICA:
        if event.side == 0:
            return tr.gettext("You won the chica.")
        return tr.gettext("The engine won the chica.")
    if event.kind is EventKind.MESA:
        return (
            tr.gettext("You won the mesa!")
            if event.side == 0
            else tr.gettext("The engine won the mesa.")
        )
    if event.side == 0:
        return tr.gettext("{event} for you: +{points}").format(event=name, points=event.points)
    return tr.gettext("{event} for the engine: +{points}").format(event=name, points=event.points)
