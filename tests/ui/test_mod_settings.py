"""Settings switches a mod on and off by mouse, and games opened afterwards follow it
(the example mod, off until switched on: its Smash Up base and Heroscape scenario come and go)."""

from game.settings import load_settings
from game.ui.scenes.flow import load_game
from game.ui.scenes.settings_scene import SettingsScene
from tests.ui.conftest import press


def _mod_button(scene):
    """The On/Off button on the example mod's line."""
    buttons = [e for e in scene._elements
               if type(e).__name__ == "UIButton" and e.text.endswith(("switch off", "switch on"))]
    labels = [e for e in scene._elements if type(e).__name__ == "UILabel" and "Example mod" in e.text]
    assert len(labels) == 1, "Settings lists the example mod once"
    return next(b for b in buttons if abs(b.rect.centery - labels[0].rect.centery) < 4)


def test_the_example_mod_is_switched_on_and_off_in_settings(app):
    app.scenes.push(SettingsScene(app))
    app.frame([], 1 / 60)
    button = _mod_button(app.scenes.top)
    assert button.text == "Off: switch on", "the example changes the shipped game: off until chosen"
    assert not load_game(app, "smash_up").content.has("bases", "rooftop_water_tower")

    press(app, button)
    app.frame([], 1 / 60)
    assert app.settings.enabled_mods == ["example"] and load_settings()[0].enabled_mods == ["example"]
    assert _mod_button(app.scenes.top).text == "On: switch off"
    assert load_game(app, "smash_up").content.has("bases", "rooftop_water_tower")
    hs = load_game(app, "heroscape")
    assert "rooftop_standoff" in dict(hs.spec.scenarios(hs.content))

    press(app, _mod_button(app.scenes.top))
    app.frame([], 1 / 60)
    assert app.settings.enabled_mods == [] and app.settings.disabled_mods == ["example"]
    hs = load_game(app, "heroscape")
    assert "rooftop_standoff" not in dict(hs.spec.scenarios(hs.content))
