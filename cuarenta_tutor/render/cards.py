"""Cards as SVG: vector, so they stay crisp on a projector; each with a spoken label.

>>> from cuarenta_tutor.engine.cards import parse_card
>>> svg = card_svg(parse_card("Jh"), "de")
>>> 'aria-label="Herz-Bube"' in svg and ">B<" in svg
True
"""

from __future__ import annotations

import functools
import re
from html import escape

from ..engine.cards import RANKS, Card, rank_letter
from ..i18n.cards import SUIT_SYMBOLS, display_rank
from ..i18n.catalogs import Translator
from ..i18n.glossary import glossary

TWO_COLOURS = {"c": "#1b1b1b", "s": "#1b1b1b", "h": "#c62828", "d": "#c62828"}
FOUR_COLOURS = {"c": "#1b7a2e", "s": "#1b1b1b", "h": "#c62828", "d": "#1f5fbf"}
"""The four-colour deck: green clubs, blue diamonds — easier to tell apart at a distance."""


def card_label(card: Card, lang: str) -> str:
    """Return the card's name for screen readers, e.g. "seven of hearts" or "Herz-Sieben"."""
    terms = glossary(lang)
    if card.is_joker:
        joker = Translator(lang).pgettext("card", "joker")
        return joker if card.rank == 0 else f"{joker} ({terms.ranks[rank_letter(card.rank)]})"
    rank = terms.ranks[rank_letter(card.rank)]
    suit = terms.suits[card.suit]
    # Translators: how a card is read aloud, e.g. "seven of hearts"; reorder as needed.
    return Translator(lang).pgettext("card", "{rank} of {suit}").format(rank=rank, suit=suit)


@functools.cache
def _shown_cards(lang: str) -> re.Pattern[str]:
    """Match a card as ``lang`` shows it in text ("7♥", "B♠", "Kn♦"), not inside a word."""
    ranks = sorted((display_rank(rank, lang) for rank in RANKS), key=len, reverse=True)
    suits = "".join(SUIT_SYMBOLS.values())
    return re.compile(rf"(?<!\w)({'|'.join(map(re.escape, ranks))})([{suits}])")


def spoken_cards(text: str, lang: str) -> str:
    """Return ``text`` with each card written as ``lang`` shows it said by its name instead.

    What a screen reader hears: "seven of hearts", never "7 black heart suit".

    >>> spoken_cards("B♥ nimmt 3♣ und 4♦.", "de")
    'Herz-Bube nimmt Kreuz-Drei und Karo-Vier.'
    """
    pattern = _shown_cards(lang)
    ranks = {display_rank(rank, lang): rank for rank in RANKS}
    suits = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
    return pattern.sub(lambda m: card_label(Card(ranks[m[1]], suits[m[2]]), lang), text)


def card_svg(
    card: Card, lang: str, *, four_colour: bool = False, width: int = 72, marked: bool = False
) -> str:
    """Draw one card as an SVG element (72 × 100 px by default; it scales without blur).

    ``marked`` draws the orange ring of the caída target: the card just dropped.
    """
    colour = (
        "#6a1b9a" if card.is_joker else (FOUR_COLOURS if four_colour else TWO_COLOURS)[card.suit]
    )
    letter = "★" if card.is_joker and card.rank == 0 else display_rank(card.rank, lang)
    symbol = "★" if card.is_joker else SUIT_SYMBOLS[card.suit]
    label = escape(card_label(card, lang))
    height = round(width * 1.4)
    small = 15 if len(letter) == 1 else 12
    face = card.rank >= 8 or card.is_joker
    centre = (
        f'<rect x="18" y="30" width="36" height="40" rx="4" fill="none" stroke="{colour}" '
        f'stroke-width="1.5"/><text x="36" y="59" font-size="22" text-anchor="middle" '
        f'font-weight="700" fill="{colour}">{escape(letter)}</text>'
        if face
        else f'<text x="36" y="64" font-size="30" text-anchor="middle" fill="{colour}">'
        f"{symbol}</text>"
    )
    ring = (
        '<rect x="1.5" y="1.5" width="69" height="97" rx="7" fill="none" stroke="#ef6c00" '
        'stroke-width="3" stroke-dasharray="6 3"/>'
        if marked
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 100" width="{width}" '
        f'height="{height}" role="img" aria-label="{label}" class="ct-card-svg">'
        f"<title>{label}</title>"
        '<rect x="0.5" y="0.5" width="71" height="99" rx="7" fill="#fffdf7" stroke="#9e9e9e"/>'
        f'<g font-family="DejaVu Sans, Arial, sans-serif">'
        f'<text x="6" y="{4 + small}" font-size="{small}" font-weight="700" fill="{colour}">'
        f"{escape(letter)}</text>"
        f'<text x="6" y="{20 + small}" font-size="12" fill="{colour}">{symbol}</text>'
        f'<g transform="rotate(180 36 50)"><text x="6" y="{4 + small}" font-size="{small}" '
        f'font-weight="700" fill="{colour}">{escape(letter)}</text>'
        f'<text x="6" y="{20 + small}" font-size="12" fill="{colour}">{symbol}</text></g>'
        f"{centre}</g>{ring}</svg>"
    )
