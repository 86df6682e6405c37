"""What a card row shows, as plain data: the cards and which are chosen, marked or shown.

The views' models (lesson, Practice, Play) say *which* cards a row holds and in what state;
:class:`~cuarenta_tutor.ui.card_board.CardBoard` turns a :class:`Row` into the pictures and
spoken names of a card row. No widgets here, so the models are tested without any.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from ..engine.cards import Card
from ..engine.game import Position


@dataclass(frozen=True)
class Row:
    """One row of cards and the state of each.

    ``marked``: the card just dropped (a caída target); ``best``: cards of the solution
    shown; ``taken``: cards the learner's right play captures; ``enabled``: when given, the
    only cards that may be clicked (the others are disabled whatever ``disabled`` says).
    """

    cards: tuple[Card, ...] = ()
    selected: Collection[Card | None] = ()
    marked: Collection[Card | None] = ()
    best: Collection[Card] = ()
    taken: Collection[Card] = ()
    disabled: bool = False
    enabled: Collection[Card] | None = None


def table_row(
    position: Position,
    selected: Collection[Card],
    *,
    best: Collection[Card] = (),
    taken: Collection[Card] = (),
    disabled: bool = False,
) -> Row:
    """Return the table of ``position``: its cards, the one just dropped marked."""
    return Row(
        tuple(position.table),
        selected=selected,
        marked=(position.last_drop,),
        best=best,
        taken=taken,
        disabled=disabled,
    )
