"""Detect a puzzle's themes with predicates over the engine's plays, events and lines.

Every predicate reads a :class:`~.proof.Proof` — the ranked actions of the position, the
optimal ones (the answers) and the others — and never a hand-written tag. "The best other
action" is the highest-ranked action that is not an answer.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from ..engine.explain import Code, explain_play
from ..engine.game import Declare, Position, apply, legal_actions, play_events
from ..engine.plays import Play
from ..engine.rules import Leftovers, Ruleset
from ..engine.scoring import CAIDA_KINDS, Event, EventKind, Note
from . import themes
from .proof import Criterion, Proof, RankedPlay, is_capture

CARTON_KINDS = frozenset({EventKind.CARTON, EventKind.DOS_POR_DARLAS})


def best_capture(proof: Proof) -> bool:
    """Tell whether several captures are possible, an answer is one, and another is worse."""
    captures = [play for play in proof.ranking.plays if is_capture(play.action)]
    return (
        len(captures) >= 2
        and any(is_capture(play.action) for play in proof.answers)
        and any(play not in proof.answers for play in captures)
    )


def match_or_sum(proof: Proof) -> bool:
    """Tell whether an answer's card can take a match or a sum, and one capture is worse."""
    answers = {play.action for play in proof.answers}
    captures = [
        play.action
        for play in proof.ranking.plays
        if isinstance(play.action, Play) and not play.action.is_drop
    ]
    for card in {action.card for action in captures if action in answers}:
        of_card = [action for action in captures if action.card == card]
        kinds = {action.is_match for action in of_card}
        if kinds == {True, False} and any(action not in answers for action in of_card):
            return True
    return False


def run_jump(proof: Proof) -> bool:
    """Tell whether an answer's run goes on from the 7 to the jack (the jump fact)."""
    ruleset = proof.position.ruleset
    return any(
        isinstance(play.action, Play)
        and any(fact.code is Code.JUMP for fact in explain_play(ruleset, play.action, play.events))
        for play in proof.answers
    )


def caida(proof: Proof) -> bool:
    """Tell whether an answer is a caída (or a caída en ronda)."""
    return any(_has(play.events, CAIDA_KINDS) for play in proof.answers)


def limpia(proof: Proof) -> bool:
    """Tell whether an answer leaves the table empty."""
    return any(_has(play.events, {EventKind.LIMPIA}) for play in proof.answers)


def safe_drop(proof: Proof) -> bool:
    """Tell whether every answer is a drop and another drop gives more caída danger."""
    if not all(_is_drop(play) for play in proof.answers):
        return False
    safest = max(caida_danger(proof, play) for play in proof.answers)
    return any(_is_drop(play) and caida_danger(proof, play) > safest for play in proof.others)


def rule_38(proof: Proof) -> bool:
    """Tell whether the mover is on 38 and the rule bites: a caída answers, or points are lost."""
    position = proof.position
    if not position.ruleset.in_38(position.scores[position.side]):
        return False
    cancelled = any(
        event.note is Note.RULE_38 for play in proof.ranking.plays for event in play.events
    )
    return cancelled or caida(proof)


def defend_38(proof: Proof) -> bool:
    """Tell whether the other side is on 38 and a worse action leaves it more caída chance."""
    position = proof.position
    if not position.ruleset.in_38(position.scores[1 - position.side]):
        return False
    safest = max(caida_danger(proof, play) for play in proof.answers)
    return any(caida_danger(proof, play) > safest for play in proof.others)


def leftovers(proof: Proof) -> bool:
    """Tell whether the answer's line wins the leftovers and the best other line does not."""
    position = proof.position
    if position.ruleset.leftovers is not Leftovers.LAST_CAPTURER or not proof.others:
        return False
    ours = _leftovers_side(proof.line(proof.answers[0].action))
    theirs = _leftovers_side(proof.line(proof.others[0].action))
    return ours == position.side and theirs != position.side


def carton(proof: Proof) -> bool:
    """Tell whether the answer's line nets more cartón than the best other action's line."""
    if not proof.others:
        return False
    side = proof.position.side
    ours = _carton_net(proof.line(proof.answers[0].action), side)
    theirs = _carton_net(proof.line(proof.others[0].action), side)
    return ours > theirs


def ronda(proof: Proof) -> bool:
    """Tell whether declaring a ronda is one of the actions (declare it, or not)."""
    return any(isinstance(play.action, Declare) for play in proof.ranking.plays)


