"""What the coach can say about an action, each reason proved by the engine's analysis.

The reasons compare the action with the best one: what the best wins at once and this one
misses (the chica, a caída, a limpia), a capture taking more, the risk left to the next
player (a chance from what the player knows), a score the 38 rule cancels, and — counting the
later decks — points scored now against the better chance of the chica.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from ..cards import Card
from ..game import Action, Declare, Position
from ..plays import Play
from ..rules import Rule38
from ..scoring import CAIDA_KINDS, Event, EventKind, Note
from .bands import Band
from .declared import known_chance, sum_caida_ranks
from .later_gain import later_gain
from .mesa import mesa_won_now
from .missed_ronda import missed_ronda
from .played_out import last_take
from .solver import CHICA_VALUE, RankedPlay

if TYPE_CHECKING:
    from .coach import Assessment


class ReasonCode(StrEnum):
    """What the coach can say about an action; the values are the ``review --json`` codes."""

    MISSED_CHICA = "missed_chica"
    """The best action wins the chica now; this one does not. ``number``: where that chica
    ends the mesa by zapatería (the other side under it in the first chica, :mod:`.mesa`),
    the zapatería threshold; else 0."""
    MISSED_CAIDA = "missed_caida"
    """The best action makes a caída on ``cards[0]`` (with ``cards[1]``); this one does not."""
    ONLY_CAIDA_ON_38 = "only_caida_on_38"
    """The side is on 38 (``number``), where only a caída ends the chica, and one was there."""
    MISSED_LIMPIA = "missed_limpia"
    """The best action clears the table; this one does not."""
    ALSO_TAKES = "also_takes"
    """The same card ``cards[0]`` could have taken ``cards[1:]`` instead: ``number`` more."""
    TAKES_MORE = "takes_more"
    """Another card, ``cards[0]``, takes ``cards[1:]``: ``number`` more than this action."""
    GIVES_CAIDA = "gives_caida"
    """The card dropped, ``cards[0]``, can fall to the next player (``chance``, above 0;
    1 when the cards seen prove it); ``event`` is ``sum`` where cards of other ranks could
    take it by a sum (a caída under ``casual``), counted in the chance."""
    GIVES_LIMPIA = "gives_limpia"
    """The table left can be cleared by the next player (``chance``, above 0)."""
    SCORES_MORE_NOW = "scores_more_now"
    """This action scores ``number`` points more at once than the best one, which leaves the
    mover's side the better chance of the chica (counting the later decks)."""
    CARTON_FROM = "carton_from"
    """Beside :attr:`SCORES_MORE_NOW` near the threshold: under these rules the cartón counts
    only below ``number`` points, and the action brings the side within reach of it."""
    LAST_TAKE = "last_take"
    """Played out with the solver's best replies (every card known), the best action makes
    the mover's side the last to take: the cards left on the table (``cards``, ``number`` of
    them) go to it, where this action lets the other side take last."""
    NO_POINTS_ON_38 = "no_points_on_38"
    """The action scored an event the 38 rule cancels (``cards``: what it took; ``number``:
    where the rule starts; ``event``: the event cancelled, ``limpia`` under pagat.com's rules)."""
    CHICA_DECIDED = "chica_decided"
    """Beside a risk given (:attr:`GIVES_CAIDA`, :attr:`GIVES_LIMPIA`) in a *Good* verdict:
    counting the later decks, each side's chance of the chica is the same after this action
    as after the best, and near 0 or 1 (walk P2-N2: "Good" beside a certain caída given)."""
    LEAST_RISK = "least_risk"
    """Beside *Best* for a drop: every card the mover could play gave the next player at least
    this drop's chance of a caída (``chance``); ``number`` other plays risked as little."""
    SAFE_DROP = "safe_drop"
    """The drop of ``cards[0]`` could not be taken by a caída: every other card of its rank
    is in the mover's hand (``number`` of them) or has been played this deck (the rest of
    three), as the mover sees (:mod:`.safe_drop`). Said of the mover's drop, or of the best
    drop the verdict names beside a caída risked."""
    MISSED_RONDA = "missed_ronda"
    """The best action declares the ronda held (``cards``: three of a rank, four for a doble
    ronda), scoring ``number`` points at once (0 when it wins the chica); this play ends the
    chance to declare it (``event``: the ruleset's ronda timing). :mod:`.missed_ronda`."""
    RISKS_CAIDA = "risks_caida"
    """Beside *Best* for a drop when :attr:`LEAST_RISK` is not proved: the card dropped
    (``cards[0]``) could still fall to the next player (``chance``, at least
    :data:`MATERIAL`; 1 when the cards seen prove it), and no other action was better.
    ``number``: the legal actions when every one ties with the best (0 otherwise): the
    caída then costs nothing, as any other action gives as much (walk17 L2)."""
    LATER_CAIDAS = "later_caidas"
    """Where no other reason is said, the caídas of the turns that follow explain most of the
    points lost, over the deals searched (:mod:`.later_gain`): ``event`` ``made`` (the
    mover's side's) or ``suffered`` (the other side's); ``counts`` the deals whose line shows
    one after the best play, after this one, and the deals."""
    LATER_LIMPIAS = "later_limpias"
    """As :attr:`LATER_CAIDAS`, for the limpias of the turns that follow."""
    LATER_CARTON = "later_carton"
    """Every card known, where no other reason is said: played out to the deck's end, the
    cartón explains most of the points lost; ``counts`` each side's cards then (the mover's
    side first) after the best play and after this one, ``number`` the cartón's points the
    best play gains over this one (:mod:`.later_gain`)."""
    GAIN_NOW = "gain_now"
    """Beside *Good*, where the band leaves a missed caída or limpia unsaid
    (:func:`says_missed_gain`): the best action scores it at once (``event`` ``caida``, with
    ``cards`` as :attr:`MISSED_CAIDA`; ``limpia``, ``cards`` the card that makes it), said as
    what that play makes, not as a mistake; "the gain comes later" said the opposite
    (walk17 M2)."""
    CAIDA_STAKE = "caida_stake"
    """Beside a caída risked (:attr:`GIVES_CAIDA`, :attr:`RISKS_CAIDA`) on ``cards[0]``: that
    caída would end the chica or be a caída en ronda (``event``, :mod:`.caida_stake`);
    ``number`` is the next side's score, ``points`` what the caída would score."""
    ZAPATERIA_STAKE = "zapateria_stake"
    """Right after a :attr:`CAIDA_STAKE` that ends the chica, in the first chica: the mover's
    side has fewer than ``number`` points, so that chica would be lost by zapatería and the
    mesa would end with it (:mod:`.mesa`)."""


