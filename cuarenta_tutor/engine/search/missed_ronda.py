"""Why declaring was better than the card played: the ronda's points, lost for good.

Walk P1 (round 13), NEW-1: dealt 4♣ 4♦ 4♥ 4♠ Q♣, a learner played Q♣ without declaring and
heard only that "the engine's look-ahead values that choice more". The plain reason is the
rule itself, proved from the position: declaring scores at once (the ruleset's ronda or doble
ronda points, none where a threshold or the 38 rule cancels them, the chica where a doble
ronda wins it), and the card played ends the chance to declare it — under ``first_card``
timing any card does, under ``any_turn`` a card of the ronda's rank does.

Declaring is no alternative to a card: the mover declares and then plays. So the risk a drop
leaves (a caída, a limpia) is not said against a declaration, whose own immediate risk is
nil only because the turn goes on.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..game import Action, Declare, Position, apply, can_declare
from ..plays import Play
from ..position import ronda_rank
from ..rules import RondaTiming
from ..scoring import Note


@dataclass(frozen=True)
class Forfeit:
    """A ronda the play forfeits: its cards in hand, the points it scored, the timing."""

    held: tuple[Card, ...]
    """The ronda's cards in the mover's hand (four for a doble ronda)."""
    points: int
    """The points declaring scores at once (0 when it wins the chica)."""
    timing: str
    """The ruleset's ronda timing (``first_card`` or ``any_turn``)."""


def missed_ronda(position: Position, action: Action, best: Action) -> Forfeit | None:
    """Return the ronda ``action`` forfeits, when ``best`` declares it (else ``None``).

    ``best`` must be the declaration and ``action`` a play after which the mover can no
    longer declare the same ronda (or doble ronda). ``None`` too when the declaration would
    have scored nothing at once (a threshold, the 38 rule).

    >>> from ..game import parse_action
    >>> from ..notation import parse_position
    >>> p = parse_position("hands: 4c 4d 4h 4s Qc / Qh Kc 6c Jd 2h; table: 3c 5d 7h Ks Kh")
    >>> lost = missed_ronda(p, parse_action(p, "Qc"), parse_action(p, "ronda"))
    >>> len(lost.held), lost.points, lost.timing
    (4, 4, 'first_card')
    """
    if not (isinstance(best, Declare) and isinstance(action, Play) and can_declare(position)):
        return None
    rank = ronda_rank(position.hand)
    assert rank is not None  # a declaration is legal
    held = tuple(card for card in position.hand if card.rank == rank)
    after, _ = apply(position, action)
    if _still_declarable(position, after, action, len(held)):
        return None
    _, events = apply(position, best)
    side = position.side
    points = sum(event.points for event in events if event.side == side)
    wins = any(event.note is Note.WINS for event in events)
    if points <= 0 and not wins:
        return None  # a threshold or the 38 rule cancels it: nothing scored at once
    return Forfeit(held, points, _timing(position))


def _still_declarable(position: Position, after: Position, action: Play, held: int) -> bool:
    """Whether the mover could still declare the same ronda at a later turn of the round.

    Only under ``any_turn`` timing, while every card of it stays in hand (a doble ronda
    broken to three is a smaller declaration: the doble ronda is lost).
    """
    if (
        position.ruleset.ronda_timing is not RondaTiming.ANY_TURN
        or after.deck_no != position.deck_no
    ):
        return False
    return action.card.rank != ronda_rank(position.hand) and held in (3, 4)


def _timing(position: Position) -> str:
    return position.ruleset.ronda_timing.value
