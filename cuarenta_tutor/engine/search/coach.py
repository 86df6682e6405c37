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

from collections import OrderedDict
from dataclasses import dataclass, field, replace
from functools import cached_property

from ..game import Action, Position
from ..plays import Play
from ..position import ronda_rank
from . import lookahead as lookahead_module
from .bands import BANDS as BANDS
from .bands import EPSILON as EPSILON
from .bands import Band as Band
from .bands import band_of as band_of
from .bands import decided_band, settled
from .bands import shown_loss as shown_loss
from .caida_stake import mesa_risk, with_stake
from .chica_equity import point_worth
from .lines import Line
from .lookahead import CHOOSING_BUDGET, NODE_BUDGET, exact_parts, lookahead
from .mesa import mesa_zapateria
from .reasons import MISSED_GAINS as MISSED_GAINS
from .reasons import MORE_CARDS as MORE_CARDS
from .reasons import TRADE_OFF as TRADE_OFF
from .reasons import Reason as Reason
from .reasons import ReasonCode as ReasonCode
from .reasons import best_risk, least_risk, reasons_of
from .reasons import says_missed_gain as says_missed_gain
from .safe_drop import safe_drop, safety_said, with_safety
from .sampling import visible_seed
from .solver import RankedPlay, rank_plays
from .split import Odds, of_margin, parts_of
from .verdict import Verdict as Verdict
from .worlds import unseen_cards

CONFIDENCE = 2.0
"""Standard errors of the sampling within which an action is as good as the best."""


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
    lines: dict[Action, tuple[Line | None, ...]] = field(default_factory=dict)
    """Each action's principal line in every deal searched (one when exact; :mod:`.lines`)."""
    zapateria: dict[Action, float] = field(default_factory=dict)
    """Each action's zapatería balance: the mover's side's chance of a zapatería that ends
    the mesa minus the other's (:class:`.split.Parts`; empty or 0 outside the first chica)."""

    def odds(self, action: Action) -> Odds:
        """Return what ``action`` changes against the best: points and chances of the chica."""
        best = self.best
        if action not in self.points:
            return Odds()
        lost = self.points[best] - self.points[action]
        mesa = (self.zapateria.get(best, 0.0), self.zapateria.get(action, 0.0))
        return Odds(lost, self.chances[best], self.chances[action], mesa, self._mesa_side())

    def _mesa_side(self) -> int:
        """Return :attr:`.split.Odds.mesa_side`: whose zapatería the balance can still be."""
        below, position = mesa_zapateria(self.position), self.position
        mine, theirs = position.scores[position.side], position.scores[1 - position.side]
        if mine < below <= theirs:
            return -1
        return 1 if theirs < below <= mine else 0

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
        error = self.errors.get(action, 0.0)
        if self._within_error(action):
            return Band.GOOD
        return decided_band(loss / self.point, error / self.point, CONFIDENCE)

    def as_good(self, action: Action) -> bool:
        """Whether ``action`` is tied with the best, or within its sampling error."""
        return self.loss(action) <= EPSILON or self._within_error(action)

    def _within_error(self, action: Action) -> bool:
        """Whether the loss of ``action`` is within the sampling error, and may be called so.

        Not a loss beyond *Good* of a drop whose caída would end the mesa by zapatería with
        a higher chance than the best action's (:attr:`mesa_risks`): each deal ends the
        mesa or not, so the error is wide, and "about as good" hid a loss that more deals
        show (casual at 6–38: 1.4 ± 0.8 points from the coach's deals, 2.5 ± 0.3 from 300).
        Its band is then its loss's, with the benefit of the doubt of
        :func:`.bands.decided_band`.
        """
        loss = self.loss(action)
        if loss > CONFIDENCE * self.errors.get(action, 0.0) + EPSILON:
            return False
        risks = self.mesa_risks
        riskier = risks.get(action, 0.0) > risks.get(self.best, 0.0)
        return not (riskier and band_of(loss / self.point) not in (Band.BEST, Band.GOOD))

    @cached_property
    def mesa_risks(self) -> dict[Action, float]:
        """The drops whose caída would end the mesa by zapatería, with its stated chance."""
        position = self.position
        found = {
            action: mesa_risk(position, action, -ranked.key[2])
            for action, ranked in self.immediate.items()
            if isinstance(action, Play)
        }
        return {action: chance for action, chance in found.items() if chance > 0}

    def doubted(self, action: Action) -> bool:
        """Whether ``action`` loses a worse band's points, but not beyond the sampling error.

        Its band is then the one below (:func:`.bands.decided_band`): the cards the player
        cannot see leave open whether it was that bad.
        """
        loss = self.loss(action)
        if loss <= EPSILON or self._within_error(action):
            return False
        return self.band(action) is not band_of(loss / self.point)

    def ranked(self) -> list[Action]:
        """Return the actions best first (ties in the ``immediate`` order)."""
        return sorted(self.values, key=lambda a: (self.values[a], self.immediate[a].key))[::-1]


