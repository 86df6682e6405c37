"""The endgame trainer: the learner plays a position out, card by card, against the engine.

The engine answers every move with its best play under the exact solver (the coach's
``exact`` criterion: an endgame's hands are open). A learner move that puts the lesson's
target out of reach is flagged as it is played and can be taken back. When the deck (or
the chica) ends, the run keeps the final table — the hands as the last card left them, the
final score — instead of the next deal, and says whether the target was reached.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from ..engine.cards import sort_cards
from ..engine.game import Action, Position, apply
from ..engine.plays import Play, format_play
from ..engine.scoring import Event, EventKind


@dataclass(frozen=True)
class Move:
    """One move of the run: who made it, what it was, and what it scored."""

    seat: int
    action: Action
    events: tuple[Event, ...]

    @property
    def key(self) -> str:
        """The move in notation."""
        return format_play(self.action) if isinstance(self.action, Play) else str(self.action)


@dataclass
class EndgameRun:
    """A position being played out; the learner is seat 0 (side 0)."""

    position: Position
    target: str
    moves: list[Move] = field(default_factory=list)
    critical: tuple[str, str] | None = None
    """The learner's critical move and the move that would have kept the target."""
    over: bool = False
    reached: bool = False
    margin: int = 0
    flagged: tuple[str, str] | None = None
    """The learner's last move and a better one, when that move lost the target."""
    final: Position | None = None
    """The table after the last card (before the next deal), with the final score."""
    _before: list[tuple[Position, int, int, tuple[str, str] | None]] = field(default_factory=list)

    @property
    def shown(self) -> Position:
        """The position to show: the live one, or the final table once the run is over."""
        return self.final if self.final is not None else self.position

    @property
    def can_take_back(self) -> bool:
        """Whether the learner's last move lost the target and may be taken back."""
        return self.flagged is not None and bool(self._before)

    def take_back(self) -> None:
        """Undo the learner's last move and the engine's replies to it."""
        if not self.can_take_back:
            raise ValueError("there is no losing move to take back")
        self.position, moves, self.margin, self.critical = self._before.pop()
        del self.moves[moves:]
        self.over = self.reached = False
        self.flagged = self.final = None

    @property
    def learners_turn(self) -> bool:
        """Whether the learner is to move."""
        return not self.over and self.position.turn == 0

    def play(self, action: Action) -> list[Move]:
        """Make the learner's move, then the engine's replies; return the moves made."""
        from ..engine.search import rank_plays, solve

        ranking = rank_plays(self.position, "deal")
        values = {_key(entry.action): entry.value for entry in ranking.plays}
        best = ranking.optimal[0]
        mine = values.get(_key(action), best.value)
        self._before.append((self.position, len(self.moves), self.margin, self.critical))
        self.flagged = None
        if self._worse(mine, best.value):
            self.flagged = (_key(action), _key(best.action))
            self.critical = self.critical or self.flagged
        made = [self._make(action)]
        while not self.over and self.position.turn != 0:
            reply = solve(self.position).optimal[0].action
            made.append(self._make(reply))
        return made

    def _worse(self, mine: float, best: float) -> bool:
        from ..lessons.checker import meets_target

        if self.target == "best":
            return mine < best
        return meets_target(self.target, best) and not meets_target(self.target, mine)

    def _make(self, action: Action) -> Move:
        before = self.position
        seat, deck = before.turn, before.deck_no
        after, events = apply(before, action)
        move = Move(seat, action, events)
        self.moves.append(move)
        self.position = after
        self._score(events)
        if after.deck_no != deck or after.is_over or any(e.kind is EventKind.CHICA for e in events):
            self.final = final_table(self.moves[-1], before, after)
            self._finish()
        return move

    def _score(self, events: tuple[Event, ...]) -> None:
        from ..engine.search import CHICA_VALUE

        for event in events:
            if event.kind is EventKind.CHICA:
                self.margin += CHICA_VALUE if event.side == 0 else -CHICA_VALUE
                break
            if event.side is not None:
                self.margin += event.points if event.side == 0 else -event.points

    def _finish(self) -> None:
        from ..lessons.checker import meets_target

        self.over = True
        self.reached = (
            meets_target(self.target, self.margin)
            if self.target != "best"
            else (self.critical is None)
        )


def _key(action: Action) -> str:
    return format_play(action) if isinstance(action, Play) else str(action)


def final_table(move: Move, before: Position, after: Position) -> Position:
    """Return the table as ``move`` (the last of a deck) left it, with the final score.

    ``apply`` goes straight on to the next deal (or the next chica, from 0–0); the learner
    should see the cards that were played, the piles they made (with the table's leftovers
    where the engine gave them away: its ``LEFTOVERS`` event) and the score the chica ended
    with.
    """
    chica = next((e for e in move.events if e.kind is EventKind.CHICA), None)
    scores = chica.final if chica is not None and chica.final else after.scores
    hands, table, piles = list(before.hands), before.table, list(before.piles)
    if isinstance(move.action, Play):
        play = move.action
        hands[move.seat] = tuple(c for c in before.hands[move.seat] if c != play.card.natural)
        if play.is_drop:
            table = sort_cards((*table, play.card))
        else:
            table = tuple(c for c in table if c not in play.captured)
            side = before.side
            won = (c.natural for c in (play.card, *play.captured))
            piles[side] = sort_cards((*piles[side], *won))
    for event in move.events:
        if event.kind is EventKind.LEFTOVERS:
            table = ()
            if event.side is not None:
                piles[event.side] = sort_cards((*piles[event.side], *event.cards))
    return dataclasses.replace(
        before,
        hands=tuple(hands),
        table=table,
        piles=(piles[0], piles[1]),
        scores=scores,
        last_drop=None,
        turn=0,
    )
