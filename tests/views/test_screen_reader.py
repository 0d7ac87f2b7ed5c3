"""What a screen reader hears, read from each window's accessible
tree as Orca reads it over AT-SPI: every shown word is said (a value is not hidden behind a
fixed name), every focusable object has a name, no scroll area takes a Tab stop, every combo
box has a label that names it, tables name their row headers and expose their column
headers. Every navigation screen, every new editor and each list's first record (each tab
page of them) and the dialogs; a failure lists every violation with its window and widget,
and tests/artifacts/a11y_<name>.txt keeps them."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QApplication, QLabel, QTableView, QWidget
from pytestqt.qtbot import QtBot

from app.cli.demo import DemoCompany, SessionOpener
from app.store.paths import AppPaths
from app.store.profiles import ProfileStore
from app.store.resources import compile_catalogues, translations_dir
from app.store.secrets import TokenVault
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.numbers import format_count, format_money
from app.viewmodels.sales.customer_editor import DRAFT_KIND as CUSTOMER_DRAFT_KIND
from app.viewmodels.sales.sales_order_editor import DRAFT_KIND as SALES_ORDER_DRAFT_KIND
from app.viewmodels.sales.sales_order_editor import LineColumn
from app.viewmodels.shell.main_window import MainWindowViewModel
from app.viewmodels.shell.navigation import AVAILABLE, navigation
from app.viewmodels.shell.preferences import Language, LanguagePreferences
from app.views.reports.dashboard import DashboardView, money
from app.views.reports.report_view import ReportView
from app.views.sales.customer_editor import CustomerEditorView
from app.views.sales.sales_order_editor import SalesOrderEditorView
from app.views.shell.language import apply_language
from app.views.shell.main_window import MainWindow
from app.views.widgets import accessibility
from app.views.widgets.accessibility import plain_text
from app.views.widgets.reference_picker import ReferencePicker, SuggestionList
from app.views.widgets.screen import Screen
from tests.support.a11y import Violation, heard, on_every_page, plain, screen_reader
from tests.support.app import RunningApp, running_app, wait_for_cache
from tests.support.app_ledger import sync_ledger
from tests.support.arabic import arabic_app
from tests.support.orders import new_order, stocked_items, type_line
from tests.support.report_screens import wait_for_table
from tests.support.screens import open_entry, open_table_row
from tests.views.test_accessibility import RECORD_LISTS, new_editors, report, settle


@pytest.fixture
def app(qtbot: QtBot, qloop: object, home: Path) -> Iterator[RunningApp]:
    with running_app(qtbot, home) as running:
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        yield running


def every_page(name: str, screen: QWidget) -> list[Violation]:
    return on_every_page(name, screen, lambda page, _shown: screen_reader(page, screen))


def test_every_screen_says_what_it_shows(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    found = screen_reader("main window", window)
    keys = [e.key for area in navigation() for e in area.entries if e.key in AVAILABLE]
    for key in keys:
        screen = open_entry(qtbot, app, key)
        assert isinstance(screen, Screen), key
        settle(qtbot, screen)
        found += every_page(key, screen)
    found += screen_reader("main window with tabs", window)
    report("screen_reader_screens", found)


def test_every_screen_and_new_editor_says_what_it_shows_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path
) -> None:
    """The same in Arabic, right to left: names come from the translation."""
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        running = arabic.running
        wait_for_cache(qtbot, running, "taxes", "accounts", "stock_items", "customers")
        window = running.window
        found = screen_reader("main window", window)
        keys = [e.key for area in navigation() for e in area.entries if e.key in AVAILABLE]
        for key in keys:
            screen = open_entry(qtbot, running, key)
            settle(qtbot, screen)
            found += every_page(key, screen)
        for kind, editor in new_editors(qtbot, window):
            found += every_page(f"new {kind}", editor)
        assert heard(window.profile_label) == plain("ملف الاتصال: الشركة التجريبية")
    report("screen_reader_arabic", found)


def test_every_editor_and_dialog_says_what_it_shows(qtbot: QtBot, app: RunningApp) -> None:
    window = app.window
    found: list[Violation] = []
    for kind, editor in new_editors(qtbot, window):
        found += every_page(f"new {kind}", editor)
    for key in RECORD_LISTS:
        screen = open_entry(qtbot, app, key)
        settle(qtbot, screen)
        table = getattr(screen, "table", None)
        assert isinstance(table, QTableView), key
        editor = open_table_row(qtbot, window, table)
        settle(qtbot, editor)
        found += every_page(f"{key} record", editor)
    for name, dialog in (
        ("connect dialog", window.open_connect_dialog()),
        ("preferences", window.open_preferences()),
        ("shortcuts help", window.show_shortcuts()),
        ("go to", window.open_jump()),
        ("invoiced quantity", window.open_invoiced_quantity()),
    ):
        assert dialog is not None, name
        qtbot.waitUntil(dialog.isVisible)
        found += screen_reader(name, dialog)
        dialog.reject()
    report("screen_reader_editors", found)


def test_a_refused_save_is_announced_and_its_reasons_are_heard(
    qtbot: QtBot, app: RunningApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl+S on an empty sales order: the banner's refusal is announced at once
    (assertive), and the reasons under the fields are heard with the word "Error"."""
    sent: list[QAccessibleAnnouncementEvent] = []
    monkeypatch.setattr(accessibility, "send", sent.append)
    editor = app.window.open_editor(SALES_ORDER_DRAFT_KIND, None)
    assert isinstance(editor, SalesOrderEditorView)
    settle(qtbot, editor)
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(editor.banner.isVisible)
    said = [(event.message(), event.politeness()) for event in sent]
    assert (editor.banner.text, QAccessible.AnnouncementPoliteness.Assertive) in said
    assert editor.banner.text == "Correct the marked fields, then save."
    assert editor.lines_error.isVisible()
    assert heard(editor.lines_error) == plain(f"Error: {editor.lines_error.text()}")
    # Dismissed and shown again: said again; the same text still shown is not repeated.
    count = len(sent)
    editor.banner.show_message(editor.banner.text)
    assert len(sent) == count
    editor.banner.clear()
    editor.banner.show_message("Nothing to save.", kind="info")
    assert (sent[-1].message(), sent[-1].politeness()) == (
        "Nothing to save.",
        QAccessible.AnnouncementPoliteness.Polite,
    )


