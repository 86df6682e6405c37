"""The coach's words for a drop safe from a caída: where the other cards of its rank are.

The engine proves the fact (:func:`~cuarenta_tutor.engine.search.safe_drop.safe_drop`): the
other three cards of the dropped card's rank are in the learner's hand or already played.
Each split is its own sentence, so that every language writes its numbers as words.
"""

from __future__ import annotations

from collections.abc import Callable

from ..i18n.catalogs import Translator

SAFE_DROP: dict[int, Callable[[Translator], str]] = {
    # Translators: said after a drop, of the learner's card or of the better card the verdict
    # named: no one could take {card} by a caída, since the other three cards of its rank
    # (the other suits) were all in the learner's hand (walk P2-N4: a reason to reuse).
    3: lambda tr: tr.gettext(
        "{card} was safe from a caída: the other three cards of the same rank were all in "
        "your hand."
    ),
    # Translators: said after a drop, of the learner's card or of the better card the verdict
    # named: no one could take {card} by a caída; "already been played" covers the cards on
    # the table and those captured this deck.
    2: lambda tr: tr.gettext(
        "{card} was safe from a caída: of the other three cards of the same rank, two were in "
        "your hand and one had already been played."
    ),
    # Translators: as for the sentence with two cards in the hand and one played.
    1: lambda tr: tr.gettext(
        "{card} was safe from a caída: of the other three cards of the same rank, one was in "
        "your hand and two had already been played."
    ),
    # Translators: as for the sentence with two cards in the hand and one played.
    0: lambda tr: tr.gettext(
        "{card} was safe from a caída: the other three cards of the same rank had all been "
        "played already."
    ),
}
"""Why a drop was safe, by how many of the other cards of its rank were in the hand."""


def safe_drop_text(tr: Translator, in_hand: int) -> str:
    """Return the sentence for a safe drop with ``in_hand`` of the other cards in the hand.

    The ``{card}`` slot is left for the caller, as in every reason's sentence.
    """
    return SAFE_DROP[in_hand](tr)
