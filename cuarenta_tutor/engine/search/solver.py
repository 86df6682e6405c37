"""Rank the plays of a position, and solve the rest of a deck exactly.

:func:`rank_plays` values every action of the player to move — each complete play and,
where legal, the ronda declaration and the claim (they are choices too) — under one of
three :class:`Criterion` values, sorts them best first and names every optimal one:

``immediate``
    What the play gains now and what it leaves the next player, compared
    lexicographically; see :mod:`.immediate` for the exact key.
``deal``
    The exact value of the rest of the current deck with every card known (the hands, and
    the stock in its dealing order): the points the mover's side gains from now to the end
    of the deck — leftovers and cartón included, with the 38 rule and every threshold as the
    engine scores them — minus the other side's, plus :data:`CHICA_VALUE` if the mover's
    side wins the chica on the way (minus it if the other side does). The search stops at
    the end of the deck and never looks into the next, random one. It is an alpha-beta
    search with a transposition table over a compact copy of the game
    (:mod:`.state`), which the tests hold equal to :func:`~cuarenta_tutor.engine.game.apply`.
``expected``
    The ``deal`` value averaged over every way the cards the mover cannot see could lie
    (:mod:`.worlds`): exactly when there are at most ``max_worlds`` ways up to suits,
    otherwise over ``samples`` seeded random deals, with the standard error reported.

Decisions inside the search:

- Declaring a ronda is a move, so the search may decline it: a declared ronda makes a
  caída on that rank a caída en ronda for the opponents (under ``quito`` and ``rigor``).
- Under ``pagat`` the plays that stop a run early, and the claims of the cards they leave,
  are searched too (``rank_plays`` lists them only with ``partial``). A complete run is
  *not* always at least as good: its extra cards can make a limpia that lifts the side to
  30, from where pagat pays a ronda nothing and a caída en ronda 2 instead of 10.
- A chica ended during the deck is worth :data:`CHICA_VALUE` whichever way it ends
  (40 points, doble ronda, caída en ronda under ``rigor``, a mesa won under ``pagat``),
  twice that when it ends the mesa by a zapatería in the first chica (:mod:`.mesa`).
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..cards import Card
from ..game import ROUND_SIZE, Action, Position, apply, legal_actions
from ..messages import MessageError
from ..plays import Play
from ..scoring import Event, EventKind
from .immediate import immediate_key
from .mesa import chica_worth, mesa_zapateria
from .moves import MoveTable, shared_table
from .scorer import Scorer, shared_scorer
from .state import CHICA_VALUE, DeckGame
from .tree import INFINITY, AlphaBeta, SearchLimitError, TimeLimit
from .worlds import World, enumerate_worlds, sample_worlds, unseen_cards

__all__ = [
    "CHICA_VALUE",
    "Criterion",
    "RankedPlay",
    "Ranking",
    "SearchLimitError",
    "Solution",
    "SolverError",
    "rank_plays",
    "solve",
]


class Criterion(StrEnum):
    """How :func:`rank_plays` values a play."""

    IMMEDIATE = "immediate"
    DEAL = "deal"
    EXPECTED = "expected"


class SolverError(MessageError):
    """A position the solver cannot rank, or an option it does not know."""


@dataclass(frozen=True)
class RankedPlay:
    """One action of the player to move with its value under the ranking's criterion.

    ``events`` are what :func:`~cuarenta_tutor.engine.game.apply` reports for the action
    itself (new deals left out); ``key`` is what the ranking sorts by (higher is better);
    ``stderr`` is the standard error of a sampled ``expected`` value.
    """

    action: Action
    events: tuple[Event, ...]
    value: float
    key: tuple[float, ...]
    stderr: float = 0.0

    def to_dict(self) -> dict[str, object]:
        """Return the play in the ``solve --json`` form (``card``, ``captured`` as ``captures``)."""
        data: dict[str, object] = {
            "action": str(self.action),
            "card": str(self.action.card) if isinstance(self.action, Play) else None,
            "captured": [str(card) for card in _taken(self.action, self.events)],
            "events": [event.kind.value for event in self.events],
            "value": _number(self.value),
        }
        if len(self.key) > 1:
            data["key"] = [_number(part) for part in self.key]
        if self.stderr:
            data["stderr"] = round(self.stderr, 4)
        return data


@dataclass(frozen=True)
class Ranking:
    """Every action of the player to move, best first, and the optimal ones (ties included).

    ``nodes`` counts the search nodes (for ``immediate``, the actions tried); ``worlds`` the
    deals of hidden cards averaged over (``expected``; 1 otherwise), ``exact`` whether they
    were all enumerated rather than sampled.
    """

    criterion: Criterion
    plays: tuple[RankedPlay, ...]
    optimal: tuple[RankedPlay, ...]
    nodes: int
    seconds: float
    worlds: int = 1
    exact: bool = True

    def to_dict(self) -> dict[str, object]:
        """Return the ranking in the ``solve --json`` form."""
        data: dict[str, object] = {
            "criterion": self.criterion.value,
            "plays": [play.to_dict() for play in self.plays],
            "optimal": [play.to_dict() for play in self.optimal],
            "nodes": self.nodes,
            "seconds": round(self.seconds, 4),
        }
        if self.criterion is Criterion.EXPECTED:
            data["worlds"] = self.worlds
            data["exact"] = self.exact
        return data


@dataclass(frozen=True)
class _Outcome:
    """An action of the root position and what :func:`~..game.apply` made of it."""

    action: Action
    after: Position
    events: tuple[Event, ...]
    margin: int
    """The mover's net points from the action itself (with :data:`CHICA_VALUE` for a chica)."""
    final: bool
    """Whether the action ends the deck or the chica (nothing of this deck is left to search)."""


