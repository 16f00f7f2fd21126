"""Placeholder."""


def explain(rules, s, seat, path):
    return None
