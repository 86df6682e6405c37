"""How the search values the mesa: a chica, or a zapatería that ends the mesa at once.

A mesa is won by the first side to win two chicas (RULES §1). Taking the later chicas as
even, the side that wins the first chica has three quarters of the mesa and the other one
quarter: a chica is worth half a mesa, :data:`CHICA_VALUE` on the values' scale. In the
first chica a zapatería (the chica lost with fewer than ``zapateria_below`` points, RULES
§2) ends the mesa instead: the winner has all of it, so that chica is worth a whole mesa,
twice :data:`CHICA_VALUE` (:func:`chica_worth`). In the later chicas the mesa is affine in
the chica's chances and nothing changes; where zapatería is off (``pagat``,
``no_zapateria``) nothing changes either (:func:`mesa_zapateria` is 0).

:class:`LaterDecks` values a deck that ends without the chica by the later decks' tables
(:mod:`.chica_equity`): the chances of the chica and, in the first chica, the zapatería
balance.
"""

from __future__ import annotations

from ..game import Position
from ..rules import Ruleset

CHICA_VALUE = 1000
"""What winning the chica is worth in a search value, above any points margin."""
THOUSAND = 1000
"""Chances and balances are given in thousandths."""


def mesa_zapateria(position: Position) -> int:
    """Return the score under which losing this chica ends the mesa by zapatería (0: never).

    Only in the first chica with zapatería on (:func:`~..deal.win_chica`). A position
    written with chicas already won (:mod:`~..notation` leaves ``chica_no`` at 0) is a later
    chica too.

    >>> from ..game import new_game
    >>> mesa_zapateria(new_game("quito", seed=1)), mesa_zapateria(new_game("pagat", seed=1))
    (10, 0)
    """
    rules = position.ruleset
    first = position.chica_no == 0 and position.chicas == (0, 0)
    return rules.zapateria_below if rules.zapateria and first else 0


def chica_worth(loser_score: int, mesa_below: int) -> int:
    """Return what a chica is worth to the side that wins it while the loser has ``loser_score``.

    ``mesa_below`` is :func:`mesa_zapateria` of the position: a chica lost under it ends the
    mesa and is worth twice :data:`CHICA_VALUE`.

    >>> chica_worth(6, 10), chica_worth(10, 10), chica_worth(6, 0)
    (2000, 1000, 1000)
    """
    return 2 * CHICA_VALUE if loser_score < mesa_below else CHICA_VALUE


def mesa_won_now(position: Position, side: int) -> int:
    """Return the zapatería threshold where ``side`` winning the chica now ends the mesa.

    So where :func:`chica_worth` counts that chica as the whole mesa: the other side under
    :func:`mesa_zapateria` (the first chica, zapatería on); 0 where it is the chica alone.
    A missed chica and a declaration that wins it say so (the mesa, not the chica).

    >>> from ..notation import parse_position
    >>> mesa_won_now(parse_position("score: 38-6; hands: 5d / 3h"), 0)
    10
    >>> mesa_won_now(parse_position("score: 38-12; hands: 5d / 3h"), 0)
    0
    """
    below = mesa_zapateria(position)
    return below if chica_worth(position.scores[1 - side], below) > CHICA_VALUE else 0


class LaterDecks:
    """The later decks' value of a deck ended without the chica, for one ruleset and dealer.

    ``dealer_side`` deals the deck that ends; the next deck is dealt by the other side.
    With ``mesa_below`` (:func:`mesa_zapateria`) the zapatería balance counts too.
    """

    def __init__(self, ruleset: Ruleset, players: int, dealer_side: int, mesa_below: int) -> None:
        from .chica_equity import chica_equity, zapateria_balance  # fitted with these values

        self.chances = chica_equity(ruleset, players)
        self.zapateria = zapateria_balance(ruleset, players) if mesa_below else None
        self.top = ruleset.win_at - 1
        self.next_dealer = 1 - dealer_side

    def key(self, score0: int, score1: int) -> tuple[int, int, int]:
        """Return the tables' key of a deck's final scores (no winner), the next dealer's."""
        top = self.top
        return (min(score0, top) // 2 * 2, min(score1, top) // 2 * 2, self.next_dealer)

    def shares(self, score0: int, score1: int) -> tuple[float, float]:
        """Return side 0's chance of the chica over the later decks and its zapatería balance.

        The balance: side 0's chance of winning the chica by a zapatería that ends the mesa,
        minus side 1's (0 outside the first chica).
        """
        key = self.key(score0, score1)
        return self.chances[key], 0.0 if self.zapateria is None else self.zapateria[key]

    def chances_of(self, score0: int, score1: int) -> tuple[int, int]:
        """Return each side's chance of the chica over the later decks, in thousandths."""
        win0 = round(THOUSAND * self.shares(score0, score1)[0])
        return win0, THOUSAND - win0

    def balance(self, score0: int, score1: int) -> int:
        """Return side 0's zapatería balance over the later decks, in thousandths (0: none)."""
        return round(THOUSAND * self.shares(score0, score1)[1])

    def value(self, score0: int, score1: int) -> int:
        """Return side 0's value of the later decks: the chica, and the mesa's zapatería.

        :data:`CHICA_VALUE` times the difference of the chances plus the balance.
        """
        win0, balance = (round(THOUSAND * share) for share in self.shares(score0, score1))
        return CHICA_VALUE * (2 * win0 - THOUSAND + balance) // THOUSAND