def rank_plays(
    position: Position,
    criterion: Criterion | str = Criterion.DEAL,
    *,
    partial: bool = False,
    samples: int = 32,
    max_worlds: int = 2000,
    seed: int | str = 0,
    node_limit: int | None = None,
    time_limit: float | None = None,
) -> Ranking:
    """Value every action of the player to move under ``criterion``; best first.

    ``partial`` also ranks the plays that leave part of a run (legal under ``pagat``; the
    search considers them anyway). ``samples``, ``max_worlds`` and ``seed`` control the
    ``expected`` criterion; ``node_limit`` caps the positions searched, over every world of
    ``expected`` together, and ``time_limit`` (in seconds) the time of all the searches
    (:class:`SearchLimitError`).
    Raises :class:`SolverError` for a position nobody can play from.
    """
    chosen = _criterion(criterion)
    started = time.perf_counter()
    limits = _Limits(node_limit, None if time_limit is None else TimeLimit.start(time_limit))
    actions = _actions(position, partial=partial)
    if chosen is Criterion.IMMEDIATE:
        plays, nodes, worlds, exact = _rank_immediate(position, actions), len(actions), 1, True
    else:
        check_solvable(position)
        if chosen is Criterion.DEAL:
            plays, nodes = _rank_deal(position, actions, limits)
            worlds, exact = 1, True
        else:
            if samples < 1 or max_worlds < 1:
                raise SolverError("samples and max_worlds must be at least 1")
            plays, nodes, worlds, exact = _rank_expected(
                position, actions, samples, max_worlds, seed, limits
            )
    ordered = tuple(sorted(plays, key=lambda play: play.key, reverse=True))
    optimal = tuple(play for play in ordered if play.key == ordered[0].key)
    seconds = time.perf_counter() - started
    return Ranking(chosen, ordered, optimal, nodes, seconds, worlds, exact)


@dataclass(frozen=True)
class Solution:
    """The exact ``deal`` value of a position and every action that reaches it."""

    value: int
    optimal: tuple[RankedPlay, ...]
    nodes: int
    seconds: float


def solve(position: Position, *, partial: bool = False, node_limit: int | None = None) -> Solution:
    """Solve the rest of the deck exactly: the best ``deal`` value and every optimal action.

    Cheaper than ``rank_plays(position, "deal")``: the other actions are only shown to be
    worse, not valued. The options are those of :func:`rank_plays`.
    """
    started = time.perf_counter()
    actions = _actions(position, partial=partial)
    check_solvable(position)
    search = _DealSearch(position, _Limits(node_limit))
    every_move = partial or not position.ruleset.claim_missed_run
    value, outcomes = search.optimal(actions, partial_searched=every_move)
    optimal = tuple(RankedPlay(o.action, o.events, value, (value,)) for o in outcomes)
    return Solution(value, optimal, search.search.nodes, time.perf_counter() - started)


