"""Contributed prose is rendered safely: scripts, handlers and javascript: links never survive."""

from html.parser import HTMLParser

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.render.cards import card_svg
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

    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, dict(attrs)))


@pytest.mark.parametrize("attack", ATTACKS)
def test_no_active_content_survives(attack):
    html = to_html(f"Play the `7s`. {attack}", "en")
    parser = Tags()
    parser.feed(html)
    for tag, attrs in parser.found:
        assert tag in {"p", "span", "a", "code", "strong", "em"}, tag
        assert not any(name.startswith("on") or name == "style" for name in attrs), attrs
        assert not attrs.get("href", "").lower().startswith("javascript"), attrs
    assert 'aria-label="seven of spades"' in html  # the card still becomes a card


def test_markdown_and_cards_render():
    html = to_html("**Bold**, *italic*, and `3c 4h`:\n\n- one\n- two", "de")
    assert "<strong>Bold</strong>" in html and "<em>italic</em>" in html
    assert html.count('class="ct-chip') == 2 and "<li>one</li>" in html
    assert to_html("`not a card`", "en") == "<p><code>not a card</code></p>"


def test_cards_are_vector_graphics_with_a_spoken_name():
    svg = card_svg(parse_card("Jh"), "de", four_colour=True, marked=True)
    assert svg.startswith("<svg") and 'viewBox="0 0 72 100"' in svg
    assert 'role="img"' in svg and 'aria-label="Herz-Bube"' in svg
    assert ">B<" in svg and "stroke-dasharray" in svg  # the German letter; the caída ring
    assert "#1f5fbf" in card_svg(parse_card("5d"), "en", four_colour=True)  # blue diamonds
