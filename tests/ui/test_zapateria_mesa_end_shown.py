"""A mesa ended by zapatería says why on screen too, once (walk17 L5).

The screen's mesa panel said only "Zapatería: you lost the chica with fewer than 10 points";
the live region said "…the first chica…, and under these rules that ends the mesa at once".
Now the panel says the whole reason, the results list below it the short line, and the
live region the whole reason once.
"""

from __future__ import annotations

from test_mesa_end_said_first import play_a_short_mesa_to_its_end

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.markup import plain_text

WHY = (
    "Zapatería: you lost the first chica with fewer than 10 points, and under these rules "
    "that ends the mesa at once."
)


def test_the_mesa_panel_says_why_a_zapateria_ended_the_mesa_once_on_screen_and_in_speech():
    view = play_a_short_mesa_to_its_end("en")
    assert plain_text(view.mesa_text.value).startswith("The engine won the mesa by zapatería.")
    shown = [plain_text(widget.value) for widget in (view.mesa_text, view.review, view.results)]
    assert WHY in shown[0], shown[0]  # in the panel the sighted learner reads first
    assert sum(text.count(WHY) for text in shown) == 1, shown
    assert "Zapatería: you lost the chica with fewer than 10 points." in shown[2]
    assert view.announcer.text.count(WHY) == 1, view.announcer.text
    assert "Zapatería: you lost the chica" not in view.announcer.text


def test_the_reason_is_shown_in_the_learners_language():
    es = Translator("es")
    view = play_a_short_mesa_to_its_end("es")
    why = es.gettext(
        "Zapatería: you lost the first chica with fewer than {points} points, and under "
        "these rules that ends the mesa at once."
    ).format(points=10)
    assert why in plain_text(view.mesa_text.value)
    assert why in view.announcer.text
