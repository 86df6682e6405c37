"""The coach names who takes last when that is why a last-round play loses (walk P1-N2).

At 2–2, with every card known, the learner took J♣ with J♦ at once; the coach said
"Blunder … the gain comes later", and nothing a learner could use. Played out with the
solver's best replies, keeping the jack for the last card made the learner the last to take,
and the last to take collects the cards left on the table.
"""

from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.engine.search.coach import Band, ReasonCode, judge
from cuarenta_tutor.engine.search.played_out import last_take, played_out
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.play_text import coached_text

KEEP_THE_JACK = (
    "rules: quito; score: 2-4; hands: 2h 7s Jd / 4s Jc Ks; table: 2c 3h 5s 6c Qd Kc; "
    "last: Kc; captured: 15 13; capturer: 0"
)
"""Dropping 2♥ lets the opponent take last; dropping J♦ keeps J♦ → J♣ for the last card."""


def _leftovers(events):
    return next(e for e in events if e.kind is EventKind.LEFTOVERS)


def test_the_best_line_takes_last_and_the_played_one_does_not():
    position = parse_position(KEEP_THE_JACK)
    drop_two, drop_jack = parse_action(position, "2h"), parse_action(position, "Jd")
    assert _leftovers(played_out(position, drop_jack)).side == position.side
    assert _leftovers(played_out(position, drop_two)).side != position.side
    left = last_take(position, drop_two, drop_jack)
    assert left == _leftovers(played_out(position, drop_jack)).cards
    assert last_take(position, drop_jack, drop_jack) == ()  # the best against itself: nothing


def test_the_verdict_says_the_last_to_take_collects_the_cards_left():
    position = parse_position(KEEP_THE_JACK)
    verdict = judge(position, parse_action(position, "2h"))
    assert verdict.exact
    assert verdict.band in (Band.MISTAKE, Band.BLUNDER)
    (reason,) = [r for r in verdict.reasons if r.code is ReasonCode.LAST_TAKE]
    assert reason.number == len(reason.cards) > 0
    text = coached_text(verdict, Translator("en"))
    assert "makes you the last to take" in text
    assert f"the {reason.number} cards left on the table at the end go to you" in text
    assert "The gain comes later" not in text  # the concrete reason replaces the vague one
    for lang in LANGUAGES[1:]:
        said = coached_text(verdict, Translator(lang))
        assert "{" not in said
        assert str(reason.number) in said
        assert "Played out" not in said  # translated
