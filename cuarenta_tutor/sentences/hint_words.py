"""The Play hint's words for what the coach plays, said before the move.

Walk P1 (round 13) found three ways a hint misled a learner: "play A♠" for a drop of a card
that could take A♥ on the table (NEW-4: the learner taps both), "3♦ → 3♣ gives the same
result" beside a three-card capture (NEW-3: Practice teaches "on a tie, take more cards"),
and a drop hinted with no reason (older 17). Here a drop is said as a drop, and what its
card leaves on the table is named; a runner as good as the hint says how the coach knows
(its look-ahead values both the same, or about the same within the sampling of the hidden
cards, the words the verdict then uses: N6); and a hinted drop gives the proved reason the
coach's *Best* verdict would (the rank is dead, or no card risks less of a caída).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.cards import Card
from ..engine.game import Action
from ..engine.plays import Play
from ..engine.search.coach import Reason, ReasonCode
from ..i18n.cards import display_card
from ..i18n.catalogs import Translator
from ..tutor.play_hint import Hint
from .coach import action_as_subject, hint_text, reason_text
from .listing import cards_text
from .odds import percent

Sentence = Callable[[Translator], str]


def hinted_text(hint: Hint, tr: Translator) -> str:
    """Say the action the coach would take: a drop as a drop, naming what it leaves."""
    action = hint.action
    if not (isinstance(action, Play) and action.is_drop):
        return hint_text(action, tr, doble=hint.doble)
    card = display_card(action.card, tr.lang)
    if hint.forgone:
        # Translators: a hint: the coach would drop {card} although it could take {cards}
        # from the table; the learner must not tap those cards too (walk P1 NEW-4).
        text = tr.gettext("The coach would drop {card} without taking {cards}.")
        return text.replace("{card}", card).replace("{cards}", cards_text(hint.forgone, tr.lang))
    # Translators: a hint: the coach would drop {card} (nothing on the table matches it).
    return tr.gettext("The coach would drop {card}.").replace("{card}", card)


def named(action: Action, forgone: tuple[Card, ...], tr: Translator, *, doble: bool) -> str:
    """Name an action as a noun phrase; a drop whose card could take ``forgone`` says so."""
    if not (forgone and isinstance(action, Play) and action.is_drop):
        return action_as_subject(action, tr, doble=doble)
    # Translators: an action named as a noun in a hint ("It takes more cards than the next
    # best play, dropping J♥ without taking J♣."): {card} is dropped although it could take
    # {cards} from the table.
    text = tr.pgettext("action as subject", "dropping {card} without taking {cards}")
    card = display_card(action.card, tr.lang)
    return text.replace("{card}", card).replace("{cards}", cards_text(forgone, tr.lang))


TIED: dict[tuple[bool, bool], Sentence] = {
    # Keys: close (within the sampling error, not tied), fewer (the runner takes fewer cards).
    # Translators: a hint: the next best play {runner} is tied with the coach's; "the same"
    # is the value the look-ahead gives each, not the cards they take.
    (False, False): lambda tr: tr.gettext(
        "{runner} is just as good: the engine's look-ahead values both the same."
    ),
    # Translators: a hint after a capture of more cards: {runner} takes fewer, yet is tied
    # (Practice teaches "on a tie, take more cards": the sentence says why it is no tie here).
    (False, True): lambda tr: tr.gettext(
        "{runner} takes fewer cards but is just as good: the engine's look-ahead values "
        "both the same."
    ),
    # Translators: a hint: {runner} is within the sampling of the hidden cards of the coach's
    # play; the verdict on it then says "Good: … about as good as the hint" in the same words.
    (True, False): lambda tr: tr.gettext(
        "{runner} is about as good: the engine's look-ahead values both about the same, and "
        "which is better depends on the cards you cannot see."
    ),
    (True, True): lambda tr: tr.gettext(
        "{runner} takes fewer cards but is about as good: the engine's look-ahead values "
        "both about the same, and which is better depends on the cards you cannot see."
    ),
}
"""A runner play as good as the hint's: tied, or within the sampling error (:attr:`Hint.close`)."""


