"""What the Play tab says to screen readers after an action, a new deck or a new mesa.

The live region hears what a sighted learner sees change: the coach's box, the engine's
moves, the results not yet said (or a moment's panel), and at a deck's start its number and
whose turn it is, in the status line's own words.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..engine.plays import Play
from ..engine.scoring import EventKind
from ..engine.search.coach import Verdict
from ..i18n import Translator
from ..i18n.cards import display_card
from ..sentences.coach import action_as_subject
from ..sentences.listing import cards_text
from ..tutor.play import LEARNER, PlayGame, deck_results
from . import play_model as model
from . import play_panels as panels
from .markup import plain_text
from .play_results import results_speech, sentence
from .play_verdict import coach_said, verdict_parts


class Drawn(NamedTuple):
    """Play's texts as just drawn: the coach's box, the deck's end, the mesa's end, review."""

    coach: str
    deck: str
    mesa: str
    review: str


def announcement(
    game: PlayGame | None,
    drawn: Drawn,
    heard: int,
    tr: Translator,
    *,
    actions: bool = False,
    opening: str = "",
    fresh: bool = False,
) -> str:
    """Say ``opening``, the coach's box, and after actions what followed them too.

    After actions: the verdict's first sentence, the engine's moves, the results not yet
    said (``heard`` were), then the verdict's reasons (led by the better action's name when
    something came between: :func:`compared_with`); at a deck's start (``fresh``, or a
    mesa just opened) its number and whose turn.
    """
    parts = [opening, coach_said(drawn.coach)]
    result = ""  # at a mesa's end: who won, said first; then the score and the review
    if actions and game is not None:
        panel = drawn.deck if game.deck_end is not None else ""
        if game.position.is_over:
            result, panel = mesa_parts(drawn.mesa, drawn.review)
        head, rest = verdict_first(parts.pop(), game, tr)
        between = after_actions(game, heard, panel, tr)
        if rest and any(between) and game.verdict is not None:  # walk17 M4
            rest = f"{compared_with(game.verdict, tr)} {rest}"
        parts += [head, *between, rest]
        if (opening or fresh) and game.learners_turn:
            parts.append(deck_start(game, tr))
        else:
            parts.append(new_cards(game, tr))
    return spoken(parts, result)


def new_cards(game: PlayGame, tr: Translator) -> str:
    """Name the learner's new cards when the last actions dealt them within a deck, else "".

    A blind player heard nothing of a new deal but "cards left to deal: 30 → 20" and found
    the five cards only by moving into the hand (walk P3-N3).
    """
    deck = game.position.deck_no
    moves = [move for move in (game.learner_move, *game.engine_moves) if move is not None]
    dealt = any(e.kind is EventKind.DEAL for m in moves if m.deck_no == deck for e in m.events)
    if not dealt or game.deck_end is not None or game.position.is_over:
        return ""
    return hand_said(game, tr)


def hand_said(game: PlayGame, tr: Translator) -> str:
    """Name the learner's cards as just dealt ("New cards: A♣, …"), by their names."""
    hand = tuple(game.position.hands[LEARNER])
    return tr.gettext("New cards: {cards}.").format(cards=cards_text(hand, tr.lang))


def deck_start(game: PlayGame, tr: Translator) -> str:
    """Say the deck just started, whose turn it is and the learner's new cards.

    "Deck 2. Your turn. New cards: …": a deal within a deck names them (:func:`new_cards`),
    and a deck's first deal named none (walk17 M6: a blind player heard one card, the one
    the focus landed on).
    """
    results = deck_results(game.moves)
    deck = tr.gettext("Deck {deck}").format(deck=game.position.deck_no + 1)
    return f"{deck}. {model.turn_text(game, results, tr)} {hand_said(game, tr)}"


def mesa_start(game: PlayGame, tr: Translator) -> str:
    """Say that a new mesa's cards are dealt and how many chicas win it (deck, turn follow)."""
    dealt = tr.gettext("New mesa: the cards are dealt.")
    return f"{dealt} {model.mesa_goal(game.position.ruleset, tr)}"