def partner(proof: Proof) -> bool:
    """Tell whether four play: the mover's side is a partnership."""
    return proof.position.players == 4


PREDICATES: dict[str, Callable[[Proof], bool]] = {
    themes.BEST_CAPTURE: best_capture,
    themes.MATCH_OR_SUM: match_or_sum,
    themes.RUN_JUMP: run_jump,
    themes.CAIDA: caida,
    themes.SAFE_DROP: safe_drop,
    themes.LIMPIA: limpia,
    themes.RULE_38: rule_38,
    themes.DEFEND_38: defend_38,
    themes.LEFTOVERS: leftovers,
    themes.CARTON: carton,
    themes.RONDA: ronda,
    themes.PARTNER: partner,
}
"""The predicate of each theme, in :data:`~.themes.THEMES` order."""


def _last_plays(position: Position) -> bool:
    """Whether the deck can end within the proof's look-ahead (its lines reach the cartón)."""
    every_card_known = position.players == 2 and not position.stock
    return every_card_known or (not position.stock and max(map(len, position.hands)) <= 1)


NECESSARY: dict[str, Callable[[Position], bool]] = {
    themes.RULE_38: lambda p: p.ruleset.in_38(p.scores[p.side]),
    themes.DEFEND_38: lambda p: p.ruleset.in_38(p.scores[1 - p.side]),
    themes.LEFTOVERS: lambda p: p.ruleset.leftovers is Leftovers.LAST_CAPTURER and _last_plays(p),
    themes.CARTON: _last_plays,
    themes.RONDA: lambda p: any(isinstance(a, Declare) for a in legal_actions(p)),
    themes.PARTNER: lambda p: p.players == 4,
}
"""Cheap conditions a position must meet before a theme's predicate can hold (for mining)."""


def may_have(theme: str, position: Position) -> bool:
    """Whether ``theme`` can hold in ``position`` at all (a necessary condition, not proof)."""
    condition = NECESSARY.get(theme)
    return condition is None or condition(position)


def detect_themes(proof: Proof) -> tuple[str, ...]:
    """Return the ids of every theme whose predicate holds, in display order."""
    position = proof.position
    return tuple(
        theme for theme in themes.THEMES if may_have(theme, position) and PREDICATES[theme](proof)
    )


def possible_themes(ruleset: Ruleset, players: int) -> tuple[str, ...]:
    """Return the themes that can occur at all under ``ruleset`` with ``players`` players.

    The leftovers need a ruleset that gives them to the last capturer; a partner needs four
    players; a ronda decision is proved only under ``deal``, so only with two.
    """
    absent = {themes.PARTNER} if players == 2 else {themes.RONDA}
    if ruleset.leftovers is not Leftovers.LAST_CAPTURER:
        absent.add(themes.LEFTOVERS)
    return tuple(theme for theme in themes.THEMES if theme not in absent)


def caida_danger(proof: Proof, play: RankedPlay) -> float:
    """Return the opponent's caída chance after ``play`` (0 or 1 when every card is known).

    Under ``immediate`` it is the risk in the play's key; under ``deal`` whether the next
    player holds a card that makes the caída.
    """
    if proof.criterion is Criterion.IMMEDIATE:
        return -float(play.key[2])
    after, _ = apply(proof.position, play.action)
    return 1.0 if _caida_open(proof.position, after) else 0.0


def _caida_open(before: Position, after: Position) -> bool:
    """Whether the next player, an opponent, can take the card just dropped as a caída."""
    if after.last_drop is None or after.side == before.side or after.is_over:
        return False
    return any(
        isinstance(action, Play) and _has(play_events(after, action), CAIDA_KINDS)
        for action in legal_actions(after)
    )


def _is_drop(play: RankedPlay) -> bool:
    return isinstance(play.action, Play) and play.action.is_drop


def _has(events: Sequence[Event], kinds: Collection[EventKind]) -> bool:
    return any(event.kind in kinds for event in events)


def _leftovers_side(events: tuple[Event, ...]) -> int | None:
    return next((event.side for event in events if event.kind is EventKind.LEFTOVERS), None)


def _carton_net(events: tuple[Event, ...], side: int) -> int:
    return sum(
        event.points if event.side == side else -event.points
        for event in events
        if event.kind in CARTON_KINDS and event.side is not None
    )
