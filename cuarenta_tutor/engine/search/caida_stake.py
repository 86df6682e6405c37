"""What a caída on a card just dropped would bring the next player: the chica, or a ronda's.

A warning of a caída risked (:attr:`~.reasons.ReasonCode.GIVES_CAIDA`,
:attr:`~.reasons.ReasonCode.RISKS_CAIDA`) spoke of "a caída" alone. Two stakes change what
that caída means (walk16 M1, M2): the next player's side is near the target, so the caída's
points end the chica (on 38, where only a caída scores: RULES §1 "38 que no juega"); or the
card belongs to the dropper's ronda, so the caída is a *caída en ronda*, worth more under
some rulesets (RULES §2) or the chica itself. Both are proved by the game's own scoring of a
caída by a card of the same rank (:func:`~..game.play_outcome`): the worst the next player
could do with such a card, never a guess at what the next player holds.
"""

from __future__ import annotations

from ..cards import SUITS, Card
from ..game import Action, Position, apply, play_outcome
from ..plays import Play, card_plays
from ..scoring import EventKind, Note
from .declared import known_chance
from .mesa import mesa_zapateria
from .reasons import Reason, ReasonCode

CHICA = "chica"
"""The stake's ``event`` when the caída's points take the next player's side to the target."""
RONDA = "ronda"
"""The stake's ``event`` when the caída is a caída en ronda scoring points, not the chica."""
RONDA_CHICA = "ronda_chica"
"""The stake's ``event`` when the caída en ronda wins the chica by its own rule."""
RONDA_TARGET = "ronda_target"
"""The stake's ``event`` when the caída is a caída en ronda whose points reach the target."""


def caida_stake(position: Position, action: Action) -> Reason | None:
    """Return :attr:`~.reasons.ReasonCode.CAIDA_STAKE` for a drop open to a caída, if any.

    ``number`` is the next side's score before the caída, ``points`` what the caída scores
    (a limpia with it counted: the match alone would clear a table holding only the drop),
    ``event`` one of :data:`CHICA`, :data:`RONDA`, :data:`RONDA_CHICA`, :data:`RONDA_TARGET`.
    ``None`` when the action is no drop, no caída can follow it (the deck or the chica ends),
    or the caída would be a plain one that does not end the chica.

    >>> from ..game import parse_action
    >>> from ..notation import parse_position
    >>> p = parse_position("hands: 2s 7h / 2h 5c; table: 2c; score: 8-38")
    >>> reason = caida_stake(p, parse_action(p, "2s"))
    >>> reason.event, reason.number, reason.points
    ('chica', 38, 2)
    >>> caida_stake(p, parse_action(p, "7h")).event  # any caída from 38 ends the chica
    'chica'
    >>> caida_stake(p, parse_action(p, "2s x 2c")) is None  # a capture leaves no caída
    True
    """
    if not (isinstance(action, Play) and action.is_drop) or action.card.is_joker:
        return None
    after, _ = apply(position, action)
    open_to_caida = (
        after.side != position.side
        and after.deck_no == position.deck_no
        and not after.is_over
        and after.last_drop == action.card
    )
    if not open_to_caida:
        return None
    events = max(  # the worst for the mover: the chica if any caída wins it, the most points
        (play_outcome(after, caida) for caida in _caidas(after, action.card)),
        key=lambda found: (
            any(e.note is Note.WINS or e.kind is EventKind.CHICA for e in found),
            sum(e.points for e in found),
        ),
    )
    en_ronda = any(e.kind is EventKind.CAIDA_EN_RONDA for e in events)
    by_rule = any(e.note is Note.WINS for e in events)
    wins = by_rule or any(e.kind is EventKind.CHICA for e in events)
    if not (wins or en_ronda):
        return None
    event = (RONDA_CHICA if by_rule else RONDA_TARGET if en_ronda else CHICA) if wins else RONDA
    # the chica: all the caída scores (with a limpia); a caída en ronda: its own points
    points = sum(e.points for e in events if wins or e.kind is EventKind.CAIDA_EN_RONDA)
    score = position.scores[after.side]
    return Reason(ReasonCode.CAIDA_STAKE, (action.card,), number=score, event=event, points=points)


