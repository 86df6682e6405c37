"""Server-side parts of `cuarenta-tutor serve`: they run in the Voilà server, not a kernel."""

MAX_KERNELS = 40
"""Default limit on kernels (open tutor tabs) at once: 30 pupils plus room for reloads."""

REFILL_AFTER = 20.0
"""Default seconds without a page taking a pooled kernel before the pool refills: kernels
started while a class is still arriving would take the machine from the pages being drawn.
One person opening tab after tab (a home, or the browser tests) wants 0: the next kernel
starts while the page just opened is read."""


def fair_share(max_kernels: int) -> int:
    """Return the default limit on kernels per visitor's address for a server limit.

    A quarter of the places, and at least two: a pupil with a spare tab or two is never
    refused (a reload frees its kernel at once), a handful of pupils behind one shared
    address (a NAT'd Wi-Fi) still get in, and no single address can take every place
    once the server allows more than two kernels. Without a server limit (0) there is
    no share either.

    >>> [fair_share(limit) for limit in (0, 1, 3, 8, 12, 40)]
    [0, 2, 2, 2, 3, 10]
    """
    return max(2, max_kernels // 4) if max_kernels else 0
