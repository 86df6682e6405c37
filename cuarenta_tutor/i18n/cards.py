"""Cards as each language shows them: rank letters, suit symbols and spoken names.

The notation (``7h``, ``Js``) is the same everywhere; only the display is localised:
German shows a jack as B (Bube), Italian as F (Fante), Dutch as B (Boer), Swedish as Kn.
"""

from __future__ import annotations

from ..engine.cards import Card, rank_letter
from .glossary import glossary

SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}


def display_rank(rank: int, lang: str) -> str:
    """Return the rank as the language writes it on a card (``8`` → ``B`` in German)."""
    letter = rank_letter(rank)
    return glossary(lang).letters.get(letter, letter)


def display_card(card: Card, lang: str) -> str:
    """Return a short display form such as ``7♥`` or ``B♠`` (a joker shows ★)."""
    if card.is_joker:
        return "★" if card.rank == 0 else f"★{display_rank(card.rank, lang)}"
    return display_rank(card.rank, lang) + SUIT_SYMBOLS[card.suit]
