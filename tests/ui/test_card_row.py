"""The card row's clicks: one message per click from the browser, none lost or merged."""

from __future__ import annotations

from cuarenta_tutor.ui.components import CardRow


def browser_message(row: CardRow, content: object) -> None:
    """Deliver a custom comm message to the row, as the browser sends one."""
    row._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def browser_click(row: CardRow, code: str) -> None:
    """Deliver a click as the browser sends it: a message of its own."""
    browser_message(row, {"card": code})


def test_each_click_message_is_one_click_in_order():
    row = CardRow()
    seen: list[str] = []
    row.observe(lambda _change: seen.append(row.clicked), names="clicks")
    for code in ("7c", "Js", "Qc", "Ks", "Ks"):
        browser_click(row, code)
    assert seen == ["7c", "Js", "Qc", "Ks", "Ks"]
    assert row.clicks == 5


def test_clicks_are_not_synced_state():
    """Synced state sent while the kernel is busy is merged by ipywidgets: clicks are messages."""
    row = CardRow()
    assert not {"clicks", "clicked"} & set(row.keys)
    browser_click(row, "Ah")
    browser_message(row, {"not": "a card"})
    browser_message(row, "junk")
    assert (row.clicked, row.clicks) == ("Ah", 1)
