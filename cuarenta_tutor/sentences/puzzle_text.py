"""A puzzle's prompt, hints and explanation in the learner's language, with no per-puzzle text.

Everything is built from the puzzle's themes and criterion and from the engine's
explanation facts of its answer (:func:`~cuarenta_tutor.engine.explain.explain_play`), so a
new puzzle is readable in every language the catalogues cover.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine.explain import explain_play
from ..engine.game import Claim, Declare, parse_action, play_outcome
from ..engine.notation import parse_position
from ..engine.plays import Play, parse_play_text
from ..engine.rules import Rule38, load_ruleset
from ..i18n.cards import display_card
from ..i18n.catalogs import Translator
from ..i18n.glossary import glossary
from ..puzzles import themes
from ..puzzles.model import Puzzle
from ..puzzles.proof import CHICA_VALUE
from .explain import render_facts
from .listing import play_words

Text = Callable[[Translator], str]

THEME_NAMES: dict[str, Text] = {
    themes.BEST_CAPTURE: lambda tr: tr.pgettext("puzzle theme", "Best capture"),
    themes.MATCH_OR_SUM: lambda tr: tr.pgettext("puzzle theme", "Match or sum"),
    themes.RUN_JUMP: lambda tr: tr.pgettext("puzzle theme", "The run from 7 to jack"),
    themes.CAIDA: lambda tr: tr.pgettext("puzzle theme", "Caída"),
    themes.SAFE_DROP: lambda tr: tr.pgettext("puzzle theme", "The safe drop"),
    themes.LIMPIA: lambda tr: tr.pgettext("puzzle theme", "Limpia"),
    themes.RULE_38: lambda tr: tr.pgettext("puzzle theme", "On 38"),
    themes.DEFEND_38: lambda tr: tr.pgettext("puzzle theme", "Defending against 38"),
    themes.LEFTOVERS: lambda tr: tr.pgettext("puzzle theme", "The last capture"),
    themes.CARTON: lambda tr: tr.pgettext("puzzle theme", "Cartón"),
    themes.RONDA: lambda tr: tr.pgettext("puzzle theme", "Ronda: declare or not"),
    themes.PARTNER: lambda tr: tr.pgettext("puzzle theme", "Playing with a partner"),
}
"""The display name of each theme."""

THEME_HINTS: dict[str, Text] = {
    themes.BEST_CAPTURE: lambda tr: tr.gettext(
        "More than one capture is possible: compare what each one gains."
    ),
    themes.MATCH_OR_SUM: lambda tr: tr.gettext(
        "One of your cards can take a card of its rank or a sum: which is better here?"
    ),
    themes.RUN_JUMP: lambda tr: tr.gettext(
        "Follow the run upwards: after the 7 it goes straight on to the jack."
    ),
    themes.CAIDA: lambda tr: tr.gettext("Look at the card your opponent has just dropped."),
    themes.SAFE_DROP: lambda tr: tr.gettext(
        "No capture is worth it: which card can you drop with the least risk of a caída?"
    ),
    themes.LIMPIA: lambda tr: tr.gettext("Can one play leave the table empty?"),
    themes.LEFTOVERS: lambda tr: tr.gettext(
        "At the end of the deck the cards left on the table go to the last side that captured."
    ),
    themes.CARTON: lambda tr: tr.gettext(
        "Count the cards: the cartón pays the side with the most cards at the end of the deck."
    ),
    themes.RONDA: lambda tr: tr.gettext(
        "Declaring your ronda scores now, but it also tells your opponent something: weigh both."
    ),
    themes.PARTNER: lambda tr: tr.gettext(
        "Your partner sits opposite you: every card either of you captures counts for your side."
    ),
}
"""One hint per theme (the two about 38 depend on the rules and the players); then the card."""

MAX_THEME_HINTS = 2


@dataclass(frozen=True)
class PuzzleText:
    """A puzzle's words: the prompt, hints from gentle to telling, and the explanation."""

    prompt: str
    hints: tuple[str, ...]
    explanation: str


def theme_name(theme: str, tr: Translator) -> str:
    """Return the display name of a theme id (the id itself if it is unknown)."""
    name = THEME_NAMES.get(theme)
    return name(tr) if name else theme


NAMED_THEMES = 2
"""The most chosen themes a summary names; more are counted (a button's label stays short)."""


def themes_summary(chosen: Sequence[str], tr: Translator) -> str:
    """Return a short summary of the practice themes chosen (none chosen means all of them).

    >>> from cuarenta_tutor.i18n import Translator
    >>> en = Translator("en")
    >>> themes_summary([], en), themes_summary(["caida", "limpia"], en)
    ('Themes: all', 'Themes: Caída, Limpia')
    >>> themes_summary(["caida", "limpia", "carton"], en)
    'Themes: 3 chosen'
    """
    if not chosen:
        return tr.gettext("Themes: all")
    if len(chosen) <= NAMED_THEMES:
        names = ", ".join(theme_name(theme, tr) for theme in chosen)
        return tr.gettext("Themes: {themes}").format(themes=names)
    count = len(chosen)
    return tr.ngettext("Themes: {n} chosen", "Themes: {n} chosen", count).format(n=count)


def puzzle_text(puzzle: Puzzle, tr: Translator) -> PuzzleText:
    """Return the prompt, hints and explanation of ``puzzle`` in the translator's language."""
    return PuzzleText(_prompt(puzzle, tr), _hints(puzzle, tr), _explanation(puzzle, tr))


