"""The coach's sampled searches recorded as it makes them (a test's fixture, a benchmark)."""

from __future__ import annotations

from collections.abc import Callable

from cuarenta_tutor.engine.search import coach
from cuarenta_tutor.engine.search.lookahead import Lookahead


def recording(searches: list[Lookahead]) -> Callable[..., Lookahead]:
    """Return :func:`.coach.lookahead` as it is now, wrapped to append each search it makes
    to ``searches``: set it in its place on ``coach`` (and put the original back after)."""
    real = coach.lookahead

    def counted(*arguments: object, **options: object) -> Lookahead:
        found = real(*arguments, **options)  # type: ignore[arg-type]
        searches.append(found)
        return found

    return counted