def test_the_window_title_names_the_current_tab_and_the_company(
    qtbot: QtBot, app: RunningApp
) -> None:
    window = app.window
    assert window.windowTitle() == "Demo company — Back Office Desktop"
    taxes = open_entry(qtbot, app, "taxes")
    assert window.windowTitle() == "Taxes — Demo company — Back Office Desktop"
    settle(qtbot, taxes)
    editor = open_table_row(qtbot, window, taxes.table)  # type: ignore[attr-defined]
    assert window.windowTitle() == f"{editor.title()} — Demo company — Back Office Desktop"
    window.tabs.setCurrentWidget(taxes)
    assert window.windowTitle().startswith("Taxes — ")
    for screen in (editor, taxes):
        window._close_screen(screen)
    assert window.windowTitle() == "Demo company — Back Office Desktop"


def test_the_status_bar_says_each_value_with_its_caption(app: RunningApp) -> None:
    window = app.window
    assert heard(window.profile_label) == plain("Profile: Demo company")
    assert heard(window.connection_label) == plain("Connection: ● Online")
    assert plain("Lists") in heard(window.sync_label)
    assert heard(window.outbox_label) == plain("Outbox empty")  # says its caption already


# -- suggestion lists and the line grid's cell editors --------------------------------------


def said_politely(sent: list[QAccessibleAnnouncementEvent]) -> list[str]:
    return [
        event.message()
        for event in sent
        if event.politeness() == QAccessible.AnnouncementPoliteness.Polite
    ]


