"""Exhaustive search of the rest of a deck: alpha-beta with a transposition table.

A node's value is the margin of the side to move: its points minus the other side's from
that node to the end of the deck, plus or minus :data:`CHICA_VALUE` if the chica is won on
the way. Turns alternate between the sides (a declaration or a claim keeps the turn), so the
search is a two-sided zero-sum game. :func:`plain_value` is the same minimax without
pruning, bounds or ordering, each node's exact value kept once found (the tests'
reference); :func:`plain_tree_size` counts the nodes that minimax would visit without that
memo, without searching (what the benchmarks and tests say the search saves).
"""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass
from typing import Any

from ..messages import MessageError
from .collector import collector_paused
from .moves import Move
from .state import DeckGame, Node

INFINITY = 10**15
"""More than any value, also the scaled ones of :class:`.split.SplitGame`."""
TABLE_LIMIT = 1_000_000
"""Entries kept in the transposition table before it is cleared: about 500 MB at most."""
CLOCK_EVERY = 4096
"""Nodes searched between two readings of the clock (a few milliseconds)."""


class SearchLimitError(MessageError):
    """The exact search needs more nodes or more time than it is allowed."""

    def __init__(self, template: str, /, *, limit: str, **params: object) -> None:
        super().__init__(template, **params)
        self.limit = limit
        """Which limit stopped it: ``"nodes"`` or ``"seconds"``."""

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickle which limit stopped it too (without, unpickling raised a ``TypeError``)."""
        return functools.partial(type(self), limit=self.limit, **self.params), (self.template,)


@dataclass(frozen=True)
class TimeLimit:
    """A time limit shared by every search of one question: its length and when it ends."""

    seconds: float
    ends: float
    """The :func:`time.monotonic` time at which it runs out."""

    @classmethod
    def start(cls, seconds: float) -> TimeLimit:
        """Return a limit of ``seconds`` that starts now."""
        return cls(seconds, time.monotonic() + seconds)


class AlphaBeta:
    """Fail-soft alpha-beta over a :class:`DeckGame` with a table of value bounds.

    The table maps a node to ``(lower, upper, best move)``; a node is a complete description
    of the rest of the deck, so the bounds hold wherever the node is reached again. After
    the first move, siblings are tried with a null window (principal variation search) and
    searched again only when they turn out better.
    """

    def __init__(
        self, game: DeckGame, *, node_limit: int | None = None, time_limit: TimeLimit | None = None
    ) -> None:
        self.game = game
        self.node_limit = node_limit
        self.time_limit = time_limit
        self.nodes = 0
        self._limit = INFINITY**2 if node_limit is None else node_limit
        self._check_at = 0
        self._table: dict[Node, tuple[int, int, Move | None]] = {}

    def value(self, node: Node, alpha: int = -INFINITY, beta: int = INFINITY) -> int:
        """Return the exact value of ``node`` for its side to move (or a bound outside the window).

        The garbage collector is paused meanwhile: the search allocates millions of small
        tuples that hold no cycles, and its passes would double the time.
        """
        with collector_paused():
            return self.search(node, alpha, beta)

    def search(self, node: Node, alpha: int, beta: int) -> int:
        """Return the node's value if inside ``(alpha, beta)``, else a bound on that side."""
        self.nodes = nodes = self.nodes + 1
        if nodes > self._check_at:
            self._check_budget()
        table = self._table
        lower, upper, first = table.get(node, _UNKNOWN)
        if lower >= beta or lower == upper:
            return lower
        if upper <= alpha:
            return upper
        if lower > alpha:
            alpha = lower
        if upper < beta:
            beta = upper
        side = node.turn & 1
        game, search = self.game, self.search
        moves = game.moves(node)
        if first is not None and moves[0] != first:
            # Equal, not identical: the shared listings may have been rebuilt meanwhile.
            moves = (first, *[move for move in moves if move != first])
        best, best_move, floor = -INFINITY, first, alpha
        wide = True  # the first move is searched with the whole window, the others null
        for move in moves:
            hand_rank, effect = move
            if effect is None:
                margin, child = game.step(node, move)
            else:
                margin, child = game.play(node, hand_rank, effect)
            # The child's value is for its own mover: add it for a partner, else subtract.
            # Every move after the first is tried with a null window first (PVS).
            if child is None:
                value = margin
            elif child.turn & 1 == side:
                if wide:
                    value = margin + search(child, floor - margin, beta - margin)
                else:
                    value = margin + search(child, floor - margin, floor + 1 - margin)
                    if floor < value < beta:
                        value = margin + search(child, value - margin, beta - margin)
            elif wide:
                value = margin - search(child, margin - beta, margin - floor)
            else:
                value = margin - search(child, margin - floor - 1, margin - floor)
                if floor < value < beta:
                    value = margin - search(child, margin - beta, margin - value)
            wide = False
            if value > best:
                best, best_move = value, move
                if value > floor:
                    floor = value
                    if floor >= beta:
                        break
        if best <= alpha:
            upper = best
        elif best >= beta:
            lower = best
        else:
            lower = upper = best
        if len(table) >= TABLE_LIMIT:
            table.clear()
        table[node] = (lower, upper, best_move)
        return best

    def best_move(self, node: Node) -> Move | None:
        """Return the move the search last found best at ``node`` (``None``: not known)."""
        return self._table.get(node, _UNKNOWN)[2]

    def _check_budget(self) -> None:
        """Raise :class:`SearchLimitError` if the search has used up its nodes or its time.

        Reading the clock costs more than a node, so it is read every
        :data:`CLOCK_EVERY` nodes; between readings a node costs one comparison.
        """
        if self.nodes > self._limit:
            raise SearchLimitError(
                "the exact search needs more than {n} positions: "
                "choose a position nearer the end of the deck",
                limit="nodes",
                n=self.node_limit,
            )
        limit = self.time_limit
        if limit is not None and time.monotonic() > limit.ends:
            raise SearchLimitError(
                "the exact search did not finish within {seconds} s: "
                "choose a position nearer the end of the deck",
                limit="seconds",
                seconds=_number(limit.seconds),
            )
        self._check_at = min(self._limit, self.nodes + CLOCK_EVERY)


