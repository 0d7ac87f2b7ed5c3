"""What a report is asked for: a period or a date, an account or a customer, posted only.

Defaults are what a manager opens a report for: this month, as of today, every entry
(posted and unposted, as the service's own customer balance counts them).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from app import clock
from app.clock import month_end as month_end
from app.clock import month_start as month_start
from app.reports.layout import DEFAULT_LAYOUT, Layout, LayoutError, layout_path, load_layout
from app.reports.sales import GroupBy
from app.reports.statements import Columns, Compare

if TYPE_CHECKING:
    # The runner reads the parameters without Qt: a session (QtCore) is only typed here.
    from app.viewmodels.session import Session

logger = logging.getLogger(__name__)


class Needs(StrEnum):
    """A parameter a report asks for (its screen shows a field for each)."""

    PERIOD = "period"
    AS_OF = "as-of"
    ACCOUNT = "account"
    CUSTOMER = "customer"
    POSTED_ONLY = "posted-only"
    SUPPLIER = "supplier"
    COLUMNS = "columns"
    """Months or quarters side by side (profit and loss)."""
    COMPARE = "compare"
    """The previous period or the same period last year (profit and loss)."""
    COMPARE_AS_OF = "compare-as-of"
    """A second date (balance sheet)."""
    GROUP_BY = "group-by"
    """Item, customer, sales person or month (gross profit)."""


@dataclass(frozen=True)
class ReportParameters:
    date_from: date
    date_to: date
    as_of: date
    account_id: int | None = None
    customer_id: int | None = None
    posted_only: bool = False
    supplier_id: int | None = None
    columns: Columns = Columns.NONE
    compare: Compare = Compare.NONE
    compare_as_of: date | None = None
    layout: Layout = DEFAULT_LAYOUT
    """The profile's statement layout (``app.reports.layout``)."""
    group_by: GroupBy = GroupBy.ITEM
    """What the gross profit is grouped by."""
    home_currency: str = ""
    """The company currency's code (the company details'): an amount in another currency
    is shown beside it ("USD 6,000.00 · EGP 292,100.00"); "" where unknown."""

    @classmethod
    def defaults(cls, today: date | None = None) -> ReportParameters:
        """This month, as of today."""
        today = today or clock.today()
        return cls(date_from=month_start(today), date_to=month_end(today), as_of=today)

    def with_changes(self, **changes: object) -> ReportParameters:
        return replace(self, **changes)  # type: ignore[arg-type]

    def problem(self, needs: frozenset[Needs]) -> str | None:
        """Why these parameters cannot be computed (translated), None when they can."""
        # Qt only here: ``backoffice report`` reads the parameters without loading it.
        from PySide6.QtCore import QCoreApplication

        translate = QCoreApplication.translate
        if Needs.PERIOD in needs and self.date_from > self.date_to:
            return translate("Reports", "The period ends before it starts.")
        if Needs.ACCOUNT in needs and self.account_id is None:
            return translate("Reports", "Choose an account.")
        if Needs.CUSTOMER in needs and self.customer_id is None:
            return translate("Reports", "Choose a customer.")
        if Needs.SUPPLIER in needs and self.supplier_id is None:
            return translate("Reports", "Choose a supplier.")
        if (
            Needs.COMPARE_AS_OF in needs
            and self.compare_as_of is not None
            and self.compare_as_of == self.as_of
        ):
            return translate("Reports", "Compare with another date than the report's.")
        return None


def profile_layout_path(session: Session) -> Path | None:
    """Where the profile keeps its statement layout (Reports › Statement layout…), beside
    its store; None where the session has no store."""
    return layout_path(session.store.path) if session.store is not None else None


def with_profile_layout(session: Session, parameters: ReportParameters) -> ReportParameters:
    """The parameters with the profile's statement layout; a layout file that cannot be
    read leaves the default one, and says so in the log."""
    path = profile_layout_path(session)
    if path is None:
        return parameters
    try:
        layout = load_layout(path)
    except LayoutError as exc:
        logger.warning("statement layout ignored: %s", exc)
        return parameters
    return parameters.with_changes(layout=layout)