def _caidas(after: Position, card: Card) -> list[Play]:
    """Return the plays of another card of ``card``'s rank that take ``card`` as a caída.

    Each with the whole run above it, as a complete play must (RULES §2): a 5 that falls on
    a 5 just dropped beside 6♥ 7♣ takes all three and clears the table, a caída and a
    limpia (mesaaudit: the stake counted the match alone, and said nothing at 6–36 under
    rigor, where those 4 points end the chica and the mesa).
    """
    taker = Card(card.rank, next(suit for suit in SUITS if suit != card.suit))
    found = [play for play in card_plays(after.ruleset, after.table, taker) if card in play.base]
    return found or [Play(taker, (card,), (), ())]


RISKED = (ReasonCode.GIVES_CAIDA, ReasonCode.RISKS_CAIDA, ReasonCode.LEAST_RISK)
"""The reasons that warn of a caída on the mover's drop: the stake is said right after.

A best drop's least risk too: every card risked a caída, and the one it risks may still end
the chica, or the mesa by zapatería (audit18)."""


def with_stake(
    position: Position, action: Action, reasons: tuple[Reason, ...]
) -> tuple[Reason, ...]:
    """Place the caída's stake right after the warning of a caída on ``action``'s drop.

    "Dropping 2♠ left your opponent a caída … That caída would end the chica: 38 + 2." reads
    as one warning; nothing is added where no caída is warned of, or the stake is plain.
    """
    codes = [reason.code for reason in reasons]
    warned = [at for at, code in enumerate(codes) if code in RISKED]
    if not warned:
        return reasons
    stake = caida_stake(position, action)
    if stake is None:
        return reasons
    said = [stake, *zapateria_stake(position, stake)]
    at = warned[0] + 1
    return (*reasons[:at], *said, *reasons[at:])


def zapateria_stake(position: Position, stake: Reason) -> list[Reason]:
    """Say, after a caída's stake that ends the chica, that it would end the mesa too.

    In the first chica with zapatería on, a chica lost with fewer than ``zapateria_below``
    points ends the mesa (RULES §2); a drop scores nothing, so the mover's side would lose
    it on its present score (walk17 M1: at 6–38 the caída that ended the mesa read as a
    chica "as good as decided").
    """
    below = mesa_zapateria(position)
    if stake.event == RONDA or position.scores[position.side] >= below:
        return []
    return [Reason(ReasonCode.ZAPATERIA_STAKE, number=below)]


def mesa_risk(position: Position, action: Action, chance: float) -> float:
    """Return the chance that the next player makes a caída on ``action``'s drop ending the mesa.

    So for a drop with a caída stake that wins the chica (:func:`caida_stake`) and, in the
    first chica with the mover's side under ``zapateria_below``, the mesa
    (:func:`zapateria_stake`): the caída's chance as the verdict states it
    (:func:`~.declared.known_chance` of ``chance``, the action's ``immediate`` one); 0 for
    any other action.

    >>> from ..game import parse_action
    >>> from ..notation import parse_position
    >>> p = parse_position("hands: 2s Kc / 2h 5c; table: 3c; score: 6-38")
    >>> q = parse_position("hands: 2s Kc / 2h 5c; table: 3c; score: 12-38")
    >>> mesa_risk(p, parse_action(p, "2s"), 0.5), mesa_risk(q, parse_action(q, "2s"), 0.5)
    (0.5, 0.0)
    """
    stake = caida_stake(position, action)
    if stake is None or not zapateria_stake(position, stake):
        return 0.0
    return known_chance(position, action, chance, limpia=False)
