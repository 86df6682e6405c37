"""The Play tab's results: "you" and "the engine" with one opponent, each deck by its number,
no empty "+0" lines, and a zapatería that says what it decided."""

from __future__ import annotations

import dataclasses

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.scoring import Event, EventKind, Note
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.play_results import (
    result_groups,
    result_line,
    results_html,
    results_speech,
)

QUITO = load_ruleset("quito")
EN = Translator("en")
LEFT = tuple(parse_card(code) for code in ("3c", "7d"))
MESA_LOST_BY_ZAPATERIA = [
    (0, Event(EventKind.LEFTOVERS, 1, 0, LEFT)),
    (0, Event(EventKind.CARTON, 1, 26)),
    (1, Event(EventKind.LEFTOVERS, 1, 0, LEFT)),
    (1, Event(EventKind.CARTON, 1, 0, note=Note.RULE_38)),
    (2, Event(EventKind.CHICA, 1)),
    (2, Event(EventKind.ZAPATERIA, 1)),
    (2, Event(EventKind.MESA, 1)),
]


def line(players: int, kind: EventKind, side: int, lang: str = "en", points: int = 0) -> str:
    return result_line(Event(kind, side, points), QUITO, players, Translator(lang))


def test_two_players_hear_you_and_the_engine():
    assert line(2, EventKind.CHICA, 0) == "You won the chica."
    assert line(2, EventKind.CHICA, 1) == "The engine won the chica."
    assert line(2, EventKind.CARTON, 0, points=6).endswith("for you: +6")
    assert line(2, EventKind.CARTON, 1, "es", points=6).endswith("para la computadora: +6")
    assert "side" not in line(2, EventKind.MESA, 1)


def test_four_players_still_count_by_side():
    assert line(4, EventKind.CHICA, 0) == "Your side won the chica."
    assert line(4, EventKind.CHICA, 1) == "The other side won the chica."
    assert line(4, EventKind.MESA, 0) == "Your side won the mesa!"
    assert line(4, EventKind.CARTON, 1, points=2).endswith("for the other side: +2")


def test_each_deck_has_its_number_and_no_line_says_plus_zero():
    groups = result_groups(MESA_LOST_BY_ZAPATERIA, QUITO, 2, EN)
    assert [deck for deck, _lines in groups] == ["Deck 1", "Deck 2", "Deck 3"]
    assert groups[0][1] == [
        "The engine takes the cards left on the table: 3♣ 7♦.",
        "Cartón for the engine: +26",
    ]
    cancelled = groups[1][1][1]
    assert cancelled.startswith("Cartón for the engine: no points (")
    assert cancelled == "Cartón for the engine: no points (from 38 points on only a caída scores)"
    assert "cancelled" not in cancelled, "no points (cancelled: …) says it twice (reader, de)"
    assert all("+0" not in text for _deck, lines in groups for text in lines)


def test_a_mesa_lost_by_zapateria_says_so_in_words():
    lines = result_groups(MESA_LOST_BY_ZAPATERIA, QUITO, 2, EN)[-1][1]
    assert lines == [
        "The engine won the chica.",
        "Zapatería: you lost the first chica with fewer than 10 points, and under these rules "
        "that ends the mesa at once.",
        "The engine won the mesa by zapatería.",
    ]
    four = result_groups(MESA_LOST_BY_ZAPATERIA, QUITO, 4, EN)[-1][1]
    assert four[1] == (
        "Zapatería: your side lost the first chica with fewer than 10 points, and under these "
        "rules that ends the mesa at once."
    )
    assert four[2] == "The other side won the mesa by zapatería."


