"""The coach's words for where a better play's later gain comes from.

The engine finds the part (:mod:`~cuarenta_tutor.engine.search.later_gain`): the caídas or
the limpias of the turns that follow, counted over the deals the coach searched, or, with
every card known, the cards each side ends the deck with and what the cartón makes of them.
The verdict has named the better play ("K♣ was better."), so these sentences say "the
better play" and "yours". With one opponent they say *you* and *your opponent*, with
partners *your side* and *the other side*, each as a whole sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.search.coach import Reason, ReasonCode
from ..i18n.catalogs import Translator

Sentence = Callable[[Translator], str]

LATER: dict[tuple[ReasonCode, str, bool], Sentence] = {
    # Keys: the reason, made by the learner's side or suffered, two players (one opponent).
    # Translators: said after "Inaccuracy (about 2 points lost): K♣ was better."; the engine
    # tried {deals} ways the cards the learner cannot see could lie, and played each out.
    (ReasonCode.LATER_CAIDAS, "made", True): lambda tr: tr.gettext(
        "Over the {deals} deals the engine looked at, you make a caída in the turns that "
        "follow in {best} of them after the better play, and in {played} after yours."
    ),
    # Translators: as for the sentence with one opponent; "your side": the learner and partner.
    (ReasonCode.LATER_CAIDAS, "made", False): lambda tr: tr.gettext(
        "Over the {deals} deals the engine looked at, your side makes a caída in the turns "
        "that follow in {best} of them after the better play, and in {played} after yours."
    ),
    # Translators: as for "you make a caída …": here the opponent makes it.
    (ReasonCode.LATER_CAIDAS, "suffered", True): lambda tr: tr.gettext(
        "Over the {deals} deals the engine looked at, your opponent makes a caída in the "
        "turns that follow in {played} of them after your play, and in {best} after the "
        "better one."
    ),
    # Translators: as for "your opponent makes a caída …", with partners.
    (ReasonCode.LATER_CAIDAS, "suffered", False): lambda tr: tr.gettext(
        "Over the {deals} deals the engine looked at, the other side makes a caída in the "
        "turns that follow in {played} of them after your play, and in {best} after the "
        "better one."
    ),
    # Translators: as for "you make a caída …", for a limpia.
    (ReasonCode.LATER_LIMPIAS, "made", True): lambda tr: tr.gettext(
        "Over the {deals} deals the engine looked at, you make a limpia in the turns that "
        "follow in {best} of them after the better play, and in {played} after yours."
    ),
    # Translators: as for "your side makes a caída …", for a limpia.
    (ReasonCode.LATER_LIMPIAS, "made", False): lambda tr: tr.gettext(
        "Over the {deals} deals the engine looked at, your side makes a limpia in the turns "
        "that follow in {best} of them after the better play, and in {played} after yours."
    ),
    # Translators: as for "your opponent makes a caída …", for a limpia.
    (ReasonCode.LATER_LIMPIAS, "suffered", True): lambda tr: tr.gettext(
        "Over the {deals} deals the engine looked at, your opponent makes a limpia in the "
        "turns that follow in {played} of them after your play, and in {best} after the "
        "better one."
    ),
    # Translators: as for "the other side makes a caída …", for a limpia.
    (ReasonCode.LATER_LIMPIAS, "suffered", False): lambda tr: tr.gettext(
        "Over the {deals} deals the engine looked at, the other side makes a limpia in the "
        "turns that follow in {played} of them after your play, and in {best} after the "
        "better one."
    ),
}
"""Where the gain comes from, by the caídas or limpias of the turns that follow."""

CARTON: dict[bool, Sentence] = {
    # Translators: every card is known in the deck's last round: the engine played both
    # plays out to the end of the deck; {mine}/{theirs} are the cards each side then has
    # after the better play, {mine_now}/{theirs_now} after the learner's.
    True: lambda tr: tr.gettext(
        "Played out to the end of the deck with the best play on both sides, the better play "
        "leaves you {mine} cards against your opponent's {theirs}; yours leaves you "
        "{mine_now} against {theirs_now}. With the cartón, that difference is worth {points} "
        "points to you."
    ),
    # Translators: as for the sentence with one opponent; "your side": the learner and partner.
    False: lambda tr: tr.gettext(
        "Played out to the end of the deck with the best play on both sides, the better play "
        "leaves your side {mine} cards against the other side's {theirs}; yours leaves it "
        "{mine_now} against {theirs_now}. With the cartón, that difference is worth {points} "
        "points to your side."
    ),
}
"""Where the gain comes from, every card known: the cards at the deck's end and the cartón."""


def later_gain_text(reason: Reason, tr: Translator, players: int) -> str:
    """Return the sentence of a later gain (:data:`LATER`, :data:`CARTON`)."""
    two = players == 2
    if reason.code is ReasonCode.LATER_CARTON:
        mine, theirs, mine_now, theirs_now = reason.counts
        return CARTON[two](tr).format(
            mine=mine, theirs=theirs, mine_now=mine_now, theirs_now=theirs_now, points=reason.number
        )
    best, played, deals = reason.counts
    return LATER[reason.code, reason.event, two](tr).format(best=best, played=played, deals=deals)
