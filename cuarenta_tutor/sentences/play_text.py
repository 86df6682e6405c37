"""The Play screen's own words: a hint's reason, a verdict beside a hint, a deck's end, the mesa.

Every number said here is one the engine computed (:mod:`~cuarenta_tutor.tutor.deck_end`,
:mod:`~cuarenta_tutor.tutor.play_hint`, the coach's verdicts); these functions only word them.
With one opponent the sentences say *you* and *the engine*, with partners *your side* and
*the other side*, each as a whole sentence so that every language can make it agree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..engine.game import Action, Claim, Declare
from ..engine.plays import Play
from ..engine.search.coach import Band, Reason, ReasonCode, Verdict
from ..i18n.cards import display_card
from ..i18n.catalogs import Translator
from ..tutor.deck_end import CARTON_FROM, Carton
from ..tutor.play_hint import Hint
from .coach import (
    action_as_subject,
    action_display,
    band_name,
    reason_text,
    verdict_text,
)
from .hint_words import declare_then_drop, hinted_text, named, own_said, tied_play_text
from .odds import CERTAIN, chica_texts, percent
from .ronda_words import declared_worth

Sentence = Callable[[Translator], str]

WHY: dict[ReasonCode, Sentence] = {
    ReasonCode.MISSED_CHICA: lambda tr: tr.gettext("It wins the chica at once."),
    # Translators: a hint, said before the move: {card} (in the hand) can capture {target}.
    ReasonCode.MISSED_CAIDA: lambda tr: tr.gettext(
        "It makes a caída: {card} takes {target}, the card just dropped."
    ),
    ReasonCode.MISSED_LIMPIA: lambda tr: tr.gettext("It leaves the table empty: a limpia."),
    ReasonCode.ALSO_TAKES: lambda tr: tr.gettext(
        "It takes more cards than the next best play, {runner}."
    ),
    ReasonCode.TAKES_MORE: lambda tr: tr.gettext(
        "It takes more cards than the next best play, {runner}."
    ),
    # Translators: a hint in the deck's last round, every card known: played out, the hinted
    # play makes the learner's side the last to take, who collects the cards left on the table.
    ReasonCode.LAST_TAKE: lambda tr: tr.gettext(
        "Played out to the end of the deck, with the best play on both sides, it makes you "
        "the last to take, so the cards left on the table at the end go to you; after {runner} "
        "they would not."
    ),
}
"""Why the coach's action beats the next best one, by the coach's first reason against it."""

SAFER: dict[tuple[ReasonCode, bool, bool], Sentence] = {
    # Keys: the reason, two players (one opponent), certain (the cards seen prove it).
    (ReasonCode.GIVES_CAIDA, True, False): lambda tr: tr.gettext(
        "It is safer than {runner}: dropping {card} could give your opponent a caída "
        "(a chance of {chance})."
    ),
    (ReasonCode.GIVES_CAIDA, False, False): lambda tr: tr.gettext(
        "It is safer than {runner}: dropping {card} could give the next player a caída "
        "(a chance of {chance})."
    ),
    (ReasonCode.GIVES_CAIDA, True, True): lambda tr: tr.gettext(
        "It is safer than {runner}: dropping {card} would give your opponent a caída, "
        "since the cards already seen show that they hold a card of the same rank."
    ),
    (ReasonCode.GIVES_CAIDA, False, True): lambda tr: tr.gettext(
        "It is safer than {runner}: dropping {card} would give the next player a caída, "
        "since the cards already seen show that they hold a card of the same rank."
    ),
    (ReasonCode.GIVES_LIMPIA, True, False): lambda tr: tr.gettext(
        "It is safer than {runner}, which could leave your opponent a limpia "
        "(a chance of {chance})."
    ),
    (ReasonCode.GIVES_LIMPIA, False, False): lambda tr: tr.gettext(
        "It is safer than {runner}, which could leave the next player a limpia "
        "(a chance of {chance})."
    ),
    (ReasonCode.GIVES_LIMPIA, True, True): lambda tr: tr.gettext(
        "It is safer than {runner}, which would leave your opponent a limpia: the cards "
        "already seen show that they can make one."
    ),
    (ReasonCode.GIVES_LIMPIA, False, True): lambda tr: tr.gettext(
        "It is safer than {runner}, which would leave the next player a limpia: the cards "
        "already seen show that they can make one."
    ),
}
"""Why the coach's action is safer: your opponent with two players, a chance said as a fact
when the cards seen prove it."""


def hint_why(hint: Hint, tr: Translator) -> str:
    """Say in one sentence why the hinted action is the coach's choice."""
    if hint.runner is None:
        return tr.gettext("It is the only possible action.")
    if hint.alike:  # every action ties: naming one rival left the others out (walk17 L4)
        own = own_said(hint, tr)
        # Translators: a hint where every legal play ties with the coach's: the verdict on
        # any of them then says "Best: every play comes to the same here."
        alike = tr.gettext(
            "Every play you can make here is just as good: the engine's look-ahead values "
            "them all the same."
        )
        return " ".join(filter(None, (own, alike)))
    if hint.tied and (isinstance(hint.runner, Play) or hint.close):
        own = own_said(hint, tr)
        return " ".join(filter(None, (own, tied_play_text(hint, hint.runner, tr))))
    if hint.tied:  # tied, not only close: the verdict on it says "just as good" too
        return tied_text(hint.runner, tr, doble=hint.doble)
    runner = named(hint.runner, hint.runner_forgone, tr, doble=hint.doble)
    reason = hint.reason
    if reason is not None and reason.code is ReasonCode.GAIN_NOW:  # the same fact, before
        missed = ReasonCode.MISSED_CAIDA if reason.event == "caida" else ReasonCode.MISSED_LIMPIA
        reason = replace(reason, code=missed)
    if reason is not None and (reason.code, True, False) in SAFER:
        # "they hold a card of the same rank" is not the proof of a caída by a sum: the chance
        certain = reason.chance >= CERTAIN and reason.event != "sum"
        key = (reason.code, hint.players == 2, certain)
        return SAFER[key](tr).format(**_values(reason, tr)).replace("{runner}", runner)
    if reason is not None and reason.code is ReasonCode.MISSED_CHICA and reason.number:
        # Translators: a hint; in the first chica the other side has fewer than 10 points,
        # so the chica the hinted play wins at once is a zapatería and ends the whole mesa.
        return tr.gettext("It wins the chica at once, and the mesa with it by zapatería.")
    if reason is None or reason.code not in WHY:
        ahead = tr.gettext(
            "The engine's look-ahead rates it above the next best play, {runner}."
        ).replace("{runner}", runner)
        own = own_said(hint, tr)
        return " ".join(filter(None, (own, ahead)))  # a drop's proved reason first
    return WHY[reason.code](tr).format(**_values(reason, tr)).replace("{runner}", runner)


