"""What the Play tab shows, worked out from the game: status, score bars, coach, results.

Pure functions of the :class:`~cuarenta_tutor.tutor.play.PlayGame` and the learner's
language; no widgets. :class:`~cuarenta_tutor.ui.play.PlayView` writes what they return
into its widgets; the results of each deck are :mod:`~cuarenta_tutor.ui.play_results`'.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ..engine.game import Declare
from ..engine.plays import Play
from ..engine.position import ROUND_SIZE
from ..engine.rules import CaidaEnRonda, Rule38, Ruleset
from ..engine.scoring import Event, EventKind
from ..engine.search.strength import Strength
from ..i18n import Translator
from ..sentences.listing import event_reason, event_text, play_words
from ..sentences.play_text import (
    beside_hint,
    coached_text,
    deck_over_heading,
    hint_said,
    hinted_card_label,
)
from ..sentences.ruleset_text import menu_label
from ..sentences.seats import move_text, seat_name
from ..tutor.deck_end import cut_short
from ..tutor.deck_points import deck_points
from ..tutor.play import LEARNER, PlayGame
from ..tutor.play_hint import DECLARED, Hint
from .board_model import Row, table_row
from .move_label import move_label
from .play_results import result_groups, results_html
from .play_verdict import verdict_html
from .ronda_model import ronda_note
from .said_words import shown_said_html

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
Results = list[tuple[int, Event]]
"""The mesa's results so far, deck by deck (:func:`~cuarenta_tutor.tutor.play.deck_results`)."""


def strength_options(tr: Translator) -> list[tuple[str, str]]:
    """Name the engine's strengths in the learner's language: (label, value) pairs."""
    names = {
        Strength.BEGINNER: tr.pgettext("strength", "beginner"),
        Strength.CLUB: tr.pgettext("strength", "club player"),
        Strength.EXPERT: tr.pgettext("strength", "expert"),
    }
    return [(names[strength], strength.value) for strength in Strength]


def start_html(tr: Translator) -> str:
    """Say what to do before the first mesa."""
    start = tr.gettext("Choose the players, the engine and the rules, then start a new mesa.")
    return f"<p>{escape(start)}</p>"


def question_html(asking: bool, tr: Translator) -> str:
    """Ask before a new mesa throws away the game in progress (nothing when not asking)."""
    question = tr.gettext("Start a new mesa? The game in progress will be lost.")
    return f"<strong>{escape(question)}</strong>" if asking else ""


def settings_label(players: int, engine: str, rules: str, tr: Translator) -> str:
    """Say the mesa's settings on the button that folds them (it need not be opened)."""
    return tr.ngettext(
        "Mesa settings: {n} player, {engine}, {rules}",
        "Mesa settings: {n} players, {engine}, {rules}",
        players,
    ).format(n=players, engine=engine, rules=rules)


def new_label(asking: bool, tr: Translator) -> str:
    """Name the "New mesa" button, which confirms once it has asked."""
    return tr.gettext("Yes, start a new mesa") if asking else tr.gettext("New mesa")


def turn_text(game: PlayGame, results: Results, tr: Translator) -> str:
    """Say whose turn it is, that a deck is over, or who won the mesa (the results' last line)."""
    if game.position.is_over:
        groups = result_groups(results, game.position.ruleset, game.players, tr)
        return groups[-1][1][-1]  # the mesa's line, "by zapatería" where it was
    if game.deck_end is not None:  # Play waits for "Next deck"
        end = game.deck_end
        return deck_over_heading(end.deck_no, tr, cut_short=cut_short(end))
    return tr.gettext("Your turn.")  # the engine seats have played: the learner is to move


def rules_note_html(game: PlayGame, chosen: str, tr: Translator) -> str:
    """Say that the mesa in progress keeps its rules when others are chosen for the next one.

    Chosen in the header's menu or the settings, they apply from the next mesa; empty when
    they are this mesa's.
    """
    if game.position.is_over or not chosen or chosen == game.rules:
        return ""
    return f"<div class='ct-play-rules-note'>{escape(rules_note(game.rules, chosen, tr))}</div>"


