"""Marvel Tabletop: five Marvel tabletop games at one screen."""

APP_NAME = "Marvel Tabletop"
APP_ID = "marvel-tabletop"
__version__ = "0.1.0"
