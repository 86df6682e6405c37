"""The chica's share of a value: the chances of the chica kept apart from the points.

The coach's values mix two things: points (to the end of the deck, cartón included) and
:data:`~.state.CHICA_VALUE` times the difference of the two sides' chances of winning the
chica. A learner can believe the first ("about 2 points lost") and needs the second said as
chances ("your chance of the chica falls from about 60 % to 35 %"), so the search must say
which leaf its value comes from.

:class:`SplitGame` plays the same deck as :class:`~.state.DeckGame` with every value
multiplied by :data:`SCALE` and, below it, a tie-break that records the chances of the leaf
reached: side 0's chance of winning the chica, then side 1's, then side 0's zapatería
balance (:mod:`.mesa`: in the first chica a zapatería that ends the mesa is worth a second
:data:`~.state.CHICA_VALUE`), in thousandths (:func:`encode`). The values of the search
are then ordered first by the plain value, then by those chances, so the plain value of
every node is exactly the old one (:func:`split` recovers it) and the chances are those
of the principal variation's leaf: where the search stops with the model of the rest of
the deck (:meth:`.deck_value.DeckValue.chances`), or where the chica ends (1 000 for its
winner).

That search prunes less than the plain one (fewer ties), so the coach first searches with a
:class:`LeafGame` and splits the value by the leaf of the principal variation its table
keeps (:func:`principal_parts`), checked to add up to the value; only where it does not is
the deal searched again as a :class:`SplitGame`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import Position
from .deck_value import DeckValue
from .moves import Effect
from .state import CHICA_VALUE, DeckGame, Node
from .tree import AlphaBeta

THOUSAND = 1000
"""A chance is kept in thousandths."""
BASE = THOUSAND + 1
BALANCE = 2 * THOUSAND + 1
"""The zapatería balance's range: -1 000 to 1 000."""
SCALE = 1 << 32
"""The factor of the plain value; the chances fit below half of it (:func:`encode`)."""

Leaf = tuple[int, int, int]
"""The chances of a leaf in thousandths: side 0's and side 1's of the chica, and side 0's
zapatería balance (its chance of a zapatería that ends the mesa minus side 1's)."""


@dataclass(frozen=True)
class Parts:
    """A value for the mover split into points and the two sides' chances of the chica."""

    value: int
    """The plain value: ``points`` plus :data:`CHICA_VALUE` times ``win`` minus ``lose``."""
    win: float
    """The mover's side's chance of winning the chica by the end of the deck (0 to 1)."""
    lose: float
    """The other side's chance of winning it."""
    zapateria: float = 0.0
    """The mover's side's chance of a zapatería that ends the mesa minus the other side's
    (only in the first chica, :mod:`.mesa`): such a chica counts twice."""

    @property
    def points(self) -> float:
        """The points part of the value."""
        return self.value - CHICA_VALUE * (self.win - self.lose + self.zapateria)


def encode(side: int, win0: int, win1: int, balance0: int = 0) -> int:
    """Return the tie-break of a leaf for a mover of ``side``: the chances, side 0's first.

    Side 0 prefers its own chance higher, then side 1's lower, then its zapatería balance
    higher; side 1 the reverse, which is the same number negated, so that the search may
    negate it as it negates values.

    >>> decode(0, encode(0, 600, 250, -40)), decode(1, encode(1, 600, 250, 7))
    ((600, 250, -40), (600, 250, 7))
    """
    tie = (win0 * BASE + (THOUSAND - win1)) * BALANCE + (balance0 + THOUSAND)
    return -tie if side else tie


def decode(side: int, tie: int) -> Leaf:
    """Return ``(win0, win1, balance0)`` from a mover's tie-break (see :func:`encode`)."""
    tie = -tie if side else tie
    chances, balance = divmod(tie, BALANCE)
    return chances // BASE, THOUSAND - chances % BASE, balance - THOUSAND


