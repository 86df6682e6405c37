"""Play's rules as a menu: the presets in a list, the house variants as checkboxes.

A learner chooses rules, never types them: a free-text box answered a real city ("cuenca")
with the "+options" syntax of the command line. The menu writes that syntax itself
(:attr:`RulesMenu.spec`), so every choice is a ruleset the engine knows.
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as w

from ..engine.rules import DEFAULT_RULESET, TOGGLES, load_ruleset, preset_names
from ..i18n import Translator
from .components import Disclosure
from .controls import classed_checkbox


def variant_label(toggle: str, tr: Translator) -> str:
    """Return what a house variant does, in a few words of ``tr``'s language."""
    labels: dict[str, Callable[[], str]] = {
        "jokers": lambda: tr.gettext("Two jokers (each stands for any rank)"),
        "periquito": lambda: tr.gettext("Periquito (four of a rank on the table)"),
        "rapido": lambda: tr.gettext("Quick game: a chica to 20 points"),
        "forgive_misdeal": lambda: tr.gettext("A misdeal is dealt again, without points"),
        "no_zapateria": lambda: tr.gettext("No zapatería"),
    }
    return labels[toggle]()


class RulesMenu:
    """A preset menu and a folded set of house variants; ``spec`` is the rules chosen."""

    def __init__(self, controls: str = "ct-play-variants") -> None:
        self.preset = w.Dropdown(
            options=list(preset_names()),
            value=DEFAULT_RULESET,
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.preset.add_class("ct-rules-preset")
        self.variants = {
            toggle: classed_checkbox(f"ct-variant ct-variant-{toggle}") for toggle in TOGGLES
        }
        part = w.VBox(list(self.variants.values()))
        self.unfold = Disclosure(part, controls)
        self.unfold.add_class("ct-rules-variants")
        self.root = w.VBox([w.HBox([self.preset, self.unfold]), part])
        self.root.add_class("ct-rules-menu")
        self._tr: Translator | None = None
        for box in self.variants.values():
            box.observe(self._count, names="value")

    @property
    def spec(self) -> str:
        """Return the rules chosen as the engine reads them: ``"pagat+periquito"``."""
        ticked = [toggle for toggle, box in self.variants.items() if box.value]
        return "+".join([self.preset.value, *ticked])

    def choose(self, spec: str) -> bool:
        """Show the rules ``spec`` (a preset, perhaps with variants); False if it is unknown.

        A link's or the app's rules reach Play this way; unknown rules change nothing.
        """
        preset, *toggles = spec.strip().lower().split("+") if spec else [""]
        if preset not in preset_names() or not set(toggles) <= set(TOGGLES):
            return False
        self.preset.value = preset
        for toggle, box in self.variants.items():
            box.value = toggle in toggles
        return True

    def render(self, tr: Translator) -> None:
        """Write the labels in ``tr``'s language; the button says how many variants are on."""
        self._tr = tr
        # not "Rules" alone: the app's header has a rules menu of that name (walk P3-N9)
        self.preset.description = tr.gettext("Rules of the mesa")
        for toggle, box in self.variants.items():
            box.description = variant_label(toggle, tr)
        self.unfold.part_label = tr.gettext("House variants")
        self._count()

    def _count(self, _change: object = None) -> None:
        """Say on the folding button how many variants are on (it need not be opened)."""
        tr = self._tr
        if tr is None:
            return
        on = sum(box.value for box in self.variants.values())
        self.unfold.label = (
            tr.ngettext("House variants: {n} on", "House variants: {n} on", on).format(n=on)
            if on
            else tr.gettext("House variants")
        )

    def ruleset_name(self) -> str:
        """Return the name of the ruleset chosen (the spec, checked by the engine)."""
        return load_ruleset(self.spec).name
