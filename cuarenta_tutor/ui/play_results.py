"""The Play tab's results: each deck end, chica and the mesa, said in words, deck by deck.

With one opponent the lines say "you" and "the engine", never "sides". A result that scored
nothing says why (or is left out when there is nothing to say), the cards left on the table
say who takes them, and a zapatería says what it decided: one that ends the mesa says so,
once, in its own line; the mesa's line ("… by zapatería"), its heading too, stays short.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from itertools import pairwise

from ..engine.rules import Ruleset
from ..engine.scoring import Event, EventKind
from ..i18n import Translator
from ..i18n.glossary import glossary
from ..sentences.listing import cards_text, event_text, no_points_reason
from ..sentences.mesa_text import play_points_lines
from ..sentences.play_text import sides_text
from ..tutor.deck_points import DeckPoints
from .said_words import shown_said_html

SHOWN_DECKS = 8
"""How many decks with results the screen lists open (the last ones; earlier ones fold)."""


def result_groups(
    results: list[tuple[int, Event]],
    rules: Ruleset,
    players: int,
    tr: Translator,
    *,
    start: int = 0,
    points: Mapping[int, DeckPoints] | None = None,
    explained: bool = True,
) -> list[tuple[str, list[str]]]:
    """Say the results deck by deck: each deck's label ("Deck 3") and its lines, in order.

    ``results`` are :func:`~cuarenta_tutor.tutor.play.deck_results` of the whole mesa (deck
    numbers from 0); only those from index ``start`` on are said. ``points``: each deck's
    points in play and its cards, said first, so that its total can be rebuilt (P2b-N7).
    ``explained``: a zapatería that ended the mesa says why it did (not in the list on the
    screen: the mesa's panel says it there, walk17 L5).
    """
    groups: list[tuple[str, list[str]]] = []
    decks: list[int] = []
    chicas = 0
    for index, (deck, event) in enumerate(results):
        chicas += event.kind is EventKind.CHICA
        mesa = index if event.kind is EventKind.MESA else index + 1  # the zapatería: the next
        by_zapateria = _ends_by_zapateria(results, mesa, chicas)  # both say so
        by_zapateria &= explained or event.kind is EventKind.MESA
        line = result_line(event, rules, players, tr, by_zapateria=by_zapateria)
        if not line or index < start:
            continue
        if not decks or decks[-1] != deck:
            decks.append(deck)
            lead = deck_lead(points[deck], players, tr) if points and deck in points else []
            groups.append((tr.gettext("Deck {deck}").format(deck=deck + 1), lead))
        groups[-1][1].append(line)
    return groups


def _ends_by_zapateria(results: list[tuple[int, Event]], index: int, chicas: int) -> bool:
    """Whether the result at ``index`` is the mesa won by the zapatería just before it.

    ``chicas``: the chicas won so far; a zapatería in the first chica ends the mesa.
    """
    if not 0 < index < len(results):
        return False
    return zapateria_ends_mesa([results[index - 1][1], results[index][1]], chicas)


def zapateria_ends_mesa(events: Sequence[Event], chicas: int) -> bool:
    """Whether ``events`` (in order) hold a zapatería followed by the mesa's end.

    ``chicas``: the chicas won by then; a zapatería in the first chica ends the mesa.

    >>> zapateria_ends_mesa([Event(EventKind.ZAPATERIA, 1), Event(EventKind.MESA, 1)], 1)
    True
    """
    kinds = [event.kind for event in events]
    return chicas == 1 and (EventKind.ZAPATERIA, EventKind.MESA) in pairwise(kinds)


def deck_lead(deck: DeckPoints, players: int, tr: Translator) -> list[str]:
    """Say a deck's points made in play, then the cards each side took (behind the cartón)."""
    lines = play_points_lines(deck, players, tr)
    if deck.counts is not None:
        lines.append(sides_text("cards", deck.counts, players, tr))
    return lines


def results_html(
    results: list[tuple[int, Event]],
    rules: Ruleset,
    players: int,
    tr: Translator,
    points: Mapping[int, DeckPoints] | None = None,
) -> str:
    """Return the list of the last decks' results under a heading (empty before any)."""
    groups = result_groups(results, rules, players, tr, points=points, explained=False)
    if not groups:
        return ""
    items = "".join(_deck_html(group, tr) for group in groups[-SHOWN_DECKS:])
    earlier = groups[:-SHOWN_DECKS]  # folded, never left out: deck 1 is there to open
    if earlier:
        told = tr.ngettext("{n} earlier deck", "{n} earlier decks", len(earlier))
        folded = "".join(_deck_html(group, tr) for group in earlier)
        items = (
            f"<li><details class='ct-play-earlier'><summary>{escape(told.format(n=len(earlier)))}"
            f"</summary><ul>{folded}</ul></details></li>{items}"
        )
    heading = escape(tr.gettext("Deck ends and chicas"))
    return f"<h2>{heading}</h2><ul class='ct-play-decks'>{items}</ul>"


def _deck_html(group: tuple[str, list[str]], tr: Translator) -> str:
    """One deck's results; cards said by name to screen readers (walk P3-N11)."""
    deck, lines = group
    said = "".join(f"<li>{shown_said_html(line, tr)}</li>" for line in lines)
    return f"<li><strong>{escape(deck)}</strong><ul>{said}</ul></li>"


def results_speech(
    results: list[tuple[int, Event]], rules: Ruleset, players: int, tr: Translator, start: int
) -> str:
    """Return the results from index ``start`` on as one text for screen readers."""
    return " ".join(
        f"{deck}: " + " ".join(map(sentence, lines))
        for deck, lines in result_groups(results, rules, players, tr, start=start)
    )


def sentence(text: str) -> str:
    """End ``text`` with a full stop unless it already ends a sentence.

    >>> sentence("Cartón for you: +6"), sentence("You won the mesa!")
    ('Cartón for you: +6.', 'You won the mesa!')
    """
    return text if not text or text[-1] in ".!?…" else text + "."


Words = dict[str, Callable[[Translator], str]]
"""Each result's sentence for one winner, by its key; gettext calls stay literal for extraction."""

WORDS: dict[str, Words] = {
    "you": {
        "leftovers": lambda tr: tr.gettext("You take the cards left on the table: {cards}."),
        "chica": lambda tr: tr.gettext("You won the chica."),
        "zapateria": lambda tr: tr.gettext(
            "Zapatería: the engine lost the chica with fewer than {points} points."
        ),
        # Translators: said once, just before "You won the mesa by zapatería!": what a
        # zapatería is under the mesa's rules, and why it decided the mesa.
        "zapateria_mesa": lambda tr: tr.gettext(
            "Zapatería: the engine lost the first chica with fewer than {points} points, and "
            "under these rules that ends the mesa at once."
        ),
        "mesa": lambda tr: tr.gettext("You won the mesa!"),
        "mesa_zapateria": lambda tr: tr.gettext("You won the mesa by zapatería!"),
        "points": lambda tr: tr.gettext("{event} for you: +{points}"),
        "nothing": lambda tr: tr.gettext("{event} for you: no points ({reason})"),
    },
    "engine": {
        "leftovers": lambda tr: tr.gettext(
            "The engine takes the cards left on the table: {cards}."
        ),
        "chica": lambda tr: tr.gettext("The engine won the chica."),
        "zapateria": lambda tr: tr.gettext(
            "Zapatería: you lost the chica with fewer than {points} points."
        ),
        "zapateria_mesa": lambda tr: tr.gettext(
            "Zapatería: you lost the first chica with fewer than {points} points, and under "
            "these rules that ends the mesa at once."
        ),
        "mesa": lambda tr: tr.gettext("The engine won the mesa."),
        "mesa_zapateria": lambda tr: tr.gettext("The engine won the mesa by zapatería."),
        "points": lambda tr: tr.gettext("{event} for the engine: +{points}"),
        "nothing": lambda tr: tr.gettext("{event} for the engine: no points ({reason})"),
    },
    "ours": {
        "leftovers": lambda tr: tr.gettext("The cards left on the table go to your side: {cards}."),
        "chica": lambda tr: tr.gettext("Your side won the chica."),
        "zapateria": lambda tr: tr.gettext(
            "Zapatería: the other side lost the chica with fewer than {points} points."
        ),
        "zapateria_mesa": lambda tr: tr.gettext(
            "Zapatería: the other side lost the first chica with fewer than {points} points, "
            "and under these rules that ends the mesa at once."
        ),
        "mesa": lambda tr: tr.gettext("Your side won the mesa!"),
        "mesa_zapateria": lambda tr: tr.gettext("Your side won the mesa by zapatería!"),
        "points": lambda tr: tr.gettext("{event} for your side: +{points}"),
        "nothing": lambda tr: tr.gettext("{event} for your side: no points ({reason})"),
    },
    "theirs": {
        "leftovers": lambda tr: tr.gettext(
            "The cards left on the table go to the other side: {cards}."
        ),
        "chica": lambda tr: tr.gettext("The other side won the chica."),
        "zapateria": lambda tr: tr.gettext(
            "Zapatería: your side lost the chica with fewer than {points} points."
        ),
        "zapateria_mesa": lambda tr: tr.gettext(
            "Zapatería: your side lost the first chica with fewer than {points} points, and "
            "under these rules that ends the mesa at once."
        ),
        "mesa": lambda tr: tr.gettext("The other side won the mesa."),
        "mesa_zapateria": lambda tr: tr.gettext("The other side won the mesa by zapatería."),
        "points": lambda tr: tr.gettext("{event} for the other side: +{points}"),
        "nothing": lambda tr: tr.gettext("{event} for the other side: no points ({reason})"),
    },
}
"""With one opponent: *you* and *the engine*; with partners: *your side* and *the other side*.
One whole sentence per winner, so that every language can make it agree (case, gender)."""


def result_line(
    event: Event, rules: Ruleset, players: int, tr: Translator, *, by_zapateria: bool = False
) -> str:
    """Say one result in words; empty when it says nothing (no points and no reason).

    The line starts with a capital letter, whatever the game term that opens it.
    ``by_zapateria``: the mesa was won by a zapatería in its first chica (said of the mesa
    and, once, with what a zapatería is, of the zapatería that decided it).
    """
    return capitalised(_result_text(event, rules, players, tr, by_zapateria))


def _result_text(
    event: Event, rules: Ruleset, players: int, tr: Translator, by_zapateria: bool
) -> str:
    """Return one result's sentence in the learner's language (see :data:`WORDS`)."""
    if event.kind is EventKind.LEFTOVERS and event.side is None:
        return tr.gettext("The cards left on the table are set aside: {cards}.").format(
            cards=cards_text(event.cards, tr.lang)
        )
    ours = event.side == 0
    words = WORDS[("you" if ours else "engine") if players == 2 else ("ours" if ours else "theirs")]
    if event.kind is EventKind.LEFTOVERS:
        return words["leftovers"](tr).format(cards=cards_text(event.cards, tr.lang))
    if event.kind is EventKind.CHICA:
        return words["chica"](tr)
    if event.kind is EventKind.ZAPATERIA:  # deciding the mesa, it says so: said once
        key = "zapateria_mesa" if by_zapateria else "zapateria"
        return words[key](tr).format(points=rules.zapateria_below)
    if event.kind is EventKind.MESA:
        return words["mesa_zapateria" if by_zapateria else "mesa"](tr)
    if event.points:
        return words["points"](tr).format(event=event_text(event, rules, tr), points=event.points)
    reason = no_points_reason(event, rules, tr)
    if not reason:
        return ""
    name = glossary(tr.lang).event_name(event.kind.value)
    return words["nothing"](tr).format(event=name, reason=reason)


def capitalised(text: str) -> str:
    """Return ``text`` with its first letter upper-case (a game term may open a line).

    >>> capitalised("cartón for you: +6"), capitalised("")
    ('Cartón for you: +6', '')
    """
    return text[:1].upper() + text[1:]