def knows_every_card(position: Position) -> bool:
    """Whether the player to move can deduce every hidden card (last round, two players)."""
    if position.players != 2 or position.stock:
        return False
    return len(unseen_cards(position)) == len(position.hands[1 - position.turn])


REMEMBERED = 64
"""Assessments kept for a second question about the same position (:func:`assess`)."""
_remembered: OrderedDict[tuple[object, ...], Assessment] = OrderedDict()


def assess(
    position: Position,
    *,
    partial: bool = False,
    open_hands: bool = False,
    samples: int | None = None,
    with_lines: bool = False,
) -> Assessment:
    """Value every action of the player to move as the coach does (see the module doc).

    With ``open_hands`` (an endgame puzzle shows every hand) the values are always exact;
    ``samples`` overrides the number of deals of the ``search`` criterion; ``with_lines``
    keeps each action's principal lines, for the words of a verdict (:mod:`.later_gain`);
    the engine's own players, which only choose, go without them.

    An assessment depends on nothing but these arguments (its deals are drawn from a seed
    of what the player sees), so the last :data:`REMEMBERED` are kept and a second question
    about the same position — the verdict after a hint, the lines after a verdict, the
    review or the analysis of a move judged during the game, a move taken back and made
    again — costs no second search. :func:`forget_assessments` empties the store.
    """
    return _stored((position, partial, open_hands, samples, with_lines, None))


def best_action(position: Position) -> Action:
    """Return the coach's best action within the expert player's budget.

    As :func:`assess`, but more deals are drawn only within
    :data:`~.lookahead.CHOOSING_BUDGET` (a player must answer within a second; a verdict
    may take longer to settle its band). Where that is a verdict's budget (two players) the
    question is the verdict's, and so is its answer, remembered once for both.
    """
    players = position.players
    budget = CHOOSING_BUDGET[players]
    own = None if budget == NODE_BUDGET[players] else budget
    return _stored((position, False, False, None, False, own)).best


Arguments = tuple[Position, bool, bool, int | None, bool, int | None]
"""What :func:`_assessed` is asked: the position, ``partial``, ``open_hands``, ``samples``,
``with_lines`` and the node budget (None: a verdict's)."""


def _stored(arguments: Arguments) -> Assessment:
    """Return the remembered answer to this question, or assess afresh and remember it."""
    key = _question(arguments)
    found = _remembered.get(key)
    if found is None:
        found = _assessed(*arguments)
        _remembered[key] = found
        while len(_remembered) > REMEMBERED:
            _remembered.popitem(last=False)
    else:
        _remembered.move_to_end(key)
    return found


def _question(arguments: Arguments) -> tuple[object, ...]:
    """Return the key of an assessment in the store: its arguments and the later decks' switch."""
    return (*arguments, lookahead_module.LATER_DECKS)


def forget_assessments() -> None:
    """Empty the store of :func:`assess` (after a change to what an assessment depends on)."""
    _remembered.clear()


def _assessed(
    position: Position,
    partial: bool,
    open_hands: bool,
    samples: int | None,
    with_lines: bool,
    budget: int | None = None,
) -> Assessment:
    """Assess ``position`` afresh (:func:`assess`; ``budget``: :func:`best_action`'s own)."""
    immediate = rank_plays(position, "immediate", partial=partial)
    by_action = {entry.action: entry for entry in immediate.plays}
    exact = open_hands or knows_every_card(position)
    errors: dict[Action, float] = {}
    later = lookahead_module.LATER_DECKS
    point = point_worth(position.ruleset, position.players) if later else 1.0
    actions = [entry.action for entry in immediate.plays]
    lines: dict[Action, tuple[Line | None, ...]] = {}
    if exact and later and not position.stock:
        played: dict[Action, Line | None] = {}
        found_parts = exact_parts(position, actions, played if with_lines else None)
        lines = {action: (line,) for action, line in played.items()}
        values = {action: float(part.value) for action, part in found_parts.items()}
        points = {action: part.points for action, part in found_parts.items()}
        chances = {action: (part.win, part.lose) for action, part in found_parts.items()}
        balances = {action: part.zapateria for action, part in found_parts.items()}
    elif exact:
        later = False  # an open hand with a stock: this deck only, exactly
        point = 1.0
        deal = rank_plays(position, "deal", partial=partial)
        values = {entry.action: float(entry.value) for entry in deal.plays}
        side = position.side
        parts = {a: parts_of(side, round(v), of_margin(side, round(v))) for a, v in values.items()}
        points = {action: part.points for action, part in parts.items()}
        chances = {action: (part.win, part.lose) for action, part in parts.items()}
        balances = {action: part.zapateria for action, part in parts.items()}
    else:
        seed = visible_seed(position)

        def band_settled(loss: float, error: float) -> bool:
            return settled(loss / point, error / point, CONFIDENCE)

        found = lookahead(
            position,
            actions,
            seed=seed,
            samples=samples,
            settled=band_settled,
            with_lines=with_lines,
            budget=budget,
        )
        values, errors, points, chances = found.values, found.errors, found.points, found.chances
        lines, balances = found.lines, found.zapateria
    best = max(values, key=lambda action: (values[action], by_action[action].key))
    return Assessment(
        position,
        values,
        by_action,
        best,
        exact,
        errors,
        points,
        chances,
        point,
        later,
        lines,
        zapateria=balances,
    )