CHANCES = {
    ReasonCode.GIVES_CAIDA,
    ReasonCode.GIVES_LIMPIA,
    ReasonCode.LEAST_RISK,
    ReasonCode.RISKS_CAIDA,
}
"""The reasons that state a chance."""
STAKES = (ReasonCode.CAIDA_STAKE, ReasonCode.ZAPATERIA_STAKE)
"""What a verdict says right after a caída it warns of, and belongs to that warning: the
caída's stake, and the zapatería it brings (:func:`.caida_stake.with_stake`)."""
MISSED_GAINS = {ReasonCode.MISSED_CAIDA, ReasonCode.ONLY_CAIDA_ON_38, ReasonCode.MISSED_LIMPIA}
"""The reasons that name a caída or a limpia the best action makes and this one misses."""
MORE_CARDS = {ReasonCode.ALSO_TAKES, ReasonCode.TAKES_MORE}
"""The reasons that name a capture taking more: never beside "as good as the best"."""
NOW_SAID = {ReasonCode.MISSED_CAIDA, ReasonCode.MISSED_LIMPIA}
"""The missed gains said as :attr:`ReasonCode.GAIN_NOW` where the band leaves them unsaid."""
TRADE_OFF = {ReasonCode.SCORES_MORE_NOW, ReasonCode.CARTON_FROM}
"""The reasons that weigh points now against the chica: never beside "as good as"."""


