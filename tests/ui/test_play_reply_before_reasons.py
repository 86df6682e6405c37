"""After a move the verdict's first sentence is said, then the engine's reply, then the
reasons (walk P3-N1: the reply came last, after up to 560 characters of verdict, and a key
pressed early cut it off)."""

from __future__ import annotations

from test_play_view import act, new_view

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.search.coach import Band
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.coach import verdict_head
from cuarenta_tutor.ui.markup import plain_text
from cuarenta_tutor.ui.play_model import engine_lines
from cuarenta_tutor.ui.play_verdict import coach_said
from cuarenta_tutor.ui.said_words import said as spoken


def test_a_long_verdict_says_its_head_then_the_engines_reply_then_why():
    tr = Translator("en")
    view = new_view("3")
    seen = 0
    for step in range(40):
        game = view.game
        if game.position.is_over or seen:
            break
        if game.deck_end is not None:
            view.next_deck.click()
            continue
        worst = legal_actions(game.position)[-1] if step % 2 else game.hint()
        act(view, worst)
        verdict, replies = view.game.verdict, engine_lines(view.game, tr)
        if verdict is None or verdict.band is Band.BEST or not replies:
            continue
        rest = coach_said(view.coach_box.value)[len(plain_text(verdict_head(verdict, tr))) :]
        if not rest.strip():
            continue  # nothing after the head: no order to check
        said = view.announcer.text  # cards said by their names, as each part below
        head = spoken(plain_text(verdict_head(verdict, tr)), tr)
        reply = spoken(plain_text(replies[0]), tr)
        why = spoken(rest.strip(), tr)[:40]
        assert said.startswith(head), said
        assert said.index(head) < said.index(reply) < said.index(why), said
        seen += 1
    assert seen, "no verdict below Best with reasons and an engine reply in 40 moves"
