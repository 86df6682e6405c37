"""The felt shared by the Lesson, Practice and Play tabs: rows, captions, optional parts."""

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.board_model import Row
from cuarenta_tutor.ui.card_board import CardBoard


def test_a_board_makes_only_the_parts_it_is_asked_for():
    plain = CardBoard("ct-practice-table", "ct-practice-hand")
    assert len(plain.root.children) == 4  # caption, table, caption, hand
    assert not hasattr(plain, "pile_box")
    assert not hasattr(plain, "top_row")
    full = CardBoard("ct-table", "ct-hand", top_class="ct-others", pile=True)
    assert full.root.children[0] is full.top_box
    assert full.root.children[3] is full.pile_box  # between the table and the hand
    assert "ct-others" in full.top_row._dom_classes
    assert "ct-felt" in full.root._dom_classes


def test_a_board_names_its_rows_and_hands_clicks_on_as_card_codes():
    board = CardBoard("ct-play-table", "ct-play-hand")
    picked: list[tuple[str, str]] = []
    board.on_pick(
        lambda code: picked.append(("table", code)), lambda code: picked.append(("hand", code))
    )
    table, hand = Row((parse_card("7h"),)), Row((parse_card("Kc"),), selected=(parse_card("Kc"),))
    board.draw(table, hand, Translator("es"), four_colour=False)
    assert board.table_caption.value == "<div class='ct-caption'>Mesa</div>"
    assert board.hand_row.cards[0]["selected"]
    board.hand_row.click("Kc")
    board.table_row.click("7h")
    assert picked == [("hand", "Kc"), ("table", "7h")]
