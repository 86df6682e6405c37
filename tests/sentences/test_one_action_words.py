"""One action is said as a teacher says it: "Your one action …", never "Your 1 action …".

The review of a mesa with a single learner action read "Your 1 action by rating: Best 1" and
"Your 1 action was played with the hint" (words16, item 2). The singular of these messages
now leaves out {n}: safe, since every language's plural rule keeps that form for n == 1.
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui import play_panels

ONE_ACTION = [
    (
        "Your one action by rating: {counts}",
        "Your {n} actions by rating: {counts}",
    ),
    (
        "One action played with the hint is not counted in it.",
        "{n} actions played with the hint are not counted in it.",
    ),
    (
        "Your one action was played with the hint: there is no accuracy of your own to give.",
        "All {n} of your actions were played with the hint: there is no accuracy of your "
        "own to give.",
    ),
    (
        "Your one action by rating (played with the hint): {counts}",
        "Your {n} actions by rating, the hinted ones included: {counts}",
    ),
    (
        "Accuracy: {accuracy}, the share of best or good plays in your one action.",
        "Accuracy: {accuracy}, the share of best or good plays in your {n} actions.",
    ),
    (
        "Accuracy of your own actions: {accuracy}, the share of best or good plays in your one "
        "action made without a hint.",
        "Accuracy of your own actions: {accuracy}, the share of best or good plays in your {n} "
        "actions made without a hint.",
    ),
]


def test_a_mesa_of_one_action_says_your_one_action():
    game = PlayGame(seed="own")
    game.act(legal_actions(game.position)[-1])
    said = play_panels.mesa_review_html(game, "", Translator("en"))
    assert "Your one action by rating: Best " in said
    assert "in your one action." in said
    assert "1 action" not in said


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("singular", "plural"), ONE_ACTION, ids=lambda text: text[:24])
def test_the_form_without_a_number_is_only_ever_said_of_one(lang, singular, plural):
    """Each count other than 1 gets a form that says its number; 1 gets no stray "1"."""
    tr = Translator(lang)
    values = {"counts": "", "accuracy": ""}
    for n in (0, 2, 5, 11, 21, 101, 1_000_000):
        text = tr.ngettext(singular, plural, n).format(n=n, **values)
        assert str(n) in text, (lang, n, text)
    one = tr.ngettext(singular, plural, 1).format(n=1, **values)
    assert "{" not in one
    assert "1" not in one, (lang, one)