def judge(position: Position, action: Action, *, open_hands: bool = False) -> Verdict:
    """Return the coach's verdict on ``action`` in ``position`` (the mover's action)."""
    partial = isinstance(action, Play) and position.ruleset.claim_missed_run
    assessment = _lined_or_plain(position, partial, open_hands)
    if action not in assessment.values:
        partial = True
        assessment = _lined_or_plain(position, partial, open_hands)
    if action not in assessment.values:
        raise ValueError(f"{action} is not a legal action here")
    verdict = verdict_from(assessment, action)
    if not assessment.lines and wants_lines(verdict):  # the same deals, their lines followed
        lined = assess(position, partial=partial, open_hands=open_hands, with_lines=True)
        verdict = verdict_from(lined, action)
    return verdict


def _lined_or_plain(position: Position, partial: bool, open_hands: bool) -> Assessment:
    """Return the assessment with lines if one is remembered (a hint's), else a plain one.

    Following the lines reads the search's table and changes no value, so the verdict is
    the one the lines would give either way (:func:`judge`).
    """
    lined = _remembered.get(_question((position, partial, open_hands, None, True, None)))
    return lined if lined is not None else assess(position, partial=partial, open_hands=open_hands)


def wants_lines(verdict: Verdict) -> bool:
    """Return whether the words of ``verdict`` may need the principal lines (:mod:`.later_gain`).

    Only a play judged an inaccuracy or worse with no reason of its own (a safe drop aside)
    can be told where the later gain comes from: one verdict in fifty or so. The others are
    judged without following any line, which costs a third more time.
    """
    return (
        isinstance(verdict.action, Play)
        and verdict.band in (Band.INACCURACY, Band.MISTAKE, Band.BLUNDER)
        and all(reason.code is ReasonCode.SAFE_DROP for reason in verdict.reasons)
    )


def verdict_from(assessment: Assessment, action: Action) -> Verdict:
    """Return the verdict on ``action`` from an assessment of its position."""
    best = assessment.best
    loss, band = assessment.loss(action), assessment.band(action)
    error = assessment.errors.get(action, 0.0)
    position = assessment.position
    players, doble = position.players, holds_doble_ronda(position)
    point, later, exact = assessment.point, assessment.later_decks, assessment.exact
    if band is Band.BEST:
        actions = assessment.ranked()
        alike = len(actions) if all(assessment.band(a) is Band.BEST for a in actions) else 0
        best_said = () if alike == 1 else _best_said(assessment, action, alike=alike > 1)
        return Verdict(
            action, action, 0.0, band, tuple(r for r in best_said if r), exact, error,
            players=players, doble=doble, point=point, later_decks=later, alike=alike,
        )  # fmt: skip
    as_good = band is Band.GOOD and assessment.as_good(action)
    said = reasons_of(assessment, action, best, loss, band)  # as good: no capture is "more"
    unsaid = MORE_CARDS | TRADE_OFF | {ReasonCode.GAIN_NOW}  # nor a gain "at once"
    reasons = tuple(r for r in said if not (as_good and r.code in unsaid))
    reasons = with_stake(position, action, reasons)
    reasons = with_safety(reasons, safety_said(position, action, best, band, reasons))
    odds = assessment.odds(action)
    return Verdict(
        action, best, loss, band, reasons, exact, error, as_good, odds, players, doble, point,
        later, doubted=assessment.doubted(action),
    )  # fmt: skip


def _best_said(assessment: Assessment, action: Action, *, alike: bool) -> tuple[Reason | None, ...]:
    """Return what a *Best* verdict adds: the least risk, or a material risk; a safe drop.

    Where every play is alike (``alike``), only a material risk of the drop: "every play
    comes to the same" beside a card the next player may fall on said nothing of it
    (walk16 L4); the only play (one action) adds nothing. That risk then carries the number
    of actions (all tied), so its words can say why it costs nothing (walk17 L2).
    """
    position = assessment.position
    if alike:
        risk = best_risk(assessment, action)
        risk = risk and replace(risk, number=len(assessment.values))
        return with_stake(position, action, (risk,)) if risk else ()
    least = least_risk(assessment, action)
    risk = least or best_risk(assessment, action)
    said = with_stake(position, action, (risk,)) if risk else ()
    return *said, safe_drop(position, action)


def holds_doble_ronda(position: Position) -> bool:
    """Whether the mover holds four of a rank: a declaration would be a doble ronda."""
    rank = ronda_rank(position.hand)
    return rank is not None and sum(card.rank == rank for card in position.hand) == 4
