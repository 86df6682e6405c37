"""The coach's search before the last round: sampled deals, each searched to the round's end.

For the player to move, :func:`lookahead` draws deals of the cards that player cannot see,
consistent with what they know (:func:`.sampling.sample_deals`), and in each deal values
every action by an exact alpha-beta search (:mod:`.tree`) to the end of the current round;
the rest of the deck is then valued by :class:`.deck_value.DeckValue`, a model fitted from
exact solves that knows the chica race. In the last round of a deck the search reaches the
deck's end and is exact for that deal. Early in a round (more than :data:`FULL` cards in
the hands), or when a deal's search would need more than :data:`NODE_LIMIT` positions, the
search stops :data:`DEEPER` cards deep, or, past that limit too, :data:`DEPTH` cards deep,
and the same model values the cards left in the hands too (:func:`search_stops`).

Each deal is searched as a :class:`.split.SplitGame`, which keeps apart the points and the
chances of the chica behind every value (:attr:`Lookahead.parts`), so that the coach can say
a loss in points and a change of the chances separately. An action's value is its mean over
the deals. Every action is valued on the same deals, so
the sampling error of the *difference* between two actions is what says whether one is
really worse: :attr:`Lookahead.errors` holds, per action, the standard error of its
difference from the best action.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from ..game import Action, Position
from .collector import collector_paused
from .deck_value import DeckValue, deck_value
from .lines import Line, first_step, line_of
from .mesa import mesa_zapateria
from .moves import MoveTable, shared_table
from .sampling import sample_deals
from .scorer import Scorer, shared_scorer
from .solver import _DealSearch, _Limits, _outcome
from .split import SCALE, LeafGame, Parts, SplitGame, of_margin, parts_of, principal_parts, split
from .state import DeckGame
from .tree import SearchLimitError

SAMPLES = {2: 16, 4: 8}
"""Deals drawn per question, by number of players."""
FULL = {2: 7, 4: 12}
"""Cards in the hands up to which each deal is searched to the end of the round."""
DEPTH = {2: 6, 4: 6}
"""Cards played in a search cut short (more cards than :data:`FULL` in the hands)."""
DEEPER = {2: 8, 4: 6}
"""Cards played in a cut search tried first, before :data:`DEPTH`, while its node limit allows."""
NODE_LIMIT = {2: 20_000, 4: 25_000}
"""Positions one deal's search may visit before it is cut shallower (:func:`search_stops`)."""
BATCHES = 4
"""Batches of deals drawn at most, while the sampling leaves a verdict open."""
NODE_BUDGET = {2: 32_000, 4: 160_000}
"""Positions the searches of one question may visit in all, by number of players: another
batch of deals is drawn only when one more batch like those so far stays within it (the
verdict's time budget; a count, so the same view still gets the same verdict)."""
CHOOSING_BUDGET = {2: 32_000, 4: 80_000}
"""The same for the expert player, which must answer within a second
(:func:`.coach.best_action`): with four players 28 of 1 193 choices drew fewer deals than a
verdict would in bench_expert_budget.py's run (docs/coach.md, "Verdict time")."""
LATER_DECKS = True
"""Whether a deck that ends without the chica is worth the later decks' chances of it
(:mod:`.chica_equity`), in the model and where a search reaches the deck's end. Without
them such a deck end is worth its points only, and the chances said are those of winning
the chica in this deck (walk finding P1-N1, docs/coach.md)."""


@dataclass(frozen=True)
class Lookahead:
    """Every action's mean value over the deals, and the sampling error against the best."""

    values: dict[Action, float]
    errors: dict[Action, float]
    deals: int
    nodes: int
    points: dict[Action, float]
    """Each action's mean points (the value without the chica's share)."""
    chances: dict[Action, tuple[float, float]]
    """Each action's mean chances of the chica: the mover's side's, the other side's."""
    zapateria: dict[Action, float] = field(default_factory=dict)
    """Each action's mean zapatería balance: the mover's side's chance of a zapatería that
    ends the mesa minus the other side's (:class:`.split.Parts`; 0 outside the first chica)."""
    lines: dict[Action, tuple[Line | None, ...]] = field(default_factory=dict)
    """Each action's principal line in every deal, in the deals' order (:mod:`.lines`)."""

    @property
    def best(self) -> Action:
        """The action of the highest mean (the first of them)."""
        return max(self.values, key=lambda action: self.values[action])


