"""The Play tab's results: with one opponent they say "you" and "the engine", never "sides"."""

from __future__ import annotations

from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.scoring import Event, EventKind
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.play import PlayView

QUITO = load_ruleset("quito")


def line(players: int, kind: EventKind, side: int, lang: str = "en", points: int = 0) -> str:
    view = PlayView(save_review=lambda _positions: 0, show_error=print)
    view.tr = Translator(lang)
    return view._result_line(Event(kind, side, points), QUITO, players)


def test_two_players_hear_you_and_the_engine():
    assert line(2, EventKind.CHICA, 0) == "You won the chica."
    assert line(2, EventKind.CHICA, 1) == "The engine won the chica."
    assert line(2, EventKind.CARTON, 0, points=6).endswith("for you: +6")
    assert line(2, EventKind.CARTON, 1, "es", points=6).endswith("para la computadora: +6")
    assert "side" not in line(2, EventKind.MESA, 1)


def test_four_players_still_count_by_side():
    assert line(4, EventKind.CHICA, 0) == "Chica won by your side"
    assert line(4, EventKind.CARTON, 1, points=2).endswith("for the other side: +2")
