"""The puzzle sentences that depend on the rules, the players or the position.

A hint or a remark is true only under the rules it speaks of: the cartón is paid
differently at home and in Quito, pagat.com's leftovers go to nobody, and with one
opponent the learner is *you*, with a partner *your side*. Each such sentence is chosen
here from the puzzle's ruleset and position, one whole message per case, so every
language can write each case its own way (see CONTRIBUTING.md, "Sentences that agree").
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.cards import RANK_J, Card, count_ranks
from ..engine.game import Position, can_declare, legal_actions, parse_action, play_outcome
from ..engine.plays import Play, parse_play_text
from ..engine.position import ronda_rank
from ..engine.rules import CartonTo, DobleRonda, Leftovers, RondaTiming, Rule38, Ruleset
from ..engine.scoring import CAIDA_KINDS, EventKind
from ..i18n.cards import display_card
from ..i18n.catalogs import Translator
from ..i18n.glossary import glossary
from ..puzzles import themes
from ..puzzles.model import Puzzle


def two(puzzle: Puzzle) -> bool:
    """Whether the puzzle has one opponent (*you*), not partners (*your side*)."""
    return puzzle.players == 2


def rule_38_hint(puzzle: Puzzle, ruleset: Ruleset, tr: Translator) -> str:
    """Say what the 38 rule leaves the mover (or the mover's side) under the puzzle's rules."""
    if ruleset.rule38 is Rule38.NO_LIMPIA:
        text = (
            tr.gettext("You have {number} points or more: a limpia no longer scores.")
            if two(puzzle)
            else tr.gettext("Your side has {number} points or more: a limpia no longer scores.")
        )
    elif two(puzzle):
        text = tr.gettext(
            "You have {number} points or more: only a caída can finish the chica now."
        )
    else:
        text = tr.gettext(
            "Your side has {number} points or more: only a caída can finish the chica now."
        )
    return text.format(number=ruleset.rule38_from)


def caida_hint(puzzle: Puzzle, tr: Translator) -> str:
    """Point at the card just dropped: your opponent's, or with partners the one before you."""
    if two(puzzle):
        return tr.gettext("Look at the card your opponent has just dropped.")
    return tr.gettext("Look at the card the opponent before you has just dropped.")


def defend_38_hint(puzzle: Puzzle, ruleset: Ruleset, tr: Translator) -> str:
    """Warn that the opponent (or the other side) is one caída from the chica."""
    if two(puzzle):
        text = tr.gettext(
            "Your opponent has {number} points or more: a single caída would win them the "
            "chica, so do not leave them one."
        )
    else:
        text = tr.gettext(
            "The other side has {number} points or more: a single caída would win them the "
            "chica, so do not leave them one."
        )
    return text.format(number=ruleset.rule38_from)


def can_capture(position: Position) -> bool:
    """Whether any legal play of the mover takes a card from the table."""
    actions = legal_actions(position)
    return any(isinstance(action, Play) and not action.is_drop for action in actions)


def safe_drop_hint(position: Position, tr: Translator) -> str:
    """Ask for the safest drop: no capture worth it, or none possible at all."""
    if can_capture(position):
        return tr.gettext(
            "No capture is worth it: which card can you drop with the least risk of a caída?"
        )
    return tr.gettext(
        "You cannot capture anything: which card can you drop with the least risk of a caída?"
    )


def leftovers_hint(puzzle: Puzzle, ruleset: Ruleset, tr: Translator) -> str:
    """Say where the cards left on the table go at the end of the deck, under these rules."""
    if ruleset.leftovers is Leftovers.NOBODY:
        return tr.gettext(
            "Under these rules the cards left on the table at the end of the deck go to nobody."
        )
    if two(puzzle):
        return tr.gettext(
            "At the end of the deck the cards left on the table go to the player who captured last."
        )
    return tr.gettext(
        "At the end of the deck the cards left on the table go to the side that captured last."
    )


def carton_hint(puzzle: Puzzle, ruleset: Ruleset, tr: Translator) -> str:
    """Say who scores the cartón under these rules: more cards, 20 or more, under 30."""
    if ruleset.carton_to is CartonTo.ANY_20:
        return (
            tr.gettext(
                "Count the cards: at the end of the deck each of you who has taken 20 cards or "
                "more scores the cartón."
            )
            if two(puzzle)
            else tr.gettext(
                "Count the cards: at the end of the deck each side that has taken 20 cards or "
                "more scores the cartón."
            )
        )
    if ruleset.carton_below < 99:
        text = (
            tr.gettext(
                "Count the cards: at the end of the deck the cartón goes to whichever of you "
                "has taken more cards, but only while that player has fewer than {number} "
                "points."
            )
            if two(puzzle)
            else tr.gettext(
                "Count the cards: at the end of the deck the cartón goes to the side that has "
                "taken more cards, but only while that side has fewer than {number} points."
            )
        )
        return text.format(number=ruleset.carton_below)
    if two(puzzle):
        return tr.gettext(
            "Count the cards: at the end of the deck the cartón goes to whichever of you has "
            "taken more cards."
        )
    return tr.gettext(
        "Count the cards: at the end of the deck the cartón goes to the side that has taken "
        "more cards."
    )


DOBLE_RONDA_SIZE = 4
"""Four of a rank in the hand: a doble ronda (three are a ronda)."""


def holds_doble_ronda(position: Position) -> bool:
    """Whether the mover may declare now and what they would declare is a doble ronda."""
    rank = ronda_rank(position.hand)
    if rank is None or not can_declare(position):
        return False
    return count_ranks(position.hand)[rank] == DOBLE_RONDA_SIZE


def ronda_hint(puzzle: Puzzle, position: Position, tr: Translator) -> str:
    """Weigh declaring the ronda: points now against what it tells the other players.

    A doble ronda is worth something else under each ruleset (points, the chica or the
    mesa): the hint asks what.
    """
    if holds_doble_ronda(position):
        return tr.gettext(
            "Four cards of one rank make a doble ronda: what is it worth under these rules?"
        )
    if two(puzzle):
        return tr.gettext(
            "Declaring your ronda scores now, but it also tells your opponent something: "
            "weigh both."
        )
    return tr.gettext(
        "Declaring your ronda scores now, but it also tells the other side something: weigh both."
    )


def keep_ronda_quiet(puzzle: Puzzle, position: Position, tr: Translator) -> str:
    """Answer the ronda question of a puzzle whose answers are plays, declaring not among them.

    The reason given is a rule that applies in this position: the ronda's points would
    carry the mover onto 38, where only a caída finishes the chica, or past the score where
    the cartón stops counting, or the ronda scores nothing there. Otherwise the sentence
    says only that declaring is worth less, which the proof has shown.
    """
    ruleset = position.ruleset
    score = position.scores[position.side]
    points = ruleset.ronda_points
    total = score + points
    if ruleset.in_38(score) and ruleset.rule38 is Rule38.CAIDA_ONLY:
        text = tr.gettext(
            "Keep the ronda quiet here: from {number} points on it scores nothing, and this "
            "play is worth more."
        ).format(number=ruleset.rule38_from)
    elif score >= ruleset.ronda_below:
        text = tr.gettext(
            "Keep the ronda quiet here: under these rules it scores only under {number} "
            "points, and this play is worth more."
        ).format(number=ruleset.ronda_below)
    elif (onto_38 := ruleset.rule38 is Rule38.CAIDA_ONLY and ruleset.in_38(total)) or (
        score < ruleset.carton_below <= total
    ):
        number = ruleset.rule38_from if onto_38 else ruleset.carton_below
        text = _threshold_text(tr, two(puzzle), onto_38).format(
            points=points, total=total, number=number
        )
    elif (
        ruleset.ronda_timing is RondaTiming.ANY_TURN
        and ruleset.ronda_shown
        and keeps_ronda(position, puzzle.answers[0])
    ):
        text = tr.gettext(
            "Keep the ronda to yourself for now: under these rules you show its cards when you "
            "declare it, and you may declare it on any later turn."
        )
    else:
        text = tr.gettext("Keep the ronda quiet here: it is worth more unsaid.")
    return text


def _threshold_text(tr: Translator, two_players: bool, onto_38: bool) -> str:
    """Say that the ronda's points would reach a threshold, to one player or to a side.

    The threshold is 38 (only a caída counts from there) or the score where the cartón
    stops counting.
    """
    if onto_38:
        if two_players:
            return tr.gettext(
                "Keep the ronda quiet here: its {points} points would take you to {total}, and "
                "from {number} points on only a caída can finish the chica."
            )
        return tr.gettext(
            "Keep the ronda quiet here: its {points} points would take your side to "
            "{total}, and from {number} points on only a caída can finish the chica."
        )
    if two_players:
        return tr.gettext(
            "Keep the ronda quiet here: its {points} points would take you to {total}, and "
            "from {number} points on the cartón no longer counts for you."
        )
    return tr.gettext(
        "Keep the ronda quiet here: its {points} points would take your side to "
        "{total}, and from {number} points on the cartón no longer counts for your side."
    )


def keeps_ronda(position: Position, answer: str) -> bool:
    """Whether the mover still holds the ronda after ``answer``, so may declare it later.

    A ronda is three of a rank in the hand: playing one of them gives it up for good.
    """
    if answer in ("ronda", "claim"):
        return ronda_rank(position.hand) is not None
    card, _ = parse_play_text(answer)
    left = list(position.hand)
    left.remove(card)
    return ronda_rank(left) is not None


def declared_doble_ronda(position: Position, tr: Translator) -> str:
    """Say why declaring the doble ronda is best: what it wins under these rules."""
    if position.ruleset.doble_ronda is DobleRonda.CHICA:
        return tr.gettext(
            "Under these rules a doble ronda wins the chica as soon as it is declared."
        )
    if position.ruleset.doble_ronda is DobleRonda.MESA:
        return tr.gettext(
            "Under these rules a doble ronda wins the whole mesa as soon as it is declared."
        )
    return tr.gettext("Declaring the doble ronda is worth more here than keeping it quiet.")


def card_gender(card: Card, lang: str) -> str:
    """Return the grammatical gender of a card's name in ``lang`` (glossary ``cards.gender``).

    A language without genders, or a card its glossary does not list, has ``common``.

    >>> from cuarenta_tutor.engine.cards import parse_card
    >>> card_gender(parse_card("Ac"), "sv"), card_gender(parse_card("Qc"), "sv")
    ('neuter', 'common')
    """
    return glossary(lang).gender_of(card.rank)


def best_card_hint(card: Card, tr: Translator) -> str:
    """Name the card the best play uses, agreeing with the card name's gender."""
    gender = card_gender(card, tr.lang)
    # Translators: one sentence per gender of the card's name (cards.gender in your glossary);
    # a language without genders writes the same sentence in each.
    if gender == "masculine":
        text = tr.pgettext("masculine card", "The best play uses your {card}.")
    elif gender == "feminine":
        text = tr.pgettext("feminine card", "The best play uses your {card}.")
    elif gender == "neuter":
        text = tr.pgettext("neuter card", "The best play uses your {card}.")
    else:
        text = tr.gettext("The best play uses your {card}.")
    return text.format(card=display_card(card, tr.lang))


def _makes(kinds: frozenset[EventKind]) -> Callable[[Position, Play], bool]:
    def made(position: Position, play: Play) -> bool:
        return bool({event.kind for event in play_outcome(position, play)} & kinds)

    return made


def _captures(position: Position, play: Play) -> bool:
    return not play.is_drop


def _jumps(position: Position, play: Play) -> bool:
    return any(card.rank == RANK_J for card in play.run) and play.card.rank <= LAST_BEFORE_JUMP


THEME_PLAYS: dict[str, Callable[[Position, Play], bool]] = {
    themes.CAIDA: _makes(CAIDA_KINDS),
    themes.LIMPIA: _makes(frozenset({EventKind.LIMPIA})),
    themes.RUN_JUMP: _jumps,
    themes.BEST_CAPTURE: _captures,
    themes.MATCH_OR_SUM: _captures,
}
"""What a play does that shows a theme, the most particular first: among equal answers,
such a play is shown first."""

LAST_BEFORE_JUMP = 7
"""The rank after which a run jumps to the jack."""


def shown_answers(puzzle: Puzzle, position: Position) -> tuple[str, ...]:
    """Return the puzzle's answers with one that shows its theme first, if they tie.

    All the answers are equally good (the proof says so); a caída puzzle whose first answer
    is a drop would teach nothing about the caída, so the caída comes first. The most
    particular theme decides (the order of :data:`THEME_PLAYS`).
    """
    answers = puzzle.answers
    actions = [parse_action(position, key) for key in answers]
    for theme, shows in THEME_PLAYS.items():
        if theme not in puzzle.themes:
            continue
        for index, action in enumerate(actions):
            if isinstance(action, Play) and shows(position, action):
                return (answers[index], *answers[:index], *answers[index + 1 :])
    return answers
