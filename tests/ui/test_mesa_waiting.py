"""The course map says when a mesa waits in Play, with a button that opens Play (P2b-N1).

The Play tab is built only when opened: until then the map's line reads the browser's copy
itself (only whether it is a kept mesa); once Play is built, what Play holds decides.
"""

from __future__ import annotations

from support.mesas import quick_mesa, to_mesa_end
from test_start_up import models_made_by

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.tutor import play_kept
from cuarenta_tutor.tutor.play_kept import KeptMesa
from cuarenta_tutor.ui import mesa_waiting
from cuarenta_tutor.ui.app import TutorApp


def kept_text() -> str:
    game = quick_mesa()  # the mesa the loop below plays out is the other tests' (shared)
    game.act(legal_actions(game.position)[0])
    return KeptMesa.of(game).to_json()


def read(app: TutorApp, stored: str) -> None:
    """The page reads the browser's copy of the mesa (as the store widget sends it)."""
    app.mesa_waiting.store.loaded = stored
    app.mesa_waiting.store.ready = True


def test_the_map_says_a_kept_mesa_waits_and_its_button_opens_play():
    app = TutorApp(query="?lang=de")
    line = app.mesa_waiting
    assert line.root.layout.display == "none"  # before the browser's copy is read
    read(app, kept_text())
    assert line.root.layout.display == ""
    assert app.play_tab.part is None  # said without building Play
    assert "Du hast noch eine angefangene Mesa." in line.text.value
    assert line.button.description == "Im Tab „Spielen“ fortsetzen"  # the tab's own name
    line.button.click()
    assert app.tabs.children[app.tabs.selected_index] is app.play_tab.box
    play = app.play_tab.part
    assert play is not None
    sent: list[dict] = []
    play.focus.send = sent.append  # what the page's focus mover is asked
    play.kept.store.loaded = line.store.loaded  # Play reads the same copy and offers it
    play.kept.store.ready = True
    assert play.kept.offered is not None
    assert sent[-1]["first"].startswith(".ct-play-resume")  # drawn by now: focus on the offer
    app.tabs.selected_index = 0
    assert line.root.layout.display == ""  # still waiting: offered, not resumed
    play.kept.resume.click()
    assert play.game is not None
    to_mesa_end(play.game)  # the mesa played out: nothing waits any more
    app.tabs.selected_index = 3
    app.tabs.selected_index = 0
    assert line.root.layout.display == "none"


def test_no_line_without_a_kept_mesa():
    for stored in ("", "{}", '{"kind": "cuarenta-tutor-progress"}', "not json"):
        app = TutorApp()
        read(app, stored)
        assert app.mesa_waiting.root.layout.display == "none", stored


def test_the_line_reads_the_key_and_the_size_play_keeps_the_mesa_under():
    assert mesa_waiting.KEY == play_kept.KIND
    assert mesa_waiting.MAX_CHARS == play_kept.MAX_SIZE
    assert mesa_waiting.is_kept_mesa(kept_text())
    assert models_made_by(TutorApp) < 80
