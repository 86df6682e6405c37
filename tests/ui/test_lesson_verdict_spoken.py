"""A quiz's or a count's verdict is read out with the explanation shown beside it (P3-N2).

A card lesson's verdict carries its reason ("5♠ takes 5♣ …"); a quiz's says only "Right!" and
its reason is the lesson's explanation below. A screen-reader user must hear both, through
the lesson's one live region.
"""

import pytest

from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.markup import spoken_text


def answer(app: TutorApp, *, option: str = "", count: tuple[str, str] = ("", "")) -> None:
    view = app.lesson_view
    if option:
        view.options.value = option
    else:
        view.ours.value, view.theirs.value = count
    view.check.click()


@pytest.mark.parametrize(
    ("lesson", "given"),
    [("first-forty-cards", {"option": "40"}), ("carton-twenty-two", {"count": ("8", "0")})],
)
@pytest.mark.parametrize("lang", ["fi", "en"])
def test_a_solved_quiz_or_count_says_its_verdict_and_its_explanation(lesson, given, lang):
    app = TutorApp(query=f"?lang={lang}&lesson={lesson}")
    view = app.lesson_view
    serial = view.announcer.serial
    answer(app, **given)
    assert app.session.done
    explanation = spoken_text(view.explanation.value)
    assert explanation  # shown on the screen …
    assert view.announcer.serial == serial + 1  # … and said once, with the verdict first
    assert view.announcer.text.startswith(spoken_text(view.feedback.value)[:20])
    assert view.announcer.text.endswith(explanation)
    assert view.announcer.lang == lang


def test_a_wrong_answer_says_no_explanation_before_it_is_shown():
    app = TutorApp(query="?lang=en&lesson=first-forty-cards")
    answer(app, option="52")
    view = app.lesson_view
    assert not app.session.done
    assert "Not quite" in view.announcer.text
    assert view.explanation.value == ""
    assert view.announcer.text == spoken_text(view.feedback.value)


def test_a_card_lessons_verdict_starts_each_sentence_with_a_capital_and_says_the_arrow():
    """Issue 25, N9: "Oikein! pataviitonen …" and "→" read as a sign; now a capital, a verb."""
    app = TutorApp(query="?lang=fi&lesson=captures-match")
    view = app.lesson_view
    view.typed.value = "5s x 5c"
    view.typed_go.click()
    said = view.announcer.text
    assert said.startswith("Oikein! ")
    after = said.removeprefix("Oikein! ")
    assert after[0].isupper(), said
    assert "→" not in said
    assert not any(sign in said for sign in "♠♥♦♣")
