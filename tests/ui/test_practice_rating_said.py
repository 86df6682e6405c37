"""A rated answer says how far it moved the learner's rating, on screen and aloud (walk P3).

A screen-reader user solved a rated puzzle and heard the verdict only: the rating beside the
puzzle changed silently, and a sighted learner had to remember the old figure to see the move.
"""

from test_practice_widgets import card_play_app, play, wrong_play

from cuarenta_tutor.tutor.practice import Mode


def test_a_right_answer_says_the_rating_went_up_and_by_how_much():
    app = card_play_app()
    panel = app.practice
    before = round(panel.practice.record.learner.rating.rating)
    play(app, panel.practice.puzzle.answers[0])
    after = round(panel.practice.record.learner.rating.rating)
    assert after > before
    said = f"Your rating: {after} (+{after - before})"
    assert said in panel.status.value
    assert said in panel.announcer.text  # with the verdict, in one message
    assert panel.announcer.text.startswith("Right!")
    assert panel.announcer.text.endswith(f". {said}.")  # the verdict first, then the rating


def test_a_wrong_answer_says_the_fall_with_a_minus_sign_and_the_next_puzzle_forgets_it():
    app = card_play_app()
    panel = app.practice
    before = round(panel.practice.record.learner.rating.rating)
    play(app, wrong_play(app))
    after = round(panel.practice.record.learner.rating.rating)
    assert after < before
    assert f"Your rating: {after} (\u2212{before - after})" in panel.announcer.text
    panel.retry.click()  # a retry is unrated: the change stays the first answer's
    assert f"(\u2212{before - after})" in panel.status.value
    panel.practice.next()
    panel.render()
    assert "Your rating: " in panel.status.value
    assert "(" not in panel.status.value.split("·")[0]  # a new puzzle: no change yet


def test_an_unrated_streak_answer_says_no_rating_change():
    app = card_play_app()
    panel = app.practice
    panel.practice.start(Mode.STREAK)
    while panel.practice.puzzle.answers[0] in ("ronda", "claim"):  # a card to click
        panel.practice.next()
    panel.render()
    play(app, panel.practice.puzzle.answers[0])
    assert panel.announcer.text.startswith("Right!")
    assert panel.practice.rating_change is None
    assert "Your rating:" not in panel.announcer.text
