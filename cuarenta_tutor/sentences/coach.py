"""The coach's words: bands, reasons and verdicts in the learner's language."""

from __future__ import annotations

from collections.abc import Callable

from ..engine.game import Action, Claim, Declare
from ..engine.plays import Play
from ..engine.search.coach import (
    Band,
    Reason,
    ReasonCode,
    Verdict,
)
from ..i18n.cards import display_card
from ..i18n.catalogs import Translator
from .later_gain import later_gain_text
from .listing import cards_text, play_words
from .odds import CERTAIN, chica_texts, loss_text, percent
from .ronda_words import (
    caida_stake_text,
    missed_ronda_text,
    risks_caida_text,
    ronda_loss_note,
    sum_caida_text,
    zapateria_stake_text,
)
from .safe_drop import safe_drop_text


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


def action_display(action: Action, tr: Translator, *, doble: bool = False) -> str:
    """Show an action with the language's card letters (``7♠ → 3♣ 4♥``, or a word).

    ``doble`` names the declaration of a doble ronda (four of a rank).
    """
    if isinstance(action, Play):
        return play_words(action.card, action.captured, tr.lang)
    if isinstance(action, Declare) and doble:
        return tr.pgettext("action", "declare the doble ronda")
    if isinstance(action, Declare):
        return tr.pgettext("action", "declare the ronda")
    if isinstance(action, Claim):
        return tr.pgettext("action", "claim the run cards")
    return tr.pgettext("action", "call a misdeal")


def action_as_subject(action: Action, tr: Translator, *, doble: bool = False) -> str:
    """Name an action where a sentence needs a noun phrase ("It is safer than {runner}, …").

    A play is its cards, as :func:`action_display` shows them; a ronda declared, run cards
    claimed or a misdeal called is a noun-like phrase ("declaring the ronda"), never the bare
    verb phrase of a label. ``doble`` names the declaration of a doble ronda.
    """
    if isinstance(action, Play):
        return action_display(action, tr)
    if isinstance(action, Declare) and doble:
        # Translators: an action named as a noun in a sentence built around it, as in "It is
        # safer than declaring the ronda, which …" or "Good: declaring the ronda is as good as
        # the hint, …"; the sentence was written for a play ({runner}, {play}, {hint}).
        return tr.pgettext("action as subject", "declaring the doble ronda")
    if isinstance(action, Declare):
        return tr.pgettext("action as subject", "declaring the ronda")
    if isinstance(action, Claim):
        return tr.pgettext("action as subject", "claiming the run cards")
    return tr.pgettext("action as subject", "calling a misdeal")


Sentence = Callable[[Translator], str]

REASONS: dict[ReasonCode, Sentence] = {
    ReasonCode.MISSED_CHICA: lambda tr: tr.gettext(
        "The best play would have won the chica at once."
    ),
    # Translators: a missed chance, said after the move: {card} (in the hand) could have
    # captured {target} (the card just dropped) by a caída. The learner may have taken
    # {target} otherwise (in a run, say), so the sentence names the caída.
    ReasonCode.MISSED_CAIDA: lambda tr: tr.gettext(
        "You missed a caída: {card} would have taken {target} as a caída."
    ),
    # Translators: {number} is 38 (18 in the quick variant).
    ReasonCode.ONLY_CAIDA_ON_38: lambda tr: tr.gettext(
        "From {number} points on only a caída can finish the chica, and you could have made one."
    ),
    # Translators: said after the verdict has named the better play ("that play").
    ReasonCode.MISSED_LIMPIA: lambda tr: tr.gettext(
        "You missed a limpia: that play would have left the table empty."
    ),
    # Translators: beside "Good" after a caída or limpia left to the other side: the chica
    # ends the same way (almost surely won, or lost) whichever play is made (walk P2-N2).
    ReasonCode.CHICA_DECIDED: lambda tr: tr.gettext(
        "The chica is as good as decided here, so this costs almost nothing."
    ),
}

