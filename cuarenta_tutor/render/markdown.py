"""Lesson and page prose: Markdown to sanitised HTML, with cards in backticks shown as cards.

Contributed text is never trusted: the HTML that Markdown produces is cleaned by an
allow-list (no scripts, no event handlers, no styles, no links to ``javascript:``), and only
then are the card codes replaced by card chips this module builds itself.

>>> to_html("Play the `7s` <script>x()</script>", "en")  # doctest: +NORMALIZE_WHITESPACE
'<p>Play the <span class="ct-chip ct-black" role="img" aria-label="seven of spades">7♠</span>
&lt;script&gt;x()&lt;/script&gt;</p>'
"""

from __future__ import annotations

import re
from functools import cache
from html import escape
from typing import Any

from ..engine.cards import Card, NotationError, parse_cards
from ..engine.plays import parse_play_text
from ..i18n.cards import display_card
from .cards import card_label

ALLOWED_TAGS = {
    "p",
    "em",
    "strong",
    "ul",
    "ol",
    "li",
    "br",
    "code",
    "h1",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
    "a",
    "pre",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}}
CODE = re.compile(r"<code>([^<]*)</code>")
WEB_LINK = re.compile(r'<a href="(https?://)')
"""A link to the web: it opens in a new tab, so that following it never leaves the app."""


@cache
def _markdown() -> Any:
    """Return the Markdown parser, imported on first use (a course map page needs none)."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark", {"html": False}).enable("table")


def _clean(html: str, **options: Any) -> str:
    """Clean HTML with nh3, imported on first use (in Pyodide, with our pure-Python cleaner)."""
    try:
        from nh3 import clean
    except ImportError:  # Pyodide (the static site): nh3 is compiled
        from .sanitise import clean  # type: ignore[assignment]
    return clean(html, **options)


def to_html(text: str, lang: str, *, four_colour: bool = False) -> str:
    """Render Markdown prose to safe HTML in ``lang`` (cards shown with its rank letters)."""
    raw = _markdown().render(text)
    clean = _clean(
        raw,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer",
    )
    clean = WEB_LINK.sub(r'<a target="_blank" href="\1', clean)
    return CODE.sub(lambda match: _chips(match.group(1), lang, four_colour), clean).strip()


def _chips(code: str, lang: str, four_colour: bool) -> str:
    """Replace a code span that holds card notation by card chips; leave other code alone."""
    try:
        cards = parse_cards(_unescape(code), unique=False)
    except NotationError:
        return _play_chips(code, lang, four_colour)
    if not cards:
        return f"<code>{code}</code>"
    return " ".join(chip(card, lang, four_colour=four_colour) for card in cards)


def _play_chips(code: str, lang: str, four_colour: bool) -> str:
    """Show a play written in notation (`5s x 5c`) as the app writes plays: 5♠ → 5♣.

    Other code stays code; a learner never reads the typed notation inside prose.
    """
    try:
        card, taken = parse_play_text(_unescape(code))
    except NotationError:
        return f"<code>{code}</code>"
    shown = " ".join(chip(c, lang, four_colour=four_colour) for c in taken)
    return chip(card, lang, four_colour=four_colour) + (f" → {shown}" if shown else "")


def chip(card: Card, lang: str, *, four_colour: bool = False) -> str:
    """Return a small inline card (text, with its spoken name for screen readers)."""
    tone = "ct-black" if card.is_joker or card.suit in "cs" else "ct-red"
    if four_colour and not card.is_joker and card.suit in "cd":
        tone = "ct-green" if card.suit == "c" else "ct-blue"
    label = escape(card_label(card, lang))
    return (
        f'<span class="ct-chip {tone}" role="img" aria-label="{label}">'
        f"{escape(display_card(card, lang))}</span>"
    )


def _unescape(text: str) -> str:
    return (
        text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"')
    )


INLINE_MARKS = re.compile(r"(\*\*|\*|`)(?=\S)(.+?)(?<=\S)\1")
"""Bold, italic and code spans of one line of Markdown."""


def plain_inline(text: str) -> str:
    """Return a short Markdown text as plain text: its emphasis and code marks removed.

    For places that show text, not HTML (a course's summary on the map), so a learner never
    reads the raw markers.

    >>> plain_inline("the Quito rules, *a todo rigor* and **pagat**")
    'the Quito rules, a todo rigor and pagat'
    """
    return INLINE_MARKS.sub(lambda match: match.group(2), text)
