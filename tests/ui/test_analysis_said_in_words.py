"""The move analysis says its cards in words to screen readers (issue 25, N2, N7, N8).

The screen shows "J♠ → J♥ – Best"; a screen reader read the signs ("J black spade suit
right arrow …"). Each move's name in the list, the listing's heading and every row now carry
the same text said in words, in the learner's language; the spoken summary names the best
action, and the card just dropped (its orange outline) is named.
"""

from __future__ import annotations

import re
from functools import cache
from html import unescape

import pytest
from test_play_analysis import played

from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.render.cards import card_label
from cuarenta_tutor.tutor.analysis import Analysis
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui import play_analysis_model as model

SIGNS = re.compile("[♠♥♦♣→]")
HIDDEN = re.compile(r"<(?:span|p) class='ct-visually-hidden'>([^<]*)</(?:span|p)>")


def said_parts(html: str) -> list[str]:
    return [unescape(text) for text in HIDDEN.findall(html)]


@cache
def analysed_mesa() -> tuple[PlayGame, dict[int, Analysis]]:
    """Seed an1's mesa, seven learner actions in, and each action's move analysis (a search
    of every legal action): computed once a test process, when a test first asks. Every
    test here reads the same mesa in its own language, and none changes it."""
    game = played(2, "an1", 7)
    return game, {ply: model.move_analysis(game, ply) for ply, _ in game.judged}


@pytest.mark.parametrize("lang", ["en", "fi", "es"])
def test_the_heading_rows_and_move_names_are_said_in_words(lang):
    tr = Translator(lang)
    phrase = tr.pgettext("play, said", "{card} taking {cards}")
    and_join = tr.pgettext("cards listed, said", "{cards} and {card}")
    game, analyses = analysed_mesa()
    for _, moves in model.learner_moves(game, tr):
        for _, name, said in moves:
            assert SIGNS.search(name)  # the signs stay on the screen …
            assert not SIGNS.search(said), said  # … and are said in words
    captures = 0
    for ply, verdict in game.judged:
        analysis = analyses[ply]
        html = model.analysis_html(game, ply, analysis, tr, four_colour=False)
        title = re.search(r"<h4 class='ct-analysis-title'>(.*?)</h4>", html)
        assert title
        heading = said_parts(title.group(1))
        assert len(heading) == 1
        assert not SIGNS.search(heading[0])
        if isinstance(verdict.action, Play):
            assert card_label(verdict.action.card, lang) in heading[0]
        items = re.findall(r"<li class='ct-analysis-line.*?</li>", html)
        rows = model.rows(game, ply, analysis, tr)
        assert len(items) == len(rows)
        for item, row in zip(items, rows, strict=True):
            words = said_parts(item)
            assert words, item
            assert not SIGNS.search(words[0]), words[0]
            action = row.line.action
            if isinstance(action, Play):
                assert words[0].lower().startswith(card_label(action.card, lang).lower())
                for card in action.captured:
                    assert card_label(card, lang) in words[0]
                if action.captured:
                    captures += 1
                    names = [card_label(card, lang) for card in action.captured]
                    taken = (
                        names[0]
                        if len(names) == 1
                        else and_join.format(cards=", ".join(names[:-1]), card=names[-1])
                    )
                    play = phrase.format(card=card_label(action.card, lang), cards=taken)
                    assert play.lower() in words[0].lower()  # a play said as a noun phrase
    assert captures  # the arrow was said at least once


def test_the_spoken_summary_names_the_best_action_in_words():
    tr = Translator("fi")
    game, analyses = analysed_mesa()
    named = 0
    for ply, _verdict in game.judged:
        analysis = analyses[ply]
        said = model.analysis_speech(game, ply, analysis, tr)
        assert not SIGNS.search(said), said
        rows = model.rows(game, ply, analysis, tr)
        best = tr.gettext("Best: {play}.").split("{")[0]
        if rows[0].played:
            assert best not in said
            continue
        named += 1
        assert best in said
        action = rows[0].line.action
        if isinstance(action, Play):
            assert card_label(action.card, "fi") in said.split(best, 1)[1]
    assert named


def test_the_card_just_dropped_is_named():
    tr = Translator("fi")
    game, analyses = analysed_mesa()
    found = 0
    for ply, _verdict in game.judged:
        analysis = analyses[ply]
        drop = analysis.position.last_drop
        html = model.analysis_html(game, ply, analysis, tr, four_colour=False)
        if drop is None or drop not in analysis.position.table:
            assert "ct-drop-legend" not in html
            continue
        found += 1
        sentence = tr.gettext("The card just dropped: {card}.").format(card=card_label(drop, "fi"))
        assert sentence in said_parts(html)
    assert found
