"""The coach: judge an action against the best play for what its player could know.

Two criteria, both blind to the cards the player cannot see, on one yardstick — the
solver's ``deal`` value: the points the mover's side gains minus the other side's to the
end of the deck, leftovers and cartón included, plus or minus
:data:`~.state.CHICA_VALUE` when the chica is won on the way:

``exact``
    In the last round of a two-player deck the unseen cards are exactly the opponent's
    hand, so the rest of the deck is solved exactly.
``search``
    Before that, :mod:`.lookahead` draws deals of the unseen cards that agree with what the
    player knows (declared rondas included), searches each to the end of the round and values
    the rest of the deck with a model of the chica race fitted from exact solves
    (:mod:`.deck_value`). Values are means over the deals.

The loss of an action is the best value minus its value; :data:`BANDS` turns it into a
:class:`Band`, the same points in every phase. With the later decks counted
(:data:`~.lookahead.LATER_DECKS`) a value is on the scale of the whole chica, where a point
is worth more than 1; the loss is then divided by what a point is worth at a chica's
start (:func:`~.chica_equity.point_worth`) before it is banded, so a band means points, and
the same share of the chica at every score. Every action tied with the best is best; an
action whose loss is within :data:`CONFIDENCE` standard errors of the sampling (of its
difference from the best, over the same deals) is as good as the best — ``good``, never a
mistake. The :class:`Reason` values say what the engine's analysis showed; each is
emitted only when the rankings prove it (an event the best action scores and this one does
not, a chance computed from what the player knows).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum

from ..cards import Card
from ..game import Action, Position
from ..plays import Play
from ..position import ronda_rank
from ..rules import Rule38
from ..scoring import CAIDA_KINDS, Event, EventKind, Note
from . import lookahead as lookahead_module
from .chica_equity import point_worth
from .declared import known_chance
from .lookahead import exact_parts, lookahead
from .sampling import visible_seed
from .solver import CHICA_VALUE, RankedPlay, rank_plays
from .split import Odds, of_margin, parts_of
from .worlds import unseen_cards

CONFIDENCE = 2.0
"""Standard errors of the sampling within which an action is as good as the best."""


class Band(StrEnum):
    """How good an action was, from best to worst."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


BANDS: tuple[tuple[float, Band], ...] = (
    (0.0, Band.BEST),
    (1.0, Band.GOOD),
    (2.5, Band.INACCURACY),
    (6.0, Band.MISTAKE),
    (math.inf, Band.BLUNDER),
)
"""The one table of bands: an action losing at most this many points is in this band.

A chica lost (or not won) costs :data:`~.state.CHICA_VALUE` and is always a blunder.
"""

EPSILON = 1e-9

LOSS_DECIMALS = 1
"""The precision a loss is shown with; its band is read from that shown value."""


def shown_loss(loss: float) -> float:
    """Return the loss as the learner reads it (to :data:`LOSS_DECIMALS` places).

    The band is read from this value, so one displayed loss always has one band
    ("about 1 point" is never Good in one line and an Inaccuracy in the next).

    >>> shown_loss(0.96), shown_loss(1.04)
    (1.0, 1.0)
    """
    return round(loss, LOSS_DECIMALS)


def band_of(loss: float) -> Band:
    """Return the band of an action that loses ``loss`` points against the best one."""
    shown = shown_loss(loss)
    return next(band for limit, band in BANDS if shown <= limit + EPSILON)


class ReasonCode(StrEnum):
    """What the coach can say about an action; the values are the ``review --json`` codes."""

    MISSED_CHICA = "missed_chica"
    """The best action wins the chica now; this one does not."""
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
    1 when the cards seen prove it)."""
    GIVES_LIMPIA = "gives_limpia"
    """The table left can be cleared by the next player (``chance``, above 0)."""
    SCORES_MORE_NOW = "scores_more_now"
    """This action scores ``number`` points more at once than the best one, which leaves the
    mover's side the better chance of the chica (counting the later decks)."""
    CARTON_FROM = "carton_from"
    """Beside :attr:`SCORES_MORE_NOW` near the threshold: under these rules the cartón counts
    only below ``number`` points, and the action brings the side within reach of it."""
    NO_POINTS_ON_38 = "no_points_on_38"
    """The action scored an event the 38 rule cancels (``cards``: what it took; ``number``:
    where the rule starts; ``event``: the event cancelled, ``limpia`` under pagat.com's rules)."""


