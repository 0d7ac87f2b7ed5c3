"""Inventory > Warehouses: the list (server filters code and name), a form to create one
or change it (by code, as the API updates), the balance of one warehouse, the returns (RMA)
warehouses, a user's warehouse tree, and the balances of chosen items across chosen
warehouses.

Warehouses have no outbox kind: they are saved straight through the client.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer, Signal

from app.api import errors as api_errors
from app.models.classifications import ClassificationType, CommonClassificationResponse
from app.models.error_codes import ErrorCode
from app.models.warehouses import (
    WarehouseBalanceResponse,
    WarehouseResponse,
    WarehouseTreeResponse,
    WarehouseUpsertRequest,
)
from app.operations.changes import Changes, Kind
from app.store.tabular import Sheet
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.master_data.master_common import InlineEditor, build_request, failure_text
from app.viewmodels.rows_table import Column, RowsTableModel, number_column
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300


def classification_text(warehouse: WarehouseResponse) -> str:
    reference = warehouse.classification
    if reference is None:
        return ""
    return reference.name or reference.code or f"#{reference.id}"


def _values(warehouse: WarehouseResponse | None) -> dict[str, Any]:
    if warehouse is None:
        return {"classificationId": None, "code": "", "description": "", "mobile": ""}
    return {
        "classificationId": warehouse.classification.id if warehouse.classification else None,
        "code": warehouse.code,
        "description": warehouse.description,
        "mobile": warehouse.mobile,
    }


def warehouse_request(
    values: dict[str, Any],
) -> tuple[WarehouseUpsertRequest | None, dict[str, str]]:
    """Blank code and mobile are sent as absent: the server then numbers the warehouse
    (create) or clears the mobile (update)."""
    return build_request(
        lambda: WarehouseUpsertRequest(
            classification_id=values.get("classificationId"),
            code=(values.get("code") or "").strip() or None,
            description=values.get("description") or "",
            mobile=(values.get("mobile") or "").strip() or None,
        )
    )


_CODE_FIELDS: dict[str, str] = {
    ErrorCode.DupplicatedCode: "code",
    ErrorCode.DupplicatedName: "description",
}


@dataclass(frozen=True)
class TreeNode:
    """One row of the warehouse tree, with its children (classifications hold both
    sub-classifications and warehouses)."""

    row: WarehouseTreeResponse
    children: tuple[TreeNode, ...]

    @property
    def is_warehouse(self) -> bool:
        return self.row.warehouse_id is not None


def build_tree(rows: list[WarehouseTreeResponse]) -> list[TreeNode]:
    """The flat tree as nodes. A warehouse hangs under the classification named by its
    ``parent_id``; a classification under its parent classification. A row whose parent is
    not in the answer (no permission on it) becomes a root, so nothing permitted is hidden.
    Warehouse and classification ids are separate sequences: only classification rows can
    be parents."""
    classification_ids = {r.classification_id for r in rows if r.classification_id is not None}
    children: dict[int, list[WarehouseTreeResponse]] = {}
    roots: list[WarehouseTreeResponse] = []
    for row in rows:
        if row.parent_id and row.parent_id in classification_ids:
            children.setdefault(row.parent_id, []).append(row)
        else:
            roots.append(row)

    def node(row: WarehouseTreeResponse, seen: frozenset[int]) -> TreeNode:
        if row.classification_id is None or row.classification_id in seen:
            return TreeNode(row, ())
        inner = seen | {row.classification_id}
        return TreeNode(
            row, tuple(node(child, inner) for child in children.get(row.classification_id, []))
        )

    return [node(row, frozenset()) for row in roots]


class WarehousesViewModel(TaskOwner):
    """The warehouses list with its form, RMA list and tree."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    summaryChanged = Signal(str)
    classificationsLoaded = Signal()
    rmaLoaded = Signal(str)
    """A summary of the RMA list (or why it did not load)."""
    treeLoaded = Signal(str)
    """A summary of the tree (or why it did not load); ``tree`` holds the nodes."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        client = session.client
        self.model = RowsTableModel[WarehouseResponse](
            [
                Column(translate("Warehouses", "Code"), lambda w: w.code),
                Column(translate("Warehouses", "Description"), lambda w: w.description),
                Column(translate("Warehouses", "Classification"), classification_text),
                Column(translate("Warehouses", "Mobile"), lambda w: w.mobile),
            ],
            parent=self,
        )
        self.rma = RowsTableModel[WarehouseResponse](list(self.model.columns), parent=self)
        self.editor = InlineEditor[WarehouseResponse, WarehouseUpsertRequest](
            errors,
            values_of=_values,
            make_request=warehouse_request,
            create=client.warehouses.create,
            update=self._update,
            code_fields=_CODE_FIELDS,
            context=translate("Warehouses", "Saving warehouse"),
            parent=self,
        )
        self.balance = WarehouseBalanceViewModel(session, errors, self)
        self.matrix = BalanceMatrixViewModel(session, errors, self)
        self.classifications: list[CommonClassificationResponse] = []
        self.tree: list[TreeNode] = []
        self.tree_user_id = 1
        """Whose tree to show. The API answers a tree per API user and the client cannot
        learn its own user id from a service token, so the clerk chooses (1 by default,
        usually the organization's first user)."""
        self.error = ""
        self._all: list[WarehouseResponse] = []
        self._code = ""
        self._name = ""
        self._generation = 0
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)
        self.editor.saved.connect(self._saved)
        session.changes.changed.connect(self._on_change)

    async def shutdown(self) -> None:
        # The tabs' view-models stop with the screen's.
        await asyncio.gather(
            self.balance.shutdown(), self.matrix.shutdown(), self.editor.shutdown()
        )
        await super().shutdown()

    async def _update(
        self, warehouse: WarehouseResponse, request: WarehouseUpsertRequest
    ) -> WarehouseResponse:
        # The update's answer may show characters the server did not store: read it back.
        await self.session.client.warehouses.update_by_code(warehouse.code, request)
        return await self.session.client.warehouses.get(warehouse.id)

    # -- filters -------------------------------------------------------------------------
    def set_code_filter(self, text: str) -> None:
        self._code = text.strip()
        self._debounce.start()

    def set_name_filter(self, text: str) -> None:
        self._name = text.strip()
        self._debounce.start()

    @property
    def warehouses(self) -> list[WarehouseResponse]:
        """Every active warehouse of the last unfiltered load (for the balance pickers)."""
        return list(self._all)

    # -- loading -------------------------------------------------------------------------
    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(self._load(self._generation), context=translate("Warehouses", "Loading"))

    def load_extras(self) -> None:
        """Classifications for the form, the RMA list, the tree (once, when the screen opens)."""
        self.run(self._load_classifications(), context=translate("Warehouses", "Loading"))
        self.reload_rma()
        self.reload_tree()

    async def _load(self, generation: int) -> None:
        self.loadingChanged.emit(True)
        try:
            rows = [
                warehouse
                async for warehouse in self.session.client.warehouses.iterate(
                    code=self._code or None, name=self._name or None
                )
            ]
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(
                    translate("Warehouses", "The warehouses could not be loaded. {reason}").format(
                        reason=failure_text(exc)
                    )
                )
                self.errors.report(exc, translate("Warehouses", "Loading warehouses"))
            return
        finally:
            if generation == self._generation:
                self.loadingChanged.emit(False)
        if generation != self._generation:
            return
        if not self._code and not self._name:
            self._all = rows
        self._set_error("")
        self.model.set_rows(rows)
        self.summaryChanged.emit(translate("Warehouses", "%Ln active warehouses", "", len(rows)))

    async def _load_classifications(self) -> None:
        try:
            self.classifications = [
                c
                async for c in self.session.client.classifications.iterate_common()
                if c.type == ClassificationType.Warehouses
            ]
        except api_errors.ApiError as exc:
            self.errors.report(exc, translate("Warehouses", "Loading classifications"))
        self.classificationsLoaded.emit()

    def reload_rma(self) -> None:
        self.run(self._load_rma(), context=translate("Warehouses", "Loading RMA warehouses"))

    async def _load_rma(self) -> None:
        try:
            rows = await self.session.client.warehouses.rma()
        except api_errors.ApiError as exc:
            self.rmaLoaded.emit(
                translate("Warehouses", "The RMA warehouses could not be loaded. {reason}").format(
                    reason=failure_text(exc)
                )
            )
            return
        self.rma.set_rows(rows)
        self.rmaLoaded.emit(
            translate("Warehouses", "%Ln returns (RMA) warehouses", "", len(rows))
            if rows
            else translate("Warehouses", "No warehouse is set up for returns (RMA).")
        )

    def set_tree_user(self, user_id: int) -> None:
        self.tree_user_id = user_id
        self.reload_tree()

    def reload_tree(self) -> None:
        self.run(self._load_tree(), context=translate("Warehouses", "Loading the warehouse tree"))

    async def _load_tree(self) -> None:
        try:
            rows = await self.session.client.warehouses.tree(self.tree_user_id)
        except api_errors.ApiError as exc:
            self.tree = []
            self.treeLoaded.emit(
                translate("Warehouses", "The tree could not be loaded. {reason}").format(
                    reason=failure_text(exc)
                )
            )
            return
        self.tree = build_tree(rows)
        warehouses = sum(1 for row in rows if row.warehouse_id is not None)
        self.treeLoaded.emit(
            translate(
                "Warehouses",
                "API user {user}: %Ln warehouses in classifications it may see. "
                "Warehouses outside every classification are not in the tree.",
                "",
                warehouses,
            ).format(user=self.tree_user_id)
            if rows
            else translate(
                "Warehouses",
                "API user {user} has no warehouse classification (or is not a user of this "
                "organization).",
            ).format(user=self.tree_user_id)
        )

    def is_active(self, warehouse_id: int) -> bool:
        """Whether the list (active warehouses only) knows this warehouse; True until the
        list has loaded (a warehouse is not called inactive on a guess)."""
        return not self._all or any(w.id == warehouse_id for w in self._all)

    def _saved(self, _warehouse: WarehouseResponse) -> None:
        self.session.changes.publish(Changes.of(Kind.WAREHOUSES))

    def _on_change(self, changes: Changes) -> None:
        if changes.touches(Kind.WAREHOUSES):
            self.reload()
            self.reload_rma()
            self.reload_tree()

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)


