"""Play keeps the mesa in progress in the browser and offers it on the next visit (P2, N1).

The browser's storage is the kept widget's store: what the page would read arrives as
``loaded`` and ``ready``; what the kernel writes is ``value``; a copy moved aside is
``set_aside``.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Callable

from support.mesas import quick_mesa, to_mesa_end
from test_play_view import act, fail

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.search.strength import Strength
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.play_kept import KeptMesa
from cuarenta_tutor.ui import idle
from cuarenta_tutor.ui import play as play_module
from cuarenta_tutor.ui.idle import PAUSE_S, in_steps
from cuarenta_tutor.ui.play import PlayView
from cuarenta_tutor.ui.play_analysis_model import learner_moves
from cuarenta_tutor.ui.play_kept import KEY


def opened(seed: str, stored: str = "", lang: str = "en") -> PlayView:
    """A Play tab as a page opens it: drawn, then the browser's copy read."""
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed=seed)
    view.render(Translator(lang), False)
    view.kept.store.loaded = stored
    view.kept.store.ready = True
    return view


def test_the_mesa_is_kept_as_it_is_played_and_resumed_on_the_next_visit():
    view = opened("kept-a")
    assert view.kept.store.value == ""  # nothing kept, nothing offered
    assert view.kept.root.layout.display == "none"
    view.players.value = 4
    view.new.click()
    for _ in range(3):
        act(view, legal_actions(view.game.position)[-1])
        kept = KeptMesa.from_json(view.kept.store.value)
        assert kept.record == view.game.record  # written after every action
    game, stored = view.game, view.kept.store.value
    assert view.kept.store.key == KEY != "cuarenta-tutor-progress"
    again = opened("kept-b", stored)  # another page, another kernel
    assert again.game is None
    assert again.kept.resume.layout.display == ""
    assert again.kept.resume.button_style == "primary"
    assert again.new.button_style == ""  # one main button: Resume, not New mesa
    offer = again.kept.text.value
    assert "You have an unfinished mesa." in offer
    assert f"Players: 4 · engine: beginner · rules: {game.rules} · deck 1" in offer
    ours, theirs = game.position.scores
    assert f"score: {ours} for your side, {theirs} for the other side" in offer  # partners
    again.kept.resume.click()
    assert again.game is not None
    assert again.game.position == game.position
    assert again.felt.hand_row.cards == view.felt.hand_row.cards
    assert again.felt.table_row.cards == view.felt.table_row.cards
    assert again.players.value == 4
    assert again.kept.root.layout.display == "none"  # the offer is gone
    assert "Mesa resumed." in again.announcer.text
    assert again.take_back.layout.display == ""  # the last move can still be taken back
    act(again, legal_actions(again.game.position)[0])  # and it goes on being kept
    record = KeptMesa.from_json(again.kept.store.value).record
    assert record.actions[: len(game.record.actions)] == game.record.actions
    assert len(record.actions) > len(game.record.actions)


def resumed_on_a_loop(
    seed: str, then: Callable[[PlayView], None], monkeypatch
) -> tuple[PlayGame, PlayGame, list[bool]]:
    """Play four moves, resume them on another page with an event loop running, as a kernel
    does; after the resume ``then`` acts, and the loop runs until the work's last step.

    Return the live mesa, the resumed one and what each step of the work answered (go on).
    """
    view = opened(seed)
    view.new.click()
    for _ in range(4):
        act(view, legal_actions(view.game.position)[-1])
    again = opened(f"{seed}-again", view.kept.store.value)
    answers: list[bool] = []

    def recorded(step: Callable[[], bool]) -> bool:
        def answered() -> bool:
            answers.append(step())
            return answers[-1]

        return in_steps(answered)

    monkeypatch.setattr(play_module, "in_steps", recorded)
    monkeypatch.setattr(idle, "QUIET_S", 0.0)  # the steps' timing: test_idle.py
    monkeypatch.setattr(idle, "REST", 0.0)

    async def visit() -> PlayGame:
        again.kept.resume.click()
        game = again.game
        assert game.pending == 3  # the resume judged the last move only
        listed = learner_moves(game, Translator("en"))  # the moves to analyse, named
        assert [ply for _, moves in listed for ply, _, _ in moves] == list(game.learner_plies)
        assert game.pending == 3  # named without a verdict
        then(again)
        while not answers or answers[-1]:  # the steps, each after a pause
            await asyncio.sleep(PAUSE_S)
        return game

    resumed = asyncio.run(asyncio.wait_for(visit(), timeout=120))
    return view.game, resumed, answers


def test_a_resumed_mesa_judges_its_earlier_moves_between_clicks(monkeypatch):
    """The resume judges the verdict on screen only; the earlier moves are judged on the
    kernel's event loop afterwards, one a step, for the review at the mesa's end."""
    live, resumed, answers = resumed_on_a_loop("kept-f", lambda _view: None, monkeypatch)
    assert answers == [True, True, False]  # three steps, one verdict each
    assert resumed.pending == 0
    assert resumed.judged == live.judged  # as judged live


