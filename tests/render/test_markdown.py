"""Contributed prose is rendered safely: scripts, handlers and javascript: links never survive."""

import pytest
from support.markup import ATTACKS, assert_no_active_content

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.render.cards import card_svg
from cuarenta_tutor.render.markdown import to_html


@pytest.mark.parametrize("attack", ATTACKS)
def test_no_active_content_survives(attack):
    assert_no_active_content(attack)


def test_markdown_and_cards_render():
    html = to_html("**Bold**, *italic*, and `3c 4h`:\n\n- one\n- two", "de")
    assert "<strong>Bold</strong>" in html
    assert "<em>italic</em>" in html
    assert html.count('class="ct-chip') == 2
    assert "<li>one</li>" in html
    assert to_html("`not a card`", "en") == "<p><code>not a card</code></p>"


def test_cards_are_vector_graphics_with_a_spoken_name():
    svg = card_svg(parse_card("Jh"), "de", four_colour=True, marked=True)
    assert svg.startswith("<svg")
    assert 'viewBox="0 0 72 100"' in svg
    assert 'role="img"' in svg
    assert 'aria-label="Herz-Bube"' in svg
    assert ">B<" in svg
    assert "stroke-dasharray" in svg
    assert "#1f5fbf" in card_svg(parse_card("5d"), "en", four_colour=True)  # blue diamonds
