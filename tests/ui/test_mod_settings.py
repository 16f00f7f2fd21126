"""Settings switches a mod off and on by mouse, and games opened afterwards follow it
(the example mod: its Smash Up base and Heroscape scenario come and go)."""

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


def test_the_example_mod_is_switched_off_and_on_in_settings(app):
    app.scenes.push(SettingsScene(app))
    app.frame([], 1 / 60)
    button = _mod_button(app.scenes.top)
    assert button.text == "On: switch off" and "example" not in app.settings.disabled_mods
    assert load_game(app, "smash_up").content.has("bases", "rooftop_water_tower")

    press(app, button)
    app.frame([], 1 / 60)
    assert app.settings.disabled_mods == ["example"] and load_settings()[0].disabled_mods == ["example"]
    assert _mod_button(app.scenes.top).text == "Off: switch on"
    assert not load_game(app, "smash_up").content.has("bases", "rooftop_water_tower")
    hs = load_game(app, "heroscape")
    assert "rooftop_standoff" not in dict(hs.spec.scenarios(hs.content))

    press(app, _mod_button(app.scenes.top))
    app.frame([], 1 / 60)
    assert app.settings.disabled_mods == []
    hs = load_game(app, "heroscape")
    assert "rooftop_standoff" in dict(hs.spec.scenarios(hs.content))