GAIN_NOW: dict[str, Sentence] = {
    # Translators: beside "Good (about 0.4 points lost): Q♠ → Q♣ K♣ was better.": "that
    # play" is the better one; {card} (in the hand) would have taken {target}, the card the
    # opponent had just dropped. Said as what it makes at once, not as a mistake.
    "caida": lambda tr: tr.gettext(
        "That play would have made a caída at once: {card} would have taken {target}, the "
        "card just dropped."
    ),
    # Translators: beside "Good (about 0.6 points lost): 4♠ → 4♥ was better."; "that play"
    # is the better one, which takes every card on the table.
    "limpia": lambda tr: tr.gettext(
        "That play would have made a limpia at once, leaving the table empty."
    ),
}
"""What the better play scores at once, beside *Good* (the band leaves it no mistake)."""

MORE_CARDS: dict[ReasonCode, Callable[[Translator, int], str]] = {
    # Translators: said after the verdict has named the better play, made with the same card
    # as the learner's play; {number} is how many cards more it would have taken.
    ReasonCode.ALSO_TAKES: lambda tr, n: tr.ngettext(
        "With the same card you would have taken {number} more card.",
        "With the same card you would have taken {number} more cards.",
        n,
    ),
    # Translators: said after the verdict has named the better play ("that play").
    ReasonCode.TAKES_MORE: lambda tr, n: tr.ngettext(
        "That play would have taken {number} more card than yours.",
        "That play would have taken {number} more cards than yours.",
        n,
    ),
}
"""A capture taking more, said by how many cards: the verdict has already named its cards."""

GIVES: dict[tuple[ReasonCode, bool, bool], Sentence] = {
    # Keys: the reason, two players (one opponent), certain (the cards seen prove it).
    (ReasonCode.GIVES_CAIDA, True, False): lambda tr: tr.gettext(
        "Dropping {card} risked a caída: your opponent could hold a card of the same rank "
        "(a chance of {chance})."
    ),
    (ReasonCode.GIVES_CAIDA, False, False): lambda tr: tr.gettext(
        "Dropping {card} risked a caída: the next player could hold a card of the same rank "
        "(a chance of {chance})."
    ),
    (ReasonCode.GIVES_CAIDA, True, True): lambda tr: tr.gettext(
        "Dropping {card} left your opponent a caída: the cards already seen showed that "
        "they held a card of the same rank."
    ),
    (ReasonCode.GIVES_CAIDA, False, True): lambda tr: tr.gettext(
        "Dropping {card} left the next player a caída: the cards already seen showed that "
        "they held a card of the same rank."
    ),
    (ReasonCode.GIVES_LIMPIA, True, False): lambda tr: tr.gettext(
        "The table you left could be swept clean: your opponent could make a limpia "
        "(a chance of {chance})."
    ),
    (ReasonCode.GIVES_LIMPIA, False, False): lambda tr: tr.gettext(
        "The table you left could be swept clean: the next player could make a limpia "
        "(a chance of {chance})."
    ),
    (ReasonCode.GIVES_LIMPIA, True, True): lambda tr: tr.gettext(
        "The table you left was ready for a limpia: the cards already seen showed that your "
        "opponent could make one."
    ),
    (ReasonCode.GIVES_LIMPIA, False, True): lambda tr: tr.gettext(
        "The table you left was ready for a limpia: the cards already seen showed that the "
        "next player could make one."
    ),
}
"""What a drop or a table left gives the next player: your opponent with two players, said
as a chance, or as a fact when the cards seen prove it (a chance of 1)."""

NO_POINTS_ON_38: dict[str, Sentence] = {
    # Translators: the 38 rule of pagat.com: a limpia scores nothing from {number} points on.
    "limpia": lambda tr: tr.gettext(
        "Your limpia scored nothing: under these rules a side on {number} points or more gets "
        "nothing for a limpia."
    ),
    "other": lambda tr: tr.gettext(
        "Your play scored nothing: from {number} points on only a caída counts."
    ),
}
"""The 38 reason, by the event the rule cancelled (pagat.com's rule blocks the limpia only)."""


