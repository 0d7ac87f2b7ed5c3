"""How the main window opens the managers' screens: each report in a tab, the dashboard,
and where a drill-down leads (an account's ledger, a customer's statement, a document in
its editor). The main window imports this module only when a report is first opened, so
start-up never loads the report screens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QDialog

from app.reports.layout import DEFAULT_LAYOUT, Layout, LayoutError, load_layout
from app.viewmodels.accounting.journal_entry_editor import DRAFT_KIND as JOURNAL_ENTRY_DRAFT_KIND
from app.viewmodels.reports.dashboard import DashboardViewModel
from app.viewmodels.reports.definitions import REPORTS
from app.viewmodels.reports.parameters import (
    ReportParameters,
    profile_layout_path,
    with_profile_layout,
)
from app.viewmodels.reports.posting import PostingViewModel
from app.viewmodels.reports.report import ReportViewModel
from app.viewmodels.reports.source import LedgerSource
from app.viewmodels.reports.table import Drill, DrillKind
from app.viewmodels.session import Session, session_company
from app.viewmodels.shell.main_window import ConnectionState
from app.views.reports.dashboard import DashboardView
from app.views.reports.landing import follow_ledger
from app.views.reports.report_view import ReportView

if TYPE_CHECKING:
    from app.views.shell.main_window import MainWindow

translate = QCoreApplication.translate


def report_key(name: str, parameters: ReportParameters | None) -> str:
    """The tab's key: one tab per report, and one per account or customer drilled into."""
    if parameters is None:
        return f"report:{name}"
    subject = parameters.account_id or parameters.customer_id or parameters.supplier_id or ""
    return f"report:{name}:{subject}:{parameters.date_from}:{parameters.date_to}"


def open_report(
    window: MainWindow, session: Session, name: str, parameters: ReportParameters | None = None
) -> ReportView:
    """The report ``name`` in a tab (brought forward if open), computed at once."""
    screen = window.show_tab(
        report_key(name, parameters), lambda: build_report(window, session, name, parameters)
    )
    assert isinstance(screen, ReportView)
    return screen


def ledger_source(window: MainWindow, session: Session) -> LedgerSource:
    """The session's ledger cache (the background sync's, once it has opened it),
    offline whenever the window's connection is."""
    source = LedgerSource.of(window.view_model.ledger, session)
    source.offline = lambda: window.view_model.connection_state is ConnectionState.OFFLINE
    return source


def build_report(
    window: MainWindow, session: Session, name: str, parameters: ReportParameters | None
) -> ReportView:
    parameters = with_profile_layout(session, parameters or ReportParameters.defaults())
    view_model = ReportViewModel(
        REPORTS[name], ledger_source(window, session), window.errors, parameters
    )
    view = ReportView(view_model)
    view.company_name = window.view_model.profile_name
    view.session = session
    view.company = session_company(session)
    # Amounts in other currencies are shown beside the company currency's, named.
    view_model.parameters = view_model.parameters.with_changes(home_currency=view.company.currency)
    view.drillRequested.connect(lambda drill: follow(window, session, drill))
    if name == "unposted":
        posting = PostingViewModel(session, window.errors, view)
        window.view_model.adopt(posting)  # its work stops before the session closes
        view.enable_posting(posting)

        def posted(_text: str, posted_any: bool) -> None:
            ledger = window.view_model.ledger
            if posted_any and ledger is not None:
                ledger.sync_soon()  # the list shows what is still unposted once synced

        view.listen(posting.finished, posted)
    view_model.load_choices()
    view_model.refresh()
    follow_ledger(window, view, view_model.check_cache, view.refresh_button)
    return view


def build_dashboard(
    window: MainWindow, session: Session, *, landing: bool = False
) -> DashboardView:
    """The dashboard of ``session``'s cache: a tab, or the window's ``landing`` page, whose
    figures are kept beside the cache for the next start to draw at once."""
    source = ledger_source(window, session)
    view_model = DashboardViewModel(source, window.errors)
    view_model.set_home_currency(session_company(session).currency)
    if landing:
        view_model.remember_beside(source.path)
    view = DashboardView(view_model)
    view_model.openRequested.connect(lambda drill: follow(window, session, drill))
    view_model.refresh()
    view_model.watch()  # follows the cache, whoever syncs it (a command line too)
    follow_ledger(window, view, view_model.check_cache, view.refresh_button)
    return view


