"""The coach: bands and reasons on hand-made situations, and it never peeks at hidden cards."""

import pytest

from cuarenta_tutor.engine.game import apply, new_game, parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search import CHICA_VALUE, solve
from cuarenta_tutor.engine.search.coach import (
    BANDS,
    Band,
    ReasonCode,
    assess,
    band_of,
    judge,
    knows_every_card,
)
from cuarenta_tutor.engine.search.strength import Strength, engine_player

STOCK = "stock: 5c 5s Jd Jh Qh Qs Ks Kd 2d 2h; captured: 9 9"


def verdict(text, action):
    position = parse_position(text)
    return judge(position, parse_action(position, action))


def codes(result):
    return [reason.code for reason in result.reasons]


def test_a_missed_caida_is_named_with_its_cards():
    # The 4♠ beside the 5♥ (not the J♠, whose capture the search that looks 8 cards deep
    # values as highly as the caída): the caída is clearly best, the drop clearly a mistake.
    result = verdict(
        f"hands: 5d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h 4s; last: 5h; {STOCK}", "2s"
    )
    assert not result.exact
    assert str(result.best) == "5d x 5h"
    assert result.band in (Band.MISTAKE, Band.BLUNDER)
    assert codes(result)[0] is ReasonCode.MISSED_CAIDA
    assert [str(card) for card in result.reasons[0].cards] == ["5h", "5d"]


@pytest.mark.usefixtures("this_deck_only")
def test_a_drop_that_gives_a_caida_away_is_flagged_with_its_chance():
    # Last round of the deck: the unseen cards are the opponent's hand, which holds the 6♣.
    result = verdict("hands: 6d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; captured: 15 14", "6d")
    assert result.exact
    assert result.band is Band.INACCURACY
    assert result.loss == 2
    assert codes(result) == [ReasonCode.GIVES_CAIDA, ReasonCode.SAFE_DROP]
    assert result.reasons[0].chance == 1.0
    assert result.reasons[1].cards == (result.best.card,)  # the better drop's rank is dead


@pytest.mark.usefixtures("later_decks")
def test_counting_the_later_decks_an_exact_loss_is_banded_in_points():
    """The same drop: 2 points lost, and with them a share of the chica over the later decks."""
    result = verdict("hands: 6d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; captured: 15 14", "6d")
    assert result.exact
    assert result.later_decks
    assert result.odds.points_lost == 2
    shares = result.odds.chica_share + result.odds.mesa_share  # 0-0: the mesa's zapatería too
    assert result.loss == pytest.approx(result.odds.points_lost + shares)
    assert result.loss > result.odds.points_lost  # two points and the chances they carry
    assert result.point > 1
    assert result.band is band_of(result.loss / result.point) is Band.INACCURACY
    for win, lose in (result.odds.best, result.odds.played):
        assert win + lose == pytest.approx(1, abs=0.002)  # someone wins it, now or later
    assert codes(result) == [ReasonCode.GIVES_CAIDA, ReasonCode.SAFE_DROP]


def test_a_missed_limpia_is_a_mistake():
    text = "hands: 7d Jc 2s Kh Qd / 3h 4h 6c 5d Ac; table: 3c 4s; captured: 14 14"
    result = verdict(text, "Jc")
    assert str(result.best) == "7d x 3c 4s"
    assert result.band is Band.MISTAKE
    assert codes(result) == [ReasonCode.MISSED_LIMPIA]


@pytest.mark.usefixtures("this_deck_only")
def test_on_38_missing_the_caida_that_ends_the_chica_is_a_blunder():
    text = (
        "score: 38-20; hands: 5d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h Js; last: 5h; "
        "captured: 14 14"
    )
    result = verdict(text, "Jc x Js")
    assert result.band is Band.BLUNDER
    assert result.loss >= CHICA_VALUE
    assert codes(result) == [
        ReasonCode.MISSED_CHICA,
        ReasonCode.MISSED_CAIDA,
        ReasonCode.ONLY_CAIDA_ON_38,
    ]


