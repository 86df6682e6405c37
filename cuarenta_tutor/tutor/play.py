"""A whole mesa against engine players, with the coach: plain Python, no widgets.

The learner is seat 0; with four players seat 2 is an engine partner and seats 1 and 3 are
engine opponents. After each learner action the coach judges it (before it is applied,
from what the learner could see), then the engine seats play until it is the learner's
turn again; their moves are kept in :attr:`PlayGame.engine_moves` so the screen can show
each one before the next learner action.

A kept mesa resumed (:attr:`PlayGame.replayed`) judges only the learner's last action at
once, the verdict on screen: the others wait until something reads them (the review, the
mistakes kept at the mesa's end) or until :meth:`PlayGame.judge_pending` is given time.
So a resume costs one verdict, not one a move (four players, 58 moves: eight seconds).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.cards import Card
from ..engine.game import Action, Claim, Declare, Position, apply, legal_actions, parse_action
from ..engine.notation import format_position
from ..engine.players import Player
from ..engine.record import GameRecord
from ..engine.rules import DEFAULT_RULESET
from ..engine.scoring import Event, EventKind
from ..engine.search.coach import Band, Reason, Verdict, assess, holds_doble_ronda, judge
from ..engine.search.game_review import GameAnalysis
from ..engine.search.strength import Strength, engine_player
from ..engine.search.unsaid import unsaid_gains
from .deck_end import DeckEnd, deck_end
from .feedback import Feedback
from .play_hint import Hint, hint_for
from .progress import MistakePosition
from .selection import Selection, judge_selection

LEARNER = 0
MISTAKE_BANDS = (Band.MISTAKE, Band.BLUNDER)
"""The bands whose positions are kept for review (Practice's mistakes)."""


@dataclass(frozen=True)
class Move:
    """One action of the mesa, who made it and what it caused."""

    seat: int
    action: Action
    events: tuple[Event, ...]
    deck_no: int
    """The deck the action was made in (a deck-end count follows the last card)."""
    end: DeckEnd | None = None
    """The deck end the action caused (its count, cartón and results), if any."""


@dataclass
class PlayGame:
    """The state of one mesa on the Play screen."""

    rules: str = DEFAULT_RULESET
    players: int = 2
    strength: Strength = Strength.BEGINNER
    seed: str = "1"
    coach: bool | None = None
    """Hints and take-backs offered (default: at the beginner strength only)."""
    position: Position = field(init=False)
    record: GameRecord = field(init=False)
    selection: Selection = field(default_factory=Selection)
    verdict: Verdict | None = None
    """The coach's verdict on the learner's last action."""
    engine_moves: list[Move] = field(default_factory=list)
    """The engine's moves since the learner's last action."""
    learner_move: Move | None = None
    """The learner's last action and what it scored, until the next deck or a take-back."""
    moves: list[Move] = field(default_factory=list)
    _judged: list[tuple[int, Verdict | None]] = field(default_factory=list)
    """The coach's verdict on each learner action, by ply; None: replayed, not judged yet."""
    _mistakes: list[tuple[int, str, Verdict]] = field(default_factory=list)
    """Each mistake or blunder: its ply and position in notation (kept after a take-back)."""
    _before: list[tuple[Position, GameRecord, int, list[Move]]] = field(default_factory=list)
    """Before each learner action: the position, the record, the moves and the engine's moves."""
    _engines: dict[int, Player] = field(default_factory=dict)
    pause_at_deck_end: bool = False
    """Stop at each deck end (not the mesa's) until :meth:`next_deck` (the Play screen)."""
    deck_end: DeckEnd | None = None
    """The deck end the game has stopped on (with :attr:`pause_at_deck_end`)."""
    hinted: Action | None = None
    """The hint asked for before the learner's coming action."""
    verdict_hint: Action | None = None
    """The hint that was in force when the learner made the action :attr:`verdict` judges."""
    hinted_plies: set[int] = field(default_factory=set)
    """The plies of the learner's actions made after asking for a hint."""
    replayed: Sequence[str] = ()
    """A kept mesa's actions (its record's), made again at the start: the mesa resumes."""

    def __post_init__(self) -> None:
        self.strength = Strength(self.strength)
        if self.coach is None:
            self.coach = self.strength is Strength.BEGINNER
        self.record = GameRecord(self.rules, self.players, self.seed)
        self.position = self.record.start()
        self._engines = {
            seat: engine_player(self.strength, f"{self.seed}-{seat}")
            for seat in range(1, self.players)
        }
        for text in self.replayed:
            self._replay(text)
        if self._judged:  # the verdict on screen: the learner's last action
            self.verdict = self._verdict_at(len(self._judged) - 1)
        self._engines_play()

    # -- what the screen reads -----------------------------------------------------------
    @property
    def learners_turn(self) -> bool:
        """Whether the learner is to act."""
        return not self.position.is_over and self.position.turn == LEARNER and self.deck_end is None

    @property
    def can_declare(self) -> bool:
        """Whether declaring a ronda is a legal action now."""
        return self.learners_turn and Declare() in legal_actions(self.position)

    @property
    def holds_doble_ronda(self) -> bool:
        """Whether the learner's ronda to declare is a doble ronda (four of a rank)."""
        return self.can_declare and holds_doble_ronda(self.position)

    @property
    def can_claim(self) -> bool:
        """Whether claiming the run cards left behind is a legal action now."""
        return self.learners_turn and Claim() in legal_actions(self.position)

    @property
    def can_take_back(self) -> bool:
        """Whether the learner may take the last action back (coach on, any band).

        One action at a time: once taken back, the learner acts again before taking another
        back (the verdict shown is always the one of the action a take-back would undo).
        Never across a chica's end: a chica won or lost stays so (walk P2, N5).
        """
        if not (self.coach and self._before and self.verdict is not None):
            return False
        since = self.moves[self._before[-1][2] :]
        return not any(event.kind is EventKind.CHICA for move in since for event in move.events)

    @property
    def judged(self) -> list[tuple[int, Verdict]]:
        """Return the coach's verdict on each learner action so far, by ply (all judged now)."""
        return [(ply, self._verdict_at(index)) for index, (ply, _) in enumerate(self._judged)]

    @property
    def learner_plies(self) -> tuple[int, ...]:
        """Return the plies of the learner's actions so far (none judged for it)."""
        return tuple(ply for ply, _ in self._judged)

    def learner_action(self, ply: int) -> tuple[Action, bool]:
        """Return the learner's action at ``ply`` and whether its mover held a doble ronda.

        What naming the move needs, as its verdict says it, without judging it.
        """
        before = self._before[self.learner_plies.index(ply)][0]
        return self.moves[ply - 1].action, holds_doble_ronda(before)

    @property
    def pending(self) -> int:
        """Return how many of a resumed mesa's learner actions are not judged yet."""
        return sum(verdict is None for _, verdict in self._judged)

    def judge_pending(self, limit: int | None = None) -> int:
        """Judge up to ``limit`` (None: all) of a resumed mesa's actions not judged yet.

        Earliest first; return how many are left.
        """
        pending = [index for index, (_, verdict) in enumerate(self._judged) if verdict is None]
        for index in pending[:limit]:  # [:None]: all of them
            self._verdict_at(index)
        return self.pending

    def analyse(self) -> GameAnalysis:
        """Return the coach's verdicts on every learner action so far."""
        return GameAnalysis(LEARNER, tuple(self.judged))

    def own_analysis(self) -> GameAnalysis:
        """Return the coach's verdicts on the learner's own actions: those made without a hint."""
        own = tuple((ply, v) for ply, v in self.judged if ply not in self.hinted_plies)
        return GameAnalysis(LEARNER, own)

    def unsaid_gains(self) -> dict[int, tuple[Reason, ...]]:
        """Return the caída or limpia each learner action missed and its band leaves unsaid.

        By ply; see :func:`~cuarenta_tutor.engine.search.unsaid.unsaid_gains`.
        """
        found = {
            ply: unsaid_gains(before[0], verdict)
            for (ply, verdict), before in zip(self.judged, self._before, strict=True)
        }
        return {ply: notes for ply, notes in found.items() if notes}

    @property
    def hints_used(self) -> int:
        """How many of the learner's actions were made after asking for a hint."""
        return sum(ply in self.hinted_plies for ply in self.learner_plies)

    def mistake_positions(self) -> list[MistakePosition]:
        """Return the positions where the learner made a mistake or a blunder, in play order.

        A mistake taken back comes before the action that replaced it.
        """
        self.judge_pending()
        return [
            MistakePosition(position, str(v.action), str(v.best), v.band.value)
            for _, position, v in sorted(self._mistakes, key=lambda mistake: mistake[0])
        ]

    # -- the learner's actions -------------------------------------------------------------
    def pick_hand(self, card: Card) -> None:
        """Choose the card to play (again to unchoose it)."""
        self.selection = self.selection.with_hand(card, self.position.hands[LEARNER])

    def toggle_table(self, card: Card) -> None:
        """Add a table card to the cards to take, or remove it."""
        self.selection = self.selection.toggled(card, self.position.table)

    def play_selection(self) -> Verdict | Feedback:
        """Play the chosen card taking the chosen table cards (none: a drop).

        The selection is judged as on every screen
        (:func:`~cuarenta_tutor.tutor.selection.judge_selection`): a legal play is made and
        the coach's verdict returned; otherwise nothing is played and the returned
        :class:`~cuarenta_tutor.tutor.feedback.Feedback` says why (the view shows it).
        """
        judged = judge_selection(self.position, self.selection)
        if isinstance(judged, Feedback):
            return judged
        return self.act(judged)

    def act(self, action: Action) -> Verdict:
        """Make a learner action: judge it, apply it, then let the engine seats play."""
        self._learner_acts(action)
        verdict = self.verdict = self._verdict_at(len(self._judged) - 1)
        self._engines_play()
        return verdict

    def _learner_acts(self, action: Action) -> None:
        """Apply a learner action, its verdict left to :meth:`_verdict_at` (engines wait)."""
        if not self.learners_turn:
            raise ValueError("it is not your turn")
        self._before.append((self.position, self.record, len(self.moves), self.engine_moves))
        ply = len(self.record.actions) + 1
        self._judged.append((ply, None))
        self.verdict, self.verdict_hint, self.hinted = None, self.hinted, None
        if self.verdict_hint is not None:
            self.hinted_plies.add(ply)
        shown, self.engine_moves = self.engine_moves, []
        self._make(action)
        self.learner_move = self.moves[-1]
        ended = any(event.kind in RESULT_KINDS for event in self.learner_move.events)
        if isinstance(action, Declare) and not ended:
            self.engine_moves = shown  # a declaration is no play: the others' last cards stay

    def _verdict_at(self, index: int) -> Verdict:
        """Return the verdict on the learner's ``index``-th action, judged now if not yet.

        Judged from the position before it (the same verdict whenever it is asked); a
        mistake or blunder is kept for review when it is judged.
        """
        ply, verdict = self._judged[index]
        if verdict is None:
            before = self._before[index][0]
            verdict = judge(before, self.moves[ply - 1].action)
            self._judged[index] = (ply, verdict)
            if verdict.band in MISTAKE_BANDS:
                self._mistakes.append((ply, format_position(before), verdict))
        return verdict

    def hint(self) -> Action:
        """Return the action the coach would make now."""
        return assess(self.position).best

    def ask_hint(self) -> Hint:
        """Return the coach's hint with its reason, and count it as used for this action."""
        hint = hint_for(self.position)
        self.hinted = hint.action
        return hint

    def next_deck(self) -> None:
        """Leave the deck end the game stopped on: the engine seats play on to the learner."""
        self.next_deck_passed()
        self._engines_play()

    def take_back(self) -> None:
        """Undo the learner's last action and the engine's replies to it.

        The engine's moves before that action are in force again (a card it dropped is still
        on the table, a caída target): :attr:`engine_moves` shows them again.
        """
        if not self.can_take_back:
            raise ValueError("there is no move to take back")
        # the action taken back was judged (can_take_back): a mistake stays kept for review
        self.position, self.record, moves, self.engine_moves = self._before.pop()
        del self.moves[moves:]
        self._judged.pop()
        self.verdict = self.verdict_hint = self.hinted = self.deck_end = None
        self.learner_move = None
        self.selection = Selection()

    # -- internals -------------------------------------------------------------------------
    def _replay(self, text: str) -> None:
        """Make one recorded action again, as it was made (the learner's judged when asked).

        An action that cannot be read or is not legal here raises ``ValueError``. An engine
        seat's slips (the beginner's) are drawn again, so that it plays on as it would have
        (unless a take-back had drawn some in a line given up: its later slips then differ).
        """
        if self.deck_end is not None:  # the learner went on past that deck's end
            self.next_deck_passed()
        action = parse_action(self.position, text)
        if action not in legal_actions(self.position):
            raise ValueError(f"{text!r} is not legal at that point of the mesa")
        if self.position.turn == LEARNER:
            self._learner_acts(action)
        else:
            if self.strength is Strength.BEGINNER:
                self._engines[self.position.turn].choose(self.position)
            self._make(action)

    def next_deck_passed(self) -> None:
        """Leave a deck's end without the engine seats playing on (a replay makes their moves)."""
        self.deck_end = self.learner_move = None
        self.engine_moves = []

    def _make(self, action: Action) -> None:
        before = self.position
        seat, deck = before.turn, before.deck_no
        self.position, events = apply(before, action)
        end = deck_end(before, action, self.position, events)
        if self.pause_at_deck_end and not self.position.is_over:
            self.deck_end = end
        self.record = self.record.with_action(action)
        move = Move(seat, action, events, deck, end)
        self.moves.append(move)
        if seat != LEARNER:
            self.engine_moves.append(move)
        self.selection = Selection()

    def _engines_play(self) -> None:
        while self.deck_end is None and not self.position.is_over and self.position.turn != LEARNER:
            self._make(self._engines[self.position.turn].choose(self.position))


RESULT_KINDS = frozenset(
    {
        EventKind.CARTON,
        EventKind.DOS_POR_DARLAS,
        EventKind.LEFTOVERS,
        EventKind.CHICA,
        EventKind.ZAPATERIA,
        EventKind.MESA,
    }
)
"""The events of deck ends, chicas and the mesa."""


def deck_results(moves: list[Move]) -> list[tuple[int, Event]]:
    """Return the events of the deck ends, chicas and the mesa among ``moves``, in order.

    Each comes with the number of its deck (from 0): the deck whose last card caused it.
    """
    return [
        (move.deck_no, event)
        for move in moves
        for event in move.events
        if event.kind in RESULT_KINDS
    ]
