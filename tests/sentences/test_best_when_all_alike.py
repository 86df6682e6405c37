"""A best verdict says when nothing could have been otherwise (walk P1d-N1).

"Best: 7♣ was exactly the right play" right before the engine's certain caída read as praise
for a move that could not have been otherwise: every play tied. Such a verdict says so, and
a hand of one card says it was the only play.
"""

from __future__ import annotations

from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import Band, judge
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.coach import verdict_text

EN, ES = Translator("en"), Translator("es")


def test_twin_cards_tie_and_the_verdict_says_every_play_comes_to_the_same():
    # the last round: the learner's two fours are the same card but for the suit
    position = parse_position("hands: 4s 4c / Kh Qd; table: 2h; captured: 18 17")
    verdict = judge(position, parse_action(position, "4s"))
    assert verdict.band is Band.BEST
    assert verdict.alike == 2
    assert verdict_text(verdict, EN) == "Best: every play comes to the same here."
    assert verdict_text(verdict, ES).endswith("todas las jugadas dan lo mismo.")


def test_a_hand_of_one_card_was_the_only_play():
    position = parse_position("hands: 4s / Kh; table: 2h; captured: 19 18")
    verdict = judge(position, parse_action(position, "4s"))
    assert verdict.alike == 1
    assert verdict_text(verdict, EN) == "Best: it was your only play."


def test_a_best_play_among_worse_ones_is_still_exactly_right():
    position = parse_position("hands: 5d Kh / 3h Qd; table: 5h; last: 5h; captured: 18 17")
    verdict = judge(position, parse_action(position, "5d x 5h"))
    assert verdict.band is Band.BEST
    assert verdict.alike == 0
    assert verdict_text(verdict, EN) == "Best: 5♦ → 5♥ was exactly the right play."