@pytest.mark.usefixtures("this_deck_only")
def test_on_38_a_missed_caida_that_empties_the_table_is_not_also_a_missed_limpia():
    """Native reader (it, December): "You missed a limpia" beside "from 38 only a caída can
    finish the chica": on 38 the limpia scores nothing, so it is not named as missed; nor
    under quito's todo dos, where a caída that empties the table scores 2 in all."""
    text = (
        "score: 38-20; hands: 5d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; last: 5h; captured: 15 14"
    )
    result = verdict(text, "Jc")
    assert str(result.best) == "5d x 5h"  # a caída and a limpia in one
    assert result.band is Band.BLUNDER
    assert codes(result) == [
        ReasonCode.MISSED_CHICA,
        ReasonCode.MISSED_CAIDA,
        ReasonCode.ONLY_CAIDA_ON_38,
    ]
    casual = verdict("rules: casual; " + text.replace("score: 38-20", "score: 30-20"), "Jc")
    assert ReasonCode.MISSED_LIMPIA in codes(casual), "where it scores, the limpia is said"
    quito = verdict(text.replace("score: 38-20", "score: 30-20"), "Jc")
    assert ReasonCode.MISSED_LIMPIA not in codes(quito), "todo dos: the caída's 2 are all"


@pytest.mark.usefixtures("later_decks")
def test_on_38_against_20_the_chica_missed_now_is_still_almost_certain_later():
    """Counting the later decks, 38 against 20 wins the chica later nearly always: the
    caída that ends it now is still best, and the verdict says both chances."""
    text = (
        "score: 38-20; hands: 5d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h Js; last: 5h; "
        "captured: 14 14"
    )
    result = verdict(text, "Jc x Js")
    assert str(result.best) == "5d x 5h"
    assert result.odds.best == (1.0, 0.0)
    assert 0.9 < result.odds.played[0] < 1.0
    assert result.band is band_of(result.loss / result.point)
    named = result.band in (Band.INACCURACY, Band.MISTAKE, Band.BLUNDER)
    assert (ReasonCode.MISSED_CHICA in codes(result)) is named  # from an inaccuracy on


def test_the_best_action_is_best_without_reasons():
    result = verdict(
        f"hands: 5d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h 4s; last: 5h; {STOCK}", "5d x 5h"
    )
    assert result.band is Band.BEST
    assert result.loss == 0
    assert result.reasons == ()


def test_the_bands_are_one_increasing_table():
    limits = [limit for limit, _ in BANDS]
    assert limits == sorted(limits)
    assert [band for _, band in BANDS] == list(Band)
    losses = (0, 0.5, 2, 4, 7, CHICA_VALUE)
    assert [band_of(loss) for loss in losses] == [*Band, Band.BLUNDER]


def test_the_coach_never_peeks_at_the_hidden_cards():
    # Swap the opponent's hand with part of the stock: what the mover sees is the same.
    seen = "hands: 5d Jc 2s Kh Qd / {other}; table: 5h Js; last: 5h; stock: {stock}; captured: 9 9"
    one = parse_position(seen.format(other="3h 4h 6c 7d Ac", stock="5c 5s Jd Jh Qh Qs Ks Kd 2d 2h"))
    two = parse_position(seen.format(other="5c 5s Jd Jh Qh", stock="3h 4h 6c 7d Ac Qs Ks Kd 2d 2h"))
    first, second = assess(one), assess(two)
    assert first.values == second.values
    assert first.best == second.best


def test_in_the_last_round_of_two_players_the_coach_is_exact():
    text = "hands: 6d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; captured: 15 14"
    position = parse_position(text)
    assert knows_every_card(position)
    assert assess(position).best in {play.action for play in solve(position).optimal}
    earlier = f"hands: 6d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; {STOCK}"
    assert not knows_every_card(parse_position(earlier.replace("9 9", "10 9")))


@pytest.mark.parametrize(
    ("strong", "weak"),
    # the expert's match searches every move: in the full run, the club's stays in the loop
    [pytest.param("expert", "beginner", marks=pytest.mark.slow), ("club", "beginner")],
)
def test_stronger_engine_players_win_more_mesas(strong, weak):
    wins = [0, 0]
    for seed in range(4):  # chicas to 20 (rapido): shorter mesas, the same play
        position = new_game("quito+rapido", players=2, seed=seed)
        players = [engine_player(strong, seed), engine_player(weak, seed)]
        while not position.is_over:
            position, _ = apply(position, players[position.turn].choose(position))
        wins[position.winner] += 1
    assert wins[0] >= 3


def test_strength_names_are_checked():
    assert [s.value for s in Strength] == ["beginner", "club", "expert"]
    with pytest.raises(ValueError, match="genius"):
        engine_player("genius")
