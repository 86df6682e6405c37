"""The solver's compact game: the rest of one deck as small hashable nodes.

A :class:`Node` is a flat tuple of ints holding what decides the rest of the deck: the
hands and the table as packed rank counts (see :mod:`.moves`), the caída target's
rank, the turn, scores, pile sizes, the last capturer, declared and held rondas, claimable
run cards and how many rounds of the stock have been dealt. :class:`DeckGame` lists a
node's moves and plays them with the semantics of :func:`cuarenta_tutor.engine.game.apply`:
captures, drops, rondas, claims, new rounds from the stock, leftovers and cartón at the end
of the deck, and the chica won on the way. The tests check it against ``apply``, move by
move, under every preset and toggle.

A move is ``(hand_rank, effect)``: the rank taken from the hand (0 for a joker) and what
the card does; :data:`DECLARE` and :data:`CLAIM` are the two moves without a card.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ..cards import Card
from ..game import ROUND_SIZE, Position, ronda_rank
from ..rules import Leftovers, RondaTiming
from .mesa import CHICA_VALUE, LaterDecks, chica_worth, mesa_zapateria
from .moves import (
    BITS,
    CACHE_LIMIT,
    UNIT,
    Effect,
    Move,
    MoveTable,
    count,
    natural_ronda,
    pack,
    shared_table,
    total,
)
from .scorer import NO_WINNER, Scorer, shared_scorer

__all__ = ["CHICA_VALUE", "DeckGame", "Node"]
NO_CAPTURER = -1
HAND_BITS = BITS * len(UNIT)
"""Bits per seat in the packed hands."""
HAND_MASK = (1 << HAND_BITS) - 1
RONDA_BITS = 4
"""Bits per rank in the packed rondas: per seat the declared rank, then the held rank."""
RONDA_MASK = (1 << RONDA_BITS) - 1
SEAT_RONDAS_MASK = (1 << (2 * RONDA_BITS)) - 1

Horizon = Callable[[int, int, int, int, int, int, int], int]
"""Side 0's value of the rest of a deck where a search stops early (see :class:`DeckGame`):
called with the scores, the piles, the cards still in play, the whole rounds left in the
stock and the tenths of a round still in the hands."""
DECLARE: Move = (-1, None)
CLAIM: Move = (-2, None)


class Node(NamedTuple):
    """One position of the rest of a deck, in rank space (hashable: the table key)."""

    hands: int
    """Every seat's hand, packed: seat ``i`` at bit ``HAND_BITS * i``."""
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
    rondas: int
    """Per seat the declared and the held ronda rank (0: none), see :func:`ronda_of`."""
    claimable: int
    dealt: int
    """Rounds of the stock dealt since the search started."""


_new_node = tuple.__new__
"""Builds a :class:`Node` from a tuple without the named constructor (the hot path)."""


class Round(NamedTuple):
    """The hands one round of the stock deals, and the rondas they hold (packed)."""

    hands: int
    rondas: int


def hand_of(hands: int, seat: int) -> int:
    """Return the packed hand of ``seat``."""
    return (hands >> (HAND_BITS * seat)) & HAND_MASK


def ronda_of(rondas: int, seat: int, *, held: bool = False) -> int:
    """Return the rank ``seat`` declared this round (or, with ``held``, was dealt three of)."""
    return (rondas >> (RONDA_BITS * (2 * seat + held))) & RONDA_MASK


def pack_rondas(declared: tuple[int | None, ...], held: tuple[int | None, ...]) -> int:
    """Pack the declared and held ronda ranks of every seat."""
    packed = 0
    for seat, (said, dealt) in enumerate(zip(declared, held, strict=True)):
        packed |= (said or 0) << (RONDA_BITS * 2 * seat)
        packed |= (dealt or 0) << (RONDA_BITS * (2 * seat + 1))
    return packed


