"""The app's header: its title, the language menu, the rules menu and the four-colour box.

A composite drawn from the session's language and rules; the app observes its controls.
"""

from __future__ import annotations

import ipywidgets as w

from ..i18n import Translator, available_languages
from ..i18n.glossary import glossary
from ..tutor.rulesets import presets
from .app_model import heading_html, ruleset_options


class AppHeader:
    """The header row (``root``): heading, ``language``, ``ruleset`` and ``colours``."""

    def __init__(self, lang: str, rules: str) -> None:
        self.heading = w.HTML()
        self.language = w.Dropdown(
            options=[(glossary(code).name, code) for code in available_languages()],
            value=lang,
            style={"description_width": "initial"},
        )
        self.language.add_class("ct-language")
        self.ruleset = w.Dropdown(
            options=[("—", ""), *[(name, name) for name in presets()]],
            value=rules,
            style={"description_width": "initial"},
        )
        self.ruleset.add_class("ct-ruleset")
        self.colours = w.Checkbox(value=False, indent=False)
        self.colours.add_class("ct-four-colour")
        self.root = w.HBox([self.heading, self.language, self.ruleset, self.colours])
        self.root.add_class("ct-header")

    def render(self, tr: Translator, rules: str) -> None:
        """Write the header in ``tr``'s language, with ``rules`` chosen in the menu."""
        self.heading.value = heading_html(tr)
        self.language.description = tr.gettext("Language")
        self.ruleset.description = tr.gettext("Rules")
        self.colours.description = tr.gettext("four colours")
        options = ruleset_options(tr)
        if list(self.ruleset.options) != options:
            self.ruleset.options = options
        self.ruleset.value = rules
        self.language.value = tr.lang
