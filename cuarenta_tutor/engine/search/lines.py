"""What an action's principal line brings each side in one searched deal: caídas, limpias, cards.

The coach values an action in a deal by an alpha-beta search (:mod:`.lookahead`); the line
behind that value is the action followed by the best move of each node its table keeps, to
the leaf where the value was read (the round's end, a search cut short, the deck's end).
:func:`line_of` follows it as :func:`.split.principal_parts` does and counts, for the
mover's side and for the other side, the caídas and the limpias made on it (with their
points, as the engine's scorer gives them) and the cards taken. The line is kept only when
its margins add up to the searched value: then it is the line the value comes from, and a
reason drawn from it (:mod:`.later_gain`) is the engine's own. Otherwise it is ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..game import Position
from ..scoring import CAIDA_KINDS, Event, EventKind
from .moves import Effect, Move
from .split import MAX_WALK
from .state import DeckGame, Node, ronda_of
from .tree import AlphaBeta


@dataclass(frozen=True)
class Line:
    """What one principal line brings each side: the mover's side first, then the other."""

    caidas: tuple[int, int] = (0, 0)
    """Caídas made (en ronda included)."""
    caida_points: tuple[int, int] = (0, 0)
    """The points those caídas scored (a caída that is also a limpia counts here whole)."""
    limpias: tuple[int, int] = (0, 0)
    """Limpias made that were not caídas."""
    limpia_points: tuple[int, int] = (0, 0)
    """The points those limpias scored."""
    cards: tuple[int, int] = (0, 0)
    """Cards taken into each side's pile (the card played with its capture; at the deck's
    end the leftovers too)."""
    piles: tuple[int, int] | None = None
    """Where the line reaches the deck's end without the chica: each side's pile then."""
    carton: tuple[int, int] = (0, 0)
    """The points each side's cartón scores at that end."""

    def count(self, field: str, mine: bool, amount: int) -> Line:
        """Return the line with ``amount`` more in ``field`` for one side (``mine``: mover's)."""
        pair: tuple[int, int] = getattr(self, field)
        pair = (pair[0] + amount, pair[1]) if mine else (pair[0], pair[1] + amount)
        return replace(self, **{field: pair})

    def scored(self, kind: str, mine: bool, points: int) -> Line:
        """Return the line with one caída (``kind`` ``caida``) or limpia more, with its points."""
        return self.count(kind + "s", mine, 1).count(kind + "_points", mine, points)


def first_step(before: Position, after: Position, events: tuple[Event, ...]) -> Line:
    """Return what the action itself brings, from its events and the piles before and after."""
    line = Line()
    side = before.side
    for event in events:
        if event.side is None:
            continue
        if event.kind in CAIDA_KINDS:
            line = line.scored("caida", event.side == side, event.points)
        elif event.kind is EventKind.LIMPIA and not _caida_of(events, event.side):
            line = line.scored("limpia", event.side == side, event.points)
    if after.deck_no == before.deck_no:
        for pile_side in (0, 1):
            taken = len(after.piles[pile_side]) - len(before.piles[pile_side])
            if taken > 0:
                line = line.count("cards", pile_side == side, taken)
    return line


def _caida_of(events: tuple[Event, ...], side: int) -> bool:
    return any(e.kind in CAIDA_KINDS and e.side == side for e in events)


def line_of(
    game: DeckGame, search: AlphaBeta, node: Node, side: int, value: int, start: tuple[int, Line]
) -> Line | None:
    """Follow the principal line from ``node`` (after the action) and count what it brings.

    ``start`` is the action's own margin for the mover of ``side`` and its :class:`Line`
    (:func:`first_step`); ``value`` the action's searched value. ``None`` when the best moves
    the table keeps do not add up to ``value`` (a bound, or a table cleared).
    """
    total, line = start
    for _ in range(MAX_WALK):
        move = search.best_move(node)
        if move is None:
            return None
        mover = node.turn & 1
        gained, child = game.step(node, move)
        total += gained if mover == side else -gained
        line = _stepped(game, line, node, move, child, side)
        if child is None:
            return line if total == value else None
        node = child
    return None


def _stepped(
    game: DeckGame, line: Line, node: Node, move: Move, child: Node | None, side: int
) -> Line:
    """Return ``line`` with one move of the walk counted (``side``: the line's mover's)."""
    hand_rank, effect = move
    mover = node.turn & 1
    mine = mover == side
    if effect is None:
        if child is None:
            return line
        taken = (child.pile0 - node.pile0) + (child.pile1 - node.pile1)
        return line.count("cards", mine, taken) if taken else line
    scores, piles, capturer = [node.score0, node.score1], [node.pile0, node.pile1], node.capturer
    if not effect.drop:
        points, wins = capture_points(game, node, effect)
        if wins:
            return line
        if effect.caida or effect.limpia:
            line = line.scored("caida" if effect.caida else "limpia", mine, points)
        line = line.count("cards", mine, effect.won)
        scores[mover] += points
        piles[mover] += effect.won
        capturer = mover
        if points and game.scorer.winner(*scores) >= 0:
            return line  # the chica ended here
    if child is not None or node.hands - game.units[node.turn][hand_rank]:
        return line
    if node.dealt < len(game.rounds):
        return line  # the round's end, valued by the model
    end = game.final_piles(effect.table, piles[0], piles[1], capturer)
    for pile_side in (0, 1):
        if end[pile_side] > piles[pile_side]:
            line = line.count("cards", pile_side == side, end[pile_side] - piles[pile_side])
    carton = game.scorer.carton(end, (scores[0], scores[1]))
    ordered = (end[side], end[1 - side])
    return replace(line, piles=ordered, carton=(carton[side], carton[1 - side]))


def capture_points(game: DeckGame, node: Node, effect: Effect) -> tuple[int, bool]:
    """Return what a capture scores its side at ``node``, and whether it wins the chica.

    As :meth:`.state.DeckGame.play` scores it (the caída en ronda included).
    """
    turn = node.turn
    previous = (turn - 1) % game.players
    en_ronda = effect.caida and ronda_of(node.rondas >> game.ronda_shift, previous) == node.last
    score = node.score1 if turn & 1 else node.score0
    return game.scorer.capture(effect, score, en_ronda)
