"""The coach's words for a ronda not declared, a best drop's caída risk, a caída by a sum.

:attr:`~cuarenta_tutor.engine.search.reasons.ReasonCode.MISSED_RONDA` (walk P1 round 13,
NEW-1): the points declaring scored at once, and why the chance is gone for good — the
ruleset's timing. :attr:`~cuarenta_tutor.engine.search.reasons.ReasonCode.RISKS_CAIDA`
(walk P3, old N10b): "Best" said of a drop the next player may fall on, with its chance.
Under ``casual`` a caída may be made by a sum, and the risk a drop gave says so.
:func:`declared_worth` says what declaring brings now, for the Play hint and the ronda note.
:attr:`~cuarenta_tutor.engine.search.reasons.ReasonCode.CAIDA_STAKE` (walk16 M1, M2): what
that caída would bring, the chica or a caída en ronda's points.
"""

from __future__ import annotations

from ..engine.rules import DobleRonda, Ruleset
from ..engine.scoring import Event, EventKind, Note
from ..engine.search.caida_stake import RONDA, RONDA_CHICA, RONDA_TARGET
from ..engine.search.coach import Reason, ReasonCode, Verdict
from ..i18n.cards import display_card
from ..i18n.catalogs import Translator
from .listing import no_points_reason
from .odds import CERTAIN

LOSS_APART = 0.5
"""Points by which the verdict's loss and the ronda's points differ for a note on why."""


def missed_ronda_text(reason: Reason, tr: Translator) -> str:
    """Say the points a ronda (or doble ronda) declared would have scored, and why it is lost."""
    doble = len(reason.cards) == 4
    said = []
    if reason.number > 0 and doble:
        # Translators: after "Mistake (…): declaring the doble ronda was better."
        said.append(
            tr.ngettext(
                "Declaring the doble ronda would have scored {number} point at once.",
                "Declaring the doble ronda would have scored {number} points at once.",
                reason.number,
            )
        )
    elif reason.number > 0:
        said.append(
            tr.ngettext(
                "Declaring the ronda would have scored {number} point at once.",
                "Declaring the ronda would have scored {number} points at once.",
                reason.number,
            )
        )
    if reason.event == "any_turn":
        # Translators: under rules where a ronda may be declared at any turn while its three
        # cards are in hand: the learner played one of them without declaring.
        said.append(
            tr.gettext("Your play broke up the doble ronda, so it can no longer be declared.")
            if doble
            else tr.gettext("Your play broke up the ronda, so it can no longer be declared.")
        )
    elif doble:
        said.append(
            tr.gettext(
                "A doble ronda can be declared only before your first card of the round, so "
                "that chance is gone for good."
            )
        )
    else:
        said.append(
            tr.gettext(
                "A ronda can be declared only before your first card of the round, so that "
                "chance is gone for good."
            )
        )
    return " ".join(said).format(number=reason.number)