LATER_GAINS = (ReasonCode.LATER_CAIDAS, ReasonCode.LATER_LIMPIAS, ReasonCode.LATER_CARTON)
"""The reasons that say where a later gain comes from (:mod:`.later_gain`)."""


def reason_text(reason: Reason, tr: Translator, players: int = 2) -> str:
    """Return the sentence of one reason (``players`` names your opponent or the next player)."""
    cards = reason.cards
    caida = reason.code is ReasonCode.MISSED_CAIDA or reason.event == "caida"
    values = {
        "target": display_card(cards[0], tr.lang) if cards else "",
        "card": display_card(cards[1 if caida else 0], tr.lang) if cards else "",
        "cards": cards_text(cards[1:], tr.lang),
        "chance": percent(reason.chance, tr),
        "number": reason.number,
    }
    if reason.code is ReasonCode.SCORES_MORE_NOW:
        text = _scores_more_now(tr, reason.number, players)
    elif reason.code is ReasonCode.CARTON_FROM:
        # Translators: recalled beside "Your play scored more at once, but …": a side on
        # {number} points or more scores no cartón at the end of the deck under these rules.
        text = tr.gettext("Under these rules the cartón counts only below {number} points.")
    elif reason.code is ReasonCode.GAIN_NOW:
        text = GAIN_NOW["caida" if reason.event == "caida" else "limpia"](tr)
    elif reason.code is ReasonCode.MISSED_CHICA and reason.number:
        # Translators: in the first chica the other side has fewer than 10 points: the chica
        # the best play won at once would have been a zapatería, which ends the whole mesa.
        text = tr.gettext(
            "The best play would have won the chica at once, and the mesa with it by zapatería."
        )
    elif reason.code is ReasonCode.LAST_TAKE:
        text = _last_take(tr, reason.number, players)
    elif reason.code is ReasonCode.NO_POINTS_ON_38:
        text = NO_POINTS_ON_38["limpia" if reason.event == "limpia" else "other"](tr)
    elif reason.code is ReasonCode.LEAST_RISK:
        text = _least_risk(tr, reason.number)
    elif reason.code is ReasonCode.MISSED_RONDA:
        return missed_ronda_text(reason, tr)
    elif reason.code in LATER_GAINS:
        return later_gain_text(reason, tr, players)
    elif reason.code is ReasonCode.CAIDA_STAKE:
        return caida_stake_text(reason, tr, players)
    elif reason.code is ReasonCode.ZAPATERIA_STAKE:
        return zapateria_stake_text(reason, tr, players)
    elif reason.code is ReasonCode.RISKS_CAIDA:
        text = risks_caida_text(reason, tr, players)
    elif reason.code is ReasonCode.SAFE_DROP:
        text = safe_drop_text(tr, reason.number)
    elif reason.code in MORE_CARDS:
        text = MORE_CARDS[reason.code](tr, reason.number)
    elif reason.code is ReasonCode.GIVES_CAIDA and reason.event == "sum":
        text = sum_caida_text(tr, players == 2, reason.chance >= CERTAIN)
    elif reason.code in (ReasonCode.GIVES_CAIDA, ReasonCode.GIVES_LIMPIA):
        text = GIVES[reason.code, players == 2, reason.chance >= CERTAIN](tr)
    else:
        text = REASONS[reason.code](tr)
    return text.format(**values)


def _least_risk(tr: Translator, alike: int) -> str:
    """Say that every play risked a caída and the best drop risked the least (or as little)."""
    if alike:
        # Translators: beside "Best" for a drop the next player may fall on; every other
        # card in the hand risked a caída too, none less than this one (walk P2-N3).
        return tr.gettext(
            "Every card you could play here risked a caída; this one risked no more than any "
            "other (a chance of {chance})."
        )
    return tr.gettext(
        "Every card you could play here risked a caída; this one risked the least "
        "(a chance of {chance})."
    )