def hint_said(hint: Hint, tr: Translator) -> str:
    """Say the coach's hint and why it is the choice, in two sentences.

    A ronda to declare first names the card the coach would then play, and the reason is
    that card's (walk P2, N6: "this play is safer than K♥" named no play); a last sentence
    says what declaring brings, or why it brings nothing (the 38 rule, the threshold).
    """
    then = hint.then
    if then is None or not isinstance(then.action, Play):
        return f"{hinted_text(hint, tr)} {hint_why(hint, tr)}"
    worth = ""  # what declaring brings, said last: "It …" must follow the play it speaks of
    if hint.declared is not None and hint.ruleset is not None:
        worth = " " + declared_worth(hint.declared, hint.ruleset, tr, named=True)
    if then.action.is_drop:
        first = declare_then_drop(then, then.action, tr, doble=hint.doble)
        return f"{first} {hint_why(then, tr)}{worth}"
    # Translators: a hint before a move; {play} is the card played after declaring (shown as
    # "7♠ → 3♣"), and the next sentence says why that play is best ("It is safer than …").
    if hint.doble:
        first = tr.gettext("The coach would declare the doble ronda first, then play {play}.")
    else:
        first = tr.gettext("The coach would declare the ronda first, then play {play}.")
    return f"{first.replace('{play}', action_display(then.action, tr))} {hint_why(then, tr)}{worth}"


