"""Save my progress: the click carries the name the field shows, and the file is named for it."""

from __future__ import annotations

import json

from cuarenta_tutor.ui.save_file import ProgressSaver


def browser_message(widget: ProgressSaver, content: object) -> None:
    """Deliver a custom comm message, as the browser sends one."""
    message = {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}
    widget._handle_msg(message)


def test_the_file_carries_the_name_sent_with_the_click_not_the_one_kept_before():
    asked: list[str] = []

    def on_save(name: str) -> str:
        asked.append(name)
        return json.dumps({"learner": name})

    saver = ProgressSaver(on_save, learner="Sanne de Vries", saved_label="Saved: {file}.")
    sent: list[dict[str, str]] = []
    saver.send = sent.append  # type: ignore[method-assign]
    browser_message(saver, {"save": "  Pieter   Jansen "})  # typed, then Save at once
    assert asked == ["Pieter Jansen"]
    assert sent == [
        {
            "download": "cuarenta-progress-Pieter-Jansen.json",
            "text": '{"learner": "Pieter Jansen"}',
            "said": "Saved: cuarenta-progress-Pieter-Jansen.json.",  # beside the button
        }
    ]
    assert saver.learner == "Pieter Jansen"  # and the kernel keeps it from now on


def test_an_empty_field_saves_an_unnamed_file_and_other_messages_save_nothing():
    saver = ProgressSaver(lambda name: name)
    sent: list[dict[str, str]] = []
    saver.send = sent.append  # type: ignore[method-assign]
    browser_message(saver, {"other": 1})
    browser_message(saver, "save")
    assert sent == []
    browser_message(saver, {"save": "   "})
    assert sent == [{"download": "cuarenta-progress.json", "text": "", "said": ""}]