def _last_take(tr: Translator, number: int, players: int) -> str:
    """Say that, played out, the best action makes the side the last to take, and what for."""
    if players == 2:
        # Translators: every card is known in the deck's last round: the coach played both
        # lines to the deck's end; the last to take collects the {number} cards left.
        return tr.ngettext(
            "Played out to the end of the deck, with the best play on both sides, the coach's "
            "choice makes you the last to take, so the {number} card left on the table at the "
            "end goes to you; after your play it goes to your opponent.",
            "Played out to the end of the deck, with the best play on both sides, the coach's "
            "choice makes you the last to take, so the {number} cards left on the table at the "
            "end go to you; after your play they go to your opponent.",
            number,
        )
    return tr.ngettext(
        "Played out to the end of the deck, with the best play on both sides, the coach's "
        "choice makes your side the last to take, so the {number} card left on the table at "
        "the end goes to your side; after your play it goes to the other side.",
        "Played out to the end of the deck, with the best play on both sides, the coach's "
        "choice makes your side the last to take, so the {number} cards left on the table at "
        "the end go to your side; after your play they go to the other side.",
        number,
    )


def _scores_more_now(tr: Translator, number: int, players: int) -> str:
    """Say that the action scored more at once, yet the best one left the better chance."""
    if players == 2:
        return tr.ngettext(
            "Your play scored {number} point more at once, but the coach's choice leaves you "
            "a better chance of winning the chica.",
            "Your play scored {number} points more at once, but the coach's choice leaves you "
            "a better chance of winning the chica.",
            number,
        )
    return tr.ngettext(
        "Your play scored {number} point more at once, but the coach's choice leaves your "
        "side a better chance of winning the chica.",
        "Your play scored {number} points more at once, but the coach's choice leaves your "
        "side a better chance of winning the chica.",
        number,
    )


def verdict_text(verdict: Verdict, tr: Translator, *, named: bool = True) -> str:
    """Return the coach's message: the band, the best action, the reasons, then the chica's odds.

    ``named=False`` leaves out the play of a best verdict where the line already shows it
    (the review listing: "D♦ — Best: exactly the right play.").
    """
    band = band_name(verdict.band, tr)
    if verdict.band is Band.BEST and verdict.alike == 1:
        return tr.gettext("{band}: it was your only play.").format(band=band)
    if verdict.band is Band.BEST and verdict.alike > 1:
        # Translators: every legal play was tied with the best: nothing could have done better
        # (or worse), even when what follows (a caída by the engine, say) looks bad.
        alike = tr.gettext("{band}: every play comes to the same here.").format(band=band)
        # a risk of the drop is still said (walk16 L4: a king the opponent may fall on)
        return " ".join([alike, *(reason_text(r, tr, verdict.players) for r in verdict.reasons)])
    reasons = [reason_text(reason, tr, verdict.players) for reason in verdict.reasons]
    if verdict.band is Band.BEST:
        best = _best_here(verdict.action, tr, named, verdict.doble).format(band=band)
        return " ".join([best, *reasons])
    if verdict.as_good and isinstance(verdict.best, Play):
        return " ".join([verdict_head(verdict, tr), *reasons])
    if verdict.doubted:
        reasons.insert(0, doubt_text(tr))
    # what the learner can act on (a missed caída, a risk) before the chica's figures: on a
    # phone the verdict's box shows its first lines first (walk P1c-N1)
    reasons += ronda_loss_note(verdict, tr)
    return " ".join([verdict_head(verdict, tr), *reasons, *chica_texts(verdict, tr)])