def declared_worth(
    event: Event,
    ruleset: Ruleset,
    tr: Translator,
    *,
    named: bool,
    mesa: bool = False,
    wins: bool = False,
) -> str:
    """Say what declaring brings now: its points, the chica or mesa it wins, or why nothing.

    ``event`` is the declaration's, as the engine scores it at this moment (the 38 rule and
    the ronda's threshold applied). ``named``: the sentence names what is declared, as the
    hint's last sentence must ("Declaring the ronda scores 2 points."); else it says "it",
    after "You hold a ronda …" (the ronda note). ``wins``: its points take the side to the
    target (a doble ronda's 4 from 36 under quito), so it wins the chica as a doble ronda
    that wins by rule does (mesaaudit: the note said "Declaring it scores 4 points." where
    the mesa ended with it). ``mesa``: the chica it wins would end the mesa by zapatería
    (:func:`~..engine.search.mesa.mesa_won_now`), which is then said.
    """
    doble = event.kind is EventKind.DOBLE_RONDA
    if event.note is Note.WINS or wins:
        if event.note is Note.WINS and ruleset.doble_ronda is DobleRonda.MESA:
            return tr.gettext("Declaring it wins the whole mesa.")
        if mesa:
            # Translators: the ronda note; in the first chica the other side has fewer than
            # 10 points, so the chica this declaration wins is a zapatería: the mesa ends.
            return tr.gettext("Declaring it wins the chica, and the mesa with it by zapatería.")
        return tr.gettext("Declaring it wins the chica.")
    n = event.points
    if n and not named:
        text = tr.ngettext("Declaring it scores {n} point.", "Declaring it scores {n} points.", n)
    elif n and doble:
        # Translators: the last sentence of a Play hint that declares first ("The coach would
        # declare the doble ronda first, then play …"): what declaring scores at once.
        text = tr.ngettext(
            "Declaring the doble ronda scores {n} point.",
            "Declaring the doble ronda scores {n} points.",
            n,
        )
    elif n:
        text = tr.ngettext(
            "Declaring the ronda scores {n} point.", "Declaring the ronda scores {n} points.", n
        )
    elif not named:
        # Translators: {reason} says why, as "from 38 points on only a caída scores".
        text = tr.gettext("At your score it brings no points: {reason}.")
    elif doble:
        # Translators: the last sentence of a Play hint that declares first; {reason} says
        # why it scores nothing, as "from 38 points on only a caída scores".
        text = tr.gettext("Declaring the doble ronda brings no points at your score: {reason}.")
    else:
        text = tr.gettext("Declaring the ronda brings no points at your score: {reason}.")
    return text.format(n=n, reason=no_points_reason(event, ruleset, tr))


def ronda_loss_note(verdict: Verdict, tr: Translator) -> list[str]:
    """Say why the verdict's loss is not the ronda's points, when they differ (else nothing).

    The coach values the whole deck (and, with the later decks, the chica): what a point is
    worth changes with the score, and the declaration tells the other side the rank held.
    Neither is singled out: the note says only that the loss counts everything from here on.
    """
    missed = [r for r in verdict.reasons if r.code is ReasonCode.MISSED_RONDA]
    if not missed or missed[0].number <= 0:
        return []
    if abs(verdict.loss / verdict.point - missed[0].number) < LOSS_APART:
        return []
    # Translators: after "Mistake (about 2.8 points lost): …" and "Declaring the doble ronda
    # would have scored 4 points at once."; the two numbers differ, and this says why.
    return [
        tr.gettext(
            "The loss above is not exactly those points: the coach weighs everything each "
            "choice brings from here on."
        )
    ]


def risks_caida_text(reason: Reason, tr: Translator, players: int) -> str:
    """Say that a best drop could still fall to the next player, and how likely.

    A caída the cards seen prove is said as certain, not as "could … (a chance of 100%)";
    where every play ties (``reason.number``), why it costs nothing (walk17 L2).
    """
    if reason.chance >= CERTAIN:
        return _certain_caida_text(tr, players == 2, alike=reason.number > 0)
    if players == 2:
        # Translators: beside "Best: 5♥ was exactly the right play."; {card} is the card
        # dropped, which the opponent may take at once by a caída; no play was better.
        return tr.gettext(
            "Even so, your opponent could take {card} with a caída (a chance of {chance}); "
            "no other play was better overall."
        )
    return tr.gettext(
        "Even so, the next player could take {card} with a caída (a chance of {chance}); "
        "no other play was better overall."
    )


def _certain_caida_text(tr: Translator, two: bool, *, alike: bool) -> str:
    """Say that the next player can surely take the best drop by a caída."""
    if alike and two:
        # Translators: beside "Best: every play comes to the same here."; the cards seen
        # prove the opponent holds a card that takes {card}; every other play, though safe
        # from a caída, ends no better.
        return tr.gettext(
            "The cards already seen show that your opponent can take {card} with a caída; "
            "it costs you nothing, since every other play gives away just as much."
        )
    if alike:
        return tr.gettext(
            "The cards already seen show that the next player can take {card} with a caída; "
            "it costs your side nothing, since every other play gives away just as much."
        )
    if two:
        # Translators: beside "Best: 5♥ was exactly the right play."; the cards seen prove
        # that the opponent holds a card that takes {card}; still no play was better.
        return tr.gettext(
            "Even so, the cards already seen show that your opponent can take {card} with a "
            "caída; no other play was better overall."
        )
    return tr.gettext(
        "Even so, the cards already seen show that the next player can take {card} with a "
        "caída; no other play was better overall."
    )


