"""A right answer in Practice names the plays just as good once, not twice.

A screen-reader user heard the same list twice after a right play: the verdict said "Just as
good: …" and the explanation under the table, shown as soon as the puzzle is solved, said it
again after the best play.
"""

from test_practice_widgets import card_play_app, play

from cuarenta_tutor.ui import practice_model


def _app_with_several_answers():
    app = card_play_app()
    for _ in range(40):
        puzzle = app.practice.practice.puzzle
        if len(puzzle.answers) > 1 and not {"ronda", "claim"} & set(puzzle.answers):
            return app
        app.practice.practice.next()
        app.practice.render()
    raise AssertionError("no puzzle with several card-play answers among 40")


def test_the_list_of_plays_just_as_good_is_said_once_after_the_best():
    app = _app_with_several_answers()
    panel = app.practice
    answers = panel.practice.puzzle.answers
    play(app, answers[1])  # a right play that is not the first answer
    verdict = practice_model.verdict_html(panel.practice, app.tr)
    assert "Right!" in verdict
    assert "Just as good" not in verdict
    assert "Just as good" in panel.explanation.value  # said there, after the best play
    assert panel.announcer.text.count("Just as good") == 1