def check_solvable(position: Position) -> None:
    """Raise :class:`SolverError` unless the hands fit the turn and the mover holds a card.

    Players play in turn from the seat after the dealer, so those who have already played
    in the current turn of the table hold one card fewer than the rest.
    """
    if position.is_over:
        raise SolverError("the mesa is over: there is nothing left to play")
    if not position.hand:
        raise SolverError("seat {seat} is to play but holds no cards", seat=position.turn)
    n, size = position.players, len(position.hand)
    leader = (position.dealer + 1) % n
    played = (position.turn - leader) % n
    for offset in range(n):
        seat = (leader + offset) % n
        expected = size - 1 if offset < played else size
        if len(position.hands[seat]) != expected:
            sizes = "/".join(str(len(hand)) for hand in position.hands)
            raise SolverError(
                "hands of {sizes} cards do not fit seat {turn} to play after "
                "dealer {dealer}: seat {seat} should hold {n}",
                sizes=sizes,
                turn=position.turn,
                dealer=position.dealer,
                seat=seat,
                n=expected,
            )
    if len(position.stock) % (ROUND_SIZE * n):
        raise SolverError("the stock must hold whole rounds of five cards per player")


def _criterion(criterion: Criterion | str) -> Criterion:
    try:
        return Criterion(criterion)
    except ValueError:
        names = ", ".join(c.value for c in Criterion)
        raise SolverError(
            "unknown criterion '{name}': choose from {names}", name=criterion, names=names
        ) from None


def _actions(position: Position, *, partial: bool) -> list[Action]:
    """Return the mover's distinct legal actions (partial runs may repeat in the engine's list)."""
    if position.is_over:
        raise SolverError("the mesa is over: there is nothing left to play")
    actions = list(dict.fromkeys(legal_actions(position, partial=partial)))
    if not actions:
        raise SolverError("seat {seat} is to play but has no legal action", seat=position.turn)
    return actions


def _outcome(position: Position, action: Action) -> _Outcome:
    """Apply ``action`` and measure its margin for the mover (see :class:`_Outcome`)."""
    after, events = apply(position, action)
    side = position.side
    shown = tuple(event for event in events if event.kind is not EventKind.DEAL)
    chica = next((event for event in events if event.kind is EventKind.CHICA), None)
    if chica is not None:
        final = chica.final or after.scores
        gained = (final[0] - position.scores[0], final[1] - position.scores[1])
        loser = 0 if chica.side == 1 else 1
        worth = chica_worth(final[loser], mesa_zapateria(position))
        bonus = worth if chica.side == side else -worth
        shown = shown[: shown.index(chica) + 1]
        return _Outcome(action, after, shown, gained[side] - gained[1 - side] + bonus, True)
    gained = (after.scores[0] - position.scores[0], after.scores[1] - position.scores[1])
    final_deck = after.deck_no != position.deck_no
    return _Outcome(action, after, shown, gained[side] - gained[1 - side], final_deck)


def _rank_immediate(position: Position, actions: Sequence[Action]) -> list[RankedPlay]:
    unseen = Counter(card.rank for card in unseen_cards(position))
    ranked = []
    for action in actions:
        outcome = _outcome(position, action)
        key = immediate_key(position, action, outcome.after, outcome.margin, unseen)
        ranked.append(RankedPlay(action, outcome.events, outcome.margin, key))
    return ranked


@dataclass(frozen=True)
class _Limits:
    """What the exact searches of one question may use: positions and time, in all."""

    nodes: int | None = None
    time: TimeLimit | None = None