# -- the balance of one warehouse ---------------------------------------------------------
class WarehouseBalanceViewModel(TaskOwner):
    """Every stock item's balance in one warehouse (the API gives a row per item, per
    batch where the item has batches); filtered locally by text and "not zero"."""

    loadingChanged = Signal(bool)
    summaryChanged = Signal(str)
    errorChanged = Signal(str)

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.model = RowsTableModel[WarehouseBalanceResponse](
            [
                Column(translate("Warehouses", "Item code"), lambda r: r.stock_item.code or ""),
                Column(translate("Warehouses", "Item"), lambda r: r.stock_item.description or ""),
                number_column(
                    translate("Warehouses", "Balance"), lambda r: r.balance, kind="quantity"
                ),
            ],
            item=lambda r: r.stock_item.id,
            parent=self,
        )
        self.warehouse: WarehouseResponse | None = None
        self.error = ""
        self._all: list[WarehouseBalanceResponse] = []
        self._text = ""
        self._non_zero = True
        self._generation = 0

    def show_warehouse(self, warehouse: WarehouseResponse | None) -> None:
        self.warehouse = warehouse
        self.reload()

    def set_text_filter(self, text: str) -> None:
        self._text = text.strip().casefold()
        self._show()

    def set_non_zero_only(self, on: bool) -> None:
        self._non_zero = on
        self._show()

    def reload(self) -> None:
        self._generation += 1
        if self.warehouse is None:
            self._all = []
            self._show()
            return
        self.run(
            self._load(self.warehouse, self._generation),
            context=translate("Warehouses", "Loading the balance"),
        )

    async def _load(self, warehouse: WarehouseResponse, generation: int) -> None:
        self.loadingChanged.emit(True)
        try:
            rows = [
                row async for row in self.session.client.warehouses.iterate_balance(warehouse.id)
            ]
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self.error = translate(
                    "Warehouses", "The balance could not be loaded. {reason}"
                ).format(reason=failure_text(exc))
                self.errorChanged.emit(self.error)
            return
        finally:
            if generation == self._generation:
                self.loadingChanged.emit(False)
        if generation != self._generation:
            return
        self.error = ""
        self.errorChanged.emit("")
        self._all = rows
        self._show()

    def _show(self) -> None:
        rows = [
            row
            for row in self._all
            if (not self._non_zero or row.balance != 0)
            and (
                not self._text
                or self._text in (row.stock_item.code or "").casefold()
                or self._text in (row.stock_item.description or "").casefold()
            )
        ]
        self.model.set_rows(rows)
        if self.warehouse is None:
            self.summaryChanged.emit(translate("Warehouses", "Choose a warehouse."))
        else:
            # No "total quantity" here: the rows are of different items (pieces and kilograms
            # add up to nothing); the totals line sums one item's rows.
            self.summaryChanged.emit(translate("Warehouses", "%Ln rows", "", len(rows)))


