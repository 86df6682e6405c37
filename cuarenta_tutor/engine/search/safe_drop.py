"""Why a drop is safe from a caída: every other card of its rank is accounted for.

The reason a learner can reuse (walk P2-N4: "the reason is a percentage, not a habit"): a
dropped 7 cannot be taken by a caída when the other three 7s are in the mover's own hand or
have been played this deck (on the table or in a pile). It uses only what the mover sees —
the same cards the coach's chances count as seen (:func:`.worlds.unseen_cards`) — never a
hidden hand, so the caída chance the coach states for such a drop is 0.

It is said only where a caída could otherwise follow: the next player moves on the same
deck and round with the card as the one just dropped. An unseen joker can stand for any
rank, so no rank is dead while one is unseen; and where a caída may be made by a sum
(``caida_by_sum``), only when no card of another rank could take the drop by a sum, since
the sentence speaks of the rank alone.
"""

from __future__ import annotations

from ..cards import RANKS, SUITS, Card
from ..game import Action, Position, apply
from ..plays import Play, card_plays
from .bands import Band
from .reasons import STAKES, Reason, ReasonCode
from .worlds import unseen_cards

OTHERS = len(SUITS) - 1
"""The other cards of a dropped card's rank: three."""


def safe_drop(position: Position, action: Action) -> Reason | None:
    """Return :attr:`~.reasons.ReasonCode.SAFE_DROP` when ``action`` drops a dead rank.

    The reason's ``number`` is how many of the other cards of the rank are in the mover's
    hand; the rest (:data:`OTHERS` minus it) have been played this deck. ``None`` when the
    action is no drop, the rank is not dead, or no caída could follow it anyway.

    >>> from ..game import parse_action
    >>> from ..notation import parse_position
    >>> p = parse_position("hands: 7h 7d 2c 4s Kd / 3h 4h 6c 5d Ac; table: 3c")
    >>> reason = safe_drop(p, parse_action(p, "7h"))  # 7♦ in hand, 7♣ 7♠ in the piles
    >>> reason.code.value, reason.number
    ('safe_drop', 1)
    >>> safe_drop(p, parse_action(p, "4s")) is None  # the 4♥ is unseen
    True
    """
    if not (isinstance(action, Play) and action.is_drop) or action.card.is_joker:
        return None
    card = action.card
    after, _ = apply(position, action)
    open_to_caida = (
        after.side != position.side
        and after.deck_no == position.deck_no
        and not after.is_over
        and after.last_drop == card
    )
    if not open_to_caida or _by_sum(after, card):
        return None
    if any(other.is_joker or other.rank == card.rank for other in unseen_cards(position)):
        return None
    held = sum(c.rank == card.rank and not c.is_joker and c != card for c in position.hand)
    return Reason(ReasonCode.SAFE_DROP, (card,), number=held)


def _by_sum(after: Position, card: Card) -> bool:
    """Whether, under a sum caída, a card of another rank could take ``card`` by a sum."""
    rules = after.ruleset
    if not rules.caida_by_sum:
        return False
    return any(
        card in play.base and not play.is_match
        for rank in RANKS
        if rank != card.rank
        for play in card_plays(rules, after.table, Card(rank, SUITS[0]))
    )


def safety_said(
    position: Position, action: Action, best: Action, band: Band, said: tuple[Reason, ...]
) -> Reason | None:
    """Return the safe drop a verdict on ``action`` names, if any (see :func:`safe_drop`).

    Beside *Best* or *Good*, the learner's own drop. Below them, only beside a caída risked
    (:attr:`~.reasons.ReasonCode.GIVES_CAIDA`): the best drop the verdict names as better
    ("dropping 7♣ was better … 7♣ was safe"). A learner's safe drop is not said beside an
    inaccuracy or worse: it would not say why the better action wins, and could read as if
    the verdict contradicted itself.
    """
    if any(reason.code is ReasonCode.GIVES_CAIDA for reason in said):
        return safe_drop(position, best) if isinstance(best, Play) and best.is_drop else None
    if band in (Band.BEST, Band.GOOD):
        return safe_drop(position, action)
    return None


def with_safety(reasons: tuple[Reason, ...], safe: Reason | None) -> tuple[Reason, ...]:
    """Place ``safe`` among a verdict's reasons: right after the caída risked, else last.

    After the caída's stake too, when it is said (:mod:`.caida_stake`), and after the
    zapatería that follows the stake: "You have fewer than 10 points, so you would lose that
    chica by zapatería …" explains the caída warned of, not the safe drop. "Dropping 5♠
    risked a caída … K♥ was safe from a caída: …" reads as one contrast; the first reason
    stays the one against the action (the one a hint gives).
    """
    if safe is None:
        return reasons
    codes = [reason.code for reason in reasons]
    at = codes.index(ReasonCode.GIVES_CAIDA) + 1 if ReasonCode.GIVES_CAIDA in codes else len(codes)
    while at < len(codes) and codes[at] in STAKES:
        at += 1  # the caída's stake, and the zapatería it brings, belong to its warning
    return (*reasons[:at], safe, *reasons[at:])