def tied_text(runner: Action, tr: Translator, *, doble: bool = False) -> str:
    """Say that the next best action, no play, is as good (a play: :func:`tied_play_text`)."""
    if isinstance(runner, Declare) and doble:
        return tr.gettext("Declaring the doble ronda is just as good.")
    if isinstance(runner, Declare):
        return tr.gettext("Declaring the ronda is just as good.")
    if isinstance(runner, Claim):
        return tr.gettext("Claiming the run cards is just as good.")
    return tr.gettext("Calling a misdeal is just as good.")


def _values(reason: Reason, tr: Translator) -> dict[str, str]:
    cards = [display_card(card, tr.lang) for card in reason.cards]
    caida = reason.code is ReasonCode.MISSED_CAIDA
    return {
        "card": (cards[1] if caida else cards[0]) if cards else "",
        "target": cards[0] if cards else "",
        "chance": percent(reason.chance, tr),
        "runner": "{runner}",
    }


def hinted_card_label(tr: Translator) -> str:
    """Return what a hand card's spoken name adds when the hint plays it."""
    return tr.gettext("the coach's hint")


def hinted_capture_label(tr: Translator) -> str:
    """Return what a table card's spoken name adds when the hint's play takes it."""
    return tr.gettext("taken by the coach's hint")


def beside_hint(verdict: Verdict, hint: Action | None, tr: Translator) -> str:
    """Say a verdict on an action other than the hint that is as good (empty otherwise).

    The engine proves it: the action is tied with the best (``best``), or within the
    sampling error of the hidden cards (``good``, as good).
    """
    if hint is None or verdict.action == hint:
        return ""
    # the hint said the same of this play in the same words (walk P1 N6): as good, or about
    if verdict.band is Band.BEST:
        text = tr.gettext(
            "{band}: {play} is just as good as the hint, {hint}: the engine's look-ahead "
            "values both the same."
        )
    elif verdict.as_good:
        text = tr.gettext(
            "{band}: {play} is about as good as the hint, {hint}: the engine's look-ahead "
            "values both about the same, and which is better depends on the cards you cannot "
            "see."
        )
    else:
        return ""
    doble = verdict.doble
    play = action_as_subject(verdict.action, tr, doble=doble)
    shown = action_as_subject(hint, tr, doble=doble)
    said = text.replace("{play}", play).replace("{hint}", shown)
    risk = [
        reason_text(r, tr, verdict.players) for r in verdict.reasons if verdict.band is Band.BEST
    ]
    return " ".join([said.format(band=band_name(verdict.band, tr)), *risk])


def played_out_why(verdict: Verdict, tr: Translator) -> str:
    """Say why the better action wins when the coach names no reason (empty otherwise).

    A verdict below *Best* whose rankings show nothing won or risked at once (no caída,
    limpia, capture or danger to name) keeps a band from standing alone with this: between
    two plays, the gain comes in the turns after it (the engine's look-ahead); with a ronda
    declared or run cards claimed (scored at once), the look-ahead's value only. Beside the
    chances of the chica it is said when the better play also scores at least a point more
    by the deck's end (the split's points part: walk P1d-N2, "Mistake, 3.1 points" with
    only the chances after it).
    """
    against = [r for r in verdict.reasons if r.code is not ReasonCode.SAFE_DROP]
    if verdict.band is Band.BEST or verdict.as_good or against:
        return ""  # a safe drop (the learner's) says nothing of why the better play wins
    if chica_texts(verdict, tr) and verdict.odds.points_lost < 1:
        return ""  # the chances of the chica say why; the points gained later too little
    if not (isinstance(verdict.best, Play) and isinstance(verdict.action, Play)):
        # a ronda declared or run cards claimed score at once: no "later" to speak of
        # Translators: after "Mistake (about 4 points lost): declaring the ronda was better."
        return tr.gettext(
            "The engine's look-ahead over the turns that follow values that choice more."
        )
    # Translators: after "Inaccuracy (about 2 points lost): K♣ was better."; "that play" is K♣.
    return tr.gettext(
        "The gain comes later: looking at the turns that follow, the engine finds that "
        "play scores more."
    )


