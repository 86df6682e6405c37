"""Nicknames: the only thing a pupil tells the class about themselves.

A nickname is shown to the teacher (and on the projector), so it is checked here once:
ordinary text of at most :data:`MAX_LENGTH` characters, without control or invisible
format characters, unique in its class whatever the case. Markup is allowed as text:
every page shows a nickname escaped.
"""

from __future__ import annotations

import unicodedata

from .errors import NicknameError

MAX_LENGTH = 24
"""The longest nickname, in characters (a name on a projector's list, not a sentence)."""
HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
"""Unicode categories a nickname may not hold: control, format (bidi overrides, zero-width),
surrogate, private-use, unassigned characters, and line or paragraph separators."""


def clean_nickname(text: str) -> str:
    """Return ``text`` as a nickname (NFC, spaces trimmed and single), or raise why not.

    >>> clean_nickname("  Ana   María ")
    'Ana María'
    >>> clean_nickname("<b>Zoe</b>")
    '<b>Zoe</b>'
    """
    name = " ".join(unicodedata.normalize("NFC", text).split())
    if not name:
        raise NicknameError("write a nickname to join the class")
    if len(name) > MAX_LENGTH:
        raise NicknameError(
            "a nickname has at most {limit} characters; this one has {count}",
            limit=MAX_LENGTH,
            count=len(name),
        )
    if any(unicodedata.category(char) in HIDDEN for char in name):
        raise NicknameError("a nickname cannot hold control or invisible characters")
    return name


def name_key(name: str) -> str:
    """Return the key two nicknames clash on: the same letters, whatever the case.

    >>> name_key("Ana") == name_key("ANA") == name_key("ana")
    True
    """
    return unicodedata.normalize("NFKC", name).casefold()
