"""The Play tab's results: each deck end, chica and the mesa, said in words, deck by deck.

With one opponent the lines say "you" and "the engine", never "sides". A result that scored
nothing says why (or is left out when there is nothing to say), the cards left on the table
say who takes them, and a zapatería says what it decided.
"""

from __future__ import annotations

from html import escape

from ..engine.rules import Ruleset
from ..engine.scoring import Event, EventKind
from ..i18n import Translator
from ..i18n.glossary import glossary
from ..sentences.listing import cards_text, event_reason, event_text

SHOWN_DECKS = 8
"""How many decks with results the screen lists (the last ones)."""


def result_groups(
    results: list[tuple[int, Event]],
    rules: Ruleset,
    players: int,
    tr: Translator,
    *,
    start: int = 0,
) -> list[tuple[str, list[str]]]:
    """Say the results deck by deck: each deck's label ("Deck 3") and its lines, in order.

    ``results`` are :func:`~cuarenta_tutor.tutor.play.deck_results` of the whole mesa (deck
    numbers from 0); only those from index ``start`` on are said.
    """
    groups: list[tuple[str, list[str]]] = []
    decks: list[int] = []
    chicas = 0
    previous: Event | None = None
    for index, (deck, event) in enumerate(results):
        chicas += event.kind is EventKind.CHICA
        by_zapateria = (
            event.kind is EventKind.MESA
            and previous is not None
            and previous.kind is EventKind.ZAPATERIA
            and chicas == 1  # a zapatería in the first chica ends the mesa
        )
        previous = event
        line = result_line(event, rules, players, tr, by_zapateria=by_zapateria)
        if not line or index < start:
            continue
        if not decks or decks[-1] != deck:
            decks.append(deck)
            groups.append((tr.gettext("Deck {deck}").format(deck=deck + 1), []))
        groups[-1][1].append(line)
    return groups


def results_html(
    results: list[tuple[int, Event]], rules: Ruleset, players: int, tr: Translator
) -> str:
    """Return the list of the last decks' results under a heading (empty before any)."""
    groups = result_groups(results, rules, players, tr)
    if not groups:
        return ""
    items = "".join(
        f"<li><strong>{escape(deck)}</strong><ul>"
        + "".join(f"<li>{escape(line)}</li>" for line in lines)
        + "</ul></li>"
        for deck, lines in groups[-SHOWN_DECKS:]
    )
    heading = escape(tr.gettext("Deck ends and chicas"))
    return f"<h2>{heading}</h2><ul class='ct-play-decks'>{items}</ul>"


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

    >>> sentence("cartón for you: +6"), sentence("You won the mesa!")
    ('cartón for you: +6.', 'You won the mesa!')
    """
    return text if not text or text[-1] in ".!?…" else text + "."


def result_line(
    event: Event, rules: Ruleset, players: int, tr: Translator, *, by_zapateria: bool = False
) -> str:
    """Say one result in words; empty when it says nothing (no points and no reason)."""
    if players == 2:  # one opponent: "you" and "the engine", never "sides"
        return _two_player_line(event, rules, tr, by_zapateria)
    who = tr.gettext("your side") if event.side == 0 else tr.gettext("the other side")
    if event.kind is EventKind.LEFTOVERS:
        cards = cards_text(event.cards, tr.lang)
        if event.side is None:
            return tr.gettext("The cards left on the table are set aside: {cards}.").format(
                cards=cards
            )
        return tr.gettext("The cards left on the table go to {side}: {cards}.").format(
            side=who, cards=cards
        )
    if event.kind is EventKind.CHICA:
        return tr.gettext("Chica won by {side}").format(side=who)
    if event.kind is EventKind.ZAPATERIA:
        loser = tr.gettext("the other side") if event.side == 0 else tr.gettext("your side")
        return tr.gettext(
            "Zapatería: {side} lost the chica with fewer than {points} points."
        ).format(side=loser, points=rules.zapateria_below)
    if event.kind is EventKind.MESA:
        if by_zapateria:
            return tr.gettext("Mesa won by {side}, by zapatería").format(side=who)
        return tr.gettext("Mesa won by {side}").format(side=who)
    if event.points:
        return tr.gettext("{event} for {side}: +{points}").format(
            event=event_text(event, rules, tr), side=who, points=event.points
        )
    reason = event_reason(event, rules, tr)
    if not reason:
        return ""
    name = glossary(tr.lang).event_name(event.kind.value)
    return tr.gettext("{event} for {side}: no points ({reason})").format(
        event=name, side=who, reason=reason
    )


def _two_player_line(event: Event, rules: Ruleset, tr: Translator, by_zapateria: bool) -> str:
    """Say one result of a two-player mesa: what you or the engine won."""
    yours = event.side == 0
    if event.kind is EventKind.LEFTOVERS:
        cards = cards_text(event.cards, tr.lang)
        if event.side is None:
            text = tr.gettext("The cards left on the table are set aside: {cards}.")
        elif yours:
            text = tr.gettext("You take the cards left on the table: {cards}.")
        else:
            text = tr.gettext("The engine takes the cards left on the table: {cards}.")
        return text.format(cards=cards)
    if event.kind is EventKind.CHICA:
        return (
            tr.gettext("You won the chica.") if yours else tr.gettext("The engine won the chica.")
        )
    if event.kind is EventKind.ZAPATERIA:
        if yours:
            text = tr.gettext(
                "Zapatería: the engine lost the chica with fewer than {points} points."
            )
        else:
            text = tr.gettext("Zapatería: you lost the chica with fewer than {points} points.")
        return text.format(points=rules.zapateria_below)
    if event.kind is EventKind.MESA:
        if by_zapateria:
            return (
                tr.gettext("You won the mesa by zapatería!")
                if yours
                else tr.gettext("The engine won the mesa by zapatería.")
            )
        return tr.gettext("You won the mesa!") if yours else tr.gettext("The engine won the mesa.")
    if event.points:
        text = (
            tr.gettext("{event} for you: +{points}")
            if yours
            else tr.gettext("{event} for the engine: +{points}")
        )
        return text.format(event=event_text(event, rules, tr), points=event.points)
    reason = event_reason(event, rules, tr)
    if not reason:
        return ""
    text = (
        tr.gettext("{event} for you: no points ({reason})")
        if yours
        else tr.gettext("{event} for the engine: no points ({reason})")
    )
    name = glossary(tr.lang).event_name(event.kind.value)
    return text.format(event=name, reason=reason)