def coached_text(verdict: Verdict, tr: Translator) -> str:
    """Say the coach's verdict with a reason always: the look-ahead's when it names none."""
    return " ".join(filter(None, (verdict_text(verdict, tr), played_out_why(verdict, tr))))


def sides_text(kind: str, values: tuple[int, int], players: int, tr: Translator) -> str:
    """Say a pair of numbers for both sides: ``cards`` taken, ``score`` or ``chicas``."""
    two = players == 2
    texts: dict[str, Sentence] = {
        "cards": (lambda t: t.gettext("Cards taken: you {mine}, the engine {theirs}."))
        if two
        else (lambda t: t.gettext("Cards taken: your side {mine}, the other side {theirs}.")),
        "score": (lambda t: t.gettext("Score: you {mine}, the engine {theirs}."))
        if two
        else (lambda t: t.gettext("Score: your side {mine}, the other side {theirs}.")),
        "chicas": (lambda t: t.gettext("Chicas won: you {mine}, the engine {theirs}."))
        if two
        else (lambda t: t.gettext("Chicas won: your side {mine}, the other side {theirs}.")),
    }
    return texts[kind](tr).format(mine=values[0], theirs=values[1])


def carton_text(carton: Carton, tr: Translator) -> str:
    """Say the cartón's arithmetic: the first 20 cards, the cards over 20, the value.

    Where the ruleset's scale rounds an odd count over 20 (up under quito, down to whole
    pairs under casual), a sentence says so: "3 cards add 4" alone reads as a slip.
    """
    if 0 == carton.points < carton.value:
        return _carton_cancelled(carton, tr)
    if carton.cards < CARTON_FROM:
        return tr.gettext("Cartón: {taken} cards, fewer than 20, are worth {value} points.").format(
            taken=carton.cards, value=carton.value
        )
    if carton.cards == CARTON_FROM:
        return tr.gettext("Cartón: 20 cards are worth {base} points.").format(base=carton.base)
    said = tr.ngettext(
        "Cartón: {taken} cards. 20 cards are worth {base} points, and the {extra} card over "
        "20 adds {more}: {value} points.",
        "Cartón: {taken} cards. 20 cards are worth {base} points, and the {extra} cards over "
        "20 add {more}: {value} points.",
        carton.extra_cards,
    ).format(
        taken=carton.cards,
        base=carton.base,
        extra=carton.extra_cards,
        more=carton.extra_points,
        value=carton.value,
    )
    # the engine's scale rounded an odd count: up (a point each, then even) or down (pairs)
    if carton.extra_points > carton.extra_cards:
        said += " " + tr.gettext(
            "Under these rules an odd number of cards over 20 is rounded up to the next even "
            "number."
        )
    elif carton.extra_points < carton.extra_cards:
        said += " " + tr.gettext(
            "Under these rules only whole pairs of cards over 20 count: a card left over adds "
            "nothing."
        )
    return said


def _carton_cancelled(carton: Carton, tr: Translator) -> str:
    """Say what the cards would be worth as cartón, where a threshold or the 38 rule cancels it.

    "…: 20 points." followed by "Cartón for the engine: no points" read as a contradiction
    (walk16 L3): the count says what the cards *would* be worth, the next line why not.
    """
    if carton.cards < CARTON_FROM:
        # Translators: the next line says the cartón scores nothing under these rules.
        text = tr.gettext("Cartón: {taken} cards, fewer than 20, would be worth {value} points.")
    elif carton.cards == CARTON_FROM:
        text = tr.gettext("Cartón: 20 cards would be worth {value} points.")
    else:
        # Translators: the next line says the cartón scores nothing under these rules (from
        # 30 points on, say), so the count says only what the cards would be worth.
        text = tr.ngettext(
            "Cartón: {taken} cards, {extra} of them over 20: they would be worth {value} points.",
            "Cartón: {taken} cards, {extra} of them over 20: they would be worth {value} points.",
            carton.extra_cards,
        )
    return text.format(taken=carton.cards, extra=carton.extra_cards, value=carton.value)