def test_the_mesa_won_by_zapateria_says_once_what_a_zapateria_is():
    """ "By zapatería" said nothing of why a zapatería decides a mesa (words16, item 5)."""
    won = [(0, Event(EventKind.CHICA, 0)), (0, Event(EventKind.ZAPATERIA, 1))]
    won.append((0, Event(EventKind.MESA, 0)))
    for lang in ("en", "es", "de", "nl", "it", "sv", "fi"):
        tr = Translator(lang)
        for players in (2, 4):
            lines = [
                text for _deck, texts in result_groups(won, QUITO, players, tr) for text in texts
            ]
            assert len(lines) == 3, (lang, players, lines)
            zapateria = lines[1]
            assert "10" in zapateria, (lang, lines)
            assert "{" not in zapateria
            assert "10" not in lines[2], (lang, lines)  # the mesa's line, its heading: short
            assert sum("zapatería" in line.lower() for line in lines) == 2
    lower = dataclasses.replace(QUITO, zapateria_below=6)  # the threshold is the mesa's rules'
    assert "fewer than 6 points" in result_groups(won, lower, 2, EN)[-1][1][1]
    second = [(0, Event(EventKind.CHICA, 0)), *won]  # a later chica: the mesa goes on
    assert "first chica" not in " ".join(result_groups(second, QUITO, 2, EN)[-1][1])


def test_every_result_line_starts_with_a_capital_in_every_language():
    for lang in ("en", "es", "de", "nl", "it", "sv", "fi"):
        for players in (2, 4):
            for side in (0, 1):
                text = line(players, EventKind.CARTON, side, lang, points=6)
                assert text[0].isupper(), (lang, players, side, text)


def test_a_zapateria_in_the_second_chica_does_not_claim_the_mesa():
    second = [(0, Event(EventKind.CHICA, 0)), *MESA_LOST_BY_ZAPATERIA[4:]]
    lines = [text for _deck, texts in result_groups(second, QUITO, 2, EN) for text in texts]
    assert lines[-1] == "The engine won the mesa."


def test_the_results_heading_follows_the_page_title():
    html = results_html(MESA_LOST_BY_ZAPATERIA, QUITO, 2, Translator("es"))
    assert html.startswith("<h2>Fin de cada mano y chicas</h2>")  # after the page's h1
    assert "<h3" not in html
    assert "Mano 3" in html
    assert "por zapatería" in html


def test_the_results_said_after_an_action_keep_the_whole_mesa_in_mind():
    second = [(0, Event(EventKind.CHICA, 0)), *MESA_LOST_BY_ZAPATERIA[4:]]
    said = results_speech(second, QUITO, 2, EN, start=1)  # the second chica's end only
    assert said == (
        "Deck 3: The engine won the chica. Zapatería: you lost the chica with fewer than "
        "10 points. The engine won the mesa."
    )


def test_a_long_mesa_folds_its_earlier_decks_and_never_leaves_deck_one_out():
    nine = [(deck, Event(EventKind.LEFTOVERS, deck % 2, 0, LEFT)) for deck in range(9)]
    html = results_html(nine, QUITO, 2, Translator("fi"))
    assert html.count("<strong>Kierros ") == 9  # every deck, the walker's deck 1 too
    folded = html.split("</details>")[0]
    assert "<summary>1 aiempi kierros</summary>" in folded
    assert "Kierros 1<" in folded
    assert "Kierros 2<" not in folded  # the last eight stay open
    ten = [(deck, Event(EventKind.LEFTOVERS, 1, 0, LEFT)) for deck in range(10)]
    assert "<summary>2 aiempaa kierrosta</summary>" in results_html(ten, QUITO, 2, Translator("fi"))


def test_cards_in_a_result_are_said_by_name_to_screen_readers():
    """Walk P3 (N11): the leftover cards were read out as raw ♠ ♦ signs."""
    html = results_html(MESA_LOST_BY_ZAPATERIA, QUITO, 2, EN)
    shown, said = html.split("ct-visually-hidden'>", 1)
    assert "<span aria-hidden='true'>The engine takes the cards left on the table: 3♣ 7♦." in shown
    assert said.startswith("The engine takes the cards left on the table: three of clubs and seven")
    assert "<li>Cartón for the engine: +26</li>" in html, "no cards: said as shown"
