"""What the journal-entry and cash editors share: their line grids, the choices the grid
offers (accounts, customers, cost centers, currencies) and the amount rules.

The grid is a ``QAbstractTableModel`` over the editor's form: every cell edit goes to the
editor (``set_line_value``), which keeps the form, its draft and its errors; the model only
tells the view which cells changed, so the cell the clerk is on stays current while the
form is replaced underneath (a model reset would lose it).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from datetime import datetime, time
from decimal import Decimal
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from app import clock
from app.api.client import ApiClient
from app.models.accounts import AccountResponse, AccountType
from app.models.common import CurrencyReference
from app.models.documents import CostCenterReference
from app.sync.markers import PREFIX
from app.viewmodels.choices import PICKER_LIMIT, CachedChoices, Choice
from app.viewmodels.numbers import (
    format_count,
    format_money,
    parse_date,
    parse_decimal,
)
from app.viewmodels.session import Session

translate = QCoreApplication.translate

_ROOT = QModelIndex()

LINES_FIELD = "accountingDocumentDetails"
"""The wire name of the lines: errors about the lines as a whole (the balance) are filed
here and shown next to the grid; a cell's error is ``accountingDocumentDetails[row].wire``."""

ERROR_ROLE = Qt.ItemDataRole.UserRole + 10
"""Model role: the error text of a cell (empty when none)."""
KIND_ROLE = Qt.ItemDataRole.UserRole + 11
"""Model role: the column's kind (which editor the view builds)."""
VALUE_ROLE = Qt.ItemDataRole.UserRole + 12
"""Model role: the cell's form value (an id for pickers, text for the others)."""


class ColumnKind:
    ACCOUNT = "account"
    AMOUNT = "amount"
    CUSTOMER = "customer"
    COST_CENTER = "cost_center"
    TEXT = "text"


@dataclass(frozen=True)
class LineColumn:
    """One column of a line grid: the line attribute it edits, its wire name (for server
    errors), its header and the kind of editor it takes."""

    attribute: str
    wire: str
    header: str
    kind: str


def cell_path(row: int, wire: str) -> str:
    return f"{LINES_FIELD}[{row}].{wire}"


def amount_of(text: str) -> Decimal | None:
    """An amount the clerk typed (any digits the locale reads), None when blank or not a
    number."""
    if not text.strip():
        return None
    return parse_decimal(text)


def amount_problem(text: str) -> str:
    """Why an amount cell is wrong, or "" (blank is not wrong: the other side may be
    filled)."""
    if not text.strip():
        return ""
    value = parse_decimal(text)
    if value is None:
        return translate("AccountingLines", "Enter a number, e.g. 1500 or 12.75.")
    if value <= 0:
        return translate("AccountingLines", "Enter an amount above zero.")
    return ""


def money_text(value: Decimal) -> str:
    """An amount as accountants read it: the currency's decimals and grouping, localized
    (``numbers.format_money``, the one format of amounts)."""
    return format_money(value)


def day_of(moment: datetime | None) -> str:
    return (moment or clock.wall_now()).date().isoformat()


def document_moment(day_text: str, kept: datetime | None) -> datetime | None:
    """The date to send: the day chosen, at the stored time when the day did not change (an
    update keeps the entry's time), else at midnight (a date never lies in the future)."""
    try:
        day = parse_date(day_text)
    except ValueError:
        return None
    if kept is not None and kept.date() == day:
        return kept
    return datetime.combine(day, time())


def without_marker(notes: str | None) -> str:
    """Notes as the clerk wrote them: the outbox's ``BOD-`` marker (which lets it find the
    entry after a lost answer) is not the clerk's text."""
    words = (notes or "").split()
    return " ".join(word for word in words if not word.startswith(PREFIX))


def marker_of(notes: str | None) -> str:
    return " ".join(word for word in (notes or "").split() if word.startswith(PREFIX))


class LinesEditor(Protocol):
    """What a line grid needs from its editor."""

    formChanged: Any
    fieldErrorsChanged: Any

    def line_columns(self) -> tuple[LineColumn, ...]: ...

    def line_count(self) -> int: ...

    def line_value(self, row: int, attribute: str) -> object: ...

    def line_text(self, row: int, attribute: str) -> str: ...

    def set_line_value(self, row: int, attribute: str, value: object) -> None: ...

    def field_error(self, field: str) -> str: ...

    @property
    def read_only(self) -> bool: ...


