"""Play's analysis of a past move, as HTML: every legal action of that moment, best first.

Pure functions of a finished game and the learner's language (no widgets). The listing is
:class:`~cuarenta_tutor.tutor.analysis.Analysis`, worded by
:mod:`~cuarenta_tutor.sentences.analysis`: the very values, order and bands that
``cuarenta-tutor analyse RECORD.json --ply N`` prints for the mesa's record, with the
move the learner played marked.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ..engine.cards import Card
from ..i18n import Translator
from ..render.cards import card_label, card_svg
from ..sentences.analysis import LineWords, line_words
from ..sentences.coach import action_display
from ..sentences.play_text import sides_text
from ..tutor.analysis import ActionLine, Analysis, analyse, moment
from ..tutor.play import PlayGame
from .play_panels import drop_legend_html, moment_place
from .said_words import said, said_html

CARD_WIDTH = 44
"""The width of a card in the position shown (small: the listing is what is read)."""

Group = tuple[str, list[tuple[int, str, str]]]
"""A deck's label and each of the learner's moves in it: its ply, its name and the name said."""


@dataclass(frozen=True)
class Row:
    """One action of the listing, as the screen shows it."""

    line: ActionLine
    words: LineWords
    played: bool
    """Whether this is the action the learner played."""


def learner_moves(game: PlayGame, tr: Translator, deck_no: int | None = None) -> list[Group]:
    """Return the learner's moves grouped by deck, in the order played, each named.

    ``deck_no`` (from 0): that deck's moves only.
    """
    groups: list[Group] = []
    for ply in game.learner_plies:
        number = game.moves[ply - 1].deck_no
        if deck_no is not None and number != deck_no:
            continue
        deck = tr.gettext("Deck {deck}").format(deck=number + 1)
        if not groups or groups[-1][0] != deck:
            groups.append((deck, []))
        name = move_name(game, ply, tr)
        groups[-1][1].append((ply, name, said(name, tr)))
    return groups


def move_name(game: PlayGame, ply: int, tr: Translator) -> str:
    """Name a learner's move as the review does, with its action ("Deck 2, your move 3: 7♦")."""
    played, doble = game.learner_action(ply)
    action = action_display(played, tr, doble=doble)
    # Translators: a move of the learner's in the list of moves to analyse: {place} is
    # "Deck 2, your move 3", {action} the cards played ("7♦ → 7♠") or "declare the ronda".
    return tr.gettext("{place}: {action}").format(place=moment_place(game, ply, tr), action=action)


def move_analysis(game: PlayGame, ply: int) -> Analysis:
    """Judge every legal action before the learner's action ``ply`` (as ``analyse --ply``).

    The position is the record's after its first ``ply - 1`` actions: what ``analyse``
    reads from the mesa's record.
    """
    return analyse(moment(game.record, ply - 1))


def rows(game: PlayGame, ply: int, analysis: Analysis, tr: Translator) -> list[Row]:
    """Return the listing's rows best first, the learner's action marked."""
    played, _doble = game.learner_action(ply)
    return [
        Row(line, line_words(analysis, line, tr), line.action == played) for line in analysis.lines
    ]


def thinking_html(game: PlayGame, ply: int, tr: Translator) -> str:
    """Say that the coach is at work on the move (shown while the listing is computed)."""
    title = escape(move_name(game, ply, tr))
    busy = escape(tr.gettext("The coach is weighing every action…"))
    return (
        f"<div class='ct-analysis' aria-busy='true'><h4 class='ct-analysis-title'>{title}</h4>"
        f"<p class='ct-analysis-thinking'>{busy}</p></div>"
    )


