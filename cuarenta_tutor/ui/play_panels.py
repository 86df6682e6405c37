"""The Play tab's moments, as HTML: the others' last cards by player, a deck's end, the mesa's.

Pure functions of the game and the learner's language (no widgets), like
:mod:`~cuarenta_tutor.ui.play_model`. Every number comes from the engine: the deck end is
:class:`~cuarenta_tutor.tutor.deck_end.DeckEnd`, the review the coach's
:class:`~cuarenta_tutor.engine.search.game_review.GameAnalysis`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html import escape
from typing import Any

from ..engine.plays import Play
from ..engine.position import Declare
from ..engine.scoring import EventKind
from ..engine.search.coach import Band, Verdict
from ..i18n import Translator
from ..render.cards import card_svg
from ..sentences.coach import band_name
from ..sentences.mesa_text import accuracy_facts, decider_text
from ..sentences.odds import stated_cost
from ..sentences.play_text import (
    also_possible_lead,
    also_possible_text,
    carton_text,
    deck_over_heading,
    hinted_capture_label,
    hinted_card_label,
    last_cards_heading,
    moments_lead,
    review_heading,
    reviewed_text,
    sides_text,
)
from ..sentences.seats import seat_name
from ..tutor.deck_end import DeckEnd, cut_short
from ..tutor.play import PlayGame
from .markup import plain_text
from .play_results import result_line, sentence, zapateria_ends_mesa
from .said_words import shown_said_html

FLAGGED = (Band.INACCURACY, Band.MISTAKE, Band.BLUNDER)
"""The bands the review's key moments are chosen from (as the summary line counts them)."""
CARD_WIDTH = 52
"""The width of a card in the others' last cards (smaller than the learner's own)."""


def last_cards_html(game: PlayGame | None, tr: Translator, *, four_colour: bool) -> str:
    """Draw the cards each engine player has just played, one labelled group per player."""
    players = game.players if game else 2
    heading = escape(last_cards_heading(players, tr))
    groups: dict[int, list[str]] = {}
    # the orange ring says "a caída target": only the last card dropped, still on the table
    target = game.position.last_drop if game else None
    moves = game.engine_moves if game else []
    for move in moves:
        cards = groups.setdefault(move.seat, [])
        if isinstance(move.action, Play):
            played, taken = move.action.card, move.action.captured
            marked = target is not None and played == target and move is moves[-1]
            cards.append(_card(played, tr, four_colour, "ct-last-played", marked=marked))
            cards += [_card(card, tr, four_colour, "ct-last-taken") for card in taken]
    body = "".join(
        _group(seat, cards, game, tr) for seat, cards in groups.items() if game is not None
    )
    if not body:
        empty = tr.gettext("No engine move yet.")  # three engine players: said of them all
        if players == 4:
            empty = tr.gettext("None of the other players has played yet.")
        body = f"<p class='ct-empty'>{escape(empty)}</p>"
    return (
        f"<section class='ct-last' aria-label='{heading}'>"
        f"<div class='ct-caption'>{heading}</div><div class='ct-last-groups'>{body}</div></section>"
    )


def _group(seat: int, cards: list[str], game: PlayGame, tr: Translator) -> str:
    name = escape(seat_name(seat, game.players, tr))
    # with one opponent the heading names it already: no second line that says it again
    shown = f"<div class='ct-last-name' aria-hidden='true'>{name}</div>" if game.players > 2 else ""
    return (
        f"<div class='ct-last-group ct-last-seat{seat}' role='group' aria-label='{name}'>"
        f"{shown}<div class='ct-last-cards'>{''.join(cards)}</div></div>"
    )


def _card(card: Any, tr: Translator, four_colour: bool, kind: str, *, marked: bool = False) -> str:
    svg = card_svg(card, tr.lang, four_colour=four_colour, width=CARD_WIDTH, marked=marked)
    return f"<span class='{kind}'>{svg}</span>"


