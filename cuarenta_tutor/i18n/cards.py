"""Cards as each language shows them: rank letters, suit symbols and spoken names.

The notation (``7h``, ``Js``) is the same everywhere; only the display is localised:
German shows a jack as B (Bube), Italian as F (Fante), Dutch as B (Boer), Swedish as Kn.
"""

from __future__ import annotations

from ..engine.cards import Card, rank_letter
from .glossary import glossary

SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
SUIT_LETTERS = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}


def display_rank(rank: int, lang: str) -> str:
    """Return the rank as the language writes it on a card (``8`` → ``B`` in German)."""
    letter = rank_letter(rank)
    return glossary(lang).letters.get(letter, letter)


def display_card(card: Card, lang: str) -> str:
    """Return a short display form such as ``7♥`` or ``B♠`` (a joker shows ★)."""
    if card.is_joker:
        return "★" if card.rank == 0 else f"★{display_rank(card.rank, lang)}"
    return display_rank(card.rank, lang) + SUIT_SYMBOLS[card.suit]


def typed_notation(text: str, lang: str) -> str:
    """Read a play typed as ``lang`` shows the cards, and write it in the notation.

    Learners may type the letters on their cards and the suit symbols; the notation's own
    letters keep working. No language's letter stands for a different rank in the notation
    (German D is the queen, and the notation has no D), so both can be accepted at once.

    >>> typed_notation("B♠ x 3c 4h", "de"), typed_notation("kn♥ x e♣", "sv")
    ('Js x 3c 4h', 'Jh x Ac')
    >>> typed_notation("7s x 3c 4h Js", "it")
    '7s x 3c 4h Js'
    """
    local = {shown.casefold(): letter for letter, shown in glossary(lang).letters.items()}
    words = []
    for word in text.split():
        if len(word) < 2 or word.casefold() == "x":
            words.append(word)
            continue
        rank, suit = word[:-1], SUIT_LETTERS.get(word[-1], word[-1])
        words.append(local.get(rank.casefold(), rank) + suit)
    return " ".join(words)