def follow(window: MainWindow, session: Session, drill: Drill) -> None:
    """Open what lies behind a figure."""
    base = ReportParameters.defaults()
    dates = {
        key: value
        for key, value in (("date_from", drill.date_from), ("date_to", drill.date_to))
        if value is not None
    }
    if drill.kind is DrillKind.ACCOUNT:
        if drill.date_from is None:  # a balance (balance sheet): from the first line
            source = ledger_source(window, session)
            try:
                dates["date_from"] = source.first_day(account_id=int(drill.key))
            finally:
                source.close()
        open_report(
            window, session, "ledger", base.with_changes(account_id=int(drill.key), **dates)
        )
    elif drill.kind is DrillKind.CUSTOMER:
        if drill.date_from is None:  # a balance: from the customer's first line
            source = ledger_source(window, session)
            try:
                dates["date_from"] = source.first_day(customer_id=int(drill.key))
            finally:
                source.close()
        parameters = base.with_changes(customer_id=int(drill.key), **dates)
        open_report(window, session, "customer-statement", parameters)
    elif drill.kind is DrillKind.SUPPLIER:
        if drill.date_from is None:  # a balance: from the supplier's first line
            source = ledger_source(window, session)
            try:
                dates["date_from"] = source.first_day(supplier_id=int(drill.key))
            finally:
                source.close()
        parameters = base.with_changes(supplier_id=int(drill.key), **dates)
        open_report(window, session, "supplier-statement", parameters)
    elif drill.kind is DrillKind.REPORT:
        name = str(drill.key)
        parameters = base.with_changes(**dates)
        if drill.date_to is not None:
            parameters = parameters.with_changes(as_of=min(drill.date_to, base.as_of))
        open_report(window, session, name, parameters if dates else None)
    elif drill.kind is DrillKind.DOCUMENT:
        open_document(window, session, str(drill.key))


def open_document(window: MainWindow, session: Session, code: str) -> None:
    """The accounting document ``code`` in the journal-entry editor (every accounting
    document opens there, as from the journal list), read from the server first."""

    async def fetch() -> None:
        from app.viewmodels.accounting.journal_list import entry_by_code

        entry = await entry_by_code(session, code)
        if entry is None:
            window.statusBar().showMessage(
                translate("Reports", "Document {code} is no longer on the server.").format(
                    code=code
                ),
                10_000,
            )
            return
        window.open_editor(JOURNAL_ENTRY_DRAFT_KIND, entry)

    window.view_model.run(fetch(), context=translate("Reports", "Opening {code}").format(code=code))


def open_statement_layout(window: MainWindow, session: Session) -> QDialog:
    """Reports › Statement layout…: the profile's layout over the cache's accounts; once
    saved, every open report tab is computed again with it."""
    from app.viewmodels.reports.layout_editor import StatementLayoutEditor
    from app.views.reports.layout_dialog import StatementLayoutDialog

    path = profile_layout_path(session)
    try:
        layout = load_layout(path) if path is not None else DEFAULT_LAYOUT
        problem = ""
    except LayoutError as exc:
        layout, problem = DEFAULT_LAYOUT, str(exc)
    source = ledger_source(window, session)
    try:
        accounts = list(source.compute(lambda books: books.accounts()).values())
        other_names = source.compute(lambda books: books.account_other_names())
    finally:
        source.close()
    arabic = QLocale().language() == QLocale.Language.Arabic
    editor = StatementLayoutEditor(
        accounts, layout, path, shown_names=other_names if arabic else None
    )

    def saved(new_layout: Layout) -> None:
        for index in range(window.tabs.count()):
            view = window.tabs.widget(index)
            if isinstance(view, ReportView):
                view.view_model.set_parameters(
                    view.view_model.parameters.with_changes(layout=new_layout)
                )
                view.refresh()

    dialog = StatementLayoutDialog(editor, saved, window)
    if problem:
        dialog.problem.show_error(
            translate(
                "Reports", "The saved layout could not be read ({reason}): the defaults are shown."
            ).format(reason=problem)
        )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
