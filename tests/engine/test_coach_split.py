"""The coach keeps a value's points and its chances of the chica apart (issue 23/24).

The learner reads a loss in points a deck can bring and, apart, each side's chance of the
chica as the coach computed it; the split must leave the search's values untouched.
"""

import random

import pytest

from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.bands import decided_band
from cuarenta_tutor.engine.search.coach import CONFIDENCE, Band, assess, band_of, judge
from cuarenta_tutor.engine.search.deck_value import deck_value
from cuarenta_tutor.engine.search.lookahead import _deal_values
from cuarenta_tutor.engine.search.moves import MoveTable
from cuarenta_tutor.engine.search.sampling import sample_deals
from cuarenta_tutor.engine.search.scorer import Scorer
from cuarenta_tutor.engine.search.solver import _DealSearch, _Limits
from cuarenta_tutor.engine.search.split import SCALE, decode, encode, split
from cuarenta_tutor.engine.search.state import CHICA_VALUE, DeckGame

RACE = (
    "rules: quito; chicas: 0-1; score: 24-24; hands: 6d Js Kc Kd / 3h 7d Kh; "
    "table: Ac 3d Jc Qs; stock: 2s 7s 5s Qd 4c 2h As Qh 6c Ks; last: 3d; captured: 5 14; "
    "dealer: 0; turn: 0; capturer: 1"
)
"""Two players on 24 each, a round before the deck's end: the chica is in the race."""


def test_the_tie_break_decodes_for_either_side():
    rng = random.Random(7)
    for _ in range(500):
        side, win0, win1 = rng.randrange(2), rng.randrange(1001), rng.randrange(1001)
        balance0 = rng.randrange(-1000, 1001)  # the first chica's zapatería balance
        assert decode(side, encode(side, win0, win1, balance0)) == (win0, win1, balance0)
        value = rng.randrange(-2400, 2400)
        parts = split(side, value * SCALE + encode(side, win0, win1, balance0))
        assert parts.value == value
        mine, theirs = (win0, win1) if side == 0 else (win1, win0)
        assert (parts.win, parts.lose) == (mine / 1000, theirs / 1000)
        assert parts.zapateria == (balance0 if side == 0 else -balance0) / 1000


def test_the_split_search_gives_the_plain_searchs_values():
    position = parse_position(RACE)
    actions = [parse_action(position, text) for text in ("Js x Jc Qs", "Js", "6d", "Kc")]
    model = deck_value(position.ruleset, 2, position.dealer)
    moves, scorer = MoveTable(position.ruleset), Scorer(position.ruleset, position.dealer)

    def horizon(s0, s1, p0, p1, in_play, left, tenths):
        return round(model.value((s0, s1), (p0, p1), in_play, left, tenths))

    for world in sample_deals(position, 6, "split-test"):
        parts, _ = _deal_values(world, actions, model, moves, scorer)
        game = DeckGame(world, moves_table=moves, scorer=scorer, horizon=horizon)
        plain = _DealSearch(world, _Limits(None), game=game)
        assert [p.value for p in parts] == [plain.value(o) for o, _ in plain.values(actions)]
        for part in parts:  # the value is its points plus the chica's share
            assert 0 <= part.win <= 1
            assert 0 <= part.lose <= 1
            assert part.points == pytest.approx(part.value - CHICA_VALUE * (part.win - part.lose))


@pytest.mark.usefixtures("this_deck_only")
def test_a_loss_is_split_in_points_and_chances_that_add_up_to_it():
    position = parse_position(RACE)
    assessment = assess(position)
    assert not assessment.exact
    for action in assessment.values:
        odds = assessment.odds(action)
        assert odds.points_lost + odds.chica_share == pytest.approx(assessment.loss(action))
    verdict = judge(position, parse_action(position, "Js"))
    assert verdict.band is Band.BLUNDER
    assert verdict.loss > 40  # the chica's weight: never said as points
    assert 0 < verdict.odds.points_lost < 10  # what a deck can bring
    assert verdict.odds.played[1] > verdict.odds.best[1]  # the opponent's chance grows


@pytest.mark.usefixtures("later_decks")
def test_counting_the_later_decks_the_parts_add_up_and_the_chances_to_one():
    position = parse_position(RACE)
    assessment = assess(position)
    assert assessment.later_decks
    assert assessment.point > 1
    for action in assessment.values:
        odds = assessment.odds(action)
        assert odds.points_lost + odds.chica_share == pytest.approx(assessment.loss(action))
        win, lose = assessment.chances[action]
        assert win + lose == pytest.approx(1, abs=0.002)
    verdict = judge(position, parse_action(position, "Js"))
    point = verdict.point
    assert verdict.band is decided_band(verdict.loss / point, verdict.error / point, CONFIDENCE)
    assert verdict.doubted is (verdict.band is not band_of(verdict.loss / point))
    assert verdict.odds.played[1] > verdict.odds.best[1]  # the opponent's chance grows


@pytest.mark.usefixtures("this_deck_only")
def test_an_exact_verdict_splits_its_chica_as_certainties():
    text = "hands: 6d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; captured: 15 14"
    position = parse_position(text)
    verdict = judge(position, parse_action(position, "6d"))
    assert verdict.exact
    assert verdict.odds.points_lost == verdict.loss == 2
    assert verdict.odds.chica_share == 0


def test_the_walk_and_the_split_search_agree_on_each_deal():
    from cuarenta_tutor.engine.search.lookahead import _split_value
    from cuarenta_tutor.engine.search.split import SplitGame

    position = parse_position(RACE)
    actions = [parse_action(position, text) for text in ("Js x Jc Qs", "Js", "6d", "Kc")]
    model = deck_value(position.ruleset, 2, position.dealer)
    moves, scorer = MoveTable(position.ruleset), Scorer(position.ruleset, position.dealer)
    for world in sample_deals(position, 6, "walk-test"):
        walked, _ = _deal_values(world, actions, model, moves, scorer)
        game = SplitGame(world, model=model, moves_table=moves, scorer=scorer)
        again = _DealSearch(world, _Limits(None), game=game)
        for parts, action in zip(walked, actions, strict=True):
            split_parts = _split_value(again, action)
            assert parts.value == split_parts.value
            # Equal values may come from different leaves; each split adds up to the value.
            assert parts.points + CHICA_VALUE * (parts.win - parts.lose) == pytest.approx(
                parts.value
            )


@pytest.mark.parametrize("name", ["LeafGame", "SplitGame"])
def test_a_game_valued_by_its_model_refuses_another_horizon(name):
    from cuarenta_tutor.engine.search import split as module

    position = parse_position(RACE)
    model = deck_value(position.ruleset, 2, position.dealer)
    game = getattr(module, name)(position, model=model)
    assert game.horizon_value is not None  # its own, the model's
    with pytest.raises(TypeError, match="the model is this game's horizon"):
        getattr(module, name)(position, model=model, horizon=lambda *_: 0)


def test_a_game_without_a_horizon_plays_the_whole_deck():
    game = DeckGame(parse_position(RACE))
    assert game.horizon_value is None
    assert game.deal_limit == len(game.rounds)
    assert game.stop_cards == 0
