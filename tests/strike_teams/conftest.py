"""Strike Teams tests: long playouts (a whole campaign) are marked slow and run only when asked,
with ``STRIKE_TEAMS_SLOW=1`` in the environment, so the default run stays short."""

import os

import pytest


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a long playout; runs with STRIKE_TEAMS_SLOW=1")


def pytest_collection_modifyitems(config, items):
    if os.environ.get("STRIKE_TEAMS_SLOW"):
        return
    skip = pytest.mark.skip(reason="slow: set STRIKE_TEAMS_SLOW=1 to run it")
    for item in items:
        if "slow" in item.keywords and "strike_teams" in str(item.fspath):
            item.add_marker(skip)
