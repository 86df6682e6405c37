"""Play keeps the mesa in progress in the browser and offers it on the next visit (P2, N1).

The browser's storage is the kept widget's store: what the page would read arrives as
``loaded`` and ``ready``; what the kernel writes is ``value``; a copy moved aside is
``set_aside``.
"""

from __future__ import annotations

from test_play_view import act, fail

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.play_kept import KeptMesa
from cuarenta_tutor.ui.play import PlayView
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
