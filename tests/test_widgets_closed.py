"""The widgets a test module made are closed after it (``widgets_closed`` in conftest.py), but
never those the package holds: Practice's shared layouts, made when ``ui/puzzle_choice.py`` is
first imported, were closed after the module that imported them, and every later Practice
test of a partial run failed (a reviewer's finding)."""

from __future__ import annotations

import sys
import types

import ipywidgets as w
from support.widgets import close_widgets_since, held_by_the_package, open_widgets

from cuarenta_tutor.ui import lazy, puzzle_choice


def test_the_packages_shared_layouts_are_held_by_it():
    held = held_by_the_package()
    for layout in (puzzle_choice.WRAP, puzzle_choice.BUTTON, puzzle_choice.AUTO):
        assert layout.model_id in held
    assert lazy.PLACEHOLDER.model_id in held


def test_what_a_module_made_is_closed_and_what_the_package_holds_stays_open(monkeypatch):
    before = open_widgets()
    made = w.Button(description="made by a test")
    shared = w.Layout(width="auto")
    held = types.ModuleType("cuarenta_tutor.held_for_a_test")
    held.SHARED = shared
    monkeypatch.setitem(sys.modules, held.__name__, held)
    assert close_widgets_since(before) >= 1
    assert made.comm is None  # closed
    assert shared.comm is not None  # the package holds it: open
    later = w.Button(layout=shared)  # a widget built after can still use it
    assert later.layout is shared
    monkeypatch.delitem(sys.modules, held.__name__)  # no longer held: closed like the rest
    close_widgets_since(before)
    assert shared.comm is None
    assert later.comm is None


def test_widgets_from_before_stay_open():
    kept = w.Label("from before")
    before = open_widgets()
    w.Label("made after")
    close_widgets_since(before)
    assert kept.comm is not None
    kept.close()
