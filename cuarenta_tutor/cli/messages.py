"""How the command reports a problem: one line on stderr, the user's input shown escaped."""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from ..i18n import Translator

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
"""The shell's status for a command stopped by Ctrl+C (128 + SIGINT)."""


def printable(text: str) -> str:
    r"""Return ``text`` with every character a terminal would not simply show escaped.

    Line breaks, tabs, terminal escape sequences (ESC), other control and format characters
    become Python-style escapes (``\n``, ``\x1b``, ``\u200e``); a lone surrogate, which
    stands for a byte of an argument that was not UTF-8, becomes that byte (``\xff``).
    A backslash stays as it is. Letters of every script are kept.

    >>> printable("7s\n\x1b[31m")
    '7s\\n\\x1b[31m'
    """
    return "".join(char if char.isprintable() else _escape(char) for char in text)


def _escape(char: str) -> str:
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # surrogateescape: the byte code - 0xDC00
        return f"\\x{code - 0xDC00:02x}"
    escaped = char.encode("unicode_escape").decode("ascii")
    return escaped if escaped != char else f"\\u{code:04x}"


def print_error(message: str, prog: str = "cuarenta-tutor", tr: Translator | None = None) -> None:
    """Write ``prog: error: message`` on stderr as one line, with the message escaped."""
    line = "{prog}: error: {message}"
    if tr is not None:
        # Translators: a command's one-line error, e.g. "cuarenta-tutor: error: '9h' is not …".
        line = tr.gettext("{prog}: error: {message}")
    print(line.format(prog=prog, message=printable(message)), file=sys.stderr)


def os_problem(error: OSError) -> str:
    """Describe a file problem without Python's wording (``[Errno 2] …``): the file, the reason."""
    reason = error.strerror or str(error)
    return f"{error.filename}: {reason}" if error.filename is not None else reason


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line (``--help`` still shows the usage)."""

    def error(self, message: str) -> NoReturn:
        """Report a usage error on one line and exit with status 2."""
        print_error(message, self.prog)
        sys.exit(EXIT_USAGE)