class _DealSearch:
    """The exact ``deal`` values of a position's actions, sharing one transposition table."""

    def __init__(
        self,
        position: Position,
        limits: _Limits,
        moves_table: MoveTable | None = None,
        scorer: Scorer | None = None,
        game: DeckGame | None = None,
    ) -> None:
        self.position = position
        self.game = game or DeckGame(position, moves_table=moves_table, scorer=scorer)
        self.search = AlphaBeta(self.game, node_limit=limits.nodes, time_limit=limits.time)

    def values(self, actions: Sequence[Action]) -> list[tuple[_Outcome, int]]:
        """Return each action's outcome and exact value, searching the likeliest best first."""
        outcomes = [_outcome(self.position, action) for action in actions]
        values: dict[int, int] = {}
        ordered = sorted(range(len(outcomes)), key=lambda i: _search_order(outcomes[i]))
        for index in reversed(ordered):
            values[index] = self.value(outcomes[index])
        return [(outcome, values[index]) for index, outcome in enumerate(outcomes)]

    def optimal(
        self, actions: Sequence[Action], *, partial_searched: bool
    ) -> tuple[int, list[_Outcome]]:
        """Return the best value and every action reaching it, without valuing the others.

        The best value is the position's own when ``actions`` are all the moves the search
        knows (``partial_searched``); otherwise it is found as in a principal variation
        search: the likeliest best action valued exactly, each other one only tested for
        being better (null window) and valued if it is. Then every action is tested, with
        a null window again, for reaching the best value.
        """
        outcomes = [_outcome(self.position, action) for action in actions]
        if partial_searched:
            best = self.search.value(self.game.node(self.position))
        else:
            first, *others = sorted(outcomes, key=_search_order, reverse=True)
            best = self.value(first)
            for outcome in others:
                if self.value(outcome, best, best + 1) > best:
                    best = self.value(outcome, best, INFINITY)
        return best, [o for o in outcomes if self.value(o, best - 1, best) >= best]

    def value(self, outcome: _Outcome, alpha: int = -INFINITY, beta: int = INFINITY) -> int:
        """Return the value of one outcome for the root's mover (a bound outside the window)."""
        if outcome.final:
            return outcome.margin
        node, margin = self.game.node(outcome.after), outcome.margin
        if outcome.after.side == self.position.side:
            return margin + self.search.value(node, alpha - margin, beta - margin)
        return margin - self.search.value(node, margin - beta, margin - alpha)


def _rank_deal(
    position: Position, actions: Sequence[Action], limits: _Limits
) -> tuple[list[RankedPlay], int]:
    search = _DealSearch(position, limits)
    ranked = [
        RankedPlay(outcome.action, outcome.events, value, (value,))
        for outcome, value in search.values(actions)
    ]
    return ranked, search.search.nodes


def _rank_expected(
    position: Position,
    actions: Sequence[Action],
    samples: int,
    max_worlds: int,
    seed: int | str,
    limits: _Limits,
) -> tuple[list[RankedPlay], int, int, bool]:
    """Average the ``deal`` values over the worlds of the hidden cards."""
    enumerated = enumerate_worlds(position, max_worlds)
    worlds: list[World] = enumerated or sample_worlds(position, samples, seed)
    moves_table, scorer = (
        shared_table(position.ruleset),
        shared_scorer(position.ruleset, position.dealer),
    )
    sums = [0] * len(actions)
    squares = [0] * len(actions)
    weight, nodes = 0, 0
    for world in worlds:
        left = None if limits.nodes is None else limits.nodes - nodes  # for all worlds
        search = _DealSearch(world.position, _Limits(left, limits.time), moves_table, scorer)
        for index, (_, value) in enumerate(search.values(actions)):
            sums[index] += world.weight * value
            squares[index] += world.weight * value * value
        weight += world.weight
        nodes += search.search.nodes
    ranked = []
    for index, action in enumerate(actions):
        mean = sums[index] / weight
        error = 0.0
        if enumerated is None and len(worlds) > 1:
            variance = max(squares[index] - sums[index] * mean, 0.0) / (len(worlds) - 1)
            error = math.sqrt(variance / len(worlds))
        # The action's own events do not depend on the hidden cards.
        events = _outcome(position, action).events
        ranked.append(RankedPlay(action, events, mean, (mean,), error))
    return ranked, nodes, len(worlds), enumerated is not None


def _search_order(outcome: _Outcome) -> tuple[int, bool, int]:
    """Sort key of the likeliest best action: points, then captures by cards taken."""
    action = outcome.action
    taken = len(action.captured) if isinstance(action, Play) else 0
    return outcome.margin, not isinstance(action, Play) or taken > 0, taken


def _taken(action: Action, events: Sequence[Event]) -> tuple[Card, ...]:
    """Return the table cards an action takes (a claim's cards are those of its event)."""
    if isinstance(action, Play):
        return action.captured
    return next((event.cards for event in events if event.kind is EventKind.CLAIM), ())


def _number(value: float) -> float | int:
    """Return ``value`` as an int when it is whole, else rounded for display."""
    return int(value) if float(value).is_integer() else round(value, 4)