def says_missed_gain(code: ReasonCode, loss: float, band: Band) -> bool:
    """Whether a verdict with this ``loss`` and ``band`` may name the best action's gain.

    A missed chica, caída or limpia from an inaccuracy on: a learner who let a caída pass
    hears it named, even when it cost only its two points (walk P1b-1), and one who let the
    caída that wins the chica at once pass hears that too, even when the later decks would
    very likely win it anyway (readers at 38–8: the chances said 100 % against 97 % and no
    sentence said why). Beside *Good* it would read as a contradiction: the verdict says it
    as what the better play makes at once (:attr:`ReasonCode.GAIN_NOW`), and the mesa's
    review lists it as a chance let pass (:mod:`.unsaid`).

    >>> [says_missed_gain(ReasonCode.MISSED_CAIDA, 2, b) for b in (Band.GOOD, Band.INACCURACY)]
    [False, True]
    >>> says_missed_gain(ReasonCode.MISSED_CHICA, 3, Band.INACCURACY)
    True
    """
    if code is ReasonCode.MISSED_CHICA or code in MISSED_GAINS:
        return band in (Band.INACCURACY, Band.MISTAKE, Band.BLUNDER)
    return True


@dataclass(frozen=True)
class Reason:
    """One proved fact about an action: a code, the cards it names and a chance."""

    code: ReasonCode
    cards: tuple[Card, ...] = ()
    chance: float = 0.0
    number: int = 0
    """The score a 38 reason speaks of (38, or 18 with the quick variant); for a capture
    taking more, how many cards more."""
    event: str = ""
    """The event a 38 reason cancels (``limpia``, ``ronda``, ``carton``…)."""
    counts: tuple[int, ...] = ()
    """The counts a later gain is said with (:attr:`ReasonCode.LATER_CAIDAS`…)."""
    points: int = 0
    """What a caída would score the next side (:attr:`ReasonCode.CAIDA_STAKE` only)."""

    def to_dict(self) -> dict[str, object]:
        """Return the reason as JSON-ready data (``chance`` only where it applies)."""
        data: dict[str, object] = {"code": self.code.value, "cards": [str(c) for c in self.cards]}
        if self.code in CHANCES:
            data["chance"] = round(self.chance, 3)
        if self.code is ReasonCode.SAFE_DROP:
            data["in_hand"] = self.number  # the other cards of the rank not in hand: played
        if self.code is ReasonCode.MISSED_RONDA:
            data["points"], data["timing"] = self.number, self.event
        if self.code in (ReasonCode.LATER_CAIDAS, ReasonCode.LATER_LIMPIAS):
            best, played, deals = self.counts
            data.update(side=self.event, best=best, played=played, deals=deals)
        if self.code is ReasonCode.LATER_CARTON:
            data["piles"] = {"best": list(self.counts[:2]), "played": list(self.counts[2:])}
            data["points"] = self.number
        if self.code is ReasonCode.MISSED_CHICA and self.number:
            data["zapateria_below"] = self.number  # the chica won would end the mesa
        if self.code is ReasonCode.CAIDA_STAKE:
            data["stake"], data["score"], data["points"] = self.event, self.number, self.points
        return data


def _kinds(events: tuple[Event, ...], side: int) -> set[EventKind]:
    return {event.kind for event in events if event.side == side}


def _scored(events: tuple[Event, ...], side: int, kind: EventKind) -> bool:
    """Whether ``side`` scored points with an event of ``kind`` (a limpia on 38 scores none)."""
    return any(e.kind is kind and e.side == side and e.points > 0 for e in events)


