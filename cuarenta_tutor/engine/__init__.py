"""The pure Cuarenta engine: cards, rulesets, plays, scoring, the game and its records.

Standard library only; nothing here knows about widgets, notebooks or languages.
"""

from .cards import (
    Card,
    CardError,
    DuplicateCardError,
    NotationError,
    format_card,
    format_cards,
    new_deck,
    parse_card,
    parse_cards,
)
from .game import (
    Action,
    Claim,
    Declare,
    IllegalActionError,
    Misdeal,
    Position,
    apply,
    legal_actions,
    new_game,
    parse_action,
)
from .plays import Play, capture_events, card_plays, format_play
from .record import GameRecord, replay
from .rules import DEFAULT_RULESET, Ruleset, RulesetError, load_ruleset, preset_names
from .scoring import Event, EventKind, Note

__all__ = [
    "DEFAULT_RULESET",
    "Action",
    "Card",
    "CardError",
    "Claim",
    "Declare",
    "DuplicateCardError",
    "Event",
    "EventKind",
    "GameRecord",
    "IllegalActionError",
    "Misdeal",
    "NotationError",
    "Note",
    "Play",
    "Position",
    "Ruleset",
    "RulesetError",
    "apply",
    "capture_events",
    "card_plays",
    "format_card",
    "format_cards",
    "format_play",
    "legal_actions",
    "load_ruleset",
    "new_deck",
    "new_game",
    "parse_action",
    "parse_card",
    "parse_cards",
    "preset_names",
    "replay",
]
