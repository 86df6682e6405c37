"""Golden transcripts: seeded mesas between engine players must replay line for line.

A deliberate rule change that alters them is reviewed by regenerating the files with
``UPDATE_GOLDEN=1 python -m pytest tests/engine/test_golden.py`` and reading the diff.
"""

import os
from pathlib import Path

import pytest

from cuarenta_tutor.engine.players import GreedyPlayer, RandomPlayer
from cuarenta_tutor.engine.simulate import play_mesa
from cuarenta_tutor.engine.transcript import transcript

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
GAMES = [
    ("quito", 2, "golden-1"),
    ("rigor", 4, "golden-2"),
    ("pagat", 2, "golden-3"),
    ("casual", 4, "golden-4"),
]


@pytest.mark.parametrize(("rules", "players", "seed"), GAMES)
def test_transcript_matches_the_golden_file(rules, players, seed):
    choosers = [
        GreedyPlayer() if seat % 2 == 0 else RandomPlayer(f"{seed}-{seat}")
        for seat in range(players)
    ]
    _, record = play_mesa(rules, players, seed, choosers)
    text = transcript(record)
    path = GOLDEN / f"{rules}-{players}p-{seed}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == text