def reasons_of(
    assessment: Assessment, action: Action, best: Action, loss: float, band: Band
) -> list[Reason]:
    """List what the rankings prove about ``action`` against ``best``, as its band allows."""
    position = assessment.position
    mine, top = assessment.immediate[action], assessment.immediate[best]
    if isinstance(best, Declare):
        return _against_declaring(assessment, action, best, loss, band)
    gains = _missed_gains(position, mine, top, best)
    reasons = [reason for reason in gains if says_missed_gain(reason.code, loss, band)]
    reasons += [_gain_now(r) for r in gains if r.code in NOW_SAID and r not in reasons]
    # a caída or limpia too small to name is not said as "more cards" either: the cards were
    # the caída's, and "2 cards more" taught that a caída is worth no more (walk P1-N1)
    if isinstance(action, Play) and isinstance(best, Play) and not gains:
        extra = tuple(card for card in best.captured if card not in action.captured)
        more = len(_won(best)) - len(_won(action))  # as the puzzles count: your card too
        if more > 0 and extra and not _as_good_taking(assessment, len(_won(action))):
            code = ReasonCode.ALSO_TAKES if best.card == action.card else ReasonCode.TAKES_MORE
            reasons.append(Reason(code, (best.card, *best.captured), number=more))
    reasons += _no_points_on_38(position, action, mine)
    _, _, my_caida, my_limpia = mine.key
    _, _, top_caida, top_limpia = top.key
    if isinstance(action, Play) and action.is_drop:
        chance = _caida_given(position, action, best, -my_caida, -top_caida)
        if chance > 0:  # the declared rondas can rule every such card out
            by_sum = "sum" if sum_caida_ranks(position, action) else ""
            reasons.append(Reason(ReasonCode.GIVES_CAIDA, (action.card,), chance, event=by_sum))
    if my_limpia < top_limpia:
        chance = known_chance(position, action, -my_limpia, limpia=True)
        if chance > 0:
            reasons.append(Reason(ReasonCode.GIVES_LIMPIA, (), chance))
    if not reasons and assessment.exact and band in (Band.INACCURACY, Band.MISTAKE, Band.BLUNDER):
        left = last_take(position, action, best)
        if left:
            reasons.append(Reason(ReasonCode.LAST_TAKE, left, number=len(left)))
    if {r.code for r in reasons} & GIVEN and chica_decided(assessment, action, best):
        reasons.append(Reason(ReasonCode.CHICA_DECIDED))
    reasons += _trade_off(assessment, action, best)
    if not reasons and band in (Band.INACCURACY, Band.MISTAKE, Band.BLUNDER):
        reasons += _later(assessment, action, best)
    return reasons


def _caida_given(position: Position, action: Play, best: Action, mine: float, top: float) -> float:
    """Return the chance of a caída ``action`` leaves where ``best`` leaves less (else 0).

    ``mine`` and ``top`` are the ``immediate`` chances, of the drop's rank alone. Where a sum
    makes a caída too (``casual``) the stated chances are compared (mesaaudit: 5♠ dropped
    beside 2♥ at 6–38, every other 5 seen and a 7 in the opponent's hand, said no caída).
    """
    chance = known_chance(position, action, mine, limpia=False)
    if position.ruleset.caida_by_sum and isinstance(best, Play):
        top = known_chance(position, best, top, limpia=False)
        return chance if chance > top else 0.0
    return chance if mine > top else 0.0


LATER = {
    "caida": ReasonCode.LATER_CAIDAS,
    "limpia": ReasonCode.LATER_LIMPIAS,
    "carton": ReasonCode.LATER_CARTON,
}
"""The reason of each part of a later gain (:mod:`.later_gain`)."""


def _later(assessment: Assessment, action: Action, best: Action) -> list[Reason]:
    """Say where the better play's later gain comes from, when one part explains most."""
    part = later_gain(assessment, action, best)
    if part is None:
        return []
    event = "" if part.kind == "carton" else ("made" if part.mine else "suffered")
    number = round(part.points) if part.kind == "carton" else 0
    return [Reason(LATER[part.kind], event=event, counts=part.counts, number=number)]