def sum_caida_text(tr: Translator, two: bool, certain: bool) -> str:
    """Say a caída risked where a card of another rank could also take the drop by a sum."""
    # Translators: under rules where a caída may be made by a sum (as 5 taking 2 + 3): the
    # card dropped could be taken by a card of its rank, or by a sum of it and table cards.
    if certain and two:
        return tr.gettext(
            "Dropping {card} left your opponent a caída: the cards already seen showed that "
            "they held a card that takes it, by its rank or by a sum."
        )
    if certain:
        return tr.gettext(
            "Dropping {card} left the next player a caída: the cards already seen showed that "
            "they held a card that takes it, by its rank or by a sum."
        )
    if two:
        return tr.gettext(
            "Dropping {card} risked a caída: your opponent could hold a card that takes it, "
            "by its rank or by a sum (a chance of {chance})."
        )
    return tr.gettext(
        "Dropping {card} risked a caída: the next player could hold a card that takes it, "
        "by its rank or by a sum (a chance of {chance})."
    )


def caida_stake_text(reason: Reason, tr: Translator, players: int) -> str:
    """Say what the caída just warned of would bring: the chica, or a caída en ronda's points.

    ``reason`` is :attr:`~cuarenta_tutor.engine.search.reasons.ReasonCode.CAIDA_STAKE`
    (walk16 M1: on 38 the caída that ends the chica read as a small slip; M2: a caída en
    ronda said as a plain caída).
    """
    values = {
        "card": display_card(reason.cards[0], tr.lang),
        "score": reason.number,
        "points": reason.points,
    }
    if reason.event == RONDA:
        # Translators: after a warning that the opponent could take {card} with a caída;
        # {card} is of the rank of the ronda the learner holds (declared), so that caída is
        # a caída en ronda, worth {points} points under these rules instead of 2.
        text = tr.ngettext(
            "A caída on {card} would be a caída en ronda, worth {points} point: {card} is a "
            "card of your ronda.",
            "A caída on {card} would be a caída en ronda, worth {points} points: {card} is a "
            "card of your ronda.",
            reason.points,
        )
    elif reason.event == RONDA_CHICA:
        # Translators: under rules where a caída en ronda wins the chica outright.
        text = tr.gettext(
            "A caída on {card} would be a caída en ronda, which wins the chica under these "
            "rules: {card} is a card of your ronda."
        )
    elif reason.event == RONDA_TARGET:
        # Translators: {score} + {points}: the opponent's score and what the caída en ronda
        # would score them; together they reach the points that win the chica.
        text = tr.gettext(
            "A caída on {card} would be a caída en ronda ({card} is a card of your ronda) and "
            "would end the chica: {score} + {points} points."
        )
    elif players == 2:
        # Translators: after a warning that the opponent could take {card} with a caída:
        # their {score} points and the caída's {points} reach the points that win the chica
        # (on 38 only a caída scores, and one wins the chica).
        text = tr.gettext(
            "A caída on {card} would win your opponent the chica: {score} + {points} points."
        )
    else:
        text = tr.gettext(
            "A caída on {card} would win the other side the chica: {score} + {points} points."
        )
    return text.format(**values)


def zapateria_stake_text(reason: Reason, tr: Translator, players: int) -> str:
    """Say that the chica the caída would end is lost by zapatería, and the mesa with it.

    ``reason`` is :attr:`~cuarenta_tutor.engine.search.reasons.ReasonCode.ZAPATERIA_STAKE`,
    said right after the caída's stake (walk17 M1).
    """
    if players == 2:
        # Translators: said right after "A caída on A♠ would win your
        # opponent the chica: 38 + 2 points." In the first chica, a chica
        # lost with fewer than {number} points is a zapatería, and under
        # these rules that ends the whole mesa at once.
        text = tr.gettext(
            "You have fewer than {number} points, so you would lose that chica by zapatería, "
            "and the mesa would end with it."
        )
    else:
        text = tr.gettext(
            "Your side has fewer than {number} points, so it would lose that chica by "
            "zapatería, and the mesa would end with it."
        )
    return text.format(number=reason.number)
