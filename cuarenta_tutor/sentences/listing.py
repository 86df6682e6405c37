"""The readable capture listing of the ``captures`` command, in the learner's language."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.captures import ListedPlay
from ..engine.cards import Card
from ..engine.explain import threshold
from ..engine.rules import Rule38, Ruleset
from ..engine.scoring import Event, Note
from ..i18n.cards import display_card
from ..i18n.catalogs import Translator
from ..i18n.glossary import glossary


def cards_text(cards: tuple[Card, ...], lang: str) -> str:
    """Show cards with the language's rank letters, separated by spaces."""
    return " ".join(display_card(card, lang) for card in cards)


def choice_text(cards: tuple[Card, ...], tr: Translator) -> str:
    """Show cards to choose one of, the last joined by the language's "or": ``5♣ 5♦ or 5♥``.

    A row of cards (:func:`cards_text`) is cards taken together, said with "and" to
    screen readers; a choice must read "or" (Finnish *tai*, never *ja*), shown and said.
    """
    shown = [display_card(card, tr.lang) for card in cards]
    if len(shown) < 2:
        return "".join(shown)
    # Translators: cards to choose one of, as in "choose 5♣ 5♦ or 5♥": {cards} is the cards
    # before the last (in a row, as cards are shown), {card} the last one. Use your
    # language's "or".
    choice = tr.pgettext("cards to choose from", "{cards} or {card}")
    return choice.format(cards=" ".join(shown[:-1]), card=shown[-1])


def play_words(card: Card, captured: Sequence[Card], lang: str) -> str:
    """Show a play with the language's card letters: ``7♠ → 3♣ 4♥``, or the card of a drop.

    The arrow is the learner's way of writing a capture everywhere the app explains one
    (lessons, Practice, the coach); ``x`` stays the notation typed and stored.
    """
    if not captured:
        return display_card(card, lang)
    return f"{display_card(card, lang)} → {cards_text(tuple(captured), lang)}"


def event_text(event: Event, ruleset: Ruleset, tr: Translator) -> str:
    """Name an event with its game term, and say briefly why it scored nothing if it did not."""
    name = glossary(tr.lang).event_name(event.kind.value)
    reason = event_reason(event, ruleset, tr)
    return f"{name} ({reason})" if reason else name


def event_reason(event: Event, ruleset: Ruleset, tr: Translator) -> str:
    """Say briefly why an event scored less than its face value (empty if it did not)."""
    reason = ""
    if event.note is Note.RULE_38 and ruleset.rule38 is Rule38.NO_LIMPIA:
        reason = tr.gettext("cancelled: no limpia from {number} points on")
    elif event.note is Note.RULE_38:
        reason = tr.gettext("cancelled: from {number} points on only a caída scores")
    elif event.note is Note.THRESHOLD:
        reason = tr.gettext("no longer counted from {number} points on")
    elif event.note is Note.WITH_CAIDA:
        reason = tr.gettext("adds nothing to the caída")
    elif event.note is Note.WINS:
        reason = tr.gettext("wins the chica")
    number = threshold(ruleset, event.kind) if event.note is Note.THRESHOLD else ruleset.rule38_from
    return reason.format(number=number)


def no_points_reason(event: Event, ruleset: Ruleset, tr: Translator) -> str:
    """Say why an event scored nothing, after words that already say so ("no points (…)").

    :func:`event_reason` opens a cancelled event's reason with "cancelled:", which a
    list of events needs ("Limpia (cancelled: …)") and a Play result's "no points" repeats.
    """
    if event.note is not Note.RULE_38:
        return event_reason(event, ruleset, tr)
    if ruleset.rule38 is Rule38.NO_LIMPIA:
        reason = tr.pgettext("why no points", "from {number} points on a limpia scores nothing")
    else:
        reason = tr.pgettext("why no points", "from {number} points on only a caída scores")
    return reason.format(number=ruleset.rule38_from)


def capture_listing(
    plays: list[ListedPlay],
    table: tuple[Card, ...],
    card: Card,
    ruleset: Ruleset,
    score: tuple[int, int],
    tr: Translator,
) -> str:
    """Return the numbered listing of every legal play, one per line."""
    lang = tr.lang
    values = {
        "card": display_card(card, lang),
        "rules": ruleset.name,
        "ours": score[0],
        "theirs": score[1],
        "table": cards_text(table, lang),
    }
    if table:
        # Translators: the header of a capture listing, e.g. "7♠ on 3♣ 4♥ J♠ (quito, score 0–0):".
        header = tr.gettext("{card} on {table} ({rules}, score {ours}–{theirs}):")
    else:
        header = tr.gettext("{card} on an empty table ({rules}, score {ours}–{theirs}):")
    lines = [header.format(**values)]
    for number, listed in enumerate(plays, start=1):
        if listed.play.is_drop:
            text = tr.gettext("drop it: the card stays on the table")
        else:
            # Translators: {cards} are the table cards the play takes, e.g. "3♣ 4♥ J♠".
            text = tr.gettext("take {cards}").format(cards=cards_text(listed.play.captured, lang))
        details = [event_text(event, ruleset, tr) for event in listed.events]
        details.append(
            tr.ngettext("{n} point", "{n} points", listed.points).format(n=listed.points)
        )
        lines.append(f"{number:>3}. {text}{tr.dash}{', '.join(details)}")
    return "\n".join(lines)