def _against_declaring(
    assessment: Assessment, action: Action, best: Action, loss: float, band: Band
) -> list[Reason]:
    """List what is proved against ``action`` when the best action declares the ronda.

    A declaration keeps the turn, so its immediate risk is nil: a drop's caída or limpia
    risk is no reason against it, as the mover drops a card after declaring too (walk P1,
    NEW-2). What is said is the chica it wins, and the points it scores, lost for good.
    """
    position = assessment.position
    mine, top = assessment.immediate[action], assessment.immediate[best]
    gains = _missed_gains(position, mine, top, best)
    reasons = [reason for reason in gains if says_missed_gain(reason.code, loss, band)]
    reasons += _no_points_on_38(position, action, mine)
    lost = missed_ronda(position, action, best)
    if lost is not None:
        code = ReasonCode.MISSED_RONDA
        reasons.append(Reason(code, lost.held, number=lost.points, event=lost.timing))
    return reasons + _trade_off(assessment, action, best)


GIVEN = {ReasonCode.GIVES_CAIDA, ReasonCode.GIVES_LIMPIA}
"""The reasons that name a risk left to the next player."""
DECIDED = 0.01
"""How near 0 or 1 a chance of the chica is for the chica to be as good as decided."""
SAME = 0.005
"""How near two chances of the chica are for an action to change nothing of it."""


def chica_decided(assessment: Assessment, action: Action, best: Action) -> bool:
    """Whether, over the later decks, the chica ends alike after ``action`` and ``best``.

    Each side's chance is within :data:`SAME` of the other action's and within
    :data:`DECIDED` of 0 or 1: so a *Good* beside a caída given says why it costs so little.
    In the first chica the zapatería balance (:mod:`.mesa`) must be as settled: a chica as
    good as lost may still decide whether the mesa ends (walk17 M1, at 6–38).
    """
    if not assessment.later_decks or not {action, best} <= assessment.chances.keys():
        return False
    pairs = [*zip(assessment.chances[action], assessment.chances[best], strict=True)]
    mesa = (assessment.zapateria.get(action, 0.0), assessment.zapateria.get(best, 0.0))
    pairs.append((abs(mesa[0]), abs(mesa[1])))
    return all(
        abs(mine - top) <= SAME and all(min(c, 1 - c) <= DECIDED for c in (mine, top))
        for mine, top in pairs
    )


def least_risk(assessment: Assessment, action: Action) -> Reason | None:
    """Say, for a best drop, that no card the mover could play risked less of a caída.

    Each play's chance is the coach's own (:func:`.declared.known_chance`), so a drop praised
    as *Best* and taken at once by a caída is not left unexplained (walk P2-N3).
    """
    if not (isinstance(action, Play) and action.is_drop):
        return None
    plays = [play for play in assessment.values if isinstance(play, Play)]
    if not all(play.is_drop for play in plays):
        return None  # a capture risks no caída: a safer play was there (no chance to weigh)
    position = assessment.position
    chances = {
        play: known_chance(position, play, -assessment.immediate[play].key[2], limpia=False)
        for play in plays
    }
    mine = chances[action]
    if mine <= 0 or min(chances.values()) < mine:
        return None
    alike = sum(chance == mine for chance in chances.values()) - 1
    return Reason(ReasonCode.LEAST_RISK, (action.card,), mine, number=alike)


MATERIAL = 0.10
"""The caída chance from which a best drop's risk is said beside *Best* (walk P3, N10b)."""


def best_risk(assessment: Assessment, action: Action) -> Reason | None:
    """Say, for a best drop the next player may fall on, its caída chance (from :data:`MATERIAL`).

    Where :func:`least_risk` proves nothing (a capture was there, or a safer drop), "exactly
    the right play" followed by a caída on that card read as a slip (walk P3, N10b).
    """
    if not (isinstance(action, Play) and action.is_drop):
        return None
    caida = -assessment.immediate[action].key[2]
    chance = known_chance(assessment.position, action, caida, limpia=False)
    return Reason(ReasonCode.RISKS_CAIDA, (action.card,), chance) if chance >= MATERIAL else None


REACH = 10
"""Points below the cartón's threshold from which a side is "within reach" of it."""


