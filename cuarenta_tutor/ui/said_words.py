"""Text shown with card signs, said in words: for screen readers (issue 25, N2).

The screen shows plays as ``7♠ → 3♣ 4♥``; a screen reader read that as "7 black spade suit
right arrow 3 …". What it says instead names each card as a card's own label does
(:func:`~cuarenta_tutor.render.cards.spoken_cards`) and says the capture's arrow as a verb:
"seven of spades takes three of clubs, four of hearts". Between two scores ("36 → 38") the
arrow is no capture: it is said "from 36 to 38" (walk P2, N10).
"""

from __future__ import annotations

import re
from html import escape

from ..i18n import Translator
from ..render.cards import spoken_cards

SUITS = "♠♥♦♣★"
BETWEEN_CARDS = re.compile(rf"(?<=[{SUITS}]) (?=[^\s{SUITS}]{{1,2}}[{SUITS}])")
"""The space between two cards in a row ("3♣ 4♥"): said with a pause, as a comma."""

SCORE_CHANGE = re.compile(rf"(?<![\w{SUITS}])(\d+) → (\d+)(?![\w{SUITS}])")
"""An arrow between two scores ("36 → 38"), not between cards (a card has its suit sign)."""

SENTENCE_START = re.compile(r"(^|(?<!\d)[.!?]\s+)(\w)")
"""A sentence's first letter: after "Right!" a card's name starts one ("7. move" does not)."""


def said(text: str, tr: Translator) -> str:
    """Return ``text`` as it is said: each card by its name, the capture arrow in words.

    >>> said("Deck 1, your move 2: 7♠ → 3♣ 4♥", Translator("en"))
    'Deck 1, your move 2: seven of spades takes three of clubs, four of hearts'
    >>> said("Oikein! 7♠ on paras. Kierros 1, 7. siirtosi", Translator("fi"))
    'Oikein! Pataseiska on paras. Kierros 1, 7. siirtosi'
    >>> said("That clears the table, 36 → 38.", Translator("en"))
    'That clears the table, from 36 to 38.'
    """
    # Translators: a score going up, said aloud: "36 → 38" is read "from 36 to 38".
    change = tr.pgettext("score change, said", "from {before} to {after}")
    text = SCORE_CHANGE.sub(lambda m: change.format(before=m[1], after=m[2]), text)
    # Translators: the capture arrow said aloud: "7♠ → 3♣" is read "seven of spades takes
    # three of clubs" (the glossary's verb for a capture, third person).
    takes = tr.pgettext("capture arrow, said", "takes")
    text = BETWEEN_CARDS.sub(", ", text).replace(" → ", f" {takes} ")
    text = spoken_cards(text, tr.lang)
    return SENTENCE_START.sub(lambda m: m[1] + m[2].upper(), text)


def said_html(text: str, tr: Translator) -> str:
    """Show ``text`` with its signs to the eye, and say it in words to screen readers.

    >>> for part in said_html("J♠ → J♥", Translator("en")).split("</span>")[:2]:
    ...     print(part)
    <span aria-hidden='true'>J♠ → J♥
    <span class='ct-visually-hidden'>Jack of spades takes jack of hearts
    """
    return (
        f"<span aria-hidden='true'>{escape(text)}</span>"
        f"<span class='ct-visually-hidden'>{escape(said(text, tr))}</span>"
    )


def shown_said_html(text: str, tr: Translator) -> str:
    """Show ``text``; where it holds cards or arrows, say it in words to screen readers.

    Text without them is only escaped: a screen reader reads it as it stands.

    >>> shown_said_html("Cartón for you: +6", Translator("en"))
    'Cartón for you: +6'
    >>> "two of spades, four of diamonds" in shown_said_html("Left: 2♠ 4♦.", Translator("en"))
    True
    """
    return said_html(text, tr) if said(text, tr) != text else escape(text)