def type_an_item_code(
    qtbot: QtBot, running: RunningApp, monkeypatch: pytest.MonkeyPatch, words: dict[str, str]
) -> None:
    """Type an item's code into a new order's first line as a clerk who cannot see: the
    focus never leaves the cell's field while the suggestions come and go, the suggestion
    list is named after the field and says nothing about focus, the highlighted suggestion
    is announced ("<label>, 2 of 5"), Escape closes the list, says so and leaves the field
    focused; Enter goes on to the quantity, named with its column and line."""
    sent: list[QAccessibleAnnouncementEvent] = []
    monkeypatch.setattr(accessibility, "send", sent.append)
    # A pause of 2 s rather than 0.8 s: a busy test machine can stall longer than 0.8 s
    # between two keys, which a clerk's typing never does, and the bound below counts
    # pauses.
    monkeypatch.setattr(accessibility, "CHANGES_SAID_AFTER_MS", 2000)
    editor = new_order(qtbot, running)
    item = stocked_items(running, 1)[0]
    code = str(item["code"])
    table = editor.table
    editor.grid.focus_cell(0, LineColumn.ITEM)
    qtbot.keyClicks(table, code[0])  # any key opens the cell's picker
    picker = table.focusWidget()
    assert isinstance(picker, ReferencePicker)
    assert picker.accessibleName() == words["item cell"]
    popup = picker.completer().popup()
    assert isinstance(popup, SuggestionList)
    for char in code[1:3]:
        qtbot.keyClick(picker, char)
        assert QApplication.focusWidget() is picker  # never the list
    qtbot.waitUntil(popup.isVisible)
    assert QApplication.focusWidget() is picker
    assert popup.accessibleName() == words["suggestions"]
    interface = QAccessible.queryAccessibleInterface(popup)
    assert interface is not None and interface.role() == QAccessible.Role.List
    labels = picker.match_labels()
    assert len(labels) > 1, labels  # three characters of a code: several items share them
    # Typing is said once it pauses, not at every key.
    qtbot.waitUntil(lambda: bool(said_politely(sent)))
    before = len(sent)
    qtbot.keyClick(popup, Qt.Key.Key_Down)  # where Qt sends a key while the list is open
    row = popup.currentIndex().row()
    # The label's code and name (stock on hand may be added to it meanwhile), its place.
    label = " · ".join(labels[row].split(" · ")[:2])
    place = words["position"].format(
        label="", position=localize(row + 1), count=localize(len(labels))
    )
    qtbot.waitUntil(lambda: len(said_politely(sent[before:])) == 1)
    said = said_politely(sent[before:])[0]
    assert said.startswith(label) and said.endswith(place), (said, label, place)
    assert QApplication.focusWidget() is picker
    qtbot.keyClick(popup, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: words["closed"] in said_politely(sent))
    assert not popup.isVisible()
    assert QApplication.focusWidget() is picker
    assert table.state() == table.State.EditingState  # still typing the item
    picker.selectAll()
    qtbot.keyClicks(picker, code)
    qtbot.keyClick(picker, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: (
            table.currentIndex().column() == LineColumn.QUANTITY
            and table.state() == table.State.EditingState
        )
    )
    quantity = table.focusWidget()
    assert quantity.accessibleName() == words["quantity cell"]
    assert editor.view_model.lines[0].item_id == item["id"]
    # The item is named in the clerk's language: its Arabic name in the Arabic app.
    name = item[words["name key"]]
    assert name and editor.view_model.lines[0].item_label == f"{code} · {name}"


def localize(number: int) -> str:
    return format_count(number)