MISSED_GAINS = {ReasonCode.MISSED_CAIDA, ReasonCode.ONLY_CAIDA_ON_38, ReasonCode.MISSED_LIMPIA}
"""The reasons that name a caída or a limpia the best action makes and this one misses."""
MORE_CARDS = {ReasonCode.ALSO_TAKES, ReasonCode.TAKES_MORE}
"""The reasons that name a capture taking more: never beside "as good as the best"."""
TRADE_OFF = {ReasonCode.SCORES_MORE_NOW, ReasonCode.CARTON_FROM}
"""The reasons that weigh points now against the chica: never beside "as good as"."""


def says_missed_gain(code: ReasonCode, loss: float, band: Band) -> bool:
    """Whether a verdict with this ``loss`` and ``band`` may name the best action's gain.

    A missed chica, caída or limpia from an inaccuracy on: a learner who let a caída pass
    hears it named, even when it cost only its two points (walk P1b-1), and one who let the
    caída that wins the chica at once pass hears that too, even when the later decks would
    very likely win it anyway (readers at 38–8: the chances said 100 % against 97 % and no
    sentence said why). Beside *Good* it would read as a contradiction, and the mesa's review
    lists it as a chance let pass instead (:mod:`.unsaid`).

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

    def to_dict(self) -> dict[str, object]:
        """Return the reason as JSON-ready data (``chance`` only where it applies)."""
        data: dict[str, object] = {"code": self.code.value, "cards": [str(c) for c in self.cards]}
        if self.code in (ReasonCode.GIVES_CAIDA, ReasonCode.GIVES_LIMPIA):
            data["chance"] = round(self.chance, 3)
        return data


@dataclass(frozen=True)
class Verdict:
    """The coach's judgement of one action."""

    action: Action
    best: Action
    loss: float
    band: Band
    reasons: tuple[Reason, ...]
    exact: bool
    """Whether the values are the exact ones (last round of a two-player deck)."""
    error: float = 0.0
    """The sampling error of the loss (0 when exact)."""
    as_good: bool = False
    """Whether the loss is within the sampling error: as good as the best, as far as known."""
    odds: Odds = field(default_factory=Odds)
    """The loss split in points and the chances of the chica, with the best and with this."""
    players: int = 2
    """The players at the mesa (one opponent, or partners and the next player)."""
    doble: bool = False
    """Whether the ronda the mover may declare is a doble ronda (four of a rank)."""
    point: float = 1.0
    """What one point is worth in the loss's units (:func:`.chica_equity.point_worth`)."""
    later_decks: bool = False
    """Whether the chances of the chica cover the later decks (else this deck only)."""
    alike: int = 0
    """For a best action: how many legal actions there were when every one of them is tied
    with the best (1: the only play; 0: some action was worse). Said, so that "exactly the
    right play" is never told of a move that could not have been otherwise (walk P1d-N1)."""

    def to_dict(self) -> dict[str, object]:
        """Return the verdict in the ``review --json`` form (without the ply)."""
        return {
            "played": str(self.action),
            "best": str(self.best),
            "loss": round(self.loss, 2),
            "loss_points": round(self.loss / self.point, 2),
            "band": self.band.value,
            "reasons": [reason.to_dict() for reason in self.reasons],
            "criterion": "exact" if self.exact else "search",
            **self.odds.to_dict(),
        }


