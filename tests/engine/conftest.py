"""Fixtures of the engine tests: the coach's yardstick, with or without the later decks."""

import pytest

from cuarenta_tutor.engine.search import lookahead


@pytest.fixture
def later_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach counts the later decks (as shipped): a deck end is worth their chances."""
    monkeypatch.setattr(lookahead, "LATER_DECKS", True)


@pytest.fixture
def this_deck_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach before walk finding P1-N1 was fixed: a deck end is worth its points only."""
    monkeypatch.setattr(lookahead, "LATER_DECKS", False)
