"""Problems worded so that a front end can say them in the user's language.

The engine speaks English only and imports no translation machinery. An error whose
wording a user may see carries an English *template* with named fields and their values;
``str()`` is the English sentence (for logs, tests and ``--json``), and
``cuarenta_tutor.i18n.messages`` translates the template through gettext and fills it in.
The translation tools extract the templates from the calls that raise these errors.

>>> error = MessageError("the card {card} appears twice", card="7h")
>>> str(error), error.template, error.params
('the card 7h appears twice', 'the card {card} appears twice', {'card': '7h'})
"""

from __future__ import annotations

import functools
from typing import Any, TypeVar

E = TypeVar("E", bound=BaseException)


def detached(error: E) -> E:
    """Drop ``error``'s traceback, and those of the errors it came from, in place; return it.

    An error kept to be said later (a refusal shown on the course map, a problem in a list)
    would keep, through its traceback, every frame it was raised through and their
    variables: a lesson's whole search, for one. Its words need none of them. A developer's
    traceback of a later error raised from it shows no frames for it.

    >>> try:
    ...     int("x")
    ... except ValueError as caught:
    ...     kept = detached(caught)
    >>> kept.__traceback__ is None, str(kept)
    (True, "invalid literal for int() with base 10: 'x'")
    """
    seen: set[int] = set()
    waiting: list[BaseException | None] = [error]
    while waiting:
        current = waiting.pop()
        if current is None or id(current) in seen:
            continue
        seen.add(id(current))
        current.__traceback__ = None
        waiting += [current.__cause__, current.__context__]
    return error


class MessageError(ValueError):
    """A problem with an English message template and the values of its fields.

    A value may itself be a :class:`MessageError` (a reason inside a reason); it is shown
    as its own sentence. A value that is an error is :func:`detached` in place (its
    traceback dropped): only its words are said. Without values the template is the message
    as it stands (braces and all), so ``MessageError(f"…")`` still works, in English only.
    """

    def __init__(self, template: str, /, **params: object) -> None:
        self.template = template
        self.params = {
            name: detached(value) if isinstance(value, BaseException) else value
            for name, value in params.items()
        }
        super().__init__(template.format(**params) if params else template)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickle the template and its values, not only the English sentence."""
        return functools.partial(type(self), **self.params), (self.template,)

    @property
    def location(self) -> str:
        """Where the problem is, as said before the sentence (``file:line: ``), or nothing."""
        return ""