@dataclass(frozen=True)
class Assessment:
    """Every action of the player to move with its value for the coach, best first.

    ``errors`` holds each action's sampling error against the best (empty when exact).
    """

    position: Position
    values: dict[Action, float]
    immediate: dict[Action, RankedPlay]
    best: Action
    exact: bool
    errors: dict[Action, float] = field(default_factory=dict)
    points: dict[Action, float] = field(default_factory=dict)
    """Each action's value without the chica's share (:mod:`.split`)."""
    chances: dict[Action, tuple[float, float]] = field(default_factory=dict)
    """Each action's chances of the chica: the mover's side's, the other's (by the deck's
    end, or over the later decks too with :attr:`later_decks`)."""
    point: float = 1.0
    """What one point is worth in the values' units (:func:`.chica_equity.point_worth`)."""
    later_decks: bool = False
    """Whether the values count the later decks (:data:`~.lookahead.LATER_DECKS`)."""

    def odds(self, action: Action) -> Odds:
        """Return what ``action`` changes against the best: points and chances of the chica."""
        best = self.best
        if action not in self.points:
            return Odds()
        lost = self.points[best] - self.points[action]
        return Odds(lost, self.chances[best], self.chances[action])

    def loss(self, action: Action) -> float:
        """Return what ``action`` loses against the best one (never below 0)."""
        return max(0.0, self.values[self.best] - self.values[action])

    def band(self, action: Action) -> Band:
        """Return the band of ``action``: tied with the best, as good as it, or by its loss.

        The loss is banded in points: divided by what a point is worth (:attr:`point`).
        """
        loss = self.loss(action)
        if loss <= EPSILON:
            return Band.BEST
        if loss <= CONFIDENCE * self.errors.get(action, 0.0) + EPSILON:
            return Band.GOOD
        return band_of(loss / self.point)

    def ranked(self) -> list[Action]:
        """Return the actions best first (ties in the ``immediate`` order)."""
        return sorted(self.values, key=lambda a: (self.values[a], self.immediate[a].key))[::-1]


def knows_every_card(position: Position) -> bool:
    """Whether the player to move can deduce every hidden card (last round, two players)."""
    if position.players != 2 or position.stock:
        return False
    return len(unseen_cards(position)) == len(position.hands[1 - position.turn])


def assess(
    position: Position,
    *,
    partial: bool = False,
    open_hands: bool = False,
    samples: int | None = None,
) -> Assessment:
    """Value every action of the player to move as the coach does (see the module doc).

    With ``open_hands`` (an endgame puzzle shows every hand) the values are always exact;
    ``samples`` overrides the number of deals of the ``search`` criterion.
    """
    immediate = rank_plays(position, "immediate", partial=partial)
    by_action = {entry.action: entry for entry in immediate.plays}
    exact = open_hands or knows_every_card(position)
    errors: dict[Action, float] = {}
    later = lookahead_module.LATER_DECKS
    point = point_worth(position.ruleset, position.players) if later else 1.0
    actions = [entry.action for entry in immediate.plays]
    if exact and later and not position.stock:
        found_parts = exact_parts(position, actions)
        values = {action: float(part.value) for action, part in found_parts.items()}
        points = {action: part.points for action, part in found_parts.items()}
        chances = {action: (part.win, part.lose) for action, part in found_parts.items()}
    elif exact:
        later = False  # an open hand with a stock: this deck only, exactly
        point = 1.0
        deal = rank_plays(position, "deal", partial=partial)
        values = {entry.action: float(entry.value) for entry in deal.plays}
        side = position.side
        parts = {a: parts_of(side, round(v), of_margin(side, round(v))) for a, v in values.items()}
        points = {action: part.points for action, part in parts.items()}
        chances = {action: (part.win, part.lose) for action, part in parts.items()}
    else:
        seed = visible_seed(position)

        def settled(loss: float, error: float) -> bool:
            return _settled(loss / point, error / point)

        found = lookahead(position, actions, seed=seed, samples=samples, settled=settled)
        values, errors, points, chances = found.values, found.errors, found.points, found.chances
    best = max(values, key=lambda action: (values[action], by_action[action].key))
    return Assessment(
        position, values, by_action, best, exact, errors, points, chances, point, later
    )


def _settled(loss: float, error: float) -> bool:
    """Whether sampling more deals could not move an action out of "as good as the best".

    It could when the loss is beyond the good band yet within the sampling error (both in
    points).
    """
    return loss <= BANDS[1][0] + EPSILON or loss > CONFIDENCE * error + EPSILON


def judge(position: Position, action: Action, *, open_hands: bool = False) -> Verdict:
    """Return the coach's verdict on ``action`` in ``position`` (the mover's action)."""
    partial = isinstance(action, Play) and position.ruleset.claim_missed_run
    assessment = assess(position, partial=partial, open_hands=open_hands)
    if action not in assessment.values:
        assessment = assess(position, partial=True, open_hands=open_hands)
    if action not in assessment.values:
        raise ValueError(f"{action} is not a legal action here")
    return verdict_from(assessment, action)


