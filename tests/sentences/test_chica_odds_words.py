"""The chica's odds in the coach's words: whose odds, how sure, and whenever they worsen.

Before, a four-player loss said "your odds" (es "tus posibilidades") where they are the side's,
a certain chance was "about 100%", and a line whose chica chance dropped further than its
neighbour's said nothing about the chica when its points alone already made the band.
"""

import pytest
from babel.numbers import format_decimal

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search.coach import Band, Reason, ReasonCode, Verdict
from cuarenta_tutor.engine.search.split import Odds
from cuarenta_tutor.i18n import Translator, available_languages
from cuarenta_tutor.sentences.coach import verdict_text
from cuarenta_tutor.sentences.odds import chance_percent, chica_texts, loss_text

BEST, PLAYED = Play(parse_card("5s"), (parse_card("5h"),)), Play(parse_card("7s"))
LANGS = available_languages()


def _verdict(points: float, best, played, band: Band, players: int = 2, reasons=()) -> Verdict:
    odds = Odds(points, best, played)
    loss = points + odds.chica_share
    return Verdict(PLAYED, BEST, loss, band, tuple(reasons), False, odds=odds, players=players)


BLUNDER_BY_CHICA = ((0.60, 0.10), (0.35, 0.10), Band.BLUNDER)  # 0.4 points: the chica makes it


@pytest.mark.parametrize(
    ("players", "lang", "text"),
    [
        (2, "en", "about 0.4 points lost, and worse odds for the chica"),
        (4, "en", "about 0.4 points lost, and worse odds for your side in the chica race"),
        (
            4,
            "es",
            "te cuesta alrededor de 0,4 puntos y empeora las posibilidades de tu bando de "
            "ganar la chica",
        ),
        (
            4,
            "it",
            "ti costa circa 0,4 punti e riduce le probabilità della tua squadra di vincere "
            "la chica",
        ),
        (4, "sv", "kostar ungefär 0,4 poäng och försämrar er chans att vinna chican"),
    ],
)
def test_with_partners_the_worse_odds_are_the_sides(players, lang, text):
    assert loss_text(_verdict(0.4, *BLUNDER_BY_CHICA, players), Translator(lang)) == text


@pytest.mark.parametrize("lang", LANGS)
def test_no_points_lost_but_worse_odds_names_the_side_with_partners(lang):
    tr = Translator(lang)
    two = loss_text(_verdict(0.0, *BLUNDER_BY_CHICA, 2), tr)
    four = loss_text(_verdict(0.0, *BLUNDER_BY_CHICA, 4), tr)
    assert two == tr.gettext("no points lost, but worse odds for the chica")
    assert four == tr.gettext("no points lost, but worse odds for your side in the chica race")
    assert two != four


def test_a_certain_chance_is_said_without_about():
    """The only_caida_on_38 line: the best play wins the chica at once (a chance of 1)."""
    verdict = _verdict(
        0.0, (1.0, 0.0), (0.4, 0.1), Band.BLUNDER, reasons=[Reason(ReasonCode.MISSED_CHICA)]
    )
    en = chica_texts(verdict, Translator("en"))
    assert en[0] == (
        "Your chance of winning the chica in this deck: 100% after the coach's choice, "
        "about 40% after yours."
    )
    assert en[1] == (
        "Your opponent's chance of winning the chica in this deck: 0% after the coach's "
        "choice, about 10% after yours."
    )
    it = chica_texts(verdict, Translator("it"))
    assert "100% con la scelta dell'allenatore, circa 40% con la tua" in it[0]
    es = chica_texts(verdict, Translator("es"))
    assert "el 0\xa0% con la jugada del entrenador y alrededor del 10\xa0% con la tuya" in es[1]


@pytest.mark.parametrize("lang", LANGS)
def test_no_language_says_about_before_a_certain_chance(lang):
    tr = Translator(lang)
    verdict = _verdict(0.0, (1.0, 0.0), (0.4, 0.1), Band.BLUNDER, players=4)
    about = tr.pgettext("chance", "about {percent}")
    said = " ".join(chica_texts(verdict, tr))
    for certain in (1.0, 0.0):
        assert about.format(percent=chance_percent(certain, tr)) not in said
    assert about.format(percent=chance_percent(0.4, tr)) in said
    assert "{" not in verdict_text(verdict, tr)


def test_the_chica_is_named_whenever_its_odds_worsen_notably():
    """Points alone make this a blunder (7 points), yet the chica chance drops by 25 points."""
    worse = _verdict(7.0, (0.60, 0.10), (0.35, 0.10), Band.BLUNDER)
    assert loss_text(worse, Translator("en")) == (
        "about 7 points lost, and worse odds for the chica"
    )
    slight = _verdict(7.0, (0.6000, 0.10), (0.5995, 0.10), Band.BLUNDER)  # half a point's worth
    assert loss_text(slight, Translator("en")) == "about 7 points lost"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_missed_caida_comes_before_the_chicas_figures(lang):
    """On a phone the verdict's box shows its first lines: what the learner can act on (a
    missed caída) comes before the chica's figures (walk P1c-N1)."""
    tr = Translator(lang)
    missed = Reason(ReasonCode.MISSED_CAIDA, (parse_card("5h"), parse_card("5s")))
    verdict = _verdict(2.8, *BLUNDER_BY_CHICA, reasons=(missed,))
    text, figures = verdict_text(verdict, tr), chica_texts(verdict, tr)
    missed_caida = "You missed a caída: {card} would have taken {target} as a caída."
    caida = tr.gettext(missed_caida).split(":")[0]
    assert figures
    assert caida in text
    assert text.index(caida) < min(text.index(figure) for figure in figures)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("lang", LANGS)
def test_counting_the_later_decks_one_chance_is_said_in_every_language(lang, players):
    """The chances then cover the later decks and add up to 1: only the learner's side's is
    said, in a sentence that does not claim "in this deck" (walk finding P1-N1)."""
    tr = Translator(lang)
    odds = Odds(1.0, (0.92, 0.08), (0.887, 0.113))
    later = Verdict(
        PLAYED, BEST, 67.0, Band.INACCURACY, (), False, odds=odds, players=players,
        point=34.6, later_decks=True,
    )  # fmt: skip
    (said,) = chica_texts(later, tr)
    assert chance_percent(0.92, tr) in said
    assert chance_percent(0.887, tr) in said
    assert "{" not in said
    english = Translator("en")
    if lang != "en":
        assert said != chica_texts(later, english)[0]  # translated
    this_deck = chica_texts(
        _verdict(1.0, (0.92, 0.08), (0.887, 0.113), Band.INACCURACY, players), tr
    )
    assert said not in this_deck
    assert (
        loss_text(later, english if lang == "en" else tr).count(format_decimal(1.9, locale=tr.lang))
        == 1
    )  # 67 over 34.6 a point: about 1.9 points, as the band reads it