def test_a_new_mesa_stops_the_judging_of_the_one_resumed(monkeypatch):
    def new_mesa(view: PlayView) -> None:
        view.new.click()
        view.new.click()  # confirmed: the resumed mesa is thrown away

    _live, resumed, answers = resumed_on_a_loop("kept-h", new_mesa, monkeypatch)
    assert answers == [False]  # the first step sees another mesa and stops
    assert resumed.pending == 3  # never judged: nobody will read it


def test_without_an_event_loop_the_earlier_moves_wait_until_read():
    view = opened("kept-i")
    view.new.click()
    for _ in range(3):
        act(view, legal_actions(view.game.position)[-1])
    again = opened("kept-j", view.kept.store.value)
    again.kept.resume.click()  # a plain call, as on the command line: nothing scheduled
    assert again.game.pending == 2
    assert again.game.judged == view.game.judged  # read: judged now


def test_the_offer_is_said_in_the_learners_language():
    view = opened("kept-c")
    view.new.click()
    act(view, legal_actions(view.game.position)[0])
    english = opened("kept-d", view.kept.store.value)
    ours, theirs = view.game.position.scores
    # one opponent: you and the engine, never "the other side" (issue 24's person rule)
    assert f"score: {ours} for you, {theirs} for the engine" in english.kept.text.value
    german = opened("kept-d", view.kept.store.value, lang="de")
    assert german.kept.resume.description == "Mesa fortsetzen"
    assert "Du hast noch eine angefangene Mesa." in german.kept.text.value


def test_a_new_mesa_replaces_the_one_offered_once_confirmed():
    view = opened("kept-e")
    view.new.click()
    act(view, legal_actions(view.game.position)[0])
    again = opened("kept-f", view.kept.store.value)
    again.new.click()  # asks first, as over a mesa in progress (walk P2b-N3)
    assert again.confirming
    assert again.game is None
    assert again.kept.offered is not None
    again.new.click()
    assert again.kept.root.layout.display == "none"
    assert KeptMesa.from_json(again.kept.store.value).record == again.game.record


def test_a_damaged_kept_mesa_is_set_aside_and_said():
    view = opened("kept-g", '{"kind": "cuarenta-tutor-mesa", "version": 1, "actions": [')
    aside = view.kept.store.set_aside
    assert aside.startswith(f"{KEY}:unreadable:")
    assert view.game is None
    assert view.kept.resume.layout.display == "none"
    said = view.kept.text.value
    assert "Your unfinished mesa could not be read" in said
    assert aside in said
    assert "your other progress is not affected" in said
    assert view.kept.store.value == ""  # nothing written over it


def test_a_finished_mesa_is_not_kept_nor_offered():
    view = opened("kept-h")
    view.rules.choose("quito+rapido")
    view.strength.value = "club"
    view.new.click()
    while not view.game.position.is_over:
        if view.game.deck_end is not None:
            view.next_deck.click()
        else:
            view.game.act(legal_actions(view.game.position)[0])
            view._render_game()
    assert view.kept.store.value == ""


def test_the_settings_show_the_kept_mesas_while_it_is_offered():
    """Walk P2b (N2): the offer said "Vereinsspieler", the menu below it "Anfänger"."""
    view = opened("kept-g")
    view.players.value, view.strength.value = 4, "club"
    view.rules.choose("pagat")
    view.new.click()
    act(view, legal_actions(view.game.position)[0])
    again = opened("kept-h", view.kept.store.value)
    assert again.game is None
    assert (again.players.value, again.strength.value) == (4, "club")
    assert again.rules.spec == "pagat"


def test_a_resumed_mesa_that_ends_before_its_moves_are_judged_shows_its_end_first(monkeypatch):
    """The click that ends a resumed mesa whose earlier moves are not all judged yet: the
    mesa's end is drawn before they are judged, its review once they are."""
    finished = to_mesa_end(quick_mesa())
    last = finished.learner_plies[-1]
    record = finished.record
    kept = KeptMesa(dataclasses.replace(record, actions=record.actions[: last - 1]),
                    Strength(finished.strength), coach=True)  # fmt: skip
    view = opened("kept-end", kept.to_json())
    view.kept.resume.click()  # a plain call: no event loop, no step between clicks
    if view.game.deck_end is not None:
        view.next_deck.click()
    game = view.game
    waiting = game.pending
    assert waiting == len(finished.learner_plies) - 2  # all but the last kept move
    drawn: list[tuple[bool, int, bool, bool]] = []
    draw = view._render_game

    def recorded(*, review: bool = True) -> None:
        draw(review=review)
        shown = (bool(view.mesa_text.value), bool(view.review.value))
        drawn.append((review, game.pending, *shown))

    monkeypatch.setattr(view, "_render_game", recorded)
    act(view, finished.moves[last - 1].action)
    assert game.position.is_over
    assert drawn[0] == (False, waiting, True, False)  # the end, its review not yet
    assert drawn[-1] == (True, 0, True, True)  # then every move judged, and the review
    assert [ply for ply, _ in game.judged] == list(finished.learner_plies)
