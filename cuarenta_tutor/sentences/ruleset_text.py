"""The values of a ruleset in words, for the Rules tab ("a sum uses exactly 2 cards")."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.rules import (
    CaidaEnRonda,
    CartonScale,
    CartonTo,
    DobleRonda,
    Leftovers,
    Rule38,
    Ruleset,
)
from ..i18n.catalogs import Translator


def menu_label(spec: str) -> str:
    """Return rules as the rules menu shows them: ``"pagat+periquito"`` → ``"pagat + periquito"``.

    Sentences quote rulesets by this label ("‘pagat’ in the rules menu"), never use the
    identifier as a word of the sentence (glossary convention 1).
    """
    return " + ".join(spec.split("+"))


def ruleset_rows(ruleset: Ruleset, tr: Translator) -> list[tuple[str, str]]:
    """Return (rule, value) pairs describing every switch of ``ruleset`` in the language."""
    sums = (
        tr.ngettext("exactly {n} card", "exactly {n} cards", ruleset.sum_max_cards).format(
            n=ruleset.sum_max_cards
        )
        if ruleset.sum_max_cards
        else tr.gettext("two or more cards")
    )
    ronda = tr.ngettext("{n} point", "{n} points", ruleset.ronda_points).format(
        n=ruleset.ronda_points
    )
    if ruleset.ronda_below < 99:
        ronda += " " + tr.gettext("(only under {n} points)").format(n=ruleset.ronda_below)
    doble = {
        DobleRonda.POINTS: tr.ngettext(
            "{n} point", "{n} points", ruleset.doble_ronda_points
        ).format(n=ruleset.doble_ronda_points),
        DobleRonda.CHICA: tr.gettext("wins the chica"),
        DobleRonda.MESA: tr.gettext("wins the mesa"),
    }[ruleset.doble_ronda]
    en_ronda = {
        CaidaEnRonda.NONE: tr.gettext("an ordinary caída"),
        CaidaEnRonda.POINTS: tr.ngettext(
            "{n} point", "{n} points", ruleset.caida_en_ronda_points
        ).format(n=ruleset.caida_en_ronda_points),
        CaidaEnRonda.CHICA: tr.gettext("wins the chica"),
    }[ruleset.caida_en_ronda]
    if ruleset.caida_en_ronda is CaidaEnRonda.POINTS and ruleset.caida_en_ronda_below < 99:
        en_ronda += " " + tr.gettext("(only under {n} points)").format(
            n=ruleset.caida_en_ronda_below
        )
    carton = (
        tr.gettext("20 cards 6 points, each further card 1 more, an odd total rounded up to even")
        if ruleset.carton_scale is CartonScale.ROUND_UP
        else tr.gettext("20 cards 6 points, each further pair of cards 2 more")
    )
    carton_to = (
        tr.gettext("only the side with more cards")
        if ruleset.carton_to is CartonTo.MORE_CARDS
        else tr.gettext("every side with 20 cards or more")
    )
    rule38 = (
        tr.gettext("only a caída scores")
        if ruleset.rule38 is Rule38.CAIDA_ONLY
        else tr.gettext("a limpia scores nothing")
    )
    return [
        (
            tr.gettext("A match takes"),
            tr.gettext("every card of the rank")
            if ruleset.match_takes_all
            else tr.gettext("one card of the rank"),
        ),
        (tr.gettext("A sum uses"), sums),
        (
            tr.gettext("Caída taken by a sum"),
            tr.gettext("yes") if ruleset.caida_by_sum else tr.gettext("no"),
        ),
        (
            tr.gettext("Caída and limpia together"),
            tr.ngettext("{n} point", "{n} points", ruleset.caida_limpia_points).format(
                n=ruleset.caida_limpia_points
            ),
        ),
        (tr.gettext("Ronda"), ronda),
        (tr.gettext("Doble ronda"), doble),
        (tr.gettext("Caída en ronda"), en_ronda),
        (tr.gettext("Cartón"), carton),
        (tr.gettext("Who scores the cartón"), carton_to),
        (
            tr.gettext("Cartón from 30 points"),
            tr.gettext("not counted") if ruleset.carton_below < 99 else tr.gettext("counted"),
        ),
        (
            tr.gettext("Table cards at the end of the deck"),
            tr.gettext("to the side that took last")
            if ruleset.leftovers is Leftovers.LAST_CAPTURER
            else tr.gettext("to nobody"),
        ),
        (
            tr.gettext("Run cards left behind"),
            tr.gettext("the opponent may claim them")
            if ruleset.claim_missed_run
            else tr.gettext("not allowed: the whole run is always taken"),
        ),
        (tr.gettext("From {n} points").format(n=ruleset.rule38_from), rule38),
        (
            tr.gettext("A chica is won at"),
            tr.ngettext("{n} point", "{n} points", ruleset.win_at).format(n=ruleset.win_at),
        ),
        (
            tr.gettext("Zapatería"),
            tr.gettext("ends the mesa") if ruleset.zapateria else tr.gettext("not played"),
        ),
    ]


@dataclass(frozen=True)
class RuleRow:
    """One row of the rules table: the rule, its value, and whether the default differs."""

    rule: str
    value: str
    differs: bool
    """True when the default rules say something else in this row (walk P2, old N7)."""


def compared_rows(ruleset: Ruleset, default: Ruleset, tr: Translator) -> list[RuleRow]:
    """Return the rows of ``ruleset``, each marked where ``default`` plays the rule otherwise.

    A row differs when its words differ: the switches it shows are set otherwise in
    ``default``. Switches the table does not show mark nothing.
    """
    return [
        RuleRow(rule, value, (rule, value) != other)
        for (rule, value), other in zip(
            ruleset_rows(ruleset, tr), ruleset_rows(default, tr), strict=True
        )
    ]
