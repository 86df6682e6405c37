"""The teacher's secret key: letters nobody misreads, in groups, and the forms it is checked in.

A key rides in the teacher's address (``#key=…``) and may be copied by hand from a screen
or a notebook onto another computer. It is made of the class code's letters
(:data:`~.rejoin.CODE_LETTERS`: capitals and digits without 0/O, 1/I, no underscore, which
a laptop screen may not draw), :data:`KEY_LETTERS` of them in groups of
:data:`GROUP` joined by dashes: 40 × 5 = 200 random bits, more than the 192 of the
``secrets.token_urlsafe(24)`` keys made before. Those older keys still open their class:
a key is checked as typed (old keys are case-sensitive and may hold ``-`` and ``_``) and
in its normal form, capitals without spaces or dashes, which is how a new key's hash is kept,
so ``k7qm4-…`` typed in small letters or without dashes opens the class as well.
"""

from __future__ import annotations

import secrets

from .rejoin import CODE_LETTERS

KEY_LETTERS = 40
GROUP = 5
KEY_BITS = 200
"""log2(32) × 40: the randomness of a new key."""


def new_teacher_key() -> str:
    """Return a new key: :data:`KEY_LETTERS` letters without look-alikes, grouped by dashes.

    >>> key = new_teacher_key()
    >>> len(key.replace("-", "")), len(key.split("-")), set(key) <= set(CODE_LETTERS + "-")
    (40, 8, True)
    """
    letters = "".join(secrets.choice(CODE_LETTERS) for _ in range(KEY_LETTERS))
    return "-".join(letters[i : i + GROUP] for i in range(0, KEY_LETTERS, GROUP))


def normal_key(key: str) -> str:
    """Return the form a new key's hash is kept in: capitals, no spaces or dashes.

    >>> normal_key(" k7qm4-rxz2p ")
    'K7QM4RXZ2P'
    """
    return "".join(key.split()).replace("-", "").upper()


def key_forms(key: str) -> tuple[str, ...]:
    """Return the forms a typed key is checked in: as typed (an older key), then its normal form.

    >>> key_forms("K7QM4-RXZ2P")
    ('K7QM4-RXZ2P', 'K7QM4RXZ2P')
    >>> key_forms("W_5P01hZ")
    ('W_5P01hZ', 'W_5P01HZ')
    """
    normal = normal_key(key)
    return (key,) if normal == key else (key, normal)
