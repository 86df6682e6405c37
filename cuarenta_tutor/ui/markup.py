"""Small pure helpers for the views' HTML: the text of our own HTML, stars as signs."""

from __future__ import annotations

import re
from html import unescape

from ..tutor.progress import MAX_STARS


def plain_text(html: str) -> str:
    """Return the text of our own HTML, tags removed (for the live region, for option labels).

    >>> plain_text("<b>Right!</b> 7&#9824; takes <span>6&#9827;</span>, then <i>5</i>.")
    'Right! 7♠ takes 6♣, then 5.'
    >>> plain_text("(<span>5♣</span> goes in a sum), (<span>5♠ → 5♣</span>), then")
    '(5♣ goes in a sum), (5♠ → 5♣), then'
    """
    text = " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())
    text = AFTER_OPENING.sub("", text)  # "(<span>5♣" is "(5♣"
    return BEFORE_MARK.sub("", text)  # "6♣</span>," is "6♣,": the tag is no word break


BEFORE_MARK = re.compile(r"(?<=\S) +(?=[,.;:!?)](?:[\s,.;:!?)]|$))")
"""A space that a removed tag left before a punctuation mark."""

AFTER_OPENING = re.compile(r"(?<=\() +(?=\S)")
"""A space that a removed tag left after an opening parenthesis."""

PICTURE = re.compile(
    r"<(\w+)[^>]*\brole=['\"]img['\"][^>]*\baria-label=['\"]([^'\"]*)['\"][^>]*>.*?</\1>", re.S
)
"""An element shown as a picture (stars, a card chip) with its spoken name."""


def spoken_text(html: str) -> str:
    """Return the text of our own HTML as a screen reader says it: pictures by their names.

    >>> spoken_text("<span role='img' aria-label='3 stars of 3'>★★★</span> Solved!")
    '3 stars of 3 Solved!'
    """
    return plain_text(PICTURE.sub(lambda match: f" {match.group(2)} ", html))


def stars_text(stars: int) -> str:
    """Return stars as filled and empty signs: ``★★☆`` for two of three.

    >>> stars_text(2)
    '★★☆'
    """
    return "★" * stars + "☆" * (MAX_STARS - stars)
