"""A mesa at one moment, and the actions a player can take: plain values (stdlib only).

:class:`Position` holds everything about the game at one moment; :data:`Action` is what the
player to move may do (a :class:`~cuarenta_tutor.engine.plays.Play`, :class:`Declare`,
:class:`Claim` or :class:`Misdeal`). How a position moves on is :mod:`.game`'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, count_ranks
from .plays import Play
from .rules import Ruleset

ROUND_SIZE = 5
"""Cards dealt to each player per round."""


class IllegalActionError(ValueError):
    """An action the rules do not allow here; ``code`` names the reason for translators."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare the ronda (three of a rank) or doble ronda (four) held in hand."""

    def __str__(self) -> str:
        return "ronda"


@dataclass(frozen=True, slots=True)
class Claim:
    """Take the run cards the previous player left behind (``pagat``)."""

    def __str__(self) -> str:
        return "claim"


@dataclass(frozen=True, slots=True)
class Misdeal:
    """Report that the dealer dealt wrongly before any card of the deck was played."""

    def __str__(self) -> str:
        return "misdeal"


Action = Play | Declare | Claim | Misdeal


@dataclass(frozen=True, slots=True)
class Position:
    """Everything about a mesa at one moment. Collections are tuples in canonical order."""

    ruleset: Ruleset
    players: int
    seed: str
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    """Cards each side has captured in this deck."""
    scores: tuple[int, int] = (0, 0)
    chicas: tuple[int, int] = (0, 0)
    dealer: int = 0
    turn: int = 1
    last_drop: Card | None = None
    """The card the previous player dropped in this round: the caída target."""
    last_capturer: int | None = None
    """The side that captured last in this deck (for the leftovers)."""
    declared: tuple[int | None, ...] = ()
    """Per player: the rank of the ronda declared in this round, if any."""
    held_rondas: tuple[int | None, ...] = ()
    """Per player: the rank held three or four times in this round's dealt hand."""
    claimable: tuple[Card, ...] = ()
    deck_no: int = 0
    chica_no: int = 0
    set_aside: tuple[Card, ...] = ()
    """Cards out of play in this deck (undealt jokers-deck cards, leftovers to nobody)."""
    winner: int | None = None
    """The side that won the mesa; the game is over when set."""

    @property
    def side(self) -> int:
        """The side of the player to move."""
        return self.turn % 2

    @property
    def is_over(self) -> bool:
        """Whether the mesa has been won."""
        return self.winner is not None

    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand of the player to move."""
        return self.hands[self.turn]

    def all_cards(self) -> list[Card]:
        """Every card of the deck, wherever it is (for conservation checks)."""
        cards = [c for hand in self.hands for c in hand]
        cards += [*self.table, *self.stock, *self.piles[0], *self.piles[1], *self.set_aside]
        return cards


def ronda_rank(hand: Sequence[Card]) -> int | None:
    """Return the rank held three or four times in ``hand``, if any."""
    counts = count_ranks(hand)
    return next((rank for rank, n in counts.items() if n >= 3), None)
