"""The solver's compact game: the rest of one deck as small hashable nodes.

A :class:`Node` holds what decides the rest of the deck: hands and table as packed rank
counts (see :mod:`search_moves`), the caída target's rank, the turn, scores, pile sizes,
the last capturer, declared and held rondas, claimable run cards and how many rounds of
the stock have been dealt. :class:`DeckGame` lists a node's moves and plays them with the
same semantics as :func:`cuarenta_tutor.engine.game.apply` (captures, drops, rondas, claims,
new rounds from the stock, leftovers and cartón at the deck end, the chica won on the way);
the tests check it against ``apply`` move by move.

A move is ``(hand_rank, effect)``: the rank taken from the hand (0 for a joker) and what
the card does; :data:`DECLARE` and :data:`CLAIM` are the two moves without a card.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .game import ROUND_SIZE, Position, ronda_rank
from .rules import Leftovers, RondaTiming
from .search_moves import UNIT, Effect, MoveTable, count, natural_ronda, pack, total
from .search_scoring import NO_WINNER, Scorer

CHICA_VALUE = 1000
"""What winning the chica is worth in a search value, above any points margin."""
NO_CAPTURER = -1

Move = tuple[int, Effect | None]
DECLARE: Move = (-1, None)
CLAIM: Move = (-2, None)


class Node(NamedTuple):
    """One position of the rest of a deck, in rank space (hashable: the table key)."""

    hands: tuple[int, ...]
    table: int
    last: int
    """Rank of the caída target on the table, 0 for none."""
    turn: int
    score0: int
    score1: int
    pile0: int
    pile1: int
    capturer: int
    """The side that captured last in this deck, or :data:`NO_CAPTURER`."""
    declared: tuple[int, ...]
    held: tuple[int, ...]
    claimable: int
    dealt: int
    """Rounds of the stock dealt since the search started."""


class Round(NamedTuple):
    """The hands one round of the stock deals, and the rondas they hold."""

    hands: tuple[int, ...]
    held: tuple[int, ...]


class DeckGame:
    """The moves and transitions of one deck for a fixed ruleset, dealer and stock."""

    def __init__(self, position: Position, *, partial: bool = True) -> None:
        self.ruleset = position.ruleset
        self.players = position.players
        self.dealer = position.dealer
        self.moves_table = MoveTable(position.ruleset, partial=partial)
        self.scorer = Scorer(position.ruleset, position.dealer)
        self.rounds = stock_rounds(position)
        self.any_turn = position.ruleset.ronda_timing is RondaTiming.ANY_TURN
        self.leftovers_to_capturer = position.ruleset.leftovers is Leftovers.LAST_CAPTURER
        self.needs_declared = position.ruleset.caida_en_ronda_needs_declared
        self._ranks: dict[int, tuple[tuple[int, int], ...]] = {}
        self._rondas: dict[int, tuple[int, int, bool]] = {}

    def root(self, position: Position) -> Node:
        """Return the node of ``position`` (whose deck this game describes)."""
        return Node(
            tuple(pack(hand) for hand in position.hands),
            pack(position.table),
            position.last_drop.rank if position.last_drop is not None else 0,
            position.turn,
            position.scores[0],
            position.scores[1],
            len(position.piles[0]),
            len(position.piles[1]),
            NO_CAPTURER if position.last_capturer is None else position.last_capturer,
            tuple(rank or 0 for rank in position.declared),
            tuple(rank or 0 for rank in position.held_rondas),
            pack(position.claimable),
            0,
        )

    def moves(self, node: Node) -> list[Move]:
        """List the node's moves: claim, declare, then every play of every card in hand."""
        moves: list[Move] = []
        if node.claimable:
            moves.append(CLAIM)
        if self.can_declare(node):
            moves.append(DECLARE)
        effects = self.moves_table.effects
        for hand_rank, played in self.hand_ranks(node.hands[node.turn]):
            moves.extend((hand_rank, effect) for effect in effects(node.table, node.last, played))
        return moves

    def hand_ranks(self, hand: int) -> tuple[tuple[int, int], ...]:
        """Return ``(hand_rank, played_rank)`` pairs for a hand: a joker is played as any rank."""
        found = self._ranks.get(hand)
        if found is None:
            pairs = [(rank, rank) for rank in range(1, len(UNIT)) if count(hand, rank)]
            if count(hand, 0):
                pairs += [(0, rank) for rank in range(1, len(UNIT))]
            found = tuple(pairs)
            self._ranks[hand] = found
        return found

    def ronda(self, hand: int) -> tuple[int, int, bool]:
        """Return ``(rank, size of hand, doble)`` for the ronda in a hand (rank 0: none)."""
        found = self._rondas.get(hand)
        if found is None:
            rank = natural_ronda(hand)
            found = (rank, total(hand), bool(rank) and count(hand, rank) == 4)
            self._rondas[hand] = found
        return found

    def can_declare(self, node: Node) -> bool:
        """Whether the player to move may declare a ronda now (as ``game.can_declare``)."""
        if node.declared[node.turn]:
            return False
        rank, size, _ = self.ronda(node.hands[node.turn])
        if not rank:
            return False
        return self.any_turn or (size == ROUND_SIZE and node.held[node.turn] == rank)

    def step(self, node: Node, move: Move) -> tuple[int, Node | None]:
        """Play ``move``; return the mover's margin and the next node (None: the deck is over).

        The margin is the points the mover's side gained minus the other side's, plus or
        minus :data:`CHICA_VALUE` when the move ends the chica.
        """
        hand_rank, effect = move
        if effect is not None:
            return self._play(node, hand_rank, effect)
        if hand_rank == DECLARE[0]:
            return self._declare(node)
        return self._claim(node)

    def _play(self, node: Node, hand_rank: int, effect: Effect) -> tuple[int, Node | None]:
        turn = node.turn
        side = turn & 1
        hands = _replaced(node.hands, turn, node.hands[turn] - UNIT[hand_rank])
        score0, score1 = node.score0, node.score1
        pile0, pile1 = node.pile0, node.pile1
        points = 0
        if effect.drop:
            last, capturer, claimable = effect.rank, node.capturer, 0
        else:
            en_ronda = effect.caida and self._caida_en_ronda(node)
            score = score1 if side else score0
            points, wins = self.scorer.capture(effect, score, en_ronda)
            if wins:
                return CHICA_VALUE, None
            if side:
                score1 += points
                pile1 += effect.won
            else:
                score0 += points
                pile0 += effect.won
            last, capturer, claimable = 0, side, effect.claimable
            if points:
                winner = self.scorer.winner(score0, score1)
                if winner != NO_WINNER:
                    return points + (CHICA_VALUE if winner == side else -CHICA_VALUE), None
        if any(hands):
            following = Node(
                hands,
                effect.table,
                last,
                (turn + 1) % self.players,
                score0,
                score1,
                pile0,
                pile1,
                capturer,
                node.declared,
                node.held,
                claimable,
                node.dealt,
            )
            return points, following
        if node.dealt < len(self.rounds):
            dealt = self.rounds[node.dealt]
            following = Node(
                dealt.hands,
                effect.table,
                0,
                (self.dealer + 1) % self.players,
                score0,
                score1,
                pile0,
                pile1,
                capturer,
                (0,) * self.players,
                dealt.held,
                claimable,
                node.dealt + 1,
            )
            return points, following
        end = self._end_of_deck(effect.table, (score0, score1), (pile0, pile1), capturer)
        return points + (end if side == 0 else -end), None

    def _caida_en_ronda(self, node: Node) -> bool:
        previous = (node.turn - 1) % self.players
        rondas = node.declared if self.needs_declared else node.held
        return rondas[previous] == node.last

    def _end_of_deck(
        self, table: int, scores: tuple[int, int], piles: tuple[int, int], capturer: int
    ) -> int:
        """Give the leftovers, score the cartón; return side 0's margin (chica included)."""
        if table and capturer != NO_CAPTURER and self.leftovers_to_capturer:
            left = total(table)
            piles = (piles[0] + left, piles[1]) if capturer == 0 else (piles[0], piles[1] + left)
        gained = self.scorer.carton(piles, scores)
        margin = gained[0] - gained[1]
        winner = self.scorer.winner(scores[0] + gained[0], scores[1] + gained[1])
        if winner == NO_WINNER:
            return margin
        return margin + (CHICA_VALUE if winner == 0 else -CHICA_VALUE)

    def _declare(self, node: Node) -> tuple[int, Node | None]:
        side = node.turn & 1
        rank, _, doble = self.ronda(node.hands[node.turn])
        points, wins = self.scorer.declare(doble, node.score1 if side else node.score0)
        if wins:
            return CHICA_VALUE, None
        score0 = node.score0 + (0 if side else points)
        score1 = node.score1 + (points if side else 0)
        if points:
            winner = self.scorer.winner(score0, score1)
            if winner != NO_WINNER:
                return points + (CHICA_VALUE if winner == side else -CHICA_VALUE), None
        declared = _replaced(node.declared, node.turn, rank)
        return points, node._replace(score0=score0, score1=score1, declared=declared)

    def _claim(self, node: Node) -> tuple[int, Node | None]:
        taken = total(node.claimable)
        pile0 = node.pile0 + (0 if node.turn & 1 else taken)
        pile1 = node.pile1 + (taken if node.turn & 1 else 0)
        return 0, node._replace(
            table=node.table - node.claimable, pile0=pile0, pile1=pile1, claimable=0
        )


def stock_rounds(position: Position) -> tuple[Round, ...]:
    """Split the stock into the rounds it deals, in dealing order (after the dealer)."""
    n = position.players
    size = ROUND_SIZE * n
    rounds: list[Round] = []
    for start in range(0, len(position.stock), size):
        cards: list[tuple[Card, ...]] = [()] * n
        for offset in range(n):
            seat = (position.dealer + 1 + offset) % n
            first = start + ROUND_SIZE * offset
            cards[seat] = position.stock[first : first + ROUND_SIZE]
        held = tuple(ronda_rank(hand) or 0 for hand in cards)
        rounds.append(Round(tuple(pack(hand) for hand in cards), held))
    return tuple(rounds)


def _replaced(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    """Return ``values`` with the item at ``index`` replaced."""
    return (*values[:index], value, *values[index + 1 :])
