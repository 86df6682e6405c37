"""Server-side parts of `cuarenta-tutor serve`: they run in the Voilà server, not a kernel."""