def lookahead(
    position: Position,
    actions: Sequence[Action],
    *,
    seed: int | str,
    samples: int | None = None,
    settled: Callable[[float, float], bool] | None = None,
    with_lines: bool = False,
    budget: int | None = None,
) -> Lookahead:
    """Value ``actions`` of the player to move over sampled deals (see the module doc).

    ``settled(loss, error)`` says whether an action's verdict no longer depends on the
    sampling; while some action's is not, another batch of deals is drawn (at most
    :data:`BATCHES` in all, within ``budget`` positions, :data:`NODE_BUDGET` by default), so
    that a large loss is not hidden by a large error and a band is not decided by the luck
    of the deals.
    """
    players = position.players
    count = samples or SAMPLES[players]
    most = NODE_BUDGET[players] if budget is None else budget
    model = _model(position)
    moves_table, scorer = (
        shared_table(position.ruleset),
        shared_scorer(position.ruleset, position.dealer),
    )
    table: list[list[Parts]] = []
    lines: list[list[Line | None]] = []
    nodes = 0
    # Paused over the whole question, not deal by deal: between deals the collector would
    # pass over every listing the searches had just kept.
    with collector_paused():
        for batch in range(BATCHES):
            for world in sample_deals(position, count, f"{seed}/{batch}" if batch else seed):
                row, used = _deal_values(
                    world, actions, model, moves_table, scorer, lines if with_lines else None
                )
                table.append(row)
                nodes += used
            found = _summary(actions, table, nodes)
            if settled is None or all(
                settled(found.values[found.best] - found.values[a], found.errors[a])
                for a in actions
            ):
                break
            if nodes * (batch + 2) > most * (batch + 1):
                break  # one more batch would overrun the budget
    if not with_lines:
        return found
    by_action = {a: tuple(row[i] for row in lines) for i, a in enumerate(actions)}
    return replace(found, lines=by_action)


def _model(position: Position) -> DeckValue:
    """Return the model of the rest of the deck for ``position`` (the first chica's mesa too)."""
    return deck_value(
        position.ruleset,
        position.players,
        position.dealer,
        later_decks=LATER_DECKS,
        mesa_below=mesa_zapateria(position),
    )


def _summary(actions: Sequence[Action], table: list[list[Parts]], nodes: int) -> Lookahead:
    """Return the means of the deals' values and each action's error against the best."""
    n = len(table)

    def mean(index: int, part: Callable[[Parts], float]) -> float:
        return sum(part(row[index]) for row in table) / n

    means = [mean(i, lambda p: p.value) for i in range(len(actions))]
    top = max(range(len(actions)), key=lambda i: means[i])
    errors = []
    for i in range(len(actions)):
        gaps = [row[top].value - row[i].value for row in table]
        average = sum(gaps) / n
        variance = sum((gap - average) ** 2 for gap in gaps) / max(n - 1, 1)
        errors.append(math.sqrt(variance / n))
    points = [mean(i, lambda p: p.points) for i in range(len(actions))]
    chances = [(mean(i, lambda p: p.win), mean(i, lambda p: p.lose)) for i in range(len(actions))]
    balances = [mean(i, lambda p: p.zapateria) for i in range(len(actions))]
    return Lookahead(
        dict(zip(actions, means, strict=True)),
        dict(zip(actions, errors, strict=True)),
        n,
        nodes,
        dict(zip(actions, points, strict=True)),
        dict(zip(actions, chances, strict=True)),
        zapateria=dict(zip(actions, balances, strict=True)),
    )


def _deal_values(
    world: Position,
    actions: Sequence[Action],
    model: DeckValue,
    moves_table: MoveTable,
    scorer: Scorer,
    lines: list[list[Line | None]] | None = None,
) -> tuple[list[Parts], int]:
    """Value every action in one deal; cut the search short if it grows too big.

    ``lines`` gets the deal's principal lines, one per action (:mod:`.lines`).
    """
    # Paused here too, not only by lookahead: the benchmarks and tests call this alone, and
    # the walks of the lines would make the collector scan the deal's whole table.
    with collector_paused():
        parts, found, nodes = _searched(
            world,
            actions,
            model,
            search_stops(world),
            moves_table,
            scorer,
            with_lines=lines is not None,
        )
    if lines is not None:
        lines.append(found)
    return parts, nodes


def search_stops(world: Position) -> list[int]:
    """Return the cards left in the hands at which a deal's search may stop, deepest first.

    Each but the last is tried within :data:`NODE_LIMIT` positions (:func:`_searched`): the
    round's end when the hands hold at most :data:`FULL` cards, then :data:`DEEPER` cards
    played, then :data:`DEPTH`.
    """
    players = world.players
    in_hands = sum(len(hand) for hand in world.hands)
    cuts = {max(0, in_hands - DEEPER[players]), max(0, in_hands - DEPTH[players])}
    if in_hands <= FULL[players]:
        cuts.add(0)
    return sorted(cuts)