class DeckGame:
    """The moves and transitions of one deck for a fixed ruleset, dealer and stock.

    ``moves_table`` and ``scorer`` may be shared between games of the same ruleset and
    dealer (their caches do not depend on the cards); by default every game of a ruleset
    shares one of each (:func:`.moves.shared_table`, :func:`.scorer.shared_scorer`), and
    the listings of moves kept in the move table.

    With a ``horizon`` (or a subclass's own :attr:`horizon_value`: a bound method kept on
    the game would be a reference cycle) the game ends early, valued by it: when the hands
    are empty and ``rounds`` rounds of the stock have been dealt (0: at the end of the
    current round), or, with ``stop_cards``, as soon as the hands hold that many or fewer.

    With ``later_decks`` a deck that ends without the chica is not worth its points only:
    :meth:`deck_end` adds :data:`CHICA_VALUE` times the difference of the sides' chances of
    winning the chica over the later decks (:mod:`.chica_equity`, the deal passing on).

    In the first chica with zapatería on (:func:`mesa_zapateria`) a chica won while the
    loser has fewer than :attr:`mesa_below` points ends the mesa and is worth twice
    :data:`CHICA_VALUE` (:mod:`.mesa`); at a deck's end the later decks' zapatería balance
    counts too. Elsewhere :attr:`mesa_below` is 0 and every value is as before.
    """

    horizon_value: Horizon | None = None  # the value where a search stops early (:meth:`cut`)

    def __init__(
        self,
        position: Position,
        *,
        moves_table: MoveTable | None = None,
        scorer: Scorer | None = None,
        horizon: Horizon | None = None,
        rounds: int = 0,
        stop_cards: int = 0,
        later_decks: bool = False,
    ) -> None:
        rules = position.ruleset
        self.ruleset = rules
        self.players = position.players
        self.dealer = position.dealer
        self.moves_table = moves_table or shared_table(rules)
        self.scorer = scorer or shared_scorer(rules, position.dealer)
        self.rounds = stock_rounds(position)
        if horizon is not None:
            self.horizon_value = horizon
        early = self.horizon_value is not None
        self.deal_limit = rounds if early else len(self.rounds)
        self.stop_cards = stop_cards if early else 0
        self.leader = (position.dealer + 1) % position.players
        self.any_turn = rules.ronda_timing is RondaTiming.ANY_TURN
        self.leftovers_to_capturer = rules.leftovers is Leftovers.LAST_CAPTURER
        self.ronda_shift = 0 if rules.caida_en_ronda_needs_declared else RONDA_BITS
        self.units = tuple(
            tuple(unit << (HAND_BITS * seat) for unit in UNIT) for seat in range(self.players)
        )
        # The listings depend on the ruleset's ronda timing too (:meth:`can_declare`).
        self._moves = self.moves_table.listings.setdefault(self.any_turn, {})
        self.mesa_below = mesa_zapateria(position)
        """A chica lost with fewer points ends the mesa (0: none can, see :mod:`.mesa`)."""
        self.later: LaterDecks | None = None
        if later_decks:
            self.later = LaterDecks(rules, position.players, position.dealer % 2, self.mesa_below)

    def node(self, position: Position) -> Node:
        """Return the node of ``position``: this game's deck, possibly some rounds later."""
        hands = 0
        for seat, hand in enumerate(position.hands):
            hands |= pack(hand) << (HAND_BITS * seat)
        return Node(
            hands,
            pack(position.table),
            position.last_drop.rank if position.last_drop is not None else 0,
            position.turn,
            position.scores[0],
            position.scores[1],
            len(position.piles[0]),
            len(position.piles[1]),
            NO_CAPTURER if position.last_capturer is None else position.last_capturer,
            pack_rondas(position.declared, position.held_rondas),
            pack(position.claimable),
            len(self.rounds) - len(position.stock) // (ROUND_SIZE * self.players),
        )

    def moves(self, node: Node) -> tuple[Move, ...]:
        """Return the node's moves, likely best first: claim, declare, then the plays.

        Plays are ordered captures before drops, caídas and limpias first, then by cards
        won; drops lowest rank first. The listing is kept per hand, table and ronda state.
        """
        hands, table, last, turn, _, _, _, _, _, rondas, claimable, _ = node
        hand = (hands >> (HAND_BITS * turn)) & HAND_MASK
        rondas = (rondas >> (2 * RONDA_BITS * turn)) & SEAT_RONDAS_MASK
        key = (hand, table, last, rondas, claimable != 0)
        found = self._moves.get(key)
        if found is None:
            specials = [CLAIM] if claimable else []
            if self.can_declare(node):
                specials.append(DECLARE)
            found = (*specials, *self.plays(hand, table, last))
            if len(self._moves) >= CACHE_LIMIT:
                self._moves.clear()
            self._moves[key] = found
        return found

    def plays(self, hand: int, table: int, last: int) -> list[Move]:
        """Return a hand's plays on a table in search order (:meth:`moves`); a joker plays all."""
        effects = self.moves_table.effects
        captures: list[Move] = []
        drops: list[Move] = []
        for hand_rank, played in self._hand_ranks(hand):
            found = effects(table, last, played)
            drops.append((hand_rank, found[-1]))
            if len(found) > 1:
                captures.extend([(hand_rank, effect) for effect in found[:-1]])
        if len(captures) > 1:
            captures.sort(key=_capture_order, reverse=True)
        return captures + drops

    @staticmethod
    def _hand_ranks(hand: int) -> tuple[tuple[int, int], ...]:
        """Return ``(hand_rank, played_rank)`` for each card kind in hand (a joker: every rank)."""
        found = _HAND_RANKS.get(hand)
        if found is None:
            pairs = [(rank, rank) for rank in range(1, len(UNIT)) if count(hand, rank)]
            if count(hand, 0):
                pairs += [(0, rank) for rank in range(1, len(UNIT))]
            found = _HAND_RANKS[hand] = tuple(pairs)
        return found

    @staticmethod
    def ronda(hand: int) -> tuple[int, int, bool]:
        """Return ``(rank, size of hand, doble)`` for the ronda in a hand (rank 0: none)."""
        found = _RONDAS.get(hand)
        if found is None:
            rank = natural_ronda(hand)
            found = _RONDAS[hand] = (rank, total(hand), bool(rank) and count(hand, rank) == 4)
        return found

    def can_declare(self, node: Node) -> bool:
        """Whether the player to move may declare a ronda now (as ``game.can_declare``)."""
        rank, size, _ = self.ronda(hand_of(node.hands, node.turn))
        if not rank or ronda_of(node.rondas, node.turn):
            return False
        held = ronda_of(node.rondas, node.turn, held=True)
        return self.any_turn or (size == ROUND_SIZE and held == rank)

    def step(self, node: Node, move: Move) -> tuple[int, Node | None]:
        """Play ``move``; return the mover's margin and the next node (None: the deck is over).

        The margin is the points the mover's side gained minus the other side's, plus or
        minus :data:`CHICA_VALUE` when the move ends the chica.
        """
        hand_rank, effect = move
        if effect is not None:
            return self.play(node, hand_rank, effect)
        if hand_rank == DECLARE[0]:
            return self.declare(node)
        return self.claim(node)

    def play(self, node: Node, hand_rank: int, effect: Effect) -> tuple[int, Node | None]:
        """Play a card of ``hand_rank`` with ``effect`` (see :meth:`step`)."""
        hands, _, last, turn, score0, score1, pile0, pile1, capturer, rondas, claimable, dealt = (
            node
        )
        side = turn & 1
        hands -= self.units[turn][hand_rank]
        points = 0
        if effect.drop:
            last, claimable = effect.rank, 0
        else:
            previous = (turn - 1) % self.players
            en_ronda = effect.caida and ronda_of(rondas >> self.ronda_shift, previous) == last
            points, wins = self.scorer.capture(effect, score1 if side else score0, en_ronda)
            if wins:  # the points of the same play still count (game._play)
                return points + chica_worth(score0 if side else score1, self.mesa_below), None
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
                    return points + self.ended(winner, side, score0, score1), None
        if hands:
            following = (turn + 1) % self.players
            if self.stop_cards:
                in_hands = total(hands)  # every seat's cards (the fields follow each other)
                if in_hands <= self.stop_cards:
                    value = self.cut(score0, score1, pile0, pile1, effect.table, dealt, in_hands)
                    return points + (-value if side else value), None
        elif dealt < self.deal_limit:
            hands, rondas = self.rounds[dealt]
            last, following, dealt = 0, self.leader, dealt + 1
        elif dealt < len(self.rounds):
            value = self.cut(score0, score1, pile0, pile1, effect.table, dealt, 0)
            return points + (-value if side else value), None
        else:
            end = self._end_of_deck(effect.table, score0, score1, pile0, pile1, capturer)
            return points + (-end if side else end), None
        state = (
            hands,
            effect.table,
            last,
            following,
            score0,
            score1,
            pile0,
            pile1,
            capturer,
            rondas,
            claimable,
            dealt,
        )
        return points, _new_node(Node, state)

    def cut(
        self,
        score0: int,
        score1: int,
        pile0: int,
        pile1: int,
        table: int,
        dealt: int,
        in_hands: int,
    ) -> int:
        """Return side 0's horizon value where the search stops (see the class doc).

        ``in_hands`` is how many cards every seat's hand holds together.
        """
        assert self.horizon_value is not None
        rounds_left = len(self.rounds) - dealt
        round_cards = ROUND_SIZE * self.players
        in_play = total(table) + in_hands + rounds_left * round_cards
        tenths = -(-10 * in_hands // round_cards)  # rounded up
        return self.horizon_value(score0, score1, pile0, pile1, in_play, rounds_left, tenths)

    def declare(self, node: Node) -> tuple[int, Node | None]:
        """Declare the mover's ronda (see :meth:`step`); the mover keeps the turn."""
        side = node.turn & 1
        rank, _, doble = self.ronda(hand_of(node.hands, node.turn))
        points, wins = self.scorer.declare(doble, node.score1 if side else node.score0)
        if wins:
            return chica_worth(node.score0 if side else node.score1, self.mesa_below), None
        score0 = node.score0 + (0 if side else points)
        score1 = node.score1 + (points if side else 0)
        if points:
            winner = self.scorer.winner(score0, score1)
            if winner != NO_WINNER:
                return points + self.ended(winner, side, score0, score1), None
        rondas = node.rondas | rank << (RONDA_BITS * 2 * node.turn)
        return points, node._replace(score0=score0, score1=score1, rondas=rondas)

    def claim(self, node: Node) -> tuple[int, Node | None]:
        """Take the claimable run cards (see :meth:`step`); the mover keeps the turn."""
        taken = total(node.claimable)
        pile0 = node.pile0 + (0 if node.turn & 1 else taken)
        pile1 = node.pile1 + (taken if node.turn & 1 else 0)
        return 0, node._replace(
            table=node.table - node.claimable, pile0=pile0, pile1=pile1, claimable=0
        )

    def _end_of_deck(
        self, table: int, score0: int, score1: int, pile0: int, pile1: int, capturer: int
    ) -> int:
        """Give the leftovers, score the cartón; return side 0's margin (chica included)."""
        pile0, pile1 = self.final_piles(table, pile0, pile1, capturer)
        gained0, gained1 = self.scorer.carton((pile0, pile1), (score0, score1))
        final0, final1 = score0 + gained0, score1 + gained1
        winner = self.scorer.winner(final0, final1)
        margin = gained0 - gained1
        if winner == NO_WINNER:
            return margin if self.later is None else margin + self.deck_end(final0, final1)
        return margin + self.ended(winner, 0, final0, final1)

    def ended(self, winner: int, side: int, score0: int, score1: int) -> int:
        """Return the chica won by ``winner`` at these final scores, for a mover of ``side``."""
        worth = chica_worth(score1 if winner == 0 else score0, self.mesa_below)
        return worth if winner == side else -worth

    def final_piles(self, table: int, pile0: int, pile1: int, capturer: int) -> tuple[int, int]:
        """Return both sides' piles at the deck's end: the leftovers to the last capturer."""
        if table and capturer != NO_CAPTURER and self.leftovers_to_capturer:
            left = total(table)
            if capturer:
                pile1 += left
            else:
                pile0 += left
        return pile0, pile1

    def later_leaf(self, score0: int, score1: int) -> tuple[int, int, int]:
        """Return the later decks' chances of the chica and side 0's zapatería balance.

        In thousandths (:mod:`.split`), from a deck's final scores (no winner); the next
        deck is dealt by the other side. Only with ``later_decks``.
        """
        assert self.later is not None
        return (*self.later.chances_of(score0, score1), self.later.balance(score0, score1))

    def deck_end(self, score0: int, score1: int) -> int:
        """Return side 0's chica value of a deck ended without the chica (``later_decks``).

        In the first chica a zapatería that would end the mesa counts once more
        (:meth:`.mesa.LaterDecks.value`).
        """
        assert self.later is not None
        return self.later.value(score0, score1)


_HAND_RANKS: dict[int, tuple[tuple[int, int], ...]] = {}
"""What :meth:`DeckGame._hand_ranks` found, by packed hand (a few thousand hands at most)."""
_RONDAS: dict[int, tuple[int, int, bool]] = {}
"""What :meth:`DeckGame.ronda` found, by packed hand."""


def _capture_order(move: Move) -> tuple[bool, bool, int]:
    """Sort key of a capture: caídas and limpias first, then by cards won."""
    effect = move[1]
    assert effect is not None
    return (effect.caida, effect.limpia, effect.won)


def stock_rounds(position: Position) -> tuple[Round, ...]:
    """Split the stock into the rounds it deals, packed, in dealing order (after the dealer)."""
    n = position.players
    size = ROUND_SIZE * n
    rounds: list[Round] = []
    for start in range(0, len(position.stock), size):
        cards: list[tuple[Card, ...]] = [()] * n
        for offset in range(n):
            seat = (position.dealer + 1 + offset) % n
            first = start + ROUND_SIZE * offset
            cards[seat] = position.stock[first : first + ROUND_SIZE]
        hands = 0
        for seat, hand in enumerate(cards):
            hands |= pack(hand) << (HAND_BITS * seat)
        rondas = pack_rondas((None,) * n, tuple(ronda_rank(hand) for hand in cards))
        rounds.append(Round(hands, rondas))
    return tuple(rounds)
