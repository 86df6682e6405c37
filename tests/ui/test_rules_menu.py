"""Play's rules menu: presets and house variants are chosen, never typed."""

from __future__ import annotations

from cuarenta_tutor.engine.rules import TOGGLES, load_ruleset, preset_names
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.ui.rules_menu import RulesMenu, variant_label


def test_every_choice_is_a_ruleset_the_engine_knows():
    menu = RulesMenu()
    assert menu.spec == "quito"
    menu.preset.value = "pagat"
    menu.variants["periquito"].value = True
    menu.variants["rapido"].value = True
    assert menu.spec == "pagat+periquito+rapido"
    ruleset = load_ruleset(menu.spec)
    assert ruleset.periquito
    assert ruleset.win_at == 20
    assert set(menu.preset.options) == set(preset_names())  # a menu: nothing else to type


def test_a_links_rules_are_shown_and_unknown_rules_change_nothing():
    menu = RulesMenu()
    assert menu.choose("rigor+jokers")
    assert (menu.preset.value, menu.spec) == ("rigor", "rigor+jokers")
    assert not menu.choose("cuenca")  # a city, not rules
    assert not menu.choose("pagat+cuenca")
    assert menu.spec == "rigor+jokers"
    assert menu.choose("pagat")
    assert menu.spec == "pagat"


def test_the_variants_are_named_in_every_language_and_counted_on_their_button():
    menu = RulesMenu()
    menu.render(Translator("es"))
    assert menu.unfold.label == "Variantes de la casa"
    menu.variants["jokers"].value = True
    assert menu.unfold.label == "Variantes de la casa: 1 activada"
    assert not menu.unfold.expanded  # folded: the common case needs no variant
    for lang in LANGUAGES:
        tr = Translator(lang)
        labels = {variant_label(toggle, tr) for toggle in TOGGLES}
        assert len(labels) == len(TOGGLES)
        if lang != "en":
            english = {variant_label(toggle, Translator("en")) for toggle in TOGGLES}
            assert labels != english, lang  # translated
