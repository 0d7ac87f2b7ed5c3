"""Where the main window opens, on any screen."""

from __future__ import annotations

from pathlib import Path

from app.store.window_state import (
    Placement,
    Rect,
    WindowPlaces,
    fitted,
    placement_for,
    setup_key,
)

LAPTOP = Rect(0, 0, 1280, 690)  # a 1280x720 screen less its task bar
MONITOR = Rect(0, 0, 1920, 1040)


def test_a_small_screen_gets_the_whole_free_area() -> None:
    placement = fitted(LAPTOP)
    assert placement == Placement(LAPTOP, maximized=True)


def test_a_large_screen_gets_most_of_it_centered() -> None:
    placement = fitted(MONITOR)
    assert placement.rect == Rect(96, 52, 1728, 936)
    assert MONITOR.contains(placement.rect) and not placement.maximized


def test_a_screen_just_the_preferred_size_is_filled_title_bar_included() -> None:
    assert fitted(Rect(0, 0, 1280, 800)) == Placement(Rect(0, 0, 1280, 800), maximized=True)
    roomy = fitted(Rect(0, 0, 1280, 840))
    assert roomy.rect == Rect(0, 20, 1280, 800) and not roomy.maximized


def test_the_last_place_is_used_when_it_still_fits() -> None:
    saved = Placement(Rect(100, 80, 1400, 900))
    assert placement_for(saved, [MONITOR]) == saved
    # Moved half off the screen (a monitor now smaller or moved): kept whole, moved in.
    shifted = placement_for(Placement(Rect(1000, 80, 1400, 900)), [MONITOR])
    assert shifted.rect == Rect(520, 80, 1400, 900)
    # Larger than the screen now: fitted instead.
    assert placement_for(saved, [LAPTOP]) == fitted(LAPTOP)


def test_places_are_kept_per_screen_setup(tmp_path: Path) -> None:
    places = WindowPlaces(tmp_path / "data" / "window.json")
    office = setup_key([MONITOR, Rect(1920, 0, 1280, 720)])
    road = setup_key([LAPTOP])
    assert office != road and setup_key([Rect(1920, 0, 1280, 720), MONITOR]) == office
    places.save(office, Placement(Rect(10, 20, 1500, 900), maximized=True))
    places.save(road, Placement(Rect(0, 0, 1200, 650)))
    assert places.load(office) == Placement(Rect(10, 20, 1500, 900), maximized=True)
    assert places.load(road) == Placement(Rect(0, 0, 1200, 650))
    assert places.load("elsewhere") is None


def test_a_damaged_file_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "window.json"
    path.write_text("{not json", encoding="utf-8")
    assert WindowPlaces(path).load("any") is None