def of_margin(side: int, margin: int) -> Leaf:
    """Return the chances ``(win0, win1, balance0)`` at a leaf whose margin says the chica's end.

    At the end of the deck or of the chica a margin is points (fewer than half a chica)
    plus or minus :data:`CHICA_VALUE` when the chica was won, twice that when a zapatería
    ended the mesa with it (:mod:`.mesa`).

    >>> of_margin(0, 1002), of_margin(1, 2004), of_margin(0, -3)
    ((1000, 0, 0), (0, 1000, -1000), (0, 0, 0))
    """
    won = round(margin / CHICA_VALUE)
    if not won:
        return 0, 0, 0
    winner = side if won > 0 else 1 - side
    balance = THOUSAND if abs(won) > 1 else 0
    return (THOUSAND, 0, balance) if winner == 0 else (0, THOUSAND, -balance)


def split(side: int, scaled: int) -> Parts:
    """Return the parts of a scaled value of the search for a mover of ``side``."""
    value = (scaled + SCALE // 2) // SCALE
    return parts_of(side, value, decode(side, scaled - value * SCALE))


def parts_of(side: int, value: int, chances: Leaf) -> Parts:
    """Return the parts of a plain ``value`` for a mover of ``side`` with known chances."""
    win0, win1, balance0 = chances
    win, lose = (win0, win1) if side == 0 else (win1, win0)
    balance = balance0 if side == 0 else -balance0
    return Parts(value, win / THOUSAND, lose / THOUSAND, balance / THOUSAND)


class LeafGame(DeckGame):
    """A :class:`~.state.DeckGame` that remembers the chances of its last model leaf.

    It stops where ``model`` takes over, as a ``horizon`` would, and keeps the chances of the
    last leaf it valued there (:attr:`leaf`), for :func:`principal_parts`.
    """

    def __init__(self, position: Position, *, model: DeckValue, **options: object) -> None:
        if "horizon" in options:
            raise TypeError("the model is this game's horizon")
        super().__init__(position, **options)  # type: ignore[arg-type]
        self.model = model
        self.leaf: Leaf | None = None
        self.chances_seen = False
        """Whether some model leaf gave a side a chance of the chica (else none did)."""

    def horizon_value(
        self, s0: int, s1: int, p0: int, p1: int, in_play: int, left: int, tenths: int
    ) -> int:
        """Value the rest of the deck by the model where the search stops, keeping its chances."""
        value, win0, win1, balance0 = self.model.parts((s0, s1), (p0, p1), in_play, left, tenths)
        self.leaf = (win0, win1, balance0)
        if win0 or win1:
            self.chances_seen = True
        return round(value)

    def deck_end(self, score0: int, score1: int) -> int:
        """Value a deck ended without the chica by the later decks, remembering the chances."""
        self.leaf = self.later_leaf(score0, score1)
        self.chances_seen = True
        return super().deck_end(score0, score1)


def principal_parts(
    game: LeafGame, search: AlphaBeta, node: Node, side: int, value: int, margin: int
) -> Parts | None:
    """Split ``value`` by the leaf of the principal variation the search's table keeps.

    ``value`` is the searched value of the action for a mover of ``side`` whose own
    ``margin`` led to ``node``. The walk follows the best move of each node to a leaf and
    adds the margins; when they add up to ``value`` the leaf is one the value comes from,
    and its chances split it. Otherwise (a bound, or a table cleared) it returns ``None``.

    No walk is needed when no model leaf of the search gave a chance of the chica: the leaf
    is then one where the chica ended (the value is a chica's worth away from the points,
    fewer than half of it) or one without a chance at all.
    """
    if not game.chances_seen:
        return parts_of(side, value, of_margin(side, value))
    total = margin
    for _ in range(MAX_WALK):
        move = search.best_move(node)
        if move is None:
            return None
        game.leaf = None
        gained, child = game.step(node, move)
        mover = node.turn & 1
        total += gained if mover == side else -gained
        if child is None:
            chances = game.leaf if game.leaf is not None else of_margin(mover, gained)
            return parts_of(side, value, chances) if total == value else None
        node = child
    return None


MAX_WALK = 200
"""More moves than a deck holds: a walk longer than this is not a principal variation."""


class SplitGame(DeckGame):
    """A :class:`~.state.DeckGame` whose values carry their leaf's chances (module doc).

    It stops where its ``model`` of the rest of the deck takes over, as a ``horizon`` would.
    """

    def __init__(self, position: Position, *, model: DeckValue, **options: object) -> None:
        if "horizon" in options:
            raise TypeError("the model is this game's horizon")
        super().__init__(position, **options)  # type: ignore[arg-type]
        self.model = model
        self._leaf: Leaf | None = None

    def horizon_value(
        self, s0: int, s1: int, p0: int, p1: int, in_play: int, left: int, tenths: int
    ) -> int:
        """Value the rest of the deck by the model where the search stops, keeping its chances."""
        value, win0, win1, balance0 = self.model.parts((s0, s1), (p0, p1), in_play, left, tenths)
        self._leaf = (win0, win1, balance0)
        return round(value)

    def deck_end(self, score0: int, score1: int) -> int:
        """Value a deck ended without the chica by the later decks, keeping the chances."""
        self._leaf = self.later_leaf(score0, score1)
        return super().deck_end(score0, score1)

    def _scaled(self, side: int, margin: int, child: Node | None) -> tuple[int, Node | None]:
        if child is not None:
            return margin * SCALE, child
        chances = self._leaf if self._leaf is not None else of_margin(side, margin)
        self._leaf = None
        return margin * SCALE + encode(side, *chances), None

    def play(self, node: Node, hand_rank: int, effect: Effect) -> tuple[int, Node | None]:
        """Play a card as :class:`~.state.DeckGame` does, the value scaled (module doc)."""
        self._leaf = None
        margin, child = super().play(node, hand_rank, effect)
        return self._scaled(node.turn & 1, margin, child)

    def declare(self, node: Node) -> tuple[int, Node | None]:
        """Declare the mover's ronda, the value scaled (module doc)."""
        self._leaf = None
        margin, child = super().declare(node)
        return self._scaled(node.turn & 1, margin, child)

    def claim(self, node: Node) -> tuple[int, Node | None]:
        """Take the claimable run cards, the value scaled (module doc)."""
        margin, child = super().claim(node)
        return margin * SCALE, child


@dataclass(frozen=True)
class Odds:
    """What an action changes against the best one: points, and the chances of the chica.

    ``best`` and ``played`` are each ``(win, lose)``: the mover's side's chance of winning
    the chica by the end of the deck, and the other side's, after each action;
    ``zapateria`` the mover's side's zapatería balance after each (:attr:`Parts.zapateria`).
    """

    points_lost: float = 0.0
    best: tuple[float, float] = (0.0, 0.0)
    played: tuple[float, float] = (0.0, 0.0)
    zapateria: tuple[float, float] = (0.0, 0.0)
    mesa_side: int = 0
    """What the balances are a chance of: -1 when only the mover's side can still lose by
    zapatería (minus its chance of losing the mesa so), 1 when only the other side can (the
    mover's chance of winning it so), 0 when both or neither can."""

    @property
    def chica_share(self) -> float:
        """The part of the loss that the chica's chances make, in the value's units."""
        (win, lose), (played_win, played_lose) = self.best, self.played
        return CHICA_VALUE * ((win - played_win) + (played_lose - lose))

    @property
    def mesa_share(self) -> float:
        """The part of the loss that the zapatería balance makes (the first chica's mesa)."""
        return CHICA_VALUE * (self.zapateria[0] - self.zapateria[1])

    def to_dict(self) -> dict[str, object]:
        """Return the split as JSON-ready data (``points_lost``; the chances as thousandths).

        ``zapateria`` (best, played) only where a zapatería could end the mesa.
        """
        found: dict[str, object] = {
            "points_lost": round(self.points_lost, 2),
            "chica_chances": {
                "best": [round(share, 3) for share in self.best],
                "played": [round(share, 3) for share in self.played],
            },
        }
        if any(self.zapateria):
            found["zapateria"] = [round(share, 3) for share in self.zapateria]
        return found