def mark_hint(
    hand: list[dict[str, Any]], table: list[dict[str, Any]], action: Play, tr: Translator
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Mark the hint's play on the felt: its hand card and the table cards it takes.

    Each marked card is outlined, and its spoken name says its part in the hint.
    """
    taken = {str(card) for card in action.captured}
    return (
        _marked(hand, {str(action.card)}, hinted_card_label(tr)),
        _marked(table, taken, hinted_capture_label(tr)),
    )


def _marked(entries: list[dict[str, Any]], codes: set[str], note: str) -> list[dict[str, Any]]:
    return [
        {**entry, "best": True, "label": f"{entry['label']} — {note}"}
        if entry["code"] in codes
        else entry
        for entry in entries
    ]


def deck_end_html(end: DeckEnd, game: PlayGame, tr: Translator, *, last: bool = False) -> str:
    """Show a deck's end: the cards each side took, the cartón, the results, the score.

    A chica won is said first, in bold with the final score, then what won it (walk P2-N4:
    it was one bullet among the others, beside score bars already back at 0–0). The
    ``last`` deck of a mesa a zapatería ended says why it ended it (walk17 L5).
    """
    players, rules = game.players, game.position.ruleset
    ended = last and zapateria_ends_mesa(end.events, sum(game.position.chicas))
    # how it was won, first
    lines = [result_line(e, rules, players, tr, by_zapateria=ended) for e in end.won_by]
    if end.counts is not None:
        lines.append(sides_text("cards", end.counts, players, tr))
    lines += [carton_text(carton, tr) for carton in end.cartons]
    chica = next((e for e in end.events if e.kind is EventKind.CHICA), None)
    shown = [e for e in end.events if e is not chica]
    lines += [
        line for e in shown if (line := result_line(e, rules, players, tr, by_zapateria=ended))
    ]
    score = sides_text("score", end.scores, players, tr)
    won = ""
    if chica is not None:  # and how the mesa stands (walk P2b-N7)
        said = escape(f"{result_line(chica, rules, players, tr)} {score}")
        chicas = game.position.chicas
        standing = sides_text("chicas", chicas, players, tr)
        standing += " " + decider_text(chicas, rules.chicas_to_win, tr)
        won = (
            f"<p class='ct-deck-end-chica'><strong>{said}</strong></p>"
            f"<p class='ct-deck-end-standing'>{escape(standing.strip())}</p>"
        )
    else:
        lines.append(score)
    items = "".join(f"<li>{shown_said_html(line, tr)}</li>" for line in lines)  # P3-N11
    heading = escape(deck_over_heading(end.deck_no, tr, cut_short=cut_short(end)))
    return f"<h2>{heading}</h2>{won}<ul class='ct-deck-end-lines'>{items}</ul>"


def mesa_end_html(game: PlayGame, result: str, tr: Translator) -> str:
    """Head the mesa's screen: who won (``result``, the mesa's line), the score, the chicas.

    The heading takes the focus when the mesa ends (``data-ct-focus``: focusable by the page,
    not in the Tab order): Enter there does nothing, where on New mesa it lost the review.
    """
    chicas = [e for m in game.moves for e in m.events if e.kind is EventKind.CHICA and e.final]
    final = chicas[-1].final if chicas and chicas[-1].final else game.position.scores
    score = sides_text("score", final, game.players, tr)
    won = sides_text("chicas", game.position.chicas, game.players, tr)
    head = "<h2 class='ct-play-mesa-result' tabindex='-1' data-ct-focus>"
    return (
        f"{head}{escape(result)}</h2><p>{escape(score)} {escape(won)}</p>{last_deck_html(game, tr)}"
    )


def last_deck_html(game: PlayGame, tr: Translator) -> str:
    """Show the last deck's end under the mesa's result: its cards and cartón (P1-NEW-10).

    The cartón that won the last chica was shown only in the results list: the deck's
    end panel, shown after every other deck, was never shown for the last one.
    """
    ends = [move.end for move in game.moves if move.end is not None]
    if not ends:
        return ""
    end = ends[-1]
    html = deck_end_html(end, game, tr, last=True)
    html = re.sub(r"<p class='ct-deck-end-(chica|standing)'>.*?</p>", "", html, flags=re.S)
    rules, players = game.position.ruleset, game.players
    for event in end.events:  # the mesa's result is the heading above
        if event.kind is EventKind.MESA:
            for zapateria in (False, True):
                line = result_line(event, rules, players, tr, by_zapateria=zapateria)
                html = html.replace(f"<li>{escape(line)}</li>", "")
    return f"<div class='ct-play-last-deck'>{html.replace('h2>', 'h3>')}</div>"


def mesa_review_html(game: PlayGame, kept: str, tr: Translator) -> str:
    """Show the coach's game review: accuracy, the bands, the hints used, the key moments.

    ``kept`` says what of the mistakes was kept for Practice.
    """
    review = game.analyse()
    notes = game.unsaid_gains()  # a caída or limpia missed at a small loss: said as a note
    key = sorted(costliest(review.moments), key=lambda moment: moment[0])  # as played
    moments = "".join(
        f"<li>{escape(moment_place(game, ply, tr))}: "
        f"{escape(reviewed_text(v, notes.get(ply, ()), tr))} {analyse_button(game, ply, tr)}</li>"
        for ply, v in key
    )
    listed = {ply for ply, _ in key}
    others = "".join(
        f"<li>{escape(moment_place(game, ply, tr))} ({escape(band_name(v.band, tr))}): "
        f"{escape(' '.join(also_possible_text(note, tr) for note in notes[ply]))}</li>"
        for ply, v in review.moments
        if ply in notes and ply not in listed
    )
    facts = accuracy_facts(review, game.own_analysis(), tr)  # the learner's own (P2b-N10)
    flagged = sum(n for band, n in review.counts.items() if band in FLAGGED)
    return (
        f"<h3>{escape(review_heading(tr))}</h3>"
        + "".join(f"<p class='ct-review-fact'>{escape(fact)}</p>" for fact in facts)
        + (_listed(moments_lead(len(key), flagged, tr), moments, "ol") if moments else "")
        + (_listed(also_possible_lead(tr), others, "ul") if others else "")
        + (f"<p>{escape(kept)}</p>" if kept else "")
    )


def analyse_button(game: PlayGame, ply: int, tr: Translator) -> str:
    """Return a button that opens the analysis of the learner's move ``ply`` (every action).

    Its name ends with the move's place, so that a screen reader tells the buttons apart.
    """
    place = escape(tr.dash + moment_place(game, ply, tr))
    show = escape(tr.gettext("Analyse this move"))
    return (
        f"<button type='button' class='jupyter-button widget-button ct-analyse-open' "
        f"data-analyse-ply='{ply}'>{show}"
        f"<span class='ct-visually-hidden'>{place}</span></button>"
    )


def mesa_speech(head: str, review: str) -> str:
    """Return what is said of the mesa's screen after its result: the score and the review.

    The review's buttons are left out (they are reached with Tab, not read out at once).

    >>> mesa_speech("<h2>You won</h2><p>Score</p>", "<p>A mistake. <button>Show</button></p>")
    '<p>Score</p><p>A mistake. </p>'
    """
    return head.split("</h2>", 1)[-1] + re.sub(r"<button\b.*?</button>", "", review, flags=re.S)


def costliest(moments: Iterable[tuple[int, Verdict]], limit: int = 5) -> list[tuple[int, Verdict]]:
    """Return the flagged actions that cost the most as their lines state it, costliest first.

    By :func:`~cuarenta_tutor.sentences.odds.stated_cost`: the chances of the chica given
    away as the line says them, then the points it says; the lead says so
    (:func:`~cuarenta_tutor.sentences.play_text.moments_lead`).
    """
    flagged = [moment for moment in moments if moment[1].band in FLAGGED]
    return sorted(flagged, key=lambda moment: stated_cost(moment[1]), reverse=True)[:limit]


def _listed(lead: str, items: str, tag: str) -> str:
    """Return a list of the review with the sentence that says what it lists."""
    return f"<p class='ct-review-lead'>{escape(lead)}</p><{tag}>{items}</{tag}>"


def moment_place(game: PlayGame, ply: int, tr: Translator) -> str:
    """Say where a learner's action was, as a player counts: its deck, then the move.

    The move is the learner's own in that deck ("Deck 3, your move 4"), never the mesa's
    ply ("Move 81"). A ronda declared is no move of its own: it comes before the card
    played after it ("Deck 1, before your move 1"), and the moves count cards as a player does.
    """
    deck = game.moves[ply - 1].deck_no
    mine = [
        p
        for p in game.learner_plies
        if p <= ply
        and game.moves[p - 1].deck_no == deck
        and not isinstance(game.moves[p - 1].action, Declare)
    ]
    if isinstance(game.moves[ply - 1].action, Declare):
        # Translators: where a ronda was declared: before the card the learner played next
        text = tr.gettext("Deck {deck}, before your move {move}")
        return text.format(deck=deck + 1, move=len(mine) + 1)
    return tr.gettext("Deck {deck}, your move {move}").format(deck=deck + 1, move=len(mine))


def drop_legend_html(tr: Translator) -> str:
    """Say what the orange dashed outline means, under the table that shows one."""
    text = tr.gettext("Orange dashed outline: the card just dropped, a caída target.")
    return f"<div class='ct-drop-legend'><span class='ct-drop-swatch'></span>{escape(text)}</div>"


def panel_speech(html: str) -> str:
    """Return a panel's text for screen readers: each heading, paragraph and item a sentence.

    >>> panel_speech("<h2>End of deck 1</h2><ul><li>Cartón for you: +6</li></ul>")
    'End of deck 1. Cartón for you: +6.'

    What is shown with signs and said in words (:func:`.said_words.said_html`) is said
    once, in words: the signs are hidden from screen readers (walk P3-N2: said twice).
    """
    html = re.sub(r"<span aria-hidden='true'>.*?</span>", "", html, flags=re.S)  # P3-N2
    blocks = re.split(r"</(?:h2|h3|p|li)>", html)
    return " ".join(sentence(text) for text in map(plain_text, blocks) if text)
