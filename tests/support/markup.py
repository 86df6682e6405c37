"""Hostile Markdown for the renderer's tests, and the check that no active content survives."""

from __future__ import annotations

from html.parser import HTMLParser

from cuarenta_tutor.render.markdown import to_html

ATTACKS = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[click](javascript:alert(1))",
    '<a href="javascript:alert(1)">x</a>',
    '<svg onload="alert(1)"></svg>',
    "<iframe src='https://example.org'></iframe>",
    '<p style="background:url(javascript:alert(1))">x</p>',
]


class Tags(HTMLParser):
    """Collect the real tags and attributes of rendered HTML (escaped text is no tag)."""

    def __init__(self) -> None:
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs) -> None:
        self.found.append((tag, dict(attrs)))


def assert_no_active_content(attack: str) -> None:
    """Render ``attack`` in a sentence with a card; fail if a script, handler or style survives."""
    html = to_html(f"Play the `7s`. {attack}", "en")
    parser = Tags()
    parser.feed(html)
    for tag, attrs in parser.found:
        assert tag in {"p", "span", "a", "code", "strong", "em"}, tag
        assert not any(name.startswith("on") or name == "style" for name in attrs), attrs
        assert not attrs.get("href", "").lower().startswith("javascript"), attrs
    assert 'aria-label="seven of spades"' in html  # the card still becomes a card