def test_typing_an_item_code_keeps_the_focus_in_the_cell(
    qtbot: QtBot, app: RunningApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    type_an_item_code(
        qtbot,
        app,
        monkeypatch,
        {
            "item cell": "Item or service, line 1",
            "suggestions": "Suggestions for Item or service, line 1",
            "position": "{label}, {position} of {count}",
            "closed": "Suggestions closed",
            "quantity cell": "Quantity, line 1",
            "name key": "description",
        },
    )


def test_typing_an_item_code_keeps_the_focus_in_the_cell_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        type_an_item_code(
            qtbot,
            arabic.running,
            monkeypatch,
            {
                "item cell": "صنف أو خدمة، السطر ١",
                "suggestions": "اقتراحات للحقل: صنف أو خدمة، السطر ١",
                "position": "{label}، {position} من {count}",
                "closed": "أُغلقت الاقتراحات",
                "quantity cell": "الكمية، السطر ١",
                "name key": "otherLangDescription",
            },
        )


# -- values heard with their captions, and when they change ---------------------------------


def type_three_lines(
    qtbot: QtBot, running: RunningApp, monkeypatch: pytest.MonkeyPatch, captions: list[str]
) -> None:
    """A 3-line order: each total is named "<caption>: <value>", and the totals are said
    politely once typing pauses (not at each key), with the gross the lines add up to."""
    sent: list[QAccessibleAnnouncementEvent] = []
    monkeypatch.setattr(accessibility, "send", sent.append)
    # A pause of 2 s rather than 0.8 s: a busy test machine can stall longer than 0.8 s
    # between two keys, which a clerk's typing never does, and the bound below counts
    # pauses.
    monkeypatch.setattr(accessibility, "CHANGES_SAID_AFTER_MS", 2000)
    editor = new_order(qtbot, running)
    qtbot.waitUntil(lambda: not editor.totals_announcer.pending(), timeout=5000)
    qtbot.wait(accessibility.CHANGES_SAID_AFTER_MS)
    assert not [text for text in said_politely(sent) if captions[-1] in text]  # zeros: no news
    items = stocked_items(running, 3)
    quantities = (2, 3, 5)
    editor.grid.focus_cell(0, LineColumn.ITEM)
    keys = 0
    for item, quantity in zip(items, quantities, strict=True):
        type_line(qtbot, editor, str(item["code"]), str(quantity))
        keys += len(str(item["code"])) + 3
    labels = editor.totals_labels
    # The gross, added up here from the items' prices, is what is heard. The totals follow
    # the last edit a moment later (once for a burst of edits), then are said once the
    # announcer's pause is over.
    gross = sum((Decimal(str(i["price"])) * q for i, q in zip(items, quantities, strict=True)))
    expected_gross = format_money(gross, decimals=2)
    qtbot.waitUntil(lambda: labels["gross"].text() == expected_gross, timeout=5000)
    qtbot.waitUntil(lambda: not editor.totals_announcer.pending(), timeout=5000)
    for caption, label in zip(captions, labels.values(), strict=True):
        assert label.accessibleName() == f"{caption}: {label.text()}"
    totals_said = [text for text in said_politely(sent) if captions[-1] in text]
    assert totals_said, said_politely(sent)
    assert labels["net"].accessibleName() in totals_said[-1]
    assert labels["gross"].accessibleName() in totals_said[-1]
    assert len(totals_said) <= 3 < keys  # once per pause (a line typed), never per key


def test_an_orders_totals_are_heard_with_their_captions(
    qtbot: QtBot, app: RunningApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    type_three_lines(qtbot, app, monkeypatch, ["Gross", "Discounts", "Tax", "Net total"])


def test_an_orders_totals_are_heard_with_their_captions_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        type_three_lines(
            qtbot,
            arabic.running,
            monkeypatch,
            ["الإجمالي قبل الخصم", "الخصومات", "الضريبة", "صافي الإجمالي"],
        )


# -- the dashboard by Tab alone -------------------------------------------------------------


def tab_through_dashboard(
    qtbot: QtBot,
    running: RunningApp,
    words: dict[str, str],
    screenshot: Callable[..., object],
    shot: str,
) -> None:
    """From the Period box, Tab alone: every card's figure is heard (in the name of the
    card's one Tab stop), and each top debtor is a Tab stop named with its amount; Enter on
    a debtor opens that customer's statement."""
    window = running.window
    sync_ledger(qtbot, running)
    dashboard = window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    qtbot.mouseClick(dashboard.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dashboard.view_model.figures is not None and not dashboard.view_model.busy,
        timeout=20000,
    )
    figures = dashboard.view_model.figures
    assert figures is not None and figures.top_debtors
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    dashboard.period.setFocus()
    heard_on_tab: list[str] = []
    stops: list[QWidget] = []
    for _ in range(60):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if widget is dashboard.period:
            break
        if dashboard.isAncestorOf(widget):
            stops.append(widget)
            heard_on_tab.append(widget.accessibleName() or plain_text(widget.text()))
    assert all(heard_on_tab), heard_on_tab  # no nameless stop
    receivables = words["receivables"].format(
        total=money(figures.receivables_total), overdue=money(figures.receivables_overdue)
    )
    assert any(name.startswith(receivables) for name in heard_on_tab), heard_on_tab
    assert any(name.endswith(words["press enter"]) for name in heard_on_tab)
    for card in (
        dashboard.cash,
        dashboard.payables,
        dashboard.unposted,
        dashboard.sales_month,
        dashboard.stock,
    ):
        figure = card.figure.text()
        assert any(name.startswith(f"{card.title()} {figure}") for name in heard_on_tab), (
            card.title(),
            heard_on_tab,
        )
    assert any(
        format_count(figures.unposted_count) in name and dashboard.unposted.title() in name
        for name in heard_on_tab
    )
    debtors = [
        words["debtor"].format(name=row.name or row.code, amount=money(row.balance))
        for row in figures.top_debtors
    ]
    found = [name for name in heard_on_tab if name in debtors]
    assert found == debtors  # each one, in order, right after its card
    assert (
        heard_on_tab.index(debtors[0])
        == heard_on_tab.index(next(name for name in heard_on_tab if name.startswith(receivables)))
        + 1
    )
    first = stops[heard_on_tab.index(debtors[0])]
    first.setFocus()
    screenshot(window, shot)
    qtbot.keyClick(first, Qt.Key.Key_Space)  # a link pressed: the debtor's statement
    qtbot.waitUntil(lambda: isinstance(window.tabs.currentWidget(), ReportView), timeout=10000)
    statement = window.tabs.currentWidget()
    assert statement.view_model.definition.name == "customer-statement"  # type: ignore[attr-defined]


def test_the_dashboard_is_heard_by_tab_alone(
    qtbot: QtBot, app: RunningApp, screenshot: Callable[..., object]
) -> None:
    tab_through_dashboard(
        qtbot,
        app,
        {
            "receivables": "Receivables {total}, overdue {overdue}",
            "press enter": ", press Enter for the report",
            "debtor": "{name} {amount}, link",
        },
        screenshot,
        "dashboard_heard",
    )


def test_the_dashboard_is_heard_by_tab_alone_in_arabic(
    qtbot: QtBot, qloop: object, home: Path, tmp_path: Path, screenshot: Callable[..., object]
) -> None:
    with arabic_app(qtbot, home, tmp_path / "translations") as arabic:
        tab_through_dashboard(
            qtbot,
            arabic.running,
            {
                "receivables": "الذمم المدينة {total}، المتأخر {overdue}",
                "press enter": "، اضغط Enter لفتح التقرير",
                "debtor": "{name} {amount}، رابط",
            },
            screenshot,
            "dashboard_heard_ar",
        )


# -- refused and required fields, hints, words for blanks -----------------------------------


def test_refused_and_required_fields_say_so(
    qtbot: QtBot, app: RunningApp, screenshot: Callable[..., object]
) -> None:
    """A new customer saved empty: Name (required from the start) is heard as an invalid
    entry with its reason, and stops being one once typed and saved again; District asks
    for the city first and, once a city is chosen, for the district. A sales order is
    refused without a warehouse, and its Warehouse is marked required from the start."""
    window = app.window
    customer = window.open_editor(CUSTOMER_DRAFT_KIND, None)
    assert isinstance(customer, CustomerEditorView)
    settle(qtbot, customer)
    name = customer.name
    assert name.accessibleName() == "Name, required"
    qtbot.keyClick(customer, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(customer.banner.isVisible)
    assert name.accessibleName() == "Name, required, invalid entry"
    assert name.accessibleDescription()  # the reason, as the description
    name.setFocus()
    qtbot.keyClicks(name, "Blind Clerk Stationery")
    qtbot.keyClick(customer, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: name.accessibleName() == "Name, required", timeout=10000)

    district, city = customer.contact_district, customer.contact_city
    assert district.placeholderText() == "Choose the city first"
    first_city = [choice.label for choice in customer.view_model.cities.search("")]
    city.setFocus()
    qtbot.keyClicks(city, first_city[0])
    qtbot.keyClick(city, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: customer.view_model.form.contact_city_id is not None)
    assert district.placeholderText() == "Type a district code or name"

    order = new_order(qtbot, app)
    warehouse = order.warehouse
    assert warehouse.accessibleName() == "Warehouse, required"
    assert order.customer.accessibleName() == "Customer, required"
    label = next(lbl for lbl in order.findChildren(QLabel) if lbl.buddy() is warehouse)
    assert label.text().endswith(" *")
    item = stocked_items(app, 1)[0]
    customer_choice = order.view_model.customers.search("")[0]
    order.customer.setFocus()
    qtbot.keyClicks(order.customer, customer_choice.label)
    qtbot.keyClick(order.customer, Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: order.view_model.form.customer_id == customer_choice.id)
    order.grid.focus_cell(0, LineColumn.ITEM)
    type_line(qtbot, order, str(item["code"]), "1")
    warehouse.setCurrentIndex(warehouse.findData(None))
    warehouse.activated.emit(warehouse.currentIndex())
    qtbot.keyClick(order, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: warehouse.accessibleName() == "Warehouse, required, invalid entry")
    screenshot(window, "order_refused_without_warehouse")


def test_the_over_limit_column_says_yes_or_no(qtbot: QtBot, app: RunningApp) -> None:
    """Receivables ageing: every customer's "Over limit" cell says Yes or No (a blank cell
    is heard as nothing), as many Yes as the dashboard counts customers over their limit."""
    window = app.window
    sync_ledger(qtbot, app)
    dashboard = window.center.currentWidget()
    assert isinstance(dashboard, DashboardView)
    qtbot.mouseClick(dashboard.refresh_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: dashboard.view_model.figures is not None and not dashboard.view_model.busy,
        timeout=20000,
    )
    figures = dashboard.view_model.figures
    assert figures is not None and figures.over_limit_count
    qtbot.mouseClick(dashboard.receivables.open_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.tabs.currentWidget(), ReportView))
    ageing = window.tabs.currentWidget()
    assert isinstance(ageing, ReportView)
    wait_for_table(qtbot, ageing)
    model = ageing.table.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    column = headers.index("Over limit")
    codes = headers.index("Code")
    said = [
        model.index(row, column).data()
        for row in range(model.rowCount())
        if model.index(row, codes).data()  # a customer's row, not the total
    ]
    assert said and set(said) <= {"Yes", "No"}, said
    assert said.count("Yes") == figures.over_limit_count


# -- the focus at start-up -------------------------------------------------------------------


@contextmanager
def unshown_window(home: Path, language: Language, scratch: Path) -> Iterator[MainWindow]:
    """The main window in ``language``, built as at start-up and not shown yet, with Qt's
    accessibility on (as a screen reader's bus turns it on: off, Qt keeps no cells to lose);
    everything is put back after."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    was_active = QAccessible.isActive()
    locale = QLocale()
    compile_catalogues(translations_dir(), scratch, force=True)
    translators = apply_language(app, LanguagePreferences(language, False), scratch)
    paths = AppPaths.resolve(home)
    profiles = ProfileStore(paths.app_database)
    vault = TokenVault()
    view_model = MainWindowViewModel(
        profiles=profiles,
        opener=SessionOpener(DemoCompany(paths.demo_database), vault),
        errors=ErrorPresenter(),
        store_dir=paths.profile_stores,
    )
    QAccessible.setActive(True)
    window = MainWindow(view_model, vault=vault, errors=ErrorPresenter(), paths=paths)
    try:
        yield window
    finally:
        window.close()
        window.deleteLater()
        QAccessible.setActive(was_active)
        profiles.close()
        for translator in translators:
            app.removeTranslator(translator)
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        QLocale.setDefault(locale)


@pytest.mark.parametrize(
    ("language", "first_entry", "tree_name"),
    [(Language.ENGLISH, "Sales", "Navigation"), (Language.ARABIC, "المبيعات", "التنقل")],
)
def test_the_focus_at_start_up_lands_on_a_navigation_cell_that_stays(
    qtbot: QtBot, home: Path, tmp_path: Path, language: Language, first_entry: str, tree_name: str
) -> None:
    """A window manager activates the window as it maps, and the focus lands at once on the
    navigation's first entry: the cell a screen reader is told about then is the one it
    keeps (Qt replaces a tree's cells a moment after laying them out; the AT-SPI walk found
    the focused one gone), and it is named, as the tree is."""
    with unshown_window(home, language, tmp_path / "translations") as window:
        window.show()
        tree = QAccessible.queryAccessibleInterface(window.navigation)
        assert tree is not None
        # The first entry's cell as a focus landing now is told about it (row 0, after the
        # tree's hidden header row).
        told = tree.child(1)
        assert told is not None
        told_id = QAccessible.uniqueId(told)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.navigation, timeout=5000)
        qtbot.wait(200)  # the turns in which Qt would replace the cells
        focused = tree.focusChild()
        assert focused is not None
        assert QAccessible.accessibleInterface(told_id) is not None, "the focused cell is gone"
        assert QAccessible.uniqueId(focused) == told_id
        assert focused.text(QAccessible.Text.Name) == first_entry
        assert tree.text(QAccessible.Text.Name) == tree_name
