"""A puzzle's prompt, hints and explanation in the learner's language, with no per-puzzle text.

Everything is built from the puzzle's themes and criterion and from the engine's
explanation facts of its answer (:func:`~cuarenta_tutor.engine.explain.explain_play`), so a
new puzzle is readable in every language the catalogues cover.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine.explain import explain_play
from ..engine.game import Claim, Declare, Position, parse_action, play_outcome
from ..engine.notation import parse_position
from ..engine.plays import Play, parse_play_text
from ..i18n.cards import display_card
from ..i18n.catalogs import Translator
from ..i18n.glossary import glossary
from ..puzzles import themes
from ..puzzles.known_cards import deduced_hand
from ..puzzles.model import Puzzle
from ..puzzles.proof import CHICA_VALUE, prove
from . import puzzle_hints as hints
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
    themes.LIMPIA: lambda tr: tr.gettext("Can one play leave the table empty?"),
    themes.RONDA: lambda tr: tr.gettext(
        "Declaring your ronda scores now, but it also tells your opponent something: weigh both."
    ),
    themes.PARTNER: lambda tr: tr.gettext(
        "Your partner sits opposite you: every card either of you captures counts for your side."
    ),
}
"""One hint per theme; the themes of :data:`POSITION_HINTS` depend on the rules, the players
or the position. Then the card."""

MAX_THEME_HINTS = 2

HINT_ORDER = (
    themes.RULE_38,
    themes.DEFEND_38,
    themes.RONDA,
    themes.CAIDA,
    themes.LIMPIA,
    themes.SAFE_DROP,
    themes.RUN_JUMP,
    themes.MATCH_OR_SUM,
    themes.LEFTOVERS,
    themes.CARTON,
    themes.PARTNER,
    themes.BEST_CAPTURE,
)
"""The themes whose hints come first, the most particular first: a 38 puzzle that is also
a "best capture" hints at the 38 rule, not only at comparing captures."""


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


def streak_over_text(count: int, best: int, tr: Translator) -> str:
    """Say that a Streak run has ended: how many puzzles it solved, and the learner's best."""
    return tr.ngettext(
        "The streak is over: {count} puzzle solved, your best is {best}.",
        "The streak is over: {count} puzzles solved, your best is {best}.",
        count,
    ).format(count=count, best=best)


def puzzle_text(puzzle: Puzzle, tr: Translator) -> PuzzleText:
    """Return the prompt, hints and explanation of ``puzzle`` in the translator's language."""
    position = parse_position(puzzle.position)
    answers = hints.shown_answers(puzzle, position)
    return PuzzleText(
        _prompt(puzzle, position, tr),
        _hints(puzzle, position, answers, tr),
        _explanation(puzzle, position, answers, tr),
    )