def doubt_text(tr: Translator) -> str:
    """Say why a loss that reaches a worse band is given the milder one.

    The benefit of the doubt (:attr:`Verdict.doubted`): the verdict and the analysis's line
    both say it.
    """
    # Translators: after "Inaccuracy (about 2.8 points lost): K♣ was better.": the
    # loss reaches a mistake's, but the sampling of the hidden cards cannot show it is
    # one, so the coach says the milder band.
    return tr.gettext("It may cost less: that depends on the cards you cannot see.")


def verdict_head(verdict: Verdict, tr: Translator) -> str:
    """Return the first sentence of a verdict below *Best*: its band, loss and the best action.

    Screen readers hear it before the engine's reply, the reasons after (walk P3-N1).
    """
    band = band_name(verdict.band, tr)
    if verdict.as_good and isinstance(verdict.best, Play):
        return _about_as_good(verdict.best, tr).format(band=band)
    return _best_was(verdict.best, tr, verdict.doble).format(band=band, loss=loss_text(verdict, tr))


def _about_as_good(best: Play, tr: Translator) -> str:
    """Return "{band}: about as good as …" for a play within the sampling error of the best."""
    # Translators: this play and the coach's differ by less than the sampling of the cards
    # the learner cannot see can tell apart: neither is known to be better.
    if best.is_drop:
        return tr.gettext(
            "{band}: about as good as dropping {card}; which is better depends on the cards "
            "you cannot see."
        ).replace("{card}", display_card(best.card, tr.lang))
    return tr.gettext(
        "{band}: about as good as {best}; which is better depends on the cards you cannot see."
    ).replace("{best}", action_display(best, tr))


def _best_here(action: Action, tr: Translator, named: bool, doble: bool = False) -> str:
    """Return "{band}: … was exactly right." for the action, as a whole sentence."""
    if isinstance(action, Play) and not named:
        return tr.gettext("{band}: exactly the right play.")
    if isinstance(action, Play):
        # "{band}" is filled in by the caller; the play is filled in here.
        return tr.gettext("{band}: {play} was exactly the right play.").replace(
            "{play}", action_display(action, tr)
        )
    if isinstance(action, Declare) and doble:
        return tr.gettext("{band}: declaring the doble ronda was exactly right.")
    if isinstance(action, Declare):
        return tr.gettext("{band}: declaring the ronda was exactly right.")
    if isinstance(action, Claim):
        return tr.gettext("{band}: claiming the run cards was exactly right.")
    return tr.gettext("{band}: calling a misdeal was exactly right.")


def _best_was(action: Action, tr: Translator, doble: bool = False) -> str:
    """Return "{band} ({loss}): … was better." for the best action, as a whole sentence."""
    if isinstance(action, Play) and action.is_drop:  # a card alone would read as a capture
        return tr.gettext("{band} ({loss}): dropping {card} was better.").replace(
            "{card}", display_card(action.card, tr.lang)
        )
    if isinstance(action, Play):
        return tr.gettext("{band} ({loss}): {best} was better.").replace(
            "{best}", action_display(action, tr)
        )
    if isinstance(action, Declare) and doble:
        return tr.gettext("{band} ({loss}): declaring the doble ronda was better.")
    if isinstance(action, Declare):
        return tr.gettext("{band} ({loss}): declaring the ronda was better.")
    if isinstance(action, Claim):
        return tr.gettext("{band} ({loss}): claiming the run cards was better.")
    return tr.gettext("{band} ({loss}): calling a misdeal was better.")


def hint_text(best: Action, tr: Translator, *, doble: bool = False) -> str:
    """Return the coach's hint before a play: the action it would take."""
    if isinstance(best, Play):
        return tr.gettext("The coach would play {play}.").format(play=action_display(best, tr))
    if isinstance(best, Declare) and doble:
        return tr.gettext("The coach would declare the doble ronda.")
    if isinstance(best, Declare):
        return tr.gettext("The coach would declare the ronda.")
    if isinstance(best, Claim):
        return tr.gettext("The coach would claim the run cards.")
    return tr.gettext("The coach would call a misdeal.")
