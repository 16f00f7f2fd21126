"""Why a click is not a choice now (placeholder)."""


def explain(rules, state, seat, path):
    return None
