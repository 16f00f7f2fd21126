"""The player's settings file: read leniently, checked strictly, never a crash."""

import json

import pytest

from game.settings import Settings, load_settings, save_settings, settings_path


def test_no_file_gives_the_defaults_and_no_message(user_home):
    s, msg = load_settings()
    assert msg is None and s == Settings()
    assert (s.ui_scale, s.pacing, s.window, s.disabled_mods) == (1.0, "normal", (1280, 720), [])


def test_saved_settings_come_back_as_they_were(user_home):
    s = Settings(ui_scale=1.25, pacing="fast", disabled_mods=["example"], last_setup={"smash_up": {"seats": ["human"]}})
    s.window = (1600, 900)
    save_settings(s)
    back, msg = load_settings()
    assert msg is None and back == s and back.window == (1600, 900) and back.pacing_ms == 250


def test_a_hand_written_file_is_read_the_lenient_way(user_home):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"ui_scale": "1.5", "fullscreen": "true", "window": [1920.0, 1080],
                                           "a_setting_of_a_newer_version": 3}))
    s, msg = load_settings()
    assert msg is None and (s.ui_scale, s.fullscreen, s.window) == (1.5, True, (1920, 1080))


@pytest.mark.parametrize("doc", [{"ui_scale": 5}, {"pacing": "glacial"}, {"window": [1280]},
                                 {"fullscreen": "maybe"}, {"disabled_mods": "example"}, [1, 2], "not json"])
def test_a_damaged_file_gives_the_defaults_and_one_line(user_home, doc):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(doc if isinstance(doc, str) else json.dumps(doc))
    s, msg = load_settings()
    assert s == Settings() and msg is not None and "\n" not in msg and "damaged" in msg


def test_a_value_out_of_range_is_refused_when_set():
    s = Settings()
    with pytest.raises(ValueError):
        s.ui_scale = 0.5
    with pytest.raises(ValueError):
        s.response_privacy = "secret"
    assert s.ui_scale == 1.0 and s.response_privacy == "strict"
