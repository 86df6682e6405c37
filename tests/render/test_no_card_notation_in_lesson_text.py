"""No typed card notation (``5s x 5c``) in any lesson text a learner reads, in any language.

The UX walk's row 26 read "Nimmst du dagegen zuerst die Caída mit 5s  x  5c" in a German
explanation. Each lesson's prompt, hints and explanation are rendered as the lesson screen
renders them (:func:`~cuarenta_tutor.render.markdown.to_html`) and read as plain text: no
card may be left in notation; cards are chips (5♠ → 5♣).
"""

from __future__ import annotations

import re

import pytest

from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.render.markdown import to_html
from cuarenta_tutor.ui.markup import plain_text

LANGS = ["en", "es", "de", "nl", "it", "sv", "fi"]
LESSONS = [lesson for course in load_courses() for lesson in course.lessons]
CARD = r"(?:10|[2-7AJQK])[shdc]"
NOTATION = re.compile(
    rf"(?<![\w-])(?:{CARD}\s+x\s+{CARD}"  # a play: 5s x 5c
    rf"|{CARD}(?:\s+{CARD})+"  # cards in a row: 5c 2h 3d
    r"|(?:10|[2-7AJQK])[hdc])(?![\w-])"  # one heart, diamond or club (7s, Js, As are words)
)


def test_the_pattern_finds_notation_and_leaves_chips_alone():
    assert NOTATION.search("mit 5s  x  5c, hast du")
    assert not NOTATION.search(plain_text(to_html("mit `5s x 5c`, hast du", "de")))
    assert NOTATION.search("keep the 7h")
    assert NOTATION.search("the table holds 5c 2h 3d")
    assert not NOTATION.search("the 7s and the Js, the 8s, 9s and 10s; el As")  # words


@pytest.mark.parametrize("lang", LANGS)
def test_no_lesson_text_shows_card_notation(lang):
    found = []
    for lesson in LESSONS:
        text, _ = lesson.text(lang)
        for part in (text.prompt, text.explanation, *text.hints):
            shown = plain_text(to_html(part, lang))
            found += [
                f"{lesson.id}: …{shown[max(0, m.start() - 30) : m.end() + 10]}…"
                for m in NOTATION.finditer(shown)
            ]
    assert not found, found