class LineTableModel(QAbstractTableModel):
    """The editor's lines as rows; edits go to the editor, which owns the form."""

    def __init__(self, editor: LinesEditor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._editor = editor
        self._columns = editor.line_columns()
        self._rows = editor.line_count()
        editor.formChanged.connect(self._form_changed)
        editor.fieldErrorsChanged.connect(self._all_changed)

    @property
    def columns(self) -> tuple[LineColumn, ...]:
        return self._columns

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._columns[section].header
        return format_count(section + 1)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not self._editor.read_only:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or index.row() >= self._rows:
            return None
        column = self._columns[index.column()]
        row = index.row()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._editor.line_text(row, column.attribute)
        if role == VALUE_ROLE:
            return self._editor.line_value(row, column.attribute)
        if role == KIND_ROLE:
            return column.kind
        error = self._editor.field_error(cell_path(row, column.wire))
        if role == ERROR_ROLE:
            return error
        if role == Qt.ItemDataRole.ToolTipRole and error:
            return error
        if role == Qt.ItemDataRole.TextAlignmentRole and column.kind == ColumnKind.AMOUNT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def setData(
        self,
        index: QModelIndex | QPersistentModelIndex,
        value: Any,
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if not index.isValid() or role not in (Qt.ItemDataRole.EditRole, VALUE_ROLE):
            return False
        self._editor.set_line_value(index.row(), self._columns[index.column()].attribute, value)
        return True

    def _form_changed(self) -> None:
        count = self._editor.line_count()
        if count > self._rows:
            self.beginInsertRows(_ROOT, self._rows, count - 1)
            self._rows = count
            self.endInsertRows()
        elif count < self._rows:
            self.beginResetModel()
            self._rows = count
            self.endResetModel()
        self._all_changed()

    def _all_changed(self) -> None:
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(self._rows - 1, len(self._columns) - 1)
            )


class AccountChoices(CachedChoices):
    """The chart of accounts for a picker: a typed word finds accounts by code, by name
    and by type ("cash" finds the cash accounts whatever they are called, in the clerk's
    language or the API's word), the code and name matches first."""

    def __init__(self, session: Session) -> None:
        super().__init__(session, "accounts")

    def search(self, typed: str, limit: int = PICKER_LIMIT) -> list[Choice]:
        found = super().search(typed, limit)
        words = typed.strip().casefold()
        if not words or len(found) >= limit:
            return found
        from app.viewmodels.accounting.accounts import type_text

        seen = {choice.id for choice in found}
        for choice in self.all():
            if choice.id in seen or (self.active_only and not choice.active):
                continue
            kind = str(choice.payload.get("type") or "")
            if kind and (words in kind.casefold() or words in type_text(kind).casefold()):
                found.append(choice)
                if len(found) >= limit:
                    break
        return found


class AccountingChoices(QObject):
    """What a line grid offers: accounts and customers from the cache, cost centers and
    currencies learned from the entries the server lists.

    The API has no list of cost centers or currencies (``gaps.md``: the real service has
    them, the spec does not), so the choices are those used on the organization's latest
    entries; an empty cost center means the account's default one.
    """

    loaded = Signal()

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.accounts: CachedChoices = AccountChoices(session)
        self.customers = CachedChoices(session, "customers")
        self.cost_centers: list[CostCenterReference] = []
        self.currencies: list[CurrencyReference] = []

    def account(self, account_id: int | None) -> AccountResponse | None:
        if account_id is None:
            return None
        choice = self.accounts.get(account_id)
        return AccountResponse.model_validate(choice.payload) if choice is not None else None

    def account_type(self, account_id: int | None) -> str | None:
        account = self.account(account_id)
        return str(account.type) if account is not None and account.type else None

    def cash_accounts(self) -> list[Choice]:
        """Accounts of type Cash (the main account of a cash document must be one)."""
        return [
            choice
            for choice in self.accounts.all()
            if choice.active and choice.payload.get("type") == AccountType.Cash
        ]

    def label(self, choices: CachedChoices, row_id: int | None) -> str:
        if row_id is None:
            return ""
        choice = choices.get(row_id)
        return choice.label if choice is not None else f"#{row_id}"

    def cost_center_label(self, cost_center_id: int | None) -> str:
        if cost_center_id is None:
            return ""
        for center in self.cost_centers:
            if center.id == cost_center_id:
                return " · ".join(p for p in (center.code, center.name) if p) or f"#{center.id}"
        return f"#{cost_center_id}"

    async def load(self, client: ApiClient) -> None:
        """Learn cost centers and currencies from the latest entries (one page)."""
        page = await client.journal_entries.list(is_posted_only=False, limit=1000)
        centers: dict[int, CostCenterReference] = {c.id: c for c in self.cost_centers}
        currencies: dict[int, CurrencyReference] = {c.id: c for c in self.currencies}
        for entry in page.items:
            if entry.currency is not None:
                currencies.setdefault(entry.currency.id, entry.currency)
            for line in entry.accounting_document_details:
                if line.cost_center is not None:
                    centers.setdefault(line.cost_center.id, line.cost_center)
        self.cost_centers = sorted(centers.values(), key=lambda c: (c.code or "", c.id))
        self.currencies = sorted(currencies.values(), key=lambda c: (c.code or "", c.id))
        self.loaded.emit()

    def learn(
        self, cost_centers: list[CostCenterReference], currency: CurrencyReference | None
    ) -> None:
        """Keep the references of an entry being edited offered, even when the latest
        entries do not use them."""
        known = {c.id for c in self.cost_centers}
        self.cost_centers += [c for c in cost_centers if c.id not in known]
        if currency is not None and currency.id not in {c.id for c in self.currencies}:
            self.currencies.append(currency)


def replace_line(lines: tuple[Any, ...], row: int, **changes: object) -> tuple[Any, ...]:
    return tuple(
        dataclasses.replace(line, **changes) if index == row else line
        for index, line in enumerate(lines)
    )


def rebuild_lines(line_type: type[Any], payload: object) -> tuple[Any, ...]:
    """Lines kept in a draft (dicts) as the form's frozen line dataclasses."""
    known = {field.name for field in dataclasses.fields(line_type)}
    rows = payload if isinstance(payload, list | tuple) else []
    return tuple(
        line_type(**{k: v for k, v in row.items() if k in known})
        for row in rows
        if isinstance(row, dict)
    )
