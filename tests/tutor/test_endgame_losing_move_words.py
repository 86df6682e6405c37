"""A losing endgame move is told "not the best, try again", never the winning line (row 7).

The UX walk's row 7: after a deliberately losing move the verdict named the best move at
once ("Bester Zug: 7♥ → 2♦ 5♣ B♦"), so a take-back and that move still earned two stars.
In every language the verdict now leads with the short headline and keeps the better move
for *Show solution*.
"""

from __future__ import annotations

import html

import pytest

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.sentences.feedback import feedback_html, play_html
from cuarenta_tutor.tutor.feedback import Code
from cuarenta_tutor.tutor.lesson import LessonSession

COURSES = load_courses()


@pytest.mark.parametrize("lang", ["en", "es", "de", "nl", "it", "sv", "fi"])
def test_the_losing_moves_verdict_keeps_the_better_move_back(lang):
    session = LessonSession(COURSES, lang=lang)
    session.open("endgame-limpia-then-caida")
    feedback = session.type_play("5s x 5c")  # the caída first: 38 at once, the limpia is lost
    assert feedback.code is Code.ENDGAME_LOSING_MOVE
    better = feedback.answers[0]
    assert better != "5s x 5c"
    tr = Translator(lang)
    text = feedback_html(feedback, tr)
    assert play_html(better, lang) not in text
    headline = tr.gettext("Not the best move: with it the target slips away.")
    plain = html.unescape(text)
    assert plain.index(headline) < plain.index(play_html("5s x 5c", lang))  # said first
    shown = session.reveal()  # Show solution names it
    assert play_html(better, lang) in feedback_html(shown, tr) or better in shown.answers
