"""The readable capture listing of the ``captures`` command, in the learner's language."""

from __future__ import annotations

from ..engine.captures import ListedPlay
from ..engine.cards import Card
from ..engine.scoring import Event, Note
from .cards import display_card
from .catalogs import Translator


def cards_text(cards: tuple[Card, ...], lang: str) -> str:
    """Show cards with the language's rank letters, separated by spaces."""
    return " ".join(display_card(card, lang) for card in cards)


def event_text(event: Event, tr: Translator) -> str:
    """Name an event with the Spanish game term, and say why it scored nothing if it did not."""
    names = {
        "caida": tr.pgettext("event", "caída"),
        "limpia": tr.pgettext("event", "limpia"),
        "periquito": tr.pgettext("event", "periquito"),
        "caida_en_ronda": tr.pgettext("event", "caída en ronda"),
    }
    name = names.get(event.kind.value, event.kind.value)
    reasons = {
        Note.RULE_38: tr.gettext("cancelled: on 38 only a caída scores"),
        Note.THRESHOLD: tr.gettext("not counted from this score on"),
        Note.WITH_CAIDA: tr.gettext("adds nothing to the caída"),
        Note.WINS: tr.gettext("wins the chica"),
    }
    reason = reasons.get(event.note)
    return f"{name} ({reason})" if reason else name


def capture_listing(
    plays: list[ListedPlay],
    table: tuple[Card, ...],
    card: Card,
    rules: str,
    score: tuple[int, int],
    tr: Translator,
) -> str:
    """Return the numbered listing of every legal play, one per line."""
    lang = tr.lang
    values = {
        "card": display_card(card, lang),
        "rules": rules,
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
        details = [event_text(event, tr) for event in listed.events]
        details.append(
            tr.ngettext("{n} point", "{n} points", listed.points).format(n=listed.points)
        )
        lines.append(f"{number:>3}. {text} — {', '.join(details)}")
    return "\n".join(lines)