def after_actions(game: PlayGame, heard: int, panel_html: str, tr: Translator) -> list[str]:
    """Say what followed the learner's action: what it scored, the engine's moves, the results.

    ``heard``: how many results were already said; ``panel_html``: the deck's end panel
    (it says that deck's results) or the mesa's score and review, or nothing.
    """
    parts = [model.own_line(game, tr), *model.engine_lines(game, tr)]
    results = deck_results(game.moves)
    rules = game.position.ruleset
    if game.deck_end is not None:  # the deck-end panel says its results
        parts.append(panels.panel_speech(panel_html))
    else:
        parts.append(results_speech(results, rules, game.players, tr, heard))
    if game.position.is_over:  # then the score and the review's summary
        parts.append(panels.panel_speech(without_moments(panel_html)))
    return parts


def verdict_first(coach: str, game: PlayGame, tr: Translator) -> tuple[str, str]:
    """Split the coach's box, as said, into the verdict's first sentence and the rest.

    After a move the first sentence (band, loss, the better action) is said, then the
    engine's reply, then the reasons and the chances: the reply came last, after up to 560
    characters, and a key pressed early cut it off (walk P3-N1). A box that does not start
    with the verdict (a notice, a hint) or a *Best* verdict stays whole, said first.
    """
    head, rest = verdict_parts(game.verdict, coach, tr)
    return (plain_text(head), rest) if rest else (coach, "")


def compared_with(verdict: Verdict, tr: Translator) -> str:
    """Name the better action again before the verdict's reasons, said after the reply.

    The reasons ("That play would have taken 2 more cards…") lean on the first sentence,
    which named the better action; said after the engine's moves and a chica's end, "that
    play" read as the engine's (walk17 M4). "Compared with J♠ → J♦: that play…".
    """
    best = verdict.best
    if isinstance(best, Play) and best.is_drop:
        # Translators: said before the coach's reasons when the engine's moves were said
        # between them and the verdict's first sentence, which named this better drop.
        text = tr.gettext("Compared with dropping {card}:")
        return text.replace("{card}", display_card(best.card, tr.lang))
    # Translators: said before the coach's reasons when the engine's moves were said between
    # them and the verdict's first sentence, which named this better action ({best}).
    text = tr.gettext("Compared with {best}:")
    return text.replace("{best}", action_as_subject(best, tr, doble=verdict.doble))


def without_moments(html: str) -> str:
    """Leave out the review's lists (key moments, notes), which stay on the screen.

    Said with the rest, they made one announcement of about 3 000 characters that a screen
    reader's user could not move through.

    >>> without_moments("<h3>Game review</h3><p>Accuracy: 80%</p><ol><li>Deck 2 …</li></ol>")
    '<h3>Game review</h3><p>Accuracy: 80%</p>'
    """
    lists = r"<p class='ct-review-lead'>.*?</p>|<(ol|ul)>.*?</\1>"
    last_deck = r"<div class='ct-play-last-deck'>.*?</div>"  # its results are said already
    return re.sub(f"{lists}|{last_deck}", "", html, flags=re.S)


def mesa_parts(mesa_html: str, review_html: str) -> tuple[str, str]:
    """Split the mesa's end into its result (who won, as text) and the panel said after it.

    >>> mesa_parts("<h2>You won the mesa!</h2><p>Score: 40</p>", "<h3>Game review</h3>")
    ('You won the mesa!', '<p>Score: 40</p><h3>Game review</h3>')
    """
    heading = mesa_html.partition("</h2>")[0]
    return plain_text(heading), panels.mesa_speech(mesa_html, review_html)


def spoken(parts: list[str], result: str = "") -> str:
    """Join what the Play tab says into one text; a mesa's ``result`` first, said once.

    At a mesa's end the result came about 700 characters into 1 200 (walk P3c-1): it now
    leads, in one short sentence; what followed the last move, the score and the review's
    summary come after it, as the screen shows them.

    >>> spoken(["Best.", "Deck 2: The engine won the mesa."], "The engine won the mesa.")
    'The engine won the mesa. Best. Deck 2:'
    """
    said = " ".join(sentence(part) for part in parts if part)
    if not result:
        return said
    first = sentence(result)
    return " ".join(f"{first} {said.replace(first, '', 1)}".split())
