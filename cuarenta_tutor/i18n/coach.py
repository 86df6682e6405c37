"""The coach's words: bands, reasons and verdicts in the learner's language."""

from __future__ import annotations

from collections.abc import Callable

from babel.numbers import format_decimal

from ..engine.game import Action, Claim, Declare
from ..engine.plays import Play
from ..engine.search.coach import Band, Reason, ReasonCode, Verdict
from ..engine.search.state import CHICA_VALUE
from .cards import display_card
from .catalogs import Translator
from .listing import cards_text


def band_name(band: Band, tr: Translator) -> str:
    """Return the band's name, capitalised, as a label."""
    names = {
        Band.BEST: tr.pgettext("coach band", "Best"),
        Band.GOOD: tr.pgettext("coach band", "Good"),
        Band.INACCURACY: tr.pgettext("coach band", "Inaccuracy"),
        Band.MISTAKE: tr.pgettext("coach band", "Mistake"),
        Band.BLUNDER: tr.pgettext("coach band", "Blunder"),
    }
    return names[band]


def action_display(action: Action, tr: Translator) -> str:
    """Show an action with the language's card letters (``7♠ x 3♣ 4♥``, or a word)."""
    if isinstance(action, Play):
        card = display_card(action.card, tr.lang)
        if not action.captured:
            return card
        return f"{card} x {cards_text(action.captured, tr.lang)}"
    if isinstance(action, Declare):
        return tr.pgettext("action", "declare the ronda")
    if isinstance(action, Claim):
        return tr.pgettext("action", "claim the run cards")
    return tr.pgettext("action", "call a misdeal")


Sentence = Callable[[Translator], str]

REASONS: dict[ReasonCode, Sentence] = {
    ReasonCode.MISSED_CHICA: lambda tr: tr.gettext("The best play wins the chica right now."),
    # Translators: {target} is the card just dropped, {card} the card that takes it.
    ReasonCode.MISSED_CAIDA: lambda tr: tr.gettext(
        "You missed a caída on the {target}: {card} takes it."
    ),
    ReasonCode.ONLY_CAIDA_ON_38: lambda tr: tr.gettext(
        "On 38 only a caída ends the chica, and you had one."
    ),
    ReasonCode.MISSED_LIMPIA: lambda tr: tr.gettext("You missed a limpia: {card} x {cards}."),
    ReasonCode.ALSO_TAKES: lambda tr: tr.gettext("{card} could also take {cards}."),
    ReasonCode.TAKES_MORE: lambda tr: tr.gettext("{card} would take more: {cards}."),
    ReasonCode.GIVES_CAIDA: lambda tr: tr.gettext(
        "Your drop lets the {card} fall: the next player holds a card of its rank with a "
        "chance of {chance}."
    ),
    ReasonCode.GIVES_LIMPIA: lambda tr: tr.gettext(
        "The table you leave can be swept clean: the next player can make a limpia with a "
        "chance of {chance}."
    ),
    ReasonCode.NO_POINTS_ON_38: lambda tr: tr.gettext(
        "Your capture scores nothing: on 38 only a caída counts."
    ),
}


def reason_text(reason: Reason, tr: Translator) -> str:
    """Return the sentence of one reason."""
    cards = reason.cards
    values = {
        "target": display_card(cards[0], tr.lang) if cards else "",
        "card": display_card(cards[1 if reason.code is ReasonCode.MISSED_CAIDA else 0], tr.lang)
        if cards
        else "",
        "cards": cards_text(cards[1:], tr.lang),
        "chance": f"{reason.chance:.0%}",
    }
    return REASONS[reason.code](tr).format(**values)


def loss_text(verdict: Verdict, tr: Translator) -> str:
    """Say what the action cost: points, or the chica."""
    if verdict.loss >= CHICA_VALUE / 2:
        return tr.gettext("it costs the chica")
    points = round(verdict.loss, 1)
    whole = points == int(points)
    # A fraction takes the plural ("0.3 points") in every language of the tutor.
    count = int(points) if whole else 2
    number = format_decimal(int(points) if whole else points, locale=tr.lang)
    return tr.ngettext("about {points} point lost", "about {points} points lost", count).format(
        points=number
    )


def verdict_text(verdict: Verdict, tr: Translator) -> str:
    """Return the coach's whole message: the band, the best play, then every reason."""
    band = band_name(verdict.band, tr)
    if verdict.band is Band.BEST:
        return tr.gettext("{band}: {play} is the best play here.").format(
            band=band, play=action_display(verdict.action, tr)
        )
    head = tr.gettext("{band} ({loss}): the best was {best}.").format(
        band=band, loss=loss_text(verdict, tr), best=action_display(verdict.best, tr)
    )
    return " ".join([head, *(reason_text(reason, tr) for reason in verdict.reasons)])


def hint_text(best: Action, tr: Translator) -> str:
    """Return the coach's hint before a play: the play it would make."""
    return tr.gettext("The coach would play {play}.").format(play=action_display(best, tr))


def who_played(seat: int, players: int, tr: Translator) -> str:
    """Return the sentence template ("… played {play}") for an engine seat's move."""
    if players == 2:
        return tr.gettext("The engine played {play}")
    if seat == 2:
        return tr.gettext("Your partner played {play}")
    return tr.gettext("Opponent {seat} played {play}").replace("{seat}", str(seat))


def seat_name(seat: int, players: int, tr: Translator) -> str:
    """Name an engine seat: the engine (two players), your partner or an opponent."""
    if players == 2:
        return tr.gettext("Engine")
    if seat == 2:
        return tr.gettext("Your partner")
    return tr.gettext("Opponent {seat}").format(seat=seat)
