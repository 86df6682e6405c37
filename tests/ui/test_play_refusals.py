"""The Play tab asks its controller whether the cards chosen can be played and shows the
answer: the engine's reason in the learner's language, and nothing played."""

from __future__ import annotations

from cuarenta_tutor.engine.cards import parse_card, parse_cards
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.explain import render_facts
from cuarenta_tutor.tutor.selection import Selection, judge_selection
from cuarenta_tutor.ui.markup import plain_text
from cuarenta_tutor.ui.play import PlayView

POSITION = parse_position(
    "rules: quito; score: 0-0; hands: 4d 5s Kc / Ac Ad Ah; table: 2c 5h 6c 7d; "
    "aside: As 2d 2h 2s 3c 3d 3h 3s 4c 4h 4s 5c 5d 6d 6h 6s 7c 7h 7s Jc Jd Jh Js "
    "Qc Qd Qh Qs Kd Kh Ks; held: - -"
)


def fail(details: str) -> None:
    raise AssertionError(details)


def click(row, code: str) -> None:
    row.clicked = code
    row.clicks += 1


def view_on_position() -> PlayView:
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="refusals")
    view.render(Translator("en"), False)
    view.new.click()
    view.game.position = POSITION  # the learner to move, a face card and a run on the table
    return view


def test_play_with_no_card_chosen_asks_for_one_and_plays_nothing():
    view = view_on_position()
    view.play.click()
    assert "Choose a card from your hand first." in plain_text(view.coach_box.value)
    assert "Choose a card from your hand first." in view.announcer.text
    assert view.game.position == POSITION
    assert not view.game.judged


def test_an_illegal_capture_is_refused_with_the_engines_reason_in_each_language():
    view = view_on_position()
    click(view.felt.hand_row, "Kc")
    click(view.felt.table_row, "2c")
    view.play.click()
    refused = judge_selection(POSITION, Selection(parse_card("Kc"), frozenset(parse_cards("2c"))))
    english = render_facts(refused.facts, Translator("en"))
    assert refused.facts
    assert english
    assert english in plain_text(view.coach_box.value)
    assert english in view.announcer.text
    assert view.game.position == POSITION, "an illegal capture was played"
    view.render(Translator("es"), False)
    spanish = render_facts(refused.facts, Translator("es"))
    assert spanish != english
    assert spanish in plain_text(view.coach_box.value)


def test_a_legal_capture_after_a_refusal_is_played_and_the_notice_goes():
    view = view_on_position()
    click(view.felt.hand_row, "Kc")
    click(view.felt.table_row, "2c")
    view.play.click()
    click(view.felt.table_row, "2c")  # take the 2 back out: the king alone is a drop
    view.play.click()
    assert view.game.moves[0].action.card == parse_card("Kc")
    assert view.notice is None
    reason = render_facts(
        judge_selection(POSITION, Selection(parse_card("Kc"), frozenset(parse_cards("2c")))).facts,
        Translator("en"),
    )
    assert reason not in plain_text(view.coach_box.value)
