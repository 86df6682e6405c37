"""Walk P2-N2 and N3: the coach says why a risk costs little, or could not be avoided.

N2: "Good (about 0.1 points lost)" beside a certain caída given away: the chica was as
good as decided, so every play scored alike; the verdict now says so, and only then. N3:
"Best" right before the engine's caída on the card just dropped: every card the learner
could play risked one, and the verdict says so, from the coach's own chance for each.
"""

from dataclasses import replace

import pytest

from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search.coach import Band, ReasonCode, assess, judge, verdict_from
from cuarenta_tutor.engine.search.declared import known_chance
from cuarenta_tutor.engine.search.reasons import chica_decided

# the last round of a deck: the opponent's hand is the unseen cards, and it holds the 6♣
LAST_ROUND = "hands: 6d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; captured: 15 14"
# the first play of a deck, on an empty table: every play is a drop
FIRST_PLAY = (
    "hands: Qc 3d 5s 7h Kc / 2h 4h 6c 7d Ac; "
    "stock: 2c 4d 7c 6s 2s Ad 3h Qs Ks 5h Jc Qh Jd As 7s "
    "2d Js 3c 4s Jh 4c Kh 6d 6h 3s Ah 5d Qd 5c Kd"
)


def judged(text, action):
    position = parse_position(text)
    return judge(position, parse_action(position, action))


def codes(verdict):
    return [reason.code for reason in verdict.reasons]


@pytest.mark.usefixtures("later_decks")
def test_a_caida_given_when_the_chica_is_decided_says_why_it_is_good():
    verdict = judged(f"score: 36-0; {LAST_ROUND}", "6d")
    assert verdict.band is Band.GOOD
    # the better drop's rank is dead (walk P2-N4): said right after the caída risked
    assert codes(verdict) == [
        ReasonCode.GIVES_CAIDA,
        ReasonCode.SAFE_DROP,
        ReasonCode.CHICA_DECIDED,
    ]
    assert verdict.reasons[0].chance == 1.0  # the cards seen prove it: a certain gift
    for best, played in zip(verdict.odds.best, verdict.odds.played, strict=True):
        assert abs(best - played) <= 0.005
        assert min(best, 1 - best) <= 0.01


@pytest.mark.usefixtures("later_decks")
def test_a_limpia_given_while_losing_for_sure_is_said_the_same_way():
    # in a later chica: in the first, at 0 points, the mesa is at stake (the test below)
    verdict = judged(f"chicas: 0-1; score: 0-34; {LAST_ROUND}", "2s")
    assert verdict.band is Band.GOOD
    # the learner's 2♠ was safe from a caída (every other 2 played): the limpia was the risk
    assert codes(verdict) == [
        ReasonCode.GIVES_LIMPIA,
        ReasonCode.CHICA_DECIDED,
        ReasonCode.SAFE_DROP,
    ]


@pytest.mark.usefixtures("later_decks")
def test_in_the_first_chica_a_chica_lost_for_sure_may_still_decide_the_mesa():
    # walk17 M1: at 0-34 the learner loses the chica whatever it plays, but a chica lost
    # under 10 points is a zapatería and ends the mesa: the limpia given makes it likelier
    verdict = judged(f"score: 0-34; {LAST_ROUND}", "2s")
    assert verdict.band in (Band.INACCURACY, Band.MISTAKE, Band.BLUNDER)
    assert ReasonCode.CHICA_DECIDED not in codes(verdict)
    best, played = verdict.odds.zapateria
    assert played < best < 0  # the opponent's zapatería, likelier after the limpia given


@pytest.mark.usefixtures("later_decks")
def test_when_the_chica_is_open_the_same_gift_is_not_excused():
    verdict = judged(f"score: 30-0; {LAST_ROUND}", "6d")
    assert verdict.band is Band.INACCURACY
    assert codes(verdict) == [ReasonCode.GIVES_CAIDA, ReasonCode.SAFE_DROP]


@pytest.mark.usefixtures("this_deck_only")
def test_counting_this_deck_only_no_chica_is_called_decided():
    # 0 % by the deck's end for both sides says only that the chica will not end in this deck
    assessment = assess(parse_position(f"score: 0-30; {LAST_ROUND}"))
    played, best = (parse_action(assessment.position, a) for a in ("6d", "Jc"))
    assert assessment.chances[played] == assessment.chances[best] == (0.0, 0.0)
    assert not chica_decided(assessment, played, best)
    assert chica_decided(replace(assessment, later_decks=True), played, best)


def test_a_best_drop_when_every_play_risks_a_caida_says_so():
    position = parse_position(FIRST_PLAY)
    assessment = assess(position)
    best = assessment.best
    verdict = verdict_from(assessment, best)
    assert verdict.band is Band.BEST
    assert verdict.alike == 0
    (reason,) = verdict.reasons
    assert reason.code is ReasonCode.LEAST_RISK
    assert reason.cards == (best.card,)
    # proved from the coach's own chance for every play the learner had
    chances = {
        play: known_chance(position, play, -assessment.immediate[play].key[2], limpia=False)
        for play in assessment.values
    }
    assert all(isinstance(play, Play) and play.is_drop for play in chances)
    assert reason.chance == chances[best] > 0
    assert min(chances.values()) == reason.chance
    assert reason.number == sum(c == reason.chance for c in chances.values()) - 1


def test_a_best_drop_is_not_excused_when_a_safer_card_was_there():
    # 6♦ ties for best, but K♥, Q♦ and J♣ risked nothing: no "every card risked a caída";
    # the caída it risks is still said, with its chance (walk P3, N10b: "Best", then a caída)
    verdict = judged(f"score: 0-30; {LAST_ROUND}", "6d")
    assert verdict.band is Band.BEST
    assert [r.code for r in verdict.reasons] == [ReasonCode.RISKS_CAIDA]


def test_a_best_capture_says_no_risk():
    verdict = judged("hands: 5d Kh / 3h Qd; table: 5h; last: 5h; captured: 18 17", "5d x 5h")
    assert verdict.band is Band.BEST
    assert verdict.reasons == ()