def rules_note(rules: str, chosen: str, tr: Translator) -> str:
    """Say that a mesa under ``rules`` keeps them and ``chosen`` apply from the next one.

    The rules are named as the rules menu labels them ("pagat + periquito"), not in words.
    """
    # Translators: {rules} and {chosen} are labels of the rules menu (quito, rigor, pagat,
    # casual, perhaps with "+ variant"): quote them as labels, never as words of the sentence.
    return tr.gettext(
        "This mesa keeps the rules it began with (‘{rules}’ in the rules menu); from your "
        "next mesa on, ‘{chosen}’ applies."
    ).format(rules=menu_label(rules), chosen=menu_label(chosen))


def status_html(game: PlayGame, results: Results, tr: Translator, chosen: str = "") -> str:
    """Say the turn, the deck and the stock, the cards others hold, and draw the scores.

    ``chosen``: the rules chosen for the next mesa (said when not this mesa's).
    """
    position = game.position
    turn = turn_text(game, results, tr)
    if position.is_over:  # the result only: no deck, stock or cards held left over
        return f"<div class='ct-play-turn'><strong>{escape(turn)}</strong></div>"
    if game.deck_end is not None:  # the next deck is dealt but waits: the panel says the rest
        return f"<div class='ct-play-turn'><strong>{escape(turn)}</strong></div>" + score_html(
            game, tr
        )
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
        + rules_note_html(game, chosen, tr)
        + f"<div class='ct-play-held'>{escape(held)}</div>"
        + score_html(game, tr)
    )


def score_html(game: PlayGame, tr: Translator) -> str:
    """Draw both sides' scores as bars to the winning score, with the 30 and 38 marks.

    While a deck's end waits, the scores are that deck's: a chica that ended shows its final
    score until the learner starts the next (walk17 M5: "score 0" under "The chica ended").
    """
    position = game.position
    rules = position.ruleset
    scores = position.scores if game.deck_end is None else game.deck_end.scores
    names = (tr.gettext("You"), tr.gettext("Engine"))
    if position.players == 4:
        names = (tr.gettext("You and your partner"), tr.gettext("Opponents"))
    notes = threshold_notes(rules, tr)
    marks = "".join(
        f"<span class='ct-mark-line' style='left:{100 * at / rules.win_at:.1f}%'>{at}</span>"
        for at in notes
    )
    rows = []
    for side in (0, 1):
        score = scores[side]
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
    # on the legend's line (P1-NEW-10): a line of its own pushed Play below a laptop's fold
    goal = f" · <span class='ct-play-goal'>{escape(mesa_goal(rules, tr))}</span>"
    return f"<div class='ct-scores'>{''.join(rows)}<small>{escape(legend)}{goal}</small></div>"


def mesa_goal(rules: Ruleset, tr: Translator) -> str:
    """Say how many chicas win the mesa (the ruleset's ``chicas_to_win``)."""
    n = rules.chicas_to_win
    return tr.ngettext(
        "Whoever wins {n} chica first wins the mesa.",
        "Whoever wins {n} chicas first wins the mesa.",
        n,
    ).format(n=n)


def threshold_notes(rules: Ruleset, tr: Translator) -> dict[int, str]:
    """Return the scores marked on the bars, each with what changes there."""
    notes: dict[int, list[str]] = {}
    if rules.carton_below < rules.win_at:
        text = tr.gettext("from {points} the cartón no longer counts")
        notes.setdefault(rules.carton_below, []).append(text.format(points=rules.carton_below))
    if rules.ronda_below < rules.win_at:
        text = tr.gettext("from {points} a ronda no longer counts")
        notes.setdefault(rules.ronda_below, []).append(text.format(points=rules.ronda_below))
    if rules.caida_en_ronda is CaidaEnRonda.POINTS and rules.caida_en_ronda_below < rules.win_at:
        text = tr.gettext("from {points} a caída en ronda counts as an ordinary caída")
        below = rules.caida_en_ronda_below
        notes.setdefault(below, []).append(text.format(points=below))
    if rules.rule38_from < rules.win_at:  # pagat.com's 38 rule blocks the limpia alone
        text = (
            tr.gettext("from {points} a limpia no longer counts")
            if rules.rule38 is Rule38.NO_LIMPIA
            else tr.gettext("from {points} only a caída ends the chica")
        )
        notes.setdefault(rules.rule38_from, []).append(text.format(points=rules.rule38_from))
    return {at: ", ".join(texts) for at, texts in sorted(notes.items())}


