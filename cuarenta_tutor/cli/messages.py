"""How the command reports a problem: one line on stderr, the user's input shown escaped."""

from __future__ import annotations

import argparse
import errno
import re
import sys
from typing import NoReturn

from babel.numbers import format_decimal

from ..engine.messages import MessageError
from ..i18n import Translator, message_text

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


def os_problem(error: OSError, tr: Translator) -> str:
    """Describe a file problem without Python's wording (``[Errno 2] …``): the file, the reason.

    The common reasons are said in the user's language; others as the system says them.
    """
    reasons = {  # the system's own words as msgids: English output stays as it was
        errno.ENOENT: lambda: tr.gettext("No such file or directory"),
        errno.EACCES: lambda: tr.gettext("Permission denied"),
        errno.EPERM: lambda: tr.gettext("Operation not permitted"),
        errno.EISDIR: lambda: tr.gettext("Is a directory"),
        errno.ENOTDIR: lambda: tr.gettext("Not a directory"),
        errno.ENOSPC: lambda: tr.gettext("No space left on device"),
        errno.EADDRINUSE: lambda: tr.gettext("Address already in use"),
    }
    known = reasons.get(error.errno or 0)
    reason = known() if known else error.strerror or str(error)
    return f"{error.filename}: {reason}" if error.filename is not None else reason


class UsageProblem(SystemExit):
    """A usage error that :mod:`argparse` found, for the command to report on one line.

    It is a :class:`SystemExit` with status 2, as argparse's own, for callers of
    ``parse_args`` that expect one.
    """

    def __init__(self, message: str, prog: str) -> None:
        super().__init__(EXIT_USAGE)
        self.message = message
        self.prog = prog


class OneLineParser(argparse.ArgumentParser):
    """An argument parser that leaves its usage errors to the command (``--help`` still works).

    The command reports them on one line, in the user's language (:func:`usage_message`),
    instead of the usage and the error on two lines in English.
    """

    def error(self, message: str) -> NoReturn:
        """Raise :class:`UsageProblem` with argparse's message."""
        raise UsageProblem(message, self.prog)


ARGPARSE_ERRORS = (
    (
        r"the following arguments are required: (?P<names>.+)",
        MessageError("the following arguments are required: {names}"),
    ),
    (
        r"one of the arguments (?P<names>.+) is required",
        MessageError("one of the arguments {names} is required"),
    ),
    (
        r"argument (?P<option>\S+): invalid choice: (?P<value>.+) \(choose from (?P<names>.+)\)",
        MessageError("argument {option}: invalid choice: {value} (choose from {names})"),
    ),
    (
        r"argument (?P<option>\S+): expected one argument",
        MessageError("argument {option}: expected one argument"),
    ),
    (
        r"argument (?P<option>\S+): invalid (?:int|float) value: (?P<value>.+)",
        MessageError("argument {option}: {value} is not a number"),
    ),
    (
        r"argument (?P<option>\S+): not allowed with argument (?P<other>\S+)",
        MessageError("argument {option}: not allowed with argument {other}"),
    ),
    (
        r"unrecognized arguments: (?P<names>.+)",
        MessageError("unrecognized arguments: {names}"),
    ),
)
"""The usage errors a user meets, as :mod:`argparse` words them in English, and ours.

argparse has no translations of its own; a message not listed stays in English.
"""


def usage_message(message: str, tr: Translator) -> str:
    """Return argparse's usage error ``message`` in ``tr``'s language when it is a known one."""
    for pattern, template in ARGPARSE_ERRORS:
        found = re.fullmatch(pattern, message)
        if found:
            return message_text(MessageError(template.template, **found.groupdict()), tr)
    return message


def early_language(argv: list[str]) -> str | None:
    """Return the ``--lang`` an argument list asks for, read before the arguments are parsed."""
    for index, token in enumerate(argv):
        if token.startswith("--lang="):
            return token.partition("=")[2]
        if token == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
    return None


def count_text(number: int, tr: Translator) -> str:
    """Write a whole number as the learner's language does (``3,120``, ``3.120``, ``3 120``).

    >>> count_text(3120, Translator("en")), count_text(3120, Translator("de"))
    ('3,120', '3.120')
    """
    return format_decimal(number, locale=tr.lang)


def tenths_text(value: float, tr: Translator) -> str:
    """Write a number with one decimal, with the language's decimal sign (``2.5``, ``2,5``).

    >>> tenths_text(2.46, Translator("en")), tenths_text(2.46, Translator("es"))
    ('2.5', '2,5')
    """
    return format_decimal(round(value, 1), format="0.0", locale=tr.lang)
