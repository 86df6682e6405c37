"""The last-round prompt says the opponent's cards only when the position proves them."""

from __future__ import annotations

import dataclasses

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.cards import display_card
from cuarenta_tutor.puzzles import all_puzzles
from cuarenta_tutor.puzzles.known_cards import deduced_hand, unseen_cards
from cuarenta_tutor.sentences.puzzle_text import puzzle_text


def deal_puzzles():
    return [puzzle for puzzle in all_puzzles() if puzzle.criterion == "deal"]


def test_every_last_round_puzzle_names_its_opponent_s_hand_proved_by_the_position() -> None:
    tr = Translator("es")
    puzzles = deal_puzzles()
    assert len(puzzles) > 100
    for puzzle in puzzles[::25]:
        position = parse_position(puzzle.position)
        opponent = position.hands[1 - position.turn]
        known = deduced_hand(position)
        assert known is not None
        assert set(known) == set(opponent)
        prompt = puzzle_text(puzzle, tr).prompt
        assert "conoces todas las cartas" not in prompt  # the old claim, now shown instead
        for card in opponent:
            assert display_card(card, "es") in prompt, (puzzle.id, prompt)
        for card in position.hand:
            assert display_card(card, "es") not in prompt.split(": ")[2].split(".")[0], puzzle.id


def test_nothing_is_claimed_when_cards_are_still_to_deal_or_set_aside() -> None:
    puzzle = deal_puzzles()[0]
    position = parse_position(puzzle.position)
    hidden = position.hands[1 - position.turn][0]
    fewer = tuple(card for card in position.hands[1 - position.turn] if card != hidden)
    hands = list(position.hands)
    hands[1 - position.turn] = fewer
    for changed in (
        dataclasses.replace(position, hands=tuple(hands), stock=(hidden,)),
        dataclasses.replace(position, hands=tuple(hands), set_aside=(hidden,)),
    ):
        assert hidden in unseen_cards(changed)
        assert deduced_hand(changed) is None
    assert deduced_hand(dataclasses.replace(position, players=4)) is None
    assert deduced_hand(position) is not None


def test_a_last_round_without_proof_says_only_what_is_known(monkeypatch) -> None:
    import cuarenta_tutor.sentences.puzzle_text as text

    puzzle = deal_puzzles()[0]
    monkeypatch.setattr(text, "deduced_hand", lambda position: None)
    prompt = puzzle_text(puzzle, Translator("en")).prompt
    assert prompt.startswith("This is the last round of the deck: no cards are left to deal.")
    assert "holds exactly" not in prompt
