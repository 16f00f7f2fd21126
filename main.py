#!/usr/bin/env python3
"""Marvel Tabletop: start the app, or run one of its commands (see --help)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
