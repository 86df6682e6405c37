"""Rule pages: Markdown with a small front matter (``title:``, and ``source:`` in translations)."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)
COMMENT = re.compile(r"<!--.*?-->\n?", re.S)


def fingerprint(text: str) -> str:
    """Return the first 8 hex digits of the SHA-256 of a text (how translations cite it)."""
    return hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:8]


@dataclass(frozen=True)
class Page:
    """A rule page: its front matter and Markdown body."""

    path: Path
    meta: dict[str, str]
    body: str


def read_page(path: Path) -> Page:
    """Read a Markdown page with ``---`` front matter (``title:``, ``source:``).

    HTML comments (notes to contributors) are left out of the body.
    """
    text = path.read_text(encoding="utf-8")
    match = FRONT_MATTER.match(text)
    meta: dict[str, str] = {}
    if match:
        for line in match.group(1).splitlines():
            key, _, value = line.partition(":")
            meta[key.strip()] = value.strip().strip('"')
        text = text[match.end() :]
    return Page(path, meta, COMMENT.sub("", text))


def localized_page(folder: Path, lang: str) -> tuple[Page, bool]:
    """Return the page of ``lang`` in ``folder`` (else the English one), and whether it is."""
    path = folder / f"{lang}.md"
    if path.is_file():
        return read_page(path), True
    return read_page(folder / "en.md"), lang == "en"