def engine_lines(game: PlayGame, tr: Translator) -> list[str]:
    """Say each of the engine's last moves, with the points it scored."""
    rules = game.position.ruleset
    lines = []
    for move in game.engine_moves:
        text = move_text(move.seat, game.players, move.action, tr, move.events)
        # a declared ronda is named by its sentence already: only its points follow
        named = not isinstance(move.action, Declare)
        scored = [
            scored_text(e, rules, tr, named=named or e.kind not in DECLARED)
            for e in move.events
            if e.kind in SHOWN_EVENTS
        ]
        # after a dash, not in brackets: an event's own note has brackets ("limpia (…)")
        lines.append(text + (f"{tr.dash}{', '.join(scored)}" if scored else ""))
    return lines


def scored_text(event: Event, rules: Ruleset, tr: Translator, *, named: bool = True) -> str:
    """Say an event and the points it brought ("caída +2"); one the rules cancelled says why.

    ``named=False`` leaves out the event's name where the sentence before says it ("Opponent
    2 declared a ronda — +2"), never the points or the reason.
    """
    said = event_text(event, rules, tr) if named else event_reason(event, rules, tr)
    points = f"+{event.points}" if event.points else ""  # no "+0"
    return " ".join(part for part in (said, points) if part)


def own_line(game: PlayGame, tr: Translator) -> str:
    """Say what the learner's last action scored ("Your play scored: caída +2"), or nothing.

    The engine's moves say theirs; a learner who cannot see the score bars move hears
    their own caída, limpia or ronda here, with the points each brought.
    """
    move = game.learner_move
    if move is None:
        return ""
    rules = game.position.ruleset
    scored = [scored_text(event, rules, tr) for event in move.events if event.kind in SHOWN_EVENTS]
    if not scored:
        return ""
    return tr.gettext("Your play scored: {events}").format(events=", ".join(scored))


def engine_moves_html(game: PlayGame, tr: Translator) -> str:
    """Say what the learner's last action scored, then list the engine's last moves."""
    own = own_line(game, tr)
    parts = [f"<p class='ct-play-own'>{shown_said_html(own, tr)}</p>"] if own else []
    lines = engine_lines(game, tr)
    if lines:  # cards by their names to screen readers, as elsewhere in Play (walk P3-N6)
        label = escape(tr.gettext("The engine's moves"), quote=True)
        items = "".join(f"<li>{shown_said_html(line, tr)}</li>" for line in lines)
        parts.append(f"<ul class='ct-play-moves' aria-label='{label}'>{items}</ul>")
    return "".join(parts)


def play_board(game: PlayGame) -> tuple[Row, Row]:
    """Return the table and the learner's hand (clickable only on the learner's turn).

    The others' last cards are :func:`~cuarenta_tutor.ui.play_panels.last_cards_html`.
    """
    position, chosen = game.position, game.selection
    playing = game.learners_turn
    table = table_row(position, chosen.table, disabled=not playing)
    hand = Row(tuple(position.hands[LEARNER]), selected=(chosen.hand,), disabled=not playing)
    return table, hand


def play_label(game: PlayGame | None, tr: Translator) -> str:
    """Name what the main button does with the cards chosen: drop, capture or play."""
    idle = tr.pgettext("button", "Play")
    return idle if game is None else move_label(game.selection, tr, idle=idle)


def declare_label(game: PlayGame | None, tr: Translator) -> str:
    """Name the declaring button: a doble ronda when the learner holds four of a rank."""
    if game is not None and game.holds_doble_ronda:
        return tr.gettext("Declare doble ronda")
    return tr.gettext("Declare ronda")


@dataclass(frozen=True)
class ButtonView:
    """A button's label, and whether the coach's hint marks it, with the words that say so."""

    label: str
    hinted: bool = False
    note: str | None = None
    """Its description for screen readers while hinted (the outline shows it to the eye)."""


def declare_button(game: PlayGame | None, hint: Hint | None, tr: Translator) -> ButtonView:
    """Show the declaring button, marked as a hinted card is when the hint declares first."""
    label = declare_label(game, tr)
    if game is None or hint is None or not isinstance(hint.action, Declare):
        return ButtonView(label)
    return ButtonView(label, hinted=game.learners_turn, note=hinted_card_label(tr))


