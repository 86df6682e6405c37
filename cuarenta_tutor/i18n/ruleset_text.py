"""The values of a ruleset in words, for the Rules tab ("a sum uses exactly 2 cards")."""

from __future__ import annotations

from ..engine.rules import (
    CaidaEnRonda,
    CartonScale,
    CartonTo,
    DobleRonda,
    Leftovers,
    Rule38,
    Ruleset,
)
from .catalogs import Translator


def ruleset_rows(ruleset: Ruleset, tr: Translator) -> list[tuple[str, str]]:
    """Return (rule, value) pairs describing every switch of ``ruleset`` in the language."""
    g, n = tr.gettext, tr.ngettext
    sums = (
        n("exactly {n} card", "exactly {n} cards", ruleset.sum_max_cards).format(
            n=ruleset.sum_max_cards
        )
        if ruleset.sum_max_cards
        else g("two or more cards")
    )
    ronda = n("{n} point", "{n} points", ruleset.ronda_points).format(n=ruleset.ronda_points)
    if ruleset.ronda_below < 99:
        ronda += " " + g("(only under {n} points)").format(n=ruleset.ronda_below)
    doble = {
        DobleRonda.POINTS: n("{n} point", "{n} points", ruleset.doble_ronda_points).format(
            n=ruleset.doble_ronda_points
        ),
        DobleRonda.CHICA: g("wins the chica"),
        DobleRonda.MESA: g("wins the mesa"),
    }[ruleset.doble_ronda]
    en_ronda = {
        CaidaEnRonda.NONE: g("an ordinary caída"),
        CaidaEnRonda.POINTS: n("{n} point", "{n} points", ruleset.caida_en_ronda_points).format(
            n=ruleset.caida_en_ronda_points
        ),
        CaidaEnRonda.CHICA: g("wins the chica"),
    }[ruleset.caida_en_ronda]
    carton = (
        g("20 cards 6 points, each further card 1 more, odd counts rounded up")
        if ruleset.carton_scale is CartonScale.ROUND_UP
        else g("20 cards 6 points, each further pair of cards 2 more")
    )
    carton_to = (
        g("only the side with more cards")
        if ruleset.carton_to is CartonTo.MORE_CARDS
        else g("every side with 20 cards or more")
    )
    rule38 = (
        g("only a caída scores")
        if ruleset.rule38 is Rule38.CAIDA_ONLY
        else g("a limpia scores nothing")
    )
    return [
        (
            g("A match takes"),
            g("every card of the rank") if ruleset.match_takes_all else g("one card of the rank"),
        ),
        (g("A sum uses"), sums),
        (g("Caída taken by a sum"), g("yes") if ruleset.caida_by_sum else g("no")),
        (
            g("Caída and limpia together"),
            n("{n} point", "{n} points", ruleset.caida_limpia_points).format(
                n=ruleset.caida_limpia_points
            ),
        ),
        (g("Ronda"), ronda),
        (g("Doble ronda"), doble),
        (g("Caída en ronda"), en_ronda),
        (g("Cartón"), carton),
        (g("Who scores the cartón"), carton_to),
        (
            g("Cartón from 30 points"),
            g("not counted") if ruleset.carton_below < 99 else g("counted"),
        ),
        (
            g("Table cards at the end of the deck"),
            g("to the side that took last")
            if ruleset.leftovers is Leftovers.LAST_CAPTURER
            else g("to nobody"),
        ),
        (
            g("A run left on the table"),
            g("the opponent may claim it")
            if ruleset.claim_missed_run
            else g("must always be taken whole"),
        ),
        (g("From {n} points").format(n=ruleset.rule38_from), rule38),
        (
            g("A chica is won at"),
            n("{n} point", "{n} points", ruleset.win_at).format(n=ruleset.win_at),
        ),
        (g("Zapatería"), g("ends the mesa") if ruleset.zapateria else g("not played")),
    ]