def _trade_off(assessment: Assessment, action: Action, best: Action) -> list[Reason]:
    """Say when ``action`` scores more now yet leaves the lesser chance of the chica.

    Both halves are the search's own numbers (the points the action's events score, the
    chances its split gives): a learner told that a caída "costs" points hears why (walk
    P1-N1 at 24–4: the caída brought 2 points, dropping a queen kept the better chance).
    Near the cartón's threshold the rule is recalled, as the likeliest reason.
    """
    if not assessment.later_decks or best not in assessment.chances:
        return []
    gained = assessment.immediate[action].key[0] - assessment.immediate[best].key[0]
    if gained <= 0 or assessment.chances[best][0] <= assessment.chances[action][0]:
        return []
    said = [Reason(ReasonCode.SCORES_MORE_NOW, number=int(gained))]
    rules, score = assessment.position.ruleset, assessment.position.scores[assessment.position.side]
    if score < rules.carton_below <= score + gained + REACH:
        said.append(Reason(ReasonCode.CARTON_FROM, number=rules.carton_below))
    return said


def _missed_gains(
    position: Position, mine: RankedPlay, top: RankedPlay, best: Action
) -> list[Reason]:
    """List what the best action wins at once and ``mine`` does not (chica, caída, limpia)."""
    side = position.side
    my_kinds, top_kinds = _kinds(mine.events, side), _kinds(top.events, side)
    reasons: list[Reason] = []
    if top.value >= CHICA_VALUE / 2 and mine.value < CHICA_VALUE / 2:
        reasons.append(Reason(ReasonCode.MISSED_CHICA, number=mesa_won_now(position, side)))
    if top_kinds & CAIDA_KINDS and not my_kinds & CAIDA_KINDS and isinstance(best, Play):
        assert position.last_drop is not None  # a caída takes the card just dropped
        reasons.append(Reason(ReasonCode.MISSED_CAIDA, (position.last_drop, best.card)))
        rules = position.ruleset
        if rules.in_38(position.scores[side]) and rules.rule38 is Rule38.CAIDA_ONLY:
            reasons.append(Reason(ReasonCode.ONLY_CAIDA_ON_38, number=rules.rule38_from))
    if _scored(top.events, side, EventKind.LIMPIA) and EventKind.LIMPIA not in my_kinds:
        reasons.append(Reason(ReasonCode.MISSED_LIMPIA, _taken(best)))
    return reasons


def _gain_now(missed: Reason) -> Reason:
    """Return a missed caída or limpia the band leaves unsaid as :attr:`ReasonCode.GAIN_NOW`."""
    event = "caida" if missed.code is ReasonCode.MISSED_CAIDA else "limpia"
    return Reason(ReasonCode.GAIN_NOW, missed.cards, event=event)


def _as_good_taking(assessment: Assessment, won: int) -> bool:
    """Whether a play as good as the best takes no more than ``won`` cards.

    Then "that play would have taken 3 more cards" is not what the action lost by: a drop
    taking nothing was as good (walk17 M3); what it gave away is said instead.
    """
    return any(
        isinstance(play, Play) and len(_won(play)) <= won and assessment.as_good(play)
        for play in assessment.values
    )


def _no_points_on_38(position: Position, action: Action, mine: RankedPlay) -> list[Reason]:
    """Say an event of the action's that the 38 rule cancelled, if any."""
    side = position.side
    blocked = [e for e in mine.events if e.side == side and e.note is Note.RULE_38]
    if not blocked:
        return []
    number, event = position.ruleset.rule38_from, blocked[0].kind.value
    return [Reason(ReasonCode.NO_POINTS_ON_38, _taken(action), number=number, event=event)]


def _taken(action: Action) -> tuple[Card, ...]:
    return (action.card, *action.captured) if isinstance(action, Play) else ()


def _won(play: Play) -> tuple[Card, ...]:
    """Return the cards a play puts in the player's pile: none for a drop."""
    return _taken(play) if play.captured else ()
