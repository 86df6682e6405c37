"""Rejoin codes: how a pupil comes back to her class as herself from another browser.

Joining gives each pupil a short code, shown on her screen and kept in her browser. Her
nickname with that code lets her back in from any browser or device, as the same pupil
with all her work. Without the right code the nickname stays refused: nobody else can
answer in her name. After :data:`MAX_MISSES` wrong codes for one nickname, codes are
refused until the teacher gives that pupil a new one (a guess at random then has about one
chance in 200,000). The teacher's page shows each code and can give a new one.

The code is kept as it is (the teacher reads it out), with the number of wrong tries.
"""

from __future__ import annotations

import secrets

from .errors import ClassroomError

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters of a code: none that a pupil could misread (0/O, 1/I)."""
REJOIN_LENGTH = 4
MAX_MISSES = 5
"""Wrong codes for one pupil before only the teacher can let her back in."""


def new_rejoin_code() -> str:
    """Return a new random rejoin code.

    >>> code = new_rejoin_code()
    >>> len(code) == REJOIN_LENGTH and set(code) <= set(CODE_LETTERS)
    True
    """
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(REJOIN_LENGTH))


def normal_rejoin_code(text: str) -> str:
    """Return a code as typed in the form it is kept: capitals, no spaces or dashes.

    >>> normal_rejoin_code(" k7q-m ")
    'K7QM'
    """
    return "".join(text.split()).replace("-", "").upper()[: REJOIN_LENGTH * 4]


def name_taken(name: str) -> ClassroomError:
    """Return the refusal of a nickname in use, saying what to do."""
    return ClassroomError(
        "{name} is already in this class: if that is you, type your rejoin code as well "
        "(your teacher can tell it to you); if not, choose another nickname",
        name=name,
    )


def no_such_pupil(name: str) -> ClassroomError:
    """Return the refusal of a code given with a nickname nobody in the class has."""
    return ClassroomError(
        "nobody called {name} is in this class: check your nickname, or leave the rejoin "
        "code empty to join as a new pupil",
        name=name,
    )


def wrong_code(name: str, left: int) -> ClassroomError:
    """Return the refusal of a wrong rejoin code, with the tries ``left`` before the lock."""
    return ClassroomError(
        "that is not the rejoin code of {name}: check it, or ask your teacher "
        "(tries left before the code is locked: {left})",
        name=name,
        left=left,
    )


def locked(name: str) -> ClassroomError:
    """Return the refusal once a nickname has had too many wrong codes."""
    return ClassroomError(
        "too many wrong codes for {name}: ask your teacher to let you back in", name=name
    )