def _number(value: float) -> str:
    """Write a number of seconds as briefly as it allows: ``60``, ``0.5``."""
    return format(value, "g")


_UNKNOWN: tuple[int, int, Move | None] = (-INFINITY, INFINITY, None)


def plain_value(game: DeckGame, node: Node, memo: dict[Node, int] | None = None) -> int:
    """Return the node's value by plain minimax, every move of every node tried.

    No pruning, no bounds, no ordering: each value is exact, so ``memo`` keeps it by node
    and a node reached again by another order of the same cards is not searched again.
    """
    memo = {} if memo is None else memo
    found = memo.get(node)
    if found is None:
        side = node.turn & 1
        found = -INFINITY
        for move in game.moves(node):
            margin, child = game.step(node, move)
            if child is None:
                value = margin
            elif child.turn & 1 == side:
                value = margin + plain_value(game, child, memo)
            else:
                value = margin - plain_value(game, child, memo)
            found = max(found, value)
        memo[node] = found
    return found


def plain_tree_size(game: DeckGame, node: Node, memo: dict[Node, int] | None = None) -> int:
    """Return how many nodes a plain minimax without a memo visits, without searching.

    Without a memo, a node reached again by another order of the same cards is searched
    again and counted again; ``memo`` here only keeps each node's count.
    """
    memo = {} if memo is None else memo
    found = memo.get(node)
    if found is None:
        found = 1
        for move in game.moves(node):
            _, child = game.step(node, move)
            if child is not None:
                found += plain_tree_size(game, child, memo)
        memo[node] = found
    return found
