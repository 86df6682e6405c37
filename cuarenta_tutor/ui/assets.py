"""The front end's own files: the widgets' JavaScript modules and the app's stylesheet.

They live in ``cuarenta_tutor/ui/static/`` as plain ``.js`` and ``.css`` files (an editor
checks them, ``node --check`` parses them in the tests) and ship inside the package: the
wheel, and with it the static site, carries them, and nothing is fetched from the internet.
Each is read once, when the module that uses it is imported.
"""

from __future__ import annotations

from pathlib import Path

STATIC = Path(__file__).with_name("static")
"""The folder of the front end's files."""


def asset(name: str) -> str:
    """Return the text of the front-end file ``name`` (``card_row.js``, ``tutor.css``, …)."""
    return (STATIC / name).read_text(encoding="utf-8")