# -- balances of chosen items across chosen warehouses --------------------------------------
@dataclass(frozen=True)
class MatrixItem:
    id: int
    label: str


@dataclass(frozen=True)
class MatrixRow:
    """One item: its balance in each chosen warehouse, their total, reservations, and the
    balance across every warehouse."""

    item: MatrixItem
    code: str
    description: str
    per_warehouse: tuple[Decimal, ...]
    total: Decimal
    reserved: Decimal
    global_balance: Decimal


class BalanceMatrixViewModel(TaskOwner):
    """A grid item x warehouse from ``stock-items-balances``: one request per chosen
    warehouse (its total is that warehouse's balance), one for the totals of them all."""

    itemsChanged = Signal()
    computingChanged = Signal(bool)
    messageChanged = Signal(str)

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.items: list[MatrixItem] = []
        self.warehouses: list[tuple[int, str]] = []
        self.model = RowsTableModel[MatrixRow]([], item=lambda r: r.item.id, parent=self)
        self.message = ""

    def add_item(self, item_id: int, label: str) -> None:
        if any(item.id == item_id for item in self.items):
            return
        self.items.append(MatrixItem(item_id, label))
        self.itemsChanged.emit()

    def remove_item(self, item_id: int) -> None:
        self.items = [item for item in self.items if item.id != item_id]
        self.itemsChanged.emit()

    def set_warehouses(self, warehouses: list[tuple[int, str]]) -> None:
        """The ticked warehouses: (id, name) in the order to show them."""
        self.warehouses = list(warehouses)

    def compute(self) -> bool:
        """Ask the server; False (and a message) when items or warehouses are missing."""
        if not self.items or not self.warehouses:
            self._say(translate("Warehouses", "Pick at least one item and tick a warehouse."))
            return False
        self.run(
            self._compute(list(self.items), list(self.warehouses)),
            context=translate("Warehouses", "Loading balances"),
        )
        return True

    async def _compute(self, items: list[MatrixItem], warehouses: list[tuple[int, str]]) -> None:
        self.computingChanged.emit(True)
        self._say(translate("Warehouses", "Loading…"))
        balances = self.session.client.warehouses.stock_items_balances
        ids = [item.id for item in items]
        try:
            answers = await asyncio.gather(
                balances(stock_item_ids=ids, warehouse_ids=[w for w, _ in warehouses]),
                *(balances(stock_item_ids=ids, warehouse_ids=[w]) for w, _ in warehouses),
            )
        except api_errors.ApiError as exc:
            self._say(
                translate("Warehouses", "The balances could not be loaded. {reason}").format(
                    reason=failure_text(exc)
                )
            )
            self.errors.report(exc, translate("Warehouses", "Loading balances"))
            return
        finally:
            self.computingChanged.emit(False)
        totals, per_warehouse = answers[0], answers[1:]
        by_item = [{row.stock_item.id: row for row in answer} for answer in per_warehouse]
        rows = []
        for item in items:
            total = next((row for row in totals if row.stock_item.id == item.id), None)
            if total is None:
                continue
            rows.append(
                MatrixRow(
                    item=item,
                    code=total.stock_item.code or "",
                    description=total.stock_item.description or item.label,
                    per_warehouse=tuple(
                        answer[item.id].total_balance if item.id in answer else Decimal(0)
                        for answer in by_item
                    ),
                    total=total.total_balance,
                    reserved=total.total_reserved,
                    global_balance=total.global_balance,
                )
            )
        self.model.set_columns(self._columns(warehouses))
        self.model.set_rows(rows)
        self._say(
            translate(
                "Warehouses", "%Ln items across {warehouses} warehouses.", "", len(rows)
            ).format(warehouses=QLocale().toString(len(warehouses)))
        )

    def _columns(self, warehouses: list[tuple[int, str]]) -> list[Column[MatrixRow]]:
        columns: list[Column[MatrixRow]] = [
            Column(translate("Warehouses", "Item code"), lambda r: r.code),
            Column(translate("Warehouses", "Item"), lambda r: r.description),
        ]

        def in_warehouse(index: int) -> Callable[[MatrixRow], Decimal]:
            return lambda r: r.per_warehouse[index]

        for index, (_id, name) in enumerate(warehouses):
            columns.append(number_column(name, in_warehouse(index), kind="quantity"))
        columns += [
            number_column(translate("Warehouses", "Total"), lambda r: r.total, kind="quantity"),
            number_column(
                translate("Warehouses", "Reserved"), lambda r: r.reserved, kind="quantity"
            ),
            number_column(
                translate("Warehouses", "All warehouses"),
                lambda r: r.global_balance,
                kind="quantity",
            ),
        ]
        return columns

    def table(self) -> Sheet:
        """The grid as shown, for export."""
        from app.viewmodels.table_export import model_sheet

        return model_sheet(self.model)

    def _say(self, text: str) -> None:
        self.message = text
        self.messageChanged.emit(text)