def deck_over_heading(deck_no: int, tr: Translator, *, cut_short: bool = False) -> str:
    """Head the deck-end panel (``deck_no`` from 0).

    ``cut_short`` where a play won the chica before the deck's count: "End of deck 3" read
    as if every card had been played (walk16 L1: a caída from 38 with 9 cards unplayed).
    """
    if cut_short:
        # Translators: heads the list of what ended a chica in the middle of a deck (a
        # caída from 38, say) before its cards were all played and counted.
        return tr.gettext("The chica ended during deck {deck}").format(deck=deck_no + 1)
    return tr.gettext("End of deck {deck}").format(deck=deck_no + 1)


def last_cards_heading(players: int, tr: Translator) -> str:
    """Head the cards the engine players have just played."""
    if players == 2:
        return tr.gettext("The engine's last cards")
    return tr.gettext("The other players' last cards")


def review_heading(tr: Translator) -> str:
    """Head the game review on the mesa's screen."""
    return tr.gettext("Game review")


def moments_lead(shown: int, flagged: int, tr: Translator) -> str:
    """Say which of the flagged actions the review lists, and in what order.

    ``flagged`` counts the summary's inaccuracies, mistakes and blunders; ``shown`` of them,
    those that cost the most as their lines state it (the chances of the chica first, then
    the points: :func:`~cuarenta_tutor.sentences.odds.stated_cost`), are listed in the order
    they were played, and the lead says how they were chosen.
    """
    if shown < flagged:
        return tr.ngettext(
            "The {shown} of your {n} inaccuracies, mistakes and blunders that cost the most "
            "(first in chances of the chica and of the mesa, then in points), in the order you "
            "played them:",
            "The {shown} of your {n} inaccuracies, mistakes and blunders that cost the most "
            "(first in chances of the chica and of the mesa, then in points), in the order you "
            "played them:",
            flagged,
        ).format(shown=shown, n=flagged)
    return tr.ngettext(
        "Your one inaccuracy, mistake or blunder:",
        "Your {n} inaccuracies, mistakes and blunders, in the order you played them:",
        flagged,
    ).format(n=flagged)


def also_possible_text(reason: Reason, tr: Translator) -> str:
    """Say that a caída or a limpia was there, without calling the action a mistake."""
    cards = [display_card(card, tr.lang) for card in reason.cards]
    if reason.code is ReasonCode.MISSED_CAIDA:
        # Translators: a note in the game review; {card} (in the hand) could take {target}.
        text = tr.gettext(
            "A caída was also possible: {card} takes {target}, the card just dropped."
        )
        return text.format(card=cards[1], target=cards[0])
    # Translators: a note in the game review; {card} (in the hand) could clear the table.
    return tr.gettext("A limpia was also possible: {card} leaves the table empty.").format(
        card=cards[0]
    )


def reviewed_text(verdict: Verdict, unsaid: tuple[Reason, ...], tr: Translator) -> str:
    """Say a key moment's verdict, and the caída or limpia its better action made.

    ``unsaid``: what the band leaves unsaid (:mod:`~cuarenta_tutor.engine.search.unsaid`);
    it says why the better action was better, in place of "the gain comes later".
    """
    if not unsaid:
        return coached_text(verdict, tr)
    why = [WHY[reason.code](tr).format(**_values(reason, tr)) for reason in unsaid]
    return " ".join([verdict_text(verdict, tr), *why])


def also_possible_lead(tr: Translator) -> str:
    """Head the review's notes on caídas and limpias the coach's bands leave unsaid."""
    return tr.gettext("Chances you let pass, not counted as mistakes:")
