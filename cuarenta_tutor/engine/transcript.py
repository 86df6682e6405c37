"""Readable transcripts of recorded mesas: one line per action with its events and the score."""

from __future__ import annotations

from .cards import format_cards
from .record import GameRecord, steps
from .scoring import Event, EventKind


def event_label(event: Event) -> str:
    """Write an event compactly: ``caida side0 +2``, ``limpia side1 +0 (rule_38)``."""
    if event.kind is EventKind.DEAL:
        return "deal"
    who = "" if event.side is None else f" side{event.side}"
    text = f"{event.kind.value}{who} +{event.points}"
    if event.cards:
        text += f" [{format_cards(event.cards)}]"
    if event.note:
        text += f" ({event.note.value})"
    return text


def transcript(record: GameRecord) -> str:
    """Replay ``record`` and describe every action, the table after it and the score."""
    position = record.start()
    lines = [f"mesa {record.rules}, {record.players} players, seed {record.seed}"]
    lines.append(
        f"deck 1, dealer P{position.dealer}: "
        + " / ".join(format_cards(hand) for hand in position.hands)
    )
    for step in steps(record):
        number, text, seat, events = step.number, step.text, step.before.turn, step.events
        position = step.after
        happened = ", ".join(event_label(e) for e in events if e.kind is not EventKind.DEAL)
        line = f"{number:4}. P{seat} {text:<24} table [{format_cards(position.table)}]"
        line += f" score {position.scores[0]}-{position.scores[1]}"
        lines.append(line + (f" | {happened}" if happened else ""))
        if any(e.kind is EventKind.DEAL for e in events) and not position.is_over:
            lines.append(
                f"      deal, deck {position.deck_no + 1}, dealer P{position.dealer}: "
                + " / ".join(format_cards(hand) for hand in position.hands)
            )
    lines.append(f"winner: side{position.winner}, chicas {position.chicas[0]}-{position.chicas[1]}")
    return "\n".join(lines) + "\n"
