"""Server-side parts of `cuarenta-tutor serve`: they run in the Voilà server, not a kernel."""

MAX_KERNELS = 40
"""Default limit on kernels (open tutor tabs) at once: 30 pupils plus room for reloads."""
