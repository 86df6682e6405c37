"""What the Practice tab practises: the puzzle rules, the themes (folded away) and the mode.

A composite of the Practice tab's first two rows. It turns the learner's choices into
calls of the callbacks it is given; the tab keeps the controller and redraws.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from ..i18n import Translator
from ..puzzles import THEMES, bank_rules
from ..sentences.puzzle_text import theme_name, themes_summary
from ..tutor.practice import Mode, Practice
from .components import Disclosure
from .controls import classed_button

WRAP = w.Layout(flex_flow="row wrap", align_items="center")
"""Rows of buttons and boxes wrap on a narrow phone instead of cutting their labels."""
BUTTON = w.Layout(width="auto", min_width="6em")
"""One layout shared by the buttons that are always shown (fewer widgets to send)."""
AUTO = w.Layout(width="auto")
"""One layout shared by the theme checkboxes."""


def sized_button(css: str, *, style: str = "") -> w.Button:
    """Return a button sized to its label."""
    return classed_button(css, style=style, layout=BUTTON)


class PuzzleChoice:
    """The rules menu, the mode buttons, and the themes folded under a disclosure.

    ``bar`` is the row of rules, modes and the themes' toggle; ``themes`` the folded part.
    The callbacks get the rules chosen, the themes ticked, the mode pressed; a change made
    while ``muted()`` says so (the tab writes the widgets) reaches none of them.
    """

    def __init__(
        self,
        rules: str,
        *,
        on_rules: Callable[[str], None],
        on_themes: Callable[[list[str]], None],
        on_mode: Callable[[Mode], None],
        muted: Callable[[], bool],
    ) -> None:
        self._on_rules_chosen, self._on_themes_chosen, self._muted = on_rules, on_themes, muted
        self.intro = w.HTML()
        self.rules = w.Dropdown(
            options=list(bank_rules()),
            value=rules,
            layout=w.Layout(width="auto"),
            style={"description_width": "initial"},  # no gap before "Rules" on a phone
        )
        self.rules.add_class("ct-practice-rules")
        self.rules.observe(self._on_rules, names="value")
        self.theme_boxes: dict[str, w.Checkbox] = {}
        for theme in THEMES:
            box = w.Checkbox(value=False, indent=False, layout=AUTO)
            box.add_class("ct-theme")
            box.add_class(f"ct-theme-{theme}")
            box.observe(self._on_theme, names="value")
            self.theme_boxes[theme] = box
        # folded away by default, with the tab's introduction: the puzzle comes first on a
        # phone (its own layout: the disclosure sets its display)
        self.themes = w.VBox(
            [self.intro, w.HBox(list(self.theme_boxes.values()), layout=WRAP)], layout=w.Layout()
        )
        self.themes_toggle = Disclosure(self.themes, "ct-practice-themes")
        self.themes_toggle.add_class("ct-practice-themes-toggle")
        self.modes = {
            Mode.RATED: sized_button("ct-mode-rated", style="primary"),
            Mode.STREAK: sized_button("ct-mode-streak"),
            Mode.REVIEW: sized_button("ct-mode-review"),
        }
        for mode, button in self.modes.items():
            button.on_click(functools.partial(lambda mode, _button: on_mode(mode), mode))
        self.bar = w.HBox([self.rules, *self.modes.values(), self.themes_toggle], layout=WRAP)
        self.bar.add_class("ct-practice-modes")

    def render(self, practice: Practice, due: int, intro: str, tr: Translator) -> None:
        """Write the choices of ``practice`` in ``tr``'s language (``due``: the review's count)."""
        self.intro.value = intro
        self.rules.description = tr.gettext("Puzzle rules")  # its own: the app's are for lessons
        self.rules.value = practice.rules
        for theme, box in self.theme_boxes.items():
            box.description = theme_name(theme, tr)
            box.value = theme in practice.themes
        self.themes_toggle.label = themes_summary(practice.themes, tr)
        self.themes_toggle.part_label = tr.gettext("Themes")
        self.modes[Mode.RATED].description = tr.pgettext("button", "Puzzles")
        self.modes[Mode.STREAK].description = tr.pgettext("button", "Streak")
        self.modes[Mode.REVIEW].description = tr.pgettext("button", "Review") + f" ({due})"
        for mode, button in self.modes.items():
            button.button_style = "primary" if mode is practice.mode else ""

    def ticked(self) -> Sequence[str]:
        """Return the themes ticked, in the bank's order."""
        return [theme for theme, box in self.theme_boxes.items() if box.value]

    def _on_rules(self, change: dict[str, Any]) -> None:
        if not self._muted():
            self._on_rules_chosen(change["new"])

    def _on_theme(self, _change: dict[str, Any]) -> None:
        if not self._muted():
            self._on_themes_chosen(list(self.ticked()))
