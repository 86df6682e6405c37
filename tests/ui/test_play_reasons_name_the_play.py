"""Reasons said after the engine's reply name the better play again (walk17 M4).

After a move the live region says the verdict's first sentence, the engine's moves (and
a deck's or chica's end), then the reasons: "That play would have taken 2 more cards…" read
as the engine's play. The reasons now open with "Compared with <the better play>:", said
once, and only when something came between them and the verdict's first sentence.
"""

from __future__ import annotations

from test_play_view import act, new_view

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.search.coach import Band
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.cards import display_card
from cuarenta_tutor.sentences.coach import action_as_subject, verdict_head
from cuarenta_tutor.sentences.play_text import coached_text
from cuarenta_tutor.ui.markup import plain_text
from cuarenta_tutor.ui.play_model import engine_lines
from cuarenta_tutor.ui.said_words import said as spoken


def compared_with(verdict, tr: Translator) -> str:
    """The lead the reasons should open with, as the catalogue words it."""
    best = verdict.best
    if getattr(best, "is_drop", False):
        return tr.gettext("Compared with dropping {card}:").replace(
            "{card}", display_card(best.card, tr.lang)
        )
    return tr.gettext("Compared with {best}:").replace("{best}", action_as_subject(best, tr))


def test_reasons_after_the_engines_reply_open_with_the_better_play():
    tr = Translator("en")
    view = new_view("3")
    seen = 0
    for step in range(40):
        game = view.game
        if game.position.is_over or seen >= 2:
            break
        if game.deck_end is not None:
            view.next_deck.click()
            continue
        act(view, legal_actions(game.position)[-1] if step % 2 else game.hint())
        verdict, replies = view.game.verdict, engine_lines(view.game, tr)
        if verdict is None or verdict.band is Band.BEST or not replies:
            continue
        head = verdict_head(verdict, tr)
        whole = coached_text(verdict, tr)
        rest = whole[len(head) :].strip() if whole.startswith(head) else ""
        if not rest:
            continue
        lead = compared_with(verdict, tr)
        said = view.announcer.text
        reply = spoken(plain_text(replies[0]), tr)
        why = spoken(f"{lead} {rest}", tr)
        assert why in said, said  # the reasons open with the better play, named
        assert said.index(spoken(head, tr)) < said.index(reply) < said.index(why), said
        assert said.count(spoken(lead, tr)) == 1, said
        assert said.count(spoken(rest, tr)) == 1, said  # the reasons said once
        seen += 1
    assert seen, "no verdict below Best with reasons and an engine reply in 40 moves"
