"""The taxes list: server-side filters (name, rate, scope), the local status filter, sorting
(all of it ``RecordListViewModel``'s)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.models.common import AccountReference
from app.models.taxes import TaxResponse, TaxScope
from app.viewmodels.numbers import parse_decimal
from app.viewmodels.record_list import Column, ListTexts, RecordListViewModel, yes_no
from app.viewmodels.rows_table import number_column

translate = QCoreApplication.translate

RESOURCE = "taxes"


def scope_text(scope: str) -> str:
    texts: dict[str, str] = {
        TaxScope.Any: translate("Taxes", "Any item"),
        TaxScope.StockItem: translate("Taxes", "Stock items"),
        TaxScope.ServiceItem: translate("Taxes", "Service items"),
    }
    return texts.get(scope, scope)  # an unknown scope from a newer server is shown as sent


def account_text(account: AccountReference | None) -> str:
    if account is None:
        return ""
    if account.code or account.name:
        return " · ".join(part for part in (account.code, account.name) if part)
    return f"#{account.id}"


class TaxListViewModel(RecordListViewModel[TaxResponse]):
    """Taxes with the server's filters: name (contains), rate (exact), scope ("scope");
    active or not is filtered locally (the API has no such filter)."""

    resource = RESOURCE

    def columns(self) -> list[Column[TaxResponse]]:
        return [
            Column(translate("Taxes", "Name"), lambda tax: tax.name),
            number_column(translate("Taxes", "Rate (%)"), lambda tax: tax.rate),
            Column(translate("Taxes", "Applies to"), lambda tax: scope_text(tax.scope)),
            Column(
                translate("Taxes", "Sales account"), lambda tax: account_text(tax.sales_account)
            ),
            Column(
                translate("Taxes", "Withholding account"),
                lambda tax: account_text(tax.sales_withholding_account),
            ),
            Column(
                translate("Taxes", "Purchase account"),
                lambda tax: account_text(tax.purchase_account),
            ),
            Column(translate("Taxes", "Active"), lambda tax: yes_no(tax.active)),
        ]

    def texts(self) -> ListTexts:
        return ListTexts(
            loading=translate("Taxes", "Loading taxes"),
            deleting=translate("Taxes", "Deleting tax"),
            count=lambda n: translate("Taxes", "%Ln taxes", "", n),
            inactive_count=lambda n: translate("Taxes", "(%Ln inactive)", "", n),
        )

    def is_inactive(self, record: TaxResponse) -> bool:
        return not record.active

    def inactive_tip(self) -> str:
        return translate("Taxes", "Inactive: cannot be put on new items or documents.")

    def check_filters(self) -> str:
        """The rate is matched exactly (to four decimals): anything but a number of 0 or
        more is said, not sent."""
        text = self.filter("rate")
        if text is None:
            return ""
        rate = parse_decimal(text)
        return (
            ""
            if rate is not None and rate >= 0
            else translate("Taxes", "Enter a rate of 0 or more.")
        )

    async def fetch(self) -> list[TaxResponse]:
        rate = parse_decimal(self.filter("rate") or "")
        scope = self.filter("scope")
        return [
            tax
            async for tax in self.session.client.taxes.iterate(
                name=self.filter("name"),
                rate=rate if rate is not None and rate >= 0 else None,
                scope=TaxScope(scope) if scope is not None else None,
            )
        ]

    async def delete_record(self, record: TaxResponse) -> None:
        await self.session.client.taxes.delete(record.id)