def _searched(
    world: Position,
    actions: Sequence[Action],
    model: DeckValue,
    stops: list[int],
    moves_table: MoveTable,
    scorer: Scorer,
    *,
    with_lines: bool = False,
) -> tuple[list[Parts], list[Line | None], int]:
    """Search one deal with the first of ``stops`` its node limit allows (:func:`_deal_values`).

    Return each action's parts, its principal line and the positions searched.
    """
    players = world.players
    for stop in stops:
        options = {
            "moves_table": moves_table,
            "scorer": scorer,
            "stop_cards": stop,
            "later_decks": model.later_decks,
        }
        game = LeafGame(world, model=model, **options)
        limit = NODE_LIMIT[players] if stop != stops[-1] else None
        search = _DealSearch(world, _Limits(limit), game=game)
        try:
            found = [_value(search, action, model, with_lines) for action in actions]
        except SearchLimitError:
            continue
        nodes = search.search.nodes
        values = [value for value, _ in found]
        if any(value is None for value in values):  # split where the walk could not
            again = _DealSearch(world, _Limits(None), game=SplitGame(world, model=model, **options))
            values = [v or _split_value(again, a) for v, a in zip(values, actions, strict=True)]
            nodes += again.search.nodes
        lines = [line for _, line in found]
        return [value for value in values if value is not None], lines, nodes
    raise AssertionError("the last search has no limit")


def _value(
    search: _DealSearch, action: Action, model: DeckValue, with_line: bool = False
) -> tuple[Parts | None, Line | None]:
    """Return the mover's value of one action in the search's deal, and its principal line.

    The value is split in its parts, ``None`` when the search's table cannot say which leaf
    it comes from; the line says what it brings each side (:func:`.lines.line_of`), ``None``
    when its moves do not add up to the value or ``with_line`` is off (following the line
    costs the engine's own players a third more time, for words only a learner reads).
    """
    before = search.position
    side = before.side
    outcome = _outcome(before, action)
    first = first_step(before, outcome.after, outcome.events) if with_line else None
    if outcome.final:
        return _final_parts(search.game, side, outcome.margin, outcome.after.scores), first
    after = outcome.after
    if len(after.stock) < len(before.stock):  # the round ended: value the rest at once
        n = after.players
        in_play = len(after.table) + sum(len(h) for h in after.hands) + len(after.stock)
        left = len(after.stock) // (5 * n) + 1
        piles = (len(after.piles[0]), len(after.piles[1]))
        value, win0, win1, balance0 = model.parts(after.scores, piles, in_play, left, 0)
        margin = outcome.margin + (-round(value) if side else round(value))
        return parts_of(side, margin, (win0, win1, balance0)), first
    value = search.value(outcome)
    node = search.game.node(after)
    game = search.game
    assert isinstance(game, LeafGame)
    parts = principal_parts(game, search.search, node, side, value, outcome.margin)
    if first is None:
        return parts, None
    return parts, line_of(game, search.search, node, side, value, (outcome.margin, first))


def _final_parts(game: DeckGame, side: int, margin: int, scores: tuple[int, int]) -> Parts:
    """Return the parts of an action that ends the deck or the chica (``margin``: its points).

    A deck ended without the chica is worth the later decks' chances when the game counts
    them (``scores``: the deck's final scores).
    """
    chances = of_margin(side, margin)
    if game.later is not None and chances == (0, 0, 0):
        chances = game.later_leaf(*scores)
        later = game.deck_end(*scores)
        margin += -later if side else later
    return parts_of(side, margin, chances)


def exact_parts(
    position: Position,
    actions: Sequence[Action],
    lines: dict[Action, Line | None] | None = None,
) -> dict[Action, Parts]:
    """Value ``actions`` exactly to the end of the deck, every card of ``position`` known.

    As the ``deal`` criterion of the solver, with the deck's end valued as :func:`lookahead`
    values it (:data:`LATER_DECKS`), each value split in points and chances; ``lines`` gets
    each action's principal line (:mod:`.lines`).
    """
    model = _model(position)
    moves_table, scorer = (
        shared_table(position.ruleset),
        shared_scorer(position.ruleset, position.dealer),
    )
    with collector_paused():
        parts, found, _ = _searched(
            position, actions, model, [0], moves_table, scorer, with_lines=lines is not None
        )
    if lines is not None:
        lines.update(zip(actions, found, strict=True))
    return dict(zip(actions, parts, strict=True))


def _split_value(search: _DealSearch, action: Action) -> Parts:
    """Return the parts of one action by the split search (:class:`.split.SplitGame`)."""
    before = search.position
    side = before.side
    outcome = _outcome(before, action)
    after = outcome.after
    node = search.game.node(after)
    inner = search.search.value(node)
    scaled = outcome.margin * SCALE
    return split(side, scaled + inner if after.side == side else scaled - inner)
