"""The header's menus say their whole choice, clear of the arrow, in Finnish and German.

The UX walk's rows 19 and 21: the rules menu's text ran under its dropdown arrow
("Regeln der Lektion", "oppitunnin omat säännöt"), and on a phone the header and two rows
of tabs took 217–265 px of 844. Measured at 390 and 1280 px: the text of every option of
the header's menus fits the room the menu leaves left of its arrow, and on the phone the
header and one row of tabs end within the top 200 px.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import wait_for_viewport

pytestmark = pytest.mark.slow

TOO_LONG = """() => [...document.querySelectorAll('.ct-header select')].flatMap((menu) => {
  const style = getComputedStyle(menu);
  const pen = document.createElement('canvas').getContext('2d');
  pen.font = style.font;
  const room = menu.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return [...menu.options].map((option) => [option.text, pen.measureText(option.text).width, room])
    .filter(([, width, space]) => width > space); })"""
PADDING = "getComputedStyle(document.querySelector('.ct-header select')).paddingRight"
TABS = """() => { const bar = document.querySelector('.ct-tabs > .lm-TabBar');
  const tops = [...bar.querySelectorAll('.lm-TabBar-tab')]
    .map((t) => Math.round(t.getBoundingClientRect().top));
  return { rows: new Set(tops).size, bottom: bar.getBoundingClientRect().bottom }; }"""


@pytest.mark.parametrize("lang", ["fi", "de"])
@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_the_header_menus_say_their_choice_clear_of_the_arrow(page, lang, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    wait_for_viewport(page, *size)
    open_app(page, f"?lang={lang}&lesson=endgame-limpia-then-caida")  # the lesson's own rules
    assert float(page.evaluate(PADDING).removesuffix("px")) >= 24  # the arrow's own room
    assert page.evaluate(TOO_LONG) == []
    if size[0] == 390:
        tabs = page.evaluate(TABS)
        assert tabs["rows"] == 1
        assert tabs["bottom"] <= 200, tabs
