"""The app's screens: menu, game setup, game, hand-over, results, settings, load, error, Esc menu."""
