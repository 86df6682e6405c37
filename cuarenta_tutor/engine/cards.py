"""Cards, ranks and the 40-card deck, with the ASCII card notation.

A card is written rank + suit: ``7h``, ``Js``, ``Ad``. Ranks run ``A 2 3 4 5 6 7 J Q K``
(the 8, 9 and 10 are not in the deck) and suits are ``c d h s``. The two optional jokers
are ``*1`` and ``*2``; a joker that has been played as a rank is written ``*1=7``.

>>> parse_card("7h")
Card(rank=7, suit='h')
>>> format_cards(parse_cards("3c 4h Js"))
'3c 4h Js'
>>> next_rank(7) == RANK_J
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .messages import MessageError

RANK_LETTERS = "A234567JQK"
"""Rank letters in sequence order; a rank is its 1-based position in this string."""
SUITS = "cdhs"
JOKER_SUITS = "12"
JOKER_RANK = 0
"""The rank of a joker that has not been named yet."""
RANK_J, RANK_Q, RANK_K = 8, 9, 10
RANKS = tuple(range(1, 11))


class NotationError(MessageError):
    """A card, play or position written in a form the engine cannot read."""


class CardError(NotationError):
    """A single card that is not in the deck, e.g. ``9h`` or ``7x``."""


class DuplicateCardError(NotationError):
    """The same card appears twice where each card can lie only once."""


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card: ``rank`` 1..10 in sequence order (A=1, 7=7, J=8, Q=9, K=10).

    Jokers have a suit of ``"1"`` or ``"2"`` and rank 0 until they are played as a rank.
    """

    rank: int
    suit: str

    @property
    def is_joker(self) -> bool:
        """Whether this card is one of the two house-variant jokers."""
        return self.suit in JOKER_SUITS

    @property
    def value(self) -> int:
        """The value used in a sum capture: A–7 count 1–7, faces (and jokers unnamed) 0."""
        return self.rank if self.rank <= 7 else 0

    @property
    def natural(self) -> Card:
        """The card as it is in the deck: a named joker becomes the bare joker again."""
        return Card(JOKER_RANK, self.suit) if self.is_joker else self

    def named(self, rank: int) -> Card:
        """Return this joker standing for ``rank``."""
        if not self.is_joker:
            raise CardError("only a joker can be named as another rank, not {card}", card=str(self))
        return Card(rank, self.suit)

    def __str__(self) -> str:
        return format_card(self)


def rank_letter(rank: int) -> str:
    """Return the ASCII letter of a rank (``8`` → ``J``)."""
    return RANK_LETTERS[rank - 1]


def parse_rank(text: str) -> int:
    """Parse a rank letter such as ``"7"`` or ``"J"``; raise :class:`CardError` otherwise."""
    letter = text.strip().upper()
    if len(letter) != 1 or letter not in RANK_LETTERS:
        raise CardError(
            "'{text}' is not a rank: ranks are A 2 3 4 5 6 7 J Q K (there are no 8, 9 or 10)",
            text=text,
        )
    return RANK_LETTERS.index(letter) + 1


def next_rank(rank: int) -> int | None:
    """Return the rank after ``rank`` in a sequence (7 → J), or None after the king."""
    return rank + 1 if rank < RANK_K else None


def format_card(card: Card) -> str:
    """Write a card in notation: ``7h``, ``Js``, ``*1`` or ``*1=7``."""
    if card.is_joker:
        return (
            f"*{card.suit}" if card.rank == JOKER_RANK else f"*{card.suit}={rank_letter(card.rank)}"
        )
    return rank_letter(card.rank) + card.suit


def parse_card(text: str) -> Card:
    """Parse one card such as ``7h``; raise :class:`CardError` with a plain reason."""
    token = text.strip()
    if token.startswith("*"):
        return _parse_joker(token)
    if len(token) != 2:
        if token[:2] in ("10", "1"):
            raise CardError(
                "'{text}' is not a card: write rank and suit, like 7h or Js "
                "(there are no 8, 9 or 10 in the Cuarenta deck)",
                text=text,
            )
        raise CardError("'{text}' is not a card: write rank and suit, like 7h or Js", text=text)
    rank_text, suit = token[0], token[1].lower()
    if rank_text in "89" or rank_text == "T":
        raise CardError(
            "'{text}' is not in the Cuarenta deck: the 8, 9 and 10 are left out", text=text
        )
    rank = parse_rank(rank_text)
    if suit not in SUITS:
        raise CardError(
            "'{text}' has no suit: the suits are c d h s (clubs, diamonds, hearts, spades)",
            text=text,
        )
    return Card(rank, suit)


def _parse_joker(token: str) -> Card:
    body, _, named = token[1:].partition("=")
    if body not in JOKER_SUITS:
        raise CardError("'{text}' is not a joker: the jokers are *1 and *2", text=token)
    card = Card(JOKER_RANK, body)
    return card.named(parse_rank(named)) if named else card


def parse_cards(text: str | Iterable[str], *, unique: bool = True) -> tuple[Card, ...]:
    """Parse cards separated by spaces or commas; by default refuse a card given twice."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = tuple(parse_card(token) for token in tokens)
    if unique:
        ensure_unique(cards)
    return cards


def ensure_unique(cards: Iterable[Card]) -> None:
    """Raise :class:`DuplicateCardError` naming the first card that occurs twice."""
    seen: set[Card] = set()
    for card in cards:
        natural = card.natural
        if natural in seen:
            raise DuplicateCardError(
                "the card {card} appears twice, but each card exists only once", card=str(natural)
            )
        seen.add(natural)


def format_cards(cards: Iterable[Card]) -> str:
    """Write cards in notation separated by single spaces."""
    return " ".join(format_card(card) for card in cards)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Return the cards in canonical order: by rank, then suit."""
    return tuple(sorted(cards))


def new_deck(*, jokers: bool = False) -> tuple[Card, ...]:
    """Return the 40-card Cuarenta deck (42 with the two jokers) in canonical order."""
    cards = [Card(rank, suit) for rank in RANKS for suit in SUITS]
    if jokers:
        cards += [Card(JOKER_RANK, suit) for suit in JOKER_SUITS]
    return tuple(cards)


def seeded_random(seed: str | int) -> random.Random:
    """Return a generator seeded reproducibly from ``seed`` (its text, any characters).

    A seed read from a command line that is not valid UTF-8 holds lone surrogates; they
    are turned back into the bytes they stand for instead of failing to encode. Any other
    seed gives the same sequence as ``random.Random(str(seed))``.
    """
    return random.Random(str(seed).encode("utf-8", "surrogateescape"))


def shuffled_deck(seed: str | int, *, jokers: bool = False) -> tuple[Card, ...]:
    """Return the deck shuffled reproducibly from ``seed`` (same seed, same order)."""
    cards = list(new_deck(jokers=jokers))
    seeded_random(seed).shuffle(cards)
    return tuple(cards)


def count_ranks(cards: Sequence[Card]) -> dict[int, int]:
    """Count the natural (non-joker) cards of each rank."""
    counts: dict[int, int] = {}
    for card in cards:
        if not card.is_joker:
            counts[card.rank] = counts.get(card.rank, 0) + 1
    return counts