def coach_html(
    notice: str,
    game: PlayGame | None,
    hint: Hint | None,
    tr: Translator,
    *,
    verdict: bool = True,
    whole: bool = False,
) -> str:
    """Show a notice, the coach's verdict on the last action (unless not ``verdict``), a hint.

    ``whole``: a deck's or the mesa's end shows, the verdict's reasons cannot fold.

    The verdict goes once a notice or a hint comes after it: boxes never pile up.

    A verdict on another action than the hint given, as good as it, says so; a hint says
    its action and why, in one sentence from the coach's reasons.
    """
    parts = []
    if notice:
        parts.append(f"<div class='ct-hint'>{escape(notice)}</div>")
    # only the latest word stays: a notice or a hint since the verdict makes it an old one
    verdict = verdict and not notice and hint is None
    if game is not None and game.verdict is not None and verdict:
        last = game.verdict
        text = beside_hint(last, game.verdict_hint, tr) or coached_text(last, tr)
        parts.append(verdict_html(last, text, tr, foldable=not whole))  # fold on a phone
    if game is not None and hint is not None:
        said = hint_said(hint, tr)
        parts.append(f"<div class='ct-hint ct-play-hint-why'>{escape(said)}</div>")
    said_worth = hint is not None and hint.declared is not None  # the hint said it last
    ronda = ronda_note(game, tr, worth=not said_worth) if game is not None else ""
    if ronda:  # a ronda the learner may still declare: what it is, until when, its worth
        parts.append(f"<div class='ct-hint ct-play-ronda'>{escape(ronda)}</div>")
    return "".join(parts)  # screen readers hear it from the announcer


def kept_text(game: PlayGame, *, saved: bool, queued: int, tr: Translator) -> str:
    """Say what of a finished mesa's mistakes was kept for review (empty when nothing).

    ``saved``: the mistakes were kept in the progress; ``queued``: how many of them the
    engine proved and put in Practice's review.
    """
    kept = ""
    if saved and game.mistake_positions():
        kept = tr.gettext("Your mistakes were saved for review in your progress.")
    if saved and queued:
        proved = tr.ngettext(
            "The engine proves the best play in {n} of them: it is in Practice's review "
            "from tomorrow.",
            "The engine proves the best play in {n} of them: they are in Practice's review "
            "from tomorrow.",
            queued,
        )
        kept += " " + proved.format(n=queued)
    return kept.strip()


def mesa_results_html(game: PlayGame, results: Results, tr: Translator) -> str:
    """List the results deck by deck (the mesa's end and review are its own screen)."""
    points = deck_points(game.moves)  # what each deck scored in play, its cards
    return results_html(results, game.position.ruleset, game.players, tr, points)


def taken_back_move(game: PlayGame | None, tr: Translator) -> tuple[str, bool]:
    """Say the learner's action a take-back would undo, and whether it was in an earlier deal.

    On a fresh deal, before the learner has played, *Take back* undid the last move of the
    deal before without saying so (walk P1-NEW-6): the button and its result now name it.
    """
    moves = [] if game is None else [m for m in game.moves if m.seat == LEARNER]
    if game is None or not moves or not isinstance(moves[-1].action, Play):
        return "", False
    action = moves[-1].action
    earlier = len(game.position.hands[LEARNER]) == ROUND_SIZE  # nothing played in this deal
    return play_words(action.card, action.captured, tr.lang), earlier


def take_back_label(game: PlayGame | None, tr: Translator) -> str:
    """Name *Take back* by the card it takes back: "Take back 5♠ (previous round)"."""
    move, earlier = taken_back_move(game, tr)
    if not move:
        return tr.gettext("Take back")
    card = move.split(" → ")[0]
    if earlier:
        return tr.gettext("Take back {card} (previous round)").format(card=card)
    return tr.gettext("Take back {card}").format(card=card)


def taken_back_text(move: str, tr: Translator) -> str:
    """Say what a take-back undid ("Move taken back: 5♠ → 5♥. Try again.")."""
    if not move:
        return tr.gettext("Move taken back: try again.")
    return tr.gettext("Move taken back: {move}. Try again.").format(move=move)
