"""Command implementations that need no window: simulate, replay, validate, bench."""