def tied_play_text(hint: Hint, runner: Action, tr: Translator) -> str:
    """Say that the runner is as good as the hint's action, and how the coach knows.

    The runner is a play, or any action only within the sampling error (:attr:`Hint.close`):
    "about as good", the words of the verdict on it if the learner makes it (N6).
    """
    action = hint.action
    fewer = (
        isinstance(action, Play)
        and isinstance(runner, Play)
        and bool(runner.captured)
        and len(runner.captured) < len(action.captured)
    )
    said = named(runner, hint.runner_forgone, tr, doble=hint.doble)
    text = TIED[hint.close, fewer](tr).replace("{runner}", said)
    return text[:1].upper() + text[1:]  # "dropping J♥ …" may open the sentence (reader de)


SAFE: dict[int, Sentence] = {
    # Translators: a hint, before the move: no one can take {card} by a caída, since the
    # other three cards of its rank (the other suits) are all in the learner's hand.
    3: lambda tr: tr.gettext(
        "{card} is safe from a caída: the other three cards of the same rank are all in your hand."
    ),
    # Translators: as above; "already been played" covers the cards on the table and those
    # captured this deck.
    2: lambda tr: tr.gettext(
        "{card} is safe from a caída: of the other three cards of the same rank, two are in "
        "your hand and one has already been played."
    ),
    1: lambda tr: tr.gettext(
        "{card} is safe from a caída: of the other three cards of the same rank, one is in "
        "your hand and two have already been played."
    ),
    0: lambda tr: tr.gettext(
        "{card} is safe from a caída: the other three cards of the same rank have all been "
        "played already."
    ),
}
"""Why a hinted drop is safe, by how many of the other cards of its rank are in the hand."""


def own_text(reason: Reason, tr: Translator) -> str:
    """Say a proved reason for the hinted drop itself, before the move (empty for others)."""
    card = display_card(reason.cards[0], tr.lang) if reason.cards else ""
    if reason.code is ReasonCode.SAFE_DROP:
        return SAFE[reason.number](tr).replace("{card}", card)
    if reason.code is not ReasonCode.LEAST_RISK:
        return ""
    if reason.number:
        # Translators: a hint for a drop: every card in the hand risks a caída, none less
        # than {card}; {chance} is its chance, as in "a chance of 14%".
        text = tr.gettext(
            "Every card you can play here risks a caída; {card} risks no more than any other "
            "(a chance of {chance})."
        )
    else:
        text = tr.gettext(
            "Every card you can play here risks a caída; {card} risks the least "
            "(a chance of {chance})."
        )
    return text.replace("{card}", card).replace("{chance}", percent(reason.chance, tr))


def own_said(hint: Hint, tr: Translator) -> str:
    """Say the hinted drop's own proved reason, and what the caída it risks would bring.

    The stake follows a least risk as in the *Best* verdict: the chica, and in the first
    chica under 10 points the mesa by zapatería (:attr:`Hint.own_stake`). Empty without one.
    """
    if hint.own is None:
        return ""
    stakes = [reason_text(reason, tr, hint.players) for reason in hint.own_stake]
    return " ".join(filter(None, (own_text(hint.own, tr), *stakes)))


DECLARE_THEN_DROP: dict[tuple[bool, bool], Sentence] = {
    # Keys: a doble ronda, the dropped card could take {cards}. Translators: a hint before a
    # move: the coach declares, then drops {card} (walk P1 NEW-4: "then play A♠" read as a
    # capture of A♥).
    (False, False): lambda tr: tr.gettext(
        "The coach would declare the ronda first, then drop {card}."
    ),
    (True, False): lambda tr: tr.gettext(
        "The coach would declare the doble ronda first, then drop {card}."
    ),
    (False, True): lambda tr: tr.gettext(
        "The coach would declare the ronda first, then drop {card} without taking {cards}."
    ),
    (True, True): lambda tr: tr.gettext(
        "The coach would declare the doble ronda first, then drop {card} without taking {cards}."
    ),
}
"""A ronda declared, then a drop: the drop said as one, with what its card leaves."""


def declare_then_drop(then: Hint, drop: Play, tr: Translator, *, doble: bool) -> str:
    """Say that the coach declares first, then drops ``drop`` (``then``: the play's hint)."""
    text = DECLARE_THEN_DROP[doble, bool(then.forgone)](tr)
    card = display_card(drop.card, tr.lang)
    return text.replace("{card}", card).replace("{cards}", cards_text(then.forgone, tr.lang))
