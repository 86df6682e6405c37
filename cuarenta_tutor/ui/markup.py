"""Small pure helpers for the views' HTML: the text of our own HTML, stars as signs."""

from __future__ import annotations

import re
from html import unescape

from ..tutor.progress import MAX_STARS


def plain_text(html: str) -> str:
    """Return the text of our own HTML, tags removed (for the live region, for option labels).

    >>> plain_text("<b>Right!</b> 7&#9824; takes")
    'Right! 7♠ takes'
    """
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def stars_text(stars: int) -> str:
    """Return stars as filled and empty signs: ``★★☆`` for two of three.

    >>> stars_text(2)
    '★★☆'
    """
    return "★" * stars + "☆" * (MAX_STARS - stars)