def _prompt(puzzle: Puzzle, tr: Translator) -> str:
    if puzzle.criterion == "deal":
        parts = [
            tr.gettext(
                "This is the last round of the deck, so you know every card: your opponent "
                "holds exactly the cards you cannot see. Find the play that does best up to "
                "the end of the deck."
            )
        ]
    else:
        parts = [
            tr.gettext(
                "Find the best play: the most points now, then the most cards, then the "
                "least chance for the next player of a caída or a limpia."
            )
        ]
    if themes.PARTNER in puzzle.themes:
        parts.append(tr.gettext("You play with a partner: the player opposite you."))
    if themes.RONDA in puzzle.themes:
        parts.append(tr.gettext("You hold a ronda: decide whether to declare it."))
    return " ".join(parts)


def _rule_38_hint(puzzle: Puzzle, tr: Translator) -> str:
    """Say what the 38 rule leaves the mover (or the mover's side) under the puzzle's rules."""
    ruleset = load_ruleset(puzzle.rules)
    alone = puzzle.players == 2  # one opponent: "you", not "your side"
    if ruleset.rule38 is Rule38.NO_LIMPIA:
        text = (
            tr.gettext("You have {number} points or more: a limpia no longer scores.")
            if alone
            else tr.gettext("Your side has {number} points or more: a limpia no longer scores.")
        )
    elif alone:
        text = tr.gettext(
            "You have {number} points or more: only a caída can finish the chica now."
        )
    else:
        text = tr.gettext(
            "Your side has {number} points or more: only a caída can finish the chica now."
        )
    return text.format(number=ruleset.rule38_from)


def _defend_38_hint(puzzle: Puzzle, tr: Translator) -> str:
    """Warn that the opponent (or the other side) is one caída from the chica."""
    if puzzle.players == 2:
        return tr.gettext(
            "Your opponent has 38 points or more: a single caída would win them the chica, "
            "so do not leave them one."
        )
    return tr.gettext(
        "The other side has 38 points or more: a single caída would win them the chica, "
        "so do not leave them one."
    )


def _theme_hint(puzzle: Puzzle, theme: str, tr: Translator) -> str:
    """Return the hint of one theme of ``puzzle``."""
    if theme == themes.RULE_38:
        return _rule_38_hint(puzzle, tr)
    if theme == themes.DEFEND_38:
        return _defend_38_hint(puzzle, tr)
    return THEME_HINTS[theme](tr)


def _hints(puzzle: Puzzle, tr: Translator) -> tuple[str, ...]:
    hints = [_theme_hint(puzzle, theme, tr) for theme in puzzle.themes]
    hints = hints[:MAX_THEME_HINTS]
    answer = puzzle.answers[0]
    if answer == "ronda":
        hints.append(tr.gettext("Declare before you play a card."))
    elif answer != "claim":
        card, _ = parse_play_text(answer)
        hint = tr.gettext("The best play uses your {card}.")
        hints.append(hint.format(card=display_card(card, tr.lang)))
    return tuple(hints)


def _explanation(puzzle: Puzzle, tr: Translator) -> str:
    position = parse_position(puzzle.position)
    action = parse_action(position, puzzle.answers[0])
    parts = [_best_text(puzzle.answers[0], tr)]
    if isinstance(action, Play):
        events = play_outcome(position, action)
        parts.append(render_facts(explain_play(position.ruleset, action, events), tr))
    elif isinstance(action, Declare):
        parts.append(tr.gettext("Declaring the ronda is worth more here than keeping it quiet."))
    elif isinstance(action, Claim):
        parts.append(tr.gettext("Claiming the cards left behind is worth more here."))
    if len(puzzle.answers) > 1:
        others = ", ".join(play_text(answer, tr) for answer in puzzle.answers[1:])
        parts.append(tr.gettext("Just as good: {answers}.").format(answers=others))
    parts.append(_margin(puzzle, tr))
    if puzzle.beginner_trap:
        parts.append(
            tr.gettext("The tempting {play} is not the best play here.").format(
                play=play_text(puzzle.beginner, tr)
            )
        )
    return " ".join(part for part in parts if part)


def _best_text(key: str, tr: Translator) -> str:
    """Name the best action in a whole sentence: a play, declaring the ronda or a claim."""
    if key == "ronda":
        return tr.gettext("Best: declare the ronda.")
    if key == "claim":
        return tr.gettext("Best: claim the run cards left behind.")
    return tr.gettext("Best: {play}.").format(play=play_text(key, tr))


def _margin(puzzle: Puzzle, tr: Translator) -> str:
    """Say how much worse every other play is, in the margin's unit."""
    margin = puzzle.margin
    if puzzle.by == "points" and margin >= CHICA_VALUE / 2:
        text = tr.gettext("Every other play does worse for your side in the race for the chica.")
    elif puzzle.by == "points":
        text = tr.ngettext(
            "Every other play is worse by at least {number} point.",
            "Every other play is worse by at least {number} points.",
            int(margin),
        ).format(number=int(margin))
    elif puzzle.by == "cards":
        text = tr.ngettext(
            "Every other play wins at least {number} card fewer.",
            "Every other play wins at least {number} cards fewer.",
            int(margin),
        ).format(number=int(margin))
    elif puzzle.by == "caida_risk":
        text = tr.gettext("Every other play gives the next player more chance of a caída.")
    else:
        text = tr.gettext("Every other play gives the next player more chance of a limpia.")
    if puzzle.criterion == "deal":
        text += " " + tr.gettext("(Counted to the end of the deck, with best play on both sides.)")
    return text


def play_text(key: str, tr: Translator) -> str:
    """Show an action in notation (``7s x 3c 4h``, ``ronda``, ``claim``) as plain text."""
    if key == "ronda":
        return tr.gettext("declare the ronda")
    if key == "claim":
        return glossary(tr.lang).event_name("claim")
    return play_words(*parse_play_text(key), tr.lang)