def verdict_from(assessment: Assessment, action: Action) -> Verdict:
    """Return the verdict on ``action`` from an assessment of its position."""
    best = assessment.best
    loss, band = assessment.loss(action), assessment.band(action)
    error = assessment.errors.get(action, 0.0)
    players, doble = assessment.position.players, holds_doble_ronda(assessment.position)
    point, later, exact = assessment.point, assessment.later_decks, assessment.exact
    if band is Band.BEST:
        actions = assessment.ranked()
        alike = len(actions) if all(assessment.band(a) is Band.BEST for a in actions) else 0
        return Verdict(
            action, action, 0.0, band, (), exact, error, players=players, doble=doble,
            point=point, later_decks=later, alike=alike,
        )  # fmt: skip
    as_good = band is Band.GOOD and loss <= CONFIDENCE * error + EPSILON
    said = _reasons(assessment, action, best, loss, band)  # as good: no capture is "more"
    reasons = tuple(r for r in said if not (as_good and r.code in MORE_CARDS | TRADE_OFF))
    odds = assessment.odds(action)
    return Verdict(
        action, best, loss, band, reasons, exact, error, as_good, odds, players, doble, point, later
    )


def holds_doble_ronda(position: Position) -> bool:
    """Whether the mover holds four of a rank: a declaration would be a doble ronda."""
    rank = ronda_rank(position.hand)
    return rank is not None and sum(card.rank == rank for card in position.hand) == 4


def _kinds(events: tuple[Event, ...], side: int) -> set[EventKind]:
    return {event.kind for event in events if event.side == side}


def _reasons(
    assessment: Assessment, action: Action, best: Action, loss: float, band: Band
) -> list[Reason]:
    """List what the rankings prove about ``action`` against ``best``, as its band allows."""
    position = assessment.position
    side = position.side
    mine, top = assessment.immediate[action], assessment.immediate[best]
    reasons = [
        reason
        for reason in _missed_gains(position, mine, top, best)
        if says_missed_gain(reason.code, loss, band)
    ]
    if isinstance(action, Play) and isinstance(best, Play) and not reasons:
        extra = tuple(card for card in best.captured if card not in action.captured)
        more = len(_won(best)) - len(_won(action))  # as the puzzles count: your card too
        if more > 0 and extra:
            code = ReasonCode.ALSO_TAKES if best.card == action.card else ReasonCode.TAKES_MORE
            reasons.append(Reason(code, (best.card, *best.captured), number=more))
    blocked = [e for e in mine.events if e.side == side and e.note is Note.RULE_38]
    if blocked:
        number, event = position.ruleset.rule38_from, blocked[0].kind.value
        reasons.append(
            Reason(ReasonCode.NO_POINTS_ON_38, _taken(action), number=number, event=event)
        )
    _, _, my_caida, my_limpia = mine.key
    _, _, top_caida, top_limpia = top.key
    if my_caida < top_caida and isinstance(action, Play) and action.is_drop:
        chance = known_chance(position, action, -my_caida, limpia=False)
        if chance > 0:  # the declared rondas can rule every such card out
            reasons.append(Reason(ReasonCode.GIVES_CAIDA, (action.card,), chance))
    if my_limpia < top_limpia:
        chance = known_chance(position, action, -my_limpia, limpia=True)
        if chance > 0:
            reasons.append(Reason(ReasonCode.GIVES_LIMPIA, (), chance))
    return reasons + _trade_off(assessment, action, best)


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
        reasons.append(Reason(ReasonCode.MISSED_CHICA))
    if top_kinds & CAIDA_KINDS and not my_kinds & CAIDA_KINDS and isinstance(best, Play):
        assert position.last_drop is not None  # a caída takes the card just dropped
        reasons.append(Reason(ReasonCode.MISSED_CAIDA, (position.last_drop, best.card)))
        rules = position.ruleset
        if rules.in_38(position.scores[side]) and rules.rule38 is Rule38.CAIDA_ONLY:
            reasons.append(Reason(ReasonCode.ONLY_CAIDA_ON_38, number=rules.rule38_from))
    if EventKind.LIMPIA in top_kinds and EventKind.LIMPIA not in my_kinds:
        reasons.append(Reason(ReasonCode.MISSED_LIMPIA, _taken(best)))
    return reasons


def _taken(action: Action) -> tuple[Card, ...]:
    return (action.card, *action.captured) if isinstance(action, Play) else ()


def _won(play: Play) -> tuple[Card, ...]:
    """Return the cards a play puts in the player's pile: none for a drop."""
    return _taken(play) if play.captured else ()
