"""Fixtures of the engine tests."""

import pytest


@pytest.fixture(scope="module", params=[2, 4])
def bank_players(request: pytest.FixtureRequest) -> int:
    """Two players, then four: module-scoped, so a module's fixture of the verdicts as shipped
    (``shipped``) is asked once for each count and before any test's patch."""
    return int(request.param)
