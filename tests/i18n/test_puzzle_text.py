"""Puzzle text in every language from the themes and the engine's facts, no per-puzzle prose."""

from functools import cache

import pytest
from support.puzzle_cases import CASES

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.i18n import Translator, available_languages
from cuarenta_tutor.puzzles import THEMES, load_bank
from cuarenta_tutor.puzzles.mine import make_puzzle
from cuarenta_tutor.puzzles.predicates import detect_themes
from cuarenta_tutor.puzzles.proof import prove
from cuarenta_tutor.sentences.puzzle_text import puzzle_text, theme_name, themes_summary


@cache
def case_puzzle(theme):
    proof = prove(parse_position(CASES[theme][0]))
    return make_puzzle(proof, detect_themes(proof), f"case-{theme}")


@pytest.mark.parametrize("lang", available_languages())
@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_gives_a_prompt_hints_and_an_explanation(theme, lang):
    puzzle = case_puzzle(theme)
    text = puzzle_text(puzzle, Translator(lang))
    parts = [text.prompt, *text.hints, text.explanation]
    assert all(part.strip() for part in parts)
    assert not any("{" in part or "}" in part for part in parts)
    assert len(text.hints) >= 2
    if lang != "en":
        english = puzzle_text(puzzle, Translator("en"))
        assert text.prompt != english.prompt
        assert text.hints[0] != english.hints[0]
        assert theme_name(theme, Translator(lang)) != theme or theme in ("caida", "limpia")


def test_the_hints_end_with_the_card_to_play_in_the_learners_letters():
    puzzle = case_puzzle("run-jump")  # 6s x 6d 7c Jc
    assert puzzle_text(puzzle, Translator("en")).hints[-1] == "The best play uses your 6♠."
    explanation = puzzle_text(puzzle, Translator("de")).explanation
    assert "B♣" in explanation  # the German jack letter, in the engine's run fact


def test_the_38_hint_follows_the_rules():
    quito = puzzle_text(case_puzzle("rule-38"), Translator("en")).hints
    assert any("only a caída can finish" in hint for hint in quito)
    text = CASES["rule-38"][0].replace("rules: quito", "rules: pagat")
    proof = prove(parse_position(text))
    pagat = make_puzzle(proof, detect_themes(proof), "pagat-case")
    assert "rule-38" in pagat.themes
    hints = puzzle_text(pagat, Translator("en")).hints
    assert any("a limpia no longer scores" in hint for hint in hints)


def test_a_beginner_trap_is_named_and_the_margin_said():
    puzzle = next(p for p in load_bank("quito") if p.beginner_trap and p.by == "points")
    explanation = puzzle_text(puzzle, Translator("en")).explanation
    assert "is not the best play here" in explanation
    assert "worse off against your opponent" in explanation or "race for the chica" in explanation


@pytest.mark.parametrize("theme", ["rule-38", "defend-38"])
def test_the_38_hints_speak_to_one_opponent_or_to_a_side(theme):
    spoken = {2: ("You have", "Your opponent has"), 4: ("Your side", "The other side")}
    for players, words in spoken.items():
        bank = load_bank("quito")  # the 38 themes give their hint first
        puzzle = next(p for p in bank if theme in p.themes and p.players == players)
        hints = " ".join(puzzle_text(puzzle, Translator("en")).hints)
        assert any(word in hints for word in words), (players, hints)
        if players == 2:
            assert "side" not in hints


@pytest.mark.parametrize("lang", available_languages())
def test_the_themes_summary_says_all_names_two_and_counts_more(lang):
    """The Practice tab's themes button: none chosen is every theme; three or more are counted."""
    tr = Translator(lang)
    names = [theme_name(theme, tr) for theme in THEMES]
    assert themes_summary([], tr) == tr.gettext("Themes: all")
    assert themes_summary(["caida"], tr).endswith(names[THEMES.index("caida")])
    two = themes_summary(["limpia", "caida"], tr)  # in the order chosen
    assert two.endswith(f"{theme_name('limpia', tr)}, {theme_name('caida', tr)}")
    many = themes_summary(THEMES[:5], tr)
    assert "5" in many
    assert not any(name in many for name in names)
    assert themes_summary(THEMES[:3], tr) != many  # the number follows the count
    if lang == "en":
        assert (themes_summary([], tr), many) == ("Themes: all", "Themes: 5 chosen")
    else:
        english = Translator("en")
        assert themes_summary([], tr) != themes_summary([], english)
        assert many != themes_summary(THEMES[:5], english)
