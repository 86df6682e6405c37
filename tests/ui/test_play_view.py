"""The Play tab in the kernel: a new mesa asks before a game is lost, notices follow the
language, the main button says what it will do, and screen readers hear the deck ends."""

from __future__ import annotations

from cuarenta_tutor.engine.game import Claim, Declare, legal_actions
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search.coach import Band, assess
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.play import PlayView


def fail(details: str) -> None:
    raise AssertionError(details)


def new_view(seed: str = "view") -> PlayView:
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed=seed)
    view.render(Translator("en"), False)
    view.new.click()
    return view


def click(row, code: str) -> None:
    """Click a card as the page reports it."""
    row.clicked = code
    row.clicks += 1


def act(view: PlayView, action) -> None:
    """Make ``action`` with the screen's buttons and cards, as a learner would."""
    if isinstance(action, Declare):
        view.declare.click()
    elif isinstance(action, Claim):
        view.claim.click()
    else:
        click(view.felt.hand_row, str(action.card))
        for card in action.captured:
            click(view.felt.table_row, str(card))
        view.play.click()


def is_capture(action) -> bool:
    return isinstance(action, Play) and bool(action.captured)


def test_a_new_mesa_during_a_game_asks_first_and_keep_playing_keeps_the_game():
    view = new_view()
    fresh = view.game
    view.new.click()  # nothing played yet: nothing to lose, no question
    assert view.game is not fresh
    assert not view.confirming
    game = view.game
    act(view, game.hint())
    view.new.click()
    assert view.game is game, "one press on New mesa threw the game away"
    assert view.new.description == "Yes, start a new mesa"
    assert view.keep.layout.display == ""
    assert "The game in progress will be lost" in view.question.value
    assert "The game in progress will be lost" in view.announcer.text
    view.keep.click()
    assert view.game is game
    assert not view.confirming
    assert view.new.description == "New mesa"
    assert view.keep.layout.display == "none"
    view.new.click()
    act(view, game.hint())  # playing on cancels the question
    assert not view.confirming
    assert view.new.description == "New mesa"
    view.new.click()
    view.new.click()  # the second press confirms
    assert view.game is not game
    assert view.game.judged == []


def test_the_take_back_notice_follows_a_language_switch():
    view = new_view("3")
    while not view.game.can_take_back:
        assessment = assess(view.game.position)
        act(view, min(assessment.values, key=assessment.values.get))
    view.take_back.click()
    assert "Move taken back: " in view.coach_box.value
    view.render(Translator("es"), False)
    assert "Move taken back" not in view.coach_box.value
    assert "Jugada deshecha: " in view.coach_box.value


def test_the_main_button_says_whether_it_drops_or_captures():
    view = new_view()
    assert view.play.description == "Play"
    while not (captures := [p for p in legal_actions(view.game.position) if is_capture(p)]):
        act(view, view.game.hint())
    capture = captures[0]
    click(view.felt.hand_row, str(capture.card))
    assert view.play.description == "Drop"  # was "Play": and it dropped the card
    click(view.felt.table_row, str(capture.captured[0]))
    assert view.play.description == "Capture"
    view.render(Translator("es"), False)
    assert view.play.description == "Llevar"
    click(view.felt.hand_row, str(capture.card))  # unchosen: the button plays nothing yet
    assert view.play.description == "Jugar"


def test_a_deck_end_is_announced_to_screen_readers():
    view = new_view("announce")
    said = []
    view.announcer.observe(lambda change: said.append(view.announcer.text), names="serial")
    while view.game.deck_end is None:
        act(view, view.game.hint())
        assert view.game.verdict.band is Band.BEST
    deck_end = said[-1]
    assert "End of deck 1. Cards taken: you " in deck_end
    assert "cartón" in deck_end.lower() or "dos por darlas" in deck_end.lower()
    assert said[-1].startswith("Best")  # the coach's verdict first, then what followed
    assert view.game.position.deck_no == 1
    assert not view.game.learners_turn
    assert view.deck_panel.layout.display == ""
    assert view.felt.root.layout.display == "none"
    view.next_deck.click()
    assert view.game.learners_turn
    assert view.deck_panel.layout.display == "none"
    assert view.felt.root.layout.display == ""


def test_the_status_names_the_mesa_as_the_results_do_after_a_zapateria():
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="axe")
    view.render(Translator("en"), False)
    view.strength.value = "expert"
    view.rules.variants["rapido"].value = True  # a chica to 20: a short mesa
    view.new.click()
    for _ in range(60):
        if view.game.position.is_over:
            break
        if view.game.deck_end is not None:
            view.next_deck.click()
        hand = view.game.position.hands[0]
        click(view.felt.hand_row, str(hand[0]))  # a drop each time: the expert wins by zapatería
        view.play.click()
    assert view.game.position.is_over
    assert "The engine won the mesa by zapatería." in view.results.value
    assert "The engine won the mesa by zapatería." in view.status.value
    assert "Deck" not in view.status.value  # no stale deck, stock or cards held


def test_the_table_comes_first_once_a_mesa_runs_and_one_main_action_at_a_time():
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="fold")
    view.render(Translator("es"), False, "pagat")  # the app's rules (a teacher's link)
    assert view.rules.spec == "pagat"  # Play follows them
    assert view.unfold.expanded  # no mesa yet: the choices are open
    assert view.new.button_style == "primary"  # the one main action: start a mesa
    view.new.click()
    assert not view.unfold.expanded  # the mesa runs: the choices fold, the table first
    assert view.unfold.label == "Ajustes de la mesa: 2 jugadores, principiante, pagat"
    assert view.new.button_style == ""  # now Play is the main action
    assert view.play.button_style == "primary"
    hand = view.game.position.hands[0]
    click(view.felt.hand_row, str(hand[0]))
    view.play.click()
    view.new.click()  # a game in progress: asked first
    assert view.confirming
    assert view.keep.button_style == "primary"  # keeping the game is the main action …
    assert view.new.button_style == ""  # … throwing it away is never styled as one
    assert "ct-danger" in view.new._dom_classes
    view.render(Translator("es"), False, "quito")  # a mesa runs: it keeps its rules …
    assert view.game.rules == "pagat"
    assert view.unfold.label == "Ajustes de la mesa: 2 jugadores, principiante, pagat"
    assert view.rules.spec == "quito"  # … the menu takes them for the next one, and says so
    assert "desde tu próxima mesa se usará «quito»" in view.status.value
