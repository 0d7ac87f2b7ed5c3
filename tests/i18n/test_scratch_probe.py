from pathlib import Path
import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtCore import Qt
from tests.support.arabic import arabic_app
from tests.support.screens import open_entry
from tests.i18n.test_arabic_screens import settle


@pytest.fixture
def arabic(qtbot, qloop, home: Path, tmp_path: Path):
    with arabic_app(qtbot, home, tmp_path / "translations") as running:
        yield running


def test_probe(qtbot, arabic, screenshot):
    window = arabic.running.window
    s = open_entry(qtbot, arabic.running, "sales-orders")
    settle(qtbot, s)
    t = s.table; h = t.horizontalHeader(); m = t.model()
    fm = QFontMetrics(h.font())
    for c in range(h.count()):
        text = m.headerData(c, Qt.Orientation.Horizontal)
        print(c, text, h.sectionSize(c), h.sectionSizeHint(c), fm.horizontalAdvance(text), fm.boundingRect(text).height(), h.height())
    t.horizontalScrollBar().setValue(t.horizontalScrollBar().maximum())
    qtbot.wait(100)
    screenshot(window, "probe_so_list_scrolled_ar")