def _prompt(puzzle: Puzzle, position: Position, tr: Translator) -> str:
    if puzzle.criterion == "deal":
        # at the table the learner would work the opponent's hand out from the cards seen;
        # a puzzle shows no earlier round, so the prompt names them (only when proved)
        hand = deduced_hand(position)
        if hand is None:
            parts = [
                tr.gettext(
                    "This is the last round of the deck: no cards are left to deal. Find the "
                    "play that does best up to the end of the deck."
                )
            ]
        else:
            parts = [
                tr.gettext(
                    "This is the last round of the deck: every card has been dealt, so your "
                    "opponent holds exactly the cards not yet seen in this deck: {cards}. Find "
                    "the play that does best up to the end of the deck."
                ).format(cards=" ".join(display_card(card, tr.lang) for card in hand))
            ]
    elif puzzle.players == 2:
        parts = [
            tr.gettext(
                "Find the best play: the most points now, then the most cards, then the "
                "least chance for your opponent of a caída or a limpia."
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
    if themes.RONDA in puzzle.themes and hints.holds_doble_ronda(position):
        parts.append(tr.gettext("You hold a doble ronda: decide whether to declare it."))
    elif themes.RONDA in puzzle.themes:
        parts.append(tr.gettext("You hold a ronda: decide whether to declare it."))
    return " ".join(parts)


def _theme_hint(puzzle: Puzzle, position: Position, theme: str, tr: Translator) -> str:
    """Return the hint of one theme of ``puzzle`` (some depend on the rules or the position)."""
    ruleset = position.ruleset
    if theme == themes.RULE_38:
        return hints.rule_38_hint(puzzle, ruleset, tr)
    if theme == themes.DEFEND_38:
        return hints.defend_38_hint(puzzle, ruleset, tr)
    if theme == themes.CAIDA:
        return hints.caida_hint(puzzle, tr)
    if theme == themes.SAFE_DROP:
        return hints.safe_drop_hint(position, tr)
    if theme == themes.LEFTOVERS:
        return hints.leftovers_hint(puzzle, ruleset, tr)
    if theme == themes.CARTON:
        return hints.carton_hint(puzzle, ruleset, tr)
    if theme == themes.RONDA:
        return hints.ronda_hint(puzzle, position, tr)
    return THEME_HINTS[theme](tr)


def _hints(
    puzzle: Puzzle, position: Position, answers: tuple[str, ...], tr: Translator
) -> tuple[str, ...]:
    ordered = sorted(puzzle.themes, key=HINT_ORDER.index)
    said = [_theme_hint(puzzle, position, theme, tr) for theme in ordered[:MAX_THEME_HINTS]]
    answer = answers[0]
    if answer == "ronda" and hints.holds_doble_ronda(position):
        said.append(tr.gettext("Declare the doble ronda before you play a card."))
    elif answer == "ronda":
        said.append(tr.gettext("Declare before you play a card."))
    elif answer != "claim":
        card, _ = parse_play_text(answer)
        said.append(hints.best_card_hint(card, tr))
    return tuple(said)


def _explanation(
    puzzle: Puzzle, position: Position, answers: tuple[str, ...], tr: Translator
) -> str:
    action = parse_action(position, answers[0])
    doble = hints.holds_doble_ronda(position)
    parts = [_best_text(answers[0], tr, doble=doble)]
    if isinstance(action, Play):
        events = play_outcome(position, action)
        parts.append(
            render_facts(explain_play(position.ruleset, action, events), tr, puzzle.players)
        )
        if themes.RONDA in puzzle.themes and "ronda" not in answers:
            parts.append(hints.keep_ronda_quiet(puzzle, position, tr))
    elif isinstance(action, Declare) and doble:
        parts.append(hints.declared_doble_ronda(position, tr))
    elif isinstance(action, Declare) and len(answers) == 1:  # tied: "just as good" says it
        parts.append(tr.gettext("Declaring the ronda is worth more here than keeping it quiet."))
    elif isinstance(action, Claim) and len(answers) == 1:
        parts.append(tr.gettext("Claiming the cards left behind is worth more here."))
    play = isinstance(action, Play)
    others = [answer for answer in answers[1:] if not (answer == "ronda" and play)]
    if others:
        parts.append(just_as_good(others, tr, doble=doble))
    if len(others) < len(answers) - 1:  # declaring comes before a play, not instead of it
        parts.append(
            tr.gettext("Declaring the doble ronda first is just as good.")
            if doble
            else tr.gettext("Declaring the ronda first is just as good.")
        )
    parts.append(_margin(puzzle, position, tr))
    if puzzle.beginner_trap:
        parts.append(_tempting(puzzle.beginner, tr, doble=doble))
    return " ".join(part for part in parts if part)


def _tempting(key: str, tr: Translator, *, doble: bool = False) -> str:
    """Name the beginner's tempting action; a drop says so (a card alone reads as a capture)."""
    if key not in ("ronda", "claim") and not parse_play_text(key)[1]:
        card = display_card(parse_play_text(key)[0], tr.lang)
        return tr.gettext("Dropping {card} is tempting, but it is not the best play here.").format(
            card=card
        )
    return tr.gettext("The tempting {play} is not the best play here.").format(
        play=play_text(key, tr, doble=doble)
    )


def _best_text(key: str, tr: Translator, *, doble: bool = False) -> str:
    """Name the best action in a whole sentence: a play, declaring the ronda or a claim."""
    if key == "ronda" and doble:
        return tr.gettext("Best: declare the doble ronda.")
    if key == "ronda":
        return tr.gettext("Best: declare the ronda.")
    if key == "claim":
        return tr.gettext("Best: claim the run cards left behind.")
    return tr.gettext("Best: {play}.").format(play=_listed(key, tr))


def just_as_good(answers: Sequence[str], tr: Translator, *, doble: bool = False) -> str:
    """List the other answers as good as the best one (singular or plural as they are)."""
    others = ", ".join(_listed(answer, tr, doble=doble) for answer in answers)
    # Translators: {answers} lists one play or several; the forms agree with their number.
    return tr.ngettext("Just as good: {answers}.", "Just as good: {answers}.", len(answers)).format(
        answers=others
    )


def _margin(puzzle: Puzzle, position: Position, tr: Translator) -> str:
    """Say how much worse every other play is, in the margin's unit.

    To the end of the deck, points are the mover's lead over the other side, so the
    sentence speaks of being worse off *against* the opponent, not of points lost. The
    margin is measured against the runner-up; a play further down may be behind in an
    earlier unit instead (fewer points, yet as many cards), so unless every other play ties
    the answer up to the margin's unit the sentence names each way of falling behind
    (:attr:`~cuarenta_tutor.puzzles.proof.Proof.behind`).
    """
    if puzzle.by != "points":
        return _margin_after_points(puzzle, prove(position).behind, tr)
    margin, number, alone = puzzle.margin, int(puzzle.margin), puzzle.players == 2
    deal = puzzle.criterion == "deal"
    if margin >= CHICA_VALUE / 2:
        text = (
            tr.gettext("Every other play leaves you worse placed in the race for the chica.")
            if alone
            else tr.gettext(
                "Every other play leaves your side worse placed in the race for the chica."
            )
        )
    elif deal and alone:
        text = tr.ngettext(
            "Every other play leaves you at least {number} point worse off against your opponent.",
            "Every other play leaves you at least {number} points worse off against your opponent.",
            number,
        ).format(number=number)
    elif deal:
        text = tr.ngettext(
            "Every other play leaves your side at least {number} point worse off against the "
            "other side.",
            "Every other play leaves your side at least {number} points worse off against the "
            "other side.",
            number,
        ).format(number=number)
    else:
        text = tr.ngettext(
            "Every other play scores at least {number} point less.",
            "Every other play scores at least {number} points less.",
            number,
        ).format(number=number)
    if deal:
        text += " " + tr.gettext("(Counted to the end of the deck, with best play on both sides.)")
    return text


def _margin_after_points(puzzle: Puzzle, behind: frozenset[str], tr: Translator) -> str:
    """Say how the other plays fall behind an answer that no play beats on points.

    ``behind`` holds the units in which the other plays fall behind; the puzzle's unit
    (``by``) is the last. Alone, every other play ties the answer before it and the
    sentence names it alone; with others, the sentence names every way of falling behind,
    which each other play does at least one of.
    """
    number = int(puzzle.margin)
    if puzzle.by == "cards" and behind == {"cards"}:
        return tr.ngettext(
            "Every other play wins at least {number} card fewer.",
            "Every other play wins at least {number} cards fewer.",
            number,
        ).format(number=number)
    if puzzle.by == "cards":
        return tr.ngettext(
            "Every other play scores fewer points, or as many points with at least {number} "
            "card fewer.",
            "Every other play scores fewer points, or as many points with at least {number} "
            "cards fewer.",
            number,
        ).format(number=number)
    risk = _RISK_TWO if puzzle.players == 2 else _RISK
    if puzzle.by == "caida_risk" and behind == {"caida_risk"}:
        return risk["caida"](tr)
    if puzzle.by == "caida_risk":
        return risk["points_or_caida"](tr)
    if behind == {"limpia_risk"}:
        return risk["limpia"](tr)
    return risk["any"](tr)


_RISK: dict[str, Callable[[Translator], str]] = {
    "caida": lambda tr: tr.gettext(
        "Every other play gives the next player more chance of a caída."
    ),
    "points_or_caida": lambda tr: tr.gettext(
        "Every other play scores fewer points, takes fewer cards or gives the next player "
        "more chance of a caída."
    ),
    "limpia": lambda tr: tr.gettext(
        "Every other play gives the next player more chance of a limpia."
    ),
    "any": lambda tr: tr.gettext(
        "Every other play scores fewer points, takes fewer cards, or gives the next player "
        "more chance of a caída or of a limpia."
    ),
}
_RISK_TWO: dict[str, Callable[[Translator], str]] = {
    "caida": lambda tr: tr.gettext("Every other play gives your opponent more chance of a caída."),
    "points_or_caida": lambda tr: tr.gettext(
        "Every other play scores fewer points, takes fewer cards or gives your opponent "
        "more chance of a caída."
    ),
    "limpia": lambda tr: tr.gettext(
        "Every other play gives your opponent more chance of a limpia."
    ),
    "any": lambda tr: tr.gettext(
        "Every other play scores fewer points, takes fewer cards, or gives your opponent "
        "more chance of a caída or of a limpia."
    ),
}
"""How the other plays fall behind on risk: your opponent with two players, else the next."""


def _listed(key: str, tr: Translator, *, doble: bool = False) -> str:
    """Show an answer in a list of plays: a drop says so (captures show their arrow)."""
    if key in ("ronda", "claim"):
        return play_text(key, tr, doble=doble)
    card, taken = parse_play_text(key)
    if taken:
        return play_text(key, tr)
    return tr.pgettext("play in a list", "drop {card}").format(card=display_card(card, tr.lang))


def play_text(key: str, tr: Translator, *, doble: bool = False) -> str:
    """Show an action in notation (``7s x 3c 4h``, ``ronda``, ``claim``) as plain text.

    The words are the list's form, never a button's ("Best: …", "Just as good: …");
    ``doble`` names a doble ronda, four of a rank.
    """
    if key == "ronda" and doble:
        return tr.pgettext("play in a list", "declare the doble ronda")
    if key == "ronda":
        return tr.pgettext("play in a list", "declare the ronda")
    if key == "claim":
        return glossary(tr.lang).event_name("claim")
    return play_words(*parse_play_text(key), tr.lang)