def analysis_html(
    game: PlayGame, ply: int, analysis: Analysis, tr: Translator, *, four_colour: bool
) -> str:
    """Show the moment (hand, table, score) and every legal action, best first."""
    position = analysis.position
    drop = position.last_drop if position.last_drop in position.table else None
    hand = _cards(tr.gettext("Your hand"), position.hand, None, tr, four_colour)
    table = _cards(tr.gettext("Table"), position.table, drop, tr, four_colour)
    legend = "" if drop is None else drop_legend_html(tr) + _drop_said(drop, tr)
    score = escape(sides_text("score", position.scores, position.players, tr))
    items = "".join(
        _row_html(number, row, tr) for number, row in enumerate(rows(game, ply, analysis, tr), 1)
    )
    title = said_html(move_name(game, ply, tr), tr)  # the cards' signs shown, their names said
    return (
        f"<div class='ct-analysis'><h4 class='ct-analysis-title'>{title}</h4>"
        f"<div class='ct-analysis-position'>{hand}{table}</div>{legend}"
        f"<p class='ct-analysis-score'>{score}</p>"
        f"<p class='ct-analysis-lead'>{escape(lead_text(analysis, tr))}</p>"
        f"<ol class='ct-analysis-list'>{items}</ol></div>"
    )


def lead_text(analysis: Analysis, tr: Translator) -> str:
    """Say what the listing is: every legal action, best first, and how it was judged."""
    if analysis.exact:
        return tr.gettext(
            "Every legal action at that moment, best first. Every card could be worked out, "
            "so the values are exact."
        )
    return tr.gettext(
        "Every legal action at that moment, best first, judged as the coach judges: from "
        "the cards you could see, over many possible deals of the others."
    )


def analysis_speech(game: PlayGame, ply: int, analysis: Analysis, tr: Translator) -> str:
    """Say the listing's gist for screen readers: how many actions, the best, the learner's band.

    The cards are said by their names and a capture's arrow in words, as the rows are.
    """
    count = len(analysis.lines)
    listed = tr.ngettext("{n} action.", "{n} actions, best first.", count)
    listing = rows(game, ply, analysis, tr)
    mine = next(row for row in listing if row.played)
    played = tr.gettext("Your choice: {action} ({band}).").format(
        action=mine.words.action, band=mine.words.band
    )
    best = ""
    if not listing[0].played:  # the best is named too, so that the learner need not look
        best = tr.gettext("Best: {play}.").format(play=listing[0].words.action)
    spoken = " ".join(part for part in (f"{listed.format(n=count)}", best, played) if part)
    return said(f"{move_name(game, ply, tr)}. {spoken}", tr)


def _row_html(number: int, row: Row, tr: Translator) -> str:
    words, mark = row.words, ""
    doubt = f"<span class='ct-analysis-doubt'>{escape(words.doubt)}</span>" if words.doubt else ""
    classes = f"ct-analysis-line ct-band-{row.line.band.value}"
    if row.played:
        classes += " ct-analysis-played"
        mine = tr.gettext("Your choice")
        mark = f" <span class='ct-analysis-mark'>{escape(mine)}</span>"
    return (
        f"<li class='{classes}' data-action='{escape(str(row.line.action))}' value='{number}'>"
        f"<span class='ct-analysis-action'>{said_html(words.action, tr)}</span>{escape(tr.dash)}"
        f"<strong class='ct-analysis-band'>{escape(words.band)}</strong>{mark}"
        f"<span class='ct-analysis-said'>{escape(words.said)}</span>{doubt}</li>"
    )


def _drop_said(card: Card, tr: Translator) -> str:
    """Name the card just dropped for screen readers: its orange outline is not read out."""
    # Translators: said (not shown) under the analysed position, after "Orange dashed
    # outline: the card just dropped, a caída target."; {card} is e.g. "seven of hearts".
    text = tr.gettext("The card just dropped: {card}.").format(card=card_label(card, tr.lang))
    return f"<p class='ct-visually-hidden'>{escape(text)}</p>"


def _cards(
    name: str, cards: tuple[Card, ...], drop: Card | None, tr: Translator, four_colour: bool
) -> str:
    empty = tr.gettext("The table is empty.")
    drawn = (
        "".join(
            card_svg(card, tr.lang, four_colour=four_colour, width=CARD_WIDTH, marked=card == drop)
            for card in cards
        )
        or f"<span class='ct-analysis-empty'>{escape(empty)}</span>"
    )
    return (
        f"<div class='ct-analysis-cards' role='group' aria-label='{escape(name)}'>"
        f"<span class='ct-analysis-caption' aria-hidden='true'>{escape(name)}</span>"
        f"<span class='ct-analysis-row'>{drawn}</span></div>"
    )
